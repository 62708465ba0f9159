// The one-pass byte parser behind `FormatString.parse`. It follows CoreFoundation's
// `__CFParseFormatSpec` state machine, including what it does with malformed input, but works
// on UTF-8 bytes instead of UTF-16 code units.

// MARK: - Byte constants

private enum Byte {
  static let percent = UInt8(ascii: "%")
  static let dollar = UInt8(ascii: "$")
  static let dot = UInt8(ascii: ".")
  static let star = UInt8(ascii: "*")
  static let at = UInt8(ascii: "@")
  static let sharp = UInt8(ascii: "#")
  static let openBracket = UInt8(ascii: "[")
  static let closeBracket = UInt8(ascii: "]")
  static let space = UInt8(ascii: " ")
  static let minus = UInt8(ascii: "-")
  static let plus = UInt8(ascii: "+")
  static let zero = UInt8(ascii: "0")
  static let nine = UInt8(ascii: "9")
  static let underscore = UInt8(ascii: "_")
}

/// Bytes allowed in a `%#@name@` variable name: `[0-9A-Za-z_]`.
private let keyByteBitmap: (UInt64, UInt64) = {
  var low: UInt64 = 0
  var high: UInt64 = 0
  for byte in UInt8(ascii: "0")...UInt8(ascii: "9") { low |= 1 << UInt64(byte) }
  for byte in UInt8(ascii: "A")...UInt8(ascii: "Z") { high |= 1 << UInt64(byte - 64) }
  for byte in UInt8(ascii: "a")...UInt8(ascii: "z") { high |= 1 << UInt64(byte - 64) }
  high |= 1 << UInt64(Byte.underscore - 64)
  return (low, high)
}()

@inline(__always) private func isKeyByte(_ byte: UInt8) -> Bool {
  if byte < 64 { return keyByteBitmap.0 & (1 << UInt64(byte)) != 0 }
  if byte < 128 { return keyByteBitmap.1 & (1 << UInt64(byte - 64)) != 0 }
  return false
}

@inline(__always) private func isDigit(_ byte: UInt8) -> Bool {
  byte &- Byte.zero <= 9
}

/// The length in bytes of the UTF-8 sequence a lead byte starts (1 for invalid bytes).
@inline(__always) func utf8SequenceLength(_ lead: UInt8) -> Int {
  if lead < 0xC0 { return 1 }
  if lead < 0xE0 { return 2 }
  if lead < 0xF0 { return 3 }
  return lead < 0xF8 ? 4 : 1
}

// MARK: - Parser

/// A specifier as scanned, before argument numbers are resolved.
struct RawSpecifier {
  var range: Range<Int> = 0..<0
  var flags: FormatSpecifier.Flags = []
  var position: Int?
  var width: FormatSpecifier.Amount = .none
  var precision: FormatSpecifier.Amount = .none
  var length: FormatSpecifier.LengthModifier = .none
  /// CoreFoundation's size code: 0 default, 1, 2, 8 or 16 bytes.
  var sizeCode = 0
  var conversion: UInt8 = 0
  var variable: Range<Int>?
}

struct FormatParser {
  let bytes: [UInt8]
  var pieces: [FormatPiece] = []
  var raw: [RawSpecifier] = []
  var issues: [FormatIssue] = []

  init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// The outcome of scanning from one `%`.
  private enum Scan {
    case specifier(RawSpecifier)
    case percent
    case malformed
    case incomplete
    case overflow
  }

  mutating func run() {
    let count = bytes.count
    var index = 0
    while index < count {
      let start = index
      while index < count, bytes[index] != Byte.percent { index += 1 }
      if index > start { pieces.append(FormatPiece(.literal, range: start..<index)) }
      guard index < count else { break }
      let percent = index
      let (scan, end) = scanSpecifier(at: percent)
      assert(end > percent)
      record(scan, range: percent..<end)
      index = end
    }
  }

  private func text(_ range: Range<Int>) -> String {
    String(decoding: bytes[range], as: UTF8.self)
  }

  private mutating func record(_ scan: Scan, range: Range<Int>) {
    switch scan {
    case .specifier(var spec):
      spec.range = range
      pieces.append(FormatPiece(.specifier(raw.count), range: range))
      raw.append(spec)
    case .percent:
      pieces.append(FormatPiece(.percent, range: range))
    case .incomplete:
      pieces.append(FormatPiece(.incomplete, range: range))
      issues.append(
        FormatIssue(
          .incompleteSpecifier, range: range,
          message: "'\(text(range))' at the end of the text is an incomplete specifier "
            + "that Foundation drops; write '%%' for a percent sign"))
    case .malformed, .overflow:
      let afterPercent = range.lowerBound + 1
      let renderedEnd = min(
        range.upperBound, afterPercent + utf8SequenceLength(bytes[afterPercent]))
      var piece = FormatPiece(.malformed(rendered: afterPercent..<renderedEnd), range: range)
      // CoreFoundation consumed one UTF-16 unit of a final astral character: the other half
      // stays in the output on its own.
      if range.count >= 5, bytes[range.upperBound - 4] >= 0xF0,
        range.upperBound - 4 != afterPercent, utf8SequenceLength(bytes[range.upperBound - 4]) == 4
      {
        piece.endsWithReplacementCharacter = true
      }
      pieces.append(piece)
      if case .overflow = scan {
        issues.append(
          FormatIssue(
            .numberOverflow, range: range,
            message: "'\(text(range))' has a number too large for Foundation, which fails to "
              + "format the whole string"))
      } else if range.count >= 3, bytes[afterPercent] == Byte.zero,
        bytes[afterPercent + 1] == Byte.dollar
      {
        issues.append(
          FormatIssue(
            .zeroPosition, range: range,
            message: "argument numbers start at 1; Foundation renders '\(text(range))' as '0'"))
      } else {
        issues.append(
          FormatIssue(
            .unknownConversion, range: range,
            message: "'\(text(range))' is not a format specifier and Foundation renders it as '"
              + text(afterPercent..<renderedEnd) + "'; write '%%' for a percent sign"))
      }
    }
  }

  // MARK: - One specifier

  /// Scans the specifier starting at the `%` at `percent`; returns the outcome and the offset
  /// just past what CoreFoundation consumes.
  private func scanSpecifier(at percent: Int) -> (Scan, Int) {
    let count = bytes.count
    var spec = RawSpecifier()
    var index = percent + 1
    var seenDot = false
    var seenSharp = false
    var seenOpenBracket = false
    var validBracket = false
    var keyStart = -1
    var keyEnd = -1

    // Reads the character at `index` (a whole scalar for non-ASCII bytes).
    func read(_ index: inout Int) -> UInt8 {
      let byte = bytes[index]
      index += byte < 0x80 ? 1 : min(utf8SequenceLength(byte), count - index)
      return byte
    }

    while true {
      guard index < count else { return (.incomplete, count) }
      var byte = read(&index)
      if keyStart >= 0 {
        if !isKeyByte(byte) {
          if byte == Byte.closeBracket {
            if seenOpenBracket {
              validBracket = true
              keyEnd = index - 1
            }
          } else if byte == Byte.at {
            if !validBracket { keyEnd = index - 1 }
            spec.conversion = Byte.at
            if !validBracket, !seenOpenBracket, keyEnd > keyStart {
              spec.variable = keyStart..<keyEnd
            }
            return (.specifier(spec), index)
          } else {
            keyStart = -1
            // The second half of an astral character ends the specifier in UTF-16.
            if byte >= 0xF0 { return (.malformed, index) }
          }
        }
        continue
      }
      // CoreFoundation's `reswtch:` label: a byte already read is dispatched again.
      dispatch: while true {
        switch byte {
        case Byte.sharp:
          seenSharp = true
          spec.flags.insert(.alternate)
        case Byte.openBracket:
          if !seenOpenBracket {
            seenOpenBracket = true
            keyStart = index
          }
        case Byte.space:
          if !spec.flags.contains(.plus) { spec.flags.insert(.space) }
        case Byte.minus:
          spec.flags.insert(.leftAlign)
          spec.flags.remove(.zeroPad)
        case Byte.plus:
          spec.flags.insert(.plus)
          spec.flags.remove(.space)
        case Byte.zero:
          if seenDot {
            spec.precision = .literal(0)
          } else if !spec.flags.contains(.leftAlign) {
            spec.flags.insert(.zeroPad)
          }
        case UInt8(ascii: "h"):
          if index < count, bytes[index] == UInt8(ascii: "h") {
            index += 1
            spec.sizeCode = 1
            spec.length = .hh
          } else {
            spec.sizeCode = 2
            spec.length = .h
          }
        case UInt8(ascii: "l"):
          if index < count, bytes[index] == UInt8(ascii: "l") {
            index += 1
            spec.length = .ll
          } else {
            spec.length = .l
          }
          spec.sizeCode = 8
        case UInt8(ascii: "L"):
          spec.sizeCode = 16
          spec.length = .L
        case UInt8(ascii: "q"):
          spec.sizeCode = 8
          spec.length = .q
        case UInt8(ascii: "t"), UInt8(ascii: "z"), UInt8(ascii: "j"):
          spec.sizeCode = 8
          spec.length =
            FormatSpecifier.LengthModifier(rawValue: String(UnicodeScalar(byte))) ?? .none
        case UInt8(ascii: "c"), UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"),
          UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "o"), UInt8(ascii: "O"),
          UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "n"), UInt8(ascii: "p"),
          UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "C"), UInt8(ascii: "P"):
          spec.conversion = byte
          return (.specifier(spec), index)
        case UInt8(ascii: "f"), UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"),
          UInt8(ascii: "g"), UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"):
          if seenDot, spec.precision == .none { spec.precision = .literal(0) }
          spec.conversion = byte
          return (.specifier(spec), index)
        case Byte.at:
          if seenSharp {
            seenSharp = false
            keyStart = index
          } else {
            spec.conversion = byte
            return (.specifier(spec), index)
          }
        case UInt8(ascii: "1")...Byte.nine:
          var number = 0
          var overflow = false
          repeat {
            let (times10, o1) = number.multipliedReportingOverflow(by: 10)
            let (sum, o2) = times10.addingReportingOverflow(Int(byte &- Byte.zero))
            if o1 || o2 { overflow = true } else { number = sum }
            // CoreFoundation reads on past the end here; what it finds there is no digit.
            guard index < count else {
              return (overflow ? .overflow : .malformed, count)
            }
            byte = read(&index)
          } while isDigit(byte)
          if overflow { return (.overflow, index) }
          if byte == Byte.dollar {
            if number > Int(Int8.max) { return (.overflow, index) }
            if spec.precision == .star {
              spec.precision = .starPositional(number)
            } else if spec.width == .star {
              spec.width = .starPositional(number)
            } else {
              spec.position = number
            }
            break dispatch
          }
          if number > Int(Int32.max) { return (.overflow, index) }
          if seenDot { spec.precision = .literal(number) } else { spec.width = .literal(number) }
          continue dispatch
        case Byte.star:
          spec.width = .star
        case Byte.dot:
          seenDot = true
          guard index < count else { return (.malformed, count) }
          byte = read(&index)
          if byte == Byte.star {
            spec.precision = .star
            break dispatch
          }
          continue dispatch
        case Byte.percent where index == percent + 2:
          return (.percent, index)
        default:
          return (.malformed, index)
        }
        break dispatch
      }
    }
  }
}
