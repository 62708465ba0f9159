import LocPackTestSupport
import Testing

@testable import LocPack

/// `PlistDictionary`'s own key hash (a fast hash of ASCII keys, `String`'s hash otherwise)
/// agrees with `String`'s `==`, and building a dictionary in bulk matches inserting pairs one
/// at a time.
@Suite struct PlistDictionaryHashingTests {
  struct EquivalentCase: Sendable, CustomTestStringConvertible {
    var first: String
    var second: String
    var testDescription: String {
      [first, second].map { $0.unicodeScalars.map { String($0.value, radix: 16) } }
        .description
    }
  }

  /// Canonically equivalent spellings, which `String` compares equal.
  static let equivalents: [EquivalentCase] = [
    .init(first: "K", second: "\u{212A}"),
    .init(first: ";", second: "\u{037E}"),
    .init(first: "`", second: "\u{1FEF}"),
    .init(first: "key.OK;`", second: "key.O\u{212A}\u{037E}\u{1FEF}"),
    .init(
      first: "a long key with K in the middle of it",
      second: "a long key with \u{212A} in the middle of it"),
    .init(first: "café", second: "cafe\u{301}"),
    .init(first: "Å", second: "\u{212B}"),
    .init(first: "한국", second: "\u{1112}\u{1161}\u{11AB}\u{1100}\u{116E}\u{11A8}"),
  ]

  @Test(arguments: equivalents)
  func equalKeysAreOneKey(_ testCase: EquivalentCase) {
    #expect(testCase.first == testCase.second)
    #expect(PlistDictionary.tag(of: testCase.first) == PlistDictionary.tag(of: testCase.second))
    var dictionary = PlistDictionary()
    dictionary[testCase.first] = .string("1")
    dictionary[testCase.second] = .string("2")
    #expect(dictionary.count == 1)
    #expect(dictionary[testCase.first] == .string("2"))
  }

  /// The hash treats a key as ASCII only when its canonical form is ASCII, and the three
  /// scalars it maps to ASCII are all there are.
  @Test func onlyThreeScalarsHaveAnASCIICanonicalForm() {
    var found: [UInt32] = []
    for value in UInt32(0x80)...0x10_FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      if String(scalar)._nfcCodeUnits.allSatisfy({ $0 < 0x80 }) { found.append(value) }
    }
    #expect(found == [0x037E, 0x1FEF, 0x212A])
  }

  @Test func asciiKeysOfEveryLengthHashByContent() {
    var seen: Set<UInt32> = []
    for length in 0..<40 {
      let key = String(repeating: "k", count: length)
      let copy = String(decoding: Array(key.utf8), as: UTF8.self)
      #expect(PlistDictionary.tag(of: key) == PlistDictionary.tag(of: copy))
      seen.insert(PlistDictionary.tag(of: key))
    }
    // Lengths are mixed in: forty different keys, (almost surely) forty different tags.
    #expect(seen.count >= 39)
  }

  @Test func bulkBuildingMatchesInsertingOneByOne() {
    var generator = SeededGenerator(seed: 0x5EED_0004)
    let pool = ["a", "b", "K", "\u{212A}", "café", "cafe\u{301}", "key.1", "key.2", "日本", "x"]
    for size in 0..<60 {
      var keys: [String] = []
      var values: [PlistValue] = []
      for index in 0..<size {
        let key =
          Int.random(in: 0..<3, using: &generator) == 0
          ? pool[Int.random(in: 0..<pool.count, using: &generator)] : "unique.\(index)"
        keys.append(key)
        values.append(.string("\(index)"))
      }
      var model = PlistDictionary()
      var repeated: [Int] = []
      for (index, key) in keys.enumerated()
      where model.updateValue(values[index], forKey: key) != nil {
        repeated.append(index)
      }
      let built = PlistDictionary.building(
        keys: keys, values: values, tags: keys.map(PlistDictionary.tag(of:)))
      #expect(built.dictionary == model)
      #expect(built.repeated == repeated)
      for key in pool + keys { #expect(built.dictionary[key] == model[key]) }
      var grown = built.dictionary
      grown["new"] = .string("n")
      #expect(grown["new"] == .string("n"))
      #expect(grown.count == model.count + 1)
    }
  }
}
