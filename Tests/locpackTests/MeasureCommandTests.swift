import Foundation
import LocPack
import Testing

@testable import locpack

@Suite struct MeasureCommandTests {
  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var golden: String
    var arguments: [String]
    var status: LocPack.ExitStatus
    var testDescription: String { golden }
  }

  @Test(arguments: [
    GoldenCase(
      golden: "measure-payloads.txt", arguments: CLIFixtures.payloads, status: .problems),
    GoldenCase(
      golden: "measure-payloads-voip.json",
      arguments: ["--push-type", "voip", "--format", "json"] + CLIFixtures.payloads,
      status: .success),
    GoldenCase(golden: "measure-jsonl.txt", arguments: [CLIFixtures.jsonl], status: .problems),
    GoldenCase(
      golden: "measure-jsonl.json", arguments: ["-f", "json", CLIFixtures.jsonl],
      status: .problems),
    GoldenCase(
      golden: "measure-limit-400.txt",
      arguments: ["--limit", "400", "--top", "3"] + CLIFixtures.payloads, status: .problems),
  ])
  func golden(_ c: GoldenCase) {
    let run = CLI().capture(["measure"] + CLIFixtures.relative(c.arguments))
    #expect(run.status == c.status)
    #expect(run.stderr == "")
    GoldenFile.expectMatch(run.stdout, named: c.golden, masking: CLIFixtures.masks)
  }

  struct SizeCase: Sendable, CustomTestStringConvertible {
    var file: String
    var bytes: Int
    var minified: Int
    var testDescription: String { file }
  }

  /// The sizes `Resources/README.md` lists are the minified sizes; as given, pretty files
  /// are larger (without their trailing newline).
  @Test(arguments: [
    SizeCase(file: "new-message.json", bytes: 446, minified: 307),
    SizeCase(file: "friend-request.json", bytes: 224, minified: 224),
    SizeCase(file: "plain-alert.json", bytes: 304, minified: 231),
    SizeCase(file: "over-limit.json", bytes: 4369, minified: 4369),
    SizeCase(file: "voip.json", bytes: 4413, minified: 4413),
    SizeCase(file: "wide-chars.json", bytes: 508, minified: 389),
    SizeCase(file: "silent.json", bytes: 102, minified: 102),
  ])
  func sizes(_ c: SizeCase) throws {
    let path = CLIFixtures.path("Resources/payloads/" + c.file)
    let run = CLI().capture(["measure", "--format", "json", path])
    let first = try #require(run.stdout.split(separator: "\n").first)
    let value = try JSONParser.parse(Array(first.utf8), path: "out").value
    #expect(value["bytes"]?.intValue == c.bytes)
    #expect(value["minified_bytes"]?.intValue == c.minified)
    #expect(value["limit"]?.intValue == 4096)
    #expect(value["headroom"]?.intValue == 4096 - c.bytes)
    #expect(value["line"]?.intValue == 1)
  }

  /// A pretty payload over the limit that fits once minified says so, and still fails.
  @Test func minifyingWouldFit() throws {
    let path = CLIFixtures.path("Resources/payloads/new-message.json")
    let run = CLI().capture(["measure", "--limit", "400", path])
    #expect(run.status == .problems)
    #expect(run.stdout.contains("  over the limit by 46 bytes; fits when minified (307 bytes)\n"))
  }

  @Test func theSummaryOfThePayloadsFile() throws {
    let run = CLI().capture(["measure", "--format", "json", CLIFixtures.jsonl])
    let last = try #require(run.stdout.split(separator: "\n").last)
    let summary = try #require(
      try JSONParser.parse(Array(last.utf8), path: "out").value["summary"])
    #expect(summary["count"]?.intValue == 43)
    #expect(summary["over_limit"]?.intValue == 1)
    #expect(summary["max"]?.intValue == 4369)
    let lines = try String(contentsOfFile: CLIFixtures.jsonl, encoding: .utf8)
      .split(separator: "\n")
    #expect(summary["total_bytes"]?.intValue == lines.reduce(0) { $0 + $1.utf8.count })
    let sizes = lines.map(\.utf8.count).sorted()
    #expect(summary["p50"]?.intValue == sizes[21])
    #expect(summary["p95"]?.intValue == sizes[40])
  }

  struct StatusCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: LocPack.ExitStatus
    var stderr: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  static let small = CLIFixtures.path("Resources/payloads/plural.json")

  @Test(arguments: [
    StatusCase(arguments: [small], status: .success, stderr: ""),
    StatusCase(arguments: ["--limit", "100", small], status: .problems, stderr: ""),
    StatusCase(
      arguments: ["--push-type", "voip", CLIFixtures.path("Resources/payloads/voip.json")],
      status: .success, stderr: ""),
    StatusCase(
      arguments: ["/nonexistent/p.json"], status: .noInput,
      stderr: "error: /nonexistent/p.json: cannot read: no such file or directory\n"),
    StatusCase(
      arguments: ["--limit", "0", small], status: .usage,
      stderr: "error: invalid value '0' for option '--limit'; expected a positive integer\n"),
    StatusCase(
      arguments: ["--limit", "big", small], status: .usage,
      stderr: "error: invalid value 'big' for option '--limit'; expected an integer\n"),
    StatusCase(
      arguments: ["--push-type", "fax", small], status: .usage,
      stderr: "error: invalid value 'fax' for option '--push-type'; expected one of: "
        + PushType.allCases.map(\.rawValue).joined(separator: ", ") + "\n"),
  ])
  func status(_ c: StatusCase) {
    let run = CLI().capture(["measure"] + c.arguments)
    #expect(run.status == c.status)
    if c.status == .usage {
      #expect(run.stderr.hasPrefix(c.stderr))
      #expect(run.stderr.contains("usage: locpack measure"))
    } else {
      #expect(run.stderr == c.stderr)
    }
  }

  @Test func aBrokenLineIsReportedAndNotCounted() throws {
    let path = try CLIFixtures.scratch(
      "{\"aps\":{\"alert\":\"a\"}}\n{\"aps\":\n{\"aps\":{\"alert\":\"bb\"}}\n", name: "b.jsonl")
    let run = CLI().capture(["measure", "-f", "json", path])
    #expect(run.status == .problems)
    #expect(run.stderr.hasPrefix("\(path):2:8: error: "))
    #expect(
      run.stdout.hasSuffix(
        "{\"summary\":{\"count\":2,\"total_bytes\":43,\"p50\":21,\"p95\":22,\"max\":22,\"over_limit\":0}}\n"
      ))
  }
}
