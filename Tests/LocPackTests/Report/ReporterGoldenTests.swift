import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct ReporterGoldenTests {
  static let masks = [(LocPackVersion.current, "<version>")]

  struct Case: Sendable, CustomTestStringConvertible {
    var reporter: any Reporter.Type
    var file: String
    var color = false
    var excerpts = false
    var testDescription: String { file }
  }

  static let cases: [Case] = [
    Case(reporter: TextReporter.self, file: "report-text.txt"),
    Case(reporter: TextReporter.self, file: "report-text-color.txt", color: true),
    Case(reporter: TextReporter.self, file: "report-text-excerpt.txt", excerpts: true),
    Case(reporter: XcodeReporter.self, file: "report-xcode.txt"),
    Case(reporter: JSONReporter.self, file: "report-json.json"),
    Case(reporter: GitHubReporter.self, file: "report-github.txt"),
    Case(reporter: SARIFReporter.self, file: "report-sarif.sarif"),
    Case(reporter: JUnitReporter.self, file: "report-junit.xml"),
    Case(reporter: CheckstyleReporter.self, file: "report-checkstyle.xml"),
  ]

  @Test(arguments: cases) func golden(_ c: Case) {
    let context = ReportFixtures.context(color: c.color, excerpts: c.excerpts)
    let output = c.reporter.init().render(ReportFixtures.items, context: context)
    GoldenFile.expectMatch(output, named: c.file, masking: Self.masks)
  }

  /// With nothing to report, each format still renders a valid, minimal document.
  @Test(arguments: Reporters.all.map { $0.id })
  func empty(_ id: String) throws {
    let reporter = try #require(Reporters.reporter(id: id))
    let output = reporter.render(
      [ReportItem](), context: ReportContext(checkedFiles: ["a.strings"]))
    GoldenFile.expectMatch(output, named: "report-\(id)-empty.txt", masking: Self.masks)
  }

  /// Output does not depend on input order.
  @Test(arguments: Reporters.all.map { $0.id })
  func deterministic(_ id: String) throws {
    let reporter = try #require(Reporters.reporter(id: id))
    let context = ReportFixtures.context()
    let forward = reporter.render(ReportFixtures.items, context: context)
    let backward = reporter.render(Array(ReportFixtures.items.reversed()), context: context)
    var generator = SeededGenerator(seed: 7)
    let shuffled = reporter.render(
      ReportFixtures.items.shuffled(using: &generator), context: context)
    #expect(forward == backward)
    #expect(forward == shuffled)
  }

  @Test func reporterIDsAreUniqueAndListed() {
    let ids = Reporters.ids
    #expect(Set(ids).count == ids.count)
    #expect(ids.first == "text")
    #expect(ids == ["text", "xcode", "json", "github", "sarif", "junit", "checkstyle", "markdown"])
    #expect(Reporters.reporter(id: "nope") == nil)
    #expect(Reporters.all.filter { $0.isHumanReadable }.map { $0.id } == ["text", "xcode"])
  }

  /// Without control characters, the xcode format is exactly `Diagnostic.description`.
  @Test func xcodeMatchesDiagnosticDescription() {
    let plain = ReportFixtures.items.filter { item in
      !item.diagnostic.message.unicodeScalars.contains { TerminalSanitizer.escapesOnOneLine($0) }
    }
    #expect(plain.count == ReportFixtures.items.count - 1)
    let output = XcodeReporter().render(plain, context: ReportContext())
    #expect(output == plain.sortedForReport().map { $0.diagnostic.description + "\n" }.joined())
  }

  struct SanitizeCase: Sendable, CustomTestStringConvertible {
    var raw: String
    var shown: String
    var testDescription: String { raw.debugDescription }
  }

  /// Line-based formats keep one diagnostic per line and pass no terminal controls through.
  @Test(arguments: [
    SanitizeCase(raw: "a\nb", shown: "a\\nb"),
    SanitizeCase(raw: "a\r\nb", shown: "a\\r\\nb"),
    SanitizeCase(raw: "tab\tkept", shown: "tab\tkept"),
    SanitizeCase(raw: "\u{1B}[31mred", shown: "\\u{1B}[31mred"),
    SanitizeCase(raw: "\u{0}\u{7F}\u{85}", shown: "\\u{0}\\u{7F}\\u{85}"),
    SanitizeCase(raw: "abc\u{202E}fed", shown: "abc\\u{202E}fed"),
    SanitizeCase(raw: "ab\u{200F}12\u{200E}\u{61C}", shown: "ab\\u{200F}12\\u{200E}\\u{61C}"),
    SanitizeCase(raw: "a\u{2028}b\u{2029}c", shown: "a\\u{2028}b\\u{2029}c"),
    SanitizeCase(raw: "日本 é 😀", shown: "日本 é 😀"),
  ])
  func sanitize(_ c: SanitizeCase) {
    #expect(TerminalSanitizer.escapingForOneLine(c.raw) == c.shown)
    let diagnostic = Diagnostic(
      .warning, id: "t.x", c.raw,
      at: LocPack.SourceLocation(path: "p", line: 1, column: 1, offset: 0),
      notes: [.init(c.raw)])
    for reporter in [TextReporter.self, XcodeReporter.self, GitHubReporter.self]
      as [any Reporter.Type]
    {
      let output = reporter.init().render([diagnostic])
      #expect(!output.contains("\u{1B}") && !output.contains("\r") && !output.contains("\u{202E}"))
      let expectedLines =
        reporter == GitHubReporter.self ? 1 : (reporter == TextReporter.self ? 4 : 2)
      #expect(
        output.split(separator: "\n", omittingEmptySubsequences: false).count - 1 == expectedLines,
        "\(reporter.id)")
    }
  }

  struct WidthCase: Sendable, CustomTestStringConvertible {
    var line: String
    var column: Int
    var caretLine: String
    var testDescription: String { "\(line.debugDescription)@\(column)" }
  }

  /// The caret sits under the column in a terminal: tabs stay tabs, wide characters take two
  /// cells, combining marks none, escaped controls as many as their escape.
  @Test(arguments: [
    WidthCase(line: "abc", column: 3, caretLine: "      ^"),
    WidthCase(line: "\tx", column: 2, caretLine: "    \t^"),
    WidthCase(line: "日本x", column: 3, caretLine: "        ^"),
    WidthCase(line: "e\u{301}x", column: 3, caretLine: "     ^"),
    WidthCase(line: "\u{1B}x", column: 2, caretLine: "          ^"),
    WidthCase(line: "ab", column: 5, caretLine: "        ^"),
    WidthCase(
      line: String(repeating: "a", count: 300), column: 200,
      caretLine: "    " + String(repeating: " ", count: 61) + "^"),
    WidthCase(
      line: String(repeating: "a", count: 300), column: 299,
      caretLine: "    " + String(repeating: " ", count: 119) + "^"),
    WidthCase(
      line: String(repeating: "a", count: 300), column: 3,
      caretLine: "      ^"),
  ])
  func excerptCaret(_ c: WidthCase) {
    let file = SourceFile(path: "p", utf8: Array(c.line.utf8))
    let location = LocPack.SourceLocation(path: "p", line: 1, column: c.column, offset: 0)
    let output = TextReporter().render(
      [Diagnostic(.error, id: "t.x", "m", at: location)],
      context: ReportContext(showsExcerpts: true, sources: ["p": file]))
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count > 2 && lines[2] == c.caretLine)
    #expect(lines.count > 1 && lines[1].unicodeScalars.count <= 4 + TextReporter.excerptWidth + 2)
  }

  @Test func bareDiagnosticsConvenience() {
    let diagnostics = ReportFixtures.items.map(\.diagnostic)
    #expect(
      JSONReporter().render(diagnostics)
        == JSONReporter().render(diagnostics.map { ReportItem($0) }, context: ReportContext()))
  }
}
