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
    Case(text: "$1,299.00", tokens: ["$", "1,299.00"], kinds: "yd"),
    Case(text: "1,299.", tokens: ["1,299", "."], kinds: "dy"),
    Case(text: "王伟赞了", tokens: ["王", "伟", "赞", "了"], kinds: "iiii"),
    Case(
      text: "レアル・マドリード対リバプール",
      tokens: ["レアル", "・", "マドリード", "対", "リバプール"], kinds: "wywiw"),
    Case(text: "キックオフ！", tokens: ["キックオフ", "！"], kinds: "wy"),
    Case(text: "ｶﾞｲﾄﾞを", tokens: ["ｶﾞｲﾄﾞ", "を"], kinds: "wi"),
    Case(text: "ハ\u{309A}ン", tokens: ["ハ\u{309A}ン"], kinds: "w"),
    Case(text: "¥90,517を", tokens: ["¥", "90,517", "を"], kinds: "ydi"),
    Case(text: "أُعجب يوسف", tokens: ["أُعجب", " ", "يوسف"], kinds: "wsw"),
    Case(text: "١٬٢٩٩", tokens: ["١", "٬", "٢٩٩"], kinds: "dyd"),
    Case(text: "Café naïve", tokens: ["Café", " ", "naïve"], kinds: "wsw"),
    // Korean writes its particles onto the word before: a word ends where Hangul meets
    // another script, and Hangul stays one word.
    Case(text: "Chloé님이 Олег에게", tokens: ["Chloé", "님이", " ", "Олег", "에게"], kinds: "wwsww"),
    Case(text: "한지민님이", tokens: ["한지민님이"], kinds: "w"),
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

  /// Values written without spaces are one digits token: codes, links, e-mail addresses.
  static let valueCases: [Case] = [
    Case(
      text: "Seat 13B on IB57", tokens: ["Seat", " ", "13B", " ", "on", " ", "IB57"],
      kinds: "wsdswsd"),
    Case(
      text: "UA 34便の座席29D", tokens: ["UA", " ", "34", "便", "の", "座", "席", "29D"], kinds: "wsdiiiid"),
    Case(text: "review ios-app#1879", tokens: ["review", " ", "ios-app#1879"], kinds: "wsd"),
    Case(text: "请求infra#3167。", tokens: ["请", "求", "infra#3167", "。"], kinds: "iidy"),
    Case(text: "Order #42", tokens: ["Order", " ", "#", "42"], kinds: "wsyd"),
    Case(text: "ios-app", tokens: ["ios", "-", "app"], kinds: "wyw"),
    Case(text: "75%)", tokens: ["75", "%", ")"], kinds: "dyy"),
    Case(text: "16,194円", tokens: ["16,194", "円"], kinds: "di"),
    Case(text: "at 10:30.", tokens: ["at", " ", "10:30", "."], kinds: "wsdy"),
    Case(text: "COVID-19, 2FA", tokens: ["COVID-19", ",", " ", "2FA"], kinds: "dysd"),
    Case(text: "5-", tokens: ["5", "-"], kinds: "dy"),
    Case(text: "a--1", tokens: ["a", "-", "-", "1"], kinds: "wyyd"),
    Case(text: "13Bé", tokens: ["13", "Bé"], kinds: "dw"),
    Case(
      text: "Track it: https://go.shipfast.io/og3TXJyh.",
      tokens: ["Track", " ", "it", ":", " ", "https://go.shipfast.io/og3TXJyh", "."],
      kinds: "wswysdy"),
    Case(
      text: "こちら：parcelgo.app/t/ZKLcPUw3です",
      tokens: ["こ", "ち", "ら", "：", "parcelgo.app/t/ZKLcPUw3", "で", "す"],
      kinds: "iiiydii"),
    Case(
      text: "(see www.example.com)", tokens: ["(", "see", " ", "www.example.com", ")"],
      kinds: "ywsdy"),
    Case(
      text: "(x.io/a_(b))", tokens: ["(", "x.io/a_(b)", ")"], kinds: "ydy"),
    Case(text: "host.local:8080/x", tokens: ["host.local:8080/x"], kinds: "d"),
    Case(
      text: "youtu.be/v=bC2's day", tokens: ["youtu.be/v=bC2", "'", "s", " ", "day"],
      kinds: "dywsw"),
    Case(text: "site.com/ab'nin", tokens: ["site.com/ab", "'", "nin"], kinds: "dyw"),
    Case(text: "x.io/it's-ok", tokens: ["x.io/it's-ok"], kinds: "d"),
    Case(text: "x.io/a'bcde", tokens: ["x.io/a'bcde"], kinds: "d"),
    Case(
      text: "Mail ana.p+x@mail.example.org!",
      tokens: ["Mail", " ", "ana.p+x@mail.example.org", "!"], kinds: "wsdy"),
    Case(text: "index.html", tokens: ["index", ".", "html"], kinds: "wyw"),
    Case(text: "e.g. this", tokens: ["e", ".", "g", ".", " ", "this"], kinds: "wywysw"),
    Case(text: "https://", tokens: ["https", ":", "/", "/"], kinds: "wyyy"),
    Case(text: "a@b", tokens: ["a", "@", "b"], kinds: "wyw"),
  ]

  static func tokenize(_ text: String) -> [AlertTokenizer.Token] {
    var tokens: [AlertTokenizer.Token] = []
    Array(text.utf8).withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    return tokens
  }

  @Test(arguments: cases + valueCases) func tokens(_ c: Case) {
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

  /// Runs that could start a value after every `.` or `-` are read with bounded lookahead: a
  /// long one gives its words and symbols one by one (a quadratic scan would not finish), and a
  /// value just under the bound is still one token.
  @Test(arguments: ["a.", "a-", "1.", "a_1.", "www.a/"]) func longRunsStayLinear(_ unit: String) {
    let repeats = 4_000
    let text = String(repeating: unit, count: repeats)
    let tokens = Self.tokenize(text)
    var position = 0
    for token in tokens {
      #expect(token.start == position && token.end > token.start)
      position = token.end
    }
    #expect(position == text.utf8.count)
    #expect(tokens.allSatisfy { $0.end - $0.start <= AlertTokenizer.longestValue })
    let code = String(repeating: "ab1-", count: (AlertTokenizer.longestValue - 4) / 4) + "ab1"
    #expect(Self.tokenize(code + " x").first.map { $0.end - $0.start } == code.utf8.count)
  }

  /// Positions outside the text read nothing: a value there is none, a scalar there is U+FFFD
  /// of one byte, and a token reaching past the end (of another text) weighs one word.
  @Test func positionsOutsideTheTextReadNothing() {
    let bytes = Array("ab1 ｶﾞｲ".utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let text = CheckedBytes(buffer)
      for index in [-1, bytes.count, bytes.count + 8, Int.min, Int.max] {
        #expect(AlertTokenizer.valueEnd(text, at: index) == nil)
        #expect(AlertTokenizer.decode(text, at: index) == (0xFFFD, 1))
      }
      #expect(AlertTokenizer.valueEnd(text, at: 0) == 3)
      // The lead byte of the half-width katakana run, its end past the text's.
      let start = 4
      let token = AlertTokenizer.Token(kind: .word, start: start, end: bytes.count + 6)
      #expect(AlertTokenizer.lexicalWeight(token, in: buffer) == 1)
      let inside = AlertTokenizer.Token(kind: .word, start: start, end: bytes.count)
      #expect(AlertTokenizer.lexicalWeight(inside, in: buffer) == 3)
      let outside = AlertTokenizer.Token(kind: .word, start: bytes.count + 2, end: bytes.count + 4)
      #expect(AlertTokenizer.lexicalWeight(outside, in: buffer) == 1)
    }
  }
}
