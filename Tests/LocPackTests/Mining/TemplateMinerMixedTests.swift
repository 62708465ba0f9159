import LocPackTestSupport
import Testing

@testable import LocPack

/// Templates with few lines in a sample of many templates: values whose words recur across
/// templates, several values a text.
@Suite struct TemplateMinerMixedTests {
  static let people = [
    "Nora Blake", "Tomás", "Ines Varga", "Odile", "Pavel Horak", "Leni", "Ruth Amsel",
    "Mika Laine", "Bruno", "Cleo Marsh", "Yara", "Felix Ortmann",
  ]
  static let places = ["Lyon", "Porto", "Gdańsk", "Tallinn", "Bergen", "Graz", "Split", "Ghent"]
  static let marks = ["👏", "🌟", "😮", "🙌", "💯", "🤝", "😊", "🎈"]

  /// Filler traffic: frequent templates that use the same people, places and marks, so that
  /// their words are anchors everywhere.
  static let filler: [@Sendable (String, String, String) -> String] = [
    { person, _, _ in "\(person) started following you" },
    { person, _, mark in "\(person) sent you a message \(mark)" },
    { person, place, _ in "\(person) checked in at \(place)" },
    { _, place, mark in "Weather alert for \(place): heavy rain \(mark)" },
    { person, _, _ in "\(person) mentioned you in a note" },
    { _, place, _ in "Your trip to \(place) starts tomorrow" },
  ]

  static func pick(_ values: [String], _ generator: inout SeededGenerator) -> String {
    values[Int(generator.next() % UInt64(values.count))]
  }

  static func filler(_ generator: inout SeededGenerator, lines: Int) -> [String: Int] {
    var counts: [String: Int] = [:]
    for _ in 0..<lines {
      let make = Self.filler[Int(generator.next() % UInt64(Self.filler.count))]
      let text = make(
        pick(people, &generator), pick(places, &generator), pick(marks, &generator))
      counts[text, default: 0] += 1
    }
    return counts
  }

  static func mine(_ counts: [String: Int]) -> Set<String> {
    let texts = counts.map { (text: Array($0.key.utf8), count: $0.value) }
    return Set(TemplateMiner().mine(texts).map(\.format))
  }

  /// A dozen rare texts whose person and mark both vary, among frequent templates that use the
  /// same people: one template of two slots.
  @Test func rareTextsDifferingInTwoPlacesFormOneTemplate() {
    var generator = SeededGenerator(seed: 41)
    var counts = Self.filler(&generator, lines: 1200)
    for _ in 0..<12 {
      let text =
        Self.pick(Self.people, &generator) + " cheered "
        + Self.pick(Self.marks, &generator) + " on your run"
      counts[text, default: 0] += 1
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("%@ cheered %@ on your run"), "\(formats.sorted())")
  }

  /// A value of several words between template words that recur in it (`your`), and a person
  /// before: the template keeps its own words and the quoted comment is one slot.
  @Test func multiWordValuesAlignByTheTextAroundThem() {
    var generator = SeededGenerator(seed: 42)
    var counts = Self.filler(&generator, lines: 1200)
    let comments = [
      "see you there", "your best one yet", "so good", "who took this?", "haha same",
      "love the light", "next time for sure", "wow",
    ]
    for _ in 0..<14 {
      let text =
        Self.pick(Self.people, &generator) + " pinned your comment: \""
        + Self.pick(comments, &generator) + "\""
      counts[text, default: 0] += 1
    }
    let formats = Self.mine(counts)
    #expect(formats.contains("%@ pinned your comment: \"%@\""), "\(formats.sorted())")
  }

  /// Rare near-duplicates of two values (`photo`/`video`) and one-off texts stay as they are:
  /// no slot holds fewer than three values, and one text is no template.
  @Test func nearDuplicatesAndOneOffsStayApart() {
    var generator = SeededGenerator(seed: 43)
    var counts = Self.filler(&generator, lines: 1200)
    for index in 0..<8 {
      let person = Self.people[index % Self.people.count]
      counts["\(person) saved your \(index % 2 == 0 ? "photo" : "video")", default: 0] += 1
    }
    counts["The studio closes early on Friday for the team party", default: 0] += 1
    counts["Thanks for reporting the bug, it is fixed in 2.4", default: 0] += 1
    let formats = Self.mine(counts)
    #expect(!formats.contains("%@ saved your %@"), "\(formats.sorted())")
    #expect(!formats.contains { $0.hasPrefix("The studio") || $0.hasPrefix("Thanks for") })
    #expect(!formats.contains { $0.contains("%@ for %@") })
  }

  /// A long name shared by the rare texts of several frequent templates is a value of those
  /// templates, not the text of a template of its own.
  @Test func aLongNameSharedByFrequentTemplatesIsNoTemplate() {
    var generator = SeededGenerator(seed: 44)
    var counts = Self.filler(&generator, lines: 1500)
    let name = "Anna Maria van der Berg"
    for _ in 0..<20 {
      let make = Self.filler[Int(generator.next() % UInt64(Self.filler.count))]
      let text = make(name, Self.pick(Self.places, &generator), Self.pick(Self.marks, &generator))
      counts[text, default: 0] += 1
    }
    let formats = Self.mine(counts)
    #expect(!formats.contains { $0.hasPrefix(name) }, "\(formats.sorted())")
    #expect(formats.contains("%@ started following you"), "\(formats.sorted())")
  }

  /// An island of one character between two slots is smoothed away; a word stays.
  ///
  /// Two free texts may share a character by chance, which cuts their slot in two.
  @Test func islandsOfOneCharacterBetweenSlotsAreSmoothedAway() {
    let texts = ["ミカさんが「了解の件」と返信", "Ann vs Bo", "Ann vs Bo"]
    var state = MiningState(
      texts: texts.map { (text: Array($0.utf8), count: 1) }, options: TemplateMiner.Options())
    state.buildSkeletons()
    let id = { (token: String) -> MiningState.Element in
      MiningState.Element(state.tokenBytes.firstIndex(of: Array(token.utf8)) ?? -1)
    }
    let slot = MiningState.slot
    let ideographs = { (text: String) in text.map { id(String($0)) } }
    let pattern = [slot] + ideographs("さんが「") + [slot, id("の"), slot] + ideographs("」と返信")
    let expected = [slot] + ideographs("さんが「") + [slot] + ideographs("」と返信")
    #expect(state.smoothed(pattern) == expected)
    let spaced = [slot, id(" "), id("vs"), id(" "), slot, id(" "), id("Bo")]
    #expect(state.smoothed(spaced) == nil)
  }
}
