/// Makes untrusted text safe to print on a terminal: the one policy for every output that a
/// person reads, with two renderings.
///
/// A payload or an input file must never drive the terminal that shows it: no colour changes,
/// no cursor moves, no screen clears, no window-title changes, no hyperlinks, no reordered
/// output. The policy (``isActive(_:)``) names every scalar that a terminal or the
/// bidirectional algorithm acts on: C0 controls, DEL, C1 controls, the line and paragraph
/// separators, and every bidi formatting character, marks included: embeddings, overrides
/// and isolates reorder whole runs, and a mark (LRM, RLM, ALM) changes where the digits and
/// punctuation around it are drawn, so a number, path or key next to one can read differently
/// from its bytes. Each active scalar is replaced by a visible stand-in, scalar by scalar, so
/// escape sequences lose their introducer and print as plain text.
///
/// Multi-line output (cards, `expand`, `parse`) uses ``sanitize(_:)``:
///
/// | input | shown as |
/// |---|---|
/// | C0 controls U+0000–U+001F (not TAB, LF, CR) | Control Pictures `␀`…`␟`: ESC is `␛`, BEL is `␇` |
/// | DEL U+007F | `␡` |
/// | C1 controls U+0080–U+009F (CSI U+009B, OSC U+009D, NEL U+0085…) | `<U+009B>` |
/// | bidi marks U+061C, U+200E, U+200F | `<ALM>` `<LRM>` `<RLM>` |
/// | bidi embeddings, overrides and isolates U+202A–U+202E, U+2066–U+2069 | `<LRE>` `<RLE>` `<PDF>` `<LRO>` `<RLO>` `<LRI>` `<RLI>` `<FSI>` `<PDI>` |
/// | TAB | one space |
/// | CR LF, CR, U+2028, U+2029 | LF (a line break, as the device shows it) |
///
/// So `ESC[31mred` prints as `␛[31mred`, and OSC `ESC]0;title BEL` as `␛]0;title␇`. All
/// stand-ins are one cell a scalar wide. One-line output (diagnostics) uses
/// ``escapingForOneLine(_:keepingLineBreaks:)``, which shows the same scalars as `\n`, `\r`
/// and `\u{1B}`. Everything else, joiners and variation selectors included, passes through
/// unchanged.
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

  /// Whether the policy makes `scalar` terminal-active: every C0 control (TAB, LF and CR
  /// included), DEL, every C1 control, U+2028 and U+2029, and every bidi formatting
  /// character (U+061C, U+200E, U+200F, U+202A–U+202E, U+2066–U+2069).
  static func isActive(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x20..<0x7F: return false
    case 0x00...0x1F, 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028, 0x2029, 0x202A...0x202E,
      0x2066...0x2069:
      return true
    default: return false
    }
  }

  /// The visible stand-in for one scalar, or `nil` when it passes through unchanged.
  ///
  /// LF passes through; CR is handled by ``sanitize(_:)`` (CR LF is one line break).
  static func replacement(for scalar: Unicode.Scalar) -> String? {
    guard isActive(scalar) else { return nil }
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
    case 0x061C:
      return "<ALM>"
    case 0x200E:
      return "<LRM>"
    case 0x200F:
      return "<RLM>"
    case 0x202A...0x202E:
      return ["<LRE>", "<RLE>", "<PDF>", "<LRO>", "<RLO>"][Int(value - 0x202A)]
    default:
      return ["<LRI>", "<RLI>", "<FSI>", "<PDI>"][Int(value - 0x2066)]
    }
  }

  private static func hexDigits(_ value: UInt32) -> String {
    let digits = Array("0123456789ABCDEF")
    return String([digits[Int((value >> 4) & 0xF)], digits[Int(value & 0xF)]])
  }
}
