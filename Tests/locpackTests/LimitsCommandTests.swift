import Foundation
import LocPack
import Testing

@testable import locpack

/// The `--max-input-size`, `--max-depth`, `--max-string-length` and `--max-objects` options
/// reach every reader of every command that reads files, and their errors are clear.
@Suite struct LimitsCommandTests {
  /// A fresh scratch folder holding `files` (relative path → content).
  static func folder(_ files: [String: [UInt8]]) throws -> String {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-limits-\(UUID().uuidString)").path
    for (path, bytes) in files {
      let url = URL(fileURLWithPath: root + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(bytes).write(to: url)
    }
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
    return root
  }

  static func utf8(_ text: String) -> [UInt8] { Array(text.utf8) }

  // MARK: - Options

  /// Commands that read files take the four options; the others refuse them.
  @Test(arguments: Commands.all.map(\.name)) func optionsOnFileReadingCommands(_ name: String)
    throws
  {
    let command = try #require(CLI().command(named: name))
    let longs = Set(command.allOptions.map(\.long))
    let limits = Set(InputLimits.Kind.allCases.map(\.rawValue))
    let reads = !["help", "reporters", "version"].contains(name)
    #expect(command.readsFiles == reads)
    #expect(limits.isSubset(of: longs) == reads)
    #expect(command.validationProblems.isEmpty)
    if !reads {
      let run = CLI().capture([name, "--max-depth", "3"])
      #expect(run.status == .usage)
      #expect(run.stderr.hasPrefix("error: unknown option '--max-depth'"))
    }
  }

  struct BadValue: Sendable, CustomTestStringConvertible {
    var option: String
    var value: String
    var expected: String
    var testDescription: String { "\(option) \(value)" }
  }

  @Test(arguments: [
    BadValue(
      option: "--max-input-size", value: "10XB",
      expected: "a size such as 4096, 64KiB, 10MB or 1GiB"),
    BadValue(
      option: "--max-string-length", value: "0",
      expected: "a size such as 4096, 64KiB, 10MB or 1GiB"),
    BadValue(option: "--max-depth", value: "-3", expected: "a positive integer"),
    BadValue(option: "--max-objects", value: "lots", expected: "an integer"),
  ])
  func badValueIsAUsageError(_ c: BadValue) throws {
    let root = try Self.folder(["a.strings": Self.utf8("a = b;")])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let run = CLI().capture(["parse", "\(c.option)=\(c.value)", root + "/a.strings"])
    #expect(run.status == .usage)
    #expect(
      run.stderr.hasPrefix(
        "error: invalid value '\(c.value)' for option '\(c.option)'; expected \(c.expected)\n"))
    #expect(run.stdout == "")
  }

  // MARK: - Input size

  /// At the size the file is read; one byte less fails with 66 and the flag to raise.
  @Test(arguments: ["parse", "convert"]) func inputSizeBoundary(_ command: String) throws {
    let content = Self.utf8("a = b;\n")  // 7 bytes
    let root = try Self.folder(["a.strings": content])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/a.strings"
    let extra = command == "convert" ? ["--to", "json"] : []
    let ok = CLI().capture([command, "--max-input-size", "7"] + extra + [path])
    #expect(ok.status == .success, "\(ok.stderr)")
    let over = CLI().capture([command, "--max-input-size", "6B"] + extra + [path])
    #expect(over.status == .noInput)
    #expect(
      over.stderr == "error: \(path): cannot read: larger than 6 bytes; raise it with "
        + "--max-input-size\n")
  }

  // MARK: - parse and convert: every plist reader

  struct ReaderCase: Sendable, CustomTestStringConvertible {
    var name: String
    var file: String
    var content: [UInt8]
    var arguments: [String]
    /// The start of the diagnostic after the path: `1:5: error: ` or `1:1: error: ` + message.
    var expected: String
    var testDescription: String { name }
  }

  static let readerCases: [ReaderCase] = [
    ReaderCase(
      name: ".strings depth", file: "a.strings", content: utf8("a = ((x));"),
      arguments: ["--max-depth", "1"],
      expected: ":1:6: error: more than 1 nested arrays or dictionaries; raise it with "
        + "--max-depth [strings.too-deep]"),
    ReaderCase(
      name: ".strings string", file: "a.strings", content: utf8("a = \"12345\";"),
      arguments: ["--max-string-length", "4"],
      expected: ":1:5: error: string longer than 4 bytes; raise it with --max-string-length "
        + "[strings.string-too-long]"),
    ReaderCase(
      name: ".strings objects", file: "a.strings", content: utf8("a = b;\nc = d;"),
      arguments: ["--max-objects", "3"],
      expected: ":2:5: error: more than 3 values and keys; raise it with --max-objects "
        + "[strings.too-many-values]"),
    ReaderCase(
      name: "OpenStep plist objects", file: "a.plist", content: utf8("(a, b, c)"),
      arguments: ["--max-objects", "3"],
      expected: ":1:8: error: more than 3 values and keys; raise it with --max-objects "
        + "[strings.too-many-values]"),
    ReaderCase(
      name: "XML plist depth", file: "a.plist",
      content: utf8("<plist><array><array/></array></plist>"), arguments: ["--max-depth", "1"],
      expected: ":1:15: error: containers nest deeper than 1 levels; raise it with --max-depth "
        + "[plist.xml-nesting-too-deep]"),
    ReaderCase(
      name: "XML plist string", file: "a.plist",
      content: utf8("<plist><string>12345</string></plist>"),
      arguments: ["--max-string-length", "4"],
      expected: ":1:8: error: string longer than 4 bytes; raise it with --max-string-length "
        + "[plist.xml-string-too-long]"),
    ReaderCase(
      name: "binary plist objects", file: "a.plist",
      content: (try? BinaryPlist.write(.array([.string("a"), .string("b")]))) ?? [],
      arguments: ["--max-objects", "2"],
      expected: ":1:1: error: trailer declares 3 objects, more than the limit of 2; raise it "
        + "with --max-objects (at byte"),
    ReaderCase(
      name: "binary plist string", file: "a.plist",
      content: (try? BinaryPlist.write(.string("12345"))) ?? [],
      arguments: ["--max-string-length", "4"],
      expected: ":1:1: error: string longer than 4 bytes; raise it with --max-string-length "
        + "(at byte 8) [plist.binary-string-too-long]"),
  ]

  @Test(arguments: readerCases) func parseReportsTheLimit(_ c: ReaderCase) throws {
    let root = try Self.folder([c.file: c.content])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let path = root + "/" + c.file
    let run = CLI().capture(["parse"] + c.arguments + [path])
    #expect(run.status == .problems)
    #expect(run.stderr.hasPrefix(path + c.expected), "\(run.stderr)")
    #expect(run.stdout == "")
    // The default limits read the same file.
    #expect(CLI().capture(["parse", path]).status == .success)
    // convert reads the same way.
    let convert = CLI().capture(["convert", "--to", "json"] + c.arguments + [path])
    #expect(convert.status == .problems)
    #expect(convert.stderr.hasPrefix(path + c.expected), "\(convert.stderr)")
  }

  // MARK: - Payload commands

  struct PayloadCase: Sendable, CustomTestStringConvertible {
    var command: String
    var arguments: [String]
    var testDescription: String { command }
  }

  /// `measure`, `expand` and `preview` read payloads within the limits: one over is a located
  /// JSON error and exit 1, the limit itself passes.
  @Test(arguments: [
    PayloadCase(command: "measure", arguments: []),
    PayloadCase(command: "expand", arguments: ["--bundle", "B"]),
    PayloadCase(command: "preview", arguments: ["--bundle", "B"]),
  ])
  func payloadLimits(_ c: PayloadCase) throws {
    let payload = "{\"aps\":{\"alert\":\"123456\"}}"
    let root = try Self.folder([
      "p.json": Self.utf8(payload), "B/en.lproj/Localizable.strings": Self.utf8("k = v;"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let arguments = c.arguments.map { $0 == "B" ? root + "/B" : $0 }
    let path = root + "/p.json"
    let over = CLI().capture([c.command] + arguments + ["--max-string-length", "5", path])
    #expect(over.status == .problems)
    #expect(
      over.stderr.contains(
        path + ":1:17: error: string longer than 5 bytes; raise it with --max-string-length "
          + "[json.string-too-long]"), "\(over.stderr)")
    let ok = CLI().capture([c.command] + arguments + ["--max-string-length", "6", path])
    #expect(ok.status == .success, "\(ok.stderr)")
    let objects = CLI().capture([c.command] + arguments + ["--max-objects", "4", path])
    #expect(objects.status == .problems)
    #expect(objects.stderr.contains("[json.too-many-values]"), "\(objects.stderr)")
    #expect(
      CLI().capture([c.command] + arguments + ["--max-objects", "5", path]).status == .success)
    let size = CLI().capture([c.command] + arguments + ["--max-input-size", "10", path])
    #expect(size.status == .noInput)
    #expect(size.stderr.contains("raise it with --max-input-size"))
  }

  /// The bundle of `expand` is read within the limits: a table over one is a bundle error.
  @Test func expandBundleLimits() throws {
    let root = try Self.folder([
      "p.json": Self.utf8("{\"aps\":{\"alert\":{\"loc-key\":\"k\"}}}"),
      "B/en.lproj/Localizable.strings": Self.utf8("k = \"a long value\";"),
      "B/Cat.xcstrings": Self.utf8(
        "{\"sourceLanguage\":\"en\",\"strings\":{\"c\":{}},\"version\":\"1.0\"}"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let base = ["expand", "--bundle", root + "/B"]
    let run = CLI().capture(base + ["--max-string-length", "8", root + "/p.json"])
    #expect(run.status == .problems)
    #expect(
      run.stderr.contains(
        root + "/B/en.lproj/Localizable.strings:1:5: error: string longer than 8 bytes"),
      "\(run.stderr)")
    #expect(run.stderr.contains(root + "/B/Cat.xcstrings:1:2: error: string longer than 8 bytes"))
    #expect(!CLI().capture(base + [root + "/p.json"]).stderr.contains("raise it with"))
  }

  // MARK: - lint

  /// `lint` reads its tables within the limits; `.locpack.json` can set them and the command
  /// line overrides the file.
  @Test func lintLimitsFromFlagsAndConfiguration() throws {
    let files: [String: [UInt8]] = [
      "App/en.lproj/Localizable.strings": Self.utf8("k = \"0123456789\";\n"),
      "App/fr.lproj/Localizable.strings": Self.utf8("k = \"0123456789\";\n"),
    ]
    let root = try Self.folder(files)
    defer { try? FileManager.default.removeItem(atPath: root) }
    let app = root + "/App"
    #expect(CLI().capture(["lint", app]).stderr.contains("too-long") == false)
    let flagged = CLI().capture(["lint", "--max-string-length", "9", app])
    #expect(flagged.status == .problems)
    #expect(flagged.stderr.contains("[strings.string-too-long]"), "\(flagged.stderr)")
    #expect(flagged.stderr.contains("raise it with --max-string-length"))

    try Data(Self.utf8("{\"limits\": {\"maxStringLength\": \"9B\"}}")).write(
      to: URL(fileURLWithPath: app + "/.locpack.json"))
    let configured = CLI().capture(["lint", app])
    #expect(configured.status == .problems)
    #expect(configured.stderr.contains("[strings.string-too-long]"), "\(configured.stderr)")
    let overridden = CLI().capture(["lint", "--max-string-length", "10", app])
    #expect(!overridden.stderr.contains("[strings.string-too-long]"), "\(overridden.stderr)")

    try Data(Self.utf8("{\"limits\": {\"maxDepth\": \"deep\"}}")).write(
      to: URL(fileURLWithPath: app + "/.locpack.json"))
    let invalid = CLI().capture(["lint", app])
    #expect(invalid.status == .usage)
    #expect(invalid.stderr.contains("'limits.maxDepth' must be a whole number of at least 1"))
  }

  // MARK: - optimize

  /// `optimize` reads its base table within the limits.
  @Test func optimizeTableLimits() throws {
    let root = try Self.folder([
      "in.jsonl": Self.utf8("{\"aps\":{\"alert\":\"Hello Ann\"}}\n"),
      "Localizable.strings": Self.utf8("\"A\" = \"abcdef\";\n"),
    ])
    defer { try? FileManager.default.removeItem(atPath: root) }
    let base = [
      "optimize", root + "/in.jsonl", "--strings", root + "/Localizable.strings", "--dry-run",
    ]
    let long = CLI().capture(base + ["--max-string-length", "5"])
    #expect(long.status == .problems)
    #expect(long.stderr.contains("string longer than 5 bytes"), "\(long.stderr)")
    let large = CLI().capture(base + ["--max-input-size", "10"])
    #expect(large.status == .noInput)
    #expect(large.stderr.contains("Localizable.strings: cannot read: larger than 10 bytes"))
    #expect(CLI().capture(base).status == .success)
  }
}
