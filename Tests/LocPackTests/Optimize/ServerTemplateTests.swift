import Testing

@testable import LocPack

@Suite struct ServerTemplateTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var line: String
    var format: String
    var placeholders: [String]
    var testDescription: String { line }
  }

  static let cases: [Case] = [
    Case(line: "{actor} liked your photo", format: "%@ liked your photo", placeholders: ["actor"]),
    Case(
      line: "Hi {{first_name}}, 50% off", format: "Hi %@, 50%% off", placeholders: ["first_name"]),
    Case(line: "%s sent %s", format: "%@ sent %@", placeholders: ["1", "2"]),
    Case(line: "%2$@ from %1$@ %%", format: "%@ from %@ %%", placeholders: ["2", "1"]),
    Case(line: "{home}{away}", format: "%@%@", placeholders: ["home", "away"]),
    Case(line: "a { b } {} {x", format: "a { b } {} {x", placeholders: []),
    Case(line: "{{x}", format: "{%@", placeholders: ["x"]),
    Case(line: "100%", format: "100%%", placeholders: []),
  ]

  @Test(arguments: cases) func parses(_ c: Case) throws {
    let parsed = try #require(ServerTemplate.parse(Array(c.line.utf8)[...]))
    #expect(parsed.template.format == c.format)
    #expect(parsed.placeholders == c.placeholders)
  }

  @Test func blankLinesAreSkipped() {
    #expect(ServerTemplate.parse(Array(" \t".utf8)[...]) == nil)
  }

  @Test func convertsAFileIntoTableEntries() throws {
    let input = Array(
      "{actor} liked your photo\n\n%s sent you a photo\n{a} liked your photo\n".utf8)
    let table = try OptimizeTestSupport.editor("\"MESSAGE_PHOTO\" = \"%@ sent you a photo\";\n")
    let result = Optimizer().convertTemplates(input, path: "t.txt", table: table)
    #expect(result.report.templates.map(\.key) == ["LIKED_YOUR_PHOTO", "MESSAGE_PHOTO"])
    #expect(result.report.newKeys == ["LIKED_YOUR_PHOTO"])
    #expect(result.report.roundtripChecked == 2)
    #expect(result.report.roundtripMismatches == 0)
    #expect(result.diagnostics.map(\.id) == ["optimize.duplicate-template"])
    #expect(result.diagnostics.first?.location?.line == 4)
    let file = try StringsFile.parse(result.table.bytes(), path: "t")
    #expect(file.entries.last?.value == .string("%@ liked your photo"))
  }

  @Test func textLinesBecomeMinimalPayloads() {
    let input = Array("Hello \"you\"\n\nBye\r\n".utf8)
    let payloads = String(decoding: Optimizer.payloads(fromTextLines: input), as: UTF8.self)
    #expect(
      payloads == "{\"aps\":{\"alert\":\"Hello \\\"you\\\"\"}}\n\n{\"aps\":{\"alert\":\"Bye\"}}\r\n"
    )
  }
}
