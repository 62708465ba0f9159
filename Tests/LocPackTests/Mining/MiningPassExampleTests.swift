import Testing

@testable import LocPack

/// Every pass's examples, mined with every pass and without the pass itself.
@Suite struct MiningPassExampleTests {
  static func mine(_ example: MiningExample, skipping skipped: Set<String> = []) -> Set<String> {
    var options = TemplateMiner.Options()
    options.splitsVocabulary = true
    options.skippedPasses = skipped
    let texts = example.texts.map { (text: Array($0.text.utf8), count: $0.count) }
    return Set(TemplateMiner(options: options).mine(texts).map(\.format))
  }

  static func holds(_ example: MiningExample, in formats: Set<String>) -> Bool {
    example.expected.allSatisfy(formats.contains)
      && !example.rejected.contains(where: formats.contains)
  }

  /// The passes no small example needs.
  ///
  /// - `units-beside-numbers`: times in `AM`/`PM`, distances in `km`/`mi`, amounts in `$`
  ///   beside `€`/`£`, a sign before the amount beside a unit after it, rare and frequent texts
  ///   alike: grouping already merges a short unit beside a number in a small sample. In a
  ///   sample of thousands of lines, where grouping leaves such templates apart, the pass
  ///   still joins them, so it stays.
  static let passesNoExampleNeeds: Set<String> = ["units-beside-numbers"]

  /// The examples show what each pass does.
  ///
  /// With every pass, each example gives its expected templates and none it rejects; without
  /// the pass, at least one of its examples does not. Every pass has examples, but those of
  /// ``passesNoExampleNeeds``.
  @Test(arguments: MiningPasses.all.map(\.id))
  func examplesShowThePass(_ id: String) throws {
    let pass = try #require(MiningPasses.all.first { $0.id == id })
    #expect(
      pass.examples.isEmpty == Self.passesNoExampleNeeds.contains(id),
      "\(id): examples, unless no example needs the pass")
    var shown = false
    for example in pass.examples {
      let formats = Self.mine(example)
      #expect(Self.holds(example, in: formats), "\(id): \(formats.sorted())")
      if !Self.holds(example, in: Self.mine(example, skipping: [id])) { shown = true }
    }
    #expect(pass.examples.isEmpty || shown, "\(id): no example needs the pass")
  }

  /// The ids are distinct, and `docs/template-mining.md` has a heading for each.
  @Test func everyPassHasAHeadingInTheDocs() throws {
    let ids = MiningPasses.all.map(\.id)
    #expect(Set(ids).count == ids.count)
    let docs = try String(
      contentsOfFile: #filePath.components(separatedBy: "/Tests/")[0]
        + "/docs/template-mining.md", encoding: .utf8)
    let headings = docs.split(separator: "\n").filter { $0.hasPrefix("### `") }
    #expect(headings.map { String($0.dropFirst(5).dropLast()) } == ids)
  }

  /// Bytes mode keeps a slot of the app's words as a slot: one key serves every word.
  @Test func bytesModeKeepsAVocabularySlot() throws {
    let example = try #require(VocabularyPass().examples.first)
    var options = TemplateMiner.Options()
    options.splitsVocabulary = false
    let texts = example.texts.map { (text: Array($0.text.utf8), count: $0.count) }
    let formats = Set(TemplateMiner(options: options).mine(texts).map(\.format))
    #expect(formats.contains("%@ starred your %@"), "\(formats.sorted())")
  }
}
