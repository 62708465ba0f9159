import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

/// `locpack optimize`'s limits and progress line.
@Suite(.serialized) struct OptimizeStreamingCommandTests {
  static func inputFile(_ text: String) throws -> (folder: String, input: String) {
    let folder = try OptimizeCommandTests.scratchFolder()
    let input = folder + "/in.jsonl"
    try Data(text.utf8).write(to: URL(fileURLWithPath: input))
    return (folder, input)
  }

  @Test func overLongLinesAreReportedAndPassedThrough() throws {
    let short = "{\"aps\":{\"alert\":{\"body\":\"User1さんがあなたの写真にコメントしました\"}}}"
    let long = "{\"aps\":{\"alert\":\"" + String(repeating: "x", count: 200) + "\"}}"
    let (folder, input) = try Self.inputFile(short + "\n" + long + "\n" + short + "\n")
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLI().capture([
      "optimize", input, "-s", folder + "/L.strings", "-o", folder + "/out",
      "--max-line-bytes", "150", "-r", "json",
    ])
    #expect(run.status == .problems)
    #expect(
      run.stderr
        == "\(input):2:1: error: the line is \(long.utf8.count) bytes, over the limit of 150 "
        + "(--max-line-bytes); it is passed through unchanged [optimize.line-too-long]\n")
    let out = String(
      decoding: OptimizeCommandTests.read(folder + "/out/payloads.jsonl") ?? [], as: UTF8.self)
    #expect(out.split(separator: "\n").dropFirst().first.map(String.init) == long)
    let stdout = Array(run.stdout.utf8)
    let report = try JSONParser.parseValue(stdout, in: 0..<stdout.count)
    #expect(report["invalid_lines"] == .number("1"))
    #expect(report["payloads"] == .number("3"))
  }

  struct ProgressCase: Sendable, CustomTestStringConvertible {
    var flags: [String]
    var terminal: Bool
    var shows: Bool
    var testDescription: String { "\(flags) terminal: \(terminal)" }
  }

  @Test(arguments: [
    ProgressCase(flags: [], terminal: false, shows: false),
    ProgressCase(flags: [], terminal: true, shows: true),
    ProgressCase(flags: ["--progress"], terminal: false, shows: true),
    ProgressCase(flags: ["--no-progress"], terminal: true, shows: false),
  ])
  func progressLine(_ c: ProgressCase) throws {
    let (folder, input) = try Self.inputFile(
      OptimizeCommandTests.payloadLines(count: 5, invalid: false))
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLI().capture(
      ["optimize", input, "-s", folder + "/L.strings", "-n"] + c.flags,
      stderrIsTerminal: c.terminal)
    #expect(run.status == .success)
    if c.shows {
      #expect(run.stderr.contains("\r\u{1B}[Krewriting: 0 lines"))
      #expect(run.stderr.hasSuffix("\r\u{1B}[K"))
    } else {
      #expect(run.stderr == "")
    }
  }

  @Test(arguments: ["--sample", "--mine-sample", "--max-templates", "--max-line-bytes"])
  func limitsMustBePositive(option: String) throws {
    let run = CLI().capture(
      ["optimize"]
        + CLIFixtures.relative(["Resources/sample-alerts.jsonl", "-s", "x", option, "0"]))
    #expect(run.status == .usage)
    #expect(run.stderr.contains("expected a positive integer"), "\(run.stderr)")
  }
}
