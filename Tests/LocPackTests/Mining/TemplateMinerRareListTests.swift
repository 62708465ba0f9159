import Testing

@testable import LocPack

/// Two rare templates that differ in one value, and texts left out with other values there:
/// one template with a slot for the list.
@Suite struct TemplateMinerRareListTests {
  static let arena = [
    "دعاك علي للعب Clash Arena", "دعاك نور للعب Clash Arena", "دعاك ريم للعب Clash Arena",
  ]
  static let puzzle = [
    "دعاك علي للعب Puzzle Pop", "دعاك حسن للعب Puzzle Pop", "دعاك ليلى للعب Puzzle Pop",
  ]

  /// Folds the two templates (with `lines` lines each) beside the texts `left` uncovered; the
  /// formats, and the texts still uncovered.
  static func fold(
    _ families: [([String], [String])], left: [String], lines: Int = 3
  ) -> (formats: [String], uncovered: [String]) {
    let fixture = CandidateFixture(families.map(\.1) + [left])
    let state = fixture.state
    var covered = state.texts.map { !left.contains(String(decoding: $0, as: UTF8.self)) }
    let candidates = families.map { pieces, texts in
      var candidate = fixture.candidate(pieces, texts)
      candidate.template.count = lines
      return candidate
    }
    let folded = state.foldRareListsWithStrays(candidates, covered: &covered)
    let uncovered = state.texts.indices.filter { !covered[$0] }.map {
      String(decoding: state.texts[$0], as: UTF8.self)
    }
    return (folded.map(\.template.format).sorted(), uncovered.sorted())
  }

  static let games = [
    (["دعاك ", " للعب Clash Arena"], arena), (["دعاك ", " للعب Puzzle Pop"], puzzle),
  ]

  @Test func textsLeftOutWithTwoMoreValuesJoin() {
    let (formats, uncovered) = Self.fold(
      Self.games,
      left: ["دعاك سارة للعب Word Quest", "دعاك عمر للعب Star Racer", "تم شحن طلبك"])
    #expect(formats == ["دعاك %@ للعب %@"])
    #expect(uncovered == ["تم شحن طلبك"])
  }

  /// One more value, frequent templates, or a message after a colon: nothing changes.
  @Test func fewValuesFrequentTemplatesOrMessagesStayApart() {
    let one = Self.fold(
      Self.games, left: ["دعاك سارة للعب Word Quest", "دعاك عمر للعب Word Quest"])
    #expect(one.formats.count == 2)
    let frequent = Self.fold(
      Self.games, left: ["دعاك سارة للعب Word Quest", "دعاك عمر للعب Star Racer"], lines: 40)
    #expect(frequent.formats.count == 2)
    let chats = Self.fold(
      [
        (
          ["", " de la Fuente: jajaja"], ["Ana de la Fuente: jajaja", "Luis de la Fuente: jajaja"]
        ),
        (["", " de la Fuente: ok"], ["Ana de la Fuente: ok", "Eva de la Fuente: ok"]),
      ], left: ["Ana de la Fuente: nos vemos", "Luis de la Fuente: ya llegué"])
    #expect(chats.formats.count == 2)
    #expect(chats.uncovered.count == 2)
  }
}
