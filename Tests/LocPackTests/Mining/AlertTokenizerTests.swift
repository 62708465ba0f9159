import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct AlertTokenizerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var tokens: [String]
    var kinds: String
    var testDescription: String { text.debugDescription }
  }

  // Kinds: w word, i ideograph, d digits, s space, y symbol.
  static let cases: [Case] = [
    Case(
      text: "Alice liked your photo", tokens: ["Alice", " ", "liked", " ", "your", " ", "photo"],
      kinds: "wswswsw"),
    Case(text: "$1,299.00", tokens: ["$", "1", ",", "299", ".", "00"], kinds: "ydydyd"),
    Case(text: "王伟赞了", tokens: ["王", "伟", "赞", "了"], kinds: "iiii"),
    Case(text: "¥90,517を", tokens: ["¥", "90", ",", "517", "を"], kinds: "ydydi"),
    Case(text: "أُعجب يوسف", tokens: ["أُعجب", " ", "يوسف"], kinds: "wsw"),
    Case(text: "١٬٢٩٩", tokens: ["١", "٬", "٢٩٩"], kinds: "dyd"),
    Case(text: "Café naïve", tokens: ["Café", " ", "naïve"], kinds: "wsw"),
    Case(text: "e\u{301}x", tokens: ["e\u{301}x"], kinds: "w"),
    Case(text: "👍🏽!", tokens: ["👍🏽", "!"], kinds: "yy"),
    Case(text: "👨‍👩‍👧 ok", tokens: ["👨‍👩‍👧", " ", "ok"], kinds: "ysw"),
    Case(text: "❤️x", tokens: ["❤️", "x"], kinds: "yw"),
    Case(
      text: "a\u{00A0}b\u{3000}c", tokens: ["a", "\u{00A0}", "b", "\u{3000}", "c"], kinds: "wswsw"),
    Case(text: "#design", tokens: ["#", "design"], kinds: "yw"),
    Case(text: "Москва 5°C", tokens: ["Москва", " ", "5", "°", "C"], kinds: "wsdyw"),
    Case(text: "", tokens: [], kinds: ""),
  ]

  static func tokenize(_ text: String) -> [AlertTokenizer.Token] {
    var tokens: [AlertTokenizer.Token] = []
    Array(text.utf8).withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    return tokens
  }

  @Test(arguments: cases) func tokens(_ c: Case) {
    let bytes = Array(c.text.utf8)
    let tokens = Self.tokenize(c.text)
    #expect(tokens.map { String(decoding: bytes[$0.start..<$0.end], as: UTF8.self) } == c.tokens)
    let letters: [AlertTokenizer.Kind: Character] = [
      .word: "w", .ideograph: "i", .digits: "d", .space: "s", .symbol: "y",
    ]
    #expect(String(tokens.map { letters[$0.kind]! }) == c.kinds)
  }

  /// Tokens always cover the input exactly, in order, whatever the bytes (invalid UTF-8 too).
  @Test func tokensCoverEveryInput() {
    var generator = SeededGenerator(seed: 7)
    let alphabet: [[UInt8]] = [
      Array("a".utf8), Array(" ".utf8), Array("7".utf8), Array("漢".utf8), Array("👍🏽".utf8),
      Array("\u{200D}".utf8), Array("é".utf8), [0xFF], [0xE6, 0xBC], [0x80], Array("%".utf8),
    ]
    for _ in 0..<2000 {
      var bytes: [UInt8] = []
      for _ in 0..<Int.random(in: 0...12, using: &generator) {
        bytes += alphabet.randomElement(using: &generator)!
      }
      var tokens: [AlertTokenizer.Token] = []
      bytes.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
      var position = 0
      for token in tokens {
        #expect(token.start == position && token.end > token.start)
        position = token.end
      }
      #expect(position == bytes.count)
    }
  }
}
