import Foundation
import Testing

@testable import LocPack

extension LintRealWorldTests {
  // MARK: - Catalog substitutions compare positions and types, not names

  @Test func catalogSubstitutionsCompareArgumentsByPosition() throws {
    let items = try Self.lint("catalog/Localizable.xcstrings")
    let found = items.filter { $0.diagnostic.id == "lint.catalog-substitution" }
    // pl names its substitutions differently and has no argNum; de varies by plural where
    // the source does not: neither is reported. fr reads argument 1 as an object; it reads
    // argument 3, which nobody passes.
    #expect(
      found.map { "\($0.locale ?? "-") \($0.key ?? "-")" }.sorted() == [
        "fr songs %lld %lld", "it songs %lld %lld",
      ])
    #expect(
      found.first { $0.locale == "it" }?.diagnostic.message
        == "substitution 'brani' of 'songs %lld %lld' reads argument 3 but the source passes 2")
    let french = try #require(found.first { $0.locale == "fr" })
    let message = french.diagnostic.message
    #expect(
      message
        == "substitution 'songs' of 'songs %lld %lld' reads argument 1 as '@' but the source's"
        + " substitution 'arg1' reads it as 'lld'")
    #expect(french.diagnostic.notes.first?.location?.line == 26)
  }

  struct ArgumentCase: Sendable, CustomTestStringConvertible {
    var value: String
    var substitutions: [String: Int?]
    /// `position:spelling:name` of each argument, in order.
    var expected: [String]
    var testDescription: String { value }
  }

  static let argumentCases: [ArgumentCase] = [
    ArgumentCase(
      value: "%#@a@ %#@b@", substitutions: ["a": nil, "b": nil],
      expected: ["1:lld:a", "2:lld:b"]),
    ArgumentCase(
      value: "%@ has %#@b@", substitutions: ["b": nil], expected: ["1:@:-", "2:lld:b"]),
    ArgumentCase(
      value: "%#@b@ %#@a@", substitutions: ["a": 1, "b": 2], expected: ["2:lld:b", "1:lld:a"]),
    ArgumentCase(value: "%2$#@b@", substitutions: ["b": nil], expected: ["2:lld:b"]),
    ArgumentCase(value: "none", substitutions: ["b": 3], expected: ["3:lld:b"]),
    ArgumentCase(value: "none", substitutions: ["b": nil], expected: []),
  ]

  @Test(arguments: argumentCases) func catalogArgumentPositions(_ c: ArgumentCase) {
    var localization = XCStringsLocalization(
      stringUnit: XCStringsStringUnit(state: nil, value: c.value))
    let other = XCStringsLocalization(stringUnit: XCStringsStringUnit(state: nil, value: "%arg"))
    for (name, argNum) in c.substitutions {
      localization.substitutions.append(
        XCStringsSubstitution(
          name: name, argNum: argNum, formatSpecifier: "lld",
          variations: XCStringsVariations(plural: [.other: other])))
    }
    let arguments = CatalogSubstitutionRule.arguments(of: localization)
    #expect(
      arguments.map { "\($0.position):\($0.spelling):\($0.substitution ?? "-")" } == c.expected)
  }
}
