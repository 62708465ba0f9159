import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

@Suite(.serialized) struct OptimizeCommandTests {
  /// A new empty folder, removed by the caller.
  static func scratchFolder() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-optimize-test-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    return folder.path
  }

  static func read(_ path: String) -> [UInt8]? {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map(Array.init)
  }

  static func jsonObject(_ path: String) -> JSONObject? {
    guard let bytes = read(path) else { return nil }
    return (try? JSONParser.parseValue(bytes, in: 0..<bytes.count))?.objectValue
  }

  /// Writes ``payloadLines(count:invalid:)`` to `folder/in.jsonl`; returns its path.
  static func writePayloads(count: Int, invalid: Bool, in folder: String) throws -> String {
    let input = folder + "/in.jsonl"
    try Data(payloadLines(count: count, invalid: invalid).utf8).write(
      to: URL(fileURLWithPath: input))
    return input
  }

  static func payloadLines(count: Int, invalid: Bool) -> String {
    var text = invalid ? "{\"aps\": nope}\n" : ""
    for index in 0..<count {
      text += "{\"aps\":{\"alert\":{\"body\":\"User\(index)さんがあなたの写真にコメントしました\"}}}\n"
    }
    return text
  }

  @Test func demoGoldenReportAndOutputs() throws {
    _ = CLIFixtures.relative([])
    let temporary = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let repoTable = Self.read("Localizable/en.lproj/Localizable.strings")
    let run = CLI().capture(["optimize"], environment: ["TMPDIR": temporary])
    #expect(run.status == .success)
    #expect(run.stderr == "")
    let made = try FileManager.default.contentsOfDirectory(atPath: temporary)
    #expect(made.count == 1)
    let folder = temporary + "/" + (made.first ?? "")
    GoldenFile.expectMatch(run.stdout, named: "optimize-demo.txt", masking: [(folder, "<tmp>")])
    // The repository's tables are untouched; each localization's copy keeps its bytes and
    // gains the keys.
    #expect(Self.read("Localizable/en.lproj/Localizable.strings") == repoTable)
    let copy = Self.read(folder + "/Localizable/en.lproj/Localizable.strings") ?? []
    #expect(copy.starts(with: (repoTable ?? []).dropLast(2)))
    #expect(copy.count > (repoTable ?? []).count)
    for localization in ["ar", "de", "es", "fr", "ja", "ru", "zh-Hans"] {
      let path = "/Localizable/\(localization).lproj/Localizable.strings"
      let original = Self.read("Localizable" + path.dropFirst("/Localizable".count)) ?? []
      #expect((Self.read(folder + path) ?? []).count > original.count, "\(localization)")
    }
    let report = try #require(Self.jsonObject(folder + "/report.json"))
    for key in [
      "payloads", "rewritten", "passed_through", "invalid_lines", "bytes_before", "bytes_after",
      "saved_ratio", "roundtrip_checked", "roundtrip_mismatches", "over_limit_before",
      "over_limit_after", "new_keys", "templates",
    ] {
      #expect(report[key] != nil, "\(key)")
    }
    #expect(report["payloads"] == .number("4000"))
    #expect(report["roundtrip_mismatches"] == .number("0"))
    let payloads = Self.read(folder + "/payloads.jsonl") ?? []
    #expect(payloads.count { $0 == 0x0A } == 4000)
    let templates = Self.read(folder + "/templates.json") ?? []
    let parsed = try JSONParser.parseValue(templates, in: 0..<templates.count)
    #expect(parsed.arrayValue?.first?["key"]?.stringValue != nil)
  }

  /// The demo edits the tables a user names with --bundle, not a copy of its own.
  @Test func demoWritesIntoTheBundleItIsGiven() throws {
    _ = CLIFixtures.relative([])
    let temporary = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let bundle = temporary + "/App"
    try FileManager.default.copyItem(atPath: "Localizable", toPath: bundle)
    let original = Self.read(bundle + "/de.lproj/Localizable.strings") ?? []
    let run = CLI().capture(
      ["optimize", "--bundle", bundle, "--out", temporary + "/out"],
      environment: ["TMPDIR": temporary])
    #expect(run.status == .success)
    #expect((Self.read(bundle + "/de.lproj/Localizable.strings") ?? []).count > original.count)
    #expect(run.stdout.contains("localizations in \(bundle)."))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: temporary).sorted() == ["App", "out"])
  }

  @Test func dryRunWritesNothing() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.writePayloads(count: 5, invalid: false, in: folder)
    let table = folder + "/Localizable.strings"
    try Data("\"A\" = \"a\";\n".utf8).write(to: URL(fileURLWithPath: table))
    let run = CLI().capture([
      "optimize", input, "--strings", table, "--out", folder + "/out", "--dry-run", "-r", "json",
    ])
    #expect(run.status == .success)
    #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    #expect(Self.read(table) == Array("\"A\" = \"a\";\n".utf8))
    let stdout = Array(run.stdout.utf8)
    let report = try JSONParser.parseValue(stdout, in: 0..<stdout.count)
    #expect(report["rewritten"] == .number("5"))
    #expect(report["new_keys"]?.arrayValue?.count == 1)
  }

  @Test func invalidLinesAreReportedAndExitOne() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.writePayloads(count: 4, invalid: true, in: folder)
    let table = folder + "/sub/Localizable.strings"
    let run = CLI().capture([
      "optimize", input, "--strings", table, "--out", folder + "/out", "--key-prefix", "P_",
    ])
    #expect(run.status == .problems)
    #expect(run.stderr.hasPrefix(input + ":1:9: error: "))
    let out = Self.read(folder + "/out/payloads.jsonl") ?? []
    let lines = String(decoding: out, as: UTF8.self).split(separator: "\n")
    #expect(lines.first == "{\"aps\": nope}")
    #expect(lines.count == 5)
    #expect(lines.dropFirst().allSatisfy { $0.contains("\"loc-key\":\"P_PUSH_") })
    // The table was created, with the new key.
    let created = String(decoding: Self.read(table) ?? [], as: UTF8.self)
    #expect(
      created.hasPrefix(
        "/* Do not translate: a push alert the server sends as it is, seen 4 times. "
          + "Example: User0さん"))
    #expect(created.contains("= \"%@さんがあなたの写真にコメントしました\";"))
  }

  struct StatusCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: LocPack.ExitStatus
    var message: String
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    StatusCase(
      arguments: ["missing.jsonl", "--strings", "x.strings"], status: .noInput,
      message: "missing.jsonl"),
    StatusCase(
      arguments: ["Resources/sample-alerts.jsonl"], status: .usage,
      message: "give the tables with --bundle DIR (every localization) or --strings PATH"),
    StatusCase(
      arguments: ["Resources/sample-alerts.jsonl", "--strings", "x", "--min-count", "0"],
      status: .usage, message: "expected a positive integer"),
  ])
  func exitStatus(_ c: StatusCase) {
    let run = CLI().capture(["optimize"] + CLIFixtures.relative(c.arguments))
    #expect(run.status == c.status)
    #expect(run.stderr.contains(c.message), "\(run.stderr)")
  }
}

extension OptimizeCommandTests {
  @Test func templateFileWritesKeysAndTemplatesJSON() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/templates.txt"
    try Data("{actor} liked your photo\nYou received {amount} from {sender}\n".utf8).write(
      to: URL(fileURLWithPath: input))
    let table = folder + "/Localizable.strings"
    let run = CLI().capture([
      "optimize", "--input", "templates", input, "-s", table, "-o", folder + "/out",
      "--key-prefix", "PUSH_",
    ])
    #expect(run.status == .success)
    #expect(run.stdout.contains("2 new keys went into"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/out/payloads.jsonl"))
    let bytes = Self.read(folder + "/out/templates.json") ?? []
    let templates = try JSONParser.parseValue(bytes, in: 0..<bytes.count).arrayValue ?? []
    #expect(
      templates.map { $0["key"]?.stringValue } == [
        "PUSH_LIKED_YOUR_PHOTO", "PUSH_YOU_RECEIVED_FROM",
      ])
    #expect(templates.last?["placeholders"] == .array(["amount", "sender"]))
    let created = String(decoding: Self.read(table) ?? [], as: UTF8.self)
    #expect(created.contains("\"PUSH_YOU_RECEIVED_FROM\" = \"You received %@ from %@\";"))
  }

  /// Alert texts, keys and templates never become paths: a corpus full of path-like text
  /// writes exactly the three outputs in `--out` and the table, nothing else anywhere.
  @Test func pathLikeAlertsWriteOnlyTheNamedOutputs() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var lines = ""
    for name in ["../../escape", "/tmp/abs", "..", "a/b/c", "~/home", "C:/x"] {
      for count in 0..<4 {
        lines += "{\"aps\":{\"alert\":\"Saved \(count) to \(name)/../Localizable.strings\"}}\n"
      }
    }
    try Data(lines.utf8).write(to: URL(fileURLWithPath: folder + "/in.jsonl"))
    let run = CLI().capture([
      "optimize", folder + "/in.jsonl", "-s", folder + "/t.strings", "-o", folder + "/out",
      "--mode", "localize", "--key-prefix", "../",
    ])
    #expect(run.status == .success, "\(run.stderr)")
    let top = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(top == ["in.jsonl", "out", "t.strings"])
    let out = try FileManager.default.contentsOfDirectory(atPath: folder + "/out").sorted()
    #expect(out == ["payloads.jsonl", "report.json", "templates.json"])
  }

  /// Alert texts and invalid lines reach the terminal report and the diagnostics; escape
  /// sequences, C1 controls and bidirectional overrides in them are shown as visible
  /// stand-ins, never sent raw.
  @Test func escapeSequencesInAlertsNeverReachTheTerminalRaw() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var lines = "{\"aps\": \u{1B}]0;owned\u{07}}\n"
    for name in ["Al", "Bo", "Cy", "Di"] {
      lines +=
        "{\"aps\":{\"alert\":\"\(name) sent \\u001b[2J\\u001b[31mred\\u009b1m \u{202E}txt.exe\"}}\n"
    }
    try Data(lines.utf8).write(to: URL(fileURLWithPath: folder + "/in.jsonl"))
    let run = CLI().capture([
      "optimize", folder + "/in.jsonl", "-s", folder + "/t.strings", "--dry-run",
      "--mode", "localize", "--key-prefix", "\u{1B}[7m",
    ])
    #expect(run.status == .problems, "\(run.stderr)")
    #expect(run.stdout.contains("sent "), "\(run.stdout)")
    #expect(run.stderr.contains("optimize.invalid-json"), "\(run.stderr)")
    for text in [run.stdout, run.stderr] {
      let active = text.unicodeScalars.filter {
        $0 == "\u{1B}" || $0 == "\u{07}" || (0x80...0x9F).contains($0.value)
          || $0 == "\u{202E}"
      }
      #expect(active.isEmpty, "\(text)")
    }
  }

  /// The development region names an `.lproj` folder: anything but a language identifier is
  /// a usage error before any file is touched, in every command that takes it.
  @Test(arguments: ["../../etc", "en/..", "", ".hidden", "en.lproj/x", "1en", "e n"])
  func developmentRegionMustBeALanguageIdentifier(_ region: String) throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("Al waved\nBo waved\n".utf8).write(to: URL(fileURLWithPath: folder + "/a.txt"))
    for arguments in [
      ["optimize", "--input", "text", folder + "/a.txt", "--bundle", folder, "-o", folder + "/o"],
      ["expand", "--bundle", folder, "{\"aps\":{\"alert\":\"x\"}}"],
      ["preview", "--bundle", folder, "{\"aps\":{\"alert\":\"x\"}}"],
    ] {
      let run = CLI().capture(arguments + ["--development-region", region])
      #expect(run.status == .usage, "\(arguments[0]): \(run.stderr)")
      #expect(run.stderr.contains("--development-region"), "\(run.stderr)")
    }
    let top = try FileManager.default.contentsOfDirectory(atPath: folder)
    #expect(top == ["a.txt"])
  }

  @Test(arguments: ["en", "zh-Hans", "pt_BR", "sr-Latn-RS"])
  func developmentRegionAcceptsLanguageIdentifiers(_ region: String) throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("Al waved\nBo waved\nCy waved\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/a.txt"))
    let run = CLI().capture([
      "optimize", "--input", "text", folder + "/a.txt", "--bundle", folder, "--mode",
      "localize", "--development-region", region,
    ])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(
      FileManager.default.fileExists(atPath: folder + "/\(region).lproj/Localizable.strings"))
  }

  @Test func textInputWithShortKeysInLocalizeMode() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/alerts.txt"
    try Data("Al waved\nBo waved\nCy waved\nsomething else\n".utf8).write(
      to: URL(fileURLWithPath: input))
    let run = CLI().capture([
      "optimize", "--input", "text", input, "-s", folder + "/L.strings", "-o", folder,
      "--mode", "localize", "--key-style", "short", "--key-prefix", "P",
    ])
    #expect(run.status == .success)
    let out = String(decoding: Self.read(folder + "/payloads.jsonl") ?? [], as: UTF8.self)
    #expect(
      out == """
        {"aps":{"alert":{"loc-key":"P0","loc-args":["Al"]}}}
        {"aps":{"alert":{"loc-key":"P0","loc-args":["Bo"]}}}
        {"aps":{"alert":{"loc-key":"P0","loc-args":["Cy"]}}}
        {"aps":{"alert":"something else"}}

        """)
  }

  @Test func payloadsKeptLiteralUnderTheLimitAreListed() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/alerts.txt"
    try Data("Al waved\nBo waved\nCy waved\n".utf8).write(to: URL(fileURLWithPath: input))
    // `{"aps":{"alert":"Al waved"}}` is 28 bytes; its loc-key form is longer.
    let run = CLI().capture([
      "optimize", "--input", "text", input, "-s", folder + "/L.strings", "-o", folder,
      "--mode", "localize", "--limit", "28",
    ])
    #expect(run.status == .success)
    #expect(run.stderr.hasPrefix(input + ":1:1: warning: rewriting the payload would make it "))
    #expect(run.stderr.contains(input + ":3:1: warning: "))
    #expect(run.stdout.contains("Kept literal      3 to stay under 28 bytes: lines 1, 2, 3\n"))
    let report = Self.jsonObject(folder + "/report.json")
    #expect(
      report?["kept_literal_over_limit_lines"]?.arrayValue
        == ["1", "2", "3"].map { JSONValue.number($0) })
    #expect(report?["over_limit_after_lines"]?.arrayValue == [])
  }
}

extension OptimizeCommandTests {
  @Test func aCatalogGivenWithStringsIsEditedAsACatalog() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.writePayloads(count: 4, invalid: false, in: folder)
    let catalog = folder + "/Localizable.xcstrings"
    let original =
      "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}"
    try Data(original.utf8).write(to: URL(fileURLWithPath: catalog))
    let run = CLI().capture(["optimize", input, "--strings", catalog, "--out", folder + "/out"])
    #expect(run.status == .success, "\(run.stderr)")
    let written = String(decoding: Self.read(catalog) ?? [], as: UTF8.self)
    #expect(written.contains("\"extractionState\" : \"manual\","))
    #expect(written.contains("\"shouldTranslate\" : false"))
    #expect(!written.hasSuffix("\n"))
    #expect(!FileManager.default.fileExists(atPath: folder + "/en.lproj"))
    #expect(run.stdout.contains("went into the 1 localizations of \(catalog)"))
  }

  @Test func aBrokenCatalogStopsTheRunAndNothingIsWritten() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.writePayloads(count: 4, invalid: false, in: folder)
    try FileManager.default.createDirectory(
      atPath: folder + "/App/en.lproj", withIntermediateDirectories: true)
    let catalog = folder + "/App/Localizable.xcstrings"
    try Data("{\n  \"strings\" : {\n    \"A\" : 3,\n".utf8).write(to: URL(fileURLWithPath: catalog))
    let run = CLI().capture([
      "optimize", input, "--bundle", folder + "/App", "--out", folder + "/out",
    ])
    #expect(run.status == .problems)
    #expect(run.stderr.contains(catalog + ":4:1: error: "), "\(run.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
    #expect(Self.read(catalog) == Array("{\n  \"strings\" : {\n    \"A\" : 3,\n".utf8))

    // A catalog beside .lproj tables of the same name: Xcode builds neither.
    try Data("{\n  \"strings\" : {\n\n  }\n}".utf8).write(to: URL(fileURLWithPath: catalog))
    try Data("\"A\" = \"a\";\n".utf8).write(
      to: URL(fileURLWithPath: folder + "/App/en.lproj/Localizable.strings"))
    let both = CLI().capture([
      "optimize", input, "--bundle", folder + "/App", "--out", folder + "/out",
    ])
    #expect(both.status == .problems)
    #expect(both.stderr.contains("is both a String Catalog"), "\(both.stderr)")
    #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
  }
}

extension OptimizeCommandTests {
  @Test func templatesOfAnEarlierRunRewriteANewStream() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = try Self.writePayloads(count: 6, invalid: false, in: folder)
    let table = folder + "/en.lproj/Localizable.strings"
    let first = CLI().capture(["optimize", input, "--strings", table, "--out", folder + "/one"])
    #expect(first.status == .success, "\(first.stderr)")
    let tableAfter = Self.read(table)
    let second = CLI().capture([
      "optimize", input, "--strings", table, "--templates", folder + "/one/templates.json",
      "--out", folder + "/two",
    ])
    #expect(second.status == .success, "\(second.stderr)")
    #expect(Self.read(folder + "/two/payloads.jsonl") == Self.read(folder + "/one/payloads.jsonl"))
    #expect(Self.read(table) == tableAfter)
    #expect(second.stdout.contains("No new keys."))

    try Data("[{\"key\": 3}]".utf8).write(to: URL(fileURLWithPath: folder + "/bad.json"))
    let bad = CLI().capture([
      "optimize", input, "--strings", table, "--templates", folder + "/bad.json",
    ])
    #expect(bad.status == .problems)
    #expect(bad.stderr.contains(folder + "/bad.json:1:2: error: a template needs"), "\(bad.stderr)")
    let usage = CLI().capture([
      "optimize", input, "--input", "templates", "--strings", table, "--templates",
      folder + "/bad.json",
    ])
    #expect(usage.status == .usage)
  }
}

extension OptimizeCommandTests {
  @Test func mineWritesALineForEveryLine() throws {
    let folder = try Self.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = folder + "/texts.txt"
    var text = ""
    for name in ["Anna", "Ben", "Chloé", "Dmitri"] { text += "\(name) liked your photo\n" }
    text += "\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: input))
    let run = CLI().capture(["mine", input])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(
      run.stdout == String(
        repeating: #"{"template":"%@ liked your photo","id":0}"# + "\n", count: 4)
        + #"{"literal":true}"# + "\n")
    let missing = CLI().capture(["mine", folder + "/none.txt"])
    #expect(missing.status == .noInput)
    let usage = CLI().capture(["mine", input, "--min-count", "0"])
    #expect(usage.status == .usage)
  }
}
