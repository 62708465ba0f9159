import Testing

@testable import LocPack

@Suite struct JSONLinesTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var lines: [String]
    var testDescription: String { text.debugDescription }
  }

  static let cases: [Case] = [
    Case(text: "", lines: []),
    Case(text: "a", lines: ["a"]),
    Case(text: "a\n", lines: ["a"]),
    Case(text: "a\nb", lines: ["a", "b"]),
    Case(text: "a\r\nb\r\n", lines: ["a", "b"]),
    Case(text: "\n\n", lines: ["", ""]),
    Case(text: "a\n\nb", lines: ["a", "", "b"]),
    Case(text: "a\r\n\r\nb", lines: ["a", "", "b"]),
    Case(text: "{\"x\":\"\r\"}\n", lines: ["{\"x\":\"\r\"}"]),
  ]

  @Test(arguments: cases) func splits(_ c: Case) {
    let bytes = Array(c.text.utf8)
    let lines = Array(JSONLines(bytes))
    #expect(lines.map { String(decoding: bytes[$0.range], as: UTF8.self) } == c.lines)
    #expect(lines.map(\.number) == Array(0..<c.lines.count).map { $0 + 1 })
    #expect(lines.map(\.isBlank) == c.lines.map { $0.isEmpty })
  }

  @Test func parsesEachLine() throws {
    let bytes = Array("{\"aps\":{\"badge\":1}}\r\n  \n[\"日本\"]".utf8)
    var values: [JSONValue] = []
    for line in JSONLines(bytes) where !line.isBlank {
      values.append(try JSONParser.parseValue(bytes, in: line.range, line: line.number))
    }
    #expect(values == [.object(["aps": .object(["badge": 1])]), ["日本"]])
  }
}
