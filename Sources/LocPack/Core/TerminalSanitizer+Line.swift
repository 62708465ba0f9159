extension TerminalSanitizer {
  /// The one-line form of one scalar, for diagnostics: `\n`, `\r` and `\u{1B}` (uppercase
  /// hex) for every active scalar (``isActive(_:)``) but TAB, which stays a tab; the scalar
  /// itself otherwise.
  static func oneLineForm(of scalar: Unicode.Scalar) -> String {
    switch scalar.value {
    case 0x09: return "\t"
    case 0x0A: return "\\n"
    case 0x0D: return "\\r"
    default:
      guard isActive(scalar) else { return String(scalar) }
      return "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
    }
  }

  /// Whether ``oneLineForm(of:)`` changes the scalar.
  static func escapesOnOneLine(_ scalar: Unicode.Scalar) -> Bool {
    scalar != "\t" && isActive(scalar)
  }

  /// The text with every active scalar replaced by its one-line form, so one diagnostic stays
  /// one line and an input file cannot restyle or rearrange the reader's terminal.
  ///
  /// - Parameter keepingLineBreaks: Leave LF and CR as they are (for formats that escape
  ///   them their own way).
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  static func escapingForOneLine(_ text: String, keepingLineBreaks: Bool = false) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if escapesOnOneLine(scalar), !(keepingLineBreaks && (scalar == "\n" || scalar == "\r")) {
        out += oneLineForm(of: scalar)
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
