import Foundation
import Testing

@testable import LocPack

extension LintRealWorldTests {
  // MARK: - Other scripts' typography

  @Test func scriptTypographyIsNotFlagged() throws {
    let items = try Self.lint("scripts")
    let rules: Set<String> = [
      "lint.invisible-character", "lint.whitespace", "lint.unbalanced-brackets",
    ]
    #expect(
      Self.findings(items, of: rules) == [
        "lint.invisible-character fr END",  // a no-break space at the end, before nothing
        "lint.invisible-character fr ZW",  // a zero-width space in Latin text
        "lint.unbalanced-brackets fr ONE",  // a lone »
        "lint.unbalanced-brackets he ONE",  // a quote after a space is a quotation mark
        "lint.unbalanced-brackets sl ONE",  // a lone »
        "lint.whitespace fr END",
      ])
  }

  struct BalanceCase: Sendable, CustomTestStringConvertible {
    var text: String
    var balanced: Bool
    var testDescription: String { text }
  }

  static let balanceCases: [BalanceCase] = [
    BalanceCase(text: "«a»", balanced: true),
    BalanceCase(text: "»a«", balanced: true),
    BalanceCase(text: "›a‹ »b«", balanced: true),
    BalanceCase(text: "»a »b« c«", balanced: true),
    BalanceCase(text: "‹a›", balanced: true),
    BalanceCase(text: "»a", balanced: false),
    BalanceCase(text: "«a«", balanced: false),
    BalanceCase(text: "»a»", balanced: false),
    BalanceCase(text: "(»a)«", balanced: false),
    BalanceCase(text: "דוא\"ל", balanced: true),
    BalanceCase(text: "ע\"י \"x\"", balanced: true),
    BalanceCase(text: "\"דואל", balanced: false),
    BalanceCase(text: "a\"b", balanced: false),
  ]

  @Test(arguments: balanceCases) func bracketBalance(_ c: BalanceCase) {
    #expect(UnbalancedBracketsRule.isBalanced(c.text) == c.balanced)
  }

  struct SpaceCase: Sendable, CustomTestStringConvertible {
    var text: String
    var index: Int
    var wordSeparator: Bool
    var frenchSpacing: Bool
    var testDescription: String { "\(text.unicodeScalars.map { $0.escaped(asASCII: true) })" }
  }

  static let spaceCases: [SpaceCase] = [
    SpaceCase(text: "ក\u{200B}ខ", index: 1, wordSeparator: true, frenchSpacing: false),
    SpaceCase(text: "ก\u{200B}", index: 1, wordSeparator: true, frenchSpacing: false),
    SpaceCase(text: "\u{200B}ລາວ", index: 0, wordSeparator: true, frenchSpacing: false),
    SpaceCase(text: "မြန်\u{200B}မာ", index: 4, wordSeparator: true, frenchSpacing: false),
    SpaceCase(text: "a\u{200B}b", index: 1, wordSeparator: false, frenchSpacing: false),
    SpaceCase(text: "\u{200B}", index: 0, wordSeparator: false, frenchSpacing: false),
    SpaceCase(text: "\u{00A0}:", index: 0, wordSeparator: false, frenchSpacing: true),
    SpaceCase(text: "a\u{202F}?", index: 1, wordSeparator: false, frenchSpacing: true),
    SpaceCase(text: "«\u{00A0}", index: 1, wordSeparator: false, frenchSpacing: true),
    SpaceCase(text: "a\u{00A0}»", index: 1, wordSeparator: false, frenchSpacing: true),
    SpaceCase(text: "a\u{00A0}", index: 1, wordSeparator: false, frenchSpacing: false),
    SpaceCase(text: "\u{00A0}a", index: 0, wordSeparator: false, frenchSpacing: false),
    SpaceCase(text: " :", index: 0, wordSeparator: false, frenchSpacing: false),
  ]

  @Test(arguments: spaceCases) func spaceByScript(_ c: SpaceCase) {
    let scalars = Array(c.text.unicodeScalars)
    #expect(ScriptContext.separatesWords(scalars, at: c.index) == c.wordSeparator)
    #expect(ScriptContext.isFrenchSpacing(scalars, at: c.index) == c.frenchSpacing)
  }

  @Test func frenchSpacingIsNoEdge() {
    #expect(WhitespaceRule.edges("\u{00A0}:") == ("", ""))
    #expect(WhitespaceRule.edges("«\u{00A0}") == ("", ""))
    #expect(WhitespaceRule.edges("a\u{00A0}") == ("", "space"))
    #expect(WhitespaceRule.edges(" \u{00A0}:") == ("space", ""))
    #expect(WhitespaceRule.edges("\n a \n") == ("newline", "newline"))
  }
}
