import Testing

@testable import LocPack

/// Lint reads a String Catalog through ``XCStringsFile``: what the catalog rules report, and
/// where, for catalogs well and badly formed.
@Suite struct LintCatalogTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// `line:column: severity: message [id]` of each finding, in report order.
    var expected: [String]
    var testDescription: String { name }
  }

  static func unit(_ language: String, _ state: String, _ value: String) -> String {
    #""\#(language)" : { "stringUnit" : { "state" : "\#(state)", "value" : "\#(value)" } }"#
  }

  static let cases: [Case] = [
    Case(
      name: "not an object", text: "  [1, 2]\n",
      expected: [
        "1:1: error: the root of a String Catalog is array, not an object "
          + "[xcstrings.not-an-object]"
      ]),
    Case(
      name: "trailing comma", text: "{ \"sourceLanguage\" : \"en\",\n  \"strings\" : { }, }\n",
      expected: ["2:18: error: trailing comma [json.trailing-comma]"]),
    Case(
      name: "states, plurals and a key not to translate",
      text: """
        { "sourceLanguage" : "en", "strings" : {
          "%lld files" : { "localizations" : {
            "en" : { "variations" : { "plural" : { \(unit("one", "translated", "%lld file")),
              \(unit("other", "translated", "%lld files")) } } },
            "fr" : { "variations" : { "plural" : { \(unit("one", "new", "%lld fichier")) } } } } },
          "Pebble" : { "shouldTranslate" : false, "extractionState" : "stale",
            "localizations" : { \(unit("fr", "translated", "Galet")) } } } }
        """,
      expected: [
        "5:5: warning: '%lld files' in 'fr' is in state 'new' [lint.catalog-state]",
        "5:5: warning: '%lld files': the translation does not show argument 1 of the base "
          + "[lint.format-cosmetic]",
        "5:5: warning: '%lld files' has no many form for 'fr'; Foundation shows 'other' instead "
          + "[lint.plural-missing-category]",
        "5:5: error: the plural variation of '%lld files' in 'fr' has no 'other' form "
          + "[lint.plural-missing-other]",
        "6:3: warning: 'Pebble' is stale: the code no longer uses it [lint.catalog-state]",
        "7:25: warning: 'Pebble' should not be translated but has a 'fr' translation "
          + "[lint.catalog-should-not-translate]",
      ]),
    Case(
      name: "substitutions",
      text: """
        { "sourceLanguage" : "en", "strings" : { "%lld songs" : { "localizations" : {
          "en" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
            "substitutions" : { "n" : { "argNum" : 1, "formatSpecifier" : "lld",
              "variations" : { "plural" : { \(unit("other", "translated", "%arg songs")) } } } } },
          "fr" : { "stringUnit" : { "state" : "translated", "value" : "%#@c@ %#@x@" },
            "substitutions" : {
              "c" : { "argNum" : 1, "formatSpecifier" : "@",
                "variations" : { "plural" : { \(unit("other", "translated", "%arg")) } } },
              "x" : { "argNum" : 2, "formatSpecifier" : "lld",
                "variations" : { "plural" : { \(unit("other", "translated", "%arg")) } } } } } } } } }
        """,
      expected: [
        "2:3: warning: '%lld songs' has no one form for 'en'; Foundation shows 'other' instead "
          + "[lint.plural-missing-category]",
        "5:3: error: '%lld songs': '%@' reads argument 1 as object but the base '%lld' passes "
          + "long [lint.format-crash]",
        "5:3: error: '%lld songs': '%lld' reads argument 2 but the base string passes only 1 "
          + "[lint.format-crash]",
        "5:3: warning: '%lld songs' has no one, many form for 'fr'; Foundation shows 'other' "
          + "instead [lint.plural-missing-category]",
        "5:3: warning: '%lld songs' has no one, many form for 'fr'; Foundation shows 'other' "
          + "instead [lint.plural-missing-category]",
        "7:7: error: substitution 'c' of '%lld songs' reads argument 1 as '@' but the source's "
          + "substitution 'n' reads it as 'lld' [lint.catalog-substitution]",
        "9:7: error: substitution 'x' of '%lld songs' reads argument 2 but the source passes 1 "
          + "[lint.catalog-substitution]",
      ]),
  ]

  @Test(arguments: cases) func findings(_ c: Case) throws {
    let input = try #require(LintLoader.Input(path: "Cat.xcstrings"))
    let document = LintLoader.document(Array(c.text.utf8), input)
    let items = Linter().lint([document]).items
    let found = items.map { item in
      let diagnostic = item.diagnostic
      let place = diagnostic.location.map { "\($0.line):\($0.column): " } ?? ""
      return place + "\(diagnostic.severity): \(diagnostic.message) [\(diagnostic.id)]"
    }
    #expect(found == c.expected)
  }

  @Test func notesPointAtTheSourceSubstitution() throws {
    let input = try #require(LintLoader.Input(path: "Cat.xcstrings"))
    let text = Self.cases[3].text
    let items = Linter().lint([LintLoader.document(Array(text.utf8), input)]).items
    let mismatch = try #require(items.first { $0.diagnostic.id == "lint.catalog-substitution" })
    let note = try #require(mismatch.diagnostic.notes.first)
    #expect(note.message == "source substitution defined here")
    #expect(note.location.map { "\($0.line):\($0.column)" } == "3:25")
  }
}
