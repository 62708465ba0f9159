import Foundation
import Testing

@testable import LocPack

/// Format rules on patterns found in shipping apps: each fixture under
/// `Fixtures/Lint/realworld-format/` is a small project with its expected format findings.
@Suite struct LintFormatRealWorldTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lint/realworld-format").path

  static let formatIDs: Set<String> = [
    "lint.format-crash", "lint.format-cosmetic", "lint.format-mixed-positional",
  ]

  /// One expected finding: rule id, localization, key and a part of the message.
  struct Expected: Sendable, Equatable, CustomStringConvertible {
    var id: String
    var locale: String
    var key: String
    var excerpt: String
    var description: String { "\(id) \(locale) '\(key)' …\(excerpt)…" }
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var folder: String
    var expected: [Expected]
    var testDescription: String { folder }
  }

  static let cases: [Case] = [
    // A form of a stringsdict rule may leave out an argument: `%2$@` still shows argument 2.
    Case(
      folder: "stringsdict-gap",
      expected: [
        .init(id: "lint.format-crash", locale: "da", key: "photos.count", excerpt: "'%2$d'")
      ]),
    // `% @` is `%@` with a space flag CoreFoundation ignores.
    Case(folder: "space-flag", expected: []),
    // The base reads argument 1 as an object and as a long: one finding, on the base.
    Case(
      folder: "base-conflict",
      expected: [
        .init(
          id: "lint.format-crash", locale: "en", key: "followers",
          excerpt: "the base reads argument 1 as object and as long")
      ]),
    // Interface Builder and InfoPlist strings are never formatted.
    Case(folder: "interface-builder", expected: []),
    Case(folder: "info-plist", expected: []),
    // One finding per specifier, and the message does not invent a '%%' in the base.
    Case(
      folder: "percent-duplicates",
      expected: [
        .init(
          id: "lint.format-crash", locale: "de", key: "ratio",
          excerpt: "'% e' is a specifier that reads an argument; write '%%' for a percent sign")
      ]),
  ]

  static func formatFindings(_ folder: String) throws -> [ReportItem] {
    var options = LintSession.Options()
    options.paths = [fixtures + "/" + folder]
    return try LintSession.run(options).items.filter { formatIDs.contains($0.diagnostic.id) }
  }

  @Test(arguments: cases)
  func fixture(_ testCase: Case) throws {
    let items = try Self.formatFindings(testCase.folder)
    #expect(items.count == testCase.expected.count, "\(items.map(\.diagnostic.description))")
    for (item, expected) in zip(items, testCase.expected) {
      #expect(item.diagnostic.id == expected.id)
      #expect(item.locale == expected.locale)
      #expect(item.key == expected.key)
      #expect(item.diagnostic.message.contains(expected.excerpt), "\(item.diagnostic.message)")
      #expect(!item.diagnostic.message.contains("the base has a literal"))
      #expect(item.diagnostic.location?.path.isEmpty == false)
    }
  }

  @Test func spaceFlagOnAnObjectFormatsLikeFoundation() {
    #expect(String(format: "Von % @", "Berlin") == "Von Berlin")
    let result = FormatString.compatibility(
      base: .parse("From %@"), translation: .parse("Von % @"))
    #expect(result == .compatible)
    #expect(FormatString.parse("Von % @").issues.isEmpty)
    // A space before another conversion still reads an argument.
    #expect(FormatString.parse("50 % off").issues.map(\.id) == ["format.percent-in-prose"])
  }

  struct GapCase: Sendable, CustomTestStringConvertible {
    var base: String
    var translation: String
    var kinds: [String]
    var testDescription: String { "\(base.debugDescription) → \(translation.debugDescription)" }
  }

  static let gapCases: [GapCase] = [
    GapCase(base: "%2$@ and %1$d more", translation: "only %2$@", kinds: []),
    GapCase(base: "%2$@ and %1$d more", translation: "%1$d", kinds: []),
    GapCase(base: "%2$@ and %1$d more", translation: "only %2$d", kinds: ["type"]),
    GapCase(base: "%2$@ and %1$d more", translation: "%3$@", kinds: ["surplus"]),
    GapCase(base: "%1$ld items", translation: "%1$d", kinds: ["size"]),
  ]

  /// In a stringsdict form argument `n` is argument `n`; plain strings keep the shift.
  @Test(arguments: gapCases)
  func stringsdictFormsKeepArgumentNumbers(_ testCase: GapCase) {
    let mismatches = FormatString.compatibility(
      base: .parse(testCase.base), translation: .parse(testCase.translation), gapsFilled: true
    ).mismatches
    #expect(mismatches.map { FormatCompatibilityTests.name($0.kind) } == testCase.kinds)
  }

  @Test func plainStringsStillShiftAcrossGaps() {
    let mismatches = FormatString.compatibility(
      base: .parse("%2$@ and %1$d more"), translation: .parse("only %2$@")
    ).mismatches
    #expect(mismatches.map { FormatCompatibilityTests.name($0.kind) } == ["shift1", "type"])
  }

  struct KeyCase: Sendable, CustomTestStringConvertible {
    var key: String
    var isInterfaceBuilder: Bool
    var testDescription: String { key }
  }

  static let keyCases: [KeyCase] = [
    KeyCase(key: "8Gx-Ya-zhp.title", isInterfaceBuilder: true),
    KeyCase(key: "Abc-12-xyz.segmentTitles[0]", isInterfaceBuilder: true),
    KeyCase(key: "BYZ-38-t0r.normalTitle", isInterfaceBuilder: true),
    KeyCase(key: "8Gx-Ya-zhp", isInterfaceBuilder: false),
    KeyCase(key: "8Gx-Ya-zhp.", isInterfaceBuilder: false),
    KeyCase(key: "8Gx-Ya-zh.title", isInterfaceBuilder: false),
    KeyCase(key: "8Gx_Ya-zhp.title", isInterfaceBuilder: false),
    KeyCase(key: "welcome.title", isInterfaceBuilder: false),
    KeyCase(key: "CFBundleDisplayName", isInterfaceBuilder: false),
    KeyCase(key: "ABC-DE-FGH.1", isInterfaceBuilder: false),
  ]

  @Test(arguments: keyCases)
  func interfaceBuilderKeys(_ testCase: KeyCase) {
    #expect(LintTable.isInterfaceBuilderKey(testCase.key) == testCase.isInterfaceBuilder)
  }

  @Test func tablesTellTheirKind() throws {
    var options = LintSession.Options()
    options.paths = [Self.fixtures]
    let tables = try LintSession.run(options).result.tables
    let kinds = Dictionary(
      tables.map { ($0.folder.split(separator: "/").last.map(String.init) ?? "", $0) },
      uniquingKeysWith: { first, _ in first })
    #expect(kinds["interface-builder"]?.kind == .interfaceBuilder)
    #expect(kinds["info-plist"]?.kind == .infoPlist)
    #expect(kinds["space-flag"]?.kind == .code)
  }
}
