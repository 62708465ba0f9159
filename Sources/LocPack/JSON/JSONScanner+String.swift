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
    while true {
      index = Self.plainEnd(bytes, from: index, stopsAtNonASCII: true)
      guard let byte = bytes.byte(at: index) else { break }
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
      guard UTF8Validation.skipNonASCII(bytes, at: &index) else {
        throw Failure(kind: .invalidUTF8, offset: index, found: "")
      }
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
    while true {
      let runStart = index
      index = Self.plainEnd(bytes, from: index, stopsAtNonASCII: true)
      appendBytes(from: runStart, to: index)
      guard let byte = bytes.byte(at: index) else { break }
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
      let sequenceStart = index
      guard UTF8Validation.skipNonASCII(bytes, at: &index) else {
        throw Failure(kind: .invalidUTF8, offset: index, found: "")
      }
      appendBytes(from: sequenceStart, to: index)
    }
    throw failure(.unterminatedString, at: quote)
  }

  /// Appends the input's bytes `start..<end` to the scratch buffer.
  private mutating func appendBytes(from start: Int, to end: Int) {
    guard end > start else { return }
    if let run = bytes.bytes(from: start, count: end - start) { scratch.append(contentsOf: run) }
  }

  /// Decodes one escape at `index` into the scratch buffer and returns the bytes it wastes
  /// compared with the shortest form the compact writer uses.
  private mutating func parseEscape(quote: Int) throws(Failure) -> Int {
    let escapeStart = index
    guard bytes.contains(index + 1) else { throw failure(.unterminatedString, at: quote) }
    guard let (value, length) = Self.escape(bytes, at: index) else {
      throw failure(.invalidEscape, at: escapeStart)
    }
    index += length
    if Self.isSurrogate(value) { return try loneSurrogate(at: escapeStart) }
    scratch.appendUTF8(value)
    // Never nil: `escape` pairs surrogates and reads at most U+10FFFF.
    guard let scalar = Unicode.Scalar(value) else { return 0 }
    return length - JSONWriter.escapedLength(of: scalar)
  }

  private mutating func loneSurrogate(at offset: Int) throws(Failure) -> Int {
    guard options.loneSurrogates == .replace else { throw failure(.loneSurrogate, at: offset) }
    if options.collectsDiagnostics { findings.append(.loneSurrogateReplaced(offset: offset)) }
    scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
    return 0
  }
}
