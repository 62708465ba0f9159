import Testing

@testable import LocPack

/// A slot whose values all hold the same words between two values.
@Suite struct TemplateMinerInfixTests {
  static let names = [
    "علي المصري", "ريم عبد الله", "سارة الحسن", "عمر بن سالم", "ليلى خالد", "يوسف الشامي",
  ]
  static let channels = ["design", "random", "general", "eng-backend", "growth-team"]

  static var mentions: [String] {
    names.flatMap { name in channels.map { "أشار إليك \(name) في #\($0)" } }
  }

  /// A name, a word and a channel in one slot, beside a template that keeps the word as text:
  /// the slot splits around the word.
  @Test func aSlotSplitsAroundWordsAnotherTemplateKeeps() {
    let written = Self.names.prefix(5).map { "أشار إليك \($0) عبد الله في #random" }
    let fixture = CandidateFixture([Self.mentions, written])
    let general = fixture.candidate(["أشار إليك ", ""], Self.mentions)
    let other = fixture.candidate(["أشار إليك ", " عبد الله في #", ""], written)
    let split = fixture.state.splitSharedInfixes([general, other])
    #expect(split.map(\.template.format).contains("أشار إليك %@ في #%@"))
    #expect(fixture.state.sharedInfix(general, slot: 0) == Array(" في #".utf8))
  }

  /// Without a template that keeps those words as text, the slot stays whole.
  @Test func noOtherTemplateNoSplit() {
    let fixture = CandidateFixture([Self.mentions])
    let general = fixture.candidate(["أشار إليك ", ""], Self.mentions)
    #expect(fixture.state.splitSharedInfixes([general]).map(\.template.format) == ["أشار إليك %@"])
  }

  /// A first and last name share a space, not a word; values that hold the words twice, or
  /// at an end, share nothing to split at.
  @Test func onlyWordsHeldOnceInsideEveryValue() {
    let people = ["Ana Ruiz", "Sam Lee", "Kate Moss", "Maya Patel", "Olu Adeyemi", "Ben Stone"]
    let twice = people.map { "\($0) in Rome in May" }
    let atEnd = people.map { "\($0) in" }
    for values in [people, twice, atEnd] {
      let texts = values.map { "Hello \($0)!" }
      let fixture = CandidateFixture([texts])
      let candidate = fixture.candidate(["Hello ", "!"], texts)
      #expect(candidate.members.count == values.count)
      #expect(fixture.state.sharedInfix(candidate, slot: 0) == nil)
    }
    // Held once inside every value, the words are shared.
    let texts = people.map { "Hello \($0) in Rome!" }
    let fixture = CandidateFixture([texts])
    let candidate = fixture.candidate(["Hello ", "!"], texts)
    #expect(fixture.state.sharedInfix(candidate, slot: 0) == nil, "one value on the right")
    let cities = ["Rome", "Lyon", "Oslo", "Porto", "Kyoto", "Lima"]
    let travels = zip(people, cities).map { "Hello \($0) in \($1)!" }
    let varied = CandidateFixture([travels])
    let travel = varied.candidate(["Hello ", "!"], travels)
    #expect(varied.state.sharedInfix(travel, slot: 0) == Array(" in ".utf8))
  }
}
