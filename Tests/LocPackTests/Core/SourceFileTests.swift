import Testing

@testable import LocPack

@Suite struct SourceFileTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var offset: Int
    var line: Int
    var column: Int
    var testDescription: String { "\(text.debugDescription)@\(offset)" }
  }

  static let cases: [Case] = [
    Case(text: "abc", offset: 0, line: 1, column: 1),
    Case(text: "abc", offset: 3, line: 1, column: 4),
    Case(text: "a\nb", offset: 2, line: 2, column: 1),
    Case(text: "a\r\nb", offset: 3, line: 2, column: 1),
    Case(text: "a\rb", offset: 2, line: 2, column: 1),
    Case(text: "\r\r\n\n", offset: 4, line: 4, column: 1),
    // "é" is two UTF-8 bytes but one column; "日" is three bytes.
    Case(text: "é日x", offset: 5, line: 1, column: 3),
    Case(text: "x\n😀=", offset: 6, line: 2, column: 2),
  ]

  @Test(arguments: cases) func location(_ c: Case) {
    let file = SourceFile(path: "t.strings", utf8: Array(c.text.utf8))
    let location = file.location(at: c.offset)
    #expect(location.line == c.line)
    #expect(location.column == c.column)
    #expect(location.description == "t.strings:\(c.line):\(c.column)")
  }

  @Test func diagnosticDescription() {
    let file = SourceFile(
      path: "fr.lproj/Localizable.strings", utf8: Array("a = b;\n\"a\" = c;".utf8))
    let diagnostic = Diagnostic(
      .warning, id: "strings.duplicate-key", "duplicate key 'a'", at: file.location(at: 7),
      notes: [.init("first defined here", at: file.location(at: 0))])
    #expect(
      diagnostic.description == """
        fr.lproj/Localizable.strings:2:1: warning: duplicate key 'a' [strings.duplicate-key]
        fr.lproj/Localizable.strings:1:1: note: first defined here
        """)
  }

  /// Messages quote input: escape sequences, line breaks and bidirectional overrides in the
  /// message, the notes or the path are shown as visible escapes, one line per diagnostic.
  @Test func diagnosticDescriptionShowsControlsAsEscapes() {
    let location = SourceLocation(path: "x\u{1B}]0;t\u{07}.strings", line: 1, column: 2, offset: 1)
    let diagnostic = Diagnostic(
      .warning, id: "strings.duplicate-key", "duplicate key '\u{1B}[2J\n\u{202E}\u{9B}'",
      at: location, notes: [.init("first\rhere", at: nil)])
    #expect(
      diagnostic.description == """
        x\\u{1B}]0;t\\u{7}.strings:1:2: warning: duplicate key '\\u{1B}[2J\\n\\u{202E}\\u{9B}' \
        [strings.duplicate-key]
        note: first\\rhere
        """)
  }

  /// A whole-file location (binary tables have no lines) prints as the path alone.
  @Test func wholeFileLocationPrintsThePathAlone() {
    let diagnostic = Diagnostic(
      .info, id: "lint.untranslated", "not translated", at: .wholeFile("de.lproj/A.strings"))
    #expect(
      diagnostic.description == "de.lproj/A.strings: info: not translated [lint.untranslated]")
    #expect(SourceLocation.wholeFile("x").isWholeFile)
    #expect(!SourceLocation(path: "x", line: 1, column: 1, offset: 0).isWholeFile)
  }
}
