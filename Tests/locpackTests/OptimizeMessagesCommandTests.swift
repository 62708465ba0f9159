import Foundation
import LocPack
import Testing

@testable import locpack

/// `optimize --input messages`: a server's catalogs in each format into the example app's
/// eight localizations, then `lint` and `expand` on the result as a user would run them.
@Suite(.serialized) struct OptimizeMessagesCommandTests {
  static let fixtures = "Tests/Fixtures/Messages/App"

  /// A scratch folder with a copy of the example app; removed by the caller.
  static func app() throws -> (folder: String, bundle: String) {
    let folder = try OptimizeCommandTests.scratchFolder()
    try FileManager.default.copyItem(atPath: "Localizable", toPath: folder + "/App")
    return (folder, folder + "/App")
  }

  /// Every file under `folder` of the fixtures, sorted.
  static func files(_ folder: String) -> [String] {
    let root = fixtures + "/" + folder
    let found = FileManager.default.enumerator(atPath: root)?.compactMap { $0 as? String } ?? []
    return found.filter { $0.contains(".") && !$0.hasPrefix(".") }.sorted().map { root + "/" + $0 }
  }

  static func tables(_ bundle: String) -> [String: [UInt8]] {
    var tables: [String: [UInt8]] = [:]
    for localization in ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"] {
      let path = "\(bundle)/\(localization).lproj/Localizable.strings"
      tables[localization] = OptimizeCommandTests.read(path)
    }
    return tables
  }

  @Test(arguments: [
    ("i18next", 6), ("rails", 3), ("gettext", 2), ("properties", 3),
  ])
  func everyFormatIntoEveryLocalization(format: String, messages: Int) throws {
    let (folder, bundle) = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let out = folder + "/out"
    let run = CLI().capture(
      ["optimize", "--input", "messages"] + Self.files(format) + [
        "--bundle", bundle, "--out", out, "--report", "json",
      ])
    #expect(run.status == .success, "\(run.stderr)")
    let report = try #require(OptimizeCommandTests.jsonObject(out + "/report.json"))
    #expect(report["converted"]?.intValue ?? 0 >= messages, "\(run.stdout)")
    #expect(report["mismatches"]?.intValue == 0)
    #expect((report["verified"]?.intValue ?? 0) > 0)
    // What optimize wrote passes lint, with templates.json as the push keys.
    let lint = CLI().capture(["lint", bundle, "--payloads", out + "/templates.json"])
    #expect(lint.status == .success, "\(lint.stdout)\(lint.stderr)")
    try Self.everyKeyShowsText(out + "/templates.json", bundle: bundle, folder: folder)
    // A second run adds nothing and leaves every table as it is.
    let before = Self.tables(bundle)
    let again = CLI().capture(
      ["optimize", "--input", "messages"] + Self.files(format) + [
        "--bundle", bundle, "--report", "json",
      ])
    #expect(again.status == .success)
    #expect(again.stdout.contains("\"new_keys\" : 0") || again.stdout.contains("\"new_keys\": 0"))
    #expect(Self.tables(bundle) == before)
  }

  /// Every key of `templates` shows text, never itself, in every localization, as `expand`
  /// shows it.
  static func everyKeyShowsText(_ templates: String, bundle: String, folder: String) throws {
    let templates = try #require(OptimizeCommandTests.jsonObject(templates))
    for message in templates["messages"]?.arrayValue ?? [] {
      for key in message["keys"]?.arrayValue ?? [] {
        let name = try #require(key["loc-key"]?.stringValue)
        let count = key["loc-args"]?.arrayValue?.count ?? 0
        let arguments = (0..<count).map { "\"v\($0)\"" }.joined(separator: ",")
        let payload = folder + "/p.json"
        try Data(
          #"{"aps":{"alert":{"loc-key":"\#(name)","loc-args":[\#(arguments)]}}}"#.utf8
        ).write(to: URL(fileURLWithPath: payload))
        for locale in ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"] {
          let shown = CLI().capture(["expand", payload, "--bundle", bundle, "--locale", locale])
          #expect(shown.status == .success, "\(name) \(locale): \(shown.stderr)")
          let body = shown.stdout.split(separator: "\n").first { $0.contains("body:") } ?? ""
          #expect(!body.contains(name) && !body.contains("@"), "\(name) in \(locale): \(body)")
        }
      }
    }
  }

  /// A table's text, UTF-8 or UTF-16 with a byte-order mark.
  static func text(_ bytes: [UInt8]) -> String {
    if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
      return String(data: Data(bytes), encoding: .utf16) ?? ""
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  @Test func intoAStringCatalog() throws {
    let folder = try OptimizeCommandTests.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let bundle = folder + "/App"
    try FileManager.default.createDirectory(atPath: bundle, withIntermediateDirectories: true)
    let catalog = bundle + "/Localizable.xcstrings"
    try Data(try OptimizeComposeTests.demoCatalog()).write(to: URL(fileURLWithPath: catalog))
    let before = try #require(OptimizeCommandTests.read(catalog))
    let out = folder + "/out"
    let run = CLI().capture(
      ["optimize", "--input", "messages"] + Self.files("i18next") + [
        "--bundle", bundle, "--out", out, "--report", "json",
      ])
    #expect(run.status == .success, "\(run.stderr)")
    let report = try #require(OptimizeCommandTests.jsonObject(out + "/report.json"))
    #expect(report["converted"]?.intValue == 7, "\(run.stdout)")
    #expect(report["mismatches"]?.intValue == 0)
    let after = try #require(OptimizeCommandTests.read(catalog))
    #expect(after != before)
    // The catalog's German unit is the German text, translated; French waits for translators.
    let text = String(decoding: after, as: UTF8.self)
    #expect(text.contains("\"NOTIFICATIONS_INVITE_FEMALE\""))
    #expect(text.contains("%@ hat dich in ihre Gruppe eingeladen"))
    let lint = CLI().capture(["lint", bundle, "--payloads", out + "/templates.json"])
    #expect(lint.status == .success, "\(lint.stdout)\(lint.stderr)")
    try Self.everyKeyShowsText(out + "/templates.json", bundle: bundle, folder: folder)
  }

  @Test func languageNamedOnTheCommandLine() throws {
    let (folder, bundle) = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    // A German file whose name says nothing of its language.
    let german = folder + "/push-deutsch.properties"
    try FileManager.default.copyItem(
      atPath: Self.fixtures + "/properties/push_de.properties", toPath: german)
    let source = Self.fixtures + "/properties/push.properties"
    let run = CLI().capture([
      "optimize", "--input", "messages", source, german, "--language", german + "=de",
      "--bundle", bundle, "--report", "json",
    ])
    #expect(run.status == .success, "\(run.stderr)")
    let table = Self.text(Self.tables(bundle)["de"] ?? [])
    #expect(!table.contains("Needs translation from en: server message"), "\(table.suffix(600))")
    // Without it, the file is a second source text, and German gets none.
    let (other, otherBundle) = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: other) }
    let plain = CLI().capture([
      "optimize", "--input", "messages", german, "--bundle", otherBundle, "--report", "json",
    ])
    #expect(plain.status == .success, "\(plain.stderr)")
    let untranslated = Self.text(Self.tables(otherBundle)["de"] ?? [])
    #expect(untranslated.contains("Needs translation from en: server message"))
  }

  @Test func aFileWhoseLanguageCannotBeToldIsAUsageError() throws {
    let folder = try OptimizeCommandTests.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let flat = folder + "/push.json"
    try Data(#"{"notifications": {"follow": "{{name}} followed you"}}"#.utf8).write(
      to: URL(fileURLWithPath: flat))
    let run = CLI().capture([
      "optimize", "--input", "messages", flat, "--bundle", "Localizable", "-n",
    ])
    #expect(run.status == .usage)
    #expect(run.stderr.contains("push.json:1:1: error:"), "\(run.stderr)")
    #expect(run.stderr.contains("--language FILE=LANG"))
    let named = CLI().capture([
      "optimize", "--input", "messages", flat, "--language", flat + "=en", "--bundle",
      "Localizable", "-n",
    ])
    #expect(named.status == .success, "\(named.stderr)")
    for bad in [flat + "=english", "other.json=de", "=de", flat + "="] {
      let refused = CLI().capture([
        "optimize", "--input", "messages", flat, "--language", bad, "--bundle", "Localizable",
        "-n",
      ])
      #expect(refused.status == .usage, "\(bad)")
    }
    let yaml = CLI().capture([
      "optimize", "--input", "messages", Self.fixtures + "/rails/push.de.yml", "--language",
      Self.fixtures + "/rails/push.de.yml=de", "--bundle", "Localizable", "-n",
    ])
    #expect(yaml.status == .usage)
    #expect(yaml.stderr.contains("messages.yaml-language-given"))
  }

  @Test func anUnreadableCatalogWritesNothing() throws {
    let (folder, bundle) = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let broken = folder + "/de.po"
    try Data("msgid \"Hello\"\nmsgstr \"Hallo\n".utf8).write(to: URL(fileURLWithPath: broken))
    let before = Self.tables(bundle)
    let run = CLI().capture(
      ["optimize", "--input", "messages"] + Self.files("i18next") + [
        broken, "--bundle", bundle, "--out", folder + "/out",
      ])
    #expect(run.status == .problems)
    #expect(run.stderr.contains("de.po:2:8: error:"), "\(run.stderr)")
    #expect(run.stderr.contains("nothing was written"))
    #expect(Self.tables(bundle) == before)
    #expect(!FileManager.default.fileExists(atPath: folder + "/out"))
  }

  @Test func usageErrors() {
    #expect(CLI().capture(["optimize", "--input", "messages", "--bundle", "x"]).status == .usage)
    #expect(
      CLI().capture(["optimize", "a.jsonl", "b.jsonl", "--bundle", "x"]).status == .usage)
    #expect(
      CLI().capture(["optimize", "a.jsonl", "--key-style", "id", "--bundle", "x"]).status
        == .usage)
    #expect(
      CLI().capture([
        "optimize", "--input", "messages", "a.json", "--templates", "t.json", "--bundle", "x",
      ]).status == .usage)
  }
}
