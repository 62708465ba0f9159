import Foundation
import Testing

@testable import LocPack

/// Every input the fuzz targets once broke, fed to the same property check the target runs:
/// `Tests/Fixtures/FuzzRegressions/<target>/<file>` goes through `FuzzProperties.checks[target]`,
/// which must neither trap nor report a broken property.
@Suite struct FuzzRegressionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var target: String
    var file: String
    var testDescription: String { "\(target)/\(file)" }
  }

  /// The folder `Tests/Fixtures/FuzzRegressions`.
  static let fixtures: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<2 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/FuzzRegressions")
  }()

  static let cases: [Case] = {
    let manager = FileManager.default
    let targets = (try? manager.contentsOfDirectory(atPath: fixtures.path)) ?? []
    return targets.sorted().flatMap { target in
      let files =
        (try? manager.contentsOfDirectory(
          atPath: fixtures.appendingPathComponent(target).path)) ?? []
      return files.filter { !$0.hasPrefix(".") }.sorted().map { Case(target: target, file: $0) }
    }
  }()

  @Test(arguments: cases) func reproducerHoldsItsProperty(_ c: Case) throws {
    let check = try #require(FuzzProperties.checks[c.target], "no fuzz target '\(c.target)'")
    let url = Self.fixtures.appendingPathComponent(c.target).appendingPathComponent(c.file)
    let bytes = try [UInt8](Data(contentsOf: url))
    #expect(throws: Never.self) { try check(bytes) }
  }

  /// The fixture folders name real targets.
  @Test func everyFolderNamesATarget() {
    for target in Set(Self.cases.map(\.target)) {
      #expect(FuzzProperties.checks[target] != nil, "unknown target folder '\(target)'")
    }
  }

  /// The properties reject what they must: a check that cannot fail would pass every
  /// reproducer.
  @Test func propertiesCanFail() {
    #expect(throws: FuzzPropertyFailure.self) {
      try FuzzProperties.checkLocation(
        SourceLocation(path: "x", line: 3, column: 1, offset: 0), path: "x", raw: [0x61],
        "one line")
    }
    #expect(throws: FuzzPropertyFailure.self) {
      try FuzzProperties.require(false, "always")
    }
    #expect(
      !FuzzProperties.equivalent(.real(1), .real(2), wholeSecondDates: false))
    #expect(FuzzProperties.equivalent(.real(.nan), .real(.nan), wholeSecondDates: false))
    #expect(FuzzProperties.equivalent(.date(10.5), .date(10), wholeSecondDates: true))
    #expect(!FuzzProperties.equivalent(.date(10.5), .date(10), wholeSecondDates: false))
  }

  /// The recipe mode of the differential target builds the file it says it builds.
  @Test func recipeAssemblesFragments() {
    let bytes = StringsRecipe.assemble([10, 2, 11, 4])
    #expect(String(decoding: bytes, as: UTF8.self) == "key = value;")
    #expect(StringsRecipe.assemble([0x8A]) == Array("key".utf8))
    let rows = StringsRecipe.table([0x6B, 0xFF, 0x76, 0xFF, 0xFF, 0x6B, 0x32, 0xFF, 0x76, 0x32])
    #expect(rows.map(\.key) == ["k", "k2"])
    #expect(rows.map(\.value) == ["v", "v2"])
    #expect(rows.allSatisfy { $0.comment == nil })
  }
}
