import Foundation
import Testing

@testable import LocPack

/// Values written by the editor read back exactly, with locpack's reader and with
/// Foundation, in every encoding a `.strings` file may have.
@Suite struct StringsEditorEscapingTests {
  struct Value: Sendable, CustomTestStringConvertible {
    var name: String
    var value: String
    var testDescription: String { name }
  }

  static let tricky: [Value] = [
    Value(name: "double quotes", value: #"Say "hi" "now""#),
    Value(name: "single quote", value: "it's"),
    Value(name: "backslashes", value: #"C:\Users\me\ and \\ and \U0041 and \n"#),
    Value(name: "trailing backslash", value: "end\\"),
    Value(name: "newline", value: "one\ntwo"),
    Value(name: "crlf", value: "one\r\ntwo\rthree"),
    Value(name: "tab", value: "a\tb"),
    Value(name: "nul", value: "a\u{0}b"),
    Value(name: "controls", value: "\u{1}\u{7}\u{8}\u{B}\u{C}\u{1B}\u{1F}\u{7F}\u{80}\u{85}\u{9F}"),
    Value(name: "control then hex digit", value: "\u{1}ABCDEF"),
    Value(name: "emoji", value: "Party 🎉 👨‍👩‍👧 🇺🇸 👍🏽"),
    Value(name: "cjk", value: "東京で会いましょう。你好，世界"),
    Value(name: "line separators", value: "a\u{2028}b\u{2029}c"),
    Value(name: "bom inside", value: "\u{FEFF}x\u{FEFF}"),
    Value(name: "percent", value: "50% off %@ %1$@ %%"),
    Value(name: "comment openers", value: "/* not a comment */ // nor this"),
    Value(name: "comment closer", value: "*/"),
    Value(name: "non-bmp", value: "𝄞 𐍈 🀄"),
    Value(name: "combining", value: "e\u{301} vs é"),
    Value(name: "rtl", value: "مرحبا \u{200F}%@\u{200E} שלום"),
    Value(name: "empty", value: ""),
    Value(name: "spaces", value: "  padded  "),
    Value(name: "semicolon and equals", value: "a = b; c"),
    Value(name: "nbsp and ideographic space", value: "a\u{A0}b\u{3000}c"),
  ]

  /// Seeded random strings over pieces that are hard to escape.
  static let random: [Value] = {
    let pieces = [
      "\"", "'", "\\", "\n", "\r", "\t", "\u{0}", "\u{1}", "\u{7F}", "\u{85}", "\u{2028}",
      "\u{FEFF}", "%", "/*", "*/", "//", "😀", "東", "é", "e\u{301}", "a", "Z", "0", " ", "U",
      "\\U", "𝄞", ";", "=",
    ]
    var random = EditorTestSupport.Random(state: 2026)
    return (0..<150).map { index in
      let length = random.below(12)
      let value = (0..<length).map { _ in pieces[random.below(pieces.count)] }.joined()
      return Value(name: "random \(index)", value: value)
    }
  }()

  static let encodings: [TextEncoding] = [
    .utf8(bom: false), .utf8(bom: true), .utf16LE(bom: true), .utf16BE(bom: true),
    .utf32LE(bom: true),
  ]

  static let base = """
    /* Header */

    /* First */
    "A" = "a";

    "B" = "b";

    """

  @Test(arguments: tricky + random) func readsBackInEveryEncoding(_ value: Value) throws {
    for encoding in Self.encodings {
      var editor = try EditorTestSupport.editor(Self.base, encoding: encoding)
      try editor.insert(key: "K", value: value.value, comment: value.value)
      try editor.setValue(value.value, forKey: "A")
      let keyIsFree = !["A", "B", "K"].contains(value.value)
      if keyIsFree { try editor.insert(key: value.value, value: "v", comment: nil, after: "A") }
      let bytes = editor.bytes()
      #expect(Array(bytes.prefix(encoding.bom.count)) == encoding.bom)
      let file = try StringsFile.parse(bytes, path: "t.strings")
      #expect(file.encoding == encoding)
      let want = EditorTestSupport.scalars(value.value)
      for key in ["K", "A"] {
        #expect(file.table[key].flatMap(\.stringValue).map(EditorTestSupport.scalars) == want)
        let foundation = EditorTestSupport.foundationValue(bytes, key: key)
        #expect(foundation.map(EditorTestSupport.scalars) == want, "\(encoding) \(key)")
      }
      if keyIsFree {
        #expect(file.table[value.value] == .string("v"), "\(encoding)")
        #expect(EditorTestSupport.foundationValue(bytes, key: value.value) == "v", "\(encoding)")
      }
      #expect(file.diagnostics.isEmpty, "\(encoding) \(file.diagnostics)")
    }
  }

  @Test(arguments: tricky + random) func quotedTokenReadsBack(_ value: Value) throws {
    for quote in [UInt8(ascii: "\""), UInt8(ascii: "'")] {
      let token = StringsEscaping.quoted(value.value, quote: quote)
      let bytes = Array("\"k\" = \(token);\n".utf8)
      let want = EditorTestSupport.scalars(value.value)
      let file = try StringsFile.parse(bytes, path: "t.strings")
      #expect(file.table["k"].flatMap(\.stringValue).map(EditorTestSupport.scalars) == want)
      let foundation = EditorTestSupport.foundationValue(bytes, key: "k")
      #expect(foundation.map(EditorTestSupport.scalars) == want)
      // What is escaped: the token holds no raw line break, control or separator.
      #expect(!token.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x2028 })
    }
  }

  struct Spelling: Sendable, CustomTestStringConvertible {
    var value: String
    var quote: Character
    var token: String
    var testDescription: String { token }
  }

  @Test(arguments: [
    Spelling(value: "plain", quote: "\"", token: #""plain""#),
    Spelling(value: #"a "b" 'c'"#, quote: "\"", token: #""a \"b\" 'c'""#),
    Spelling(value: #"a "b" 'c'"#, quote: "'", token: #"'a "b" \'c\''"#),
    Spelling(value: "\\", quote: "\"", token: #""\\""#),
    Spelling(value: "1\n2\r3\t4", quote: "\"", token: #""1\n2\r3\t4""#),
    Spelling(value: "\u{0}\u{1}F", quote: "\"", token: #""\U0000\U0001F""#),
    Spelling(value: "\u{7F}\u{85}", quote: "\"", token: #""\U007F\U0085""#),
    Spelling(value: "\u{2028}\u{2029}\u{FEFF}", quote: "\"", token: #""\U2028\U2029\UFEFF""#),
    Spelling(value: "é😀 %@ /* // */", quote: "\"", token: #""é😀 %@ /* // */""#),
  ])
  func exactSpelling(_ spelling: Spelling) {
    let quote = spelling.quote.asciiValue ?? 0
    #expect(StringsEscaping.quoted(spelling.value, quote: quote) == spelling.token)
  }
}
