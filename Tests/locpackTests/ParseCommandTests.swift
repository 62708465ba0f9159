import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

@Suite struct ParseCommandTests {
  typealias Support = PropertyListCLISupport

  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var fixtures: [String]
    var golden: String
    var testDescription: String { golden }
  }

  @Test(arguments: [
    GoldenCase(arguments: [], fixtures: ["table.strings"], golden: "parse-table.json"),
    GoldenCase(arguments: [], fixtures: ["de-utf16.strings"], golden: "parse-de-utf16.json"),
    GoldenCase(arguments: [], fixtures: ["table-binary.strings"], golden: "parse-binary.json"),
    GoldenCase(arguments: [], fixtures: ["settings.plist"], golden: "parse-settings.json"),
    GoldenCase(arguments: [], fixtures: ["openstep.plist"], golden: "parse-openstep.json"),
    GoldenCase(
      arguments: [], fixtures: ["small.strings", "table-binary.strings"],
      golden: "parse-several.json"),
    GoldenCase(
      arguments: ["--format", "table"], fixtures: ["table.strings", "settings.plist"],
      golden: "parse-table.txt"),
  ])
  func golden(_ c: GoldenCase) {
    let run = CLI().capture(["parse"] + c.arguments + c.fixtures.map(Support.fixture))
    #expect(run.status == .success)
    #expect(run.stderr == "")
    GoldenFile.expectMatch(run.stdout, named: c.golden, masking: Support.masks)
  }

  /// The JSON of every string table equals what Foundation reads from the file.
  @Test(arguments: [
    "table.strings", "de-utf16.strings", "table-xml.strings", "table-binary.strings",
    "small.strings",
  ])
  func jsonEqualsFoundation(_ name: String) throws {
    let path = Support.fixture(name)
    let run = CLI().capture(["parse", path])
    let json = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? NSObject
    let expected = try Support.foundation(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(json == expected)
    #expect(run.stdout.hasSuffix("}\n"))
    #expect(!run.stdout.contains("\\/"))
  }

  struct StatusCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: LocPack.ExitStatus
    var stderr: String
    var stdoutEmpty: Bool
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    StatusCase(arguments: ["small.strings"], status: .success, stderr: "", stdoutEmpty: false),
    StatusCase(
      arguments: ["table-xml.strings"], status: .success,
      stderr: "table-xml.strings:9:2: warning: duplicate key 'GREETING'", stdoutEmpty: false),
    StatusCase(
      arguments: ["--strict", "table-xml.strings"], status: .problems,
      stderr: "[plist.xml-duplicate-key]", stdoutEmpty: false),
    StatusCase(
      arguments: ["broken.strings"], status: .problems,
      stderr: "broken.strings:2:10: error: missing ';' after the entry 'B' "
        + "[strings.missing-semicolon]", stdoutEmpty: true),
    StatusCase(
      arguments: ["small.strings", "broken.strings"], status: .problems,
      stderr: "1 error, 0 warnings, 0 infos in 2 files", stdoutEmpty: false),
    StatusCase(
      arguments: ["missing.strings"], status: .noInput,
      stderr: "missing.strings: cannot read: no such file or directory", stdoutEmpty: true),
    StatusCase(
      arguments: ["small.strings", "missing.strings"], status: .noInput,
      stderr: "cannot read", stdoutEmpty: false),
    StatusCase(
      arguments: [], status: .usage, stderr: "missing argument '<file>'", stdoutEmpty: true),
    StatusCase(
      arguments: ["--format", "yaml", "small.strings"], status: .usage,
      stderr: "invalid value 'yaml' for option '--format'", stdoutEmpty: true),
  ])
  func exitStatus(_ c: StatusCase) {
    let arguments = c.arguments.map { $0.hasSuffix(".strings") ? Support.fixture($0) : $0 }
    let run = CLI().capture(["parse"] + arguments)
    #expect(run.status == c.status)
    #expect(c.stderr.isEmpty ? run.stderr.isEmpty : run.stderr.contains(c.stderr), "\(run.stderr)")
    #expect(run.stdout.isEmpty == c.stdoutEmpty)
  }

  @Test func severalFilesAreKeyedByPath() throws {
    let paths = [Support.fixture("small.strings"), Support.fixture("table-xml.strings")]
    let run = CLI().capture(["parse"] + paths)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: [String: String]])
    #expect(Set(object.keys) == Set(paths))
    #expect(object[paths[0]] == ["ONLY": "value"])
    #expect(object[paths[1]]?["GREETING"] == "Guten Tag, %@!")
  }

  /// A String Catalog (by its extension, or by content under any other name) prints what
  /// it compiles to; `convert` refuses it with a message that names `parse`.
  @Test func catalogsPrintWhatTheyCompileTo() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-parse-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let catalog = """
      {"sourceLanguage":"en","version":"1.0","strings":{"hi":{"localizations":{
      "de":{"stringUnit":{"state":"translated","value":"Hallo"}}}}}}
      """
    for name in ["L.xcstrings", "catalog.json"] {
      try Data(catalog.utf8).write(to: URL(fileURLWithPath: folder + "/" + name))
      let run = CLI().capture(["parse", folder + "/" + name])
      #expect(run.status == .success, "\(run.stderr)")
      let object = try #require(
        try JSONSerialization.jsonObject(with: Data(run.stdout.utf8))
          as? [String: [String: String]])
      #expect(object == ["en": ["hi": "hi"], "de": ["hi": "Hallo"]])
      let convert = CLI().capture(["convert", folder + "/" + name, "--to", "json"])
      #expect(convert.status == .problems)
      #expect(convert.stderr.contains("String Catalog"), "\(convert.stderr)")
      #expect(convert.stdout.isEmpty)
    }
    try Data("{\"sourceLanguage\": ".utf8).write(
      to: URL(fileURLWithPath: folder + "/bad.xcstrings"))
    let bad = CLI().capture(["parse", folder + "/bad.xcstrings"])
    #expect(bad.status == .problems)
    #expect(bad.stderr.contains("bad.xcstrings:1:"), "\(bad.stderr)")
  }

  @Test func tableViewEscapesAndSanitizes() throws {
    let folder = try Support.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("evil.strings").path
    let text =
      "\"K\\U001B\" = \"line one\\nline two \\U001B[31mred\\U0007\";\n\"LONGER_KEY\" = \"x\";\n"
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    let run = CLI().capture(["parse", "-f", "table", path])
    #expect(run.status == .success)
    #expect(!run.stdout.unicodeScalars.contains("\u{1B}"))
    #expect(run.stdout == "K␛          line one\\nline two ␛[31mred␇\nLONGER_KEY  x\n")
  }

  @Test func readsStandardInput() throws {
    let bytes = Array(
      try Data(contentsOf: URL(fileURLWithPath: Support.fixture("table-binary.strings"))))
    let (status, stdout, stderr) = try Support.runProcess(["parse", "-"], stdin: bytes)
    #expect(status == 0)
    #expect(stderr == "")
    let json = try JSONSerialization.jsonObject(with: Data(stdout)) as? NSObject
    #expect(json == (try Support.foundation(bytes)))
  }

  @Test func standardInputDiagnosticsNameStdin() throws {
    let (status, stdout, stderr) = try Support.runProcess(
      ["parse", "-"], stdin: Array("\"A\" = \"1\"".utf8))
    #expect(status == 1)
    #expect(stdout.isEmpty)
    #expect(stderr.hasPrefix("<stdin>:1:10: error: missing ';'"))
  }
}
