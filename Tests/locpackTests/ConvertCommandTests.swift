import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

@Suite struct ConvertCommandTests {
  typealias Support = PropertyListCLISupport

  struct GoldenCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var target: String
    var golden: String
    var testDescription: String { "\(fixture) → \(target)" }
  }

  @Test(arguments: [
    GoldenCase(fixture: "table.strings", target: "strings", golden: "convert-table.strings"),
    GoldenCase(fixture: "table.strings", target: "xml", golden: "convert-table.xml"),
    GoldenCase(fixture: "table.strings", target: "json", golden: "convert-table.json"),
    GoldenCase(fixture: "de-utf16.strings", target: "strings", golden: "convert-de-utf16.strings"),
    GoldenCase(
      fixture: "table-binary.strings", target: "strings", golden: "convert-binary.strings"),
    GoldenCase(fixture: "settings.plist", target: "xml", golden: "convert-settings.xml"),
    GoldenCase(fixture: "settings.plist", target: "json", golden: "convert-settings.json"),
    GoldenCase(fixture: "openstep.plist", target: "xml", golden: "convert-openstep.xml"),
  ])
  func golden(_ c: GoldenCase) {
    let run = CLI().capture(["convert", Support.fixture(c.fixture), "--to", c.target])
    #expect(run.status == .success)
    #expect(run.stderr == "")
    GoldenFile.expectMatch(run.stdout, named: c.golden, masking: Support.masks)
  }

  struct ReadBackCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var target: String
    var testDescription: String { "\(fixture) → \(target)" }
  }

  /// Every conversion, read back by Foundation, equals what Foundation reads from the source.
  @Test(
    arguments: [
      "table.strings", "de-utf16.strings", "table-xml.strings", "table-binary.strings",
      "small.strings", "settings.plist", "openstep.plist",
    ].flatMap { fixture in
      ["strings", "xml", "binary"].map { ReadBackCase(fixture: fixture, target: $0) }
    })
  func foundationReadsBackTheSource(_ c: ReadBackCase) throws {
    let folder = try Support.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let source = Support.fixture(c.fixture)
    let out = folder.appendingPathComponent("out").path
    let run = CLI().capture(["convert", source, "--to", c.target, "-o", out])
    let lossy = c.target == "strings" && ["settings.plist", "openstep.plist"].contains(c.fixture)
    #expect(run.status == (lossy ? .problems : .success), "\(run.stderr)")
    guard !lossy else {
      #expect(!FileManager.default.fileExists(atPath: out))
      return
    }
    let converted = Array(try Data(contentsOf: URL(fileURLWithPath: out)))
    let original = Array(try Data(contentsOf: URL(fileURLWithPath: source)))
    #expect(try Support.foundation(converted) == (try Support.foundation(original)))
  }

  /// Foundation writes the same XML bytes for the converted table.
  @Test(arguments: ["table.strings", "de-utf16.strings", "table-binary.strings", "settings.plist"])
  func xmlBytesEqualFoundation(_ fixture: String) throws {
    let source = Array(try Data(contentsOf: URL(fileURLWithPath: Support.fixture(fixture))))
    let object = try PropertyListSerialization.propertyList(from: Data(source), format: nil)
    let expected = try PropertyListSerialization.data(
      fromPropertyList: object, format: .xml, options: 0)
    let run = CLI().capture(["convert", Support.fixture(fixture), "--to", "xml"])
    #expect(Array(run.stdout.utf8) == Array(expected))
  }

  @Test func stringsToXMLToBinaryToStringsKeepsTheTable() throws {
    let folder = try Support.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let xml = folder.appendingPathComponent("a.plist").path
    let binary = folder.appendingPathComponent("b.plist").path
    let strings = folder.appendingPathComponent("c.strings").path
    let source = Support.fixture("de-utf16.strings")
    #expect(CLI().capture(["convert", source, "--to", "xml", "-o", xml]).status == .success)
    #expect(CLI().capture(["convert", xml, "--to", "binary", "-o", binary]).status == .success)
    #expect(
      CLI().capture(["convert", binary, "--to", "strings", "-o", strings]).status == .success)
    /// Key → value, ignoring order (XML and binary plists sort their keys).
    func table(_ path: String) throws -> [String: PlistValue] {
      let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: path)))
      let dictionary = try #require(try PropertyList.read(bytes, path: path).value.dictionaryValue)
      return Dictionary(dictionary.map { ($0.key, $0.value) }, uniquingKeysWith: { $1 })
    }
    let original = try table(source)
    #expect(try table(xml) == original)
    #expect(try table(binary) == original)
    #expect(try table(strings) == original)
    #expect(
      try PropertyList.read(Array(Data(contentsOf: URL(fileURLWithPath: binary))), path: binary)
        .format == .binary)
  }

  @Test func commentsSurviveOnlyIntoStrings() throws {
    let source = Support.fixture("table.strings")
    let strings = CLI().capture(["convert", source, "--to", "strings"]).stdout
    #expect(strings.contains("/* Title of the new-message notification */\n\"MESSAGE_TITLE\""))
    #expect(strings.contains("/* Line-comment before a key with escapes */"))
    for target in ["xml", "json"] {
      let other = CLI().capture(["convert", source, "--to", target]).stdout
      #expect(!other.contains("Title of the new-message"))
    }
  }

  struct RefusalCase: Sendable, CustomTestStringConvertible {
    var input: String
    var message: String
    var testDescription: String { message }
  }

  @Test(arguments: [
    RefusalCase(
      input: "\"A\" = \"1\"; \"D\" = <0fa1>;",
      message: "cannot convert the value of 'D' (a data) to a .strings table"),
    RefusalCase(
      input: "{ A = (x, y); }", message: "cannot convert the value of 'A' (an array)"),
    RefusalCase(input: "(x, y)", message: "cannot convert an array to a .strings table"),
    RefusalCase(input: "\"only a string\"", message: "cannot convert a string to a .strings"),
  ])
  func lossyConversionsAreRefused(_ c: RefusalCase) throws {
    let folder = try Support.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let input = folder.appendingPathComponent("in.plist").path
    try Data(c.input.utf8).write(to: URL(fileURLWithPath: input))
    let run = CLI().capture(["convert", input, "--to", "strings"])
    #expect(run.status == .problems)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("error: " + c.message), "\(run.stderr)")
  }

  @Test func dateIntoStringsIsRefused() {
    let run = CLI().capture(["convert", Support.fixture("settings.plist"), "--to", "strings"])
    #expect(run.status == .problems)
    #expect(run.stdout == "")
    #expect(run.stderr.contains("without losing its type"))
  }

  struct StatusCase: Sendable, CustomTestStringConvertible {
    var arguments: [String]
    var status: LocPack.ExitStatus
    var stderr: String
    var stdoutIsTerminal = false
    var testDescription: String { arguments.joined(separator: " ") }
  }

  @Test(arguments: [
    StatusCase(arguments: ["small.strings", "--to", "json"], status: .success, stderr: ""),
    StatusCase(
      arguments: ["table-xml.strings", "--to", "strings", "--strict"], status: .problems,
      stderr: "[plist.xml-duplicate-key]"),
    StatusCase(
      arguments: ["broken.strings", "--to", "xml"], status: .problems,
      stderr: "[strings.missing-semicolon]"),
    StatusCase(
      arguments: ["missing.strings", "--to", "xml"], status: .noInput,
      stderr: "missing.strings: cannot read: no such file or directory"),
    StatusCase(
      arguments: ["small.strings"], status: .usage, stderr: "missing value for option '--to'"),
    StatusCase(
      arguments: ["small.strings", "--to", "yaml"], status: .usage,
      stderr: "invalid value 'yaml' for option '--to'"),
    StatusCase(arguments: ["--to", "xml"], status: .usage, stderr: "missing argument '<file>'"),
    StatusCase(
      arguments: ["small.strings", "small.strings", "--to", "xml"], status: .usage,
      stderr: "unexpected argument"),
    StatusCase(
      arguments: ["small.strings", "--to", "binary"], status: .usage,
      stderr: "refusing to write a binary property list to a terminal", stdoutIsTerminal: true),
    StatusCase(
      arguments: ["small.strings", "--to", "xml", "-o", "/nonexistent-folder/out.plist"],
      status: .cannotCreate, stderr: "/nonexistent-folder/out.plist: cannot write"),
  ])
  func exitStatus(_ c: StatusCase) {
    let arguments = c.arguments.map { $0.hasSuffix(".strings") ? Support.fixture($0) : $0 }
    let run = CLI().capture(["convert"] + arguments, stdoutIsTerminal: c.stdoutIsTerminal)
    #expect(run.status == c.status)
    #expect(c.stderr.isEmpty ? run.stderr.isEmpty : run.stderr.contains(c.stderr), "\(run.stderr)")
  }

  @Test func writesAtomicallyOverAnExistingFile() throws {
    let folder = try Support.scratch()
    defer { try? FileManager.default.removeItem(at: folder) }
    let out = folder.appendingPathComponent("out.plist").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: out))
    let run = CLI().capture(["convert", Support.fixture("small.strings"), "--to", "xml", "-o", out])
    #expect(run.status == .success)
    #expect(run.stdout == "")
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(written.contains("<key>ONLY</key>"))
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(leftovers == ["out.plist"])
  }

  @Test func binaryToStandardOutputThroughAPipe() throws {
    let source = Array(try Data(contentsOf: URL(fileURLWithPath: Support.fixture("table.strings"))))
    let (status, stdout, stderr) = try Support.runProcess(
      ["convert", "-", "--to", "binary"], stdin: source)
    #expect(status == 0)
    #expect(stderr == "")
    #expect(stdout.starts(with: Array("bplist00".utf8)))
    #expect(try Support.foundation(stdout) == (try Support.foundation(source)))
  }
}
