import Testing

@testable import LocPack

@Suite struct XCStringsMalformedTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: [UInt8]
    var id: String
    var line: Int
    var column: Int
    var testDescription: String { name }

    init(_ name: String, _ text: String, _ id: String, _ line: Int, _ column: Int) {
      self.init(name, Array(text.utf8), id, line, column)
    }

    init(_ name: String, _ bytes: [UInt8], _ id: String, _ line: Int, _ column: Int) {
      self.name = name
      self.text = bytes
      self.id = id
      self.line = line
      self.column = column
    }
  }

  static let header = "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n"

  static let cases: [Case] = [
    Case("empty file", "", "json.unexpected-end", 1, 1),
    Case("unclosed catalog", header, "json.unexpected-end", 4, 1),
    Case(
      "trailing comma after version", "{\n  \"version\" : \"1.0\",\n}", "json.trailing-comma", 2,
      20),
    Case(
      "missing comma between members",
      "{\n  \"sourceLanguage\" : \"en\"\n  \"version\" : \"1.0\"\n}",
      "json.unexpected-character", 3, 3),
    Case(
      "unterminated key", header + "    \"Hello : {\n", "json.control-character", 4, 15),
    Case(
      "invalid escape in key", header + "    \"bad\\q\" : {\n\n    }\n  }\n}",
      "json.invalid-escape", 4, 9),
    Case(
      "lone surrogate in value", header + "    \"a\" : {\n      \"comment\" : \"\\ud83d\"\n",
      "json.lone-surrogate", 5, 20),
    Case("leading zero in argNum", "{\n  \"argNum\" : 01\n}", "json.leading-zero", 2, 14),
    Case("NaN", "{\n  \"version\" : NaN\n}", "json.invalid-literal", 2, 15),
    Case("text after the catalog", "{\n\n}\n}", "json.trailing-garbage", 4, 1),
    Case("comment before the catalog", "// Localizable\n{}", "json.unexpected-character", 1, 1),
    Case(
      "single-quoted string", "{\n  'sourceLanguage' : \"en\"\n}", "json.unexpected-character",
      2, 3),
    Case(
      "column counts characters", "{\n  \"schlüssel\" : \"wert\",,\n}",
      "json.unexpected-character", 2, 24),
    Case(
      "invalid UTF-8", Array("{\n  \"a\" : \"".utf8) + [0xFF] + Array("\"\n}".utf8),
      "json.invalid-utf8", 2, 10),
    Case(
      "nesting too deep", String(repeating: "[", count: 600), "json.too-deep", 1, 513),
  ]

  @Test(arguments: cases) func syntaxErrorHasLineAndColumn(_ c: Case) {
    do {
      let catalog = try XCStringsFile.parse(c.text, path: "bad.xcstrings")
      Issue.record("parsed: \(catalog.strings.count) strings")
    } catch {
      #expect(error.id == c.id, "\(error)")
      #expect(error.location.path == "bad.xcstrings")
      #expect(
        (error.location.line, error.location.column) == (c.line, c.column), "\(error)")
      #expect(error.description.hasPrefix("bad.xcstrings:\(c.line):\(c.column): error: "))
    }
  }
}
