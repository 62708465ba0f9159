import Testing

@testable import LocPack

/// The distinct-text counter the mining benchmark shares with the optimizer's sampling: it
/// agrees with a dictionary count up to its limit, keeps the first texts met, and counts later
/// lines of a full table only when their text is already kept.
@Suite struct DistinctTextsTests {
  struct LimitCase: Sendable, CustomTestStringConvertible {
    var lines: Int
    var vocabulary: Int
    var limit: Int
    var testDescription: String { "\(lines) lines of \(vocabulary) texts, limit \(limit)" }
  }

  /// Texts of several lengths and scripts, some differing only in their last byte or length.
  static func text(_ number: Int) -> [UInt8] {
    let tail = String(repeating: number.isMultiple(of: 3) ? "語" : "a", count: number % 7)
    return Array("line \(number)\(tail)".utf8)
  }

  @Test(arguments: [
    LimitCase(lines: 0, vocabulary: 1, limit: 10),
    LimitCase(lines: 5_000, vocabulary: 300, limit: .max),
    LimitCase(lines: 5_000, vocabulary: 300, limit: 120),
    LimitCase(lines: 2_000, vocabulary: 2_000, limit: 0),
  ])
  func agreesWithADictionaryUpToItsLimit(_ c: LimitCase) {
    var generator = SplitMix(seed: 7)
    var counter = DistinctTexts(limit: c.limit, expectedCount: 4)
    var order: [[UInt8]] = []
    var expected: [[UInt8]: Int] = [:]
    var unsampled = 0
    for _ in 0..<c.lines {
      let bytes = Self.text(Int.random(in: 0..<c.vocabulary, using: &generator))
      counter.add(bytes)
      if let count = expected[bytes] {
        expected[bytes] = count + 1
      } else if order.count < c.limit {
        expected[bytes] = 1
        order.append(bytes)
      } else {
        unsampled += 1
      }
    }
    let texts = counter.texts()
    #expect(counter.count == order.count)
    #expect(texts.map(\.text) == order)
    #expect(texts.map(\.count) == order.map { expected[$0] ?? -1 })
    #expect(counter.unsampledLines == unsampled)
    for (id, text) in order.enumerated() {
      #expect(text.withUnsafeBufferPointer { counter.find($0) } == id)
      #expect(counter.lineCount(of: id) == expected[text])
    }
    #expect(Array("not a line".utf8).withUnsafeBufferPointer { counter.find($0) } == nil)
    #expect(counter.lineCount(of: order.count) == 0)
  }

  @Test func textsThatDifferOnlyInLengthOrLastByteStayApart() {
    var counter = DistinctTexts()
    for text in ["ab", "abc", "abd", "ab", "", "abc"] { counter.add(Array(text.utf8)) }
    let texts = counter.texts()
    #expect(texts.map { String(decoding: $0.text, as: UTF8.self) } == ["ab", "abc", "abd", ""])
    #expect(texts.map(\.count) == [2, 2, 1, 1])
  }
}
