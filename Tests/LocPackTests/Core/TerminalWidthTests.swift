import Testing

@testable import LocPack

@Suite struct TerminalWidthTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var cells: Int
    var note: String
    var testDescription: String {
      "\(note) \(text.unicodeScalars.map { String($0.value, radix: 16) })"
    }
  }

  static let cases: [Case] = [
    // ASCII and other narrow scripts.
    Case(text: "", cells: 0, note: "empty"),
    Case(text: "a", cells: 1, note: "ascii letter"),
    Case(text: "hello", cells: 5, note: "ascii word"),
    Case(text: " ~", cells: 2, note: "ascii space and tilde"),
    Case(text: "Привет", cells: 6, note: "cyrillic"),
    Case(text: "Ωμέγα", cells: 5, note: "greek"),
    Case(text: "─│╭…", cells: 4, note: "box drawing and ellipsis (ambiguous = 1)"),
    // East Asian wide and fullwidth.
    Case(text: "中", cells: 2, note: "cjk ideograph"),
    Case(text: "日本語", cells: 6, note: "cjk word"),
    Case(text: "か", cells: 2, note: "hiragana"),
    Case(text: "カタカナ", cells: 8, note: "katakana"),
    Case(text: "ｶ", cells: 1, note: "halfwidth katakana"),
    Case(text: "한국어", cells: 6, note: "hangul syllables"),
    Case(text: "\u{1100}\u{1161}\u{11A8}", cells: 2, note: "conjoining jamo cluster"),
    Case(text: "Ａ！", cells: 4, note: "fullwidth forms"),
    Case(text: "\u{3000}", cells: 2, note: "ideographic space"),
    Case(text: "、。「」", cells: 8, note: "cjk punctuation"),
    Case(text: "𠮷", cells: 2, note: "cjk extension b"),
    // Emoji.
    Case(text: "😀", cells: 2, note: "emoji"),
    Case(text: "👍", cells: 2, note: "thumbs up"),
    Case(text: "⌚", cells: 2, note: "bmp emoji presentation"),
    Case(text: "👨‍👩‍👧‍👦", cells: 2, note: "zwj family"),
    Case(text: "🧑🏻‍💻", cells: 2, note: "zwj with skin tone"),
    Case(text: "❤️‍🔥", cells: 2, note: "zwj heart on fire"),
    Case(text: "🏳️‍🌈", cells: 2, note: "rainbow flag"),
    Case(text: "👍🏽", cells: 2, note: "skin tone"),
    Case(text: "✌🏽", cells: 2, note: "text-default base with skin tone"),
    Case(text: "🇯🇵", cells: 2, note: "flag"),
    Case(text: "🇺🇸🇯🇵", cells: 4, note: "two flags"),
    Case(text: "🇯", cells: 1, note: "lone regional indicator"),
    Case(text: "1️⃣", cells: 2, note: "keycap"),
    Case(text: "#️⃣", cells: 2, note: "hash keycap"),
    Case(text: "❤️", cells: 2, note: "heart with vs16"),
    Case(text: "❤", cells: 1, note: "heart text default"),
    Case(text: "☀️", cells: 2, note: "sun with vs16"),
    Case(text: "☀", cells: 1, note: "sun text default"),
    Case(text: "🏔️", cells: 2, note: "mountain with vs16"),
    Case(text: "©️", cells: 2, note: "copyright with vs16"),
    Case(text: "©™", cells: 2, note: "copyright and trade mark text"),
    Case(text: "⚠️", cells: 2, note: "warning with vs16"),
    Case(text: "⚠", cells: 1, note: "warning text default"),
    // Combining marks and zero-width characters.
    Case(text: "e\u{301}", cells: 1, note: "combining acute"),
    Case(text: "e\u{301}\u{302}\u{323}", cells: 1, note: "stacked combining marks"),
    Case(text: "\u{301}", cells: 0, note: "lone combining mark"),
    Case(text: "\u{200B}", cells: 0, note: "zero width space"),
    Case(text: "\u{200D}", cells: 0, note: "lone zwj"),
    Case(text: "\u{FEFF}", cells: 0, note: "bom"),
    Case(text: "a\u{200B}b", cells: 2, note: "zwsp between letters"),
    Case(text: "\u{AD}", cells: 1, note: "soft hyphen"),
    // Right-to-left and other complex scripts.
    Case(text: "مرحبا", cells: 5, note: "arabic"),
    Case(text: "مَرْحَبًا", cells: 5, note: "arabic with harakat"),
    Case(text: "رسالة صوتية", cells: 11, note: "arabic words"),
    Case(text: "שלום", cells: 4, note: "hebrew"),
    Case(text: "สวัสดี", cells: 4, note: "thai with marks"),
    // Terminal-active characters count as their visible stand-ins.
    Case(text: "\n", cells: 0, note: "line feed"),
    Case(text: "a\r\nb", cells: 2, note: "crlf"),
    Case(text: "\t", cells: 1, note: "tab"),
    Case(text: "\u{1B}", cells: 1, note: "escape"),
    Case(text: "\u{1B}[31m", cells: 5, note: "sgr sequence"),
    Case(text: "\u{9B}", cells: 8, note: "c1 csi"),
    Case(text: "\u{202E}", cells: 5, note: "right-to-left override"),
    // Mixed.
    Case(text: "Mia：王小明👍🏽", cells: 13, note: "mixed latin cjk emoji"),
  ]

  @Test(arguments: cases) func width(_ c: Case) {
    #expect(TerminalWidth.cells(of: c.text) == c.cells)
  }

  @Test func widthSurvivesSanitizing() {
    for c in Self.cases {
      let sanitized = TerminalSanitizer.sanitize(c.text)
      #expect(TerminalWidth.cells(of: sanitized) == c.cells, "\(c.note)")
    }
  }

  @Test func scalarTables() {
    for table in [TerminalWidth.Tables.wide, TerminalWidth.Tables.extendedPictographic] {
      for (a, b) in zip(table, table.dropFirst()) {
        #expect(a.upperBound < b.lowerBound, "\(a) overlaps or precedes \(b)")
      }
    }
    #expect(TerminalWidth.Tables.contains(TerminalWidth.Tables.wide, 0x4E00))
    #expect(TerminalWidth.Tables.contains(TerminalWidth.Tables.wide, 0x9FFF))
    #expect(!TerminalWidth.Tables.contains(TerminalWidth.Tables.wide, 0x4DC0))
    #expect(!TerminalWidth.Tables.contains(TerminalWidth.Tables.wide, 0xFF61))
    #expect(TerminalWidth.Tables.contains(TerminalWidth.Tables.extendedPictographic, 0x2764))
    #expect(!TerminalWidth.Tables.contains(TerminalWidth.Tables.extendedPictographic, 0x41))
  }
}
