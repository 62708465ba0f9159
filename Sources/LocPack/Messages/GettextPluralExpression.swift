/// The `plural=` expression of a gettext `Plural-Forms` header: a C expression over `n` that
/// gives the index of the `msgstr[index]` to use for a count.
///
/// The grammar is gettext's own (`plural.y`): unsigned integers, `n`, `!`, `* / %`, `+ -`,
/// `< <= > >=`, `== !=`, `&&`, `||` and `?:`, with C's precedence, and parentheses. Values are
/// unsigned 64-bit integers as in gettext (`unsigned long`): arithmetic wraps, comparisons and
/// `!` give 0 or 1, `&&`, `||` and `?:` evaluate only the operand they need.
indirect enum GettextPluralExpression: Hashable, Sendable {
  /// A binary operator.
  enum Operator: String, Hashable, Sendable {
    case multiply = "*", divide = "/", remainder = "%", add = "+", subtract = "-"
    case less = "<", lessOrEqual = "<=", greater = ">", greaterOrEqual = ">="
    case equal = "==", notEqual = "!="
    case and = "&&", or = "||"
  }

  /// Why an expression cannot be read or evaluated.
  enum Failure: Error, Hashable, Sendable {
    /// Malformed text; `offset` is the byte offset into the expression.
    case syntax(String, offset: Int)
    /// A division or remainder by zero, for this `n`.
    case divisionByZero(n: UInt64)
  }

  /// The longest expression read, in bytes (real ones are under 200).
  static let maxLength = 1024
  /// The deepest nesting of operators and parentheses read (real ones nest under 10).
  static let maxDepth = 64

  /// The count `n`.
  case n
  /// An integer literal.
  case number(UInt64)
  /// `!operand`.
  case not(GettextPluralExpression)
  /// `left op right`.
  case binary(Operator, GettextPluralExpression, GettextPluralExpression)
  /// `condition ? then : else`.
  case conditional(GettextPluralExpression, GettextPluralExpression, GettextPluralExpression)

  /// Reads an expression such as `(n != 1)` or `n%10==1 && n%100!=11 ? 0 : 1`.
  ///
  /// - Throws: ``Failure/syntax(_:offset:)`` for malformed text, text longer than
  ///   ``maxLength`` or nesting deeper than ``maxDepth``.
  static func parse(_ text: [UInt8]) throws(Failure) -> GettextPluralExpression {
    guard text.count <= maxLength else {
      throw .syntax("the expression is longer than \(maxLength) bytes", offset: maxLength)
    }
    var parser = Parser(bytes: text)
    let expression = try parser.conditional(depth: 0)
    parser.skipSpaces()
    guard parser.index == text.count else {
      throw .syntax("unexpected \(parser.describeCurrent())", offset: parser.index)
    }
    return expression
  }

  /// The expression's value for the count `n`.
  ///
  /// - Throws: ``Failure/divisionByZero(n:)``.
  func evaluate(_ n: UInt64) throws(Failure) -> UInt64 {
    switch self {
    case .n: return n
    case .number(let value): return value
    case .not(let operand): return try operand.evaluate(n) == 0 ? 1 : 0
    case .conditional(let condition, let then, let otherwise):
      return try condition.evaluate(n) != 0 ? then.evaluate(n) : otherwise.evaluate(n)
    case .binary(let op, let left, let right):
      let a = try left.evaluate(n)
      switch op {
      case .and: return a == 0 ? 0 : (try right.evaluate(n) != 0 ? 1 : 0)
      case .or: return a != 0 ? 1 : (try right.evaluate(n) != 0 ? 1 : 0)
      default: break
      }
      let b = try right.evaluate(n)
      switch op {
      case .multiply: return a &* b
      case .divide, .remainder:
        guard b != 0 else { throw .divisionByZero(n: n) }
        return op == .divide ? a / b : a % b
      case .add: return a &+ b
      case .subtract: return a &- b
      case .less: return a < b ? 1 : 0
      case .lessOrEqual: return a <= b ? 1 : 0
      case .greater: return a > b ? 1 : 0
      case .greaterOrEqual: return a >= b ? 1 : 0
      case .equal: return a == b ? 1 : 0
      case .notEqual: return a != b ? 1 : 0
      case .and, .or: return 0
      }
    }
  }

  // MARK: - Parser

  /// A recursive-descent reader, one function per precedence level.
  private struct Parser {
    let bytes: [UInt8]
    var index = 0

    /// The levels from `||` (loosest) to `*` (tightest), each with its operators.
    static let levels: [[Operator]] = [
      [.or], [.and], [.equal, .notEqual], [.lessOrEqual, .less, .greaterOrEqual, .greater],
      [.add, .subtract], [.multiply, .divide, .remainder],
    ]

    mutating func skipSpaces() {
      while index < bytes.count,
        bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t")
          || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
      {
        index += 1
      }
    }

    func describeCurrent() -> String {
      guard index < bytes.count else { return "end of the expression" }
      let byte = bytes[index]
      if byte >= 0x21 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
      return "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    func checkDepth(_ depth: Int) throws(Failure) {
      guard depth <= GettextPluralExpression.maxDepth else {
        throw .syntax(
          "the expression nests deeper than \(GettextPluralExpression.maxDepth) levels",
          offset: index)
      }
    }

    /// Skips spaces, then consumes `byte` or fails naming what was `expected`.
    mutating func consume(_ byte: UInt8, expected: String) throws(Failure) {
      skipSpaces()
      guard index < bytes.count, bytes[index] == byte else {
        throw .syntax("expected \(expected), found \(describeCurrent())", offset: index)
      }
      index += 1
    }

    /// `a ? b : c`, right-associative.
    mutating func conditional(depth: Int) throws(Failure) -> GettextPluralExpression {
      try checkDepth(depth)
      let condition = try binary(level: 0, depth: depth + 1)
      skipSpaces()
      guard index < bytes.count, bytes[index] == UInt8(ascii: "?") else { return condition }
      index += 1
      let then = try conditional(depth: depth + 1)
      try consume(UInt8(ascii: ":"), expected: "':' of '?:'")
      let otherwise = try conditional(depth: depth + 1)
      return .conditional(condition, then, otherwise)
    }

    /// Left-associative binary operators of one precedence level and tighter.
    mutating func binary(level: Int, depth: Int) throws(Failure) -> GettextPluralExpression {
      guard level < Self.levels.count else { return try unary(depth: depth) }
      try checkDepth(depth)
      var left = try binary(level: level + 1, depth: depth + 1)
      while true {
        skipSpaces()
        guard let op = match(Self.levels[level]) else { return left }
        let right = try binary(level: level + 1, depth: depth + 1)
        left = .binary(op, left, right)
      }
    }

    /// Consumes one of `operators` at the current position (the longest spelling first).
    mutating func match(_ operators: [Operator]) -> Operator? {
      for op in operators {
        let spelling = Array(op.rawValue.utf8)
        guard index + spelling.count <= bytes.count,
          Array(bytes[index..<index + spelling.count]) == spelling
        else { continue }
        // `<` must not take the first byte of `<=`; `!` of `!=` is not an operator here.
        if spelling.count == 1, index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "="),
          op == .less || op == .greater
        {
          continue
        }
        index += spelling.count
        return op
      }
      return nil
    }

    /// `!x`, `(x)`, `n` or a number.
    mutating func unary(depth: Int) throws(Failure) -> GettextPluralExpression {
      try checkDepth(depth)
      skipSpaces()
      guard index < bytes.count else {
        throw .syntax("expected a value, found the end of the expression", offset: index)
      }
      let byte = bytes[index]
      if byte == UInt8(ascii: "!"),
        index + 1 >= bytes.count || bytes[index + 1] != UInt8(ascii: "=")
      {
        index += 1
        return .not(try unary(depth: depth + 1))
      }
      if byte == UInt8(ascii: "(") {
        index += 1
        let inner = try conditional(depth: depth + 1)
        try consume(UInt8(ascii: ")"), expected: "')'")
        return inner
      }
      if byte == UInt8(ascii: "n") {
        index += 1
        if index < bytes.count, isWordByte(bytes[index]) {
          throw .syntax("unknown name; only 'n' is allowed", offset: index - 1)
        }
        return .n
      }
      if byte &- UInt8(ascii: "0") < 10 {
        let start = index
        var value: UInt64 = 0
        while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
          let (times, overflow) = value.multipliedReportingOverflow(by: 10)
          let (sum, overflow2) = times.addingReportingOverflow(UInt64(bytes[index] - 0x30))
          guard !overflow, !overflow2 else {
            throw .syntax("the number is too large", offset: start)
          }
          value = sum
          index += 1
        }
        return .number(value)
      }
      throw .syntax("expected a value, found \(describeCurrent())", offset: index)
    }

    func isWordByte(_ byte: UInt8) -> Bool {
      let lower = byte | 0x20
      return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
        || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
    }
  }
}
