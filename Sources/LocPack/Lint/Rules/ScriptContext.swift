/// What the characters around a scalar say about the writing system, for rules that must
/// not flag a script's normal typography.
///
/// Decisions look at the neighbouring scalars, never at the locale's name, so they hold for
/// any way a project names its localizations (`km`, `km-KH`, `Khmer.lproj`).
enum ScriptContext {
  /// Whether a zero-width space is the script's word separator there: a neighbour is Thai,
  /// Lao, Myanmar or Khmer, scripts written without spaces between words, where U+200B
  /// marks the line-break opportunities.
  static func separatesWords(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    neighbour(scalars, index, step: -1).map(usesZeroWidthSpace) == true
      || neighbour(scalars, index, step: 1).map(usesZeroWidthSpace) == true
  }

  /// Whether a no-break space (U+00A0, U+202F) is French spacing: before `: ; ! ? » ›` or
  /// after `« ‹`.
  static func isFrenchSpacing(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index >= 0, index < scalars.count, isNoBreakSpace(scalars[index]) else { return false }
    if let next = neighbour(scalars, index, step: 1, skipping: isNoBreakSpace) {
      switch next {
      case ":", ";", "!", "?", "»", "›": return true
      default: break
      }
    }
    if let previous = neighbour(scalars, index, step: -1, skipping: isNoBreakSpace) {
      switch previous {
      case "«", "‹": return true
      default: break
      }
    }
    return false
  }

  /// Whether a straight quote stands between two Hebrew letters: gershayim (`"`) or geresh
  /// (`'`) written with the ASCII character, as in `דוא"ל` or `ע"י`, not a quotation mark.
  static func isHebrewPunctuation(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
    guard index > 0, index + 1 < scalars.count else { return false }
    return isHebrewLetter(scalars[index - 1]) && isHebrewLetter(scalars[index + 1])
  }

  static func isNoBreakSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == "\u{00A0}" || scalar == "\u{202F}"
  }

  static func isHebrewLetter(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x05D0...0x05EA, 0x05EF...0x05F2, 0xFB1D...0xFB4F: return true
    default: return false
    }
  }

  /// Thai, Lao, Myanmar (with its extensions) and Khmer (with Khmer Symbols).
  static func usesZeroWidthSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0E00...0x0EFF, 0x1000...0x109F, 0x1780...0x17FF, 0x19E0...0x19FF, 0xA9E0...0xA9FF,
      0xAA60...0xAA7F:
      return true
    default: return false
    }
  }

  /// The nearest scalar before (`step` -1) or after (`step` 1) `index` that is neither a
  /// zero-width space nor matched by `skipping`.
  static func neighbour(
    _ scalars: [Unicode.Scalar], _ index: Int, step: Int,
    skipping: (Unicode.Scalar) -> Bool = { _ in false }
  ) -> Unicode.Scalar? {
    var cursor = index + step
    while cursor >= 0, cursor < scalars.count {
      let scalar = scalars[cursor]
      if scalar != "\u{200B}" && !skipping(scalar) { return scalar }
      cursor += step
    }
    return nil
  }
}
