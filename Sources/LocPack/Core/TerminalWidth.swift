/// How many terminal cells text occupies in a monospaced terminal.
///
/// Widths are per grapheme cluster (`Character`), so a cluster is never split:
///
/// - East Asian Wide and Fullwidth (CJK ideographs, kana, Hangul syllables, fullwidth forms,
///   the ideographic space) take 2 cells.
/// - Emoji take 2 cells: emoji-presentation symbols (`😀`, `⌚`), any Extended_Pictographic
///   symbol followed by U+FE0F (`❤️`, `🏔️`), ZWJ sequences (`👨‍👩‍👧‍👦`), skin-tone
///   sequences (`👍🏽`), flags (a pair of regional indicators, `🇯🇵`) and keycaps (`1️⃣`).
///   A text-default symbol without U+FE0F (`❤`, `©`) and a lone regional indicator take 1.
/// - Combining marks, enclosing marks and format characters (ZWJ, ZWNJ, ZWSP, variation
///   selectors, U+FEFF, tag characters) take 0 on their own; inside a cluster only the
///   base counts.
/// - LF takes 0 (layout breaks lines there). Terminal-active scalars count as the visible
///   stand-ins ``TerminalSanitizer`` prints for them (`ESC` is `␛`, 1 cell; U+009B is
///   `<U+009B>`, 8 cells), so widths are the same before and after sanitizing.
/// - Everything else takes 1, including East Asian Ambiguous characters (box drawing,
///   `…`, Greek and Cyrillic): the preview assumes a terminal that is not set to treat
///   Ambiguous as wide.
public enum TerminalWidth {
  /// The number of cells `text` occupies on one line (line breaks count 0).
  ///
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  public static func cells(of text: String) -> Int {
    var total = 0
    for character in text {
      total += cells(of: character)
    }
    return total
  }

  /// The number of cells one grapheme cluster occupies: 0, 1 or 2, or the width of the
  /// stand-ins when it holds terminal-active scalars.
  public static func cells(of character: Character) -> Int {
    let scalars = character.unicodeScalars
    guard let first = scalars.first else { return 0 }
    if first == "\n" || first == "\r" { return 0 }
    if scalars.contains(where: { TerminalSanitizer.replacement(for: $0) != nil }) {
      return scalars.reduce(0) { $0 + cells(of: $1) }
    }
    if isRegionalIndicator(first) {
      return scalars.count(where: isRegionalIndicator) >= 2 ? 2 : 1
    }
    let base = cells(of: first)
    if base == 0 { return 0 }
    if scalars.contains("\u{20E3}") { return 2 }  // keycap: 1️⃣ #️⃣
    if TerminalWidth.Tables.contains(TerminalWidth.Tables.extendedPictographic, first.value) {
      let isEmojiSequence = scalars.dropFirst().contains {
        $0 == "\u{FE0F}" || $0 == "\u{200D}" || (0x1F3FB...0x1F3FF).contains($0.value)
      }
      if isEmojiSequence { return 2 }
    }
    return base
  }

  /// The number of cells one scalar occupies on its own: 0, 1 or 2, or the width of its
  /// stand-in when it is terminal-active.
  public static func cells(of scalar: Unicode.Scalar) -> Int {
    if scalar == "\n" { return 0 }
    if let replacement = TerminalSanitizer.replacement(for: scalar) {
      return replacement == "\n" ? 0 : replacement.unicodeScalars.count
    }
    let value = scalar.value
    if value < 0x7F { return 1 }
    if isZeroWidth(scalar) { return 0 }
    return TerminalWidth.Tables.contains(TerminalWidth.Tables.wide, value) ? 2 : 1
  }

  // MARK: - Classes

  static func isRegionalIndicator(_ scalar: Unicode.Scalar) -> Bool {
    (0x1F1E6...0x1F1FF).contains(scalar.value)
  }

  private static func isZeroWidth(_ scalar: Unicode.Scalar) -> Bool {
    let value = scalar.value
    if value == 0x00AD { return false }  // soft hyphen: terminals draw it
    if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) {
      return true  // Hangul medial vowels and final consonants join the leading consonant
    }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format:
      return true
    default:
      return false
    }
  }
}
