/// Escaping for the XML reporters (JUnit, Checkstyle).
enum XMLEscaping {
  /// Escapes text for use inside a double-quoted attribute value or element content.
  ///
  /// `&`, `<`, `>`, `"` and `'` become entities. Tab, line feed and carriage return become
  /// character references so that attribute-value normalization keeps them. Characters XML 1.0
  /// cannot carry at all (other C0 controls, U+FFFE, U+FFFF) become U+FFFD.
  static func escape(_ text: String) -> String { escaped(text, inAttribute: true) }

  /// Escapes text for element content, keeping line breaks and tabs literal (readable in
  /// `<system-out>` and failure bodies); `]]>` cannot occur because `>` is escaped.
  static func escapeContent(_ text: String) -> String { escaped(text, inAttribute: false) }

  private static func escaped(_ text: String, inAttribute: Bool) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
      if let replacement = replacement(for: scalar, inAttribute: inAttribute) {
        out += replacement
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// What one scalar is written as, or `nil` when it is written as itself: quotes, tab and
  /// line feed only need escaping in an attribute.
  private static func replacement(for scalar: Unicode.Scalar, inAttribute: Bool) -> String? {
    switch scalar {
    case "&": return "&amp;"
    case "<": return "&lt;"
    case ">": return "&gt;"
    case "\"": return inAttribute ? "&quot;" : nil
    case "'": return inAttribute ? "&apos;" : nil
    case "\t", "\n": return inAttribute ? "&#\(scalar.value);" : nil
    case "\r": return "&#13;"
    default:
      let isForbidden = scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF
      return isForbidden ? "\u{FFFD}" : nil
    }
  }
}
