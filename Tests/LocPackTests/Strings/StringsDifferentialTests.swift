import Foundation
import Testing

@testable import LocPack

/// locpack's `.strings` reader against `PropertyListSerialization` on this machine (which
/// runs CoreFoundation's old-style parser): the same dictionary, or both reject.
@Suite struct StringsDifferentialTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// Raw bytes instead of `text`, for encoding cases.
    var bytes: [UInt8]? = nil
    /// The diagnostic ids locpack reports (the thrown error's id included), as a set.
    var ids: Set<String> = []
    /// Why locpack's table knowingly differs from Foundation's, if it does.
    var divergence: String? = nil
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    // Basic forms
    Case(name: "simple", text: #""a" = "b";"#),
    Case(name: "single-quotes", text: "'a' = 'b';"),
    Case(name: "unquoted key and value", text: "a = b;"),
    Case(name: "unquoted charset", text: "a/b:c.d-e$f_g = 0.5-x:/;"),
    Case(name: "no spaces", text: #""a"="b";"c"="d";"#),
    Case(name: "many entries", text: "a = 1;\nb = 2;\nc = 3;\nd = 4;\n"),
    Case(name: "empty value", text: #""a" = "";"#),
    Case(name: "empty key", text: #""" = "x";"#),
    Case(name: "key only", text: "a;", ids: ["strings.key-only-entry"]),
    Case(name: "quoted key only", text: #""hello world";"#, ids: ["strings.key-only-entry"]),
    Case(name: "key only then entry", text: "a;\nb = c;", ids: ["strings.key-only-entry"]),
    Case(name: "whitespace only", text: " \n\t\r\n "),
    Case(name: "comment only", text: "/* nothing */\n// here\n"),
    Case(name: "trailing whitespace", text: "a = b;\n\n\n   "),
    Case(name: "leading BOM-like text", text: "a = b; // \u{FEFF} in a comment"),
    Case(name: "raw newline in value", text: "a = \"line1\nline2\";"),
    Case(name: "raw CRLF in value", text: "a = \"line1\r\nline2\";"),
    Case(name: "CRLF file", text: "a = b;\r\nc = d;\r\n"),
    Case(name: "CR file", text: "a = b;\rc = d;\r"),
    Case(name: "unicode values", text: "a = \"日本語 😀 عربى\";"),
    Case(name: "unicode key", text: "\"ключ\" = \"значение\";"),
    Case(name: "format specifiers", text: #""n" = "%1$@ has %2$ld items (100%%)";"#),
    Case(name: "single quote inside double", text: #""a" = "it's";"#),
    Case(name: "double quote inside single", text: #"'a' = 'say "hi"';"#),
    // Whitespace set
    Case(name: "tab vt ff as space", text: "a\t=\u{0B}b\u{0C};"),
    Case(name: "U+2028 as space", text: "a\u{2028}=\u{2029}b;"),
    Case(name: "NBSP is not space", text: "a = b;\u{A0}c = d;", ids: ["strings.silent-truncation"]),
    Case(
      name: "U+3000 is not space", text: "a = b;\u{3000}c = d;", ids: ["strings.silent-truncation"]),
    Case(name: "mid-file BOM", text: "a = b;\u{FEFF}c = d;", ids: ["strings.silent-truncation"]),
    Case(
      name: "NUL between entries", text: "a = b;\u{0}c = d;", ids: ["strings.silent-truncation"]),
    // Comments
    Case(name: "line comment", text: "// c\na = b; // trailing\n"),
    Case(name: "block comment", text: "/* c */ a = /* x */ b /* y */ ; /* z */"),
    Case(name: "comment between key and equals", text: "\"a\" /* c */ = \"b\";"),
    Case(name: "comment not nested", text: "/* a /* b */ x = y;"),
    Case(name: "comment markers in string", text: #""a" = "/* not */ // a comment";"#),
    Case(name: "line comment ends at CR", text: "// c\ra = b;"),
    Case(name: "line comment ends at U+2028", text: "// c\u{2028}a = b;"),
    Case(name: "slash in unquoted value", text: "a = http://x.org/p;"),
    Case(
      name: "unterminated block comment at key", text: "a = b;\n/* c = d;",
      ids: ["strings.unterminated-comment"]),
    Case(
      name: "unterminated block comment only", text: "/* x", ids: ["strings.unterminated-comment"]),
    Case(name: "lone slash at end", text: "a = b;\n/", ids: ["strings.missing-semicolon"]),
    // Escapes
    Case(name: "escape n t r", text: #"a = "x\ny\tz\r";"#),
    Case(name: "escape a b", text: #"a = "\a\b";"#),
    Case(name: "escape f", text: #"a = "\f";"#, ids: ["strings.platform-escape"]),
    Case(name: "escape v", text: #"a = "\v";"#, ids: ["strings.platform-escape"]),
    Case(name: "escape quotes", text: #"a = "\"\'";"#),
    Case(name: "escape backslash", text: #"a = "C:\\dir";"#),
    Case(name: "backslash newline", text: "a = \"x\\\ny\";"),
    Case(name: "unknown escape", text: #"a = "\q\z\%";"#),
    Case(name: "lowercase u", text: #"a = "\u203A";"#, ids: ["strings.lowercase-u-escape"]),
    Case(name: "U four digits", text: #"a = "\U2026\U00e9";"#),
    Case(name: "U short", text: #"a = "\U41\U1z";"#),
    Case(name: "U no digits", text: #"a = "\Uzz";"#, ids: ["strings.empty-unicode-escape"]),
    Case(name: "U at end of string", text: #"a = "\U";"#, ids: ["strings.empty-unicode-escape"]),
    Case(name: "U NUL", text: #"a = "x\U0000y";"#),
    Case(name: "U five digits", text: #"a = "\U00411";"#),
    Case(name: "surrogate pair", text: #"a = "\UD83D\UDE00";"#, ids: ["strings.surrogate-escape"]),
    Case(name: "lone high surrogate", text: #"a = "\UD83D";"#, ids: ["strings.lone-surrogate"]),
    Case(name: "lone low surrogate", text: #"a = "\UDE00";"#, ids: ["strings.lone-surrogate"]),
    Case(name: "high then text", text: #"a = "\UD83Dx";"#, ids: ["strings.lone-surrogate"]),
    Case(
      name: "high high low", text: #"a = "\UD83D\UD83D\UDE00";"#,
      ids: ["strings.lone-surrogate", "strings.surrogate-escape"]),
    Case(name: "high then escape", text: #"a = "\UD83D\n";"#, ids: ["strings.lone-surrogate"]),
    Case(name: "octal ascii", text: #"a = "\101\60\0";"#),
    Case(name: "octal nextstep", text: #"a = "\351\200\375";"#, ids: ["strings.octal-escape"]),
    Case(name: "octal unassigned", text: #"a = "\376\377";"#, ids: ["strings.octal-escape"]),
    Case(name: "octal overflow", text: #"a = "\477";"#, ids: ["strings.octal-escape"]),
    Case(name: "octal short", text: #"a = "\05x\7";"#),
    Case(name: "octal then digit", text: #"a = "\0005";"#),
    Case(name: "escape in key", text: #""a\tb" = x;"#),
    Case(name: "escape in single quotes", text: #"'a' = 'it\'s';"#),
    Case(name: "escaped non-ASCII", text: #"a = "\é\😀";"#),
    // Values
    Case(name: "array", text: "a = (b, \"c\", 'd');", ids: ["strings.non-string-value"]),
    Case(name: "array trailing comma", text: "a = (b, c, );", ids: ["strings.non-string-value"]),
    Case(name: "empty array", text: "a = ();", ids: ["strings.non-string-value"]),
    Case(name: "nested array", text: "a = ((b), (c, (d)));", ids: ["strings.non-string-value"]),
    Case(name: "dictionary", text: "a = { b = c; d = (e); };", ids: ["strings.non-string-value"]),
    Case(name: "dictionary key only", text: "a = { b; };", ids: ["strings.non-string-value"]),
    Case(name: "data", text: "a = <0fA1 20>;", ids: ["strings.non-string-value"]),
    Case(
      name: "data with tab and newline", text: "a = <0f\t0f\n10>;",
      ids: ["strings.non-string-value"]),
    Case(name: "empty data", text: "a = <>;", ids: ["strings.non-string-value"]),
    Case(
      name: "array with unterminated string recovers", text: "a = ( \");\nb = c;",
      ids: ["strings.non-string-value"]),
    Case(
      name: "array with broken dict recovers", text: "a = ( { );\nb = c;",
      ids: ["strings.non-string-value"]),
    Case(
      name: "array with broken data recovers", text: "a = ( <);\nb = c;",
      ids: ["strings.non-string-value"]),
    Case(name: "braced top level", text: "{ a = b; c = (d); }", ids: ["strings.non-string-value"]),
    Case(name: "braced top level with comments", text: "// x\n{\n  /* c */ a = b;\n}\n"),
    // Duplicates
    Case(name: "duplicate key", text: "a = 1;\na = 2;", ids: ["strings.duplicate-key"]),
    Case(
      name: "duplicate quoted and unquoted", text: "a = 1;\n\"a\" = 2;\na = 3;",
      ids: ["strings.duplicate-key"]),
    // Silent truncation
    Case(name: "double semicolon", text: "a = b;;\nc = d;", ids: ["strings.silent-truncation"]),
    Case(name: "stray brace", text: "a = b;\n}\nc = d;", ids: ["strings.silent-truncation"]),
    Case(
      name: "hash comment", text: "a = b;\n# c = d;\ne = f;", ids: ["strings.silent-truncation"]),
    Case(name: "garbage at end", text: "a = b;\n@", ids: ["strings.silent-truncation"]),
    Case(
      name: "unterminated string at key", text: "a = b;\n\"c = d;",
      ids: ["strings.unterminated-string"]),
    Case(
      name: "backslash at end in key", text: "a = b;\n\"c\\", ids: ["strings.unterminated-string"]),
    // Rejected by both
    Case(name: "missing semicolon at end", text: "a = b", ids: ["strings.missing-semicolon"]),
    Case(
      name: "missing semicolon between", text: "a = b\nc = d;", ids: ["strings.missing-semicolon"]),
    Case(name: "key at end", text: "a = b; c", ids: ["strings.missing-semicolon"]),
    Case(name: "missing value at end", text: "a = b; c =", ids: ["strings.unexpected-end-of-file"]),
    Case(name: "missing value", text: "a = ;", ids: ["strings.unexpected-character"]),
    Case(name: "missing equals", text: "a b;", ids: ["strings.expected-equals"]),
    Case(name: "colon instead of equals", text: "\"a\" : \"b\";", ids: ["strings.expected-equals"]),
    Case(name: "value without key", text: "= b;", ids: ["strings.unexpected-character"]),
    Case(name: "starts with semicolon", text: ";a = b;", ids: ["strings.unexpected-character"]),
    Case(name: "starts with NBSP", text: "\u{A0}a = b;", ids: ["strings.unexpected-character"]),
    Case(name: "unterminated value", text: "a = \"b;", ids: ["strings.unterminated-string"]),
    Case(name: "unterminated array", text: "a = (b, c;", ids: ["strings.unterminated-array"]),
    Case(
      name: "unterminated dictionary", text: "a = { b = c; ;",
      ids: ["strings.unterminated-dictionary"]),
    Case(name: "odd data", text: "a = <0f1>;", ids: ["strings.odd-length-data"]),
    Case(name: "split hex pair", text: "a = <0 f>;", ids: ["strings.odd-length-data"]),
    Case(name: "bad data", text: "a = <zz>;", ids: ["strings.invalid-data"]),
    Case(name: "junk after braces", text: "{ a = b; } x", ids: ["strings.junk-after-value"]),
    Case(
      name: "comment hides semicolon", text: "a = b /* ;", ids: ["strings.unterminated-comment"]),
    Case(name: "zero bytes", text: "", ids: ["strings.empty-file"]),
    Case(
      name: "invalid UTF-8", text: "", bytes: Array("a = \"".utf8) + [0xFF, 0x22, 0x3B],
      ids: ["strings.invalid-utf8"]),
    Case(
      name: "depth 513 ok",
      text: "a = " + String(repeating: "(", count: 512)
        + String(repeating: ")", count: 512) + ";", ids: ["strings.non-string-value"]),
    Case(
      name: "depth 514 too deep",
      text: "a = " + String(repeating: "(", count: 513)
        + String(repeating: ")", count: 513) + ";", ids: ["strings.too-deep"]),
    // Encodings
    Case(name: "UTF-8 BOM", text: "", bytes: [0xEF, 0xBB, 0xBF] + Array("a = \"é\";".utf8)),
    Case(
      name: "UTF-16LE BOM", text: "",
      bytes: StringsTestSupport.utf16("a = \"é😀\";", little: true, bom: true)),
    Case(
      name: "UTF-16BE BOM", text: "",
      bytes: StringsTestSupport.utf16("a = \"é😀\";", little: false, bom: true)),
    Case(
      name: "UTF-16LE without BOM", text: "",
      bytes: StringsTestSupport.utf16("a = \"é\";", little: true, bom: false),
      ids: ["strings.utf16-without-bom"],
      divergence: "Foundation cannot detect UTF-16 without a BOM"),
    Case(
      name: "UTF-32LE BOM", text: "",
      bytes: TextEncoding.utf32LE(bom: true).encode(Array("a = \"é😀\";".utf8))),
    Case(
      name: "UTF-32BE BOM", text: "",
      bytes: TextEncoding.utf32BE(bom: true).encode(Array("a = \"é😀\";".utf8))),
    // Top levels that are not a table
    Case(
      name: "single string", text: "\"abc\"", ids: ["strings.not-a-dictionary"],
      divergence: "Foundation returns a string, which is no strings table"),
    Case(
      name: "top-level array", text: "(a, b)", ids: ["strings.not-a-dictionary"],
      divergence: "Foundation returns an array, which is no strings table"),
  ]

  @Test(arguments: cases) func matchesFoundation(_ c: Case) {
    let bytes = c.bytes ?? Array(c.text.utf8)
    let ours = StringsTestSupport.locpack(bytes)
    let theirs = StringsTestSupport.foundation(bytes)
    if c.divergence == nil {
      #expect(ours == theirs)
    } else {
      #expect(ours != theirs)
    }
    var ids: Set<String> = []
    do {
      let file = try StringsFile.parse(bytes, path: "t.strings")
      ids = Set(file.diagnostics.map(\.id))
    } catch {
      ids = [error.id]
    }
    #expect(ids == c.ids)
  }

  @Test func caseCount() {
    #expect(Self.cases.count >= 80)
  }
}
