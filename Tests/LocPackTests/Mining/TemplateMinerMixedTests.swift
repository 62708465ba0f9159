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

  /// Rare texts of two near-duplicates aligned into one loose pattern (`%@ rated your %@`):
  /// the comments vary, but the label in half the slot's lines (`comment: “…”`) says they are
  /// texts of a template of their own, so the pattern is no evidence; a slot of single words
  /// is.
  @Test(arguments: [true, false]) func aLabelInHalfTheLinesIsNoEvidence(labelled: Bool) {
    let state = MiningState(texts: [], options: .init())
    let template = AlertTemplate(constants: ["", " rated your ", ""].map { Array($0.utf8) })
    var people: [ArraySlice<UInt8>: Int] = [:]
    for person in Self.people.prefix(8) { people[Array(person.utf8)[...]] = 1 }
    let things =
      labelled
      ? ["comment: “wow”", "comment: “ok”", "comment: “so good”", "comment: “haha”", "profile"]
      : ["story", "playlist", "recipe", "review", "profile"]
    var values: [ArraySlice<UInt8>: Int] = [:]
    for (index, thing) in things.enumerated() {
      values[Array(thing.utf8)[...]] = index == 4 ? 4 : 1
    }
    #expect(state.isAlignedEvidence(template, values: [people, values], lines: 8) == !labelled)
  }

  /// Rare texts of three templates aligned into one loose pattern (`%@さんがあなたの%@しました`):
  /// the slot's values are each template's wording around a value of its own, so the pattern
  /// is no evidence; a short list of places, most of them one word, is.
  @Test(arguments: [true, false]) func theWordingOfTemplatesIsNoEvidence(wording: Bool) {
    let state = MiningState(texts: [], options: .init())
    let template = AlertTemplate(constants: ["", "さんがあなたの", "しました"].map { Array($0.utf8) })
    var people: [ArraySlice<UInt8>: Int] = [:]
    for person in ["山本七海", "渡辺 蓮", "田中結衣", "伊藤健", "小林葵", "加藤大翔"] {
      people[Array(person.utf8)[...]] = 2
    }
    let things =
      wording
      ? [
        "メッセージに👍でリアクション", "メッセージに😂でリアクション", "プルリクエストweb#3269を承認",
        "プルリクエストios-app#161を承認", "プルリクエストandroid#1349を承認", "プロフィールに「いいね！」",
      ]
      : ["ガレージ", "ガレージ横のドア", "キッチン", "ポーチ"]
    var values: [ArraySlice<UInt8>: Int] = [:]
    for thing in things { values[Array(thing.utf8)[...]] = 12 / things.count }
    #expect(state.isAlignedEvidence(template, values: [people, values], lines: 12) == !wording)
  }

  /// A slot whose values all start alike is no evidence.
  ///
  /// `Lab report (Physics)%@` came from the rare texts of two templates, a due date's and a
  /// grade's; the due dates match it, each value starting with the colon and the words of their
  /// own template. Values that differ from their first word, or share only a number (the `5` of
  /// an assignment's name), are evidence.
  @Test(arguments: [
    ([": due today at 09:00", ": due tomorrow at 11:15", ": due today at 14:30"], false),
    (["  due today at 09:00", "due tomorrow at 11:15", "due today at 14:30"], false),
    (["5 — due today at 09:00", "5 — due tomorrow at 11:15", "5 — due today at 14:30"], true),
    (["today at 09:00", "tomorrow at 11:15", "tonight at 14:30"], true),
  ])
  func aSharedStartIsNoEvidence(values: [String], evidence: Bool) {
    let state = MiningState(texts: [], options: .init())
    let template = AlertTemplate(
      constants: ["Lab report (Physics, second term)", ""].map { Array($0.utf8) })
    var slot: [ArraySlice<UInt8>: Int] = [:]
    for value in values { slot[Array(value.utf8)[...]] = 2 }
    #expect(state.isAlignedEvidence(template, values: [slot], lines: 6) == evidence)
  }

  /// A name of a script without spaces, shared by rare texts of several messages, is many
  /// tokens but few bytes: the messages' wording around it outweighs it.
  @Test(arguments: [
    (["", "ประภาพร", ""], false),
    (["", " ได้แชร์รูปภาพกับคุณใน ", ""], true),
  ])
  func bytesWeighAValueOfAScriptWithoutSpaces(pieces: [String], evidence: Bool) {
    let state = MiningState(texts: [], options: .init())
    let template = AlertTemplate(constants: pieces.map { Array($0.utf8) })
    var before: [ArraySlice<UInt8>: Int] = [:]
    var after: [ArraySlice<UInt8>: Int] = [:]
    for value in ["Скрипт «", "Удалён виджет ", "Не найдена папка «", "Ответ от "] {
      before[Array(value.utf8)[...]] = 1
    }
    for value in ["» выполнен.", " из панели", "» на устройстве", " получен"] {
      after[Array(value.utf8)[...]] = 1
    }
    #expect(state.isAlignedEvidence(template, values: [before, after], lines: 4) == evidence)
  }

  @Test func labelsAreAWordAndAColonInHalfTheLines() {
    func labeled(_ values: [String: Int]) -> Bool {
      var slot: [ArraySlice<UInt8>: Int] = [:]
      for (value, count) in values { slot[Array(value.utf8)[...]] = count }
      return MiningState.isLabeled(slot, lines: values.values.reduce(0, +))
    }
    #expect(labeled(["comment: “wow”": 2, "comment: “ok”": 1, "profile": 3]))
    #expect(labeled(["评论：“好”": 2, "个人资料": 2]))
    #expect(!labeled(["comment: “wow”": 1, "profile": 3]))
    #expect(!labeled(["Amoxicillin (500 mg)": 3, "Vitamin D (20 mg)": 1]))
    #expect(!labeled(["Nora Blake": 3, "Tomás": 1]))
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

  /// A state with the skeletons of `texts` (one line each), and the element of a token.
  static func skeletons(
    _ texts: [String]
  ) -> (state: MiningState, id: (String) -> MiningState.Element) {
    var state = MiningState(
      texts: texts.map { (text: Array($0.utf8), count: 1) }, options: TemplateMiner.Options())
    state.buildSkeletons()
    let tokens = state.tokenBytes
    return (
      state,
      { token in MiningState.Element(tokens.firstIndex(of: Array(token.utf8)) ?? -1) }
    )
  }

  /// One character before the first slot, stuck to it, is the values' (a surname), not the
  /// template's: it goes to the slot; before a number it stays text.
  @Test func aLoneCharacterBeforeTheFirstSlotIsTheValues() throws {
    let texts = [
      "佐藤健さんが#generalであなたをメンションしました", "佐々木愛さんが#雑談であなたをメンションしました",
      "第3天打卡成功", "第12天打卡成功",
    ]
    let (state, id) = Self.skeletons(texts)
    let slot = MiningState.slot
    let ideographs = { (text: String) in text.map { id(String($0)) } }
    let mention = MiningState.Group(
      skeleton: [id("佐"), slot] + ideographs("であなたをメンションしました"), members: [0, 1],
      count: 2, distinct: 2, largest: 1)
    let day = MiningState.Group(
      skeleton: [id("第"), MiningState.numeric] + ideographs("天打卡成功"), members: [2, 3],
      count: 2, distinct: 2, largest: 1)
    // The state sorts its texts: the two mentions come first.
    try #require(mention.members.map { state.texts[$0] }.allSatisfy { $0.first == 0xE4 })
    #expect(state.refine(mention)?.format == "%@であなたをメンションしました")
    #expect(state.refine(day)?.format == "第%@天打卡成功")
  }

  /// A list fold at the start of templates whose pieces share one character keeps it in the
  /// values.
  @Test func aListFoldLeavesASharedFirstCharacterToTheValues() {
    let people = ["佐藤健さんが", "佐々木愛さんが", "佐藤美咲さんが"]
    let channels = ["general", "雑談", "mobile-ios", "開発チーム"]
    let groups = people.map { person in
      channels.map { "\(person)#\($0)であなたをメンションしました" }
    }
    let fixture = CandidateFixture(groups)
    let candidates = zip(people, groups).map { person, texts in
      fixture.candidate(["\(person)#", "であなたをメンションしました"], texts)
    }
    let formats = fixture.state.foldClosedClasses(candidates).map(\.template.format)
    #expect(!formats.contains { $0.hasPrefix("佐") }, "\(formats)")
  }

  /// Rare texts that start with the same first name (`Сергей`) make no template of the name
  /// and the words they share (`Сергей %@ на этой неделе %@`) when frequent templates hold the
  /// name as a value: it is a person, not the text of an alert.
  @Test func aNameTheFrequentTemplatesHoldStartsNoPattern() throws {
    let texts = [
      "Сергей забивает на этой неделе 44-й гол", "Сергей Смирнов забивает на этой неделе 35-й гол",
      "Сергей Морозов: В силе на этой неделе вечер?", "Сергей ответил(а) на этой неделе «ок»",
    ]
    var state = MiningState(
      texts: texts.map { (text: Array($0.utf8), count: 1) }, options: TemplateMiner.Options())
    state.buildSkeletons()
    let id = { (token: String) in
      MiningState.Element(state.tokenBytes.firstIndex(of: Array(token.utf8)) ?? -1)
    }
    let slot = MiningState.slot
    let pattern = [
      id("Сергей"), id(" "), slot, id(" "), id("на"), id(" "), id("этой"), id(" "), id("неделе"),
      id(" "), slot,
    ]
    #expect(![id("Сергей"), id(" "), id("на"), id("этой"), id("неделе")].contains(-1))
    let rare = Array(state.groups.indices)
    var postings = Array(repeating: [Int32](), count: state.tokenBytes.count)
    for (position, group) in rare.map({ state.groups[$0] }).enumerated() {
      for element in MiningState.canonical(group.skeleton) where state.isLexical(element) {
        if postings[Int(element)].last != Int32(position) {
          postings[Int(element)].append(Int32(position))
        }
      }
    }
    func aligned(_ names: Set<ArraySlice<UInt8>>) -> Int? {
      state.alignedGroup(
        pattern, rare: rare, postings: postings,
        claimed: Array(repeating: false, count: rare.count),
        explained: Array(repeating: false, count: rare.count), names: names
      )?.group.count
    }
    #expect(aligned([]) == 4)
    #expect(aligned([Array("Сергей".utf8)[...]]) == nil)
    #expect(aligned([Array("Ольга".utf8)[...]]) == 4)
  }

  /// An island of one character between two slots is smoothed away; a word stays.
  ///
  /// Two free texts may share a character by chance, which cuts their slot in two.
  @Test func islandsOfOneCharacterBetweenSlotsAreSmoothedAway() {
    let (state, id) = Self.skeletons(["ミカさんが「了解の件」と返信", "Ann vs Bo", "Ann vs Bo"])
    let slot = MiningState.slot
    let ideographs = { (text: String) in text.map { id(String($0)) } }
    let pattern = [slot] + ideographs("さんが「") + [slot, id("の"), slot] + ideographs("」と返信")
    let expected = [slot] + ideographs("さんが「") + [slot] + ideographs("」と返信")
    #expect(state.smoothed(pattern) == expected)
    let spaced = [slot, id(" "), id("vs"), id(" "), slot, id(" "), id("Bo")]
    #expect(state.smoothed(spaced) == nil)
  }

  /// A colon after a slot of words is no island: it ends the name before a message that
  /// starts with a number (`%@：%@分遅れます`); between numbers it is part of a time.
  @Test func aColonAfterASlotOfWordsIsNoIsland() {
    let (state, id) = Self.skeletons(["小林葵：10分遅れます", "Ann: hi"])
    let numeric = MiningState.numeric
    let words = "分遅れます".map { id(String($0)) }
    #expect(!(words + [id("："), id(":")]).contains(-1))
    #expect(state.smoothed([MiningState.slot, id("："), numeric] + words) == nil)
    let time = [numeric, id(":"), numeric] + words
    #expect(state.smoothed(time) != nil)
  }
  /// Rare chat messages that start with a number keep the name before the colon apart from
  /// it: aligned, the name and the number are two slots, and a number that never changes is
  /// no value, so the texts stay with the chat template.
  @Test func aNumberAfterAColonIsNoPartOfTheNameBefore() {
    let names = [
      "伊藤七海", "佐藤悠斗", "加藤 さくら", "吉田拓也", "小林翔太", "山田葵", "松本蓮", "渡辺翔太",
      "高橋 蓮", "中村直樹", "鈴木美咲", "山本結衣",
    ]
    let messages = ["今どこ？", "了解👍", "笑", "ファイル送ってもらえる？", "誕生日おめでとう！🎂", "着いたら電話してね ✈️"]
    var generator = SeededGenerator(seed: 45)
    var counts: [String: Int] = [:]
    for _ in 0..<600 {
      let name = Self.pick(names, &generator)
      let text =
        generator.next() % 2 == 0
        ? name + "：" + Self.pick(messages, &generator) : name + "さんがあなたの写真に「いいね！」しました"
      counts[text, default: 0] += 1
    }
    for name in names { counts[name + "：10分遅れます、ごめん！", default: 0] += 1 }
    let formats = Self.mine(counts)
    #expect(formats.contains("%@：%@"), "\(formats.sorted())")
    #expect(!formats.contains { $0.contains("分遅れます") && !$0.contains("：") }, "\(formats.sorted())")
  }

  /// A family's holes give back the colon they all end with even when one hole is the colon
  /// alone: that group's slot already stands before it (`%@: call me` beside `Ann Lee: call
  /// me`), and the message stays apart from the name.
  @Test func aHoleOfOnlyAColonGivesItBack() {
    let built = Self.skeletons(["Ann Lee: call me", "Bo: call me"])
    var state = built.state
    let id = built.id
    let slot = MiningState.slot
    let message = [id(" "), id("call"), id(" "), id("me")]
    state.groups = [
      MiningState.Group(
        skeleton: [slot, id(":")] + message, members: [1], count: 1, distinct: 1, largest: 1),
      MiningState.Group(
        skeleton: [slot, id(" "), id("Lee"), id(":")] + message, members: [0], count: 1,
        distinct: 1, largest: 1),
    ]
    let members = [
      MiningState.Member(group: 0, start: 1, end: 2),
      MiningState.Member(group: 1, start: 1, end: 4),
    ]
    #expect(state.endsBeforeColon(members) == 1)
    // Behind a slot of numbers, a colon is part of a time (`%@:%@`), not the end of a name.
    state.groups[1].skeleton[2] = MiningState.numeric
    state.groups[1].skeleton[1] = MiningState.numeric
    #expect(state.endsBeforeColon(members) == 0)
  }

  /// Aligned, a colon after a slot of words ends it when a slot of numbers follows.
  @Test func anAlignedColonBeforeANumberKeepsTheSlotsApart() {
    let (state, id) = Self.skeletons(["伊藤七海：10分遅れます", "佐藤悠斗：10分遅れます", "分遅れます"])
    let slot = MiningState.slot
    let bytes = Array("分遅れます".utf8)
    var tokens: [AlertTokenizer.Token] = []
    bytes.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    let words = tokens.map { id(String(decoding: bytes[$0.start..<$0.end], as: UTF8.self)) }
    #expect(!words.contains(-1))
    let a = [slot, id("："), MiningState.numeric] + words
    let canonical = MiningState.canonical(a)
    let numbers = a.map { $0 == MiningState.numeric }
    let pattern = state.alignPattern(canonical, canonical, numbers: (numbers, numbers))
    #expect(pattern == [slot, id("："), MiningState.numeric] + words)
    #expect(state.alignPattern(canonical, canonical) == [slot] + words)
  }
  /// A family whose values all end with a colon and a number leaves them to the template: the
  /// hole ends before the colon.
  @Test func aFamilyHoleEndsBeforeAColonItsValuesShare() throws {
    let names = ["健", "大翔", "陽菜"]
    let texts = names.map { "佐々木" + $0 + "：10分遅れます" } + ["佐々木健さん"]
    var state = MiningState(
      texts: texts.map { (text: Array($0.utf8), count: 20) }, options: TemplateMiner.Options())
    state.buildSkeletons()
    // Per text with a colon: the name (one element a character), the colon and the number.
    var members: [MiningState.Member] = []
    for (group, entry) in state.groups.enumerated() {
      guard let number = entry.skeleton.firstIndex(of: MiningState.numeric) else { continue }
      members.append(MiningState.Member(group: Int32(group), start: 3, end: Int16(number + 1)))
    }
    try #require(members.count == names.count)
    #expect(state.endsBeforeColon(members) == 2, "\(state.groups.map(\.skeleton))")
    // Values that differ at their end keep their holes.
    let name = state.groups.firstIndex { !$0.skeleton.contains(MiningState.numeric) } ?? -1
    var other = members
    other[0] = MiningState.Member(group: Int32(name), start: 3, end: 5)
    #expect(state.endsBeforeColon(other) == 0)
  }
}
