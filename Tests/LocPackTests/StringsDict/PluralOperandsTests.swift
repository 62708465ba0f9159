import Testing

@testable import LocPack

@Suite struct PluralOperandsTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var text: String
    var n: Double
    var i: UInt64
    var v: Int
    var w: Int
    var f: UInt64
    var t: UInt64
    var e: Int = 0
    var testDescription: String { text }
  }

  // The examples of UTS #35, "Plural Operand Meanings", plus compact forms.
  static let cases: [Case] = [
    Case(text: "1", n: 1, i: 1, v: 0, w: 0, f: 0, t: 0),
    Case(text: "1.0", n: 1, i: 1, v: 1, w: 0, f: 0, t: 0),
    Case(text: "1.00", n: 1, i: 1, v: 2, w: 0, f: 0, t: 0),
    Case(text: "1.3", n: 1.3, i: 1, v: 1, w: 1, f: 3, t: 3),
    Case(text: "1.30", n: 1.3, i: 1, v: 2, w: 1, f: 30, t: 3),
    Case(text: "1.03", n: 1.03, i: 1, v: 2, w: 2, f: 3, t: 3),
    Case(text: "1.230", n: 1.23, i: 1, v: 3, w: 2, f: 230, t: 23),
    Case(text: "-1.5", n: 1.5, i: 1, v: 1, w: 1, f: 5, t: 5),
    Case(text: "007", n: 7, i: 7, v: 0, w: 0, f: 0, t: 0),
    Case(text: "1200000", n: 1_200_000, i: 1_200_000, v: 0, w: 0, f: 0, t: 0),
    Case(text: "1.2c6", n: 1_200_000, i: 1_200_000, v: 0, w: 0, f: 0, t: 0, e: 6),
    Case(text: "1.2e6", n: 1_200_000, i: 1_200_000, v: 0, w: 0, f: 0, t: 0, e: 6),
    Case(text: "123c6", n: 123_000_000, i: 123_000_000, v: 0, w: 0, f: 0, t: 0, e: 6),
    Case(text: "1.0000001c6", n: 1_000_000.1, i: 1_000_000, v: 1, w: 1, f: 1, t: 1, e: 6),
    Case(text: "1c3", n: 1000, i: 1000, v: 0, w: 0, f: 0, t: 0, e: 3),
    Case(text: "5e-1", n: 0.5, i: 0, v: 1, w: 1, f: 5, t: 5, e: -1),
    Case(
      text: "123456789012345678901234567890", n: 1.2345678901234568e29, i: .max, v: 0, w: 0,
      f: 0, t: 0),
  ]

  @Test(arguments: cases) func operands(_ c: Case) throws {
    let operands = try #require(PluralOperands(c.text))
    #expect(operands.n == c.n)
    #expect(operands.i == c.i)
    #expect(operands.v == c.v)
    #expect(operands.w == c.w)
    #expect(operands.f == c.f)
    #expect(operands.t == c.t)
    #expect(operands.e == c.e)
    #expect(operands.c == c.e)
  }

  @Test(arguments: ["", "-", ".5", "1.", "1..2", "1,5", "1e", "1c6x", "1 ", "a", "1e1001", "١"])
  func rejects(_ text: String) {
    #expect(PluralOperands(text) == nil)
  }

  @Test func hugeIntegersStillReduceExactly() {
    // i saturates, but `i % 100` comes from the digits: …890 % 100 = 90 → ru `many`.
    #expect(PluralRules.category(for: "123456789012345678901234567891", locale: "ru") == .one)
    #expect(PluralRules.category(for: "123456789012345678901234567892", locale: "ru") == .few)
    #expect(PluralRules.category(for: "123456789012345678901234567811", locale: "ru") == .many)
  }

  @Test func fromIntegersAndDoubles() throws {
    #expect(PluralOperands(0).isZero)
    #expect(PluralOperands(-42).i == 42)
    #expect(PluralOperands(Int.min).i == UInt64(Int64.max) + 1)
    let one = try #require(PluralOperands(1.0))
    #expect(one.v == 0 && one.i == 1)
    let half = try #require(PluralOperands(0.25))
    #expect(half.v == 2 && half.f == 25)
    let tiny = try #require(PluralOperands(1e-5))
    #expect(tiny.v == 5 && tiny.f == 1 && tiny.e == 0)
    let big = try #require(PluralOperands(1e20))
    #expect(big.i == .max && big.e == 0 && big.v == 0)
    #expect(PluralOperands(Double.infinity) == nil)
  }
}
