import Testing

@testable import LocPack

/// The sample's table of distinct texts: every inserted text is found under its id, and texts
/// that differ in any byte (or only in length) are not.
@Suite struct TextTableTests {
  struct GrowthCase: Sendable, CustomTestStringConvertible {
    var expectedCount: Int
    var texts: Int
    var testDescription: String { "expected \(expectedCount), \(texts) texts" }
  }

  static func text(_ number: Int) -> [UInt8] {
    Array("text \(number) \(String(repeating: "é", count: number % 11))".utf8)
  }

  static func find(_ table: TextTable, _ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { table.find($0, hash: TextTable.hash($0)) }
  }

  @Test(arguments: [
    GrowthCase(expectedCount: 1, texts: 0),
    GrowthCase(expectedCount: 1, texts: 1),
    GrowthCase(expectedCount: 4, texts: 1_000),
    GrowthCase(expectedCount: 20_000, texts: 3_000),
  ])
  func insertedTextsAreFoundAndOthersAreNot(_ c: GrowthCase) {
    var table = TextTable(expectedCount: c.expectedCount)
    for number in 0..<c.texts {
      let bytes = Self.text(number)
      #expect(Self.find(table, bytes) == nil)
      let id = bytes.withUnsafeBufferPointer { table.insert($0, hash: TextTable.hash($0)) }
      #expect(id == number)
    }
    #expect(table.count == c.texts)
    for number in 0..<c.texts {
      let bytes = Self.text(number)
      #expect(Self.find(table, bytes) == number)
      #expect(Array(table.arena[table.range(of: number)]) == bytes)
      #expect(Self.find(table, bytes + [0]) == nil)
      #expect(Self.find(table, Array(bytes.dropLast())) == nil)
      var changed = bytes
      changed[number % changed.count] ^= 0x01
      #expect(Self.find(table, changed) == nil)
    }
    #expect(Self.find(table, []) == nil)
  }

  /// The hash reads the bytes after the last whole word as one overlapping word (eight bytes
  /// or more) or byte by byte (fewer): texts of one length that differ only there hash apart,
  /// and every such text is found under its own id.
  @Test(arguments: [1, 7, 8, 9, 15, 16, 17, 23, 31])
  func textsDifferingInTheirLastBytesHashApart(length: Int) {
    let original = (0..<length).map { UInt8(ascii: "a") &+ UInt8($0 % 26) }
    let tailStart = length >= 8 && length % 8 != 0 ? length - length % 8 : max(0, length - 8)
    var texts = [original]
    for position in tailStart..<length {
      var text = original
      text[position] = UInt8(ascii: "#")
      texts.append(text)
    }
    let hashes = texts.map { $0.withUnsafeBufferPointer { TextTable.hash($0) } }
    #expect(Set(hashes).count == texts.count)
    var table = TextTable(expectedCount: texts.count)
    for (number, text) in texts.enumerated() {
      let id = text.withUnsafeBufferPointer { table.insert($0, hash: TextTable.hash($0)) }
      #expect(id == number)
    }
    for (number, text) in texts.enumerated() { #expect(Self.find(table, text) == number) }
  }
}
