import Testing

@testable import LocPack

/// A push key's format may read as many arguments as its payloads send in `loc-args`, even
/// when its base string reads fewer (a plural form that leaves the count out in English).
@Suite struct PushArgumentCountTests {
  static func findings(sent: [String: Int]) throws -> [String] {
    var documents: [LintDocument] = []
    for (path, text) in [
      ("en.lproj/Localizable.strings", "\"INVITES_ONE\" = \"An invite from %@\";\n"),
      ("ru.lproj/Localizable.strings", "\"INVITES_ONE\" = \"%2$@ приглашение от %1$@\";\n"),
    ] {
      let input = try #require(LintLoader.Input(path: path))
      documents.append(LintLoader.document(Array(text.utf8), input))
    }
    var context = LintContext()
    for key in sent.keys { context.pushKeys[key] = .some(nil) }
    context.pushArgumentCounts = sent
    return Linter(context: context).lint(documents).items.map(\.diagnostic.id)
  }

  @Test func argumentsThePayloadsSendAreNoSurplus() throws {
    #expect(try Self.findings(sent: [:]).contains("lint.format-crash"))
    #expect(try Self.findings(sent: ["INVITES_ONE": 1]).contains("lint.format-crash"))
    #expect(!(try Self.findings(sent: ["INVITES_ONE": 2]).contains("lint.format-crash")))
  }

  @Test func countsComeFromPayloadsAndTemplates() {
    let payloads = """
      {"aps":{"alert":{"loc-key":"A","loc-args":["x"]}}}
      {"aps":{"alert":{"loc-key":"A","loc-args":["x","y"],"title-loc-key":"T"}}}

      """
    #expect(
      PushKeyCollector.argumentCounts(in: Array(payloads.utf8), path: "p.jsonl")
        == ["A": 2, "T": 0])
    let templates = """
      {"messages":[{"id":"invites","keys":[{"loc-key":"INVITES_ONE","loc-args":["name","count"]}]}]}
      """
    #expect(
      PushKeyCollector.argumentCounts(in: Array(templates.utf8), path: "templates.json")
        == ["INVITES_ONE": 2])
  }
}
