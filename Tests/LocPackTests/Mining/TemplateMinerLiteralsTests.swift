import Testing

@testable import LocPack

/// A template without words of its own (`%@: %@`) matches any text with its separator; the
/// texts the miner left out that share nothing with its texts stay literal.
@Suite struct TemplateMinerLiteralsTests {
  static let names = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo"]
  static let messages = [
    "on my way", "see you at eight", "thanks a lot!", "who brings the cake?", "ok", "lol",
  ]
  static let oneOffs = [
    "Good news: your appeal was accepted", "Reminder: the office is closed on Monday",
  ]

  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test func oneOffsBesideChatPreviewsStayLiteral() {
    var counts: [String: Int] = [:]
    for (index, name) in Self.names.enumerated() {
      for (offset, message) in Self.messages.enumerated() {
        counts["\(name): \(message)", default: 0] += 3 + (index + offset) % 3
      }
    }
    for text in Self.oneOffs { counts[text] = 1 }
    let mined = TemplateMiner().mineWithLiterals(
      counts.map { (text: Self.bytes($0.key), count: $0.value) })
    let chat = mined.templates.firstIndex { $0.format == "%@: %@" }
    #expect(chat != nil, "\(mined.templates.map(\.format))")
    #expect(Set(mined.literals) == Set(Self.oneOffs.map(Self.bytes)))

    let strict = TemplateMatcher(templates: mined.templates, literals: mined.literals)
    let loose = TemplateMatcher(templates: mined.templates)
    var slots: [Range<Int>] = []
    for text in Self.oneOffs.map(Self.bytes) {
      #expect(text.withUnsafeBufferPointer { strict.match($0, slots: &slots) } == nil)
      #expect(slots.isEmpty)
      // Without the miner's literals the chat template takes them.
      #expect(text.withUnsafeBufferPointer { loose.match($0, slots: &slots) } == chat)
    }
    let preview = Self.bytes("Hugo: lol")
    #expect(preview.withUnsafeBufferPointer { strict.match($0, slots: &slots) } == chat)
    // A new text with the separator, outside the sample, is the matcher's to decide.
    let unseen = Self.bytes("Ines: back in five")
    #expect(unseen.withUnsafeBufferPointer { strict.match($0, slots: &slots) } == chat)
  }

  @Test func aTextLeftOutJoinsWhenAValueRecurs() {
    let texts = [
      "Ada: on my way", "Bruno: ok", "Ada: see you soon", "Good news: your appeal was accepted",
      "Zoe: running late", "Yuki: running late", "Weather alert for today",
    ]
    let state = MiningState(
      texts: texts.map { (text: Self.bytes($0), count: 1) }, options: TemplateMiner.Options())
    func index(_ text: String) -> Int { state.texts.firstIndex(of: Self.bytes(text)) ?? -1 }
    var covered = [Bool](repeating: false, count: state.texts.count)
    covered[index("Ada: on my way")] = true
    covered[index("Bruno: ok")] = true
    let chat = MiningState.Candidate(
      template: AlertTemplate(constants: [[], Self.bytes(": "), []], count: 2),
      members: [index("Ada: on my way"), index("Bruno: ok")])
    // A known sender, and a message two texts left out share, join; the rest stays literal.
    #expect(
      state.literals(uncovered: covered, wordless: [chat])
        == [Self.bytes("Good news: your appeal was accepted")])
  }

  @Test func aTemplateWithWordsStillTakesALiteral() {
    let templates = [
      AlertTemplate(constants: [[], Self.bytes(": "), []], count: 40),
      AlertTemplate(constants: [Self.bytes("Reminder: "), []], count: 5),
    ]
    let literals = Self.oneOffs.map(Self.bytes)
    var slots: [Range<Int>] = []
    let matcher = TemplateMatcher(templates: templates, literals: literals)
    #expect(literals[1].withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == 1)
    #expect(literals[0].withUnsafeBufferPointer { matcher.match($0, slots: &slots) } == nil)
    // The literals are for the most specific preference only.
    let byLines = TemplateMatcher(templates: templates, preference: .mostLines, literals: literals)
    #expect(literals[0].withUnsafeBufferPointer { byLines.match($0, slots: &slots) } == 0)
  }
}
