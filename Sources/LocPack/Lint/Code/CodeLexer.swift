/// Splits Swift and Objective-C source into the tokens that the call scanner reads.
///
/// Byte-based, one pass: comments (`//`, `/* … */`, nested in Swift only) and whitespace are
/// skipped; string literals are read with their escapes resolved: Swift's `"…"`, multi-line
/// `"""…"""` (indentation of the closing delimiter removed), raw `#"…"#` with any number of
/// `#`, `\u{…}` and interpolation `\( … )` (read as tokens, nested parentheses and strings
/// included); Objective-C's `@"…"` and `"…"` (C escapes, `\x`, octal, `\u`) and character
/// literals `'a'`. An unterminated literal or comment ends at the end of its line (multi-line
/// literals and comments: of the file) and is reported as a ``Problem`` at its start.
///
/// ```swift
/// let output = CodeLexer.lex(Array(#"Text("\(n) photos")"#.utf8), language: .swift)
/// ```
struct CodeLexer {
  /// The source language, from the file extension.
  enum Language: Hashable, Sendable {
    /// `.swift`.
    case swift
    /// `.m`, `.mm`, `.h`.
    case objectiveC

    /// The language of a file by its extension, or nil for other files.
    init?(path: String) {
      if path.hasSuffix(".swift") {
        self = .swift
      } else if path.hasSuffix(".m") || path.hasSuffix(".mm") || path.hasSuffix(".h") {
        self = .objectiveC
      } else {
        return nil
      }
    }
  }

  /// Something the lexer could not read as written: an unterminated literal or comment.
  struct Problem: Hashable, Sendable {
    /// What is wrong.
    var message: String
    /// The byte offset where the literal or comment starts.
    var offset: Int
  }

  /// What ``lex(_:language:)`` returns.
  struct Output: Sendable {
    /// The tokens of the file, in order (tokens inside interpolations are in their literal).
    var tokens: [CodeToken] = []
    /// Every string literal, interpolated ones' nested literals included.
    var literals: [CodeStringLiteral] = []
    /// Unterminated literals and comments.
    var problems: [Problem] = []
  }

  /// The deepest nesting of interpolations read as tokens; deeper ones are read as text.
  static let depthLimit = 32

  let bytes: [UInt8]
  let language: Language
  var offset = 0
  var literals: [CodeStringLiteral] = []
  var problems: [Problem] = []

  /// Tokenizes one file.
  ///
  /// - Complexity: O(n) in the file's bytes.
  static func lex(_ bytes: [UInt8], language: Language) -> Output {
    var lexer = CodeLexer(bytes: bytes, language: language)
    let tokens = lexer.tokens(depth: 0)
    return Output(tokens: tokens, literals: lexer.literals, problems: lexer.problems)
  }

  private init(bytes: [UInt8], language: Language) {
    self.bytes = bytes
    self.language = language
  }

  // MARK: - Tokens

  /// Tokens up to the end of the file or, inside an interpolation (`depth > 0`), up to the
  /// `)` that closes it, which is consumed.
  mutating func tokens(depth: Int) -> [CodeToken] {
    var result: [CodeToken] = []
    var parentheses = 0
    let count = bytes.count
    while offset < count {
      let start = offset
      let byte = bytes[offset]
      let next = offset + 1 < count ? bytes[offset + 1] : 0
      if Self.isSpace(byte) {
        offset += 1
      } else if byte == Self.slash, next == Self.slash {
        while offset < count, bytes[offset] != Self.lineFeed, bytes[offset] != Self.carriageReturn {
          offset += 1
        }
      } else if byte == Self.slash, next == Self.star {
        skipBlockComment()
      } else if byte == Self.quote {
        result.append(string(start: start, hashes: 0, depth: depth))
      } else if byte == Self.hash, language == .swift, let hashes = rawStringHashes() {
        offset += hashes
        result.append(string(start: start, hashes: hashes, depth: depth))
      } else if byte == Self.at, next == Self.quote, language == .objectiveC {
        offset += 1
        result.append(string(start: start, hashes: 0, depth: depth))
      } else if byte == Self.apostrophe, language == .objectiveC {
        skipCharacterLiteral()
        result.append(CodeToken(kind: .integer, range: start..<offset))
      } else if byte == Self.backtick, language == .swift {
        result.append(escapedIdentifier())
      } else if Self.isDigit(byte) {
        result.append(number())
      } else if Self.isIdentifierStart(byte) {
        offset += 1
        while offset < count, Self.isIdentifierByte(bytes[offset]) { offset += 1 }
        result.append(CodeToken(kind: .identifier, range: start..<offset))
      } else {
        offset += 1
        if depth > 0, byte == Self.openParenthesis {
          parentheses += 1
        } else if depth > 0, byte == Self.closeParenthesis {
          if parentheses == 0 { return result }
          parentheses -= 1
        }
        result.append(CodeToken(kind: .punctuation(byte), range: start..<offset))
      }
      assert(offset > start, "the lexer must make progress")
    }
    return result
  }

  /// Skips `/* … */` from its `/`; Swift's nest, Objective-C's do not.
  mutating func skipBlockComment() {
    let start = offset
    offset += 2
    var depth = 1
    let count = bytes.count
    while offset < count {
      let byte = bytes[offset]
      let next = offset + 1 < count ? bytes[offset + 1] : 0
      if byte == Self.star, next == Self.slash {
        offset += 2
        depth -= 1
        if depth == 0 { return }
      } else if byte == Self.slash, next == Self.star, language == .swift {
        offset += 2
        depth += 1
      } else {
        offset += 1
      }
    }
    problems.append(Problem(message: "unterminated comment", offset: start))
  }

  /// The number of `#` before a `"` at the offset (a Swift raw string), or nil.
  func rawStringHashes() -> Int? {
    var index = offset
    while index < bytes.count, bytes[index] == Self.hash { index += 1 }
    guard index < bytes.count, bytes[index] == Self.quote else { return nil }
    return index - offset
  }

  /// An Objective-C character literal, from its `'`; it ends at its `'` or its line's end.
  mutating func skipCharacterLiteral() {
    let start = offset
    offset += 1
    let count = bytes.count
    while offset < count {
      let byte = bytes[offset]
      if byte == Self.apostrophe {
        offset += 1
        return
      }
      if byte == Self.lineFeed || byte == Self.carriageReturn { break }
      offset += byte == Self.backslash && offset + 1 < count ? 2 : 1
    }
    problems.append(Problem(message: "unterminated character literal", offset: start))
  }

  /// `` `name` ``: an identifier with the backticks excluded from its range.
  mutating func escapedIdentifier() -> CodeToken {
    let start = offset
    offset += 1
    while offset < bytes.count, bytes[offset] != Self.backtick, bytes[offset] != Self.lineFeed {
      offset += 1
    }
    let end = offset
    if offset < bytes.count, bytes[offset] == Self.backtick { offset += 1 }
    return CodeToken(kind: .identifier, range: (start + 1)..<max(start + 1, end))
  }

  /// A number: digits, letters (hex digits, exponents, suffixes), `_`, a `.` before a digit.
  mutating func number() -> CodeToken {
    let start = offset
    let count = bytes.count
    let isHex = offset + 1 < count && bytes[offset] == Self.zero && bytes[offset + 1] | 0x20 == 0x78
    var isFloat = false
    while offset < count {
      let byte = bytes[offset]
      if Self.isIdentifierByte(byte) && byte < 0x80 {
        let lower = byte | 0x20
        if !isHex, lower == 0x65 { isFloat = true }  // e: a decimal exponent
        if isHex, lower == 0x70 { isFloat = true }  // p: a hexadecimal exponent
        offset += 1
      } else if byte == Self.dot, offset + 1 < count, Self.isDigit(bytes[offset + 1]) {
        isFloat = true
        offset += 1
      } else if byte == Self.plus || byte == Self.minus, offset > start,
        bytes[offset - 1] | 0x20 == (isHex ? 0x70 : 0x65)
      {
        offset += 1
      } else {
        break
      }
    }
    return CodeToken(kind: isFloat ? .float : .integer, range: start..<offset)
  }

  // MARK: - String literals

  /// A string literal whose opening `"` is at the offset; `start` is where the token starts
  /// (its `@` or first `#`), `hashes` the number of `#` of a raw string.
  mutating func string(start: Int, hashes: Int, depth: Int) -> CodeToken {
    var literal = CodeStringLiteral(range: start..<start)
    let count = bytes.count
    let isMultiline =
      language == .swift && offset + 2 < count && bytes[offset + 1] == Self.quote
      && bytes[offset + 2] == Self.quote
    offset += isMultiline ? 3 : 1
    var text: [UInt8] = []
    while true {
      guard offset < count else {
        literal.isTerminated = false
        break
      }
      let byte = bytes[offset]
      if byte == Self.quote {
        if isMultiline {
          if offset + 2 < count, bytes[offset + 1] == Self.quote, bytes[offset + 2] == Self.quote,
            hashesFollow(offset + 3, hashes)
          {
            offset += 3 + hashes
            break
          }
        } else if hashesFollow(offset + 1, hashes) {
          offset += 1 + hashes
          break
        }
        text.append(byte)
        offset += 1
      } else if !isMultiline, byte == Self.lineFeed || byte == Self.carriageReturn {
        literal.isTerminated = false
        break
      } else if byte == Self.backslash, hashesFollow(offset + 1, hashes) {
        offset += 1 + hashes
        if offset < count { escape(into: &text, literal: &literal, depth: depth) }
      } else {
        text.append(byte)
        offset += 1
      }
    }
    literal.append(text)
    literal.segments =
      isMultiline ? Self.dedented(literal.segments) : Self.removingContinuations(literal.segments)
    if !literal.isTerminated {
      problems.append(Problem(message: "unterminated string literal", offset: start))
    }
    literal.range = start..<offset
    literals.append(literal)
    return CodeToken(kind: .string(literals.count - 1), range: start..<offset)
  }

  /// Whether `hashes` `#` stand at `index`.
  func hashesFollow(_ index: Int, _ hashes: Int) -> Bool {
    guard hashes > 0 else { return true }
    guard index + hashes <= bytes.count else { return false }
    for position in index..<(index + hashes) where bytes[position] != Self.hash { return false }
    return true
  }

  /// Reads the escape whose backslash (and raw-string `#`s) were just consumed.
  mutating func escape(into text: inout [UInt8], literal: inout CodeStringLiteral, depth: Int) {
    let byte = bytes[offset]
    offset += 1
    switch byte {
    case Self.openParenthesis where language == .swift && depth < Self.depthLimit:
      literal.append(text)
      text.removeAll(keepingCapacity: true)
      literal.segments.append(.interpolation(tokens(depth: depth + 1)))
    case 0x6E: text.append(Self.lineFeed)  // n
    case 0x74: text.append(0x09)  // t
    case 0x72: text.append(Self.carriageReturn)  // r
    case Self.zero where language == .swift: text.append(0)
    case 0x75 where language == .swift && offset < bytes.count && bytes[offset] == 0x7B:  // u{
      offset += 1
      let value = hexValue(maxDigits: 8)
      if offset < bytes.count, bytes[offset] == 0x7D { offset += 1 }
      appendScalar(value, to: &text)
    case Self.lineFeed, Self.carriageReturn:
      // A line continuation: the line break goes, the next line's indentation too (marked
      // for ``dedented(_:)`` in a multi-line literal).
      if byte == Self.carriageReturn, offset < bytes.count, bytes[offset] == Self.lineFeed {
        offset += 1
      }
      if language == .swift { text += [Self.continuation, Self.lineFeed] }
    case 0x78 where language == .objectiveC:  // x
      appendScalar(hexValue(maxDigits: 2), to: &text)
    case 0x75 where language == .objectiveC:  // u
      appendScalar(hexValue(maxDigits: 4), to: &text)
    case 0x55 where language == .objectiveC:  // U
      appendScalar(hexValue(maxDigits: 8), to: &text)
    case 0x30...0x37 where language == .objectiveC:
      var value = UInt32(byte - Self.zero)
      var digits = 1
      while digits < 3, offset < bytes.count, (0x30...0x37).contains(bytes[offset]) {
        value = value * 8 + UInt32(bytes[offset] - Self.zero)
        offset += 1
        digits += 1
      }
      appendScalar(value, to: &text)
    case 0x61 where language == .objectiveC: text.append(0x07)  // a
    case 0x62 where language == .objectiveC: text.append(0x08)  // b
    case 0x66 where language == .objectiveC: text.append(0x0C)  // f
    case 0x76 where language == .objectiveC: text.append(0x0B)  // v
    default: text.append(byte)  // \\ \" \' \? and unknown escapes: the byte itself
    }
  }

  /// Up to `maxDigits` hexadecimal digits at the offset, consumed.
  mutating func hexValue(maxDigits: Int) -> UInt32 {
    var value: UInt32 = 0
    var digits = 0
    while digits < maxDigits, offset < bytes.count, let digit = Self.hexDigit(bytes[offset]) {
      value = value &* 16 &+ UInt32(digit)
      offset += 1
      digits += 1
    }
    return value
  }

  func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
    text.appendUTF8(Unicode.Scalar(value)?.value ?? 0xFFFD)
  }

  /// A multi-line literal's text without its first line break, its last line (the closing
  /// delimiter's indentation) and that indentation at the start of each line.
  static func dedented(_ segments: [CodeStringLiteral.Segment]) -> [CodeStringLiteral.Segment] {
    var segments = segments
    var indentation: [UInt8] = []
    if case .text(var run)? = segments.last {
      var index = run.count
      while index > 0, run[index - 1] == 0x20 || run[index - 1] == 0x09 { index -= 1 }
      if index == 0 || run[index - 1] == lineFeed {
        indentation = Array(run[index...])
        run.removeSubrange(max(0, index - 1)...)
        if run.last == carriageReturn { run.removeLast() }
        segments[segments.count - 1] = .text(run)
      }
    }
    if case .text(var run)? = segments.first, let end = run.firstIndex(of: lineFeed) {
      run.removeSubrange(...end)
      segments[0] = .text(run)
    }
    guard !indentation.isEmpty else { return removingContinuations(segments) }
    var atLineStart = true
    for (index, segment) in segments.enumerated() {
      guard case .text(let run) = segment else {
        atLineStart = false
        continue
      }
      var result: [UInt8] = []
      result.reserveCapacity(run.count)
      var position = 0
      while position < run.count {
        if atLineStart {
          var matched = 0
          while matched < indentation.count, position + matched < run.count,
            run[position + matched] == indentation[matched]
          {
            matched += 1
          }
          position += matched
          atLineStart = false
          continue
        }
        let byte = run[position]
        result.append(byte)
        if byte == lineFeed { atLineStart = true }
        position += 1
      }
      segments[index] = .text(result)
    }
    return removingContinuations(segments).filter { $0 != .text([]) }
  }

  /// Marks a line continuation in a multi-line literal's text until its indentation is gone;
  /// never valid UTF-8, so never text.
  static let continuation: UInt8 = 0xFF

  /// The text without the continuation marks and the line breaks after them.
  static func removingContinuations(_ segments: [CodeStringLiteral.Segment])
    -> [CodeStringLiteral.Segment]
  {
    segments.map { segment in
      guard case .text(let run) = segment, run.contains(continuation) else { return segment }
      var result: [UInt8] = []
      var index = 0
      while index < run.count {
        if run[index] == continuation, index + 1 < run.count, run[index + 1] == lineFeed {
          index += 2
        } else {
          result.append(run[index])
          index += 1
        }
      }
      return .text(result)
    }
  }

  // MARK: - Bytes

  static let lineFeed = UInt8(ascii: "\n")
  static let carriageReturn = UInt8(ascii: "\r")
  static let quote = UInt8(ascii: "\"")
  static let apostrophe = UInt8(ascii: "'")
  static let backslash = UInt8(ascii: "\\")
  static let backtick = UInt8(ascii: "`")
  static let slash = UInt8(ascii: "/")
  static let star = UInt8(ascii: "*")
  static let hash = UInt8(ascii: "#")
  static let at = UInt8(ascii: "@")
  static let dot = UInt8(ascii: ".")
  static let plus = UInt8(ascii: "+")
  static let minus = UInt8(ascii: "-")
  static let zero = UInt8(ascii: "0")
  static let openParenthesis = UInt8(ascii: "(")
  static let closeParenthesis = UInt8(ascii: ")")

  /// Space, tab, line feed, vertical tab, form feed, carriage return.
  static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || (0x09...0x0D).contains(byte)
  }

  static func isDigit(_ byte: UInt8) -> Bool { (0x30...0x39).contains(byte) }

  /// Letters, `_`, `$` and every non-ASCII byte (Unicode identifiers).
  static func isIdentifierStart(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (0x61...0x7A).contains(lower) || byte == 0x5F || byte == 0x24 || byte >= 0x80
  }

  static func isIdentifierByte(_ byte: UInt8) -> Bool {
    isIdentifierStart(byte) || isDigit(byte)
  }

  static func hexDigit(_ byte: UInt8) -> UInt8? {
    if isDigit(byte) { return byte - zero }
    let lower = byte | 0x20
    if (0x61...0x66).contains(lower) { return lower - 0x61 + 10 }
    return nil
  }
}
