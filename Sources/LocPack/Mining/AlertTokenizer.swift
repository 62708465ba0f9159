/// Splits alert text into the tokens the template miner reasons about, working on UTF-8 bytes.
///
/// The split must serve every script at once, without being told the language:
/// - runs of letters of scripts written with spaces (Latin, Greek, Cyrillic, Arabic, Hebrew,
///   Indic, Hangul, …) form one **word** token, combining marks included;
/// - each character of a script written without spaces (Han, Hiragana, Katakana, Thai, Lao,
///   Khmer, Myanmar) is a token of its own, class **ideograph**, so that a name glued to a
///   template's text (`王伟赞了你的照片`) can still be told apart character by character;
/// - runs of digits (ASCII, Arabic-Indic, fullwidth, …) form one **digits** token;
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

  /// Splits `bytes[range]` into tokens, appending them to `tokens`.
  ///
  /// Invalid UTF-8 is tolerated (each bad byte is a symbol token), so that tokenizing never
  /// fails; the text is given back exactly by concatenation either way.
  /// - Complexity: O(n) in the number of bytes.
  static func tokenize(
    _ bytes: UnsafeBufferPointer<UInt8>, into tokens: inout [Token]
  ) {
    var index = 0
    let count = bytes.count
    while index < count {
      let start = index
      let (scalar, length) = decode(bytes, at: index)
      let kind = classify(scalar)
      index += length
      switch kind {
      case .word, .digits, .space:
        // Extend the run while the class stays the same; combining marks join words.
        while index < count {
          let (next, nextLength) = decode(bytes, at: index)
          let nextKind = classify(next)
          if nextKind == kind || (kind == .word && isCombining(next)) {
            index += nextLength
          } else {
            break
          }
        }
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

  // MARK: - Scalars

  /// Decodes one scalar at `index`; an invalid sequence yields U+FFFD with length 1.
  @inline(__always)
  static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int) -> (
    scalar: UInt32, length: Int
  ) {
    let lead = bytes[index]
    if lead < 0x80 { return (UInt32(lead), 1) }
    let count = bytes.count
    func continuation(_ offset: Int) -> UInt32? {
      guard index + offset < count else { return nil }
      let byte = bytes[index + offset]
      return byte & 0xC0 == 0x80 ? UInt32(byte & 0x3F) : nil
    }
    if lead & 0xE0 == 0xC0, lead >= 0xC2, let b1 = continuation(1) {
      return ((UInt32(lead & 0x1F) << 6) | b1, 2)
    }
    if lead & 0xF0 == 0xE0, let b1 = continuation(1), let b2 = continuation(2) {
      let value = (UInt32(lead & 0x0F) << 12) | (b1 << 6) | b2
      if value >= 0x800, !(0xD800...0xDFFF).contains(value) { return (value, 3) }
    }
    if lead & 0xF8 == 0xF0, let b1 = continuation(1), let b2 = continuation(2),
      let b3 = continuation(3)
    {
      let value = (UInt32(lead & 0x07) << 18) | (b1 << 12) | (b2 << 6) | b3
      if value >= 0x10000, value <= 0x10FFFF { return (value, 4) }
    }
    return (0xFFFD, 1)
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
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x3040...0x30FF, 0x31F0...0x31FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFF66...0xFF9F, 0x20000...0x3FFFF:
      return .ideograph
    default:
      return isCombining(scalar) ? .word : .symbol
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
