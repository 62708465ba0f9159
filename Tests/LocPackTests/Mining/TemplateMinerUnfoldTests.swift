import Testing

@testable import LocPack

/// A constant value beside a template whose slot holds the same kind of values with a word of
/// their own: the slot widens over that word and takes the value.
@Suite struct TemplateMinerUnfoldTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The texts, written with `{value}` for the value and `{n}` for a number.
    var shape: String
    /// Each value and its lines a number.
    var values: [(String, Int)]
    var expected: [String]
    var unexpected: [String]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "devices that mostly end alike take the one that does not",
      shape: "{value} has been open for {n} minutes",
      values: [
        ("Garage Door", 3), ("Front Door", 3), ("Patio Door", 3), ("Back Door", 2),
        ("Bedroom Window", 3),
      ],
      expected: ["%@ has been open for %@ minutes"],
      unexpected: ["Bedroom Window has been open for %@ minutes"]),
    Case(
      name: "too few values stay a template of their own",
      shape: "{value} has been open for {n} minutes",
      values: [("Garage Door", 3), ("Front Door", 3), ("Patio Door", 3), ("Bedroom Window", 3)],
      expected: [
        "%@ Door has been open for %@ minutes", "Bedroom Window has been open for %@ minutes",
      ],
      unexpected: ["%@ has been open for %@ minutes"]),
  ]

  @Test(arguments: cases)
  func unfold(_ testCase: Case) {
    var counts: [String: Int] = [:]
    for (value, perNumber) in testCase.values {
      for number in 5...12 {
        let text = testCase.shape.replacing("{value}", with: value)
          .replacing("{n}", with: String(number))
        counts[text, default: 0] += perNumber
      }
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let formats = Set(templates.map(\.format))
    for format in testCase.expected { #expect(formats.contains(format), "\(formats.sorted())") }
    for format in testCase.unexpected { #expect(!formats.contains(format), "\(formats.sorted())") }
  }
}
