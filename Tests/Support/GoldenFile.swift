import Foundation
import Testing

/// Compares output with a golden file under `Tests/Fixtures/Golden/`.
///
/// `LOCPACK_RECORD=1 swift test` rewrites the golden files and fails each rewritten test so
/// the change is reviewed in the diff; a missing golden file is recorded and fails the same
/// way. Volatile parts (the version) are masked with placeholders before comparing.
public enum GoldenFile {
  /// `Tests/Fixtures`, found from this file's path.
  public static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures")

  /// `Tests/Fixtures/Golden`, where most golden files live.
  public static let directory = fixtures.appendingPathComponent("Golden")

  /// Replaces each key with its placeholder.
  public static func mask(_ text: String, _ replacements: [(String, String)]) -> String {
    replacements.reduce(text) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
  }

  /// Expects `actual` (after masking) to equal the golden file `name`.
  ///
  /// - Parameters:
  ///   - directory: Where golden files live (tests of this helper pass a scratch folder).
  ///   - recording: Whether to rewrite the file; `LOCPACK_RECORD=1` by default.
  public static func expectMatch(
    _ actual: String, named name: String, masking replacements: [(String, String)] = [],
    in directory: URL = directory,
    recording: Bool = ProcessInfo.processInfo.environment["LOCPACK_RECORD"] == "1",
    sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    let text = mask(actual, replacements)
    let url = directory.appendingPathComponent(name)
    let expected = try? String(contentsOf: url, encoding: .utf8)
    if recording || expected == nil {
      do {
        try FileManager.default.createDirectory(
          at: directory, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
        Issue.record(
          "recorded golden file \(name); review the diff and run again without LOCPACK_RECORD",
          sourceLocation: sourceLocation)
      } catch {
        Issue.record("cannot write golden file \(name): \(error)", sourceLocation: sourceLocation)
      }
      return
    }
    guard let expected, expected != text else { return }
    let message =
      "output differs from golden file \(name) (LOCPACK_RECORD=1 rewrites it)\n"
      + firstDifference(expected: expected, actual: text)
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
  }

  /// The first differing line, with its number, for a readable failure.
  public static func firstDifference(expected: String, actual: String) -> String {
    let expectedLines = expected.components(separatedBy: "\n")
    let actualLines = actual.components(separatedBy: "\n")
    for index in 0..<max(expectedLines.count, actualLines.count) {
      let e = index < expectedLines.count ? expectedLines[index] : "<end of file>"
      let a = index < actualLines.count ? actualLines[index] : "<end of output>"
      if e != a {
        return
          "line \(index + 1):\n  expected: \(e.debugDescription)\n  actual:   \(a.debugDescription)"
      }
    }
    return "no line differs"
  }
}
