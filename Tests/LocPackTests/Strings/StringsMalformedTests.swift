import Testing

@testable import LocPack

/// Malformed input: each case yields exactly one error, with its id at the right line and
/// column (columns count Unicode scalars), and never crashes or hangs.
@Suite struct StringsMalformedTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    var id: String
    var line: Int
    var column: Int
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ id: String, _ line: Int, _ column: Int) {
      self.init(name, bytes: Array(text.utf8), id, line, column)
    }

    init(_ name: String, bytes: [UInt8], _ id: String, _ line: Int, _ column: Int) {
      self.name = name
      self.bytes = bytes
      self.id = id
      self.line = line
      self.column = column
    }
  }

  static let bom16LE: [UInt8] = [0xFF, 0xFE]
  static let bom32LE: [UInt8] = [0xFF, 0xFE, 0x00, 0x00]
  static let longValue = String(repeating: "x", count: 5_000_000)

  static let cases: [Case] = [
    // Strings and escapes
    Case("unterminated value", "a = b;\nc = \"xyz;", "strings.unterminated-string", 2, 5),
    Case("unterminated key", "a = b;\n  \"c = d;", "strings.unterminated-string", 2, 3),
    Case("unterminated single-quoted", "a = 'it;\n", "strings.unterminated-string", 1, 5),
    Case("backslash at end of value", "a = \"x\\", "strings.unterminated-escape", 1, 7),
    Case("truncated U escape", "a = \"\\U12", "strings.unterminated-string", 1, 5),
    Case("lone high surrogate escape", "a = \"\\UD800\";", "strings.lone-surrogate", 1, 6),
    Case("lone low surrogate escape", "a = \"x\\UDC00\";", "strings.lone-surrogate", 1, 7),
    Case("unterminated inside array", "a = (b, \"c);", "strings.unterminated-string", 1, 9),
    // Comments
    Case("unterminated comment at key", "a = b;\n/* x", "strings.unterminated-comment", 2, 1),
    Case("unterminated comment after value", "a = b /* ;", "strings.unterminated-comment", 1, 7),
    Case("unterminated comment after key", "a /* ", "strings.unterminated-comment", 1, 3),
    Case("unterminated comment in array", "a = (b, /* c", "strings.unterminated-comment", 1, 9),
    // Structure
    Case("missing equals", "\"a\" \"b\";", "strings.expected-equals", 1, 5),
    Case("bang instead of equals", "\"a\" ! \"b\";", "strings.expected-equals", 1, 5),
    Case("missing semicolon at end", "a = \"b\"", "strings.missing-semicolon", 1, 8),
    Case("missing semicolon between", "a = \"b\"\nc = \"d\";", "strings.missing-semicolon", 1, 8),
    Case("missing semicolon after key", "a = b;\nc", "strings.missing-semicolon", 2, 2),
    Case("missing semicolon after array", "a = (b)\n", "strings.missing-semicolon", 1, 8),
    Case("value without key", "= \"b\";", "strings.unexpected-character", 1, 1),
    Case("value without key later", "a = b;\n= c;", "strings.silent-truncation", 2, 1),
    Case("missing value", "a = ;", "strings.unexpected-character", 1, 5),
    Case("missing value at end", "a =", "strings.unexpected-end-of-file", 1, 4),
    Case("stray brace first", "}", "strings.unexpected-character", 1, 1),
    Case("garbage after last entry", "a = b;\n%%%", "strings.silent-truncation", 2, 1),
    Case("double semicolon", "a = b;;\nc = d;", "strings.silent-truncation", 1, 7),
    Case("NUL between entries", "\"k\" = \"v\";\n\u{0}\nc = d;", "strings.silent-truncation", 2, 1),
    Case("NBSP between entries", "a = b;\n\u{A0}c = d;", "strings.silent-truncation", 2, 1),
    Case("unterminated array", "a = (b, c", "strings.unterminated-array", 1, 10),
    Case("array without comma", "a = (b c);", "strings.unterminated-array", 1, 8),
    Case("unterminated dictionary", "a = { b = c;", "strings.unterminated-dictionary", 1, 13),
    Case("unterminated data", "a = <0f", "strings.unterminated-data", 1, 8),
    Case("odd data", "a = <abc>;", "strings.odd-length-data", 1, 8),
    Case("half pair data", "a = <0g>;", "strings.odd-length-data", 1, 6),
    Case("invalid data", "a = <%>;", "strings.invalid-data", 1, 6),
    Case("junk after braces", "{ a = b; }\n}", "strings.junk-after-value", 2, 1),
    Case("top-level array", "(a)", "strings.not-a-dictionary", 1, 1),
    Case("top-level string", "\"a\"", "strings.not-a-dictionary", 1, 1),
    Case("top-level data", "<00>", "strings.not-a-dictionary", 1, 1),
    // Lines and columns
    Case("columns after multibyte", "\"é日\" = \"😀\" x;", "strings.missing-semicolon", 1, 11),
    Case("CRLF lines", "a = b;\r\nc = d;\r\ne = \"f", "strings.unterminated-string", 3, 5),
    Case("CR lines", "a = b;\rc = \"d", "strings.unterminated-string", 2, 5),
    Case(
      "U+2028 is not a line break", "a = b;\u{2028}c = \"d", "strings.unterminated-string", 1, 12),
    Case(
      "UTF-16 error column",
      bytes: bom16LE + TextEncoding.utf16LE(bom: false).encode(Array("a = b;\n\"日\" = \"x".utf8)),
      "strings.unterminated-string", 2, 7),
    // Encodings
    Case("zero-length file", "", "strings.empty-file", 1, 1),
    Case("BOM only", bytes: [0xEF, 0xBB, 0xBF], "strings.empty-file", 1, 1),
    Case("UTF-16 BOM only", bytes: [0xFF, 0xFE], "strings.empty-file", 1, 1),
    Case("UTF-16BE BOM only", bytes: [0xFE, 0xFF], "strings.empty-file", 1, 1),
    Case(
      "invalid UTF-8", bytes: Array("a = b;\nc = \"".utf8) + [0xFF] + Array("\";".utf8),
      "strings.invalid-utf8", 2, 6),
    Case(
      "overlong UTF-8", bytes: Array("a = \"".utf8) + [0xC0, 0xAF, 0x22, 0x3B],
      "strings.invalid-utf8", 1, 6),
    Case(
      "UTF-8 surrogate", bytes: Array("a = \"".utf8) + [0xED, 0xA0, 0x80, 0x22, 0x3B],
      "strings.invalid-utf8", 1, 6),
    Case(
      "truncated UTF-8", bytes: Array("a = b; // ".utf8) + [0xE2, 0x82], "strings.invalid-utf8", 1,
      11),
    Case(
      "odd-length UTF-16",
      bytes: bom16LE + TextEncoding.utf16LE(bom: false).encode(Array("a = b;".utf8)) + [0x41],
      "strings.odd-length-utf16", 1, 7),
    Case(
      "lone surrogate in UTF-16",
      bytes: bom16LE + TextEncoding.utf16LE(bom: false).encode(Array("a = \"".utf8)) + [
        0x00, 0xD8, 0x22, 0x00,
      ], "strings.lone-surrogate-utf16", 1, 6),
    Case(
      "low surrogate first in UTF-16", bytes: bom16LE + [0x00, 0xDC, 0x3B, 0x00],
      "strings.lone-surrogate-utf16", 1, 1),
    Case(
      "invalid UTF-32 scalar", bytes: bom32LE + [0x61, 0, 0, 0, 0x00, 0x00, 0x11, 0x00],
      "strings.invalid-utf32", 1, 2),
    Case(
      "truncated UTF-32", bytes: bom32LE + [0x61, 0, 0, 0, 0x3B, 0], "strings.invalid-utf32", 1, 2),
    Case(
      "binary plist", bytes: Array("bplist00".utf8) + [0xD0, 0x08], "strings.other-plist-format", 1,
      1),
    Case(
      "XML plist", "<?xml version=\"1.0\"?>\n<plist><dict/></plist>", "strings.other-plist-format",
      1, 1),
    // Sizes
    Case(
      "5 MB single line", "/*" + longValue + "*/ a = \"x\" b;", "strings.missing-semicolon", 1,
      5_000_013),
    Case(
      "100,000 nested parentheses", "a = " + String(repeating: "(", count: 100_000),
      "strings.too-deep", 1, 517),
    Case(
      "100,000 nested dictionaries", "a = " + String(repeating: "{b=", count: 100_000),
      "strings.too-deep", 1, 4 + 512 * 3 + 1),
  ]

  @Test(arguments: cases) func reportsOneError(_ c: Case) {
    var errors: [(id: String, line: Int, column: Int)] = []
    do {
      let file = try StringsFile.parse(c.bytes, path: "t.strings")
      for diagnostic in file.diagnostics where diagnostic.severity == .error {
        errors.append(
          (diagnostic.id, diagnostic.location?.line ?? 0, diagnostic.location?.column ?? 0))
      }
    } catch {
      errors.append((error.id, error.location.line, error.location.column))
      #expect(error.location.path == "t.strings")
      #expect(error.description.hasPrefix("t.strings:\(c.line):\(c.column): error: "))
    }
    #expect(errors.count == 1)
    #expect(errors.first?.id == c.id)
    #expect(errors.first?.line == c.line)
    #expect(errors.first?.column == c.column)
  }

  @Test func caseCount() {
    #expect(Self.cases.count >= 40)
  }
}
