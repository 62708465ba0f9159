import Testing

@testable import LocPack

/// One payload or JSONL: how a file's payloads are found, and where the broken ones are
/// reported.
@Suite struct PayloadInputTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    /// The sources of the payloads read.
    var sources: [String]
    /// `line:column id` of each diagnostic.
    var diagnostics: [String] = []
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "one pretty payload", text: "{\n  \"aps\": {\"alert\": \"Hi\"}\n}\n",
      sources: ["p.json"]),
    Case(
      name: "JSONL with a blank line",
      text: "{\"aps\":{\"alert\":\"a\"}}\n\n{\"aps\":{\"alert\":\"b\"}}\n",
      sources: ["p.json:1", "p.json:3"]),
    Case(
      name: "a broken line is located on its own line",
      text: "{\"aps\":{\"alert\":\"a\"}}\n{\"aps\":\n{\"aps\":{\"alert\":\"c\"}}\n",
      sources: ["p.json:1", "p.json:3"], diagnostics: ["2:8 json.unexpected-end"]),
    Case(name: "only whitespace", text: " \n\t\n", sources: [], diagnostics: ["0:0 payload.empty"]),
  ]

  @Test(arguments: cases) func payloadsOfOneFile(_ c: Case) {
    let (records, diagnostics) = PayloadInput.read(Array(c.text.utf8), path: "p.json")
    #expect(records.map(\.source) == c.sources)
    #expect(records.allSatisfy { $0.path == "p.json" })
    #expect(
      diagnostics.map { "\($0.location?.line ?? -1):\($0.location?.column ?? -1) \($0.id)" }
        == c.diagnostics)
    #expect(diagnostics.allSatisfy { $0.severity == .error })
  }

  /// The empty file's error names the file alone, as the text reporter prints it.
  @Test func anEmptyFileIsOneErrorNamingIt() {
    let (_, diagnostics) = PayloadInput.read([], path: "<stdin>")
    #expect(
      diagnostics.map(\.description) == [
        "<stdin>: error: the input holds no payload [payload.empty]"
      ])
  }

  /// A record's size is of the payload as given, without the file's trailing newline.
  @Test func sizesAreOfThePayloadAsGiven() throws {
    let text = "{\"aps\": {\"alert\": \"Hi\"}}"
    let (records, _) = PayloadInput.read(Array((text + "\n\n").utf8), path: "p.json")
    let record = try #require(records.first)
    #expect(record.payload.size.asGiven == text.utf8.count)
    #expect(record.line == 1)
  }
}
