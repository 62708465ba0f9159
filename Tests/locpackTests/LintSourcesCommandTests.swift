import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

/// `locpack lint --sources` over a small project with Swift, Objective-C and two tables.
@Suite struct LintSourcesCommandTests {
  static let project = LintCommandTests.fixtures + "/sources"

  /// The code rules' findings of a JSON run, as `rule severity file:line:column`.
  static func findings(_ arguments: [String]) throws -> (LocPack.ExitStatus, [String]) {
    let run = CLI().capture(["lint", "--reporter", "json"] + arguments)
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
    let diagnostics = try #require(json["diagnostics"] as? [[String: Any]])
    let found = diagnostics.compactMap { item -> String? in
      guard let rule = item["rule"] as? String,
        ["lint.code-missing-key", "lint.unused-key", "lint.dynamic-key"].contains(rule),
        let file = item["file"] as? String
      else { return nil }
      let name = file.replacingOccurrences(of: project + "/", with: "")
      let severity = item["severity"] as? String ?? ""
      let line = item["line"] as? Int ?? 0
      let column = item["column"] as? Int ?? 0
      return "\(rule) \(severity) \(name):\(line):\(column)"
    }
    return (run.status, found.sorted())
  }

  @Test func findsMissingUnusedAndDynamicKeys() throws {
    let app: String = Self.project + "/App"
    let templates: String = Self.project + "/templates.json"
    let arguments: [String] = [
      "--sources", app, "--push-keys", templates, "--keep", "server.*", app,
    ]
    let (status, found) = try Self.findings(arguments)
    #expect(status == .problems)
    #expect(
      found == [
        "lint.code-missing-key error App/Sources/InviteView.swift:14:40",
        "lint.code-missing-key error App/Sources/Legacy.m:6:62",
        "lint.code-missing-key warning App/Sources/InviteView.swift:12:12",
        "lint.dynamic-key info App/Sources/InviteView.swift:18:23",
        "lint.unused-key warning App/en.lproj/Localizable.strings:3:1",
        "lint.unused-key warning App/en.lproj/Localizable.strings:8:1",
      ])
  }

  @Test func withoutKeepOrPushKeysMoreKeysAreUnused() throws {
    let (_, found) = try Self.findings(["--sources", Self.project + "/App", Self.project + "/App"])
    #expect(found.filter { $0.hasPrefix("lint.unused-key") }.count == 4)
  }

  @Test func withoutSourcesTheCodeRulesAreSilent() throws {
    let (_, found) = try Self.findings([Self.project + "/App"])
    #expect(found.isEmpty)
  }

  @Test func missingSourcesFolderIsAUsageError() {
    let run = CLI().capture(["lint", "--sources", Self.project + "/NoSuchFolder", Self.project])
    #expect(run.status == .usage)
    #expect(run.stderr.contains("--sources"))
  }

  @Test func configuredFunctionsAndKeepAreRead() throws {
    let folder = try LintCommandTests.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try FileManager.default.createDirectory(
      atPath: folder + "/en.lproj", withIntermediateDirectories: true)
    try #"{ "functions": [{ "name": "L10n.tr", "key": 1, "table": 0 }], "keep": ["KEEP_*"] }"#
      .write(toFile: folder + "/.locpack.json", atomically: true, encoding: .utf8)
    try "\"USED\" = \"u\";\n\"KEEP_ME\" = \"k\";\n\"DROP_ME\" = \"d\";\n"
      .write(toFile: folder + "/en.lproj/Localizable.strings", atomically: true, encoding: .utf8)
    try
      "let a = L10n.tr(\"Localizable\", \"USED\")\nlet b = L10n.tr(\"Localizable\", \"GONE_KEY\")\n"
      .write(toFile: folder + "/Strings.swift", atomically: true, encoding: .utf8)
    let run = CLI().capture(["lint", "--sources", folder, folder])
    #expect(run.status == .problems)
    #expect(run.stderr.contains("Strings.swift:2:32: error: 'GONE_KEY' (L10n.tr)"))
    #expect(run.stderr.contains("'DROP_ME' is used by no code"))
    #expect(!run.stderr.contains("KEEP_ME"))
  }

  @Test func textReportGolden() {
    let run = CLI().capture([
      "lint", "--sources", Self.project + "/App", "--push-keys", Self.project + "/templates.json",
      Self.project + "/App",
    ])
    GoldenFile.expectMatch(run.stderr, named: "lint-sources.txt", masking: LintCommandTests.masks)
  }
}
