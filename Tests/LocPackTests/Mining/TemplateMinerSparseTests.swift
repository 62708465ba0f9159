import Testing

@testable import LocPack

/// A sample of many templates with few lines each: names and messages recur across templates
/// (so they look like template words), while each template shows every value only once.
@Suite struct TemplateMinerSparseTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// Texts seen once each.
    var texts: [String]
    /// The formats expected among the templates, and those that must not be among them.
    var expected: [String]
    var unexpected: [String]
    var testDescription: String { name }
  }

  static let names = ["Ada", "Bruno", "Chiara", "Dmitri", "Elif", "Farid", "Greta", "Hugo"]
  /// Every name in two frequent templates, and three of them once each with the same note.
  static var mixed: [String] {
    var texts: [String] = []
    for name in names {
      texts.append("\(name) joined the group")
      texts.append("\(name) left a note")
    }
    for name in names.prefix(3) { texts.append("\(name): on my way") }
    return texts
  }

  static let cases: [Case] = [
    Case(
      name: "a rare template whose names recur elsewhere gets its slot",
      texts: mixed,
      expected: ["%@: on my way", "%@ joined the group", "%@ left a note"],
      unexpected: []),
    Case(
      name: "two rare near-duplicates stay literal",
      texts: mixed + ["Ada saved your recipe", "Ada saved your playlist"],
      expected: ["%@ joined the group"],
      unexpected: ["Ada saved your %@", "%@ saved your %@"]),
  ]

  @Test(arguments: cases)
  func sparse(_ testCase: Case) {
    let templates = TemplateMiner().mine(testCase.texts.map { (text: Array($0.utf8), count: 1) })
    let formats = Set(templates.map(\.format))
    for format in testCase.expected { #expect(formats.contains(format), "\(formats.sorted())") }
    for format in testCase.unexpected { #expect(!formats.contains(format), "\(formats.sorted())") }
  }
}
