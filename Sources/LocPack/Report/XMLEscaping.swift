/// Escaping for the XML reporters (JUnit, Checkstyle).
enum XMLEscaping {
  /// Escapes text for use inside a double-quoted attribute value or element content.
  ///
  /// `&`, `<`, `>`, `"` and `'` become entities. Tab, line feed and carriage return become
  /// character references so that attribute-value normalization keeps them. Characters XML 1.0
  /// cannot carry at all (other C0 controls, U+FFFE, U+FFFF) become U+FFFD.
  static func escape(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      case "'": out += "&apos;"
      case "\t": out += "&#9;"
      case "\n": out += "&#10;"
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }

  /// Escapes text for element content, keeping line breaks and tabs literal (readable in
  /// `<system-out>` and failure bodies); `]]>` cannot occur because `>` is escaped.
  static func escapeContent(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      switch scalar {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\t", "\n": out.unicodeScalars.append(scalar)
      case "\r": out += "&#13;"
      default:
        if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF {
          out += "\u{FFFD}"
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    return out
  }
}
