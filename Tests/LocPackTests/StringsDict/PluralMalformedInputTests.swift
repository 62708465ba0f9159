import Testing

@testable import LocPack

/// Seeded random inputs: parsers must return (a value, `nil` or a syntax error), never trap.
@Suite struct PluralMalformedInputTests {
  struct Generator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return state >> 33
    }
    mutating func text(from alphabet: [String], maxLength: Int) -> String {
      let length = Int(next() % UInt64(maxLength + 1))
      return (0..<length).map { _ in alphabet[Int(next() % UInt64(alphabet.count))] }.joined()
    }
  }

  @Test func randomDecimals() {
    var generator = Generator(state: 1)
    let alphabet = ["0", "1", "9", ".", "-", "+", "c", "e", "E", "x", " ", "99999999999"]
    var accepted = 0
    for _ in 0..<3000 {
      let text = generator.text(from: alphabet, maxLength: 12)
      if let operands = PluralOperands(text) {
        accepted += 1
        _ = PluralRules(locale: "fr").category(for: operands)
        _ = (operands.n, operands.i, operands.f, operands.t, operands.w)
      }
    }
    #expect(accepted > 0)
  }

  @Test func randomConditions() throws {
    var generator = Generator(state: 2)
    let alphabet = [
      "n", "i", "v", "f", "t", "e", " ", "=", "!=", "%", "..", ",", "and", "or", "is", "not",
      "in", "0", "7", "100", "18446744073709551615", "@",
    ]
    let operands = try #require(PluralOperands("12.340"))
    var parsed = 0
    for _ in 0..<3000 {
      let text = generator.text(from: alphabet, maxLength: 10)
      if let condition = try? PluralCondition(parsing: text) {
        parsed += 1
        _ = condition.matches(operands)
      }
    }
    #expect(parsed > 0)
  }

  @Test func randomReferences() {
    var generator = Generator(state: 3)
    let alphabet = ["%", "#", "@", "1", "$", "a", "é", " ", "%%", "%#@", "@"]
    for _ in 0..<3000 {
      let text = generator.text(from: alphabet, maxLength: 16)
      let (references, malformedAt) = StringsDictReference.scan(text)
      let count = text.utf8.count
      #expect(references.allSatisfy { $0.range.upperBound <= count })
      #expect((malformedAt ?? 0) < max(count, 1))
    }
  }
}
