/// Splits alert text into the tokens the template miner reasons about, working on UTF-8 bytes.
///
/// The split must serve every script at once, without being told the language:
/// - runs of letters of scripts written with spaces (Latin, Greek, Cyrillic, Arabic, Hebrew,
///   Indic, Hangul, …) form one **word** token, combining marks included; a run ends where
///   Hangul meets another script, since Korean writes its particles onto the word before
///   (`Ana님이`: a name and `님이`);
/// - each character of a script written without spaces (Han, Hiragana, Thai, Lao, Khmer,
///   Myanmar) is a token of its own, class **ideograph**, so that a name glued to a
///   template's text can still be told apart character by character; a run of katakana is
///   one **word** (a loanword or a foreign name), so no template takes a piece of one as its
///   text;
/// - runs of digits (ASCII, Arabic-Indic, fullwidth, …) form one **digits** token, and so do
///   the other values an app writes without spaces (see ``valueEnd(_:at:)``): numbers with
///   inner separators (`1,299.00`, `10:30`), codes of ASCII letters and digits (`13B`,
///   `AB12`, `run#42`, `v2-beta`), links (`https://…`, `go.example.app/t/…`, `www.…`) and e-mail
///   addresses; the miner always makes such a token a slot, and a slot that never varies
///   turns back into text;
/// - runs of white space (including NBSP and U+3000) form one **space** token;
/// - anything else (punctuation, symbols, emoji) is one **symbol** token per character, where an
///   emoji keeps its modifiers, variation selectors and ZWJ-joined parts.
///
/// Tokens are byte ranges into the text; concatenating them gives the text back exactly.
enum AlertTokenizer {
  /// A token class.
  enum Kind: UInt8, Sendable {
    case word
    case ideograph
    /// A number, or another value written without spaces: a code, a link, an e-mail address.
    case digits
    case space
    case symbol

    /// Whether a token of this class carries meaning on its own (words and ideographs), as
    /// opposed to separators, numbers and symbols.
    var isLexical: Bool { self == .word || self == .ideograph }
  }

  /// One token: its class and its byte range.
  struct Token: Hashable, Sendable {
    var kind: Kind
    var start: Int
    var end: Int
  }

  /// The tokens of `bytes`, in `tokens` (emptied first).
  static func tokenize<Bytes: RandomAccessCollection<UInt8>>(
    _ bytes: Bytes, replacing tokens: inout [Token]
  ) {
    tokens.removeAll(keepingCapacity: true)
    if bytes.withContiguousStorageIfAvailable({ tokenize($0, into: &tokens) }) == nil {
      Array(bytes).withUnsafeBufferPointer { tokenize($0, into: &tokens) }
    }
  }

  /// The tokens of `bytes`.
  static func tokens<Bytes: RandomAccessCollection<UInt8>>(of bytes: Bytes) -> [Token] {
    var tokens: [Token] = []
    tokenize(bytes, replacing: &tokens)
    return tokens
  }

  /// Splits `bytes` into tokens, appending them to `tokens`.
  ///
  /// Invalid UTF-8 is tolerated (each bad byte is a symbol token), so that tokenizing never
  /// fails; the text is given back exactly by concatenation either way.
  /// - Complexity: O(n) in the number of bytes.
  static func tokenize(
    _ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]
  ) {
    tokenize(CheckedBytes(bytes), into: &tokens)
  }

  /// Splits `bytes` into tokens, as the buffer's overload does; every read goes through
  /// ``CheckedBytes``.
  static func tokenize(_ bytes: CheckedBytes, into tokens: inout [Token]) {
    var index = 0
    let count = bytes.count
    while index < count {
      let start = index
      if let end = valueEnd(bytes, at: index) {
        tokens.append(Token(kind: .digits, start: start, end: end))
        index = end
        continue
      }
      let (scalar, length) = decode(bytes, at: index)
      let kind = classify(scalar)
      index += length
      switch kind {
      case .word, .digits, .space:
        // Extend the run while the class stays the same; combining marks join words, and a
        // word ends where Hangul meets another script.
        let hangul = isHangul(scalar)
        while index < count {
          let (next, nextLength) = decode(bytes, at: index)
          let nextKind = classify(next)
          if kind == .word && isCombining(next) {
            index += nextLength
          } else if nextKind == kind && (kind != .word || isHangul(next) == hangul) {
            index += nextLength
          } else {
            break
          }
        }
      case .ideograph where isKatakana(scalar):
        // A run of katakana is one word: a loanword or a foreign name, which no template
        // cuts in two.
        while index < count {
          let (next, nextLength) = decode(bytes, at: index)
          guard isKatakana(next) || isExtender(next) else { break }
          index += nextLength
        }
        tokens.append(Token(kind: .word, start: start, end: index))
        continue
      case .ideograph, .symbol:
        // One character, with its extenders (combining marks, variation selectors, emoji
        // modifiers, and a ZWJ followed by the next character).
        while index < count {
          let (next, nextLength) = decode(bytes, at: index)
          if isExtender(next) {
            index += nextLength
          } else if next == 0x200D {
            index += nextLength
            if index < count { index += decode(bytes, at: index).length }
          } else {
            break
          }
        }
      }
      tokens.append(Token(kind: kind, start: start, end: index))
    }
  }

  // MARK: - Values

  /// The end of the value token that starts at `index`, or nil when none starts there.
  ///
  /// A value starts at an ASCII letter or digit that does not continue a run of them, and is,
  /// first match wins:
  /// - an e-mail address: `local@host.tld`;
  /// - a link: `scheme://…`, a host with a letter TLD followed by `/…` or `:port`, or a host
  ///   starting `www.`; the path runs to the next space or non-ASCII character, without trailing
  ///   sentence punctuation and without a closing bracket that it did not open;
  /// - a code or number: ASCII letters and digits holding at least one digit, joined by single
  ///   `-`, `_` or `#` between letters and digits, and by single `.`, `,`, `:` or `/` between
  ///   two digits (`13B`, `run-a#42`, `v2.3.1`, `1,299.00`, `10:30`).
  ///
  /// A value never ends inside a word: when a letter of another script follows, there is none.
  ///
  /// It looks at most ``longestValue`` bytes ahead, and a longer run is no value: a value may
  /// start after every `.` or `-` of a long run (`a.a.a…`), so unbounded lookahead would make
  /// tokenizing quadratic in the text's length.
  static func valueEnd(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> Int? {
    valueEnd(CheckedBytes(bytes), at: index)
  }

  /// The end of the value token at `index`, as the buffer's overload gives it; nil when
  /// `index` is not a byte's index.
  static func valueEnd(_ bytes: CheckedBytes, at index: Int) -> Int? {
    let count = bytes.count
    guard let first = bytes.byte(at: index), isAlphanumeric(first) else { return nil }
    if let before = bytes.byte(at: index &- 1), isAlphanumeric(before) { return nil }
    // The common case, seen once: a run of only letters or only digits followed by a byte that
    // continues no link or code (a space, most punctuation, the end). Letters are then no
    // value, digits are a number.
    let runClass = byteClasses[Int(first)] & (letter | digit)
    var run = index + 1
    var after: UInt8?
    while let byte = bytes.byte(at: run) {
      after = byte
      guard run - index < longestValue, byteClasses[Int(byte)] & (letter | digit) == runClass
      else { break }
      after = nil
      run += 1
    }
    if run == count { return runClass == digit ? run : nil }
    if let after, run - index < longestValue,
      byteClasses[Int(after)] & (letter | digit | joiner) == 0,
      runClass == letter || after < 0x80
    {
      return runClass == digit ? run : nil
    }
    let limit = min(count, index + longestValue)
    let window = bytes.prefix(limit)
    guard let end = linkEnd(window, at: index) ?? codeEnd(window, at: index),
      end < limit || limit == count
    else { return nil }
    if let next = bytes.byte(at: end), next >= 0x80,
      classify(decode(bytes, at: end).scalar) == .word
    {
      return nil
    }
    return end
  }

  /// The end of an e-mail address or a link starting at `start`.
  static func linkEnd(_ bytes: CheckedBytes, at start: Int) -> Int? {
    // E-mail: the local part, `@`, a host.
    var index = start
    while classes(bytes, at: index) & localPart != 0 { index += 1 }
    if bytes.byte(at: index) == UInt8(ascii: "@"), bytes.byte(at: index - 1) != UInt8(ascii: ".") {
      if let host = hostEnd(bytes, at: index + 1) { return host.end }
    }
    // A scheme: letters, digits and `+-.` after a letter, then `://`.
    index = start
    if classes(bytes, at: index) & letter != 0 {
      while classes(bytes, at: index) & scheme != 0 { index += 1 }
      if index + 3 < bytes.count, bytes.byte(at: index) == UInt8(ascii: ":"),
        bytes.byte(at: index + 1) == slash, bytes.byte(at: index + 2) == slash
      {
        let end = pathEnd(bytes, at: index + 3)
        return end > index + 3 ? end : nil
      }
    }
    // A host: with a path or a port, or starting with `www.`.
    guard let host = hostEnd(bytes, at: start) else { return nil }
    let end = host.end
    if bytes.byte(at: end) == slash { return pathEnd(bytes, at: end) }
    if bytes.byte(at: end) == UInt8(ascii: ":"), classes(bytes, at: end + 1) & digit != 0 {
      return pathEnd(bytes, at: end)
    }
    if host.startsWithWWW { return pathEnd(bytes, at: end) }
    return nil
  }

  /// The end of a host name (two labels or more, the last one of two letters or more).
  static func hostEnd(_ bytes: CheckedBytes, at start: Int) -> (end: Int, startsWithWWW: Bool)? {
    var index = start
    var labels = 0
    var lastIsTLD = false
    var startsWithWWW = false
    while true {
      let labelStart = index
      var letters = true
      while true {
        let label = classes(bytes, at: index)
        guard label & hostLabel != 0 else { break }
        if label & letter == 0 { letters = false }
        index += 1
      }
      guard index > labelStart else { return nil }
      if labels == 0, index - labelStart == 3 {
        startsWithWWW = (0..<3).allSatisfy {
          (bytes.byte(at: labelStart + $0) ?? 0) | 0x20 == UInt8(ascii: "w")
        }
      }
      labels += 1
      lastIsTLD = letters && index - labelStart >= 2
      guard bytes.byte(at: index) == UInt8(ascii: "."),
        classes(bytes, at: index + 1) & (letter | digit) != 0
      else { break }
      index += 1
    }
    return labels >= 2 && lastIsTLD ? (index, startsWithWWW) : nil
  }

  /// The end of a link's path from `start`: up to a space, a non-ASCII or an unsafe character,
  /// less trailing punctuation, unopened closing brackets and a suffix glued on with an
  /// apostrophe (`example.com/a's`, Turkish `example.com'a`): writers put the possessive or a
  /// case ending after a link as after a name, and it belongs to the sentence.
  static func pathEnd(_ bytes: CheckedBytes, at start: Int) -> Int {
    var end = start
    var unclosed = 0
    while let byte = bytes.byte(at: end), byteClasses[Int(byte)] & path != 0 {
      switch byte {
      case UInt8(ascii: "("), UInt8(ascii: "["): unclosed &+= 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"): unclosed &-= 1
      default: break
      }
      end += 1
    }
    while end > start, let last = bytes.byte(at: end - 1) {
      if byteClasses[Int(last)] & trailing != 0 {
        end -= 1
      } else if (last == UInt8(ascii: ")") || last == UInt8(ascii: "]")) && unclosed < 0 {
        end -= 1
        unclosed &+= 1
      } else {
        break
      }
    }
    var letters = end
    while letters > start, classes(bytes, at: letters - 1) & letter != 0,
      end - letters < longestGluedSuffix
    {
      letters -= 1
    }
    if letters < end, letters - 1 > start, bytes.byte(at: letters - 1) == UInt8(ascii: "'"),
      isAlphanumeric(bytes.byte(at: letters - 2) ?? 0)
    {
      end = letters - 1
    }
    return end
  }

  /// The end of a code or number starting at `start`, if it holds a digit.
  static func codeEnd(_ bytes: CheckedBytes, at start: Int) -> Int? {
    var index = start
    var hasDigit = false
    while let byte = bytes.byte(at: index) {
      let classes = byteClasses[Int(byte)]
      if classes & (letter | digit) != 0 {
        if classes & digit != 0 { hasDigit = true }
        index += 1
        continue
      }
      // A joiner needs a letter or digit on both sides; some need digits.
      guard index > start, let afterByte = bytes.byte(at: index + 1) else { break }
      let before = Self.classes(bytes, at: index - 1)
      let after = byteClasses[Int(afterByte)]
      if classes & codeJoiner != 0, before & (letter | digit) != 0, after & (letter | digit) != 0 {
        index += 1
      } else if classes & numberJoiner != 0, before & digit != 0, after & digit != 0 {
        index += 1
      } else {
        break
      }
    }
    return hasDigit ? index : nil
  }

  /// The value classes of the byte at `index`, none outside the bytes.
  @inline(__always)
  private static func classes(_ bytes: CheckedBytes, at index: Int) -> UInt16 {
    guard let byte = bytes.byte(at: index) else { return 0 }
    return byteClasses[Int(byte)]
  }

  @inline(__always)
  static func isAlphanumeric(_ byte: UInt8) -> Bool {
    byteClasses[Int(byte)] & (letter | digit) != 0
  }

  /// The longest value token, in bytes.
  static let longestValue = 1024
  /// The most letters of a suffix glued to a link with an apostrophe (`'s`, `'nin`).
  private static let longestGluedSuffix = 3
  private static let slash = UInt8(ascii: "/")
  private static let letter: UInt16 = 1
  private static let digit: UInt16 = 2
  private static let localPart: UInt16 = 4
  private static let scheme: UInt16 = 8
  private static let hostLabel: UInt16 = 16
  private static let path: UInt16 = 32
  private static let trailing: UInt16 = 64
  private static let codeJoiner: UInt16 = 128
  private static let numberJoiner: UInt16 = 256
  private static let joiner: UInt16 = 512

  /// Byte classes for values, a bit set per byte (non-ASCII bytes have none).
  private static let byteClasses: [UInt16] = (0..<256).map { value -> UInt16 in
    let byte = UInt8(value)
    guard byte > 0x20, byte < 0x7F else { return 0 }
    var classes: UInt16 = 0
    let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
    let isDigit = byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    if isLetter { classes |= letter }
    if isDigit { classes |= digit }
    if isLetter || isDigit || "._+-".utf8.contains(byte) { classes |= localPart }
    if isLetter || isDigit || "+-.".utf8.contains(byte) { classes |= scheme }
    if isLetter || isDigit || byte == UInt8(ascii: "-") { classes |= hostLabel }
    if !"\"<>\\^`{|}".utf8.contains(byte) { classes |= path }
    if ".,;:!?'*".utf8.contains(byte) { classes |= trailing }
    if "-_#".utf8.contains(byte) { classes |= codeJoiner }
    if ".,:/".utf8.contains(byte) { classes |= numberJoiner }
    if ".,:/-_#+@".utf8.contains(byte) { classes |= joiner }
    return classes
  }

  // MARK: - Scalars

  /// Decodes one scalar at `index`; an invalid sequence yields U+FFFD with length 1.
  @inline(__always)
  static func decode(_ bytes: CheckedBytes, at index: Int) -> (scalar: UInt32, length: Int) {
    UTF8Validation.decode(bytes, at: index) ?? (0xFFFD, 1)
  }

  /// The class of a scalar.
  @inline(__always)
  static func classify(_ scalar: UInt32) -> Kind {
    if scalar < 0x80 { return asciiKinds[Int(scalar)] }
    switch scalar {
    case 0x00A0, 0x1680, 0x2000...0x200A, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000:
      return .space
    case 0x0660...0x0669, 0x06F0...0x06F9, 0x0966...0x096F, 0xFF10...0xFF19:
      return .digits
    case 0x00AA, 0x00B5, 0x00BA, 0x00C0...0x00D6, 0x00D8...0x00F6, 0x00F8...0x02AF,
      0x0370...0x03FF, 0x0400...0x052F, 0x0531...0x0587, 0x05D0...0x05F2,
      0x0620...0x064A, 0x066E...0x06D3, 0x06D5, 0x06FA...0x06FF, 0x0710...0x074F,
      0x0780...0x07B1, 0x0900...0x0963, 0x0971...0x0DFF, 0x10A0...0x10FF, 0x1100...0x11FF,
      0x1E00...0x1FFF, 0x3130...0x318F, 0xAC00...0xD7AF, 0xFB00...0xFB4F, 0xFB50...0xFDFF,
      0xFE70...0xFEFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
      return .word
    case 0x30FB:
      return .symbol
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
      return .ideograph
    default:
      return isCombining(scalar) ? .word : .symbol
    }
  }

  /// Whether a scalar is a Hangul letter: a syllable, a jamo or a compatibility jamo.
  @inline(__always)
  static func isHangul(_ scalar: UInt32) -> Bool {
    (0xAC00...0xD7AF).contains(scalar) || (0x1100...0x11FF).contains(scalar)
      || (0x3130...0x318F).contains(scalar)
  }

  /// How many words a token counts for when the miner weighs how much text a template or a
  /// value holds: a word or an ideograph is one, and a katakana run counts its characters, as
  /// the characters of Han and Hiragana count one each.
  static func lexicalWeight(_ token: Token, in bytes: UnsafeBufferPointer<UInt8>) -> Int {
    guard token.kind.isLexical else { return 0 }
    let bytes = CheckedBytes(bytes)
    let lead = bytes.byte(at: token.start)
    guard token.kind == .word, lead == 0xE3 || lead == 0xEF else { return 1 }
    var scalars = 0
    var index = token.start
    while index < token.end {
      let (scalar, length) = decode(bytes, at: index)
      guard isKatakana(scalar) || isExtender(scalar) else { return 1 }
      if !isExtender(scalar) { scalars += 1 }
      index += length
    }
    return scalars
  }

  /// Katakana and the prolonged sound mark (full and half width), not the middle dot `・`
  /// that separates the words of a foreign name.
  @inline(__always)
  static func isKatakana(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return true
    default: return false
    }
  }

  /// Combining marks that belong to the preceding letter (including Arabic harakat).
  @inline(__always)
  static func isCombining(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x05BF, 0x05C1...0x05C2,
      0x05C4...0x05C5, 0x05C7, 0x0610...0x061A, 0x064B...0x065F, 0x0670, 0x06D6...0x06DC,
      0x06DF...0x06E4, 0x06E7...0x06E8, 0x06EA...0x06ED, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF,
      0x20D0...0x20FF, 0xFE20...0xFE2F, 0x3099...0x309A:
      return true
    default:
      return false
    }
  }

  /// Scalars that extend the preceding symbol or ideograph: variation selectors, emoji
  /// modifiers, tags, the keycap mark and combining marks.
  @inline(__always)
  static func isExtender(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0xFE00...0xFE0F, 0x1F3FB...0x1F3FF, 0xE0020...0xE007F, 0x20E3, 0xE0100...0xE01EF:
      return true
    default:
      return isCombining(scalar)
    }
  }

  private static let asciiKinds: [Kind] = (0..<128).map { byte -> Kind in
    switch UInt8(byte) {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      return .word
    case UInt8(ascii: "0")...UInt8(ascii: "9"):
      return .digits
    case 0x09, 0x0A, 0x0B, 0x0C, 0x0D, 0x20:
      return .space
    default:
      return .symbol
    }
  }
}
