import Foundation
import Testing

@testable import LocPack

/// Small excerpts of real projects that once drew wrong findings: each lints one folder of
/// `Fixtures/Lint/realworld-misc/` and checks what is (and is not) reported.
@Suite struct LintRealWorldTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lint/realworld-misc").path

  static func lint(_ name: String) throws -> [ReportItem] {
    var options = LintSession.Options()
    options.paths = [fixtures + "/" + name]
    return try LintSession.run(options).items
  }

  static func ids(_ items: [ReportItem]) -> [String] {
    items.map(\.diagnostic.id).sorted()
  }

  // MARK: - Findings in binary property lists name their file

  @Test func binaryPlistFindingsNameTheirFile() throws {
    let items = try Self.lint("bplist")
    let untranslated = try #require(
      items.first { $0.diagnostic.id == "lint.untranslated" && $0.key == "Cancel" })
    let location = try #require(untranslated.diagnostic.location)
    #expect(location.path.hasSuffix("bplist/de.lproj/Updates.strings"))
    #expect(location.isWholeFile)
  }

  /// A binary `.stringsdict` (as in a built app) is linted like an XML one: its entries are
  /// read, so only the key it really lacks is missing and its plural forms are checked.
  @Test func binaryStringsDictEntriesAreLinted() throws {
    let items = try Self.lint("bplist-stringsdict")
    // Reported at the base's entry, as every missing key is.
    let missing = items.filter { $0.diagnostic.id == "lint.missing-key" }.compactMap(\.key)
    #expect(missing == ["songs"])
    let plural = try #require(
      items.first { $0.diagnostic.id == "lint.plural-missing-category" })
    #expect(plural.key == "files")
    #expect(plural.diagnostic.message.contains("many"), "\(plural.diagnostic.message)")
    #expect(plural.diagnostic.location?.isWholeFile == true)
  }

  struct ReporterCase: Sendable, CustomTestStringConvertible {
    var reporter: String
    /// Text the report must hold for a whole-file finding in `de.lproj/Updates.strings`.
    var expected: String
    /// Text it must not hold (a made-up line or column).
    var forbidden: [String]
    var testDescription: String { reporter }
  }

  static let path = "de.lproj/Updates.strings"

  static let reporterCases: [ReporterCase] = [
    ReporterCase(
      reporter: "text", expected: "\(path): info: 'Cancel' is untranslated",
      forbidden: [":0:0", ":0: "]),
    ReporterCase(
      reporter: "xcode", expected: "\(path): info: 'Cancel' is untranslated",
      forbidden: [":0:0"]),
    ReporterCase(
      reporter: "github", expected: "::notice file=\(path),title=lint.untranslated::",
      forbidden: ["line=0", "col=0"]),
    ReporterCase(
      reporter: "sarif", expected: "\"uri\":\"de.lproj/Updates.strings\"",
      forbidden: ["\"startLine\"", "\"startColumn\""]),
    ReporterCase(
      reporter: "junit", expected: "name=\"lint.untranslated\" file=\"\(path)\" time=\"0\"",
      forbidden: ["line=\"0\"", " at 0:0", ":0:0"]),
    ReporterCase(
      reporter: "checkstyle", expected: "<file name=\"\(path)\">\n    <error severity=\"info\"",
      forbidden: ["line=\"0\"", "column=\"0\""]),
    ReporterCase(
      reporter: "json", expected: "\"file\":\"\(path)\",\"line\":null,\"column\":null",
      forbidden: ["\"line\":0"]),
  ]

  @Test(arguments: reporterCases)
  func everyReporterShowsAWholeFileLocation(_ testCase: ReporterCase) throws {
    let diagnostic = Diagnostic(
      .info, id: "lint.untranslated", "'Cancel' is untranslated", at: .wholeFile(Self.path),
      notes: [Diagnostic.Note("base string defined here", at: .wholeFile("en.lproj/U.strings"))]
    )
    let reporter = try #require(Reporters.reporter(id: testCase.reporter))
    let report = reporter.render(
      [ReportItem(diagnostic, locale: "de", key: "Cancel")], context: ReportContext())
    let compact =
      testCase.reporter == "json" || testCase.reporter == "sarif"
      ? report.filter { !$0.isWhitespace }
      : report
    #expect(compact.contains(testCase.expected), "\(report)")
    for text in testCase.forbidden { #expect(!compact.contains(text), "\(report)") }
  }
}

extension LintRealWorldTests {
  /// `(rule, locale, key)` of the findings of the given rules, sorted.
  static func findings(_ items: [ReportItem], of rules: Set<String>) -> [String] {
    items.filter { rules.contains($0.diagnostic.id) }
      .map { "\($0.diagnostic.id) \($0.locale ?? "-") \($0.key ?? "-")" }.sorted()
  }
}
