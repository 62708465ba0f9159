import Foundation
import Testing

/// The corpus generators next to the repository (`shared/corpus`): the tests that use them
/// run them with `python3`, and are skipped, with ``skipReason``, when they are absent.
///
/// ```swift
/// @Test(.enabled(if: SharedCorpus.has("gen_strings.py"), SharedCorpus.skipReason))
/// func generatedTables() throws {
///   let generator = try #require(SharedCorpus.file("gen_strings.py"))
/// ```
public enum SharedCorpus {
  /// Why a test that needs a generator was skipped.
  ///
  /// CI has the corpus, and `.ci/run` fails when this reason shows in the output of
  /// `swift test`, so keep the two in step.
  public static let skipReason: Comment = "needs shared/corpus"

  /// Whether `shared/corpus/<name>` is there.
  public static func has(_ name: String) -> Bool { file(name) != nil }

  /// The path of `shared/corpus/<name>` in a folder above this file, or nil.
  public static func file(_ name: String) -> String? {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<8 {
      url.deleteLastPathComponent()
      let candidate = url.appendingPathComponent("shared/corpus/" + name).path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
    }
    return nil
  }

  /// Runs `python3` with `arguments` (its output discarded) and the environment with
  /// `environment` added; its exit status.
  public static func runPython(
    _ arguments: [String], environment: [String: String] = [:]
  ) throws -> Int32 {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3"] + arguments
    if !environment.isEmpty {
      process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    }
    process.standardOutput = FileHandle.nullDevice
    try process.run()
    process.waitUntilExit()
    return process.terminationStatus
  }
}
