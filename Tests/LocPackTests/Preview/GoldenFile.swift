import Foundation
import Testing

/// Golden-file comparison for preview output under `Tests/Fixtures/Preview/`.
///
/// With `LOCPACK_RECORD=1` the file is rewritten and the test fails, so that a person
/// reviews the diff before committing it. A missing file is recorded and fails too.
enum GoldenFile {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Preview
    .deletingLastPathComponent()  // LocPackTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/Preview")

  static func assertMatches(
    _ actual: String, named name: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let url = directory.appendingPathComponent(name)
    let recording = ProcessInfo.processInfo.environment["LOCPACK_RECORD"] == "1"
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
      do {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try actual.write(to: url, atomically: true, encoding: .utf8)
      } catch {
        Issue.record("cannot write golden file \(name): \(error)", sourceLocation: sourceLocation)
        return
      }
      let why = expected == nil ? "was missing" : "was rewritten (LOCPACK_RECORD=1)"
      Issue.record(
        "golden file \(name) \(why); review the diff and commit it", sourceLocation: sourceLocation)
      return
    }
    guard let expected, expected != actual else { return }
    let expectedLines = expected.split(separator: "\n", omittingEmptySubsequences: false)
    let actualLines = actual.split(separator: "\n", omittingEmptySubsequences: false)
    let line =
      zip(expectedLines, actualLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
      ?? min(expectedLines.count, actualLines.count)
    let want = line < expectedLines.count ? String(expectedLines[line]) : "<end of file>"
    let got = line < actualLines.count ? String(actualLines[line]) : "<end of output>"
    Issue.record(
      """
      output differs from golden file \(name) at line \(line + 1)
        expected: \(want.debugDescription)
        actual:   \(got.debugDescription)
      rerun with LOCPACK_RECORD=1 to rewrite it
      """, sourceLocation: sourceLocation)
  }
}
