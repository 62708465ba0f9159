import Testing

@testable import LocPack

@Suite struct PluralConditionTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var condition: String
    var number: String
    var matches: Bool
    var testDescription: String { "\(condition) ⟨\(number)⟩" }
  }

  static let cases: [Case] = [
    Case(condition: "", number: "7", matches: true),
    Case(condition: "n = 1", number: "1.0", matches: true),
    Case(condition: "n = 0..1", number: "0.5", matches: false),
    Case(condition: "n != 0..1", number: "0.5", matches: true),
    Case(condition: "i = 0..1", number: "0.5", matches: true),
    Case(condition: "n % 10 = 3..4,9", number: "29", matches: true),
    Case(condition: "n % 10 = 3..4,9", number: "25", matches: false),
    Case(condition: "n % 10 = 1", number: "21.5", matches: false),
    Case(condition: "n is 1", number: "1", matches: true),
    Case(condition: "n is not 1", number: "1", matches: false),
    Case(condition: "n in 2..4", number: "3", matches: true),
    Case(condition: "n not in 2..4", number: "3", matches: false),
    Case(condition: "n mod 10 in 2..4", number: "13", matches: true),
    Case(condition: "c = 6", number: "1c6", matches: true),
    Case(condition: "e != 0..5", number: "1c6", matches: true),
    Case(condition: "v = 0 and i = 1 or n = 5", number: "5", matches: true),
    Case(condition: "v = 0 and i = 1 or n = 5", number: "1.0", matches: false),
    Case(condition: "t = 0 and i % 10 = 1 or t != 0", number: "0.10", matches: true),
    Case(condition: "w = 2", number: "1.230", matches: true),
    Case(condition: "f % 100 = 30", number: "1.230", matches: true),
    Case(condition: "  n=1  @integer 1", number: "1", matches: true),
  ]

  @Test(arguments: cases) func evaluation(_ c: Case) throws {
    let condition = try PluralCondition(parsing: c.condition)
    let operands = try #require(PluralOperands(c.number))
    #expect(condition.matches(operands) == c.matches)
  }

  @Test(arguments: [
    "n", "n =", "x = 1", "n = 1 and", "n = 1 or or n = 2", "n = 2..1", "n % 0 = 1",
    "n = 99999999999999999999", "nn = 1", "n == 1", "n = 1 xor n = 2", "n = 1,", "n = ..2",
  ])
  func rejects(_ text: String) {
    #expect(throws: PluralConditionSyntaxError.self) { try PluralCondition(parsing: text) }
  }
}
