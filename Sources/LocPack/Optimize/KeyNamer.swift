/// Names new `Localizable.strings` keys for mined templates: readable, stable and unique.
///
/// Readable keys are the template's words made only of ASCII letters and digits, upper-cased
/// and joined with `_` (at most four words): `%@ liked your photo` → `LIKED_YOUR_PHOTO`. A
/// template without such words, or whose other words (Chinese, Japanese, Cyrillic, accented
/// Latin, emoji) hold more bytes than its ASCII words, gets `PUSH_` and six hex digits of a
/// 32-bit FNV-1a hash of its format, so the same template always gets the same key. Nothing
/// is transliterated. A name already taken gets `_2`, `_3`, … in the order the
/// names are asked for.
public struct KeyNamer: Sendable {
  /// The key style.
  public var style: OptimizeOptions.KeyStyle
  /// Text put in front of every key.
  public var prefix: String
  /// Keys that are taken: the table's keys and the keys already handed out.
  public private(set) var taken: Set<String>
  private var nextShort = 0

  /// Creates a namer that avoids `existingKeys`.
  public init(
    style: OptimizeOptions.KeyStyle = .readable, prefix: String = "",
    existingKeys: Set<String> = []
  ) {
    self.style = style
    self.prefix = prefix
    self.taken = existingKeys
  }

  /// A new unique key for `template`.
  public mutating func name(for template: AlertTemplate) -> String {
    switch style {
    case .short:
      while true {
        let key = prefix + String(nextShort, radix: 36, uppercase: true)
        nextShort += 1
        if taken.insert(key).inserted { return key }
      }
    case .readable:
      let base = prefix + Self.readableBase(template)
      if taken.insert(base).inserted { return base }
      var suffix = 2
      while true {
        let key = base + "_" + String(suffix)
        suffix += 1
        if taken.insert(key).inserted { return key }
      }
    }
  }

  /// The readable name of a template before prefix and collision suffix.
  static func readableBase(_ template: AlertTemplate, maxWords: Int = 4) -> String {
    var words: [String] = []
    var latinBytes = 0
    var otherBytes = 0
    for piece in template.constants {
      var start = 0
      var index = 0
      while index <= piece.count {
        let isSeparator = index == piece.count || isWordSeparator(piece[index])
        if isSeparator {
          if index > start {
            if let word = latinWord(piece[start..<index]) {
              latinBytes += index - start
              if words.count < maxWords { words.append(word) }
            } else {
              otherBytes += index - start
            }
          }
          start = index + 1
        }
        index += 1
      }
    }
    // Mostly non-Latin text (or accented words) would give a misleading name.
    if words.isEmpty || otherBytes > latinBytes { return "PUSH_" + hashKey(template.format) }
    return words.joined(separator: "_")
  }

  /// Spaces, ASCII punctuation and symbols separate words; every other byte (letters, digits,
  /// and all non-ASCII bytes) belongs to a word.
  private static func isWordSeparator(_ byte: UInt8) -> Bool {
    if byte >= 0x80 { return false }
    switch byte {
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
      UInt8(ascii: "0")...UInt8(ascii: "9"):
      return false
    default: return true
    }
  }

  /// The upper-cased word when it is made only of ASCII letters and digits and has a letter.
  private static func latinWord(_ bytes: ArraySlice<UInt8>) -> String? {
    var out: [UInt8] = []
    var hasLetter = false
    for byte in bytes {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        out.append(byte - 32)
        hasLetter = true
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        out.append(byte)
        hasLetter = true
      case UInt8(ascii: "0")...UInt8(ascii: "9"): out.append(byte)
      default: return nil
      }
    }
    return hasLetter ? String(decoding: out, as: UTF8.self) : nil
  }

  /// Six upper-case hex digits of the FNV-1a hash of `text`.
  static func hashKey(_ text: String) -> String {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    let value = (hash ^ (hash >> 24)) & 0xFF_FFFF
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 6 - digits.count)) + digits
  }
}
