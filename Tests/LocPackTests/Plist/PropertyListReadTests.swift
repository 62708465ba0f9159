import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct PropertyListReadTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Convert")

  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
  }

  static func read(_ name: String) throws -> PropertyListDocument {
    try PropertyList.read(try fixture(name), path: name)
  }

  static func readError(_ text: String, path: String = "x.strings") -> PropertyListError? {
    readError(bytes: Array(text.utf8), path: path)
  }

  static func readError(bytes: [UInt8], path: String = "x.strings") -> PropertyListError? {
    do {
      _ = try PropertyList.read(bytes, path: path)
      return nil
    } catch {
      return error
    }
  }

  /// What Foundation reads from the same bytes.
  static func foundation(_ bytes: [UInt8]) throws -> NSObject {
    try #require(
      try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? NSObject)
  }

  @Test func textTableKeepsEntriesAndComments() throws {
    let document = try Self.read("table.strings")
    #expect(document.format == .stringsTable)
    #expect(document.encoding == .utf8(bom: false))
    #expect(document.diagnostics == [])
    #expect(document.entries.count == 5)
    #expect(document.comments["MESSAGE_TITLE"] == "Title of the new-message notification")
    #expect(document.comments["NO_COMMENT"] == nil)
    #expect(document.value.dictionaryValue?["MULTILINE"]?.stringValue?.contains("\n") == true)
  }

  @Test(arguments: [
    "table.strings", "de-utf16.strings", "table-xml.strings", "table-binary.strings",
    "settings.plist", "openstep.plist", "small.strings",
  ])
  func valueEqualsFoundation(_ name: String) throws {
    let bytes = try Self.fixture(name)
    let document = try PropertyList.read(bytes, path: name)
    let ours = XMLPlistTestSupport.foundationObject(document.value) as? NSObject
    #expect(ours == (try Self.foundation(bytes)))
  }

  @Test func utf16TableWithBOM() throws {
    let document = try Self.read("de-utf16.strings")
    #expect(document.format == .stringsTable)
    #expect(document.encoding == .utf16LE(bom: true))
    #expect((document.value.dictionaryValue?.count ?? 0) > 10)
    #expect(!document.comments.isEmpty)
  }

  @Test func xmlStringsReportsDuplicateKeys() throws {
    let document = try Self.read("table-xml.strings")
    #expect(document.format == .xml)
    #expect(document.encoding == nil)
    #expect(document.entries.isEmpty)
    #expect(document.diagnostics.map(\.id) == ["plist.xml-duplicate-key"])
    #expect(document.value.dictionaryValue?["GREETING"] == .string("Guten Tag, %@!"))
  }

  @Test func binaryStrings() throws {
    let document = try Self.read("table-binary.strings")
    #expect(document.format == .binary)
    #expect(document.diagnostics == [])
    #expect(document.value.dictionaryValue?["EMOJI"] == .string("Grüße 😀"))
  }

  @Test func tableChecksApplyToXMLNamedStrings() throws {
    let bytes = try Self.fixture("settings.plist")
    let asPlist = try PropertyList.read(bytes, path: "settings.plist")
    #expect(asPlist.diagnostics == [])
    let asStrings = try PropertyList.read(bytes, path: "Settings.strings")
    let ids = asStrings.diagnostics.map(\.id)
    #expect(ids == Array(repeating: "strings.non-string-value", count: 8))
    let count = try #require(asStrings.diagnostics.first { $0.message.contains("'count'") })
    #expect(count.message == "the value of 'count' is an integer, not a string")
    #expect(count.location?.line == 7)
  }

  @Test func tableChecksApplyToBinaryNamedStrings() throws {
    let binary = try BinaryPlist.write(.array([.string("a")]))
    let document = try PropertyList.read(binary, path: "x.strings")
    #expect(document.diagnostics.map(\.id) == ["strings.not-a-dictionary"])
    #expect(document.diagnostics.first?.severity == .error)
    let table = try BinaryPlist.write(.dictionary(PlistDictionary([("k", .integer(.signed(1)))])))
    let warned = try PropertyList.read(table, path: "x.strings")
    #expect(warned.diagnostics.map(\.id) == ["strings.non-string-value"])
  }

  @Test func openStepPlist() throws {
    let document = try Self.read("openstep.plist")
    #expect(document.format == .openStep)
    let list = document.value.dictionaryValue?["list"]
    #expect(list == .array([.string("one"), .string("two words"), .data([0x0F, 0xA1])]))
  }

  @Test func singleStringAndArrayAreOpenStep() throws {
    let string = try PropertyList.read(Array("\"just text\"".utf8), path: "x.plist")
    #expect(string.format == .openStep)
    #expect(string.value == .string("just text"))
    let array = try PropertyList.read(Array("(a, b)".utf8), path: "x.plist")
    #expect(array.format == .openStep)
    #expect(array.diagnostics == [])
    let arrayTable = try PropertyList.read(Array("(a, b)".utf8), path: "x.strings")
    #expect(arrayTable.diagnostics.map(\.id) == ["strings.not-a-dictionary"])
  }

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var id: String
    var line: Int?
    var testDescription: String { "\(name): \(id)" }
  }

  @Test(arguments: [
    ErrorCase(name: "empty", bytes: [], id: "strings.empty-file", line: 1),
    ErrorCase(
      name: "missing semicolon", bytes: Array("\"A\" = \"1\";\n\"B\" = \"2\"\n\"C\" = \"3\";".utf8),
      id: "strings.missing-semicolon", line: 2),
    ErrorCase(
      name: "unterminated string", bytes: Array("\"A\" = \"1".utf8),
      id: "strings.unterminated-string", line: 1),
    ErrorCase(
      name: "malformed xml", bytes: Array("<?xml version=\"1.0\"?>\n<plist><dict>".utf8),
      id: "plist.xml-malformed", line: 2),
    ErrorCase(
      name: "xml entity",
      bytes: Array("<?xml version=\"1.0\"?>\n<plist><string>&x;</string></plist>".utf8),
      id: "plist.xml-undefined-entity", line: nil),
    ErrorCase(
      name: "short binary", bytes: Array("bplist00".utf8), id: "plist.binary-too-short", line: nil),
    ErrorCase(
      name: "binary version", bytes: Array("bplist15".utf8) + [UInt8](repeating: 0, count: 40),
      id: "plist.binary-unsupported-version", line: nil),
  ])
  func errors(_ c: ErrorCase) throws {
    let error = try #require(Self.readError(bytes: c.bytes))
    #expect(error.id == c.id)
    #expect(error.diagnostic.severity == .error)
    #expect(error.description.hasPrefix("x.strings"))
    if let line = c.line { #expect(error.location?.line == line) }
  }

  @Test func binaryErrorsCarryTheByteOffset() throws {
    var bytes = try BinaryPlist.write(.dictionary(PlistDictionary([("k", .string("v"))])))
    bytes[8] = 0x7E  // an unknown marker where the top dictionary starts
    let error = try #require(Self.readError(bytes: bytes))
    #expect(error.id == "plist.binary-unknown-marker")
    #expect(error.location == nil)
    #expect(error.byteOffset == 8)
    #expect(
      error.description
        == "x.strings: error: unknown object marker 0x7E (at byte 8) [plist.binary-unknown-marker]")
  }
}

@Suite struct PropertyListRobustnessTests {
  /// Seeded random inputs behind each format's prefix: every one is read or rejected with a
  /// typed error, and detection agrees with the reader that ran.
  @Test(arguments: ["", "bplist00", "<?xml version=\"1.0\"?>", "{", "(", "\"k\" = ", "/*"])
  func randomInputsNeverCrash(_ prefix: String) {
    var random = SeededGenerator(seed: 0xC0FFEE &+ UInt64(prefix.utf8.count))
    let alphabet = Array("{}()<>=;,\"'\\/*ab01 \n\u{0}".utf8) + [0xFF, 0xFE, 0xEF, 0xBB, 0xBF]
    for _ in 0..<300 {
      let length = Int.random(in: 0..<64, using: &random)
      let tail = (0..<length).map { _ in alphabet.randomElement(using: &random) ?? 0 }
      let bytes = Array(prefix.utf8) + tail
      do {
        let document = try PropertyList.read(bytes, path: "fuzz.strings")
        let detected = PropertyList.detect(bytes)
        #expect(document.format == detected || detected == .stringsTable)
      } catch {
        #expect(!error.id.isEmpty)
        #expect(error.diagnostic.severity == .error)
      }
    }
  }
}
