import Testing

@testable import LocPack

@Suite struct ReportSummaryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var severities: [Diagnostic.Severity]
    var checkedFiles: [String]?
    var expected: String
    var testDescription: String { expected }
  }

  @Test(arguments: [
    Case(severities: [], checkedFiles: nil, expected: "0 errors, 0 warnings, 0 infos in 0 files"),
    Case(
      severities: [.error], checkedFiles: nil, expected: "1 error, 0 warnings, 0 infos in 1 file"),
    Case(
      severities: [.error, .warning, .warning, .info, .note], checkedFiles: ["b", "c"],
      expected: "1 error, 2 warnings, 2 infos in 3 files"),
    Case(
      severities: [.warning], checkedFiles: ["a", "a"],
      expected: "0 errors, 1 warning, 0 infos in 1 file"),
  ])
  func sentence(_ c: Case) {
    let items = c.severities.map {
      ReportItem(
        Diagnostic(
          $0, id: "t.x", "m", at: LocPack.SourceLocation(path: "a", line: 1, column: 1, offset: 0)))
    }
    let summary = ReportSummary(items, context: ReportContext(checkedFiles: c.checkedFiles))
    #expect(summary.sentence == c.expected)
  }

  @Test func unlocatedDiagnosticsAddNoFile() {
    let summary = ReportSummary([ReportItem(Diagnostic(.error, id: "t.x", "m"))])
    #expect(summary.files == 0)
    #expect(summary.errors == 1)
  }
}
