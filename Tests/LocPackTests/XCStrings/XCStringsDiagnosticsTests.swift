import Testing

@testable import LocPack

@Suite struct XCStringsDiagnosticsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var id: String
    var severity: Diagnostic.Severity
    /// The whole catalog.
    var text: String
    /// The text the diagnostic points at (its first occurrence).
    var needle: String
    var testDescription: String { id + " at " + needle }
  }

  /// A well-formed catalog around one entry.
  static func catalog(_ entry: String) -> String {
    """
    {
      "sourceLanguage" : "en",
      "strings" : {
        \(entry)
      },
      "version" : "1.0"
    }
    """
  }

  static func localization(_ body: String, language: String = "en", key: String = "k")
    -> String
  {
    catalog(
      "\"\(key)\" : {\n      \"localizations\" : {\n        \"\(language)\" : \(body)\n      }\n    }"
    )
  }

  static let unit = "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"x\" } }"

  static let cases: [Case] = [
    Case(
      id: "xcstrings.missing-source-language", severity: .error,
      text: "{\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}", needle: "{"),
    Case(
      id: "xcstrings.missing-strings", severity: .error,
      text: "{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}", needle: "{"),
    Case(
      id: "xcstrings.missing-version", severity: .warning,
      text: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n\n  }\n}", needle: "{"),
    Case(
      id: "xcstrings.wrong-type", severity: .error,
      text: "{\n  \"sourceLanguage\" : 1,\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}",
      needle: "1,"),
    Case(id: "xcstrings.wrong-type", severity: .error, text: "[\n\n]", needle: "["),
    Case(
      id: "xcstrings.wrong-type", severity: .error,
      text: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [],\n  \"version\" : \"1.0\"\n}",
      needle: "[]"),
    Case(
      id: "xcstrings.wrong-type", severity: .error, text: catalog("\"k\" : \"v\""), needle: "\"v\""),
    Case(
      id: "xcstrings.wrong-type", severity: .error,
      text: catalog("\"k\" : {\n      \"shouldTranslate\" : \"no\"\n    }"), needle: "\"no\""),
    Case(
      id: "xcstrings.wrong-type", severity: .error,
      text: catalog("\"k\" : {\n      \"comment\" : 7\n    }"), needle: "7"),
    Case(
      id: "xcstrings.empty-source-language", severity: .error,
      text:
        "{\n  \"sourceLanguage\" : \"\",\n  \"strings\" : {\n\n  },\n  \"version\" : \"1.0\"\n}",
      needle: "\"\","),
    Case(
      id: "xcstrings.unknown-extraction-state", severity: .warning,
      text: catalog("\"k\" : {\n      \"extractionState\" : \"automatic\"\n    }"),
      needle: "\"automatic\""),
    Case(
      id: "xcstrings.unknown-state", severity: .warning,
      text: localization("{ \"stringUnit\" : { \"state\" : \"done\", \"value\" : \"x\" } }"),
      needle: "\"done\""),
    Case(
      id: "xcstrings.missing-value", severity: .warning,
      text: localization("{ \"stringUnit\" : { \"state\" : \"new\" } }"), needle: "\"stringUnit\""),
    Case(
      id: "xcstrings.empty-localization", severity: .warning,
      text: localization("{\n\n        }", language: "de"), needle: "\"de\""),
    Case(
      id: "xcstrings.missing-other", severity: .warning,
      text: localization("{ \"variations\" : { \"plural\" : { \"one\" : \(unit) } } }"),
      needle: "\"plural\""),
    Case(
      id: "xcstrings.unknown-plural-category", severity: .warning,
      text: localization(
        "{ \"variations\" : { \"plural\" : { \"several\" : \(unit), \"other\" : \(unit) } } }"),
      needle: "\"several\""),
    Case(
      id: "xcstrings.unknown-device", severity: .warning,
      text: localization(
        "{ \"variations\" : { \"device\" : { \"toaster\" : \(unit), \"other\" : \(unit) } } }"),
      needle: "\"toaster\""),
    Case(
      id: "xcstrings.mixed-variations", severity: .warning,
      text: localization(
        "{ \"variations\" : { \"device\" : { \"other\" : \(unit) }, \"plural\" : { \"other\" : \(unit) } } }"
      ),
      needle: "\"variations\""),
    Case(
      id: "xcstrings.missing-substitution", severity: .error,
      text: localization(
        "{ \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%#@count@\" } }",
        language: "de"),
      needle: "\"de\""),
    Case(
      id: "xcstrings.unused-substitution", severity: .warning,
      text: localization(
        "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%lld\" }, \"substitutions\" : { \"n\" : { \"argNum\" : 1 } } }"
      ), needle: "\"n\""),
    Case(
      id: "xcstrings.missing-argument", severity: .error,
      text: localization(
        "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%#@n@\" }, \"substitutions\" : { \"n\" : { \"argNum\" : 3 } } }",
        key: "%lld files"), needle: "\"n\""),
    Case(
      id: "xcstrings.invalid-arg-num", severity: .error,
      text: localization(
        "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%#@n@\" }, \"substitutions\" : { \"n\" : { \"argNum\" : 0 } } }"
      ), needle: "0 }"),
    Case(
      id: "xcstrings.wrong-type", severity: .error,
      text: localization(
        "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%#@n@\" }, \"substitutions\" : { \"n\" : { \"argNum\" : \"1\" } } }"
      ), needle: "\"1\""),
    Case(
      id: "json.duplicate-key", severity: .warning,
      text: catalog("\"k\" : {\n\n    },\n    \"k\" : {\n\n    }"), needle: "\"k\" : {\n\n    }\n"),
  ]

  @Test(arguments: cases) func reportsWithLineAndColumn(_ c: Case) throws {
    let catalog = try XCStringsFile.parse(c.text, path: "t.xcstrings")
    #expect(catalog.diagnostics.map(\.id) == [c.id], "\(catalog.diagnostics)")
    let diagnostic = try #require(catalog.diagnostics.first)
    #expect(diagnostic.severity == c.severity)
    let expected = try #require(Self.location(of: c.needle, in: c.text))
    #expect(
      (diagnostic.location?.line, diagnostic.location?.column) == (expected.line, expected.column),
      "\(diagnostic)")
    #expect(!diagnostic.message.hasSuffix("."))
    #expect(diagnostic.message.first?.isUppercase == false)
  }

  /// The 1-based line and column (in characters) of the needle's first occurrence; for a
  /// needle found again later (a duplicate), its last occurrence.
  static func location(of needle: String, in text: String) -> (line: Int, column: Int)? {
    let scalars = Array(text.unicodeScalars)
    let target = Array(needle.unicodeScalars)
    var found: Int?
    var start = 0
    while start + target.count <= scalars.count {
      if Array(scalars[start..<(start + target.count)]) == target {
        found = start
        if !needle.hasPrefix("\"k\"") { break }
      }
      start += 1
    }
    guard let found else { return nil }
    var line = 1
    var column = 1
    for scalar in scalars[..<found] {
      if scalar == "\n" {
        line += 1
        column = 1
      } else {
        column += 1
      }
    }
    return (line, column)
  }

  @Test func validFixturesHaveNoDiagnostics() throws {
    for name in XCStringsFixtures.names {
      let catalog = try XCStringsFixtures.catalog(name)
      #expect(catalog.diagnostics.isEmpty, "\(name): \(catalog.diagnostics)")
    }
  }

  @Test func schemaProblemsDoNotStopReading() throws {
    let text = Self.catalog(
      "\"a\" : {\n      \"comment\" : 1\n    },\n    \"b\" : {\n      \"comment\" : \"fine\"\n    }"
    )
    let catalog = try XCStringsFile.parse(text)
    #expect(catalog.strings.map(\.key) == ["a", "b"])
    #expect(catalog["b"]?.comment == "fine")
    #expect(Array(XCStringsWriter.write(catalog)) == Array(text.utf8))
  }

  @Test func substitutionReferencedFromAnotherSubstitutionIsUsed() throws {
    let one = "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%#@inner@\" } }"
    let other = "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%arg\" } }"
    let plural = "{ \"plural\" : { \"one\" : \(one), \"other\" : \(other) } }"
    let body =
      "{ \"stringUnit\" : { \"state\" : \"new\", \"value\" : \"%#@outer@\" }, "
      + "\"substitutions\" : { \"inner\" : { \"argNum\" : 2, \"variations\" : \(plural) }, "
      + "\"outer\" : { \"argNum\" : 1, \"variations\" : \(plural) } } }"
    let catalog = try XCStringsFile.parse(Self.localization(body, key: "%lld and %lld"))
    // "inner" is used by "outer"'s forms; "inner"'s own forms reference "inner" itself.
    #expect(catalog.diagnostics.isEmpty, "\(catalog.diagnostics)")
  }
}
