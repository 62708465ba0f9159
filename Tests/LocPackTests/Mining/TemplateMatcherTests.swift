import Testing

@testable import LocPack

@Suite struct TemplateMatcherTests {
  struct Template: Sendable {
    var constants: [String]
    var count: Int
    var example = ""
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var templates: [Template]
    var text: String
    /// The index of the template the matcher must pick, or `nil` for none.
    var expected: Int?
    var preference: TemplateMatcher.Preference = .mostSpecific
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "a specific template keeps its lines from a general one with more lines",
      templates: [
        Template(constants: ["", " – ", ""], count: 100),
        Template(constants: ["Half-time: ", " – ", ""], count: 5),
      ],
      text: "Half-time: Leeds 1 – 2 Ajax", expected: 1),
    Case(
      name: "a template with words wins over one of only slots and separators at equal bytes",
      templates: [
        Template(constants: ["", ": ", ""], count: 100),
        Template(constants: ["Half-time: ", " ", " – ", " ", ""], count: 5),
      ],
      text: "Half-time: Leeds 1 – 2 Ajax", expected: 1),
    Case(
      name: "by most lines the general template takes the specific one's lines",
      templates: [
        Template(constants: ["", " – ", ""], count: 100),
        Template(constants: ["Half-time: ", " – ", ""], count: 5),
      ],
      text: "Half-time: Leeds 1 – 2 Ajax", expected: 0, preference: .mostLines),
    Case(
      name: "by most lines an exact text still wins",
      templates: [
        Template(constants: ["", " liked your photo"], count: 100),
        Template(constants: ["Alice liked your photo"], count: 2),
      ],
      text: "Alice liked your photo", expected: 1, preference: .mostLines),
    Case(
      name: "more constant words win over a shorter template with fewer slots",
      templates: [
        Template(constants: ["", " liked your photo"], count: 100),
        Template(constants: ["", " and ", " others liked your photo"], count: 5),
      ],
      text: "Alice and 3 others liked your photo", expected: 1),
    Case(
      name: "an exact text wins over any template",
      templates: [
        Template(constants: ["", " liked your photo"], count: 100),
        Template(constants: ["Alice liked your photo"], count: 2),
      ],
      text: "Alice liked your photo", expected: 1),
    Case(
      name: "a few constant bytes bought with an extra slot do not make a template specific",
      templates: [
        Template(constants: ["Your order #", " is out: ", ""], count: 100),
        Template(constants: ["Your order ", "W", " is out: ", " PM"], count: 30),
      ],
      text: "Your order #W12 is out: 3 PM", expected: 0),
    Case(
      name: "at equal specificity a template that refines the other wins",
      templates: [
        Template(constants: ["", " liked it"], count: 100),
        Template(constants: ["", " and so ", " liked it"], count: 5),
      ],
      text: "Ann and so Bo liked it", expected: 1),
    Case(
      name: "a refinement whose pieces between hold words wins whatever its slots cost",
      templates: [
        Template(constants: ["", " updated"], count: 11),
        Template(constants: ["", " on ", " in ", " updated"], count: 75),
      ],
      text: "Ana on Home in Lisbon updated", expected: 1),
    Case(
      name: "a refinement of only marks between does not buy its slots",
      templates: [
        Template(constants: ["", " joined"], count: 11),
        Template(constants: ["", " (", ") joined"], count: 75),
      ],
      text: "Ana (Lisbon) joined", expected: 0),
    Case(
      name: "a template that makes another's word a slot refines nothing",
      templates: [
        Template(constants: ["", " renamed it to ", ""], count: 40),
        Template(constants: ["", " renamed ", " to the ", ""], count: 5),
      ],
      text: "Ana renamed it to the Bo", expected: 0),
    Case(
      name: "a refinement of a refinement ranks above both",
      templates: [
        Template(constants: ["", " updated"], count: 11),
        Template(constants: ["", " on ", " updated"], count: 30),
        Template(constants: ["", " on ", " in ", " updated"], count: 75),
      ],
      text: "Ana on Home in Lisbon updated", expected: 2),
    Case(
      name: "a counted phrase refines the template it widens",
      templates: [
        Template(constants: ["장바구니에 ", " 상품이 남아 있어요"], count: 132),
        Template(constants: ["장바구니에 ", " 외 ", "개 상품이 남아 있어요"], count: 65),
      ],
      text: "장바구니에 Levi's 501 외 58개 상품이 남아 있어요", expected: 1),
    Case(
      name: "at equal specificity, neither refining the other, fewer slots win",
      templates: [
        Template(constants: ["Ann and so ", " ", "ed it"], count: 100),
        Template(constants: ["", " liked it"], count: 5),
      ],
      text: "Ann and so Bo liked it", expected: 1),
    Case(
      name: "at equal specificity and slots the template with more lines wins",
      templates: [
        Template(constants: ["", " in ", ""], count: 3),
        Template(constants: ["", " on ", ""], count: 9),
      ],
      text: "a in b on c", expected: 1),
    Case(
      name: "at a full tie the earlier template wins",
      templates: [
        Template(constants: ["", " in ", ""], count: 9),
        Template(constants: ["", " on ", ""], count: 9),
      ],
      text: "a in b on c", expected: 0),
    Case(
      name: "a template that starts with a slot is found by its last piece",
      templates: [
        Template(constants: ["Goal! ", ""], count: 100),
        Template(constants: ["", " scored"], count: 1),
      ],
      text: "Goal! Kane scored", expected: 1),
    Case(
      name: "a template of only separators keeps the numbers its example has in a slot",
      templates: [
        Template(
          constants: ["", " ", " – ", " ", ""], count: 400,
          example: "Real Madrid 1 – 3 RB Leipzig")
      ],
      text: "Thanks for the report – fixed in version 4.2.1", expected: nil),
    Case(
      name: "a template of only separators takes a text with numbers where its example has them",
      templates: [
        Template(
          constants: ["", " ", " – ", " ", ""], count: 400,
          example: "Real Madrid 1 – 3 RB Leipzig")
      ],
      text: "Bayer 04 Leverkusen 2 – 0 1. FC Köln", expected: 0),
    Case(
      name: "a template with words of its own needs no numbers where its example has them",
      templates: [
        Template(constants: ["Order ", " is ready"], count: 40, example: "Order 12 is ready")
      ],
      text: "Order A-7 is ready", expected: 0),
    Case(
      name: "no template matches",
      templates: [Template(constants: ["", " liked your photo"], count: 100)],
      text: "Alice liked your video", expected: nil),
  ]

  @Test(arguments: cases)
  func picksThePreferredTemplate(_ testCase: Case) {
    let templates = testCase.templates.map { template in
      AlertTemplate(
        constants: template.constants.map { Array($0.utf8) }, count: template.count,
        example: template.example)
    }
    let bytes = Array(testCase.text.utf8)
    var slots: [Range<Int>] = []
    let found = bytes.withUnsafeBufferPointer {
      TemplateMatcher(templates: templates, preference: testCase.preference).match(
        $0, slots: &slots)
    }
    #expect(found == testCase.expected)
    // The same answer whatever the order of the templates, for all but the order tie-break.
    if testCase.templates.count == 2, testCase.templates[0].count != testCase.templates[1].count,
      let expected = testCase.expected
    {
      let reversed = bytes.withUnsafeBufferPointer {
        TemplateMatcher(templates: templates.reversed(), preference: testCase.preference)
          .match($0, slots: &slots)
      }
      #expect(reversed == 1 - expected)
    }
  }

  /// Constant pieces longer than eight bytes are compared eight bytes at a time: a text that
  /// differs from the template's pieces in any one byte matches exactly when
  /// ``AlertTemplate/match(_:slots:)`` says it does, with the same slots.
  @Test func longPiecesDifferingInAnyByteAgreeWithTheTemplate() {
    let template = AlertTemplate(
      constants: [
        Array("Your weekly summary: ".utf8), Array(" new followers and ".utf8),
        Array(" likes this week".utf8),
      ], count: 10, example: "")
    let matcher = TemplateMatcher(templates: [template])
    let original = Array("Your weekly summary: 12 new followers and 40 likes this week".utf8)
    var slots: [Range<Int>] = []
    let found = original.withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
    #expect(found == 0)
    #expect(slots == [21..<23, 42..<44])
    for position in original.indices {
      var text = original
      text[position] = UInt8(ascii: "#")
      var expectedSlots: [Range<Int>] = []
      let expected = text.withUnsafeBufferPointer { template.match($0, slots: &expectedSlots) }
      let got = text.withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
      #expect((got == 0) == expected, "byte \(position)")
      if expected { #expect(slots == expectedSlots, "byte \(position)") }
    }
  }
}
