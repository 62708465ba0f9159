import Testing

@testable import LocPack

@Suite struct PlistDictionaryTests {
  /// A sequence of edits, checked against a plain model: an array of pairs in first-seen order.
  struct EditCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// `(key, value)`; a nil value removes the key.
    var edits: [(String, String?)]
    var testDescription: String { name }
  }

  static let cases: [EditCase] = [
    .init(name: "empty", edits: []),
    .init(name: "last value wins in first place", edits: [("a", "1"), ("b", "2"), ("a", "3")]),
    .init(
      name: "remove keeps order and lookups",
      edits: [("a", "1"), ("b", "2"), ("c", "3"), ("b", nil), ("d", "4"), ("b", "5")]),
    .init(name: "remove absent key", edits: [("a", "1"), ("z", nil)]),
    .init(name: "remove everything", edits: [("a", "1"), ("a", nil), ("a", "2"), ("a", nil)]),
    .init(
      name: "canonically equivalent keys are one key",
      edits: [("caf\u{E9}", "precomposed"), ("cafe\u{301}", "decomposed")]),
    .init(
      name: "grows past many sizes",
      edits: (0..<1_500).map { ("key.\($0 % 1_000)", "\($0)") }
        + (0..<100).map { ("key.\($0 * 7)", nil) }),
  ]

  @Test(arguments: cases)
  func editsMatchModel(_ testCase: EditCase) {
    var model: [(String, String)] = []
    var dictionary = PlistDictionary()
    for (key, value) in testCase.edits {
      let position = model.firstIndex { $0.0 == key }
      if let value {
        if let position { model[position].1 = value } else { model.append((key, value)) }
        dictionary[key] = .string(value)
      } else {
        if let position { model.remove(at: position) }
        dictionary[key] = nil
      }
    }
    #expect(dictionary.keys == model.map(\.0))
    #expect(dictionary.values == model.map { .string($0.1) })
    for (key, value) in model { #expect(dictionary[key] == .string(value)) }
    #expect(dictionary["absent"] == nil)
    #expect(dictionary == PlistDictionary(model.map { ($0.0, PlistValue.string($0.1)) }))
  }

  @Test func updateValueReportsReplacedValue() {
    var dictionary = PlistDictionary()
    dictionary.reserveCapacity(1_000)
    #expect(dictionary.updateValue(.string("1"), forKey: "a") == nil)
    #expect(dictionary.updateValue(.string("2"), forKey: "a") == .string("1"))
    #expect(dictionary.removeValue(forKey: "a") == .string("2"))
    #expect(dictionary.removeValue(forKey: "a") == nil)
    #expect(dictionary.isEmpty)
  }

  @Test func equalDictionariesHashEqually() {
    var grown = PlistDictionary()
    for index in 0..<100 { grown["k\(index)"] = .integer(.signed(Int64(index))) }
    var reserved = PlistDictionary()
    reserved.reserveCapacity(100)
    for index in 0..<100 { reserved["k\(index)"] = .integer(.signed(Int64(index))) }
    #expect(grown == reserved)
    #expect(grown.hashValue == reserved.hashValue)
    #expect(Set([grown, reserved]).count == 1)
  }
}
