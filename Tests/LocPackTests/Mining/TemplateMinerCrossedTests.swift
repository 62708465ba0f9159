import Testing

@testable import LocPack

/// Templates that each write out a value the other has a slot for.
@Suite struct TemplateMinerCrossedTests {
  static let names = ["Chris O'Neil", "Olu Adeyemi", "Maya Patel", "Sam", "J.R.", "Kate"]
  static let messages = ["lol", "see you at 7?", "call me", "👍", "on my way", "thanks!!"]

  /// Candidates over the texts of one state: each a template (pieces) and its texts.
  struct Fixture {
    let state: MiningState

    init(_ groups: [[String]]) {
      let texts = Array(Set(groups.joined())).sorted().map { (Array($0.utf8), 1) }
      state = MiningState(texts: texts, options: .init())
    }

    func candidate(_ pieces: [String], _ texts: [String]) -> MiningState.Candidate {
      MiningState.Candidate(
        template: AlertTemplate(
          constants: pieces.map { Array($0.utf8) }, count: texts.count, example: texts[0]),
        members: texts.compactMap { state.texts.firstIndex(of: Array($0.utf8)) })
    }

    func fold(_ candidates: [MiningState.Candidate]) -> [String] {
      state.foldCrossedValues(candidates).map(\.template.format).sorted()
    }
  }

  /// One sender's replies, and one message several people sent: one template.
  @Test func aSenderAndAMessageWrittenOutFoldIntoOneTemplate() {
    let chris = Self.messages.dropFirst().map { "Chris O'Neil replied: “\($0)”" }
    let lol = Self.names.dropFirst().map { "\($0) replied: “lol”" }
    let fixture = Fixture([chris, lol])
    let folded = fixture.fold([
      fixture.candidate(["Chris O'Neil replied: “", "”"], chris),
      fixture.candidate(["", " replied: “lol”"], lol),
    ])
    #expect(folded == ["%@ replied: “%@”"])
  }

  /// A title written out beside a template whose time keeps its `AM`: the time's slot takes
  /// the unit in, and the title becomes a slot.
  @Test func aUnitBesideASharedSlotJoinsTheValue() {
    let dentist = Self.names.enumerated().map { index, name in
      "\(name) invited you to “Dentist” · Jun \(index + 3), \(index + 1):15 PM"
    }
    let morning = ["Coldplay", "Q3 planning", "Yoga class", "Team standup", "Flight to NYC"]
      .enumerated().map { index, title in
        "\(Self.names[index]) invited you to “\(title)” · Sep \(index + 2), 9:\(index)5 AM"
      }
    let fixture = Fixture([dentist, morning])
    let folded = fixture.fold([
      fixture.candidate(["", " invited you to “Dentist” · ", ""], dentist),
      fixture.candidate(["", " invited you to “", "” · ", " AM"], morning),
    ])
    #expect(folded == ["%@ invited you to “%@” · %@"])
  }

  /// A surname stuck to the name's slot, beside a comment written out: one template.
  @Test func aSurnameStuckToTheSlotJoinsTheValue() {
    let given = ["蓮", "陽菜", "大翔", "さくら", "結衣", "湊"]
    let comments = ["最高", "これどこで撮ったの？", "ナイスショット！", "お疲れさまです", "いいね"]
    let yamada = comments.enumerated().map { index, comment in
      "山\(given[index])さんがあなたの写真にコメントしました：「\(comment)」"
    }
    let nice = ["田中", "鈴木", "佐藤", "高橋", "伊藤"].map {
      "\($0)さんがあなたの写真にコメントしました：「ナイスショット！😂」"
    }
    let fixture = Fixture([yamada, nice])
    let folded = fixture.fold([
      fixture.candidate(["山", "さんがあなたの写真にコメントしました：「", "」"], yamada),
      fixture.candidate(["", "さんがあなたの写真にコメントしました：「ナイスショット！😂」"], nice),
    ])
    #expect(folded == ["%@さんがあなたの写真にコメントしました：「%@」"])
  }

  /// Near-duplicates differ where neither has a slot, and a template that only writes out a
  /// value of the other is the absorb rule's to weigh: all stay apart.
  @Test func nearDuplicatesAndPlainFrozenValuesStayApart() {
    let photo = Self.names.map { "\($0) liked your photo" }
    let video = Self.names.map { "\($0) liked your video" }
    let chris = Self.messages.map { "Chris O'Neil replied: “\($0)”" }
    let general = Self.names.dropFirst().flatMap { name in
      Self.messages.prefix(2).map { "\(name) replied: “\($0)”" }
    }
    let fixture = Fixture([photo, video, chris, general])
    let candidates = [
      fixture.candidate(["", " liked your photo"], photo),
      fixture.candidate(["", " liked your video"], video),
      fixture.candidate(["Chris O'Neil replied: “", "”"], chris),
      fixture.candidate(["", " replied: “", "”"], general),
    ]
    #expect(fixture.fold(candidates) == candidates.map(\.template.format).sorted())
  }

  /// A new slot must hold at least three values: one other sender of a message beside the
  /// one whose replies are written out makes two.
  @Test func aSlotOfTwoValuesIsNoFold() {
    let chris = Self.messages.dropFirst().map { "Chris O'Neil replied: “\($0)”" }
    let lol = ["Sam replied: “lol”"]
    let fixture = Fixture([chris, lol])
    let candidates = [
      fixture.candidate(["Chris O'Neil replied: “", "”"], chris),
      fixture.candidate(["", " replied: “lol”"], lol),
    ]
    #expect(fixture.fold(candidates) == candidates.map(\.template.format).sorted())
  }

  /// A value never opens a quotation it does not close, and text beside a slot joins it only
  /// when it is a unit or a number: a slot that runs past a closing mark stays as it is.
  @Test func aValueKeepsItsQuotesClosed() {
    var spelling = CrossedSpelling()
    let run = { (text: String) in spelling.elements(of: [Array(text.utf8)]) }
    let quoted = run("“Dentist”")
    let opened = run("“Dentist")
    let closed = run("Dentist”")
    let name = run("Chris O'Neil")
    let unit = spelling.elements(of: [[], Array(" AM".utf8)])
    let words = spelling.elements(of: [Array("Your package from ".utf8), []])
    #expect(spelling.isValue(quoted))
    #expect(!spelling.isValue(opened))
    #expect(!spelling.isValue(closed))
    #expect(spelling.isValue(name))
    #expect(spelling.isValue(unit))
    #expect(!spelling.isValue(words))
    #expect(!spelling.isValue(run(" ")))
    // A surname stuck to the slot is part of the value; a longer run of ideographs is text.
    let surname = spelling.elements(of: [Array("山".utf8), []])
    let phrase = spelling.elements(of: [Array("写真に".utf8), []])
    let spaced = spelling.elements(of: [Array("山 ".utf8), []])
    #expect(spelling.isValue(surname))
    #expect(!spelling.isValue(phrase))
    #expect(!spelling.isValue(spaced))
  }

  /// The alignment: shared endings first, text on one side only beside a shared slot joins
  /// it, and elsewhere it is no fold.
  @Test func differencesAlignOnSharedTokens() {
    var spelling = CrossedSpelling()
    let a = spelling.elements(of: ["Chris O'Neil replied: “", "”"].map { Array($0.utf8) })
    let b = spelling.elements(of: ["", " replied: “lol”"].map { Array($0.utf8) })
    let hunks = MiningState.differences(a, b)
    #expect(hunks?.count == 2)
    if let hunks, hunks.count == 2 {
      #expect(spelling.constants(of: Array(a[hunks[0].a])) == [Array("Chris O'Neil".utf8)])
      #expect(Array(b[hunks[0].b]) == [-1])
      #expect(Array(a[hunks[1].a]) == [-1])
      #expect(spelling.constants(of: Array(b[hunks[1].b])) == [Array("lol".utf8)])
    }
    let plain = spelling.elements(of: ["Remind me at ", ""].map { Array($0.utf8) })
    let unit = spelling.elements(of: ["Remind me at ", " AM"].map { Array($0.utf8) })
    let extra = spelling.elements(of: ["Remind me today at ", ""].map { Array($0.utf8) })
    #expect(MiningState.differences(plain, unit)?.count == 1)
    #expect(MiningState.differences(plain, extra)?.count == nil)
  }
}
