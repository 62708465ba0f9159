/// The OpenStep ("old-style") plist scanner shared by `.strings` tables and OpenStep plists.
///
/// It follows CoreFoundation's `CFOldStylePList.c` decision for decision (which inputs fail,
/// where the cursor stands after a recoverable failure, which errors later success clears),
/// but scans UTF-8 bytes with integer indices and a byte-class table. Errors are kept as a
/// pending failure, exactly where CoreFoundation keeps its `error`, and thrown only by the
/// top level.
///
/// Every read of the text goes through ``CheckedBytes`` (the cursor moves by amounts the text
/// decides), so a read past either end is a nil the scanner treats as the end of the text.
struct OpenStepParser: ~Copyable {
  /// What the caller wants from the top level.
  enum Mode {
    /// A `.strings` table: entries with ranges, comments and strings-specific warnings.
    case strings
    /// Any OpenStep plist value.
    case plist
  }

  let text: CheckedBytes
  let count: Int
  let mode: Mode
  /// Whether the text is known to be valid UTF-8 (transcoded from UTF-16 or UTF-32).
  let isValidUTF8: Bool
  /// The bounds on depth, string length and value count.
  let limits: InputLimits
  var pos = 0
  /// Scanning work done, in bytes visited plus values started (for linearity tests).
  var steps = 0

  /// The first failure since the last success, as CoreFoundation keeps it (with the byte
  /// offset in `location.offset`; line and column are filled in when thrown).
  ///
  /// The hot path reads only `hasFailure`: testing an optional error for nil goes through the
  /// error type's value witnesses, a call or two per token.
  var failure: StringsError? {
    get { hasFailure ? failureStorage : nil }
    set {
      failureStorage = newValue
      if case .some = newValue { hasFailure = true } else { hasFailure = false }
    }
  }
  /// Whether a failure is pending.
  private(set) var hasFailure = false
  /// The storage of `failure`, stale while `hasFailure` is false.
  private var failureStorage: StringsError?
  /// The failure that ended the last dictionary's entries early (an unterminated string where
  /// a key should start), kept after `failure` is cleared.
  var stopFailure: StringsError?
  /// Where an unterminated `/*` began, when the last `skipSpace` ran into the end inside it.
  var unterminatedComment: Int?
  var findings: [StringsFinding] = []
  /// Set while counting entries after a silent truncation: nothing is recorded.
  var isCounting = false
  /// Whether the text may hold invalid UTF-8: a check failed, or bytes were passed over
  /// unchecked (see `scanQuoted`).
  var mayBeInvalid = false
  /// Values and keys started so far, against ``InputLimits/maxObjects``.
  var valueCount = 0
  /// A limit that was exceeded: fatal, never cleared, thrown instead of any other outcome.
  private(set) var limitFailure: StringsError?
  /// Whether `limitFailure` is set (a plain flag for the hot path).
  private(set) var isOverLimit = false

  // Entries of the recorded (top-level) dictionary.
  var entries: [StringsEntry] = []
  /// The indices in `entries` of repeated keys.
  var duplicates: [Int] = []
  /// The recorded dictionary's pairs, indexed once they are all read.
  var table = RecordedPairs()

  // Leading-comment tracking for the recorded dictionary.
  var commentPieces = CommentPieces()
  var commentBlockStart = 0
  var commentBlockEnd = 0

  /// The expected number of top-level entries (room reserved up front).
  var entryEstimate = 0

  /// Comment strings to reuse for repeated comments.
  var recentComments = RecentComments()

  /// Reused buffer for unescaping.
  var scratch: [UInt8] = []

  /// Creates a parser; `isValidUTF8` says the text is known to be valid (transcoded), so
  /// strings are scanned without checking it.
  init(
    text: UnsafeBufferPointer<UInt8>, mode: Mode, limits: InputLimits = .default,
    isValidUTF8: Bool = false
  ) {
    self.text = CheckedBytes(text)
    self.count = text.count
    self.mode = mode
    self.limits = limits
    self.isValidUTF8 = isValidUTF8
  }

  // MARK: - Byte classes

  /// A set of ASCII bytes as a 128-bit bitmap; bytes from 0x80 up are never members.
  struct ByteSet {
    var low: UInt64
    var high: UInt64

    @inline(__always)
    func contains(_ byte: UInt8) -> Bool {
      if byte < 64 { return (low >> UInt64(byte)) & 1 != 0 }
      if byte < 128 { return (high >> UInt64(byte &- 64)) & 1 != 0 }
      return false
    }
  }

  /// TAB, LF, VT, FF, CR and space.
  static let spaces = ByteSet(low: 0x0000_0001_0000_3E00, high: 0)
  /// `[A-Za-z0-9_$/:.-]`: what may stand unquoted.
  static let unquoted = ByteSet(low: 0x07FF_E010_0000_0000, high: 0x07FF_FFFE_87FF_FFFE)
  /// `[0-9A-Fa-f]`.
  static let hexDigits = ByteSet(low: 0x03FF_0000_0000_0000, high: 0x0000_007E_0000_007E)

  @inline(__always)
  func isSpace(_ byte: UInt8) -> Bool { Self.spaces.contains(byte) }

  @inline(__always)
  func isUnquoted(_ byte: UInt8) -> Bool { Self.unquoted.contains(byte) }

  @inline(__always)
  func isHex(_ byte: UInt8) -> Bool { Self.hexDigits.contains(byte) }

  @inline(__always)
  func hexValue(_ byte: UInt8) -> UInt8 {
    byte <= UInt8(ascii: "9") ? byte &- 48 : (byte | 0x20) &- 87
  }

  /// Whether U+2028 or U+2029 (E2 80 A8/A9) starts at `index`.
  @inline(__always)
  func isLineSeparator(at index: Int) -> Bool {
    guard text.byte(at: index) == 0xE2, text.byte(at: index &+ 1) == 0x80,
      let third = text.byte(at: index &+ 2)
    else { return false }
    return third == 0xA8 || third == 0xA9
  }

  // MARK: - Failures

  /// Clears the pending failure after a success: a flag store (the stored error stays until
  /// the next failure replaces it).
  @inline(__always)
  mutating func clearFailure() {
    hasFailure = false
  }

  /// Records a failure unless one is already pending (the first cause is the clearest).
  mutating func fail(_ error: StringsError) {
    if !hasFailure { failure = error }
  }

  /// Records an exceeded limit; every value parsed after it is refused, so the parse unwinds.
  mutating func failLimit(_ error: StringsError) {
    if !isOverLimit {
      limitFailure = error
      isOverLimit = true
    }
    fail(error)
  }

  /// Counts a value or key starting at `offset`; false once past ``InputLimits/maxObjects``.
  @inline(__always)
  mutating func countValue(at offset: Int) -> Bool {
    if isOverLimit { return false }
    valueCount &+= 1
    guard valueCount <= limits.maxObjects || isCounting else {
      failLimit(.tooManyValues(limit: limits.maxObjects, at: at(offset)))
      return false
    }
    return true
  }

  /// Whether a string of `length` UTF-8 bytes starting at `offset` is within the limit.
  @inline(__always)
  mutating func checkLength(_ length: Int, at offset: Int) -> Bool {
    guard length > limits.maxStringBytes else { return true }
    failLimit(.stringTooLong(limit: limits.maxStringBytes, at: at(offset)))
    return false
  }

  /// A location that carries only a byte offset; line and column come later.
  func at(_ offset: Int) -> SourceLocation {
    SourceLocation(path: "", line: 0, column: 0, offset: offset)
  }

  /// `';'`, `U+00A0`, or `end of file`, for messages.
  func describe(at index: Int) -> String {
    guard let byte = text.byte(at: index) else { return "end of file" }
    if byte >= 0x21, byte < 0x7F { return "'\(Character(Unicode.Scalar(byte)))'" }
    let scalar = text.string(from: index, count: scalarLength(at: index)).unicodeScalars.first
    return StringsFinding.hex(scalar?.value ?? UInt32(byte))
  }

  /// The number of bytes in the UTF-8 scalar starting at `index` (1 to 4).
  func scalarLength(at index: Int) -> Int {
    var length = 1
    while length < 4, let next = text.byte(at: index + length), next & 0xC0 == 0x80 { length += 1 }
    return length
  }

  // MARK: - Whitespace and comments

  /// Skips whitespace and comments; returns whether a non-space character follows.
  ///
  /// With `track`, records the leading-comment block of the next key (see `StringsEntry`).
  @inline(__always)
  mutating func skipSpace(track: Bool = false) -> Bool {
    // Most calls stand on the next token, or one space before it.
    if !track, var byte = text.byte(at: pos), let next = text.byte(at: pos &+ 1) {
      var skipped = 0
      if byte == 0x20 {
        byte = next
        skipped = 1
      }
      if byte > 0x20, byte < 0x80, byte != UInt8(ascii: "/") {
        pos &+= skipped
        steps &+= skipped
        return true
      }
    }
    return skipSpaceAndComments(track: track)
  }

  /// `skipSpace(track:)` past any whitespace and comments.
  @inline(never)
  mutating func skipSpaceAndComments(track: Bool) -> Bool {
    var index = pos
    let start = index
    var newlines = 0
    var sawNewline = false
    if track, !commentPieces.isEmpty { commentPieces.removeAll() }
    defer { steps &+= index &- start }
    while let byte = text.byte(at: index) {
      if isSpace(byte) {
        if track, byte == 0x0A || (byte == 0x0D && text.byte(at: index + 1) != 0x0A) {
          newlines += 1
          sawNewline = true
        }
        index += 1
        continue
      }
      if byte == 0xE2, isLineSeparator(at: index) {
        index += 3
        continue
      }
      guard byte == UInt8(ascii: "/"), let next = text.byte(at: index + 1) else { break }
      let commentStart = index
      let textStart = index + 2
      var textEnd: Int
      if next == UInt8(ascii: "/") {
        var cursor = textStart
        while true {
          cursor = firstByte(0x0A, 0x0D, orNonASCIIFrom: cursor)
          guard let lead = text.byte(at: cursor), lead >= 0x80, !isLineSeparator(at: cursor) else {
            break
          }
          cursor &+= checkedScalarLength(at: cursor)
        }
        textEnd = cursor
        index = cursor
      } else if next == UInt8(ascii: "*") {
        var cursor = textStart
        var closed = false
        while true {
          cursor = firstByte(UInt8(ascii: "*"), UInt8(ascii: "*"), orNonASCIIFrom: cursor)
          guard let here = text.byte(at: cursor), let after = text.byte(at: cursor &+ 1) else {
            break
          }
          if here >= 0x80 {
            cursor &+= checkedScalarLength(at: cursor)
          } else if after == UInt8(ascii: "/") {
            closed = true
            break
          } else {
            cursor &+= 1
          }
        }
        guard closed else {
          // The rest of the text, the last byte included, was not all checked.
          mayBeInvalid = true
          unterminatedComment = commentStart
          index = count
          pos = count
          return false
        }
        textEnd = cursor
        index = cursor + 2
      } else {
        break
      }
      if track {
        if commentPieces.isEmpty, start > 0, !sawNewline {
          // On the previous entry's line: its trailing comment, not a leading one.
        } else {
          if newlines >= 2, !commentPieces.isEmpty {
            commentPieces.removeAll()
          }
          if commentPieces.isEmpty { commentBlockStart = commentStart }
          commentPieces.append(textStart..<textEnd)
          commentBlockEnd = index
          newlines = 0
        }
      }
    }
    pos = index
    if track, newlines >= 2, !commentPieces.isEmpty {
      commentPieces.removeAll()
    }
    return index < count
  }

  // MARK: - Strings

  /// A key at `pos` (after `skipSpace`): a quoted or unquoted string, or nil without a
  /// failure when none starts here.
  mutating func parseKey() -> String? {
    guard let byte = text.byte(at: pos) else { return nil }
    if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      guard countValue(at: pos) else { return nil }
      pos += 1
      return parseQuoted(quote: byte)
    }
    if isUnquoted(byte) {
      guard countValue(at: pos) else { return nil }
      return parseUnquoted()
    }
    return nil
  }

  /// A run of `[A-Za-z0-9_$/:.-]` starting at `pos` (not empty: the caller checked).
  mutating func parseUnquoted() -> String {
    let start = pos
    var index = pos
    while let byte = text.byte(at: index), isUnquoted(byte) { index += 1 }
    steps &+= index &- start
    pos = index
    guard checkLength(index - start, at: start) else { return "" }
    return makeString(start, index, isASCII: true)
  }

  /// A quoted string whose opening quote is just before `pos`.
  ///
  /// On a missing closing quote the cursor goes back to just after the opening quote, as
  /// CoreFoundation does (an array or a key position can still recover from that).
  mutating func parseQuoted(quote: UInt8) -> String? {
    let start = pos
    let (index, isASCII) = scanQuoted(quote: quote, from: start)
    steps &+= index &- start
    guard let stop = text.byte(at: index) else {
      pos = start
      fail(.unterminatedString(at: at(start - 1)))
      return nil
    }
    if stop == quote {
      pos = index + 1
      clearFailure()
      guard checkLength(index - start, at: start - 1) else { return nil }
      return makeString(start, index, isASCII: isASCII)
    }
    return parseEscapedQuoted(quote: quote, start: start, firstEscape: index)
  }

  /// The slow path of `parseQuoted`: unescapes into the scratch buffer.
  private mutating func parseEscapedQuoted(quote: UInt8, start: Int, firstEscape: Int) -> String? {
    let findingsBefore = findings.count
    scratch.removeAll(keepingCapacity: true)
    var index = firstEscape
    var mark = start
    var highSurrogate: UInt16 = 0
    var highOffset = 0
    let scanStart = index
    defer { steps &+= index &- scanStart }
    while let byte = text.byte(at: index) {
      if byte == quote { break }
      if byte != UInt8(ascii: "\\") {
        index = scanQuoted(quote: quote, from: index).end
        continue
      }
      if mark < index {
        if highSurrogate != 0 {
          loneSurrogate(highSurrogate, at: highOffset)
          highSurrogate = 0
        }
        appendText(mark, index)
      }
      let escape = index
      index += 1
      guard let letter = text.byte(at: index) else {
        pos = index
        findings.removeSubrange(findingsBefore...)
        fail(.unterminatedEscape(at: at(escape)))
        return nil
      }
      index += 1
      var unit: UInt16
      switch letter {
      case UInt8(ascii: "0")...UInt8(ascii: "7"):
        var value = Int(letter &- 48)
        var digits = 1
        while digits < 3, let digit = text.byte(at: index), digit >= 48, digit <= 55 {
          value = value << 3 + Int(digit &- 48)
          digits += 1
          index += 1
        }
        unit = NeXTSTEPEncoding.unit(for: UInt8(truncatingIfNeeded: value))
        if value >= 0o200, !isCounting {
          let written = text.string(from: escape + 1, count: index - escape - 1)
          findings.append(.octal(written, value: value, unit: unit, at: escape))
        }
      case UInt8(ascii: "U"):
        var value: UInt16 = 0
        var budget = 4
        var digits = 0
        while budget > 0, let digit = text.byte(at: index) {
          budget -= 1
          guard isHex(digit) else { continue }
          value = value << 4 | UInt16(hexValue(digit))
          digits += 1
          index += 1
        }
        if digits == 0, !isCounting { findings.append(.emptyUnicodeEscape(at: escape)) }
        unit = value
      case UInt8(ascii: "a"): unit = 0x07
      case UInt8(ascii: "b"): unit = 0x08
      case UInt8(ascii: "f"), UInt8(ascii: "v"):
        unit = letter == UInt8(ascii: "f") ? 0x0C : 0x0B
        if !isCounting {
          findings.append(.platformEscape(Character(Unicode.Scalar(letter)), at: escape))
        }
      case UInt8(ascii: "n"): unit = 0x0A
      case UInt8(ascii: "r"): unit = 0x0D
      case UInt8(ascii: "t"): unit = 0x09
      default:
        // `\"`, `\\`, `\'`, backslash-newline and unknown escapes: the character itself.
        if letter == UInt8(ascii: "u"), !isCounting { findings.append(.lowercaseU(at: escape)) }
        mark = index - 1
        // A lead byte is checked with the rest of its sequence.
        if letter >= 0x80 { index -= 1 }
        continue
      }
      mark = index
      if unit & 0xFC00 == 0xD800 {
        if highSurrogate != 0 { loneSurrogate(highSurrogate, at: highOffset) }
        highSurrogate = unit
        highOffset = escape
        continue
      }
      if unit & 0xFC00 == 0xDC00 {
        if highSurrogate != 0 {
          let scalar = 0x10000 + (UInt32(highSurrogate - 0xD800) << 10) + UInt32(unit - 0xDC00)
          scratch.appendUTF8(scalar)
          if !isCounting { findings.append(.surrogatePair(scalar, at: highOffset)) }
          highSurrogate = 0
        } else {
          loneSurrogate(unit, at: escape)
        }
        continue
      }
      if highSurrogate != 0 {
        loneSurrogate(highSurrogate, at: highOffset)
        highSurrogate = 0
      }
      scratch.appendUTF8(UInt32(unit))
    }
    guard index < count else {
      pos = start
      findings.removeSubrange(findingsBefore...)
      fail(.unterminatedString(at: at(start - 1)))
      return nil
    }
    if mark < index {
      if highSurrogate != 0 {
        loneSurrogate(highSurrogate, at: highOffset)
        highSurrogate = 0
      }
      appendText(mark, index)
    }
    if highSurrogate != 0 { loneSurrogate(highSurrogate, at: highOffset) }
    pos = index + 1
    clearFailure()
    guard checkLength(scratch.count, at: start - 1) else { return nil }
    return scratch.withUnsafeBufferPointer { makeString($0) }
  }

  /// Appends the text's bytes `start..<end` to the scratch buffer.
  private mutating func appendText(_ start: Int, _ end: Int) {
    if let bytes = text.bytes(from: start, count: end &- start) {
      scratch.append(contentsOf: bytes)
    }
  }

  /// Appends U+FFFD for a surrogate without its partner, as Foundation's conversion does.
  private mutating func loneSurrogate(_ unit: UInt16, at offset: Int) {
    scratch.append(contentsOf: [0xEF, 0xBF, 0xBD])
    if !isCounting { findings.append(.loneSurrogate(unit, at: offset)) }
  }

  // MARK: - Data

  /// `<0fa1 …>` after the `<`: hex pairs with spaces between pairs.
  mutating func parseData() -> PlistValue? {
    var bytes: [UInt8] = []
    var index = pos
    let start = index
    defer { steps &+= index &- start }
    while let byte = text.byte(at: index) {
      if byte == UInt8(ascii: ">") { break }
      if isHex(byte) {
        index += 1
        guard let low = text.byte(at: index), isHex(low) else {
          pos = index
          fail(.oddLengthData(at: at(index - 1)))
          return nil
        }
        bytes.append(hexValue(byte) << 4 | hexValue(low))
        index += 1
      } else if byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D {
        index += 1
      } else if isLineSeparator(at: index) {
        index += 3
      } else {
        pos = index
        fail(.invalidData(at: at(index)))
        return nil
      }
    }
    pos = index
    clearFailure()
    guard index < count else {
      fail(.unterminatedData(at: at(index)))
      return nil
    }
    pos = index + 1
    return .data(bytes)
  }
}
