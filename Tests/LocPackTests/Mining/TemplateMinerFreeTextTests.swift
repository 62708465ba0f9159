import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// Free text (headlines, messages) shares its common words with every other text: no template
/// is made of them.
@Suite struct TemplateMinerFreeTextTests {
  static let commonWords = [
    "the", "to", "of", "and", "in", "for", "on", "with", "at", "by", "from", "after", "new",
  ]
  /// Four hundred other words, each rare: made of syllables, so none is a word of a template.
  static let otherWords: [String] = {
    let syllables = ["ka", "lo", "mi", "ra", "ten", "dor", "vi", "sa", "pel", "ung"]
    return (0..<400).map { index in
      syllables[index % 10] + syllables[(index / 10) % 10] + syllables[(index / 100 + 3) % 10]
    }
  }()

  /// Headlines of five to twelve words, each word common or not, from a seeded generator.
  static func headlines(_ count: Int, seed: UInt64) -> [String] {
    var generator = SeededGenerator(seed: seed)
    return (0..<count).map { _ in
      let length = Int.random(in: 5...12, using: &generator)
      let words = (0..<length).map { _ in
        Bool.random(using: &generator)
          ? commonWords.randomElement(using: &generator)!
          : otherWords.randomElement(using: &generator)!
      }
      return words.joined(separator: " ").capitalizedFirst
    }
  }

  /// Headlines beside two templates: only the templates are mined, and every headline stays
  /// as it is.
  @Test func headlinesMakeNoTemplate() {
    var counts: [String: Int] = [:]
    for headline in Self.headlines(3000, seed: 5) { counts[headline, default: 0] += 1 }
    let names = TemplateMinerTests.firstNames
    for (index, name) in names.enumerated() {
      counts["\(name) liked your photo", default: 0] += 1 + index % 3
      counts["\(name) added a photo to the album \(names[(index + 3) % names.count])"] = 1
    }
    let formats = Set(
      TemplateMiner().mine(counts.map { (Array($0.key.utf8), $0.value) }).map(\.format))
    #expect(
      formats.subtracting(counts.keys.filter { (counts[$0] ?? 0) >= 3 })
        == ["%@ liked your photo", "%@ added a photo to the album %@"],
      "\(formats.sorted())")
  }

  /// A generated corpus with a tenth of its lines free text, made half of the corpus's own
  /// words by frequency (`scripts/freetext-corpus`), when the generator is next to the
  /// repository: such text ends like a template in a line or so each, and the template keeps
  /// its words rather than giving them up to a slot.
  ///
  /// A count's template keeps them beside its singular of words alone; in scripts without
  /// spaces, free text drawn by character must make no template of single characters between
  /// slots (`%@已%@`), which would take real ones with it.
  @Test(
    .enabled(if: SharedCorpus.has("gen_alerts.py"), SharedCorpus.skipReason),
    arguments: [
      ("en", "social.liked_photo", "%@ liked your photo"),
      ("ar", "chat.new_messages", "لديك رسائل جديدة: %@"),
      ("zh", "social.liked_photo", "%@赞了你的照片"),
      // As in the corpus without free text at this size, the rest of the text one value.
      ("zh", "banking.money_sent", "你已向%@"),
      ("ja", "chat.message_preview", "%@：%@"),
    ])
  func freeTextWithATemplatesWordsLeavesItWhole(lang: String, id: String, format: String) throws {
    let generator = try #require(SharedCorpus.file("gen_alerts.py"))
    let base = URL(fileURLWithPath: generator).deletingLastPathComponent().path
    let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("../../../scripts/freetext-corpus/gen_alerts.py").standardized.path
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "locpack-freetext-\(UUID().uuidString).jsonl")
    defer { try? FileManager.default.removeItem(at: out) }
    let status = try SharedCorpus.runPython(
      [
        script, "--lang", lang, "--n", "20000", "--seed", "11", "--format", "truth", "-o",
        out.path,
      ], environment: ["LOCPACK_FREETEXT_BASE": base])
    try #require(status == 0)
    var counts: [String: Int] = [:]
    var lines: [String] = []
    for line in try String(contentsOf: out, encoding: .utf8).split(separator: "\n") {
      let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
      guard let text = object?["text"] as? String else { continue }
      counts[text, default: 0] += 1
      if object?["template_id"] as? String == id { lines.append(text) }
    }
    try #require(lines.count > 100)
    let templates = TemplateMiner().mine(counts.map { (Array($0.key.utf8), $0.value) })
    let matcher = TemplateMatcher(templates: templates)
    var slots: [Range<Int>] = []
    let formats = Set(
      lines.map { text in
        Array(text.utf8).withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
          .map { templates[$0].format } ?? "literal"
      })
    #expect(formats == [format])
  }

  /// Which templates hold free text around common words, over texts that each fill one; the
  /// template of headlines covers a few of the texts with its word, as a group of the miner
  /// does (the texts of one shape), the others all of theirs.
  @Test(
    arguments: [
      ("%@ the %@", 20, true),
      ("%@ the %@", nil, false),
      ("%@ says %@", nil, false),
      ("%@ liked your photo", nil, false),
      ("Update: %@", nil, false),
      ("%@ joined", nil, false),
    ] as [(String, Int?, Bool)])
  func freeTextAroundCommonWords(format: String, limit: Int?, flagged: Bool) {
    let names = Array(TemplateMinerTests.firstNames.prefix(6))
    let headlines = Self.headlines(400, seed: 9).map { $0.lowercased() }
    var texts = Set<String>()
    for (index, headline) in headlines.enumerated() {
      let name = names[index % names.count]
      texts.insert(headline)
      texts.insert("\(name) says \(headline)")
      texts.insert("Update: \(headline)")
      if index < 60 {
        texts.insert("\(TemplateMinerTests.firstNames[index % 20]) liked your photo")
      }
      if index < 60 { texts.insert("\(TemplateMinerTests.firstNames[index % 20]) joined") }
    }
    var state = MiningState(texts: texts.map { (Array($0.utf8), 1) }, options: .init())
    state.buildSkeletons()
    let template = AlertTemplate(
      constants: format.components(separatedBy: "%@").map { Array($0.utf8) })
    let members = Array(
      state.texts.indices.filter { index in
        state.texts[index].withUnsafeBufferPointer { template.matches($0) }
      }.prefix(limit ?? Int.max))
    let candidate = MiningState.Candidate(
      template: AlertTemplate(
        constants: template.constants, count: members.count, example: ""),
      members: members)
    #expect(!members.isEmpty)
    #expect(state.freeTextAroundCommonWords([candidate]) == (flagged ? [0] : []))
  }
}

/// Templates whose text is single characters of a script without spaces.
@Suite struct TemplateMinerLoneCharacterTests {
  @Test(
    arguments: [
      ("%@已%@", true), ("%@了", true), ("の%@", true), ("%@の%@が%@", true),
      ("%@：%@", false), ("%@赞了你的照片", false), ("你有%@条新消息", false), ("%@", false),
      ("%@ %@", false), ("%@ใน%@", false), ("%@ a %@", false),
    ])
  func loneCharacters(format: String, lone: Bool) {
    let template = AlertTemplate(
      constants: format.components(separatedBy: "%@").map { Array($0.utf8) })
    #expect(MiningState.isLoneCharacters(template) == lone)
  }
}

extension String {
  fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
