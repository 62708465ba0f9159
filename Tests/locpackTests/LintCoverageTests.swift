import Foundation
import LocPack
import Testing

@testable import locpack

/// `lint`'s coverage: the per-localization table, `--min-coverage` and `minCoverage`, missing
/// keys folded per localization, and the severity of a missing key by what a phone shows.
@Suite struct LintCoverageTests {
  /// An app of `en` (10 keys: 8 symbolic, 2 their own text) and `fr`, which translates 6,
  /// keeps 1 in English and lacks 3: `CANCEL` (its own text), `KEY_7` and `KEY_8`.
  static func app(config: String? = nil) throws -> String {
    let folder = try OptimizeCommandTests.scratchFolder()
    var english = "\"Cancel\" = \"Cancel\";\n\"Done\" = \"Done\";\n"
    var french = "\"Done\" = \"OK\";\n"
    for index in 1...8 {
      english += "\"KEY_\(index)\" = \"Text \(index)\";\n"
      if index <= 5 { french += "\"KEY_\(index)\" = \"Texte \(index)\";\n" }
    }
    french += "\"KEY_6\" = \"Text 6\";\n"
    for (name, text) in [("en", english), ("fr", french)] {
      try FileManager.default.createDirectory(
        atPath: "\(folder)/\(name).lproj", withIntermediateDirectories: true)
      try Data(text.utf8).write(
        to: URL(fileURLWithPath: "\(folder)/\(name).lproj/Localizable.strings"))
    }
    if let config {
      try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/.locpack.json"))
    }
    return folder
  }

  static func json(_ text: String) throws -> JSONValue {
    let bytes = Array(text.utf8)
    return try JSONParser.parseValue(bytes, in: 0..<bytes.count)
  }

  @Test func theTableCountsEachLocalization() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLI().capture(["lint", folder, "--reporter", "json"])
    let report = try Self.json(run.stdout)
    let rows = try #require(report["coverage"]?.arrayValue)
    #expect(rows.count == 1)
    #expect(rows[0]["localization"]?.stringValue == "fr")
    #expect(rows[0]["keys"]?.intValue == 10)
    #expect(rows[0]["translated"]?.intValue == 6)
    #expect(rows[0]["missing"]?.intValue == 3)
    #expect(rows[0]["untranslated"]?.intValue == 1)
    #expect(rows[0]["percent"] == .number("60.0"))
    // A symbolic key missing is an error (the raw key shows); a key that is its own text a
    // warning (the English text shows).
    let findings = report["diagnostics"]?.arrayValue ?? []
    let missing = findings.filter { $0["rule"]?.stringValue == "lint.missing-key" }
    #expect(
      Set(missing.map { "\($0["key"]?.stringValue ?? "") \($0["severity"]?.stringValue ?? "")" })
        == ["Cancel warning", "KEY_7 error", "KEY_8 error"])
    let text = CLI().capture(["lint", folder])
    #expect(text.stderr.contains("fr              10           6        3             1  60.0"))
    let markdown = CLI().capture(["lint", folder, "--reporter", "markdown"])
    #expect(markdown.stdout.contains("| fr | 10 | 6 | 3 | 1 | 60.0 |"))
  }

  @Test func aRegionalVariantKeepingItsBasesWordsIsCovered() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/en-GB.lproj", withIntermediateDirectories: true)
    try FileManager.default.copyItem(
      atPath: folder + "/en.lproj/Localizable.strings",
      toPath: folder + "/en-GB.lproj/Localizable.strings")
    let run = CLI().capture(["lint", folder, "--reporter", "json", "--min-coverage", "90"])
    let report = try Self.json(run.stdout)
    let rows = report["coverage"]?.arrayValue ?? []
    let british = try #require(rows.first { $0["localization"]?.stringValue == "en-GB" })
    #expect(british["translated"]?.intValue == 10)
    #expect(british["untranslated"]?.intValue == 0)
    let findings = report["diagnostics"]?.arrayValue ?? []
    #expect(
      !findings.contains {
        $0["locale"]?.stringValue == "en-GB" && $0["rule"]?.stringValue == "lint.coverage"
      })
  }

  @Test func aMinimumFailsTheRunAndFoldsMissingKeys() throws {
    let folder = try Self.app()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLI().capture(["lint", folder, "--reporter", "json", "--min-coverage", "95"])
    #expect(run.status == .problems)
    let findings = try Self.json(run.stdout)["diagnostics"]?.arrayValue ?? []
    let coverage = findings.filter { $0["rule"]?.stringValue == "lint.coverage" }
    #expect(coverage.count == 1)
    #expect(
      coverage.first?["message"]?.stringValue
        == "'fr' translates 60.0% of the base's keys (3 missing, 1 untranslated), below the "
        + "minimum of 95%")
    #expect(coverage.first?["file"]?.stringValue?.hasSuffix("fr.lproj/Localizable.strings") == true)
    let missing = findings.filter { $0["rule"]?.stringValue == "lint.missing-key" }
    #expect(missing.count == 1)
    let unchanged = findings.filter { $0["rule"]?.stringValue == "lint.untranslated" }
    #expect(
      unchanged.map { $0["message"]?.stringValue }
        == ["'fr' keeps 1 of 10 base text unchanged; --verbose lists each"])
    #expect(missing.first?["severity"]?.stringValue == "error")
    #expect(
      missing.first?["message"]?.stringValue == "'fr' lacks 3 of 10 base keys; --verbose lists each"
    )
    // --verbose lists them again.
    let verbose = CLI().capture([
      "lint", folder, "--reporter", "json", "--min-coverage", "95", "--verbose",
    ])
    let all = try Self.json(verbose.stdout)["diagnostics"]?.arrayValue ?? []
    #expect(all.count { $0["rule"]?.stringValue == "lint.missing-key" } == 3)
    // A minimum the localization meets passes.
    let met = CLI().capture(["lint", folder, "--reporter", "json", "--min-coverage", "60%"])
    let metFindings = try Self.json(met.stdout)["diagnostics"]?.arrayValue ?? []
    #expect(!metFindings.contains { $0["rule"]?.stringValue == "lint.coverage" })
    for bad in ["101", "-1", "many"] {
      #expect(CLI().capture(["lint", folder, "--min-coverage", bad]).status == .usage)
    }
  }

  @Test func theConfigurationSetsMinimumsPerLocalization() throws {
    let global = try Self.app(config: #"{"minCoverage": 50}"#)
    defer { try? FileManager.default.removeItem(atPath: global) }
    let passes = CLI().capture(["lint", global, "--reporter", "json"])
    let passing = try Self.json(passes.stdout)["diagnostics"]?.arrayValue ?? []
    #expect(!passing.contains { $0["rule"]?.stringValue == "lint.coverage" })
    #expect(passing.count { $0["rule"]?.stringValue == "lint.missing-key" } == 1)

    let perLocale = try Self.app(
      config: #"{"minCoverage": 50, "locales": {"fr": {"minCoverage": 80}}}"#)
    defer { try? FileManager.default.removeItem(atPath: perLocale) }
    let fails = CLI().capture(["lint", perLocale, "--reporter", "json"])
    #expect(fails.status == .problems)
    let failing = try Self.json(fails.stdout)["diagnostics"]?.arrayValue ?? []
    #expect(failing.contains { $0["rule"]?.stringValue == "lint.coverage" })

    let bad = try Self.app(config: #"{"minCoverage": "high"}"#)
    defer { try? FileManager.default.removeItem(atPath: bad) }
    let refused = CLI().capture(["lint", bad])
    #expect(refused.status == .usage)
    #expect(refused.stderr.contains("a percentage from 0 to 100"), "\(refused.stderr)")
  }
}
