import Foundation
import Testing

@testable import LocPack

/// Style detection over files written in different styles.
@Suite struct StringsEditorStyleTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var encoding: TextEncoding = .utf8(bom: false)
    var style: StringsStyle
    var testDescription: String { name }
  }

  static func style(_ change: (inout StringsStyle) -> Void) -> StringsStyle {
    var style = StringsStyle.xcode
    change(&style)
    return style
  }

  static let cases: [Case] = [
    Case(
      name: "xcode", text: "/* c */\n\"a\" = \"1\";\n\n/* d */\n\"b\" = \"2\";\n",
      style: .xcode),
    Case(
      name: "crlf", text: "/* c */\r\n\"a\" = \"1\";\r\n\r\n/* d */\r\n\"b\" = \"2\";\r\n",
      style: style { $0.lineEnding = .crlf }),
    Case(
      name: "cr", text: "\"a\" = \"1\";\r\r\"b\" = \"2\";\r",
      style: style { $0.lineEnding = .cr }),
    Case(
      name: "compact", text: "\"a\"=\"1\";\n\"b\"=\"2\";\n\"c\"=\"3\";\n",
      style: style {
        $0.separator = "="
        $0.blankLinesBetweenEntries = 0
      }),
    Case(
      name: "unquoted keys", text: "a = \"1\";\nb.c = \"2\";\n\"d e\" = \"3\";\n",
      style: style {
        $0.keyQuoting = .unquotedWhenPossible
        $0.blankLinesBetweenEntries = 0
      }),
    Case(
      name: "single quotes", text: "'a' = '1';\n\n'b' = '2';",
      style: style {
        $0.quote = UInt8(ascii: "'")
        $0.trailingNewline = false
      }),
    Case(
      name: "line comments", text: "// c\n\"a\" = \"1\";\n\n// d\n\"b\" = \"2\";\n",
      style: style { $0.commentForm = .line }),
    Case(
      name: "unpadded comments", text: "/*c*/\n\"a\" = \"1\";\n\n/*d*/\n\"b\" = \"2\";\n",
      style: style { $0.commentPadding = false }),
    Case(
      name: "braced and indented", text: "{\n  \"a\" = \"1\";\n  \"b\" = \"2\";\n}\n",
      style: style {
        $0.indent = "  "
        $0.blankLinesBetweenEntries = 0
      }),
    Case(
      name: "tabs around equals", text: "\"a\"\t=\t\"1\";\n\n\"b\"\t=\t\"2\";\n",
      style: style { $0.separator = "\t=\t" }),
    Case(
      name: "space before semicolon", text: "\"a\" = \"1\" ;\n\n\"b\" = \"2\" ;\n",
      style: style { $0.beforeSemicolon = " " }),
    Case(
      name: "two blank lines", text: "\"a\" = \"1\";\n\n\n\"b\" = \"2\";\n\n\n\"c\" = \"3\";\n",
      style: style { $0.blankLinesBetweenEntries = 2 }),
    Case(
      name: "utf16 with bom", text: "\"a\" = \"1\";\r\n\r\n\"b\" = \"2\";\r\n",
      encoding: .utf16LE(bom: true),
      style: style {
        $0.lineEnding = .crlf
        $0.encoding = .utf16LE(bom: true)
      }),
    Case(
      name: "utf8 with bom", text: "\"a\" = \"1\";\n\n\"b\" = \"2\";\n", encoding: .utf8(bom: true),
      style: style { $0.encoding = .utf8(bom: true) }),
    Case(
      name: "majority wins", text: "\"a\" = \"1\";\n\"b\"=\"2\";\n\"c\" = \"3\";\n",
      style: style { $0.blankLinesBetweenEntries = 0 }),
    Case(
      name: "header only keeps defaults", text: "/*\n  Localizable.strings\n*/\n",
      style: .xcode),
    Case(
      name: "one line", text: "\"a\" = \"1\"; \"b\" = \"2\";",
      style: style { $0.trailingNewline = false }),
    Case(
      name: "genstrings utf16", text: "/* No comment provided by engineer. */\n\"a\" = \"1\";\n\n",
      encoding: .utf16BE(bom: true),
      style: style { $0.encoding = .utf16BE(bom: true) }),
  ]

  @Test(arguments: cases) func detects(_ testCase: Case) throws {
    let editor = try EditorTestSupport.editor(testCase.text, encoding: testCase.encoding)
    #expect(editor.style == testCase.style)
    let file = try StringsFile.parse(
      testCase.encoding.encode(Array(testCase.text.utf8)), path: "t.strings")
    #expect(StringsStyle(detecting: file) == testCase.style)
  }

  /// A file written by `StringsWriter` in a style is detected as that style.
  @Test(arguments: cases) func writerOutputIsDetectedBack(_ testCase: Case) throws {
    var style = testCase.style
    if style.indent != "" { return }  // a braced table's indentation comes from its braces
    style.trailingNewline = true
    let table: [(key: String, value: String, comment: String?)] = [
      ("one", "1", "first"), ("two", "2", "second"), ("three", "3", "third"),
    ]
    let bytes = StringsWriter.write(table, style: style)
    let file = try StringsFile.parse(bytes, path: "t.strings")
    #expect(StringsStyle(detecting: file) == style)
  }
}
