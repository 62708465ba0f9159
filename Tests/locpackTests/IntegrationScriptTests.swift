import Foundation
import LocPack
import Testing

/// `scripts/github-action.sh`, the step `action.yml` runs, against the built `locpack`:
/// annotations, the job summary, the SARIF file and lint's exit status.
@Suite struct IntegrationScriptTests {
  /// The package root, from this file's place.
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().path
  /// The `locpack` the test build made.
  static let binary = root + "/.build/debug/locpack"

  static func run(_ environment: [String: String]) throws -> (status: Int32, stdout: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = [root + "/scripts/github-action.sh"]
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    process.standardOutput = output
    process.standardError = FileHandle.nullDevice
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary)))
  func theActionStepAnnotatesSummarizesAndWritesSARIF() throws {
    let folder = try LintCoverageTests.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let summary = folder + "/summary.md"
    let outputs = folder + "/outputs"
    let sarif = folder + "/out.sarif"
    let run = try Self.run([
      "LOCPACK": Self.binary, "LOCPACK_PATHS": folder, "LOCPACK_SARIF": sarif,
      "LOCPACK_ARGS": "--min-coverage 50", "GITHUB_STEP_SUMMARY": summary,
      "GITHUB_OUTPUT": outputs,
    ])
    // Two symbolic keys are missing in French: lint fails the step.
    #expect(run.status == 1)
    #expect(run.stdout.contains("::error file="), "\(run.stdout)")
    let markdown = try String(contentsOfFile: summary, encoding: .utf8)
    #expect(markdown.contains("| fr | 10 | 6 | 3 | 1 | 60.0 |"))
    let report = Array(try Data(contentsOf: URL(fileURLWithPath: sarif)))
    let parsed = try JSONParser.parseValue(report, in: 0..<report.count)
    #expect(parsed["version"]?.stringValue == "2.1.0")
    #expect(try String(contentsOfFile: outputs, encoding: .utf8) == "sarif=\(sarif)\n")
    #expect(!FileManager.default.fileExists(atPath: sarif + ".tmp"))

    // A usage error stops the step with lint's status and writes nothing more.
    let usage = try Self.run([
      "LOCPACK": Self.binary, "LOCPACK_PATHS": folder, "LOCPACK_ARGS": "--min-coverage many",
      "LOCPACK_SARIF": folder + "/usage.sarif",
    ])
    #expect(usage.status == 64)
    #expect(!FileManager.default.fileExists(atPath: folder + "/usage.sarif"))
  }

  @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: binary)))
  func aCleanAppPasses() throws {
    let folder = try OptimizeCommandTests.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for (name, text) in [("en", "\"A\" = \"Hello\";\n"), ("de", "\"A\" = \"Hallo\";\n")] {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/\(name).lproj", withIntermediateDirectories: true)
      try Data(text.utf8).write(
        to: URL(fileURLWithPath: "\(folder)/\(name).lproj/Localizable.strings"))
    }
    let run = try Self.run([
      "LOCPACK": Self.binary, "LOCPACK_PATHS": folder, "LOCPACK_SARIF": "",
      "GITHUB_STEP_SUMMARY": folder + "/summary.md",
    ])
    #expect(run.status == 0)
    #expect(run.stdout.isEmpty, "\(run.stdout)")
    let markdown = try String(contentsOfFile: folder + "/summary.md", encoding: .utf8)
    #expect(markdown.hasPrefix("**0 errors, 0 warnings, 0 infos in 2 files**"))
  }
}
