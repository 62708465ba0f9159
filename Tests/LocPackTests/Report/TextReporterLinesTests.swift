import Testing

@testable import LocPack

/// One diagnostic's lines, as commands write them while they run: the report's lines for it,
/// the same text as `Diagnostic.description`, without the report's blank lines and summary.
@Suite struct TextReporterLinesTests {
  static let diagnostic = Diagnostic(
    .warning, id: "strings.duplicate-key", "duplicate key 'A'",
    at: SourceLocation(path: "fr.strings", line: 3, column: 1, offset: 20),
    notes: [
      .init(
        "first defined here", at: SourceLocation(path: "fr.strings", line: 1, column: 1, offset: 0))
    ])

  @Test func linesAreTheDescription() {
    let lines = TextReporter().lines(ReportItem(Self.diagnostic), context: ReportContext())
    #expect(lines == Self.diagnostic.description + "\n")
  }

  @Test func theReportIsTheLinesThenTheSummary() {
    let item = ReportItem(Self.diagnostic)
    let report = TextReporter().render([item], context: ReportContext())
    let lines = TextReporter().lines(item, context: ReportContext())
    #expect(report.hasPrefix(lines + "\n"))
    #expect(
      report == lines + "\n" + ReportSummary([item], context: ReportContext()).sentence + "\n")
  }

  @Test func colourMarksTheLocationAndSeverity() {
    let lines = TextReporter().lines(
      ReportItem(Self.diagnostic), context: ReportContext(usesColor: true))
    #expect(lines.contains("\u{1B}["))
    #expect(lines.contains("duplicate key 'A'"))
  }
}
