import Foundation
import Testing

@testable import LocPack

@Suite struct JSONMalformedTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var id: String
    var line: Int
    var column: Int
    /// `JSONSerialization` is more lenient in a few places (trailing commas).
    var foundationAccepts = false

    init(
      _ name: String, _ text: String, _ id: String, _ line: Int, _ column: Int,
      foundationAccepts: Bool = false
    ) {
      self.init(name, Array(text.utf8), id, line, column, foundationAccepts: foundationAccepts)
    }

    init(
      _ name: String, _ bytes: [UInt8], _ id: String, _ line: Int, _ column: Int,
      foundationAccepts: Bool = false
    ) {
      self.name = name
      self.bytes = bytes
      self.id = id
      self.line = line
      self.column = column
      self.foundationAccepts = foundationAccepts
    }

    var testDescription: String { name }
  }

  static let deep = String(repeating: "[", count: 513) + String(repeating: "]", count: 513)

  static let cases: [Case] = [
    Case("empty", "", "json.unexpected-end", 1, 1),
    Case("only whitespace", "  \n ", "json.unexpected-end", 2, 2),
    Case("open object", "{", "json.unexpected-end", 1, 2),
    Case("open array", "[", "json.unexpected-end", 1, 2),
    Case("array without close", "[1", "json.unexpected-end", 1, 3),
    Case("key without colon", "{\"a\"", "json.unexpected-end", 1, 5),
    Case("colon without value", "{\"a\":", "json.unexpected-end", 1, 6),
    Case("member without close", "{\"a\":1", "json.unexpected-end", 1, 7),
    Case("unterminated string", "\"abc", "json.unterminated-string", 1, 1),
    Case("unterminated after backslash", "[\"abc\\", "json.unterminated-string", 1, 2),
    Case("unterminated key", "{\"ab", "json.unterminated-string", 1, 2),
    Case("raw newline in string", "[\"a\nb\"]", "json.control-character", 1, 4),
    Case("raw tab in string", "[\"\t\"]", "json.control-character", 1, 3),
    Case("raw NUL in string", [0x5B, 0x22, 0x00, 0x22, 0x5D], "json.control-character", 1, 3),
    Case("unknown escape", "[\"\\x\"]", "json.invalid-escape", 1, 3),
    Case("short unicode escape", "[\"\\u12\"]", "json.invalid-escape", 1, 3),
    Case("non-hex unicode escape", "[\"\\uZZZZ\"]", "json.invalid-escape", 1, 3),
    Case("escaped single quote", "[\"\\'\"]", "json.invalid-escape", 1, 3),
    Case("lone high surrogate", "[\"\\ud83d\"]", "json.lone-surrogate", 1, 3),
    Case("lone low surrogate", "[\"x\\ude00\"]", "json.lone-surrogate", 1, 4),
    Case("high surrogate then BMP", "[\"\\ud83d\\u0041\"]", "json.lone-surrogate", 1, 3),
    Case("two high surrogates", "[\"\\ud83d\\ud83d\"]", "json.lone-surrogate", 1, 3),
    Case("trailing comma in array", "[1,]", "json.trailing-comma", 1, 3, foundationAccepts: true),
    Case(
      "trailing comma in object", "{\"a\":1,}", "json.trailing-comma", 1, 7,
      foundationAccepts: true),
    Case(
      "trailing comma before newline", "[1,\n]", "json.trailing-comma", 1, 3,
      foundationAccepts: true),
    Case(
      "trailing comma on line 3", "{\n  \"a\": 1,\n  \"b\": [1, 2,]\n}", "json.trailing-comma", 3,
      13,
      foundationAccepts: true),
    Case("leading zero", "[01]", "json.leading-zero", 1, 2),
    Case("negative leading zero", "[-01]", "json.leading-zero", 1, 2),
    Case("double zero", "[00]", "json.leading-zero", 1, 2),
    Case("fraction without digits", "[1.]", "json.invalid-number", 1, 2),
    Case("leading dot", "[.5]", "json.unexpected-character", 1, 2),
    Case("lone minus", "[-]", "json.invalid-number", 1, 2),
    Case("exponent without digits", "[1e]", "json.invalid-number", 1, 2),
    Case("exponent sign without digits", "[1e+]", "json.invalid-number", 1, 2),
    Case("plus sign", "[+1]", "json.unexpected-character", 1, 2),
    Case("hex number", "[0x10]", "json.unexpected-character", 1, 3),
    Case("bare NaN", "[NaN]", "json.invalid-literal", 1, 2),
    Case("bare Infinity", "{\"a\": Infinity}", "json.invalid-literal", 1, 7),
    Case("truncated true", "[tru]", "json.invalid-literal", 1, 2),
    Case("capitalized True", "[True]", "json.invalid-literal", 1, 2),
    Case("truncated null", "[nul", "json.invalid-literal", 1, 2),
    Case("text after value", "[1] x", "json.trailing-garbage", 1, 5),
    Case("two objects", "{}{}", "json.trailing-garbage", 1, 3),
    Case("NUL after value", [0x5B, 0x31, 0x5D, 0x00], "json.trailing-garbage", 1, 4),
    Case("missing comma", "[1 2]", "json.unexpected-character", 1, 4),
    Case("missing comma between strings", "[\"a\" \"b\"]", "json.unexpected-character", 1, 6),
    Case("missing colon", "{\"a\" 1}", "json.unexpected-character", 1, 6),
    Case("unquoted key", "{a:1}", "json.unexpected-character", 1, 2),
    Case("single-quoted key", "{'a':1}", "json.unexpected-character", 1, 2),
    Case("leading comma", "[,1]", "json.unexpected-character", 1, 2),
    Case("comment", "[// c\n1]", "json.unexpected-character", 1, 2),
    Case("too deep", deep, "json.too-deep", 1, 513),
    Case(
      "invalid UTF-8 in string", [0x5B, 0x22, 0x61, 0xFF, 0x22, 0x5D], "json.invalid-utf8", 1, 4),
    Case("overlong UTF-8", [0x5B, 0x22, 0xC0, 0xAF, 0x22, 0x5D], "json.invalid-utf8", 1, 3),
    Case("UTF-8 surrogate", [0x5B, 0x22, 0xED, 0xA0, 0x80, 0x22, 0x5D], "json.invalid-utf8", 1, 3),
    Case("truncated UTF-8", [0x5B, 0x22, 0xE6, 0x97, 0x22, 0x5D], "json.invalid-utf8", 1, 3),
    Case("invalid UTF-8 outside string", [0x5B, 0xFF, 0x5D], "json.invalid-utf8", 1, 2),
    Case("CRLF lines", "{\r\n\"a\":\r\n}", "json.unexpected-character", 3, 1),
    Case("column counts scalars", "{\"é日\": x}", "json.invalid-literal", 1, 8),
    Case("non-ASCII outside string", "[1, é]", "json.unexpected-character", 1, 5),
  ]

  @Test(arguments: cases) func rejectsWithLocation(_ c: Case) throws {
    do {
      let document = try JSONParser.parse(c.bytes, path: "t.json")
      Issue.record("accepted: \(document.value)")
    } catch {
      #expect(error.id == c.id)
      #expect(error.location.line == c.line)
      #expect(error.location.column == c.column)
      #expect(error.description.hasPrefix("t.json:\(c.line):\(c.column): error: "))
    }
  }

  @Test(arguments: cases) func foundationAgrees(_ c: Case) {
    let accepted =
      (try? JSONSerialization.jsonObject(with: Data(c.bytes), options: [.fragmentsAllowed])) != nil
    #expect(accepted == c.foundationAccepts)
  }

  @Test func fastPathReportsLineOfRange() {
    let bytes = Array("{\"a\":1}\n{\"b\":[1,]}\n".utf8)
    #expect(throws: JSONError.self) {
      try JSONParser.parseValue(bytes, in: 8..<18, path: "x.jsonl", line: 2)
    }
    do {
      _ = try JSONParser.parseValue(bytes, in: 8..<18, path: "x.jsonl", line: 2)
    } catch {
      #expect(error.id == "json.trailing-comma")
      #expect(error.location.description == "x.jsonl:2:8")
    }
  }

  @Test func depthLimitIsConfigurable() throws {
    let text = Array("[[[1]]]".utf8)
    #expect(throws: JSONError.self) {
      try JSONParser.parse(text, path: "t", options: JSONParseOptions(maxDepth: 2))
    }
    _ = try JSONParser.parse(text, path: "t", options: JSONParseOptions(maxDepth: 3))
    let nested512 = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    _ = try JSONParser.parse(Array(nested512.utf8), path: "t")
  }
}
