import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

@Suite struct LintCommandTests {
  /// `Tests/Fixtures/Lint`, found from this file's path.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lint").path
  static let sample = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Localizable").path
  static let masks = [(fixtures, "<fixtures>"), (LocPackVersion.current, "<version>")]

  static func scratch() throws -> String {
    let path = NSTemporaryDirectory() + "locpack-lint-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  @Test func cleanProjectHasNoFindings() {
    let run = CLI().capture(["lint", "--reporter", "json", Self.fixtures + "/clean"])
    #expect(run.status == .success)
    #expect(
      run.stdout.contains("\"errors\":0") || run.stdout.contains("\"errors\": 0"), "\(run.stdout)")
    let text = CLI().capture(["lint", Self.fixtures + "/clean"])
    #expect(text.stderr.hasSuffix("0 errors, 0 warnings, 0 infos in 22 files\n"), "\(text.stderr)")
  }

  @Test func sampleAppHasNoErrors() {
    let run = CLI().capture(["lint", Self.sample])
    #expect(run.status == .success, "\(run.stderr)")
    #expect(!run.stderr.contains(": error:"))
  }

  @Test func rulesListingNamesEveryRule() {
    let run = CLI().capture(["lint", "--rules"])
    #expect(run.status == .success)
    for rule in Linter.rules { #expect(run.stdout.contains(rule.id + " ")) }
    GoldenFile.expectMatch(run.stdout, named: "lint-rules.txt")
  }

  @Test func explainPrintsTheRationale() throws {
    let run = CLI().capture(["lint", "--explain", "lint.format-crash"])
    #expect(run.status == .success)
    let rule = try #require(Linter.rule(id: "lint.format-crash"))
    #expect(run.stdout.contains(rule.rationale))
    let unknown = CLI().capture(["lint", "--explain", "lint.nope"])
    #expect(unknown.status == .usage)
    #expect(unknown.stderr.contains("invalid value 'lint.nope' for option '--explain'"))
  }

  @Test func missingPathExits66() {
    let run = CLI().capture(["lint", Self.fixtures + "/no-such-folder"])
    #expect(run.status == .noInput)
  }

  @Test func unknownSettingIsALocatedUsageError() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let config = "{\n  \"base\": \"en\",\n  \"rulez\": {}\n}\n"
    try Data(config.utf8).write(to: URL(fileURLWithPath: folder + "/.locpack.json"))
    let run = CLI().capture(["lint", folder])
    #expect(run.status == .usage)
    #expect(
      run.stderr.contains(
        "\(folder)/.locpack.json:3:3: error: unknown setting 'rulez' [config.unknown-setting]"),
      "\(run.stderr)")
  }

  /// A categories manifest that is no manifest stops the run with its place, as a
  /// configuration error.
  @Test func aManifestThatIsNotAnObjectIsALocatedUsageError() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data("[1, 2]\n".utf8).write(to: URL(fileURLWithPath: folder + "/categories.json"))
    let run = CLI().capture(["lint", folder, "--categories", folder + "/categories.json"])
    #expect(run.status == .usage)
    #expect(
      run.stderr.contains(
        "\(folder)/categories.json:1:1: error: a categories manifest must be a JSON object, "
          + "not an array [categories.not-an-object]"),
      "\(run.stderr)")
  }

  @Test func initWritesAConfigurationThatParses() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let run = CLI().capture(["lint", "--init", folder])
    #expect(run.status == .success)
    let bytes = try FileIO.read(folder + "/.locpack.json")
    let configuration = try LintConfiguration.parse(bytes, path: folder + "/.locpack.json")
    #expect(configuration.base == "en")
    #expect(configuration.push.lengthRatio == 2.0)
    let again = CLI().capture(["lint", "--init", folder])
    #expect(again.status == .cannotCreate)
  }

  static let reporterGoldens: [(id: String, file: String)] = [
    ("text", "lint-seeded-text.txt"), ("xcode", "lint-seeded-xcode.txt"),
    ("json", "lint-seeded.json"), ("github", "lint-seeded-github.txt"),
    ("sarif", "lint-seeded.sarif"), ("junit", "lint-seeded-junit.xml"),
    ("checkstyle", "lint-seeded-checkstyle.xml"), ("markdown", "lint-seeded.md"),
  ]

  /// Every reporter on the seeded fixture: exit 1 (it has errors) and a golden file.
  @Test(arguments: reporterGoldens.map(\.id))
  func seededReporterGolden(_ id: String) throws {
    let file = try #require(Self.reporterGoldens.first { $0.id == id }?.file)
    let run = CLI().capture(["lint", "--reporter", id, Self.fixtures + "/seeded"])
    #expect(run.status == .problems)
    let output =
      Reporters.reporter(id: id).map { type(of: $0).isHumanReadable } == true
      ? run.stderr : run.stdout
    GoldenFile.expectMatch(output, named: file, masking: Self.masks)
  }

  @Test func strictFailsOnWarnings() {
    let plain = CLI().capture(["lint", Self.sample])
    #expect(plain.status == .success)
    let strict = CLI().capture([
      "lint", "--strict", "--payloads", Self.sample + "/../Resources/payloads.jsonl", Self.sample,
    ])
    #expect(strict.status == .problems, "\(strict.stderr)")
  }

  @Test func baselineRoundTrip() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let baseline = folder + "/baseline.json"
    let first = CLI().capture(["lint", "--write-baseline", baseline, Self.fixtures + "/seeded"])
    #expect(first.status == .problems)
    let second = CLI().capture(["lint", "--baseline", baseline, Self.fixtures + "/seeded"])
    #expect(second.status == .success, "\(second.stderr)")
    #expect(second.stderr.hasSuffix("0 errors, 0 warnings, 0 infos in 24 files\n"))
  }

  @Test func excerptShowsTheSourceLine() {
    let run = CLI().capture(["lint", "--excerpt", Self.fixtures + "/seeded/App/ja.lproj"])
    #expect(run.stderr.contains("^"), "\(run.stderr)")
  }
}
