import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// No value becomes table text: the miner's templates hold no string that the corpus uses
/// as a value more often than as wording, and no template is made of values alone.
@Suite struct ValueGuardTests {
  static func template(_ format: String) -> AlertTemplate {
    AlertTemplate(format: format) ?? AlertTemplate(constants: [[]])
  }

  static func texts(_ lines: [String]) -> [(text: [UInt8], count: Int)] {
    var counts: [String: Int] = [:]
    for line in lines { counts[line, default: 0] += 1 }
    return counts.sorted { $0.key < $1.key }.map { (Array($0.key.utf8), $0.value) }
  }

  static let people = ["Anna Berg", "Ben Okafor", "Chloé Martin", "Dmitri Volkov", "Emma Stone"]

  @Test func aNameUsedMostlyAsAValueIsNoWording() {
    var lines: [String] = []
    for person in Self.people {
      for _ in 0..<3 { lines.append("\(person) liked your photo") }
      lines.append("\(person) commented on your post")
    }
    // One person's name froze into a template: its slot holds what the others say.
    for action in ["Say hi to", "Call", "Wish luck to"] { lines.append("\(action) Anna Berg") }
    let templates = ["%@ liked your photo", "%@ commented on your post", "%@ Anna Berg"].map(
      Self.template)
    let (kept, dropped) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(dropped.map(\.format) == ["%@ Anna Berg"])
    #expect(kept.count == 2)
  }

  /// A value is found in a template's text whatever marks stand beside it: emphasis
  /// asterisks, angle brackets, or the period that ends the sentence.
  @Test(arguments: [
    "*Emma Stone* was trying to track you here.",
    "Timer set to 5 days by Emma Stone.",
    "<b>Emma Stone</b> is online",
  ])
  func aValueBetweenMarksIsFound(constant: String) {
    var lines: [String] = []
    for person in Self.people {
      lines.append("\(person) liked your photo")
      lines.append("\(person) joined")
      lines.append("Say hi to \(person)")
    }
    lines += Array(repeating: constant, count: 3)
    let templates = ["%@ liked your photo", "%@ joined", "Say hi to %@", constant].map(
      Self.template)
    let (kept, dropped) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(dropped.map(\.format) == [constant])
    #expect(kept.count == 3)
  }

  /// Marks inside a word are the word's: a file name or an amount is one run, not its pieces.
  @Test func marksInsideAWordStayInIt() {
    #expect(Self.words("see backup-2024.zip.") == ["see", "backup-2024.zip"])
    #expect(
      Self.words("*Ana* <b>O'Hara</b> $12 50%") == ["Ana", "b", "O'Hara", "/b", "$12", "50%"])
  }

  static func words(_ text: String) -> [String] {
    let bytes = Array(text.utf8)
    return ValueGuard.words(bytes[...]).map { String(decoding: bytes[$0], as: UTF8.self) }
  }

  @Test func aTemplateOfValuesAloneIsDropped() {
    var lines: [String] = []
    for person in Self.people { lines.append("\(person) liked your photo") }
    for prefix in ["Threads in", "Come back to", "Shared by", "Hello", "Invite"] {
      lines.append("\(prefix) Emma Stone")
    }
    let templates = ["%@ liked your photo", "%@ Emma Stone"].map(Self.template)
    let (kept, dropped) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(dropped.map(\.format) == ["%@ Emma Stone"])
    #expect(kept.map(\.format) == ["%@ liked your photo"])
  }

  @Test func aLabelThatOneSmallShellTakesAsAValueStaysWording() {
    // `Version` is the wording of many texts; one text, `Version: 2 (beta)`, gives the
    // generic `%@: %@` the word as its first value. One small template is no evidence.
    var lines: [String] = []
    for person in Self.people { lines.append("Version \(person)") }
    for number in 1...20 { lines.append("Version 1.\(number)") }
    lines += ["Version: 2 (beta)", "Note: Ben Okafor", "Date: 12 May"]
    let templates = ["Version %@", "%@: %@"].map(Self.template)
    let (kept, dropped) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(dropped.isEmpty, "\(dropped.map(\.format))")
    #expect(kept.count == 2)
  }

  @Test func theSlotOfATemplateOfValuesAloneIsNoEvidence() {
    // `%@ Emma Stone` froze a name; its slot holds other templates' wording (`Switch to`,
    // `Version`), which must not make those templates values alone in turn.
    var lines: [String] = []
    for person in Self.people {
      lines.append("Switch to \(person)")
      lines.append("Version \(person)")
      lines += Array(repeating: "\(person) liked your photo", count: 2)
    }
    for prefix in ["Switch to", "Version", "Threads in", "Hello"] {
      lines.append("\(prefix) Emma Stone")
    }
    lines += ["Version: 2 (beta)", "Note: Ben Okafor", "Date: 12 May"]
    let templates = [
      "Switch to %@", "Version %@", "%@ liked your photo", "%@ Emma Stone", "%@: %@",
    ]
    .map(Self.template)
    let (kept, dropped) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(dropped.map(\.format) == ["%@ Emma Stone"])
    #expect(kept.map(\.format).contains("Switch to %@"))
    #expect(kept.map(\.format).contains("Version %@"))
  }

  @Test func aMessageThatStandsMostlyAmongValuesIsNoWording() {
    // A chat message several rare alerts end with, and that others carry inside: it stands
    // 5 times in texts no template takes, 3 times as the frozen template's text.
    var lines: [String] = []
    for person in Self.people { lines.append("\(person) liked your photo") }
    for prefix in ["Password for", "Share", "Importing"] { lines.append("\(prefix) where r u?") }
    for wrapped in [
      "Updated item “where r u?”", "Event where r u? fired", "Reply to where r u? sent",
      "Saved where r u? as a note", "Pinned where r u? to the top",
    ] {
      lines.append(wrapped)
    }
    let templates = ["%@ liked your photo", "%@ where r u?"].map(Self.template)
    let (kept, dropped) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(dropped.map(\.format) == ["%@ where r u?"])
    #expect(kept.map(\.format) == ["%@ liked your photo"])
  }

  @Test func wordingThatOtherTextsAlsoHoldStaysWhenMostlyWording() {
    // `liked your photo` stands twice in texts no template takes, five times as wording.
    var lines: [String] = []
    for person in Self.people { lines.append("\(person) liked your photo") }
    lines.append("Nobody liked your photo yet, so share it")
    lines.append("Someone you follow liked your photo and video")
    let templates = ["%@ liked your photo"].map(Self.template)
    let (kept, _) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(kept.map(\.format) == ["%@ liked your photo"])
  }

  @Test func wordingThatIsAlsoAValueStaysWhenItIsMostlyWording() {
    // `Settings` is a value 6 times and wording 10 times.
    var lines: [String] = []
    for person in Self.people {
      lines.append("\(person) opened Settings")
      lines.append("Welcome back to Settings, \(person)")
      lines.append("Welcome back to Settings, \(person)")
    }
    lines.append("Alice opened Settings")
    let templates = ["%@ opened %@", "Welcome back to Settings, %@"].map(Self.template)
    let (kept, _) = ValueGuard.filter(templates, texts: Self.texts(lines), literals: [])
    #expect(kept.count == 2)
  }

  @Test func wordRunsSpanWholeWords() {
    let (words, runs) = ValueGuard.wordRuns(Array(" lautet Garage Sensor: ok".utf8))
    #expect(words.count == 4)
    let strings = runs.map { String(decoding: $0.bytes, as: UTF8.self) }
    #expect(strings.contains("Garage Sensor"))
    #expect(strings.contains("lautet Garage Sensor"))
    #expect(strings.contains("Sensor: ok"))
    #expect(!strings.contains("Garage Sens"))
    #expect(ValueGuard.isEvidence(Array("ok".utf8)[...]))
    #expect(!ValueGuard.isEvidence(Array("a".utf8)[...]))
    #expect(!ValueGuard.isEvidence(Array("--".utf8)[...]))
  }

  /// A seeded corpus with the shapes that freeze values: alerts of a few templates whose
  /// slots carry people's names (in several scripts), counts and short messages; free texts
  /// that all end with one popular person's name; chat lines.
  static func hazardCorpus(seed: UInt64, lines count: Int) -> [(text: [UInt8], count: Int)] {
    var random = SeededGenerator(seed: seed)
    func pick(_ items: [String]) -> String { items[Int(random.next() % UInt64(items.count))] }
    let names = [
      "Anna Berg", "Ben Okafor", "Chloé Martin", "Dmitri Volkov", "Emma Stone", "陈超", "山本大翔",
      "Олег Иванов", "Layla Haddad", "Trần Thị Mai", "Zoë Kim", "Priya Nair",
    ]
    let messages = ["ok", "see you at 5", "lol", "thanks!", "on my way", "🎉🎉", "where r u?"]
    let phrases = (0..<40).map { "Topic \($0) by" } + ["Say hi to", "Call", "Wish luck to"]
    var lines: [String] = []
    for _ in 0..<count {
      switch random.next() % 10 {
      case 0: lines.append("\(pick(names)) liked your photo")
      case 1: lines.append("\(pick(names)) commented: \(pick(messages))")
      case 2: lines.append("\(pick(names))さんから写真が届きました")
      case 3: lines.append("Neue Nachricht von \(pick(names))")
      case 4: lines.append("You have \(random.next() % 90 + 2) new messages from \(pick(names))")
      case 5, 6, 7: lines.append("\(pick(phrases)) \(names[0])")
      default: lines.append("\(pick(names)): \(pick(messages))")
      }
    }
    return texts(lines)
  }

  /// The invariant over generated corpora: after mining, no template's constant text holds
  /// a run of words that the corpus, matched to the mined templates, uses more often as a
  /// whole slot value than as the wording of templates, and no template is values alone.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func noMinedFormatHoldsAValue(seed: UInt64) {
    let texts = Self.hazardCorpus(seed: seed, lines: 3000)
    let mined = TemplateMiner().mineWithLiterals(texts)
    let again = ValueGuard.filterOnce(mined.templates, texts: texts, literals: mined.literals)
    #expect(again.dropped.isEmpty, "\(again.dropped.map(\.format))")
    #expect(!mined.templates.contains { $0.format.contains("Anna Berg") })
    #expect(mined.templates.contains { $0.format == "%@ liked your photo" })
  }
}
