/// The CLDR plural operands of a decimal number: `n i v w f t e` (and `c`, an alias of `e`).
///
/// The operands come from the number as written, so trailing zeros count: `"1.0"` has `v = 1`
/// and, in English, is `other` ("1.0 files") while `"1"` is `one`. Compact notation such as
/// `"1.1c6"` (or `"1.1e6"`) is 1 100 000 with `e = 6`, as CLDR's samples write it.
///
/// | operand | meaning                                   | `"12.340"` | `"1.1c6"` |
/// |---------|-------------------------------------------|------------|-----------|
/// | `n`     | absolute value                            | 12.34      | 1100000   |
/// | `i`     | integer digits of `n`                     | 12         | 1100000   |
/// | `v`     | number of visible fraction digits         | 3          | 0         |
/// | `w`     | visible fraction digits without trailing 0s | 2        | 0         |
/// | `f`     | visible fraction digits as an integer     | 340        | 0         |
/// | `t`     | `f` without trailing zeros                | 34         | 0         |
/// | `e`     | compact decimal exponent                  | 0          | 6         |
///
/// Integer operands saturate at `UInt64.max`; rules still evaluate `i % 100` and the like
/// exactly, from the digits.
public struct PluralOperands: Hashable, Sendable {
  /// Decimal digit values (0…9) of the integer part, without leading zeros; empty for 0.
  let integerDigits: [UInt8]
  /// Decimal digit values of the visible fraction, trailing zeros included.
  let fractionDigits: [UInt8]
  /// The compact exponent (`e`).
  public let e: Int

  /// The number of visible fraction digits.
  public var v: Int { fractionDigits.count }

  /// The number of visible fraction digits, trailing zeros excluded.
  public var w: Int { Self.trimmedCount(fractionDigits) }

  /// The integer part; `UInt64.max` when it does not fit.
  public var i: UInt64 { Self.fold(integerDigits[...], modulo: nil) }

  /// The visible fraction digits as an integer; `UInt64.max` when they do not fit.
  public var f: UInt64 { Self.fold(fractionDigits[...], modulo: nil) }

  /// The visible fraction digits without trailing zeros, as an integer.
  public var t: UInt64 { Self.fold(fractionDigits[..<w], modulo: nil) }

  /// An alias of `e`, as CLDR allows.
  public var c: Int { e }

  /// The absolute value, as a `Double` (approximate for long inputs).
  public var n: Double {
    var text = integerDigits.isEmpty ? "0" : Self.text(integerDigits)
    if !fractionDigits.isEmpty { text += "." + Self.text(fractionDigits) }
    return Double(text) ?? .infinity
  }

  /// Whether the number has no non-zero fraction digit.
  public var isInteger: Bool { w == 0 }

  /// Whether the number is zero (`0`, `0.0`, `0c3` …).
  public var isZero: Bool { integerDigits.isEmpty && w == 0 }

  init(integerDigits: [UInt8], fractionDigits: [UInt8], exponent: Int) {
    var start = 0
    while start < integerDigits.count && integerDigits[start] == 0 { start += 1 }
    self.integerDigits = Array(integerDigits[start...])
    self.fractionDigits = fractionDigits
    self.e = exponent
  }

  /// The operands of an integer.
  public init(_ value: Int) {
    var magnitude = value.magnitude
    var digits: [UInt8] = []
    while magnitude > 0 {
      digits.append(UInt8(magnitude % 10))
      magnitude /= 10
    }
    self.init(integerDigits: digits.reversed(), fractionDigits: [], exponent: 0)
  }

  /// The operands of a `Double`, written in its shortest round-trip form.
  ///
  /// `1.0` counts as the integer 1 (`v = 0`) and `1.5` has `v = 1`; pass a string to keep
  /// trailing zeros visible. Returns `nil` for NaN and infinities.
  public init?(_ value: Double) {
    guard value.isFinite else { return nil }
    guard let parsed = Self(decimal: Array(value.magnitude.description.utf8)) else { return nil }
    let fraction = parsed.w == 0 ? [] : Array(parsed.fractionDigits[..<parsed.w])
    self.init(integerDigits: parsed.integerDigits, fractionDigits: fraction, exponent: 0)
  }

  /// Parses a decimal as CLDR writes it: `"21"`, `"1.50"`, `"-3"`, `"1.1c6"`, `"2e3"`.
  ///
  /// A sign is allowed and ignored (operands use the absolute value). An integer digit is
  /// required, and a `.` must be followed by at least one digit. The exponent (`c` or `e`,
  /// with an optional sign) shifts the decimal point and becomes the `e` operand; its
  /// magnitude is limited to 1000. Returns `nil` for anything else.
  public init?(_ text: String) {
    guard let parsed = Self(decimal: Array(text.utf8)) else { return nil }
    self = parsed
  }

  // MARK: - Parsing

  private init?(decimal bytes: [UInt8]) {
    var index = 0
    if index < bytes.count
      && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
    {
      index += 1
    }
    var integer: [UInt8] = []
    while index < bytes.count, let digit = Self.digit(bytes[index]) {
      integer.append(digit)
      index += 1
    }
    guard !integer.isEmpty else { return nil }
    var fraction: [UInt8] = []
    if index < bytes.count && bytes[index] == UInt8(ascii: ".") {
      index += 1
      while index < bytes.count, let digit = Self.digit(bytes[index]) {
        fraction.append(digit)
        index += 1
      }
      guard !fraction.isEmpty else { return nil }
    }
    var exponent = 0
    if index < bytes.count {
      let marker = bytes[index] | 0x20  // ASCII lowercase
      guard marker == UInt8(ascii: "c") || marker == UInt8(ascii: "e") else { return nil }
      index += 1
      var negative = false
      if index < bytes.count
        && (bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+"))
      {
        negative = bytes[index] == UInt8(ascii: "-")
        index += 1
      }
      var sawDigit = false
      while index < bytes.count, let digit = Self.digit(bytes[index]) {
        exponent = exponent * 10 + Int(digit)
        guard exponent <= 1000 else { return nil }
        sawDigit = true
        index += 1
      }
      guard sawDigit, index == bytes.count else { return nil }
      if negative { exponent = -exponent }
    }
    if exponent > 0 {
      // Move `exponent` digits from the fraction into the integer part, padding with zeros.
      let moved = min(exponent, fraction.count)
      integer.append(contentsOf: fraction[..<moved])
      integer.append(contentsOf: repeatElement(0, count: exponent - moved))
      fraction.removeFirst(moved)
    } else if exponent < 0 {
      let moved = min(-exponent, integer.count)
      let padding = [UInt8](repeating: 0, count: -exponent - moved)
      fraction = padding + integer[(integer.count - moved)...] + fraction
      integer.removeLast(moved)
    }
    self.init(integerDigits: integer, fractionDigits: fraction, exponent: exponent)
  }

  private static func digit(_ byte: UInt8) -> UInt8? {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? byte &- UInt8(ascii: "0") : nil
  }

  // MARK: - Evaluation support

  /// The value of `digits` as an integer, reduced modulo `modulo` when given, otherwise
  /// saturated at `UInt64.max`.
  static func fold(_ digits: ArraySlice<UInt8>, modulo: UInt64?) -> UInt64 {
    var result: UInt64 = 0
    for digit in digits {
      let (times10, overflow1) = result.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(UInt64(digit))
      if let modulo {
        // `result < modulo <= UInt64.max / 10` (checked by the rule parser), so no overflow.
        result = sum % modulo
      } else if overflow1 || overflow2 {
        return .max
      } else {
        result = sum
      }
    }
    return result
  }

  private static func trimmedCount(_ digits: [UInt8]) -> Int {
    var count = digits.count
    while count > 0 && digits[count - 1] == 0 { count -= 1 }
    return count
  }

  private static func text(_ digits: [UInt8]) -> String {
    String(decoding: digits.map { $0 &+ UInt8(ascii: "0") }, as: UTF8.self)
  }
}
