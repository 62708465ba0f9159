import Testing

@testable import LocPack

/// The entry's compact ranges: 32-bit offsets where they fit, wide ranges otherwise, one
/// representation for equal entries either way.
@Suite struct StringsEntryTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var commentRange: Range<Int>?
    var keyRange: Range<Int>
    var valueRange: Range<Int>?
    var range: Range<Int>
    /// Whether the ranges need the wide form.
    var isWide: Bool

    var testDescription: String { name }
  }

  static let big = Int(UInt32.max)

  static let cases: [Case] = [
    Case(
      name: "all present", commentRange: 0..<10, keyRange: 11..<16, valueRange: 19..<24,
      range: 11..<25, isWide: false),
    Case(
      name: "key only, no comment", commentRange: nil, keyRange: 0..<5, valueRange: nil,
      range: 0..<6, isWide: false),
    Case(
      name: "empty ranges at zero", commentRange: 0..<0, keyRange: 0..<0, valueRange: 0..<0,
      range: 0..<0, isWide: false),
    Case(
      name: "largest compact offset", commentRange: nil, keyRange: (big - 1)..<(big - 1),
      valueRange: nil, range: 0..<(big - 1), isWide: false),
    Case(
      name: "offset at the absent mark", commentRange: nil, keyRange: 0..<1,
      valueRange: 2..<big, range: 0..<big, isWide: true),
    Case(
      name: "comment past 4 GiB", commentRange: (big + 10)..<(big + 20), keyRange: 0..<1,
      valueRange: 2..<3, range: 0..<4, isWide: true),
    Case(
      name: "key past 4 GiB", commentRange: nil, keyRange: (1 << 40)..<((1 << 40) + 3),
      valueRange: nil, range: (1 << 40)..<((1 << 40) + 4), isWide: true),
    Case(
      name: "negative offsets", commentRange: -5..<(-1), keyRange: -1..<0, valueRange: nil,
      range: -1..<1, isWide: true),
  ]

  @Test(arguments: cases) func rangesReadBackAsSet(_ c: Case) {
    let entry = StringsEntry(
      key: "k", value: .string("v"), comment: c.commentRange == nil ? nil : "c",
      commentRange: c.commentRange, keyRange: c.keyRange, valueRange: c.valueRange,
      range: c.range)
    #expect(entry.commentRange == c.commentRange)
    #expect(entry.keyRange == c.keyRange)
    #expect(entry.valueRange == c.valueRange)
    #expect(entry.range == c.range)
    #expect((entry.fields.wide != nil) == c.isWide)
  }

  @Test(arguments: cases) func settersMoveBetweenForms(_ c: Case) {
    var entry = StringsEntry(
      key: "k", value: .string("v"), keyRange: 1..<2, valueRange: 3..<4, range: 1..<5)
    entry.commentRange = c.commentRange
    entry.keyRange = c.keyRange
    entry.valueRange = c.valueRange
    entry.range = c.range
    let direct = StringsEntry(
      key: "k", value: .string("v"), commentRange: c.commentRange, keyRange: c.keyRange,
      valueRange: c.valueRange, range: c.range)
    #expect(entry == direct)
    #expect(entry.hashValue == direct.hashValue)
    #expect((entry.fields.wide != nil) == c.isWide)
    // Back to small offsets: compact again.
    entry.commentRange = nil
    entry.keyRange = 0..<1
    entry.valueRange = nil
    entry.range = 0..<2
    #expect(entry.fields.wide == nil)
    #expect(entry.keyRange == 0..<1 && entry.valueRange == nil && entry.range == 0..<2)
  }

  @Test func equalityComparesEveryProperty() {
    let base = StringsEntry(
      key: "k", value: .string("v"), comment: "c", commentRange: 0..<3, keyRange: 4..<7,
      valueRange: 10..<13, range: 4..<14)
    var changes: [(inout StringsEntry) -> Void] = []
    changes.append { $0.key = "K" }
    changes.append { $0.value = .string("w") }
    changes.append { $0.comment = nil }
    changes.append { $0.commentRange = nil }
    changes.append { $0.keyRange = 4..<8 }
    changes.append { $0.valueRange = nil }
    changes.append { $0.range = 4..<15 }
    for change in changes {
      var other = base
      change(&other)
      #expect(other != base)
    }
  }

  @Test func parsedEntriesMatchTheirText() throws {
    let text = "/* one */\n\"a\" = \"b\";\n\"c\";\n// two\nd = (e);\n"
    let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
    let bytes = Array(text.utf8)
    func slice(_ range: Range<Int>?) -> String? {
      range.map { String(decoding: bytes[$0], as: UTF8.self) }
    }
    #expect(file.entries.count == 3)
    #expect(file.entries.allSatisfy { $0.fields.wide == nil })
    let ranges = file.entries.map {
      [slice($0.commentRange), slice($0.keyRange), slice($0.valueRange), slice($0.range)]
    }
    #expect(
      ranges == [
        ["/* one */", "\"a\"", "\"b\"", "\"a\" = \"b\";"],
        [nil, "\"c\"", nil, "\"c\";"],
        ["// two", "d", "(e)", "d = (e);"],
      ])
    #expect(file.entries.map(\.comment) == ["one", nil, "two"])
  }
}
