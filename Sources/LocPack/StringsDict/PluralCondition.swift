/// A parsed CLDR plural condition such as `v = 0 and i % 10 = 2..4 and i % 100 != 12..14`.
///
/// The syntax is UTS #35's: `or` of `and` of relations; a relation is an operand (`n i v w f t
/// e c`), an optional `% modulus`, `=` or `!=`, and a list of values and `a..b` ranges. The
/// older spellings `is`, `is not`, `in`, `not in` and `mod` are accepted too. A range matches
/// integers only, so `n = 0..1` is false for 0.5. An empty condition is always true.
struct PluralCondition: Hashable, Sendable {
  /// The operands a relation can read.
  enum Operand: UInt8, Hashable, Sendable {
    case n, i, v, w, f, t, e
  }

  /// One `operand [% modulus] (= | !=) ranges` test.
  struct Relation: Hashable, Sendable {
    var operand: Operand
    var modulus: UInt64?
    var isNegated: Bool
    var ranges: [ClosedRange<UInt64>]
  }

  /// Alternatives joined by `or`, each a list of relations joined by `and`.
  var alternatives: [[Relation]]

  /// Whether the number with these operands satisfies the condition.
  func matches(_ operands: PluralOperands) -> Bool {
    if alternatives.isEmpty { return true }
    for conjunction in alternatives where conjunction.allSatisfy({ $0.matches(operands) }) {
      return true
    }
    return false
  }
}

extension PluralCondition.Relation {
  func matches(_ operands: PluralOperands) -> Bool {
    var isInteger = true
    let value: UInt64
    switch operand {
    case .n:
      isInteger = operands.isInteger
      value = PluralOperands.fold(operands.integerDigits[...], modulo: modulus)
    case .i:
      value = PluralOperands.fold(operands.integerDigits[...], modulo: modulus)
    case .v:
      value = Self.reduce(UInt64(operands.v), modulus)
    case .w:
      value = Self.reduce(UInt64(operands.w), modulus)
    case .f:
      value = PluralOperands.fold(operands.fractionDigits[...], modulo: modulus)
    case .t:
      value = PluralOperands.fold(operands.fractionDigits[..<operands.w], modulo: modulus)
    case .e:
      isInteger = operands.e >= 0
      value = Self.reduce(UInt64(operands.e.magnitude), modulus)
    }
    let isMember = isInteger && ranges.contains { $0.contains(value) }
    return isNegated ? !isMember : isMember
  }

  private static func reduce(_ value: UInt64, _ modulus: UInt64?) -> UInt64 {
    guard let modulus else { return value }
    return value % modulus
  }
}

/// Why a plural condition did not parse: the byte offset and what was expected there.
struct PluralConditionSyntaxError: Error, Hashable, Sendable {
  var offset: Int
  var expected: String
}

// MARK: - Parsing

extension PluralCondition {
  /// Parses a condition, stopping at the end of the text or at the first `@` (samples).
  init(parsing text: String) throws(PluralConditionSyntaxError) {
    var parser = PluralConditionParser(bytes: Array(text.utf8))
    self = try parser.parseCondition()
  }
}

/// A recursive-descent parser over the bytes of one condition.
private struct PluralConditionParser {
  let bytes: [UInt8]
  var index = 0

  init(bytes: [UInt8]) { self.bytes = bytes }

  mutating func parseCondition() throws(PluralConditionSyntaxError) -> PluralCondition {
    skipSpaces()
    if atEnd { return PluralCondition(alternatives: []) }
    var alternatives: [[PluralCondition.Relation]] = []
    var conjunction: [PluralCondition.Relation] = []
    while true {
      conjunction.append(try parseRelation())
      if consumeWord("and") { continue }
      alternatives.append(conjunction)
      conjunction = []
      if consumeWord("or") { continue }
      guard atEnd else { throw fail("'and', 'or' or the end of the condition") }
      return PluralCondition(alternatives: alternatives)
    }
  }

  private var atEnd: Bool { index >= bytes.count || bytes[index] == UInt8(ascii: "@") }

  private mutating func parseRelation() throws(PluralConditionSyntaxError)
    -> PluralCondition.Relation
  {
    skipSpaces()
    let operand: PluralCondition.Operand
    guard index < bytes.count else { throw fail("an operand") }
    switch bytes[index] {
    case UInt8(ascii: "n"): operand = .n
    case UInt8(ascii: "i"): operand = .i
    case UInt8(ascii: "v"): operand = .v
    case UInt8(ascii: "w"): operand = .w
    case UInt8(ascii: "f"): operand = .f
    case UInt8(ascii: "t"): operand = .t
    case UInt8(ascii: "e"), UInt8(ascii: "c"): operand = .e
    default: throw fail("an operand")
    }
    index += 1
    if index < bytes.count && Self.isLetter(bytes[index]) { throw fail("an operand") }
    skipSpaces()
    var modulus: UInt64?
    if consumeSymbol("%") || consumeWord("mod") {
      let value = try parseValue()
      guard value > 0 && value <= UInt64.max / 10 else { throw fail("a modulus from 1 to 2^64/10") }
      modulus = value
    }
    let isNegated: Bool
    if consumeSymbol("!=") {
      isNegated = true
    } else if consumeSymbol("=") || consumeWord("in") {
      isNegated = false
    } else if consumeWord("is") {
      isNegated = consumeWord("not")
    } else if consumeWord("not") {
      guard consumeWord("in") else { throw fail("'in' after 'not'") }
      isNegated = true
    } else {
      throw fail("'=', '!=', 'is' or 'in'")
    }
    var ranges: [ClosedRange<UInt64>] = []
    repeat {
      let lower = try parseValue()
      var upper = lower
      if consumeSymbol("..") { upper = try parseValue() }
      guard lower <= upper else { throw fail("a range whose start is not above its end") }
      ranges.append(lower...upper)
    } while consumeSymbol(",")
    return PluralCondition.Relation(
      operand: operand, modulus: modulus, isNegated: isNegated, ranges: ranges)
  }

  private mutating func parseValue() throws(PluralConditionSyntaxError) -> UInt64 {
    skipSpaces()
    var value: UInt64 = 0
    let start = index
    while index < bytes.count && bytes[index] >= UInt8(ascii: "0")
      && bytes[index] <= UInt8(ascii: "9")
    {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(
        UInt64(bytes[index] &- UInt8(ascii: "0")))
      guard !overflow1 && !overflow2 else { throw fail("a value below 2^64") }
      value = sum
      index += 1
    }
    guard index > start else { throw fail("a number") }
    skipSpaces()
    return value
  }

  private mutating func consumeSymbol(_ symbol: String) -> Bool {
    consume(symbol, endingWord: false)
  }

  private mutating func consumeWord(_ word: String) -> Bool {
    consume(word, endingWord: true)
  }

  /// Consumes `text` and the spaces around it when it comes next; with `endingWord`, only when
  /// no letter follows it (`in` is not the start of `int`).
  private mutating func consume(_ text: String, endingWord: Bool) -> Bool {
    skipSpaces()
    let expected = Array(text.utf8)
    let count = expected.count
    guard index + count <= bytes.count else { return false }
    for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
    if endingWord, index + count < bytes.count, Self.isLetter(bytes[index + count]) { return false }
    index += count
    skipSpaces()
    return true
  }

  private mutating func skipSpaces() {
    while index < bytes.count
      && (bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t"))
    {
      index += 1
    }
  }

  private func fail(_ expected: String) -> PluralConditionSyntaxError {
    PluralConditionSyntaxError(offset: index, expected: expected)
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
  }
}
