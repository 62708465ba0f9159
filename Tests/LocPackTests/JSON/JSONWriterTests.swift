import Foundation
import Testing

@testable import LocPack

@Suite struct JSONWriterTests {
  struct StringCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The expected compact bytes, hand-computed.
    var bytes: [UInt8]
    var testDescription: String { name }
  }

  static let q: UInt8 = 0x22
  static let bs: UInt8 = 0x5C

  static let stringCases: [StringCase] = [
    StringCase(name: "ascii", text: "Hi", bytes: [q, 0x48, 0x69, q]),
    StringCase(name: "slash stays raw", text: "a/b", bytes: [q, 0x61, 0x2F, 0x62, q]),
    StringCase(name: "quote and backslash", text: "\"\\", bytes: [q, bs, q, bs, bs, q]),
    StringCase(
      name: "short control escapes", text: "\n\t\r\u{8}\u{C}",
      bytes: [q, bs, 0x6E, bs, 0x74, bs, 0x72, bs, 0x62, bs, 0x66, q]),
    StringCase(
      name: "other controls as u00xx", text: "\u{0}\u{1F}",
      bytes: [q, bs, 0x75, 0x30, 0x30, 0x30, 0x30, bs, 0x75, 0x30, 0x30, 0x31, 0x66, q]),
    StringCase(name: "DEL raw", text: "\u{7F}", bytes: [q, 0x7F, q]),
    StringCase(name: "e acute raw", text: "é", bytes: [q, 0xC3, 0xA9, q]),
    StringCase(name: "emoji raw", text: "😀", bytes: [q, 0xF0, 0x9F, 0x98, 0x80, q]),
    StringCase(
      name: "line and paragraph separators raw", text: "\u{2028}\u{2029}",
      bytes: [q, 0xE2, 0x80, 0xA8, 0xE2, 0x80, 0xA9, q]),
    StringCase(
      name: "ZWJ family", text: "👩‍👧",
      bytes: [q, 0xF0, 0x9F, 0x91, 0xA9, 0xE2, 0x80, 0x8D, 0xF0, 0x9F, 0x91, 0xA7, q]),
    StringCase(name: "BOM character raw", text: "\u{FEFF}", bytes: [q, 0xEF, 0xBB, 0xBF, q]),
  ]

  @Test(arguments: stringCases) func compactString(_ c: StringCase) throws {
    #expect(JSONWriter.compact(.string(c.text)) == c.bytes)
    #expect(JSONWriter.escapedByteCount(c.text) == c.bytes.count)
    #expect(try JSONParser.parse(c.bytes, path: "s").value == .string(c.text))
  }

  @Test func compactNumbersKeepTheirText() {
    let value: JSONValue = [.number("1.50"), .number("-0"), .number("1E+400"), true, nil]
    #expect(JSONWriter.compactString(value) == "[1.50,-0,1E+400,true,null]")
  }

  @Test func compactObjectKeepsOrderAndDuplicates() throws {
    let text = "{ \"b\" : 1 , \"a\" : { } , \"b\" : [ ] }"
    let value = try JSONParser.parse(Array(text.utf8), path: "t").value
    #expect(JSONWriter.compactString(value) == "{\"b\":1,\"a\":{},\"b\":[]}")
  }

  @Test func xcodeStyleMatchesGolden() throws {
    let fixture = jsonFixturesDirectory() + "/JSON/xcode-style.json"
    let golden = try FileIO.read(fixture)
    let value = try JSONParser.parse(golden, path: fixture).value
    var expected = golden
    if expected.last == 0x0A { expected.removeLast() }
    #expect(JSONWriter.prettyString(value) == String(decoding: expected, as: UTF8.self))
  }

  @Test func prettyStyles() {
    let value: JSONValue = .object(["url": "a/b", "list": [], "map": .object([:]), "n": [1, 2]])
    #expect(
      JSONWriter.prettyString(value, style: .xcode) == """
        {
          "list" : [

          ],
          "map" : {

          },
          "n" : [
            1,
            2
          ],
          "url" : "a/b"
        }
        """)
    var style = JSONWriter.PrettyStyle(
      indent: 4, keySeparator: ": ", keyOrder: .preserved, opensEmptyContainers: false)
    style.escapesSlashes = true
    #expect(
      JSONWriter.prettyString(value, style: style) == """
        {
            "url": "a\\/b",
            "list": [],
            "map": {},
            "n": [
                1,
                2
            ]
        }
        """)
  }

  @Test func keyOrders() {
    let members = ["k31", "B", "k5", "a", "_x", "é"].map { JSONMember($0, .null) }
    let utf8 = JSONWriter.KeyOrder.utf8.sorted(members).map(\.key)
    #expect(utf8 == ["B", "_x", "a", "k31", "k5", "é"])
    let foundation = JSONWriter.KeyOrder.foundation.sorted(members).map(\.key)
    #expect(foundation == ["_x", "a", "B", "é", "k5", "k31"])
  }
}

/// `Tests/Fixtures`, found from this file's path.
func jsonFixturesDirectory(_ file: String = #filePath) -> String {
  var url = URL(fileURLWithPath: file)
  while url.path != "/" {
    url.deleteLastPathComponent()
    let candidate = url.appendingPathComponent("Fixtures").path
    if FileManager.default.fileExists(atPath: candidate) { return candidate }
  }
  return "Tests/Fixtures"
}
