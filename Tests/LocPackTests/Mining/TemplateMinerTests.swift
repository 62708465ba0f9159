import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct TemplateMinerTests {
  static let firstNames = [
    "Alice", "Bob", "Chen", "Dana", "Emil", "Fatima", "Giorgio", "Hana", "Ivan", "Jonas",
    "Kenji", "Lena", "Mateo", "Noor", "Olga", "Priya", "Quinn", "Rosa", "Sven", "Tariq",
  ]
  static let lastNames = ["Kim", "Smith", "Van der Berg", "O'Brien", "García", "Ng", "Müller"]
  static let chineseNames = [
    "王伟", "李娜", "张敏", "刘洋", "陈静", "杨帆", "赵磊", "黄丽", "周杰", "吴芳", "欧阳明", "司马娟",
  ]

  /// A seeded corpus: texts with their true template, like a push server's log.
  static func corpus(lines: Int, seed: UInt64) -> [(text: String, label: String)] {
    var generator = SeededGenerator(seed: seed)
    var out: [(String, String)] = []
    func name() -> String {
      let first = firstNames.randomElement(using: &generator)!
      return Bool.random(using: &generator)
        ? first : first + " " + lastNames.randomElement(using: &generator)!
    }
    for _ in 0..<lines {
      switch Int.random(in: 0..<100, using: &generator) {
      case 0..<30: out.append(("\(name()) liked your photo", "photo"))
      case 30..<40: out.append(("\(name()) liked your video", "video"))
      case 40..<55:
        out.append(("You have \(Int.random(in: 2...99, using: &generator)) new messages", "count"))
      case 55..<62: out.append(("Your weekly summary is ready", "weekly"))
      case 62..<80:
        out.append(("\(chineseNames.randomElement(using: &generator)!)赞了你的照片", "zh-photo"))
      case 80..<90:
        let cents = Int.random(in: 100...999_999, using: &generator)
        let currency = ["$", "€", "£"].randomElement(using: &generator)!
        out.append(("You received \(currency)\(cents / 100).\(cents % 100) from \(name())", "paid"))
      default:
        let game = [
          "Mini Golf Mania", "Puzzle Pop", "Word Quest", "Kingdom Builders", "Neon Drift",
          "Star Raiders", "Tiny Farm",
        ].randomElement(using: &generator)!
        out.append(("\(name()) invited you to play \(game)", "invite"))
      }
    }
    out.append(("Our office is closed on Monday for the holiday", "one-off-1"))
    out.append(("A note from our founder about the road ahead", "one-off-2"))
    return out
  }

  static func mine(_ texts: [String]) -> [AlertTemplate] {
    var counts: [String: Int] = [:]
    for text in texts { counts[text, default: 0] += 1 }
    return TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
  }

  @Test func groupsFollowTheTrueTemplates() throws {
    let corpus = Self.corpus(lines: 6000, seed: 3)
    let templates = Self.mine(corpus.map(\.text))
    let matcher = TemplateMatcher(templates: templates)
    var labelsOfTemplate: [Int: Set<String>] = [:]
    var templatesOfLabel: [String: Set<Int>] = [:]
    var slots: [Range<Int>] = []
    for (text, label) in corpus {
      let bytes = Array(text.utf8)
      let found = bytes.withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
      if let found {
        labelsOfTemplate[found, default: []].insert(label)
        templatesOfLabel[label, default: []].insert(found)
        // Lossless: the template's text with the extracted values is the original text.
        let template = templates[found]
        var rebuilt = template.constants[0]
        for (index, range) in slots.enumerated() {
          rebuilt += bytes[range] + template.constants[index + 1]
        }
        #expect(rebuilt == bytes)
      } else {
        templatesOfLabel[label, default: []].insert(-1)
      }
    }
    // Every template covers one true template, and every true template is one template.
    for (template, labels) in labelsOfTemplate {
      #expect(labels.count == 1, "\(templates[template].format) mixes \(labels.sorted())")
    }
    for label in ["photo", "video", "count", "weekly", "zh-photo", "paid", "invite"] {
      #expect(templatesOfLabel[label]?.count == 1, "\(label): \(templatesOfLabel[label] ?? [])")
    }
    #expect(templatesOfLabel["one-off-1"] == [-1])
    #expect(templatesOfLabel["one-off-2"] == [-1])
    let formats = Set(templates.map(\.format))
    for expected in [
      "%@ liked your photo", "%@ liked your video", "You have %@ new messages",
      "Your weekly summary is ready", "%@赞了你的照片", "You received %@ from %@",
      "%@ invited you to play %@",
    ] {
      #expect(formats.contains(expected), "missing \(expected) in \(formats.sorted())")
    }
  }

  /// The result depends on the texts, not on their order.
  @Test func deterministicWhateverTheOrder() {
    let texts = Self.corpus(lines: 2000, seed: 5).map(\.text)
    var generator = SeededGenerator(seed: 9)
    let shuffled = texts.shuffled(using: &generator)
    #expect(Self.mine(texts) == Self.mine(shuffled))
  }

  /// Particles glued to the slot in a script without spaces, each kept by a template of many
  /// values, are the templates' own text: `%@をフォロー` ("follow %@") and `%@がフォロー`
  /// ("%@ followed") stay apart.
  @Test func particlesGluedToASlotStayTheTemplatesText() {
    let names = ["Ana", "Ben", "Chloé", "Dmitri", "Emeka", "Farah", "Goro", "Hana", "Ivan"]
    let texts = names.flatMap { ["\($0)をフォロー", "\($0)をフォロー"] } + names.map { "\($0)がフォロー" }
    let formats = Set(Self.mine(texts).map(\.format))
    #expect(formats == ["%@をフォロー", "%@がフォロー"], "\(formats.sorted())")
  }

  /// A mark that ends the text after the slot makes another message.
  ///
  /// `Unfollow %@?` asks, `Unfollow %@` is a button. A chat's messages keep their question
  /// marks in the value.
  @Test func aQuestionBesideAStatementIsATemplateOfItsOwn() {
    let names = [
      "Ana", "Ben Okafor", "Chloé", "Dmitri", "Emeka Obi", "Farah", "Goro Sato", "Hana",
      "Ivan", "Jonas", "Mei Lin", "Ngozi",
    ]
    let texts = names.flatMap { ["Unfollow \($0)", "Unfollow \($0)?"] }
    #expect(Set(Self.mine(texts).map(\.format)) == ["Unfollow %@", "Unfollow %@?"])
    let messages = ["ok", "on my way", "see you at 5", "where are you?", "coming?", "thanks!"]
    let chat = names.indices.flatMap { index in
      messages.indices.map { "\(names[index]): \(messages[(index + $0) % messages.count])" }
    }
    #expect(!Self.mine(chat).map(\.format).contains("%@: %@?"))
  }

  /// Texts seen fewer than `minCount` times never become templates.
  @Test func rareTextsStayLiteral() {
    let templates = Self.mine(["Server maintenance tonight", "Server maintenance tonight"])
    #expect(templates.isEmpty)
  }
}
