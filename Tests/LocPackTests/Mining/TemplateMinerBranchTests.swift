import LocPackTestSupport
import Testing

@testable import LocPack

/// Values that run to the end of a text: when is a shared beginning a template's text, and when
/// is it a value shared by several templates.
@Suite struct TemplateMinerBranchTests {
  static let sentences: [@Sendable (inout SeededGenerator) -> String] = [
    { "te mencionó en #" + pick(["general", "random", "ios", "web", "diseño", "ventas"], &$0) },
    { _ in "comenzó a seguirte" },
    { _ in "te envió un mensaje. ¡No le hagas esperar!" },
    { "marca en el minuto \(1 + Int($0.next() % 90))" },
    { "reaccionó con " + pick(["❤️", "😂", "👍", "😮", "🔥", "🎉"], &$0) + " a tu mensaje" },
    {
      "publicó un anuncio en "
        + pick(["Historia universal", "Química", "Cálculo II", "Literatura", "Física"], &$0)
    },
  ]

  static func pick(_ values: [String], _ generator: inout SeededGenerator) -> String {
    values[Int(generator.next() % UInt64(values.count))]
  }

  /// Two frequent compound names, each followed by whole sentences of six templates: the names
  /// are not templates with the rest of the text as their value.
  @Test func aShortPrefixBeforeWholeSentencesIsNoTemplate() {
    var generator = SeededGenerator(seed: 7)
    var counts: [String: Int] = [:]
    let surnames = ["", "", "", " García", " López", " Ortiz Rubio", " Díaz"]
    for _ in 0..<1500 {
      let name =
        Self.pick(["María José", "José Luis"], &generator) + Self.pick(surnames, &generator)
      let sentence = Self.sentences[Int(generator.next() % UInt64(Self.sentences.count))]
      counts[name + " " + sentence(&generator), default: 0] += 1
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    #expect(!formats.contains("María José %@"), "\(formats.sorted())")
    #expect(!formats.contains("José Luis %@"), "\(formats.sorted())")
    // A prefix of more words than its values keeps its values: `New message from %@`.
    var mail: [String: Int] = [:]
    for index in 0..<400 {
      let sender = ["Ana", "Pedro", "Lucía", "Carlos", "Sofía", "Diego", "Elena", "Javier"][
        index % 8]
      mail["You have a new message from \(sender)", default: 0] += 1
    }
    let mailFormats = TemplateMiner().mine(mail.map { (text: Array($0.key.utf8), count: $0.value) })
      .map(\.format)
    #expect(mailFormats == ["You have a new message from %@"])
  }

  /// Texts that begin with the same frequent character of a name (a surname) and branch into
  /// names, titles and chat messages: the one character is no template.
  @Test func aLoneGluedTokenBeforeAValueIsNoTemplate() {
    let texts: [(String, Int)] = [
      ("刘丽 💬", 1), ("刘娟 💬", 1), ("刘敏 💬", 2), ("刘秀英 💬", 1), ("王丽 💬", 1),
      ("陈娟 💬", 1), ("张敏 💬", 1), ("赵秀英 💬", 1), ("刘杰：好的👌", 2), ("刘洋：到了", 1),
      ("刘强：马上来", 1), ("王杰：好的👌", 1), ("陈洋：到了", 1), ("张强：马上来", 1),
      ("刘丽关注了你", 2), ("陈洋关注了你", 2), ("王杰关注了你", 2), ("张强关注了你", 2),
      ("赵敏关注了你", 2), ("李娟关注了你", 2), ("李秀英关注了你", 1),
    ]
    let formats = TemplateMiner().mine(texts.map { (text: Array($0.0.utf8), count: $0.1) })
      .map(\.format)
    #expect(!formats.contains("刘%@"), "\(formats)")
    #expect(formats.contains("%@关注了你"), "\(formats)")
  }

  /// A shared question branches into short requests and into one frequent request that keeps
  /// its own wording before a slot of its own: that request stays a template, and the short
  /// ones still make the question's value.
  @Test func aRequestWithWordingOfItsOwnLeavesTheBranch() throws {
    let albums = [
      "Holiday", "Recipes", "Kids", "Garden", "Road trip", "Work", "Concert", "Beach",
      "Wedding", "Old phone", "Scans", "Pets",
    ]
    var texts: [(text: [UInt8], count: Int)] = albums.map {
      (Array("Do you really want to archive the shared album \($0)?".utf8), 1)
    }
    for request in [
      "mute Ben", "pin Ideas", "hide Tom", "delete Draft", "share Trip", "rename Inbox",
    ] {
      texts.append((Array("Do you really want to \(request)?".utf8), 3))
    }
    var state = MiningState(texts: texts, options: .init())
    state.buildSkeletons()
    let album = try #require(state.groups.firstIndex { $0.count == albums.count })
    let holes = state.branchMerges(reversed: false)
    #expect(holes[album] == nil)
    #expect(holes.count == 6)
  }

  /// Builds whose statuses go on from `has`, each with many build numbers.
  ///
  /// Each status is a message of its own, with its own wording: grouping keeps them apart,
  /// whether a family or a shared beginning branches into them, or rare texts align on it.
  static let statuses: [(text: [UInt8], count: Int)] = [
    "failed", "passed", "started", "stalled", "queued", "resumed",
  ].enumerated().flatMap { index, status in
    (0..<6).map { (Array("Build \(4_100 + 37 * index + 5 * $0) has \(status)".utf8), 1) }
  }

  @Test func statusesThatGoOnFromTheTextStayApartInABranch() {
    var state = MiningState(texts: Self.statuses, options: .init())
    state.buildSkeletons()
    #expect(state.branchMerges(reversed: false).isEmpty)
  }

  @Test func statusesThatGoOnFromTheTextStayApartInAFamily() {
    var state = MiningState(texts: Self.statuses, options: .init())
    state.buildSkeletons()
    let merged = state.mergeFamilies(maxHole: 1)
    #expect(!merged)
  }

  @Test func statusesThatGoOnFromTheTextStayApartWhenRareTextsAlign() {
    var state = MiningState(texts: Self.statuses, options: .init())
    state.buildSkeletons()
    state.alignRareGroups()
    #expect(state.groups.count == 6)
  }
}
