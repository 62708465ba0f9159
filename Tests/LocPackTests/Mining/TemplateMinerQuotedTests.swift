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
    // Fewer comments than an open class: only the quotation marks make the frequent one a value.
    let comments = ["so good", "love it", "wow", "ok 👍"]
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
