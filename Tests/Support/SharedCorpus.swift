import Foundation

/// The corpus generators next to the repository (`shared/corpus`): the tests that use them
/// run them with `python3`, and pass without them when they are absent.
public enum SharedCorpus {
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
