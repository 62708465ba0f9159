import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

/// The jobs compose: what `optimize` writes passes `lint`, and every rewritten payload shows
/// what a phone in every localization must see, read through the expander `expand` uses.
@Suite(.serialized) struct OptimizeComposeTests {
  /// What one localization shows for a payload: title, subtitle, body, and whether a raw key
  /// or a missing argument was shown.
  struct Shown: Equatable {
    var texts: [String?]
    var isBroken: Bool
  }

  static func shown(_ line: Substring, expander: Expander, localization: String) throws -> Shown {
    let (payload, _) = try APNsPayload.parse(Array(line.utf8), path: "line")
    let expansion = expander.expand(
      alert: payload.aps?.alert, choice: LanguageChoice(localization: localization, reason: .exact))
    let broken = expansion.warnings.contains {
      $0.id == "expand.missing-key" || $0.id == "expand.missing-argument"
    }
    return Shown(texts: [expansion.title, expansion.subtitle, expansion.body], isBroken: broken)
  }

  static func original(_ line: Substring) throws -> [String?] {
    let (payload, _) = try APNsPayload.parse(Array(line.utf8), path: "line")
    guard let alert = payload.aps?.alert else { return [nil, nil, nil] }
    switch alert {
    case .text(let text): return [nil, nil, text]
    case .dictionary(let fields): return [fields.title, fields.subtitle, fields.body]
    }
  }

  /// The demo bundle's `.strings` tables as one String Catalog: every key with a translated
  /// value in every language.
  static func demoCatalog() throws -> [UInt8] {
    var catalog = XCStringsFile(sourceLanguage: "en")
    for localization in ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"] {
      let path = "Localizable/\(localization).lproj/Localizable.strings"
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      for entry in try StringsFile.parse(bytes, path: path).entries {
        guard case .string(let value) = entry.value else { continue }
        catalog.setValue(value, forKey: entry.key, localization: localization)
      }
    }
    return XCStringsWriter.write(catalog)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var mode: String
    var catalog: Bool
    var testDescription: String { mode + (catalog ? " into a catalog" : " into .lproj tables") }
  }

  @Test(arguments: [
    Case(mode: "bytes", catalog: false), Case(mode: "localize", catalog: false),
    Case(mode: "bytes", catalog: true), Case(mode: "localize", catalog: true),
  ])
  func demoComposesWithLintAndExpand(_ c: Case) throws {
    _ = CLIFixtures.relative([])
    let mode = c.mode
    let temporary = try OptimizeCommandTests.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: temporary) }
    let folder: String
    let bundlePath: String
    if c.catalog {
      folder = temporary
      bundlePath = temporary + "/App"
      try FileManager.default.createDirectory(
        atPath: bundlePath, withIntermediateDirectories: true)
      try Data(try Self.demoCatalog()).write(
        to: URL(fileURLWithPath: bundlePath + "/Localizable.xcstrings"))
    } else {
      folder = ""
      bundlePath = ""
    }
    let lintBefore = CLI().capture(["lint", c.catalog ? bundlePath : "Localizable"])
    let run =
      c.catalog
      ? CLI().capture([
        "optimize", "Resources/sample-alerts.jsonl", "--bundle", bundlePath, "--out", folder,
        "--mode", mode,
      ])
      : CLI().capture(["optimize", "--mode", mode], environment: ["TMPDIR": temporary])
    #expect(run.status == .success, "\(run.stderr)")
    let made = try FileManager.default.contentsOfDirectory(atPath: temporary)
    let demoFolder = temporary + "/" + (made.first ?? "")
    let outFolder = c.catalog ? folder : demoFolder
    let bundleFolder = c.catalog ? bundlePath : demoFolder + "/Localizable"

    // `lint` finds no error that was not there before; in bytes mode no more warnings either
    // (localize mode's keys wait for translators: a catalog says so with state `new`).
    let lintAfter = CLI().capture(["lint", bundleFolder, "--reporter", "json"])
    #expect(lintBefore.status == .success)
    #expect(lintAfter.status == .success, "\(lintAfter.stdout.prefix(2000))")
    let findings = Array(lintAfter.stdout.utf8)
    let parsed = try JSONParser.parseValue(findings, in: 0..<findings.count)
    let severities = (parsed["diagnostics"]?.arrayValue ?? []).compactMap {
      $0["severity"]?.stringValue
    }
    #expect(!severities.contains("error"))
    if mode == "bytes" { #expect(!severities.contains("warning")) }

    // Every rewritten payload, in every localization: no raw key, no missing argument; its
    // own text in at least one localization (the one its language picks), in every one in
    // bytes mode.
    let bundle = try AppBundle.load(at: bundleFolder)
    let expander = Expander(bundle: bundle)
    let localizations = bundle.localizations
    #expect(localizations.count == 8)
    let input = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: "Resources/sample-alerts.jsonl")),
      as: UTF8.self
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    let output = String(
      decoding: try Data(contentsOf: URL(fileURLWithPath: outFolder + "/payloads.jsonl")),
      as: UTF8.self
    )
    .split(separator: "\n", omittingEmptySubsequences: false)
    #expect(input.count == output.count)
    var rewritten = 0
    for (before, after) in zip(input, output) where before != after {
      rewritten += 1
      let texts = try Self.original(before)
      var showsOriginal: [String] = []
      for localization in localizations {
        let shown = try Self.shown(after, expander: expander, localization: localization)
        #expect(!shown.isBroken, "\(after) in \(localization)")
        if shown.texts == texts { showsOriginal.append(localization) }
      }
      if mode == "bytes" {
        #expect(showsOriginal == localizations, "\(after)")
      } else {
        #expect(!showsOriginal.isEmpty, "\(after)")
        let script = ScriptLanguage.localization(
          for: texts.compactMap { $0 }.joined(), available: localizations,
          developmentRegion: "en")
        if let script { #expect(showsOriginal.contains(script), "\(after)") }
      }
    }
    #expect(rewritten > (mode == "bytes" ? 800 : 3500))
  }
}
