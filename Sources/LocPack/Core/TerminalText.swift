/// Making untrusted text safe and measurable for line-based, human-read output.
///
/// Diagnostic messages and excerpts quote input files, so they may hold line breaks, escape
/// sequences or bidirectional overrides. The line-based reporters (`text`, `xcode`, `github`)
/// show such characters as visible escapes, so one diagnostic stays one line and an input file
/// cannot restyle or rearrange the reader's terminal.
enum TerminalText {
  /// The visible form of one scalar.
  ///
  /// `\n`, `\r`, `\u{1B}`, … for C0 and C1 controls, DEL and bidirectional controls; the
  /// scalar itself otherwise. Tab stays a tab.
  static func visible(_ scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x09: return "\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069:
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    default: return String(scalar)
    }
  }

  /// The text with every unsafe scalar replaced by its visible form.
  ///
  /// - Parameter keepingLineBreaks: Leave LF and CR as they are (for formats that escape
  ///   them their own way).
  static func sanitize(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if needsEscape(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) {
        out += visible(scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether ``visible(_:)`` changes the scalar.
  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09: return false
    case 0x00...0x1F, 0x7F...0x9F, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// The number of terminal cells a scalar occupies: 0 for combining marks and zero-width
  /// characters, 2 for East Asian wide and fullwidth characters and most emoji, else 1.
  ///
  /// An approximation of `wcwidth` over the common ranges; enough to put a caret under the
  /// right character in an excerpt.
  static func width(_ scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x0300...0x036F, 0x0483...0x0489, 0x0591...0x05BD, 0x0610...0x061A, 0x064B...0x065F,
      0x200B...0x200D, 0x20D0...0x20FF, 0xFE00...0xFE0F, 0xFE20...0xFE2F, 0xE0100...0xE01EF:
      return 0
    case 0x1100...0x115F, 0x231A...0x231B, 0x2329...0x232A, 0x2E80...0x303E, 0x3041...0x33FF,
      0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF, 0xA960...0xA97F, 0xAC00...0xD7A3,
      0xF900...0xFAFF, 0xFE10...0xFE19, 0xFE30...0xFE6F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
      0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      return 2
    default:
      return 1
    }
  }
}
