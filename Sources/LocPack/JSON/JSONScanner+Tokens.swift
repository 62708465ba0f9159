extension JSONScanner {
  // MARK: - Token primitives

  // The grammar of JSON tokens, written once over checked bytes: the parser above reads values
  // through them, and the payload scanner and the splice check of the optimizer read payloads
  // through them too. None of them allocates or reports; each answers where a token ends, or
  // that the bytes are not one.

  /// How a number token at some index ends.
  enum NumberEnd: Equatable {
    /// A number that ends before this index.
    case end(Int)
    /// A number with a zero followed by more digits (`01`).
    case leadingZero
    /// No number: a sign without digits, a point or an exponent without digits after it.
    case invalid
  }

  /// The index of the first byte at or after `index` that is not JSON whitespace (space, tab,
  /// line feed, carriage return), or the end.
  @inline(__always)
  static func whitespaceEnd(_ bytes: CheckedBytes, from index: Int) -> Int {
    var index = index
    while let byte = bytes.byte(at: index) {
      guard byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 else { break }
      index &+= 1
    }
    return index
  }

  /// Where the number at `start` ends (RFC 8259: `-`, digits without a leading zero, an
  /// optional fraction, an optional exponent).
  @inline(__always)
  static func numberEnd(_ bytes: CheckedBytes, at start: Int) -> NumberEnd {
    @inline(__always) func isDigit(_ position: Int) -> Bool {
      guard let byte = bytes.byte(at: position) else { return false }
      return byte &- UInt8(ascii: "0") < 10
    }
    var index = start
    if bytes.byte(at: index) == UInt8(ascii: "-") { index &+= 1 }
    guard isDigit(index) else { return .invalid }
    if bytes.byte(at: index) == UInt8(ascii: "0") {
      index &+= 1
      if isDigit(index) { return .leadingZero }
    } else {
      while isDigit(index) { index &+= 1 }
    }
    if bytes.byte(at: index) == UInt8(ascii: ".") {
      index &+= 1
      guard isDigit(index) else { return .invalid }
      while isDigit(index) { index &+= 1 }
    }
    if let letter = bytes.byte(at: index), letter | 0x20 == UInt8(ascii: "e") {
      index &+= 1
      if let sign = bytes.byte(at: index), sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
        index &+= 1
      }
      guard isDigit(index) else { return .invalid }
      while isDigit(index) { index &+= 1 }
    }
    return .end(index)
  }

  /// The end of the run of word bytes (ASCII letters, digits, `_`) from `start`: the extent of
  /// a literal, which must then be one of ``literal(_:in:)``'s words.
  @inline(__always)
  static func wordEnd(_ bytes: CheckedBytes, from start: Int) -> Int {
    var index = start
    while let byte = bytes.byte(at: index) {
      let isWordByte =
        (byte | 0x20) &- UInt8(ascii: "a") < 26 || byte &- UInt8(ascii: "0") < 10
        || byte == UInt8(ascii: "_")
      guard isWordByte else { break }
      index &+= 1
    }
    return index
  }

  /// The value of the literal `true`, `false` or `null` that fills `range`, or nil.
  @inline(__always)
  static func literal(_ bytes: CheckedBytes, in range: Range<Int>) -> JSONValue? {
    @inline(__always) func matches(_ word: StaticString) -> Bool {
      guard range.count == word.utf8CodeUnitCount else { return false }
      let pointer = word.utf8Start
      for offset in 0..<range.count
      where bytes.byte(at: range.lowerBound &+ offset) != pointer[offset] {
        return false
      }
      return true
    }
    switch bytes.byte(at: range.lowerBound) {
    case UInt8(ascii: "t"): return matches("true") ? .bool(true) : nil
    case UInt8(ascii: "f"): return matches("false") ? .bool(false) : nil
    case UInt8(ascii: "n"): return matches("null") ? .null : nil
    default: return nil
    }
  }

  // MARK: - String primitives

  /// The index of the first byte at or after `start` that ends a run of plain string bytes —
  /// a quote, a backslash, a control byte below 0x20 and, when `stopsAtNonASCII`, a byte of
  /// 0x80 or more — or the end.
  ///
  /// Eight bytes at a time, then byte by byte.
  @inline(__always)
  static func plainEnd(_ bytes: CheckedBytes, from start: Int, stopsAtNonASCII: Bool) -> Int {
    let nonASCII: UInt64 = stopsAtNonASCII ? 0x8080_8080_8080_8080 : 0
    var index = start
    while let word = bytes.word(at: index) {
      let special = specialBytes(word, nonASCII: nonASCII)
      // The lowest flagged bit is exact: borrows only reach the bytes above it.
      if special != 0 { return index &+ special.trailingZeroBitCount &>> 3 }
      index &+= 8
    }
    while let byte = bytes.byte(at: index) {
      if byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") { break }
      if stopsAtNonASCII, byte >= 0x80 { break }
      index &+= 1
    }
    return index
  }

  /// The top bit of each of eight bytes (little-endian) that is not plain; 0 when all are.
  ///
  /// Plain is what ``plainEnd(_:from:stopsAtNonASCII:)`` says. The bits are exact up to the
  /// first byte that is not plain (a byte below 0x20, a zero byte after the XOR, or a high bit
  /// sets the byte's top bit). `nonASCII` is the high bits or 0: with 0, bytes of 0x80 and
  /// above count as plain.
  @inline(__always)
  private static func specialBytes(_ word: UInt64, nonASCII: UInt64) -> UInt64 {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let high: UInt64 = 0x8080_8080_8080_8080
    let quote = word ^ (ones &* 0x22)
    let backslash = word ^ (ones &* 0x5C)
    let control = (word &- ones &* 0x20) & ~word
    let quotes = (quote &- ones) & ~quote
    let backslashes = (backslash &- ones) & ~backslash
    return (word & nonASCII | control | quotes | backslashes) & high
  }

  /// Decodes the escape at `index` (a backslash): the scalar value it stands for and its
  /// length in bytes, 2 for `\n` and the like, 6 for `\uXXXX`, 12 for a surrogate pair.
  ///
  /// A lone surrogate (`\uD800` not followed by a low one, or a low one alone) comes back as
  /// its own value (0xD800…0xDFFF) with length 6, for the caller to refuse or replace; nil for
  /// an unknown letter, fewer than four hex digits, or the end of the bytes.
  @inline(__always)
  static func escape(_ bytes: CheckedBytes, at index: Int) -> (value: UInt32, length: Int)? {
    guard let letter = bytes.byte(at: index &+ 1) else { return nil }
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): return (UInt32(letter), 2)
    case UInt8(ascii: "b"): return (0x08, 2)
    case UInt8(ascii: "f"): return (0x0C, 2)
    case UInt8(ascii: "n"): return (0x0A, 2)
    case UInt8(ascii: "r"): return (0x0D, 2)
    case UInt8(ascii: "t"): return (0x09, 2)
    case UInt8(ascii: "u"):
      guard let unit = hexValue(bytes, at: index &+ 2) else { return nil }
      if unit & 0xFC00 == 0xD800, bytes.byte(at: index &+ 6) == UInt8(ascii: "\\"),
        bytes.byte(at: index &+ 7) == UInt8(ascii: "u"), let low = hexValue(bytes, at: index &+ 8),
        low & 0xFC00 == 0xDC00
      {
        return (0x10000 &+ ((unit &- 0xD800) << 10) &+ (low &- 0xDC00), 12)
      }
      return (unit, 6)
    default:
      return nil
    }
  }

  /// Whether a value from ``escape(_:at:)`` is a lone surrogate.
  @inline(__always)
  static func isSurrogate(_ value: UInt32) -> Bool {
    value & 0xFFFF_F800 == 0xD800
  }

  /// The value of the four hex digits at `offset`, if they are.
  @inline(__always)
  static func hexValue(_ bytes: CheckedBytes, at offset: Int) -> UInt32? {
    var value: UInt32 = 0
    for position in offset..<(offset &+ 4) {
      guard let byte = bytes.byte(at: position) else { return nil }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte &- UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte &- UInt8(ascii: "a") &+ 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte &- UInt8(ascii: "A") &+ 10
      default: return nil
      }
      value = value << 4 | UInt32(digit)
    }
    return value
  }

  /// Decodes the string token at `index` (its opening quote) into `out` and moves `index`
  /// past its closing quote.
  ///
  /// Bytes of 0x80 and above are copied as they are, not checked: for tokens already
  /// validated, or made from validated bytes.
  ///
  /// - Returns: false, with `index` somewhere inside the token, when there is no string
  ///   there: no opening quote, a control byte, an invalid escape, a lone surrogate escape, or
  ///   no closing quote.
  @inline(__always)
  static func decodeString(
    _ bytes: CheckedBytes, at index: inout Int, into out: inout [UInt8]
  ) -> Bool {
    guard bytes.byte(at: index) == UInt8(ascii: "\"") else { return false }
    index &+= 1
    while true {
      let start = index
      index = plainEnd(bytes, from: index, stopsAtNonASCII: false)
      if index > start, let run = bytes.bytes(in: start..<index) { out.append(contentsOf: run) }
      guard let byte = bytes.byte(at: index) else { return false }
      if byte == UInt8(ascii: "\"") {
        index &+= 1
        return true
      }
      guard byte == UInt8(ascii: "\\"), let (value, length) = escape(bytes, at: index),
        !isSurrogate(value)
      else { return false }
      out.appendUTF8(value)
      index &+= length
    }
  }
}
