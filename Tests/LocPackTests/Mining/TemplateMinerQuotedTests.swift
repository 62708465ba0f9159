import LocPackTestSupport
import Testing

@testable import LocPack

/// Quoted text (a comment, a message) is a value, however often each one recurs.
@Suite struct TemplateMinerQuotedTests {
  static func mine(_ counts: [String: Int]) -> Set<String> {
    let texts = counts.map { (text: Array($0.key.utf8), count: $0.value) }
    return Set(TemplateMiner().mine(texts).map(\.format))
  }

  static let messages = [
    "on my way", "see you at 7?", "where are you??", "are you coming?", "ok?",
    "can you call me when you land?",
  ]

  /// The templates of one message each, `%@ replied: “on my way”`, … (`open` and `close`
  /// around the message), folded as a short list.
  static func fold(open: String, close: String) -> [AlertTemplate] {
    var texts: [String] = []
    var pieces: [[String]] = []
    for (index, message) in messages.enumerated() {
      pieces.append(["", " replied: \(open)\(message)\(close)"])
      for sender in 0..<4 {
        texts.append("Person\(index * 4 + sender) replied: \(open)\(message)\(close)")
      }
    }
    let state = MiningState(texts: texts.map { (Array($0.utf8), 1) }, options: .init())
    let candidates = pieces.enumerated().map { index, template in
      let members = texts[(index * 4)..<(index * 4 + 4)].compactMap { text in
        state.texts.firstIndex(of: Array(text.utf8))
      }
      return MiningState.Candidate(
        template: AlertTemplate(
          constants: template.map { Array($0.utf8) }, count: 4, example: texts[index * 4]),
        members: members)
    }
    return state.foldClosedClasses(candidates).map(\.template)
  }

  /// Six messages, each a template of its own because the token miner kept it as text:
  /// between quotation marks they are the values of one slot, up to the closing mark.
  @Test func quotedMessagesFoldIntoOneSlot() {
    let folded = Self.fold(open: "“", close: "”")
    #expect(folded.map(\.format) == ["%@ replied: “%@”"])
    #expect(folded.first?.count == 24)
  }

  /// The same messages without quotation marks, each before a full stop: the template keeps
  /// one word, and messages that end alike are no list.
  @Test func unquotedMessagesStayApart() {
    #expect(Self.fold(open: "", close: ".").count == Self.messages.count)
  }

  /// The value runs from the opening quotation mark to the closing one, past punctuation the
  /// values share and white space inside the marks.
  @Test func theQuotedValueRunsToTheClosingMark() {
    func suffix(_ piece: String, _ prefix: String, _ shared: String) -> Int? {
      MiningState.quotedSuffix(
        Array(piece.utf8), prefix: Array(prefix.utf8).count, suffix: Array(shared.utf8).count)
    }
    #expect(suffix(" replied: “see you?”", " replied: “", "?”") == Array("”".utf8).count)
    #expect(suffix(" a répondu : « Coldplay »", " a répondu : « ", " »") == 3)
    #expect(suffix(" replied: see you?", " replied: ", "?") == nil)
    #expect(suffix(" said “hi” to you", " said “", "” to you") == Array("” to you".utf8).count)
  }

  /// A frequent comment kept as text beside the template with a slot for comments: quoted, it
  /// is one more value whatever its lines; a word with no quotation marks around it stays a
  /// template of its own unless the general one has twice its lines.
  @Test(arguments: [true, false]) func aFrequentQuotedCommentJoinsTheSlot(quoted: Bool) {
    let names = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta"]
    // Fewer comments than the three other values a slot needs to take in one written out:
    // only the quotation marks make the frequent one a value.
    let comments = ["so good", "ok 👍"]
    let (open, close) = quoted ? ("“", "”") : ("", "")
    let general = names.flatMap { name in
      comments.map { "\(name) commented: \(open)\($0)\(close)" }
    }
    let specific = names.map { "\($0) commented: \(open)where is this?\(close)" }
    let fixture = CandidateFixture([general, specific])
    // The comment's lines: more than half the general template's.
    var frequent = fixture.candidate(["", " commented: \(open)where is this?\(close)"], specific)
    frequent.template.count = 20
    let candidates = [fixture.candidate(["", " commented: \(open)", close], general), frequent]
    let formats = fixture.state.absorb(candidates).map(\.template.format)
    if quoted {
      #expect(formats == ["%@ commented: “%@”"])
    } else {
      #expect(formats.count == 2, "\(formats)")
    }
  }
}

/// A quoted value ends at its closing mark: what follows the quote is a slot of its own.
@Suite struct TemplateMinerQuotedValueEndTests {
  /// Invitations to a few events, each with a date after the quote (`· 12 abr, 16:30`, or a
  /// word for tomorrow): the event and the date are two slots, not one running to the end.
  @Test(arguments: [
    ("%@ convidou você para “%@” · %@", "amanhã"),
    ("%@ vous a invité à « %@ » · %@", "demain"),
    ("%@ zaprasza Cię na „%@” · %@", "jutro"),
  ])
  func theClosingMarkEndsTheQuotedValue(format: String, tomorrow: String) {
    let names = ["Ana", "Bruno", "Carla", "Diego", "Elisa", "Fábio", "Gabi", "Hugo", "Inês"]
    let events = ["Dentista", "Aula de yoga", "Reunião de equipe", "Aniversário da mãe"]
    let months = ["jan", "fev", "mar", "abr", "mai", "jun", "jul", "ago", "set", "out"]
    let pieces = format.components(separatedBy: "%@")
    var counts: [String: Int] = [:]
    for index in 0..<180 {
      let time = "\(index % 24):\(index % 4 * 15 == 0 ? "00" : String(index % 4 * 15))"
      let date =
        index % 5 == 0 ? "\(tomorrow), \(time)" : "\(index % 28 + 1) \(months[index % 10]), \(time)"
      let text =
        names[index % names.count] + pieces[1] + events[index / 9 % events.count] + pieces[2]
        + date
      counts[text, default: 0] += 1
    }
    let formats = TemplateMinerQuotedTests.mine(counts)
    #expect(formats == [format], "\(formats.sorted())")
  }

  /// A branch after an opening mark ends before the closing one.
  ///
  /// One sender's invitations to six events share their beginning up to the opening mark,
  /// then branch into the events. Each value the branch opens ends before the closing mark,
  /// so the date after it stays out (not `Ana Clara convidou você para “%@`).
  @Test func aBranchAfterAnOpeningMarkEndsAtTheClosingOne() throws {
    let events = [
      "Aula de yoga", "Reunião de equipe", "Aniversário da mãe", "Coldplay", "Rock in Rio",
      "Dentista",
    ]
    let dates = ["amanhã, 07:15", "18 fev, 03:00", "22/04, 11:00"]
    let texts = events.flatMap { event in
      dates.map { "Ana Clara convidou você para “\(event)” · \($0)" }
    }
    var state = MiningState(texts: texts.map { (Array($0.utf8), 1) }, options: .init())
    state.buildSkeletons()
    let holes = state.branchMerges(reversed: false)
    #expect(!holes.isEmpty)
    let closing = try #require(state.tokenBytes.firstIndex(of: Array("”".utf8)))
    for (group, range) in holes {
      let skeleton = state.groups[group].skeleton
      #expect(!skeleton[range].contains(MiningState.Element(closing)), "\(range) of \(skeleton)")
      #expect(skeleton[range.upperBound...].contains(MiningState.Element(closing)))
    }
  }

  /// A slot whose values hold the opening mark of the closing one after it gives the mark
  /// back: the marks enclose a value of their own (`Рейс %@ (%@) …`, not `Рейс %@) …`).
  @Test(
    arguments: [
      (
        "Рейс %@) теперь отправляется от выхода %@",
        [
          "Рейс BA368 (Лондон) теперь отправляется от выхода Z42",
          "Рейс NH2978 (Нью-Йорк) теперь отправляется от выхода D57",
        ],
        "Рейс %@ (%@) теперь отправляется от выхода %@"
      ),
      (
        "%@”에 초대했습니다",
        ["한지민님이 “요가 수업”에 초대했습니다", "조수아님이 “엄마 생신”에 초대했습니다"],
        "%@ “%@”에 초대했습니다"
      ),
      ("%@ »", ["Léa : « Coldplay »", "Hugo : « Point hebdo »"], "%@ « %@ »"),
      // Every value must hold the mark, with text before it and the same spaces.
      ("Рейс %@) вылетает", ["Рейс BA368 (Лондон) вылетает", "Рейс NH29) вылетает"], nil),
      ("%@”에 초대했습니다", ["“요가 수업”에 초대했습니다", "“엄마 생신”에 초대했습니다"], nil),
      ("Flight %@) left", ["Flight BA368 (London) left", "Flight NH29(Rome) left"], nil),
      ("Flight %@) left", ["Flight BA368 (London) left", "Flight NH29 (Rome) T) left"], nil),
      // The text before the slot opens the mark already.
      ("“%@”", ["“a (b”", "“c (d”"], nil),
    ] as [(String, [String], String?)])
  func aSlotGivesBackTheOpeningMarkOfTheClosingOneAfterIt(
    format: String, texts: [String], split: String?
  ) {
    let state = MiningState(texts: texts.map { (Array($0.utf8), 1) }, options: .init())
    var template = AlertTemplate(
      constants: format.components(separatedBy: "%@").map { Array($0.utf8) })
    for slot in (0..<template.slotCount).reversed() {
      state.splitAtOpeningMark(&template, slot: slot, members: Array(state.texts.indices))
    }
    #expect(template.format == split ?? format)
  }

  /// Mined end to end: flights with their city in brackets.
  @Test func flightsKeepTheCityInItsBrackets() {
    let cities = ["Лондон", "Нью-Йорк", "Париж", "Дубай", "Токио", "Рим", "Берлин"]
    var counts: [String: Int] = [:]
    for (index, city) in cities.enumerated() {
      for flight in 0..<5 {
        let code = ["BA", "NH", "SU", "EK", "LH"][flight] + "\(100 + index * 37 + flight * 11)"
        counts["Рейс \(code) (\(city)) теперь отправляется от выхода B\(index + flight)"] = 1
      }
    }
    let formats = TemplateMinerQuotedTests.mine(counts)
    #expect(formats == ["Рейс %@ (%@) теперь отправляется от выхода %@"], "\(formats.sorted())")
  }
}
