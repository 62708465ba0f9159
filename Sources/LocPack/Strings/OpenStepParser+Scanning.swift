extension OpenStepParser {
  // MARK: - Scanning and checking UTF-8

  // UTF-8 text is checked as it is scanned, not in a pass of its own: every byte the parser
  // steps over is either ASCII it recognized, or part of a sequence checked here. Strings are
  // then made from the checked bytes without the standard library checking them again. When a
  // check fails, or when bytes are passed over unchecked (an unterminated comment, the text
  // after a silent truncation), `mayBeInvalid` is set: strings are then made by repairing, and
  // the caller checks the whole text before it trusts the result.

  /// The index of the first `quote` or backslash at or after `start`, or `count`, with whether
  /// the bytes before it are all ASCII.
  ///
  /// Eight ASCII bytes at a time; a byte from 0x80 up starts a run of scalars that are checked
  /// one at a time.
  @inline(__always)
  mutating func scanQuoted(quote: UInt8, from start: Int) -> (end: Int, isASCII: Bool) {
    let ones: UInt64 = 0x0101_0101_0101_0101
    let highs: UInt64 = 0x8080_8080_8080_8080
    let quotes = ones &* UInt64(quote)
    let backslashes = ones &* UInt64(UInt8(ascii: "\\"))
    var index = start
    var isASCII = true
    while true {
      if let word = text.word(at: index) {
        let a = word ^ quotes
        let b = word ^ backslashes
        // The lowest flagged byte is the first quote, backslash or non-ASCII byte (bytes above
        // a zero byte of `a` or `b` may be misflagged, never the ones below it).
        let found = ((a &- ones) & ~a | (b &- ones) & ~b | word) & highs
        if found == 0 {
          index &+= 8
          continue
        }
        index &+= found.trailingZeroBitCount &>> 3
      }
      guard let byte = text.byte(at: index) else { return (count, isASCII) }
      if byte == quote || byte == UInt8(ascii: "\\") { return (index, isASCII) }
      if byte < 0x80 {
        // Only in the last seven bytes.
        index &+= 1
        continue
      }
      isASCII = false
      if isValidUTF8 {
        // The lead byte tells the length.
        var lead = byte
        while true {
          index &+= lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
          guard let next = text.byte(at: index), next >= 0x80 else { break }
          lead = next
        }
      } else {
        while true {
          index &+= checkedScalarLength(at: index)
          guard let next = text.byte(at: index), next >= 0x80 else { break }
        }
      }
    }
  }

  /// The index of the first `first`, `second` or non-ASCII byte at or after `start`, or
  /// `count`: eight bytes at a time, then byte by byte.
  @inline(__always)
  func firstByte(_ first: UInt8, _ second: UInt8, orNonASCIIFrom start: Int) -> Int {
    var index = start
    let ones: UInt64 = 0x0101_0101_0101_0101
    let firsts = ones &* UInt64(first)
    let seconds = ones &* UInt64(second)
    while let word = text.word(at: index) {
      let a = word ^ firsts
      let b = word ^ seconds
      let found = ((a &- ones) & ~a | (b &- ones) & ~b | word) & 0x8080_8080_8080_8080
      if found != 0 { return index &+ found.trailingZeroBitCount &>> 3 }
      index &+= 8
    }
    while let byte = text.byte(at: index) {
      if byte == first || byte == second || byte >= 0x80 { break }
      index &+= 1
    }
    return index
  }

  /// The length of the UTF-8 sequence at `index`, whose byte is from 0x80 up; 1 for an invalid
  /// sequence, after noting that the text is not valid UTF-8.
  @inline(__always)
  mutating func checkedScalarLength(at index: Int) -> Int {
    let length = UTF8Validation.sequenceLength(text, at: index)
    if length != 0 { return length }
    mayBeInvalid = true
    return 1
  }

  /// A string of the checked bytes `start..<end` of the text.
  @inline(__always)
  func makeString(_ start: Int, _ end: Int, isASCII: Bool) -> String {
    guard let bytes = text.bytes(from: start, count: end &- start) else { return "" }
    if mayBeInvalid { return String(decoding: bytes, as: UTF8.self) }
    return Self.uncheckedString(bytes, isASCII: isASCII)
  }

  /// A string of checked bytes (from the text, or unescaped from checked bytes).
  @inline(__always)
  func makeString(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    if mayBeInvalid { return String(decoding: bytes, as: UTF8.self) }
    return Self.uncheckedString(bytes, isASCII: Self.isASCII(bytes))
  }

  /// A string of bytes known to be valid UTF-8, copied without checking them again.
  ///
  /// `isASCII` must be exact: it becomes the string's ASCII flag.
  @inline(__always)
  static func uncheckedString(_ bytes: UnsafeBufferPointer<UInt8>, isASCII: Bool) -> String {
    String(copying: UTF8Span(unchecked: Span(_unsafeElements: bytes), isKnownASCII: isASCII))
  }

  /// Whether all bytes are below 0x80, eight at a time.
  static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let base = bytes.baseAddress else { return true }
    let raw = UnsafeRawPointer(base)
    let count = bytes.count
    var index = 0
    var high: UInt64 = 0
    while index &+ 8 <= count {
      high |= raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
      index &+= 8
    }
    while index < count {
      high |= UInt64(base[index])
      index &+= 1
    }
    return high & 0x8080_8080_8080_8080 == 0
  }
}
