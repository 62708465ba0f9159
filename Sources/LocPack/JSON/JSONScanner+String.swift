extension JSONScanner {
  // MARK: - Strings

  /// Parses a string token at `index` (an opening quote) and returns its unescaped text.
  ///
  /// Strings without escapes are decoded straight from the input; the others are unescaped
  /// into the reusable scratch buffer.
  mutating func parseString() throws(Failure) -> String {
    let quote = index
    index += 1
    let contentStart = index
    while let byte = bytes.byte(at: index) {
      if byte >= 0x20 && byte < 0x80 && byte != UInt8(ascii: "\"") && byte != UInt8(ascii: "\\") {
        index += 1
        continue
      }
      if byte == UInt8(ascii: "\"") {
        try checkStringLength(index - contentStart, quote: quote)
        let text = bytes.string(from: contentStart, count: index - contentStart)
        index += 1
        return text
      }
      if byte == UInt8(ascii: "\\") {
        return try parseEscapedString(quote: quote, from: contentStart)
      }
      if byte < 0x20 { throw failure(.controlCharacter, at: index) }
      let length = JSONScanner.validUTF8Length(bytes, at: index)
      if length == 0 { throw Failure(kind: .invalidUTF8, offset: index, found: "") }
      index += length
    }
    throw failure(.unterminatedString, at: quote)
  }

  private mutating func parseEscapedString(quote: Int, from contentStart: Int) throws(Failure)
    -> String
  {
    scratch.removeAll(keepingCapacity: true)
    appendBytes(from: contentStart, to: index)
    var wastefulCount = 0
    var wasted = 0
    var firstWasteful = -1
    while let byte = bytes.byte(at: index) {
      if byte == UInt8(ascii: "\"") {
        index += 1
        if wastefulCount > 0 {
          wastedEscapeBytes &+= wasted
          if options.collectsDiagnostics {
            findings.append(
              .unneededEscapes(count: wastefulCount, wasted: wasted, offset: firstWasteful))
          }
        }
        try checkStringLength(scratch.count, quote: quote)
        return String(decoding: scratch, as: UTF8.self)
      }
      if byte == UInt8(ascii: "\\") {
        let escapeStart = index
        let waste = try parseEscape(quote: quote)
        if waste > 0 {
          if firstWasteful < 0 { firstWasteful = escapeStart }
          wastefulCount += 1
          wasted += waste
        }
        continue
      }
      if byte < 0x20 { throw failure(.controlCharacter, at: index) }
      if byte < 0x80 {
        scratch.append(byte)
        index += 1
        continue
      }
      let length = JSONScanner.validUTF8Length(bytes, at: index)
      if length == 0 { throw Failure(kind: .invalidUTF8, offset: index, found: "") }
      appendBytes(from: index, to: index + length)
      index += length
    }
    throw failure(.unterminatedString, at: quote)
  }

  /// Appends the input's bytes `start..<end` to the scratch buffer.
  private mutating func appendBytes(from start: Int, to end: Int) {
    if let run = bytes.bytes(from: start, count: end - start) { scratch.append(contentsOf: run) }
  }

  /// Decodes one escape at `index` into the scratch buffer and returns the bytes it wastes
  /// compared with the shortest form the compact writer uses.
  private mutating func parseEscape(quote: Int) throws(Failure) -> Int {
    let escapeStart = index
    guard let letter = bytes.byte(at: index + 1) else {
      throw failure(.unterminatedString, at: quote)
    }
    index += 2
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"):
      scratch.append(letter)
      return 0
    case UInt8(ascii: "/"):
      scratch.append(letter)
      return 1
    case UInt8(ascii: "b"): scratch.append(0x08)
    case UInt8(ascii: "f"): scratch.append(0x0C)
    case UInt8(ascii: "n"): scratch.append(0x0A)
    case UInt8(ascii: "r"): scratch.append(0x0D)
    case UInt8(ascii: "t"): scratch.append(0x09)
    case UInt8(ascii: "u"):
      guard let unit = readHex4(at: index) else { throw failure(.invalidEscape, at: escapeStart) }
      index += 4
      var scalarValue = UInt32(unit)
      var sourceLength = 6
      if unit >= 0xD800 && unit <= 0xDBFF {
        if bytes.byte(at: index) == UInt8(ascii: "\\"),
          bytes.byte(at: index + 1) == UInt8(ascii: "u"),
          let low = readHex4(at: index + 2), low >= 0xDC00 && low <= 0xDFFF
        {
          index += 6
          sourceLength = 12
          scalarValue = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
        } else {
          return try loneSurrogate(at: escapeStart)
        }
      } else if unit >= 0xDC00 && unit <= 0xDFFF {
        return try loneSurrogate(at: escapeStart)
      }
      guard let scalar = Unicode.Scalar(scalarValue) else {
        throw failure(.invalidEscape, at: escapeStart)
      }
      let shortest = JSONWriter.escapedLength(of: scalar)
      scratch.appendUTF8(scalar.value)
      return sourceLength - shortest
    default:
      throw failure(.invalidEscape, at: escapeStart)
    }
    return 0
  }

  private mutating func loneSurrogate(at offset: Int) throws(Failure) -> Int {
    guard options.loneSurrogates == .replace else { throw failure(.loneSurrogate, at: offset) }
    if options.collectsDiagnostics { findings.append(.loneSurrogateReplaced(offset: offset)) }
    scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
    return 0
  }

  private func readHex4(at offset: Int) -> UInt16? {
    guard offset + 4 <= end else { return nil }
    var value: UInt16 = 0
    for position in offset..<offset + 4 {
      guard let byte = bytes.byte(at: position) else { return nil }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: return nil
      }
      value = value << 4 | UInt16(digit)
    }
    return value
  }

  // MARK: - UTF-8

  /// The length of the well-formed UTF-8 sequence starting at `offset` (a byte ≥ 0x80), or 0
  /// when it is not well formed (overlong, surrogate, above U+10FFFF, truncated).
  static func validUTF8Length(_ bytes: UnsafeBufferPointer<UInt8>, at offset: Int, end: Int) -> Int
  {
    validUTF8Length(CheckedBytes(bytes).prefix(end), at: offset)
  }

  /// The length of the well-formed UTF-8 sequence starting at `offset`, as
  /// ``validUTF8Length(_:at:end:)``; 0 when `offset` is outside the bytes.
  static func validUTF8Length(_ bytes: CheckedBytes, at offset: Int) -> Int {
    guard let lead = bytes.byte(at: offset) else { return 0 }
    @inline(__always) func continuation(_ position: Int, _ low: UInt8 = 0x80, _ high: UInt8 = 0xBF)
      -> Bool
    {
      guard let byte = bytes.byte(at: position) else { return false }
      return byte >= low && byte <= high
    }
    switch lead {
    case 0xC2...0xDF:
      return continuation(offset + 1) ? 2 : 0
    case 0xE0:
      return continuation(offset + 1, 0xA0) && continuation(offset + 2) ? 3 : 0
    case 0xE1...0xEC, 0xEE...0xEF:
      return continuation(offset + 1) && continuation(offset + 2) ? 3 : 0
    case 0xED:
      return continuation(offset + 1, 0x80, 0x9F) && continuation(offset + 2) ? 3 : 0
    case 0xF0:
      return continuation(offset + 1, 0x90) && continuation(offset + 2) && continuation(offset + 3)
        ? 4 : 0
    case 0xF1...0xF3:
      return continuation(offset + 1) && continuation(offset + 2) && continuation(offset + 3)
        ? 4 : 0
    case 0xF4:
      return continuation(offset + 1, 0x80, 0x8F) && continuation(offset + 2)
        && continuation(offset + 3) ? 4 : 0
    default:
      return 0
    }
  }
}
