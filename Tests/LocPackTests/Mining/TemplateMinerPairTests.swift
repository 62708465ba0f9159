import LocPackTestSupport
import Testing

@testable import LocPack

/// Two values joined by a spaced separator with a number on each side (`{name} {n} – {n} {name}`):
/// a template of slots and separators, whatever the names.
@Suite struct TemplateMinerPairTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// The separator between the numbers, the text before the first name and after the second.
    var separator: String
    var before: String
    var after: String
    /// The names on each side.
    var left: [String]
    var right: [String]
    /// The template expected, or nil when no pair template may come out.
    var expected: [String]?
    var testDescription: String { name }
  }

  static let clubs = [
    "Northside Rovers", "Harbour City", "St. Albans Athletic", "Lakeview", "Old Mill United",
    "Riverton", "Kingsbridge Town", "Ashford-on-Sea",
  ]
  static let japaneseClubs = ["北浜ローバーズ", "港シティ", "湖畔ＦＣ", "旧製粉ユナイテッド", "川辺タウン", "王橋"]

  static let cases: [Case] = [
    Case(
      name: "a result between names of several words is all slots",
      separator: " – ", before: "", after: "", left: clubs, right: clubs,
      expected: ["", " ", " – ", " ", ""]),
    Case(
      name: "text shared before many names stays constant",
      separator: " - ", before: "Final score: ", after: "", left: clubs, right: clubs,
      expected: ["Final score: ", " ", " - ", " ", ""]),
    Case(
      name: "full-width punctuation ends the constant text of a language without spaces",
      separator: " – ", before: "試合終了：", after: "", left: japaneseClubs, right: japaneseClubs,
      expected: ["試合終了：", " ", " – ", " ", ""]),
    Case(
      name: "a side with two values is no open class",
      separator: " – ", before: "", after: " today", left: clubs, right: ["Dawn", "Dusk"],
      expected: nil),
  ]

  @Test(arguments: cases)
  func pairTemplate(_ testCase: Case) {
    var generator = SeededGenerator(seed: 5)
    var counts: [String: Int] = [:]
    for _ in 0..<300 {
      let left = testCase.left[Int(generator.next() % UInt64(testCase.left.count))]
      let right = testCase.right[Int(generator.next() % UInt64(testCase.right.count))]
      let score = "\(generator.next() % 6)\(testCase.separator)\(generator.next() % 6)"
      counts[testCase.before + left + " " + score + " " + right + testCase.after, default: 0] += 1
    }
    // Other traffic beside it, some of it with the same names.
    for (index, club) in Self.clubs.enumerated() {
      counts["\(club) kicks off in \(index + 2) minutes", default: 0] += 3
    }
    let templates = TemplateMiner().mine(counts.map { (text: Array($0.key.utf8), count: $0.value) })
    let pairs = templates.filter { $0.constants.contains { $0 == Array(testCase.separator.utf8) } }
    if let expected = testCase.expected {
      #expect(pairs.map(\.constants) == [expected.map { Array($0.utf8) }])
      #expect(pairs.first?.count == 300)
    } else {
      #expect(pairs.filter { $0.slotCount == 4 }.isEmpty, "\(pairs.map(\.format))")
    }
    #expect(templates.contains { $0.format == "%@ kicks off in %@ minutes" })
  }
}
