extension PropertiesCatalog {
  /// One `key=value` pair of a logical line, unescaped, with the offsets of its parts.
  struct Pair {
    /// The key.
    var key: String
    /// The value.
    var value: String
    /// Where the key starts (its first character, or the separator of an empty key).
    var keyOffset: Int
    /// Where the value starts, or the end of the line for an empty value.
    var valueOffset: Int
  }

  /// Splits a file's UTF-8 text into logical lines and each line into a key and a value, the
  /// way `java.util.Properties.load` does (its `LineReader` and `loadConvert`).
  ///
  /// - A line ends at LF, CR or CRLF. Leading spaces, tabs and form feeds are skipped, and
  ///   blank lines are skipped.
  /// - A `#` or `!` where a logical line would start is a comment, to the end of that line
  ///   (a backslash there continues nothing).
  /// - An odd number of backslashes at the end of a line joins the next line, whose leading
  ///   whitespace is dropped. At the end of the file such a backslash is dropped.
  /// - The key ends at the first `=`, `:`, space, tab or form feed not escaped by a
  ///   backslash; whitespace follows, then one `=` or `:` if the key ended at whitespace,
  ///   then whitespace again; the rest is the value.
  /// - In key and value, `\t \n \r \f` are the control characters, `\uXXXX` a UTF-16 code
  ///   unit (pairs of surrogates combine), and a backslash before anything else stands for
  ///   that character.
  ///
  /// Every byte is an ASCII character or part of a multi-byte UTF-8 sequence that contains
  /// no ASCII byte, so working on UTF-8 bytes gives what Java gets from its characters.
  struct LineReader {
    /// The text.
    let text: [UInt8]
    private var index = 0
    /// The current logical line and, for each of its bytes, its offset in ``text``.
    private var line: [UInt8] = []
    private var offsets: [Int] = []
    /// Unescaped bytes, reused.
    private var scratch: [UInt8] = []

    init(text: [UInt8]) { self.text = text }

    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let formFeed: UInt8 = 0x0C
    private static let lineFeed = UInt8(ascii: "\n")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let backslash = UInt8(ascii: "\\")

    @inline(__always)
    private static func isWhitespace(_ byte: UInt8) -> Bool {
      byte == space || byte == tab || byte == formFeed
    }

    /// The next pair, or nil at the end of the text.
    ///
    /// - Parameter fail: Makes the error for a malformed `\u` escape or a lone surrogate at
    ///   a byte offset, with a message.
    mutating func next(
      _ fail: (_ offset: Int, _ message: String) -> MessageCatalogError
    ) throws(MessageCatalogError) -> Pair? {
      guard readLine() else { return nil }
      let limit = line.count
      var keyLength = 0
      var valueStart = limit
      var hasSeparator = false
      var precedingBackslash = false
      while keyLength < limit {
        let byte = line[keyLength]
        if !precedingBackslash, byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") {
          valueStart = keyLength + 1
          hasSeparator = true
          break
        }
        if !precedingBackslash, Self.isWhitespace(byte) {
          valueStart = keyLength + 1
          break
        }
        precedingBackslash = byte == Self.backslash ? !precedingBackslash : false
        keyLength += 1
      }
      while valueStart < limit {
        let byte = line[valueStart]
        if !Self.isWhitespace(byte) {
          guard !hasSeparator, byte == UInt8(ascii: "=") || byte == UInt8(ascii: ":") else {
            break
          }
          hasSeparator = true
        }
        valueStart += 1
      }
      let key = try unescape(0..<keyLength, fail)
      let value = try unescape(valueStart..<limit, fail)
      let end = offsets.last.map { $0 + 1 } ?? index
      return Pair(
        key: key, value: value, keyOffset: offsets.first ?? index,
        valueOffset: valueStart < limit ? offsets[valueStart] : end)
    }

    // MARK: - Logical lines

    /// Reads the next logical line into `line` and `offsets`; false at the end of the text.
    ///
    /// This follows `Properties.LineReader` of Java 9 and later to the letter, quirks
    /// included: a `#` or `!` starts a comment whenever the logical line is still empty, even
    /// on a line that a continuation joined (`\` alone on a line, then `# x`); and a
    /// continuation backslash whose line break ends the file still ends a line, so a file
    /// ending in a line of only `\` holds the empty key with the empty value.
    private mutating func readLine() -> Bool {
      line.removeAll(keepingCapacity: true)
      offsets.removeAll(keepingCapacity: true)
      var skipWhitespace = true
      var appendedLineBegin = false
      var precedingBackslash = false
      while index < text.count {
        let previousIndex = index
        let byte = text[index]
        index += 1
        assert(index > previousIndex)
        if skipWhitespace {
          if Self.isWhitespace(byte) { continue }
          if !appendedLineBegin, byte == Self.carriageReturn || byte == Self.lineFeed { continue }
          skipWhitespace = false
          appendedLineBegin = false
        }
        if line.isEmpty, byte == UInt8(ascii: "#") || byte == UInt8(ascii: "!") {
          // A comment, to the first line break.
          while index < text.count {
            let next = text[index]
            index += 1
            if next == Self.lineFeed || next == Self.carriageReturn { break }
          }
          skipWhitespace = true
          continue
        }
        if byte != Self.lineFeed && byte != Self.carriageReturn {
          line.append(byte)
          offsets.append(index - 1)
          precedingBackslash = byte == Self.backslash ? !precedingBackslash : false
          continue
        }
        // The end of a physical line.
        if line.isEmpty {
          skipWhitespace = true
          continue
        }
        guard precedingBackslash, index < text.count else { break }
        line.removeLast()
        offsets.removeLast()
        skipWhitespace = true
        appendedLineBegin = true
        precedingBackslash = false
        if byte == Self.carriageReturn, index < text.count, text[index] == Self.lineFeed {
          index += 1
        }
      }
      if line.isEmpty { return false }
      if precedingBackslash {
        line.removeLast()
        offsets.removeLast()
      }
      return true
    }

    // MARK: - Escapes

    /// The text of `range` of the line with its escapes resolved.
    private mutating func unescape(
      _ range: Range<Int>, _ fail: (_ offset: Int, _ message: String) -> MessageCatalogError
    ) throws(MessageCatalogError) -> String {
      guard line[range].contains(Self.backslash) else {
        return String(decoding: line[range], as: UTF8.self)
      }
      scratch.removeAll(keepingCapacity: true)
      var position = range.lowerBound
      while position < range.upperBound {
        let byte = line[position]
        position += 1
        guard byte == Self.backslash else {
          scratch.append(byte)
          continue
        }
        guard position < range.upperBound else { break }
        let escaped = line[position]
        position += 1
        switch escaped {
        case UInt8(ascii: "t"): scratch.append(Self.tab)
        case UInt8(ascii: "n"): scratch.append(Self.lineFeed)
        case UInt8(ascii: "r"): scratch.append(Self.carriageReturn)
        case UInt8(ascii: "f"): scratch.append(Self.formFeed)
        case UInt8(ascii: "u"):
          let start = position - 2
          guard let unit = codeUnit(at: position, end: range.upperBound) else {
            throw fail(offsets[start], "malformed \\uXXXX escape; it needs four hex digits")
          }
          position += 4
          var scalar = UInt32(unit)
          if unit & 0xFC00 == 0xD800 {
            guard position + 1 < range.upperBound, line[position] == Self.backslash,
              line[position + 1] == UInt8(ascii: "u"),
              let low = codeUnit(at: position + 2, end: range.upperBound), low & 0xFC00 == 0xDC00
            else {
              throw fail(
                offsets[start],
                "high surrogate escape \\u\(hex4(UInt32(unit))) without a low surrogate escape after it"
              )
            }
            position += 6
            scalar = 0x10000 + (UInt32(unit & 0x3FF) << 10 | UInt32(low & 0x3FF))
          } else if unit & 0xFC00 == 0xDC00 {
            throw fail(
              offsets[start],
              "low surrogate escape \\u\(hex4(UInt32(unit))) without a high surrogate escape before it"
            )
          }
          scratch.appendUTF8(scalar)
        default:
          scratch.append(escaped)
        }
      }
      return String(decoding: scratch, as: UTF8.self)
    }

    /// The UTF-16 code unit of the four hex digits at `position`, or nil.
    private func codeUnit(at position: Int, end: Int) -> UInt16? {
      guard position + 4 <= end else { return nil }
      var value: UInt16 = 0
      for byte in line[position..<position + 4] {
        // `| 0x20` lowers an ASCII letter's case; no other byte lands on `a`…`f` by it.
        let decimal = byte &- UInt8(ascii: "0")
        let letter = (byte | 0x20) &- UInt8(ascii: "a")
        guard decimal < 10 || letter < 6 else { return nil }
        value = value << 4 | UInt16(decimal < 10 ? decimal : letter + 10)
      }
      return value
    }
  }
}
