import Testing

@testable import LocPack

/// Templates that each write out a value the other has a slot for.
@Suite struct TemplateMinerCrossedTests {
  static let names = ["Chris O'Neil", "Olu Adeyemi", "Maya Patel", "Sam", "J.R.", "Kate"]
  static let messages = ["lol", "see you at 7?", "call me", "👍", "on my way", "thanks!!"]

  /// One sender's replies, and one message several people sent: one template.
  @Test func aSenderAndAMessageWrittenOutFoldIntoOneTemplate() {
    let chris = Self.messages.dropFirst().map { "Chris O'Neil replied: “\($0)”" }
    let lol = Self.names.dropFirst().map { "\($0) replied: “lol”" }
    let fixture = CandidateFixture([chris, lol])
    let folded = fixture.foldCrossed([
      fixture.candidate(["Chris O'Neil replied: “", "”"], chris),
      fixture.candidate(["", " replied: “lol”"], lol),
    ])
    #expect(folded == ["%@ replied: “%@”"])
  }

  /// Kinds of warnings, each written out with a trailing sentence in the slot of a general
  /// one: the slot takes the sentence in.
  @Test func aSentenceBesideASharedSlotJoinsTheValue() {
    let kinds = ["Flood watch", "Heat advisory", "Winter storm warning", "Frost warning"]
    let cities = ["Austin, TX", "Brooklyn", "Miami-Dade County", "Denver", "Boise"]
    let advice = ["Stay indoors.", "Avoid low-lying roads.", "Drive carefully."]
    let stayIndoors = zip(kinds, cities).map { "\($0) for \($1) until 9:15 AM. Stay indoors." }
    let austin = advice.enumerated().map {
      "Flood watch for Austin, TX until \($0.offset + 4):30 PM. \($0.element)"
    }
    let fixture = CandidateFixture([stayIndoors, austin])
    let folded = fixture.foldCrossed([
      fixture.candidate(["", " for ", " until ", ". Stay indoors."], stayIndoors),
      fixture.candidate(["Flood watch for Austin, TX until ", ""], austin),
    ])
    #expect(folded == ["%@ for %@ until %@"])
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
    let fixture = CandidateFixture([dentist, morning])
    let folded = fixture.foldCrossed([
      fixture.candidate(["", " invited you to “Dentist” · ", ""], dentist),
      fixture.candidate(["", " invited you to “", "” · ", " AM"], morning),
    ])
    #expect(folded == ["%@ invited you to “%@” · %@"])
  }

  /// Two messages whose verbs share a gender ending, each with its verb in the other's slot:
  /// the lone letter left between the slots is no wording of a template's own.
  @Test func aLoneLetterBetweenSlotsKeepsTwoMessagesApart() {
    let avatar = Self.names.enumerated().map { index, name in
      "\(name) \(index % 2 == 0 ? "изменил" : "удалил")(а) аватар комнаты"
    }
    let things = ["фото", "стикер", "опрос", "видео", "ссылку", "файл"]
    let sent = zip(Self.names, things).map { "\($0) отправил(а) \($1)" }
    let fixture = CandidateFixture([avatar, sent])
    let candidates = [
      fixture.candidate(["", "(а) аватар комнаты"], avatar),
      fixture.candidate(["", " отправил(а) ", ""], sent),
    ]
    #expect(fixture.foldCrossed(candidates) == candidates.map(\.template.format).sorted())
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
    let fixture = CandidateFixture([yamada, nice])
    let folded = fixture.foldCrossed([
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
    let fixture = CandidateFixture([photo, video, chris, general])
    let candidates = [
      fixture.candidate(["", " liked your photo"], photo),
      fixture.candidate(["", " liked your video"], video),
      fixture.candidate(["Chris O'Neil replied: “", "”"], chris),
      fixture.candidate(["", " replied: “", "”"], general),
    ]
    #expect(fixture.foldCrossed(candidates) == candidates.map(\.template.format).sorted())
  }

  /// Two templates that share one word and no punctuation are no template of one: `You` is
  /// no name and `you a message…` no amount.
  @Test func oneSharedWordIsNoTemplate() {
    let sent = Self.names.enumerated().map { "You sent $\($0.offset + 3).50 to \($0.element)" }
    let message = Self.names.map { "\($0) sent you a message. Don't keep them waiting!" }
    let fixture = CandidateFixture([sent, message])
    let candidates = [
      fixture.candidate(["You sent $", " to ", ""], sent),
      fixture.candidate(["", " sent you a message. Don't keep them waiting!"], message),
    ]
    #expect(fixture.foldCrossed(candidates) == candidates.map(\.template.format).sorted())
  }

  /// A fold of words alone that also matches the texts of a busier template is a loose
  /// pattern: `%@ is in %@`, from a sender's groups and one group's members, stays unmade
  /// beside `%@ is in the lobby`.
  @Test func aLoosePatternIsNoFold() {
    let groups = ["Team Alpha", "Book club", "Family", "Weekend Hikers"]
    let alma = groups.map { "Alma is in \($0)" }
    let alpha = Self.names.map { "\($0) is in Team Alpha" }
    let lobby = Self.names.flatMap { name in (1...3).map { "\(name) is in the lobby \($0)" } }
    let fixture = CandidateFixture([alma, alpha, lobby])
    let candidates = [
      fixture.candidate(["", " is in the lobby ", ""], lobby),
      fixture.candidate(["Alma is in ", ""], alma),
      fixture.candidate(["", " is in Team Alpha"], alpha),
    ]
    #expect(fixture.foldCrossed(candidates) == candidates.map(\.template.format).sorted())
    // Without the busier template, the two fold.
    #expect(fixture.foldCrossed(Array(candidates.dropFirst())) == ["%@ is in %@"])
  }

  /// A new slot must hold at least three values: one other sender of a message beside the
  /// one whose replies are written out makes two.
  @Test func aSlotOfTwoValuesIsNoFold() {
    let chris = Self.messages.dropFirst().map { "Chris O'Neil replied: “\($0)”" }
    let lol = ["Sam replied: “lol”"]
    let fixture = CandidateFixture([chris, lol])
    let candidates = [
      fixture.candidate(["Chris O'Neil replied: “", "”"], chris),
      fixture.candidate(["", " replied: “lol”"], lol),
    ]
    #expect(fixture.foldCrossed(candidates) == candidates.map(\.template.format).sorted())
  }

  /// A value never opens a quotation it does not close, nor closes one it did not open, and
  /// holds at most one slot of the other template.
  @Test func aValueKeepsItsQuotesClosed() {
    var spelling = CrossedSpelling()
    let runs: [(pieces: [String], isValue: Bool)] = [
      (["“Dentist”"], true), (["“Dentist"], false), (["Dentist”"], false),
      (["Chris O'Neil"], true), (["", " AM"], true), (["山", ""], true),
      (["", ". Stay indoors (if you can)."], true), (["", "” · ", " AM"], false),
      (["", "” · "], false), ([" "], false),
    ]
    for run in runs {
      let elements = spelling.elements(of: run.pieces.map { Array($0.utf8) })
      #expect(spelling.isValue(elements) == run.isValue, "\(run.pieces)")
    }
  }

  /// The alignment: shared endings first, text on one side only beside a shared slot joins
  /// it, and elsewhere it is no fold.
  @Test func differencesAlignOnSharedTokens() {
    var spelling = CrossedSpelling()
    let a = spelling.elements(of: ["Chris O'Neil replied: “", "”"].map { Array($0.utf8) })
    let b = spelling.elements(of: ["", " replied: “lol”"].map { Array($0.utf8) })
    let hunks = MiningState.differences(a, b, isSpace: spelling.isSpace)
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
    #expect(MiningState.differences(plain, unit, isSpace: spelling.isSpace)?.count == 1)
    #expect(MiningState.differences(plain, extra, isSpace: spelling.isSpace)?.count == nil)
  }
}

extension CandidateFixture {
  /// The formats after the crossed fold, sorted.
  func foldCrossed(_ candidates: [MiningState.Candidate]) -> [String] {
    state.foldCrossedValues(candidates).map(\.template.format).sorted()
  }
}
