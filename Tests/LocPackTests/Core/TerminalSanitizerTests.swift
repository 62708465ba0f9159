import Foundation
import Testing

@testable import LocPack

@Suite struct TerminalSanitizerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var input: String
    var output: String
    var note: String
    var testDescription: String { note }
  }

  static let cases: [Case] = [
    Case(input: "plain text", output: "plain text", note: "plain"),
    Case(input: "\u{1B}[31mred\u{1B}[0m", output: "␛[31mred␛[0m", note: "sgr colour"),
    Case(input: "\u{1B}[2J\u{1B}[H", output: "␛[2J␛[H", note: "clear screen and home"),
    Case(input: "\u{1B}]0;pwned\u{07}", output: "␛]0;pwned␇", note: "osc title with bel"),
    Case(
      input: "\u{1B}]8;;https://x.example\u{1B}\\link\u{1B}]8;;\u{1B}\\",
      output: "␛]8;;https://x.example␛\\link␛]8;;␛\\", note: "osc 8 hyperlink with st"),
    Case(input: "\u{1B}P+q\u{1B}\\", output: "␛P+q␛\\", note: "dcs request"),
    Case(input: "\u{9B}1mlog\u{9B}0m", output: "<U+009B>1mlog<U+009B>0m", note: "c1 csi"),
    Case(input: "\u{9D}0;t\u{9C}", output: "<U+009D>0;t<U+009C>", note: "c1 osc and st"),
    Case(input: "a\u{85}b", output: "a<U+0085>b", note: "c1 next line"),
    Case(input: "\u{80}\u{9F}", output: "<U+0080><U+009F>", note: "c1 range ends"),
    Case(input: "\u{7F}", output: "␡", note: "delete"),
    Case(input: "\u{0}\u{7}\u{8}", output: "␀␇␈", note: "nul bel backspace"),
    Case(input: "\u{1F}", output: "␟", note: "unit separator"),
    Case(input: "a\tb", output: "a b", note: "tab becomes a space"),
    Case(input: "a\nb", output: "a\nb", note: "line feed kept"),
    Case(input: "a\r\nb", output: "a\nb", note: "crlf becomes lf"),
    Case(input: "a\rb", output: "a\nb", note: "cr becomes lf"),
    Case(input: "a\u{2028}b\u{2029}c", output: "a\nb\nc", note: "unicode line separators"),
    Case(input: "\u{202E}txt.exe\u{202C}", output: "<RLO>txt.exe<PDF>", note: "rlo trojan source"),
    Case(input: "\u{202A}\u{202B}\u{202D}", output: "<LRE><RLE><LRO>", note: "embeddings"),
    Case(
      input: "\u{2066}a\u{2069}\u{2067}\u{2068}", output: "<LRI>a<PDI><RLI><FSI>", note: "isolates"),
    Case(
      input: "مرحبا\u{200F} \u{200E}x\u{61C}", output: "مرحبا<RLM> <LRM>x<ALM>",
      note: "bidi marks shown"),
    Case(input: "👨‍👩‍👧‍👦 e\u{301} 1️⃣", output: "👨‍👩‍👧‍👦 e\u{301} 1️⃣", note: "joiners and selectors kept"),
    Case(input: "\u{1B}\u{301}", output: "␛\u{301}", note: "escape with combining mark"),
  ]

  @Test(arguments: cases) func sanitize(_ c: Case) {
    let output = TerminalSanitizer.sanitize(c.input)
    #expect(output == c.output)
    #expect(Self.isInert(output))
    #expect(TerminalSanitizer.needsSanitizing(c.input) == (c.input != c.output))
    #expect(TerminalSanitizer.sanitize(output) == output, "sanitizing is idempotent")
  }

  /// The sample payload with ESC, OSC and C1 sequences in its title and body.
  @Test func ansiEscapePayload() throws {
    let url = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Resources/payloads/ansi-escape.json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    let aps = try #require((json as? [String: Any])?["aps"] as? [String: Any])
    let alert = try #require(aps["alert"] as? [String: String])
    let title = try #require(alert["title"])
    let body = try #require(alert["body"])
    #expect(TerminalSanitizer.sanitize(title) == "␛[31mSecurity alert␛[0m")
    #expect(
      TerminalSanitizer.sanitize(body)
        == "Build ␛[31mFAILED␛[0m on main␛[2J␛]0;pwned␇ — see <U+009B>1mlog<U+009B>0m")
    #expect(!Self.isInert(title + body))
  }

  /// Every scalar from U+0000 to U+00FF and the bidi controls come out inert.
  @Test func exhaustiveLowScalars() {
    var text = String.UnicodeScalarView()
    for value in UInt32(0)...0xFF { text.append(Unicode.Scalar(value)!) }
    for value in UInt32(0x2000)...0x206F { text.append(Unicode.Scalar(value)!) }
    #expect(Self.isInert(TerminalSanitizer.sanitize(String(text))))
  }

  /// No scalar a terminal would act on, except LF.
  static func isInert(_ text: String) -> Bool {
    !text.unicodeScalars.contains { scalar in
      let value = scalar.value
      return (value < 0x20 && value != 0x0A) || (0x7F...0x9F).contains(value)
        || (0x202A...0x202E).contains(value) || (0x2066...0x2069).contains(value)
        || value == 0x2028 || value == 0x2029
    }
  }
}
