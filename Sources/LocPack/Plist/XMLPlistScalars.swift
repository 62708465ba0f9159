import Foundation

/// Parsers and formatters for the text of `<integer>`, `<real>`, `<date>` and `<data>`,
/// following CoreFoundation's XML plist rules.
enum XMLPlistScalars {
  /// The outcome of reading `<integer>` text.
  enum IntegerResult: Equatable {
    case value(PlistInteger)
    case invalid
    case outOfRange
  }

  /// Seconds from 1970-01-01 to 2001-01-01, the plist date epoch.
  static let epoch2001: Int64 = 978_307_200

  // MARK: - Integer

  /// `[+-]?` then decimal digits or `0x`/`0X` and hex digits; no whitespace (CF's rules).
  static func parseInteger(_ text: UnsafeBufferPointer<UInt8>) -> IntegerResult {
    var index = 0
    let count = text.count
    var negative = false
    if index < count, text[index] == UInt8(ascii: "-") || text[index] == UInt8(ascii: "+") {
      negative = text[index] == UInt8(ascii: "-")
      index += 1
    }
    var radix: UInt64 = 10
    if index + 1 < count, text[index] == UInt8(ascii: "0"),
      text[index + 1] | 0x20 == UInt8(ascii: "x")
    {
      radix = 16
      index += 2
    }
    guard index < count else { return .invalid }
    var magnitude: UInt64 = 0
    var overflow = false
    while index < count {
      let byte = text[index]
      let digit: UInt64
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt64(byte &- UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
        digit = UInt64(byte &- UInt8(ascii: "a") &+ 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
        digit = UInt64(byte &- UInt8(ascii: "A") &+ 10)
      default: return .invalid
      }
      let (shifted, o1) = magnitude.multipliedReportingOverflow(by: radix)
      let (sum, o2) = shifted.addingReportingOverflow(digit)
      if o1 || o2 { overflow = true }
      magnitude = sum
      index += 1
    }
    if overflow { return .outOfRange }
    if negative {
      if magnitude == 0 { return .value(.signed(0)) }
      guard magnitude <= UInt64(Int64.max) + 1 else { return .outOfRange }
      return .value(.signed(Int64(truncatingIfNeeded: 0 &- magnitude)))
    }
    return .value(PlistInteger(magnitude))
  }

  // MARK: - Real

  /// Leading whitespace, then `nan`, `inf`, `infinity` (case-insensitive; infinities may be
  /// signed) or a decimal number `[+-]?(d+[.d*]|.d+)([eE][+-]?d+)?` with nothing after it.
  static func parseReal(_ text: UnsafeBufferPointer<UInt8>) -> Double? {
    var start = 0
    let count = text.count
    while start < count, isSpace(text[start]) { start += 1 }
    var word: [UInt8] = []
    if count - start <= 9 {
      word = text[start..<count].map { $0 | 0x20 }
      switch word {
      case Array("nan".utf8): return .nan
      case Array("inf".utf8), Array("+inf".utf8), Array("infinity".utf8),
        Array("+infinity".utf8):
        return .infinity
      case Array("-inf".utf8), Array("-infinity".utf8): return -.infinity
      default: break
      }
    }
    var index = start
    if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
      index += 1
    }
    var mantissaDigits = 0
    while index < count, isDigit(text[index]) {
      index += 1
      mantissaDigits += 1
    }
    if index < count, text[index] == UInt8(ascii: ".") {
      index += 1
      while index < count, isDigit(text[index]) {
        index += 1
        mantissaDigits += 1
      }
    }
    guard mantissaDigits > 0 else { return nil }
    if index < count, text[index] | 0x20 == UInt8(ascii: "e") {
      index += 1
      if index < count, text[index] == UInt8(ascii: "+") || text[index] == UInt8(ascii: "-") {
        index += 1
      }
      var exponentDigits = 0
      while index < count, isDigit(text[index]) {
        index += 1
        exponentDigits += 1
      }
      guard exponentDigits > 0 else { return nil }
    }
    guard index == count else { return nil }
    let literal = String(
      decoding: UnsafeBufferPointer(rebasing: text[start..<count]), as: UTF8.self)
    return Double(literal)
  }

  // MARK: - Date

  /// A parsed date: seconds since 2001-01-01T00:00:00Z, and whether the text was a truncated
  /// form (CoreFoundation accepts only the full `YYYY-MM-DDTHH:MM:SSZ`).
  struct DateResult: Equatable {
    var seconds: Double
    var isTruncated: Bool
  }

  /// Parses `[-]Y…Y-MM-DDTHH:MM:SSZ`.
  ///
  /// Out-of-range fields roll over as in CoreFoundation (`2024-13-01` is `2025-01-01`).
  /// Truncated forms stop after the day, hour, minute or
  /// second, with or without `Z`.
  static func parseDate(_ text: UnsafeBufferPointer<UInt8>) -> DateResult? {
    var index = 0
    let count = text.count
    var negativeYear = false
    if index < count, text[index] == UInt8(ascii: "-") {
      negativeYear = true
      index += 1
    }
    var year: Int64 = 0
    var yearDigits = 0
    while index < count, isDigit(text[index]) {
      guard yearDigits < 9 else { return nil }
      year = year * 10 + Int64(text[index] - UInt8(ascii: "0"))
      yearDigits += 1
      index += 1
    }
    guard yearDigits > 0 else { return nil }
    if negativeYear { year = -year }
    func twoDigits(after separator: UInt8) -> Int64? {
      guard index + 2 < count, text[index] == separator, isDigit(text[index + 1]),
        isDigit(text[index + 2])
      else { return nil }
      let value = Int64(text[index + 1] &- 48) * 10 + Int64(text[index + 2] &- 48)
      index += 3
      return value
    }
    guard let month = twoDigits(after: UInt8(ascii: "-")),
      let day = twoDigits(after: UInt8(ascii: "-"))
    else { return nil }
    var fields: [Int64] = []
    if let hour = twoDigits(after: UInt8(ascii: "T")) {
      fields.append(hour)
      if let minute = twoDigits(after: UInt8(ascii: ":")) {
        fields.append(minute)
        if let second = twoDigits(after: UInt8(ascii: ":")) { fields.append(second) }
      }
    }
    var hasZone = false
    if index < count, text[index] == UInt8(ascii: "Z") {
      hasZone = true
      index += 1
    }
    guard index == count else { return nil }
    let isTruncated = !hasZone || fields.count != 3
    while fields.count < 3 { fields.append(0) }
    let days = daysFromCivil(year: year, month: month, day: day)
    let seconds = days * 86_400 + fields[0] * 3_600 + fields[1] * 60 + fields[2] - epoch2001
    return DateResult(seconds: Double(seconds), isTruncated: isTruncated)
  }

  /// Days from 1970-01-01 in the proleptic Gregorian calendar; months outside 1…12 roll over.
  static func daysFromCivil(year: Int64, month: Int64, day: Int64) -> Int64 {
    let monthIndex = month - 1
    let yearCarry = monthIndex >= 0 ? monthIndex / 12 : (monthIndex - 11) / 12
    var y = year + yearCarry
    let m = monthIndex - yearCarry * 12 + 1
    y -= m <= 2 ? 1 : 0
    let era = (y >= 0 ? y : y - 399) / 400
    let yearOfEra = y - era * 400
    let dayOfYear = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468 + (day - 1)
  }

  /// The civil date of a day count from 1970-01-01 (proleptic Gregorian).
  static func civilFromDays(_ days: Int64) -> (year: Int64, month: Int64, day: Int64) {
    let z = days + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let mp = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * mp + 2) / 5 + 1
    let month = mp < 10 ? mp + 3 : mp - 9
    return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
  }

  /// `YYYY-MM-DDTHH:MM:SSZ` as CoreFoundation writes it: seconds rounded down, the year
  /// printed like C's `%04d` (so year −5 is `-005`).
  static func formatDate(_ seconds: Double, into out: inout [UInt8]) {
    let clamped = seconds.isFinite ? max(-1e15, min(1e15, seconds)) : 0
    let total = Int64(clamped.rounded(.down)) + epoch2001
    let days = total >= 0 ? total / 86_400 : (total - 86_399) / 86_400
    let secondOfDay = total - days * 86_400
    let civil = civilFromDays(days)
    if civil.year < 0 {
      out.append(UInt8(ascii: "-"))
      appendPadded(-civil.year, width: 3, into: &out)
    } else {
      appendPadded(civil.year, width: 4, into: &out)
    }
    out.append(UInt8(ascii: "-"))
    appendPadded(civil.month, width: 2, into: &out)
    out.append(UInt8(ascii: "-"))
    appendPadded(civil.day, width: 2, into: &out)
    out.append(UInt8(ascii: "T"))
    appendPadded(secondOfDay / 3_600, width: 2, into: &out)
    out.append(UInt8(ascii: ":"))
    appendPadded(secondOfDay / 60 % 60, width: 2, into: &out)
    out.append(UInt8(ascii: ":"))
    appendPadded(secondOfDay % 60, width: 2, into: &out)
    out.append(UInt8(ascii: "Z"))
  }

  private static func appendPadded(_ value: Int64, width: Int, into out: inout [UInt8]) {
    let digits = Array(String(value).utf8)
    if digits.count < width {
      out.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: width - digits.count))
    }
    out.append(contentsOf: digits)
  }

  // MARK: - Real formatting

  /// CoreFoundation's `%.17g` form: `nan`, `+infinity`, `-infinity`, `0.0` for both zeros.
  static func formatReal(_ value: Double, into out: inout [UInt8]) {
    if value.isNaN {
      out.append(contentsOf: "nan".utf8)
    } else if value.isInfinite {
      out.append(contentsOf: (value > 0 ? "+infinity" : "-infinity").utf8)
    } else if value == 0 {
      out.append(contentsOf: "0.0".utf8)
    } else {
      withUnsafeTemporaryAllocation(of: CChar.self, capacity: 40) { buffer in
        guard let base = buffer.baseAddress else { return }
        let written = withVaList([value]) { vsnprintf(base, 40, "%.17g", $0) }
        let length = Int(max(0, min(written, 39)))
        UnsafeRawBufferPointer(start: base, count: length).withMemoryRebound(to: UInt8.self) {
          out.append(contentsOf: $0)
        }
      }
    }
  }

  // MARK: - Base64

  private static let base64Values: [UInt8] = {
    var table = [UInt8](repeating: 0xFF, count: 256)
    for (index, byte) in base64Alphabet.enumerated() { table[Int(byte)] = UInt8(index) }
    for byte in [0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C] as [UInt8] { table[Int(byte)] = 0xFE }
    table[Int(UInt8(ascii: "="))] = 0xFD
    return table
  }()

  static let base64Alphabet: [UInt8] = Array(
    "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

  /// Decodes base64, skipping whitespace; anything else outside the alphabet, a group cut
  /// short or text after the padding is an error.
  static func decodeBase64(_ text: UnsafeBufferPointer<UInt8>) -> [UInt8]? {
    var out: [UInt8] = []
    out.reserveCapacity(text.count / 4 * 3)
    var accumulator: UInt32 = 0
    var inGroup = 0
    var padding = 0
    for byte in text {
      let value = base64Values[Int(byte)]
      switch value {
      case 0xFE: continue
      case 0xFD:
        guard inGroup >= 2 || padding > 0 else { return nil }
        padding += 1
        inGroup += 1
        guard padding <= 2 else { return nil }
        if inGroup == 4 {
          if padding == 2 {
            out.append(UInt8(truncatingIfNeeded: accumulator >> 4))
          } else {
            out.append(UInt8(truncatingIfNeeded: accumulator >> 10))
            out.append(UInt8(truncatingIfNeeded: accumulator >> 2))
          }
          inGroup = 0
        }
      case 0xFF: return nil
      default:
        guard padding == 0 else { return nil }
        accumulator = accumulator << 6 | UInt32(value)
        inGroup += 1
        if inGroup == 4 {
          out.append(UInt8(truncatingIfNeeded: accumulator >> 16))
          out.append(UInt8(truncatingIfNeeded: accumulator >> 8))
          out.append(UInt8(truncatingIfNeeded: accumulator))
          inGroup = 0
          accumulator = 0
        }
      }
    }
    guard inGroup == 0 else { return nil }
    return out
  }

  @inline(__always) static func isDigit(_ byte: UInt8) -> Bool {
    byte &- UInt8(ascii: "0") < 10
  }

  @inline(__always) static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (byte >= 0x09 && byte <= 0x0D)
  }
}
