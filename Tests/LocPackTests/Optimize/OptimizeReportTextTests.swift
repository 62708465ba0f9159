import Testing

@testable import LocPack

/// The terminal report of `optimize`: its cells, and a whole report of a small run.
@Suite struct OptimizeReportTextTests {
  @Test(arguments: [
    (0, "0"), (999, "999"), (1000, "1,000"), (1_234_567, "1,234,567"), (-1000, "-1,000"),
  ])
  func groupsDigitsInThrees(value: Int, text: String) {
    #expect(OptimizeReportText.group(value) == text)
  }

  @Test func cellsAreOneSanitizedLine() {
    #expect(OptimizeReportText.clip("a\nb", 10) == "a b")
    #expect(OptimizeReportText.clip("abcdefghij", 5) == "abcd…")
    #expect(!OptimizeReportText.clip("\u{1B}[31mred", 40).contains("\u{1B}"))
    #expect(OptimizeReportText.percent(0.1234) == "12.3%")
    #expect(OptimizeReportText.lines([3, 9], count: 2) == ": lines 3, 9")
    #expect(OptimizeReportText.lines([3, 4, 5, 6, 7, 8], count: 6) == ": lines 3, 4, 5, 6, 7, …")
  }

  @Test func aDryRunWithOneTemplate() {
    var report = OptimizeReport()
    report.payloads = 4
    report.rewritten = 3
    report.passedThrough = 1
    report.bytesBefore = 400
    report.bytesAfter = 300
    report.roundtripChecked = 3
    report.newKeys = ["LIKED_PHOTO"]
    report.templates = [
      .init(
        key: "LIKED_PHOTO", format: "%@ liked your photo", slots: 1, count: 3, bytesSaved: 100,
        example: "Ann liked your photo", reused: false)
    ]
    let text = OptimizeReportText.render(
      report, input: "in.jsonl", table: "en.lproj/Localizable.strings", written: [], dryRun: true)
    #expect(text.hasPrefix("Optimized in.jsonl (mode bytes)\n\n"))
    #expect(text.contains("Payloads          4: 3 rewritten, 1 passed through, 0 invalid\n"))
    #expect(text.contains("Bytes             400 → 300, saved 100 (25.0%)\n"))
    #expect(text.contains("  LIKED_PHOTO  ") && text.contains("%@ liked your photo\n"))
    #expect(
      text.hasSuffix(
        "1 new keys would go into en.lproj/Localizable.strings.\n"
          + "Ship them in an app release BEFORE the server sends them:\n"
          + "app versions without a key show the raw key instead of the text.\n"
          + "Dry run: nothing was written.\n"))
  }
}
