import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

/// Paths for CLI tests, absolute, and the mask that makes them relative in golden files.
enum CLIFixtures {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

  static func path(_ relative: String) -> String { root.appendingPathComponent(relative).path }

  static let bundle = path("Localizable")
  static let jsonl = path("Resources/payloads.jsonl")

  /// Every `Resources/payloads/*.json`, sorted.
  static let payloads: [String] = {
    let folder = path("Resources/payloads")
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.hasSuffix(".json") }.sorted().map { folder + "/" + $0 }
  }()

  /// Paths relative to the package root, after making it the working directory, so that
  /// golden files hold the same columns on every machine.
  static func relative(_ paths: [String]) -> [String] {
    _ = changeToRoot
    return paths.map {
      $0.hasPrefix(root.path + "/") ? String($0.dropFirst(root.path.count + 1)) : $0
    }
  }

  private static let changeToRoot: Bool = FileManager.default.changeCurrentDirectoryPath(root.path)

  static let masks = [(root.path + "/", ""), (LocPackVersion.current, "<version>")]

  /// The folder of this test process's scratch files, removed when the process exits.
  static let scratchFolder: URL = {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-cli-\(UUID().uuidString)")
    atexit { try? FileManager.default.removeItem(at: CLIFixtures.scratchFolder) }
    return folder
  }()

  /// A scratch file with `text`, in a folder of its own under ``scratchFolder``.
  static func scratch(_ text: String, name: String = "input.json") throws -> String {
    let folder = scratchFolder.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let url = folder.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url.path
  }
}

@Suite struct ExpandCommandTests {
  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var golden: String
    var arguments: [String]
    var inputs: [String]
    var status: LocPack.ExitStatus = .success
    var testDescription: String { golden }
  }

  static let goldenCases: [GoldenCase] = [
    GoldenCase(
      golden: "expand-payloads-ja.txt", arguments: ["--locale", "ja-JP,en"],
      inputs: CLIFixtures.payloads),
    GoldenCase(
      golden: "expand-payloads-ru.json", arguments: ["--locale", "ru", "--format", "json"],
      inputs: CLIFixtures.payloads),
    GoldenCase(
      golden: "expand-jsonl-en.txt", arguments: ["--locale", "en-GB"],
      inputs: [CLIFixtures.jsonl]),
    GoldenCase(
      golden: "expand-jsonl-de.json", arguments: ["-l", "de", "-l", "en", "-f", "json"],
      inputs: [CLIFixtures.jsonl]),
  ]

  @Test(arguments: goldenCases) func golden(_ c: GoldenCase) {
    let run = CLI().capture(
      ["expand", "--bundle"] + CLIFixtures.relative([CLIFixtures.bundle]) + c.arguments
        + CLIFixtures.relative(c.inputs))
    #expect(run.status == c.status)
    #expect(run.stderr == "")
    GoldenFile.expectMatch(run.stdout, named: c.golden, masking: CLIFixtures.masks)
  }

  /// The JSON output has one object per payload, each a valid JSON value with the fields.
  @Test func jsonLinesParse() throws {
    let run = CLI().capture(
      ["expand", "--bundle", CLIFixtures.bundle, "--format", "json", CLIFixtures.jsonl])
    let lines = run.stdout.split(separator: "\n")
    #expect(lines.count == 43)
    for (index, line) in lines.enumerated() {
      let value = try JSONParser.parse(Array(line.utf8), path: "out").value
      #expect(value["source"]?.stringValue?.hasSuffix("payloads.jsonl:\(index + 1)") == true)
      #expect(value["locale"]?.stringValue == "en")
      #expect(value["warnings"]?.arrayValue != nil)
    }
  }

  struct StatusCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var status: LocPack.ExitStatus
    var stderr: String
    var testDescription: String { name }
  }

  static let missingKey = CLIFixtures.path("Resources/payloads/missing-key.json")

  @Test(arguments: [
    StatusCase(
      name: "warnings do not fail", arguments: [missingKey], status: .success, stderr: ""),
    StatusCase(
      name: "--strict fails on warnings", arguments: ["--strict", missingKey], status: .problems,
      stderr: ""),
    StatusCase(
      name: "an unreadable payload", arguments: ["/nonexistent/p.json"], status: .noInput,
      stderr: "error: /nonexistent/p.json: cannot read: no such file or directory\n"),
  ])
  func status(_ c: StatusCase) {
    let run = CLI().capture(["expand", "--bundle", CLIFixtures.bundle] + c.arguments)
    #expect(run.status == c.status)
    #expect(run.stderr == c.stderr)
  }

  @Test func aMissingBundleFolderExits66() {
    let run = CLI().capture(["expand", "--bundle", "/nonexistent/b", Self.missingKey])
    #expect(run.status == .noInput)
    #expect(run.stderr == "error: /nonexistent/b: cannot read: no such file or directory\n")
    #expect(run.stdout == "")
  }

  @Test func withoutBundleItIsAUsageError() {
    let run = CLI().capture(["expand", Self.missingKey])
    #expect(run.status == .usage)
    #expect(
      run.stderr.hasPrefix("error: missing value for option '--bundle'\nusage: locpack expand"))
  }

  @Test func withoutPayloadItIsAUsageError() {
    let run = CLI().capture(["expand", "--bundle", CLIFixtures.bundle])
    #expect(run.status == .usage)
    #expect(run.stderr.hasPrefix("error: missing argument '<payload>'\n"))
  }

  /// A line that does not parse is reported with its file line and column; the other lines
  /// still expand, and the exit status is 1.
  @Test func aBrokenJSONLLineIsReportedAndTheRestExpands() throws {
    let path = try CLIFixtures.scratch(
      """
      {"aps":{"alert":"one"}}

      {"aps":{"alert":"two",}}
      {"aps":{"alert":"three"}}

      """, name: "mixed.jsonl")
    let run = CLI().capture(["expand", "--bundle", CLIFixtures.bundle, path])
    #expect(run.status == .problems)
    #expect(run.stderr == "\(path):3:22: error: trailing comma [json.trailing-comma]\n")
    #expect(
      run.stdout.contains("\(path):1\n  title:    (none)\n  subtitle: (none)\n  body:     one\n"))
    #expect(run.stdout.contains("\(path):4\n"))
    #expect(!run.stdout.contains("\(path):3"))
  }

  /// A pretty payload with a syntax error is one broken payload, not many JSONL lines.
  @Test func aBrokenPrettyPayloadIsOneError() throws {
    let path = try CLIFixtures.scratch("{\n  \"aps\": {\n    \"alert\": \"x\"\n  \n}\n")
    let run = CLI().capture(["expand", "--bundle", CLIFixtures.bundle, path])
    #expect(run.status == .problems)
    #expect(run.stderr.hasPrefix("\(path):5:2: error: "))
    #expect(run.stderr.split(separator: "\n").count == 1)
    #expect(run.stdout == "")
  }

  @Test func anEmptyInputIsAProblem() throws {
    let path = try CLIFixtures.scratch("\n  \n")
    let run = CLI().capture(["expand", "--bundle", CLIFixtures.bundle, path])
    #expect(run.status == .problems)
    #expect(run.stderr == "\(path): error: the input holds no payload [payload.empty]\n")
  }

  /// Terminal control characters in payload text never reach the output raw.
  @Test func controlCharactersAreNeutralized() {
    let run = CLI().capture([
      "expand", "--bundle", CLIFixtures.bundle,
      CLIFixtures.path("Resources/payloads/ansi-escape.json"),
    ])
    #expect(
      !run.stdout.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" || $0 == "\u{07}" })
    #expect(run.stdout.contains("Security alert"))
  }

  @Test func bundleErrorsAreReportedAndFailTheRun() {
    let bundle = CLIFixtures.path("Tests/Fixtures/Bundle/nested")
    let run = CLI().capture([
      "expand", "--bundle", bundle, "--locale", "fr", Self.missingKey,
    ])
    #expect(run.status == .problems)
    #expect(run.stderr.contains("pt.lproj/Localizable.strings:1:24: error: missing ';'"))
    #expect(!run.stderr.contains("warning"))
  }

  @Test func pluralsCanBeIgnored() {
    let plural = CLIFixtures.path("Resources/payloads/plural.json")
    let applied = CLI().capture(["expand", "--bundle", CLIFixtures.bundle, plural])
    #expect(applied.stdout.contains("  body:     3 unread messages\n"))
    let ignored = CLI().capture([
      "expand", "--bundle", CLIFixtures.bundle, "--plurals", "ignore", plural,
    ])
    #expect(ignored.stdout.contains("  body:     3\n"))
    #expect(ignored.stdout.contains("[expand.stringsdict-variable]"))
  }

  @Test func aDevelopmentRegionIsUsedWhenNothingMatches() {
    let run = CLI().capture([
      "expand", "--bundle", CLIFixtures.bundle, "--development-region", "fr", "--locale", "ko",
      CLIFixtures.path("Resources/payloads/friend-request.json"),
    ])
    #expect(
      run.stdout.contains("  locale:   fr (development region; no preferred language matched)\n"))
    #expect(run.stdout.contains("[expand.language-fallback]"))
  }
}
