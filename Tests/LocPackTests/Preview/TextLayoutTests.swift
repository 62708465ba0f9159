import Testing

@testable import LocPack

@Suite struct TextLayoutTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var width: Int
    var maxLines: Int
    var lines: [String]
    var truncated: Bool
    var note: String
    var testDescription: String { note }
  }

  static let cases: [Case] = [
    Case(
      text: "hello world", width: 20, maxLines: 2, lines: ["hello world"], truncated: false,
      note: "fits"),
    Case(
      text: "hello world", width: 5, maxLines: 2, lines: ["hello", "world"], truncated: false,
      note: "wraps at the space"),
    Case(
      text: "hello world foo", width: 5, maxLines: 2, lines: ["hello", "worl…"], truncated: true,
      note: "ellipsis fits in the width"),
    Case(
      text: "one two three", width: 8, maxLines: 1, lines: ["one two…"], truncated: true,
      note: "ellipsis after a word"),
    Case(
      text: "Supercalifragilistic", width: 8, maxLines: 3,
      lines: ["Supercal", "ifragili", "stic"], truncated: false, note: "long word is cut"),
    Case(
      text: "abcd efgh", width: 4, maxLines: 2, lines: ["abcd", "efgh"], truncated: false,
      note: "exact width"),
    Case(
      text: "aaa bbb", width: 4, maxLines: 2, lines: ["aaa", "bbb"], truncated: false,
      note: "no trailing space at a wrap"),
    Case(
      text: "a  b", width: 10, maxLines: 1, lines: ["a  b"], truncated: false,
      note: "inner spaces kept"),
    Case(
      text: "  indented", width: 20, maxLines: 1, lines: ["  indented"], truncated: false,
      note: "leading spaces kept"),
    Case(
      text: "a\nb", width: 10, maxLines: 2, lines: ["a", "b"], truncated: false, note: "newline"),
    Case(
      text: "a\n\nb", width: 10, maxLines: 3, lines: ["a", "", "b"], truncated: false,
      note: "blank line kept"),
    Case(
      text: "a\n\nb", width: 10, maxLines: 2, lines: ["a", "…"], truncated: true,
      note: "blank line truncated"),
    Case(
      text: "abc\n\n", width: 10, maxLines: 1, lines: ["abc"], truncated: false,
      note: "trailing newlines dropped"),
    Case(
      text: "a\r\nb", width: 10, maxLines: 2, lines: ["a", "b"], truncated: false, note: "crlf"),
    Case(text: "", width: 10, maxLines: 2, lines: [], truncated: false, note: "empty"),
    Case(
      text: "周末一起去爬山吧", width: 6, maxLines: 3, lines: ["周末一", "起去爬", "山吧"],
      truncated: false, note: "cjk breaks anywhere"),
    Case(
      text: "今日は晴れ。明日は雨", width: 10, maxLines: 3, lines: ["今日は晴", "れ。明日は", "雨"],
      truncated: false, note: "kinsoku: no line starts with 。"),
    Case(
      text: "あいう「えお」", width: 8, maxLines: 3, lines: ["あいう", "「えお」"], truncated: false,
      note: "kinsoku: no line ends with 「"),
    Case(
      text: "Mia Wongさんから音声メッセージ", width: 12, maxLines: 3,
      lines: ["Mia Wongさん", "から音声メッ", "セージ"], truncated: false, note: "latin then kana"),
    Case(
      text: "日本語のテキストです", width: 8, maxLines: 1, lines: ["日本語…"], truncated: true,
      note: "wide ellipsis cut back"),
    Case(
      text: "👨‍👩‍👧‍👦👨‍👩‍👧‍👦👨‍👩‍👧‍👦", width: 4, maxLines: 3,
      lines: ["👨‍👩‍👧‍👦👨‍👩‍👧‍👦", "👨‍👩‍👧‍👦"], truncated: false, note: "zwj never split"),
    Case(
      text: "🇯🇵🇺🇸🇫🇷", width: 5, maxLines: 2, lines: ["🇯🇵🇺🇸", "🇫🇷"], truncated: false,
      note: "flags never split"),
    Case(
      text: "e\u{301}e\u{301}e\u{301}", width: 2, maxLines: 2,
      lines: ["e\u{301}e\u{301}", "e\u{301}"],
      truncated: false, note: "combining marks stay"),
    Case(
      text: "رسالة صوتية من Mia Wong (0:42)", width: 12, maxLines: 3,
      lines: ["رسالة صوتية", "من Mia Wong", "(0:42)"], truncated: false, note: "arabic words"),
    Case(
      text: "a b", width: 2, maxLines: 0, lines: ["a…"], truncated: true,
      note: "max lines below one is one"),
    Case(
      text: "주말에 산에 가요", width: 9, maxLines: 2, lines: ["주말에", "산에 가요"], truncated: false,
      note: "hangul prefers spaces"),
  ]

  @Test(arguments: cases) func wrap(_ c: Case) {
    let result = TextLayout.wrap(c.text, width: c.width, maxLines: c.maxLines)
    #expect(result.lines == c.lines)
    #expect(result.truncated == c.truncated)
    for line in result.lines {
      #expect(TerminalWidth.cells(of: line) <= max(c.width, 2), "\(line)")
    }
  }

  /// Seeded random texts from a mixed pool: lines fit, counts hold, nothing but spaces is
  /// lost when nothing is truncated, and clusters survive whole.
  @Test func randomTexts() {
    let pool: [String] = [
      "a", "word", "Mia", " ", " ", "  ", "\n", "中", "文", "か", "ー", "。", "、", "「", "」",
      "한", "국", "👍🏽", "👨‍👩‍👧‍👦", "🇯🇵", "1️⃣", "e\u{301}", "م", "ر", "\u{200B}", "␛", "[31m",
      "Supercalifragilistic", "…", "!", "?", "(", ")", "—",
    ]
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    for _ in 0..<400 {
      let text = (0..<next(40)).map { _ in pool[next(pool.count)] }.joined()
      let width = 2 + next(30)
      let maxLines = 1 + next(6)
      let result = TextLayout.wrap(text, width: width, maxLines: maxLines)
      #expect(result.lines.count <= maxLines)
      for line in result.lines {
        #expect(TerminalWidth.cells(of: line) <= width, "\(text.debugDescription) @\(width)")
      }
      let kept = result.lines.joined().filter { $0 != " " }
      if !result.truncated {
        #expect(kept == text.filter { $0 != " " && $0 != "\n" }, "\(text.debugDescription)")
      } else {
        #expect(result.lines.last?.hasSuffix("…") == true)
      }
      let clusters = Set(text)
      #expect(kept.allSatisfy { clusters.contains($0) || $0 == "…" })
    }
  }

  @Test func truncateAndPad() {
    #expect(TextLayout.truncate("Mia Wong in Weekend Hikers", width: 10) == "Mia Wong…")
    #expect(TextLayout.truncate("short", width: 10) == "short")
    #expect(TextLayout.pad("日本", to: 6) == "日本  ")
    #expect(TextLayout.pad("toolong", to: 3) == "toolong")
  }

  @Test func rightToLeftDetection() {
    #expect(TextLayout.containsRightToLeft("رسالة صوتية"))
    #expect(TextLayout.containsRightToLeft("Mia שלום"))
    #expect(!TextLayout.containsRightToLeft("Mia Wong 日本"))
    #expect(!TextLayout.containsRightToLeft("\u{200F}"))
  }
}
