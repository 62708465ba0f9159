import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

@Suite struct PreviewCommandTests {
  static let categories = CLIFixtures.path("Resources/categories.json")
  static func payload(_ name: String) -> String {
    CLIFixtures.path("Resources/payloads/\(name).json")
  }

  // MARK: - Golden output

  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var golden: String
    var arguments: [String]
    var inputs: [String]
    var status: LocPack.ExitStatus = .success
    var testDescription: String { golden }
  }

  static let goldenCases: [GoldenCase] = [
    GoldenCase(
      golden: "preview-all-locales-friend-request.txt", arguments: ["--all-locales"],
      inputs: [payload("friend-request")]),
    GoldenCase(
      golden: "preview-ja-lock-screen-payloads.txt",
      arguments: ["-l", "ja-JP,en", "-s", "lock-screen"],
      inputs: [payload("order-shipped"), payload("missing-key"), payload("silent")]),
    GoldenCase(
      golden: "preview-expanded-over-limit.txt", arguments: ["--style", "expanded", "-w", "48"],
      inputs: [payload("over-limit"), payload("voip")], status: .problems),
  ]

  @Test(arguments: goldenCases) func golden(_ c: GoldenCase) {
    let paths = CLIFixtures.relative([CLIFixtures.bundle, Self.categories])
    let run = CLI().capture(
      ["preview", "--bundle", paths[0], "--categories", paths[1]] + c.arguments
        + CLIFixtures.relative(c.inputs))
    #expect(run.status == c.status)
    #expect(run.stderr == "")
    #expect(!run.stdout.unicodeScalars.contains("\u{1B}"))
    GoldenFile.expectMatch(run.stdout, named: c.golden, masking: CLIFixtures.masks)
  }

  // MARK: - Locales and JSONL

  @Test func allLocalesDrawsOneCardPerLocalization() {
    let run = CLI().capture(
      [
        "preview", "-b", CLIFixtures.bundle, "-c", Self.categories, "--all-locales",
        Self.payload("new-message"),
      ])
    #expect(run.status == .success)
    let captions = run.stdout.split(separator: "\n").filter { $0.contains("new-message.json · ") }
    #expect(
      captions.map { String($0.split(separator: " ").last ?? "") } == [
        "ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans",
      ])
    #expect(run.stdout.components(separatedBy: "╭─ banner").count == 9)
  }

  @Test func jsonlGivesOneCardPerLineAndFailsOverTheLimit() {
    let run = CLI().capture(["preview", "-b", CLIFixtures.bundle, CLIFixtures.jsonl])
    #expect(run.status == .problems, "line 31 is over 4096 bytes")
    #expect(run.stderr == "")
    for line in 1...43 {
      #expect(run.stdout.contains("payloads.jsonl:\(line) · en\n"), "line \(line)")
    }
    #expect(run.stdout.contains("4369 / 4096 bytes (alert), 273 over"))
  }

  @Test func threeLineJSONLGivesThreeCards() throws {
    let path = try CLIFixtures.scratch(
      """
      {"aps":{"alert":{"loc-key":"FRIEND_REQUEST_BODY","loc-args":["Ana"]},"category":"FRIEND_REQUEST"}}
      {"aps":{"alert":"Plain text"}}
      {"aps":{"content-available":1}}
      """, name: "three.jsonl")
    let run = CLI().capture(
      ["preview", "-b", CLIFixtures.bundle, "-c", Self.categories, "-l", "de", path])
    #expect(run.status == .success)
    #expect(run.stdout.contains("three.jsonl:1 · de\n"))
    #expect(run.stdout.contains("three.jsonl:2 · de\n"))
    #expect(run.stdout.contains("three.jsonl:3 · de\n(no alert"))
    #expect(run.stdout.contains("[ Annehmen ]"))
  }

  @Test func defaultBundleIsLocalizableInTheWorkingFolder() {
    _ = CLIFixtures.relative([])  // the package root becomes the working folder
    let run = CLI().capture(["preview", "-l", "ja", "Resources/payloads/new-message.json"])
    #expect(run.status == .success)
    #expect(run.stdout.contains("Weekend Hikers：Mia Wong"))
    #expect(run.stdout.contains("no categories manifest is"))
  }

  // MARK: - Exit status

  struct StatusCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var status: LocPack.ExitStatus
    var stderrPrefix: String
    var testDescription: String { name }
  }

  static let statusCases: [StatusCase] = [
    StatusCase(
      name: "fits", arguments: [payload("new-message")], status: .success, stderrPrefix: ""),
    StatusCase(
      name: "over the limit", arguments: [payload("over-limit")], status: .problems,
      stderrPrefix: ""),
    StatusCase(
      name: "voip over 4096 as an alert", arguments: [payload("voip")], status: .problems,
      stderrPrefix: ""),
    StatusCase(
      name: "voip fits as voip", arguments: ["-t", "voip", payload("voip")], status: .success,
      stderrPrefix: ""),
    StatusCase(
      name: "unreadable payload", arguments: ["/nonexistent/p.json"], status: .noInput,
      stderrPrefix: "error: /nonexistent/p.json: cannot read"),
    StatusCase(
      name: "unreadable manifest",
      arguments: ["-c", "/nonexistent/c.json", payload("new-message")], status: .noInput,
      stderrPrefix: "error: /nonexistent/c.json: cannot read"),
    StatusCase(
      name: "width too small", arguments: ["-w", "5", payload("new-message")], status: .usage,
      stderrPrefix: "error: invalid value '5' for option '--width'"),
    StatusCase(
      name: "width not a number", arguments: ["-w", "wide", payload("new-message")],
      status: .usage, stderrPrefix: "error: invalid value 'wide' for option '--width'"),
    StatusCase(
      name: "unknown style", arguments: ["-s", "toast", payload("new-message")], status: .usage,
      stderrPrefix: "error: invalid value 'toast' for option '--style'"),
    StatusCase(
      name: "locale with all-locales", arguments: ["-a", "-l", "ja", payload("new-message")],
      status: .usage, stderrPrefix: "error: invalid value 'ja' for option '--locale'"),
    StatusCase(
      name: "no payload", arguments: [], status: .usage,
      stderrPrefix: "error: missing argument '<payload>'"),
  ]

  @Test(arguments: statusCases)
  func status(_ c: StatusCase) {
    let run = CLI().capture(["preview", "-b", CLIFixtures.bundle] + c.arguments)
    #expect(run.status == c.status)
    #expect(run.stderr.hasPrefix(c.stderrPrefix), "\(run.stderr)")
    if c.stderrPrefix.isEmpty { #expect(run.stderr == "") }
  }

  @Test func malformedPayloadAndManifestFailWithLocations() throws {
    let payload = try CLIFixtures.scratch("{\"aps\": {\"alert\": \"x\",}}")
    let bad = CLI().capture(["preview", "-b", CLIFixtures.bundle, payload])
    #expect(bad.status == .problems)
    #expect(bad.stderr.contains(":1:22: error: trailing comma [json.trailing-comma]"))
    let manifest = try CLIFixtures.scratch(
      "{\"categories\": [{\"identifier\": \"MESSAGE\", \"actions\": [{\"identifier\": 1}]}]}",
      name: "c.json")
    let run = CLI().capture(
      ["preview", "-b", CLIFixtures.bundle, "-c", manifest, Self.payload("new-message")])
    #expect(run.status == .problems)
    #expect(run.stderr.contains("c.json:1:70: error: 'identifier' must be a string, not a number"))
    #expect(run.stdout.contains("Mia Wong in Weekend Hikers"), "the card is still drawn")
    let broken = try CLIFixtures.scratch("[]", name: "c.json")
    let fatal = CLI().capture(
      ["preview", "-b", CLIFixtures.bundle, "-c", broken, Self.payload("new-message")])
    #expect(fatal.status == .problems)
    #expect(fatal.stderr.contains("c.json:1:1: error: a categories manifest must be a JSON object"))
  }

  // MARK: - Colour

  struct ColourCase: Sendable, CustomTestStringConvertible {
    var name: String
    var arguments: [String]
    var environment: [String: String]
    var terminal: Bool
    var coloured: Bool
    var testDescription: String { name }
  }

  @Test(arguments: [
    ColourCase(name: "pipe", arguments: [], environment: [:], terminal: false, coloured: false),
    ColourCase(name: "tty", arguments: [], environment: [:], terminal: true, coloured: true),
    ColourCase(
      name: "tty with NO_COLOR", arguments: [], environment: ["NO_COLOR": "1"], terminal: true,
      coloured: false),
    ColourCase(
      name: "--color never on a tty", arguments: ["--color", "never"], environment: [:],
      terminal: true, coloured: false),
    ColourCase(
      name: "--color always on a pipe", arguments: ["--color", "always"], environment: [:],
      terminal: false, coloured: true),
  ])
  func colour(_ c: ColourCase) {
    let run = CLI().capture(
      ["preview", "-b", CLIFixtures.bundle, "-c", Self.categories, "-s", "expanded"]
        + c.arguments + [Self.payload("new-message")],
      environment: c.environment, stdoutIsTerminal: c.terminal)
    #expect(run.stdout.contains("\u{1B}[31m[ Delete ]") == c.coloured)
    #expect(run.stdout.unicodeScalars.contains("\u{1B}") == c.coloured)
  }

  @Test func ansiPayloadNeverEmitsRawEscapes() {
    let run = CLI().capture(
      ["preview", "-b", CLIFixtures.bundle, "--color", "never", Self.payload("ansi-escape")])
    #expect(!run.stdout.unicodeScalars.contains("\u{1B}"))
    #expect(!run.stdout.unicodeScalars.contains("\u{9B}"))
    #expect(run.stdout.contains("␛[2J"))
  }
}
