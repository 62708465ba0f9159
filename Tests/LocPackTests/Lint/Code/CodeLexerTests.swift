import LocPackTestSupport
import Testing

@testable import LocPack

/// Every literal and comment form of the code lexer: the texts of the literals it reads
/// (nil for an interpolated one), and where it reports unterminated ones.
@Suite struct CodeLexerTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var language: CodeLexer.Language = .swift
    var source: String
    /// The top-level literals' texts, in order; nil for an interpolated literal.
    var texts: [String?]
    /// The byte offsets of the problems reported.
    var problems: [Int] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "escapes", source: #"let a = "q\"t\\n\t|\0|""#, texts: ["q\"t\\n\t|\u{0}|"]),
    Case(name: "unicode escape", source: #""\u{1F600}\u{E9}""#, texts: ["😀é"]),
    Case(name: "raw string", source: ##"#"a\nb"#"##, texts: [#"a\nb"#]),
    Case(name: "raw string with two hashes", source: ###"##"a"#b"##"###, texts: [##"a"#b"##]),
    Case(name: "raw string escape", source: ##"#"a\#nb"#"##, texts: ["a\nb"]),
    Case(name: "raw interpolation", source: ##"#"\#(x) y"#"##, texts: [nil]),
    Case(
      name: "multi-line dedented", source: "let s = \"\"\"\n  hello\n    world \"q\"\n  \"\"\"\n",
      texts: ["hello\n  world \"q\""]),
    Case(
      name: "multi-line continuation", source: "\"\"\"\n  a \\\n  b\n  \"\"\"", texts: ["a b"]),
    Case(
      name: "interpolation with nested parentheses and strings",
      source: #"Text("a \(f("x)", (1 + g("\(y)")))) b") + "c""#, texts: [nil, "c"]),
    Case(name: "line comment", source: "// \"not\"\n\"yes\"", texts: ["yes"]),
    Case(
      name: "nested block comment", source: #"/* "a" /* "b" */ "c" */ "d""#, texts: ["d"]),
    Case(
      name: "Objective-C block comments do not nest", language: .objectiveC,
      source: #"/* /* "a" */ @"d""#, texts: ["d"]),
    Case(
      name: "Objective-C escapes", language: .objectiveC, source: #"@"a\x41\101\u00e9""#,
      texts: ["aAAé"]),
    Case(
      name: "Objective-C character literal", language: .objectiveC, source: #"c = '"'; s = @"z";"#,
      texts: ["z"]),
    Case(
      name: "Objective-C adjacent literals stay two", language: .objectiveC,
      source: #"@"a" "b""#, texts: ["a", "b"]),
    Case(name: "backtick identifier", source: "let `default` = \"x\"", texts: ["x"]),
    Case(
      name: "unterminated string ends at the line", source: "\"abc\nlet x = \"ok\"",
      texts: ["abc", "ok"], problems: [0]),
    Case(
      name: "unterminated multi-line string", source: "x = \"\"\"\nabc", texts: ["abc"],
      problems: [4]),
    Case(name: "unterminated comment", source: "\"a\" /* \"b\"", texts: ["a"], problems: [4]),
    Case(name: "unterminated interpolation", source: #""a \(f("#, texts: [nil], problems: [0]),
    Case(name: "empty file", source: "", texts: []),
  ]

  @Test(arguments: cases)
  func literals(_ testCase: Case) {
    let output = CodeLexer.lex(Array(testCase.source.utf8), language: testCase.language)
    let texts = output.tokens.compactMap(\.literalIndex).map { output.literals[$0].text }
    #expect(texts == testCase.texts)
    #expect(output.problems.map(\.offset).sorted() == testCase.problems)
  }

  @Test func interpolationKeepsItsTokensAndNestedLiterals() throws {
    let output = CodeLexer.lex(Array(#""a \(f("x)")) b""#.utf8), language: .swift)
    let literal = try #require(output.tokens.first?.literalIndex.map { output.literals[$0] })
    #expect(literal.prefix == "a ")
    #expect(literal.suffix == " b")
    guard case .interpolation(let inner)? = literal.segments.dropFirst().first else {
      Issue.record("no interpolation: \(literal.segments)")
      return
    }
    let nested = inner.compactMap(\.literalIndex).map { output.literals[$0].text }
    #expect(nested == ["x)"])
    #expect(inner.count == 4)  // f ( "x)" )
  }

  @Test func tokensCarryTheirByteRanges() {
    let source = "NSLocalizedString(@\"k\", nil)"
    let output = CodeLexer.lex(Array(source.utf8), language: .objectiveC)
    #expect(output.tokens.first?.range == 0..<17)
    #expect(output.tokens[2].range == 18..<22)  // @"k", the @ included
  }

  /// Random runs of call fragments never crash the lexer or the call scanner.
  @Test func arbitraryFragmentsAreSafe() {
    var generator = SeededGenerator(seed: 3_600)
    let fragments = [
      "NSLocalizedString", "localizedStringForKey", "localizedString", "Text", "String", "tr",
      "L10n", "#", "Preview", "struct", "PreviewProvider", "func", "(", ")", "[", "]", "{", "}",
      ":", ",", ".", "@", "\"k\"", "@\"k\"", "\"\\(n) x\"", "n", "forKey", "localized",
      "table", "nil", "let", "=", "3", "\"\"\"\n", "\\(", "specifier", "Self",
    ]
    let functions = [
      LintConfiguration.CodeFunction(name: "L10n.tr", keyArgument: 1, table: .argument(0))
    ]
    for round in 0..<400 {
      let text = (0..<24).map { _ in
        fragments[Int.random(in: 0..<fragments.count, using: &generator)]
      }.joined(separator: round % 2 == 0 ? " " : "")
      for path in ["F.swift", "F.m"] {
        _ = CodeIndex.scan(files: [(path, Array(text.utf8))], functions: functions)
      }
    }
  }

  /// Random bytes never crash the lexer and it always ends.
  @Test func arbitraryBytesAreSafe() {
    var generator = SeededGenerator(seed: 36)
    let alphabet = Array(##"\"#()@'/*u{}x01 \n"##.utf8)
    for _ in 0..<500 {
      let bytes = (0..<64).map { _ in
        alphabet[Int.random(in: 0..<alphabet.count, using: &generator)]
      }
      for language in [CodeLexer.Language.swift, .objectiveC] {
        _ = CodeLexer.lex(bytes, language: language)
      }
    }
  }
}
