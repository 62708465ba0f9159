import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// Mine once, apply many times: `templates.json` read back rewrites new payloads in one pass.
@Suite struct OptimizeApplyTests {
  static func mined(mode: OptimizeOptions.Mode = .bytes) throws -> (
    input: [UInt8], result: Optimizer.Result, templates: AppliedTemplates
  ) {
    let tables = try OptimizeLocalizationsTests.tables([
      "en": "\"GREETING\" = \"Hello %@, welcome back\";\n",
      "de": "\"GREETING\" = \"Hallo %@, willkommen zurück\";\n",
      "ja": "\"GREETING\" = \"%@さん、おかえりなさい\";\n",
    ])
    let input = OptimizeTestSupport.seededCorpus(lines: 600, seed: 7)
    let result = Optimizer(options: OptimizeOptions(mode: mode)).optimize(
      input, path: "in.jsonl", tables: tables)
    let file = JSONWriter.pretty(result.templatesJSON, style: .report)
    return (input, result, try AppliedTemplates.parse(file, path: "templates.json"))
  }

  static func apply(
    _ templates: AppliedTemplates, _ input: [UInt8], tables: OptimizeTables,
    mode: OptimizeOptions.Mode = .bytes
  ) throws -> (Optimizer.Result, [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let result = try Optimizer(options: OptimizeOptions(mode: mode)).apply(
      templates, to: OptimizeSource(.bytes(input), path: "new.jsonl"), tables: tables,
      payloads: .memory, diagnostics: { diagnostics.append($0) })
    return (result, diagnostics)
  }

  @Test(arguments: [OptimizeOptions.Mode.bytes, .localize])
  func applyingTheTemplatesGivesTheSamePayloads(mode: OptimizeOptions.Mode) throws {
    let (input, mined, templates) = try Self.mined(mode: mode)
    #expect(mined.report.rewritten > 100)
    let (applied, diagnostics) = try Self.apply(
      templates, input, tables: mined.tables, mode: mode)
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(applied.payloads == mined.payloads)
    #expect(applied.report.newKeys.isEmpty)
    #expect(applied.tables.readBack() == mined.tables.readBack())
  }

  @Test func shardsAppliedApartConcatenateToTheWhole() throws {
    let (input, mined, templates) = try Self.mined()
    let lines = OptimizeTestSupport.lines(input)
    let half = lines.count / 2
    let first = Array(lines[..<half].map { $0 + [0x0A] }.joined())
    let second = Array(lines[half...].map { $0 + [0x0A] }.joined())
    let whole = try Self.apply(templates, input, tables: mined.tables).0.payloads
    let parts =
      try Self.apply(templates, first, tables: mined.tables).0.payloads
      + Self.apply(templates, second, tables: mined.tables).0.payloads
    #expect(parts == whole)
  }

  @Test func aKeyTheAppLacksKeepsItsPayloadsLiteral() throws {
    let (input, mined, templates) = try Self.mined()
    // The tables of the app before the keys shipped: every new key is missing.
    let before = try OptimizeLocalizationsTests.tables([
      "en": "\"GREETING\" = \"Hello %@, welcome back\";\n",
      "de": "\"GREETING\" = \"Hallo %@, willkommen zurück\";\n",
      "ja": "\"GREETING\" = \"%@さん、おかえりなさい\";\n",
    ])
    let (applied, diagnostics) = try Self.apply(templates, input, tables: before)
    #expect(applied.payloads == input)
    #expect(diagnostics.count == mined.report.newKeys.count)
    #expect(diagnostics.allSatisfy { $0.id == "optimize.unverified" })
    #expect(diagnostics.first?.message.contains("is not in") == true)
  }

  struct BadFile: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var message: String
    var testDescription: String { text }
  }

  @Test(arguments: [
    BadFile(text: "{}", line: 1, message: "an array of templates"),
    BadFile(text: "[\n  {\"key\": \"A\"}\n]", line: 2, message: "a 'key' and a 'format'"),
    BadFile(
      text:
        "[\n  {\"key\": \"A\", \"format\": \"%@\"},\n  {\"key\": \"B\", \"format\": \"%d left\"}\n]",
      line: 3, message: "is not a mined format"),
    BadFile(
      text: "[{\"key\": \"A\", \"format\": \"%@ %@\", \"arguments\": [0, 0]}]", line: 1,
      message: "each of the 2 slots once"),
    BadFile(text: "[{\"key\": \"A\",", line: 1, message: "end"),
  ])
  func aFileThatIsNotTemplatesIsRefusedWithItsPlace(_ c: BadFile) {
    #expect(throws: AppliedTemplates.Problem.self) {
      try AppliedTemplates.parse(Array(c.text.utf8), path: "t.json")
    }
    do {
      _ = try AppliedTemplates.parse(Array(c.text.utf8), path: "t.json")
    } catch {
      #expect(error.location.line == c.line)
      #expect(error.message.contains(c.message), "\(error.message)")
    }
  }

  @Test func aMinedFormatReadsBack() {
    let template = AlertTemplate(format: "%@ saved 50%% on %@")
    #expect(
      template?.constants.map { String(decoding: $0, as: UTF8.self) } == ["", " saved 50% on ", ""])
    #expect(AlertTemplate(format: "100%") == nil)
    #expect(AlertTemplate(format: "%1$@") == nil)
  }
}
