/// Makes untrusted text safe to print on a terminal.
///
/// A payload must never drive the terminal that previews it: no colour changes, no cursor
/// moves, no screen clears, no window-title changes, no hyperlinks, no reordered output.
/// Every scalar that a terminal or the bidirectional algorithm would act on is replaced by a
/// visible stand-in, scalar by scalar, so escape sequences lose their introducer and print
/// as plain text:
///
/// | input | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F (not TAB, LF, CR) | Control Pictures `␀`…`␟`: ESC is `␛`, BEL is `␇` |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F (CSI U+009B, OSC U+009D, NEL U+0085…) | `<U+009B>` |
/// | bidi embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069 | `<LRE>` `<RLE>` `<PDF>` `<LRO>` `<RLO>` `<LRI>` `<RLI>` `<FSI>` `<PDI>` |
/// | TAB | one space |
/// | CR LF, CR, U+2028, U+2029 | LF (a line break, as the device shows it) |
///
/// So `ESC[31mred` prints as `␛[31mred`, and OSC `ESC]0;title BEL` as `␛]0;title␇`. All
/// stand-ins are one cell a scalar wide. Everything else, including the bidi marks LRM, RLM
/// and ALM that Arabic and Hebrew text legitimately uses, joiners and variation selectors,
/// passes through unchanged.
public enum TerminalSanitizer {
  /// Returns `text` with every terminal-active scalar replaced by its visible stand-in.
  ///
  /// - Complexity: O(*n*) in the number of Unicode scalars.
  public static func sanitize(_ text: String) -> String {
    var output = String.UnicodeScalarView()
    var scalars = text.unicodeScalars.makeIterator()
    var pending = scalars.next()
    while let scalar = pending {
      pending = scalars.next()
      if scalar == "\r" {
        output.append("\n")
        if pending == "\n" { pending = scalars.next() }
        continue
      }
      if let replacement = replacement(for: scalar) {
        output.append(contentsOf: replacement.unicodeScalars)
      } else {
        output.append(scalar)
      }
    }
    return String(output)
  }

  /// Whether `text` holds anything ``sanitize(_:)`` would change.
  public static func needsSanitizing(_ text: String) -> Bool {
    text.unicodeScalars.contains { $0 == "\r" || replacement(for: $0) != nil }
  }

  /// The visible stand-in for one scalar, or `nil` when it passes through unchanged.
  ///
  /// LF passes through; CR is handled by ``sanitize(_:)`` (CR LF is one line break).
  static func replacement(for scalar: Unicode.Scalar) -> String? {
    let value = scalar.value
    switch value {
    case 0x0A:
      return nil
    case 0x09:
      return " "
    case 0x0D, 0x2028, 0x2029:
      return "\n"
    case 0x00...0x1F:
      return String(Character(Unicode.Scalar(0x2400 + value) ?? "?"))
    case 0x7F:
      return "\u{2421}"
    case 0x80...0x9F:
      return "<U+00" + hexDigits(value) + ">"
    case 0x202A...0x202E:
      return ["<LRE>", "<RLE>", "<PDF>", "<LRO>", "<RLO>"][Int(value - 0x202A)]
    case 0x2066...0x2069:
      return ["<LRI>", "<RLI>", "<FSI>", "<PDI>"][Int(value - 0x2066)]
    default:
      return nil
    }
  }

  private static func hexDigits(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int((value >> 4) & 0xF)], digits[Int(value & 0xF)]])
  }
}
