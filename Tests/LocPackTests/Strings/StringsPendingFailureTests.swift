import Testing

@testable import LocPack

/// The scanner's pending failure, as CoreFoundation keeps it: set by a failed value, cleared
/// by a later success, the first cause kept; and an exceeded limit, which nothing clears.
@Suite struct StringsPendingFailureTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var testDescription: String { name }
  }

  /// Texts where a failure is recorded and then kept or cleared; Foundation decides.
  static let differential: [Case] = [
    Case(name: "unterminated string in array", text: "a = (\"x\", \"y);"),
    Case(name: "unterminated string in array, then more", text: "a = (\"x\", \"y);\nb = c;"),
    Case(name: "trailing comma in array", text: "a = (\"x\", );\nb = c;"),
    Case(name: "empty array", text: "a = ();\nb = c;"),
    Case(name: "array without closing", text: "a = (x, y;\nb = c;"),
    Case(name: "unterminated key in dictionary", text: "a = { b = c; \"d };"),
    Case(name: "dictionary without closing", text: "a = { b = c; };\nd = { e = f;"),
    Case(name: "nested success after failure", text: "a = ((x), (y, (z)));\nb = c;"),
    Case(name: "unterminated key at top level", text: "a = b;\n\"c = d;\ne = f;"),
    Case(name: "unterminated value at top level", text: "a = b;\nc = \"d;\ne = f;"),
    Case(name: "odd data, then entry", text: "a = <0f1>;\nb = c;"),
    Case(name: "data, then entry", text: "a = <0f 1a>;\nb = c;"),
    Case(name: "key only after failure-free entry", text: "a = b;\nc;\nd = e;"),
    Case(name: "key only, quoted", text: "\"a b\";\n\"c\" = \"d\";"),
    Case(name: "missing semicolon", text: "a = b\nc = d;"),
    Case(name: "missing value", text: "a = ;\nc = d;"),
  ]

  @Test(arguments: differential) func matchesFoundation(_ c: Case) {
    let bytes = Array(c.text.utf8)
    #expect(StringsTestSupport.locpack(bytes) == StringsTestSupport.foundation(bytes))
  }

  @Test func keyOnlyEntryValueIsTheKey() throws {
    let file = try StringsFile.parse(Array("a;\n\"b c\";\nd = e;".utf8), path: "t.strings")
    #expect(file.entries.map(\.value) == [.string("a"), .string("b c"), .string("e")])
    #expect(file.entries.map(\.valueRange) == [nil, nil, 14..<15])
    #expect(file.table["b c"] == .string("b c"))
  }

  struct LimitCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var limits: InputLimits
    /// The id of the error thrown, or nil when the text parses.
    var id: String?
    var testDescription: String { name }
  }

  static let limitCases: [LimitCase] = [
    LimitCase(
      name: "values exactly at the limit", text: "a = b; c = d;",
      limits: InputLimits(maxObjects: 4), id: nil),
    LimitCase(
      name: "one value over, later entries parse", text: "a = b; c = d; e = f;",
      limits: InputLimits(maxObjects: 4), id: "strings.too-many-values"),
    LimitCase(
      name: "over inside an array", text: "a = (b, c, d);\ne = f;",
      limits: InputLimits(maxObjects: 3), id: "strings.too-many-values"),
    LimitCase(
      name: "long string, later entries parse", text: "a = \"xxxxxxxx\";\nb = c;",
      limits: InputLimits(maxStringBytes: 4), id: "strings.string-too-long"),
    LimitCase(
      name: "long escaped string", text: "a = \"x\\nxxxxx\";\nb = c;",
      limits: InputLimits(maxStringBytes: 4), id: "strings.string-too-long"),
    LimitCase(
      name: "long key", text: "abcdefgh = c;", limits: InputLimits(maxStringBytes: 4),
      id: "strings.string-too-long"),
    LimitCase(
      name: "deep, then an entry", text: "a = ((((x))));\nb = c;", limits: InputLimits(maxDepth: 2),
      id: "strings.too-deep"),
  ]

  @Test(arguments: limitCases) func exceededLimitIsThrown(_ c: LimitCase) {
    let result = Result { () throws(StringsError) in
      try StringsFile.parse(Array(c.text.utf8), path: "t.strings", limits: c.limits)
    }
    switch result {
    case .success: #expect(c.id == nil)
    case .failure(let error): #expect(error.id == c.id)
    }
  }
}
