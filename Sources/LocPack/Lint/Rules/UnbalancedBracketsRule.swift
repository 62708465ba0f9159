/// Reports a translation whose brackets or quotation marks do not pair up while the base
/// string's do.
struct UnbalancedBracketsRule: LintRule {
  let id = "lint.unbalanced-brackets"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A translation has unbalanced brackets or quotation marks."
  let rationale = """
    An opening bracket without its partner ('(0:42'), or an odd number of straight quotes, \
    is almost always a typing or tooling slip; in push bodies it stays on the lock screen. \
    Pairs checked: () [] {} «» ‹› 「」 『』 （） 【】 and straight double quotes. Only reported \
    when the base string is balanced. Not reported: guillemets that pair the other way \
    round (»…« and ›…‹, as German, Danish or Slovenian write them), and a straight quote \
    between two Hebrew letters (gershayim, as in 'דוא"ל'), which is no quotation mark.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"Voice (%@)\";\n"), strings("ja", "\"a\" = \"音声（%@）\";\n")),
      .passing(
        strings("en", "\"a\" = \"Tap \\\"Send\\\"\";\n"),
        strings("de", "\"a\" = \"Tippe auf »Senden«\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Voice (%@)\";\n"), strings("fr", "↓\"a\" = \"Voix (%@\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    unit.forEachTranslatedText { entry, text, baseEntry in
      guard case .text(let baseText) = baseEntry.value, !Self.isBalanced(text),
        Self.isBalanced(baseText)
      else { return }
      findings.add(
        self, "'\(entry.key)' has unbalanced brackets or quotation marks", at: entry.location,
        key: entry.key)
    }
  }

  /// Whether every bracket closes in order and straight double quotes come in pairs.
  ///
  /// Guillemets pair either way: the first of a pair decides which one closes it. A `"`
  /// between two Hebrew letters is gershayim and does not count.
  /// Whether `text` has a byte that may start a scalar ``isBalanced(_:)`` looks at: the ASCII
  /// quote and brackets, or the lead byte of `« » ‹ › 「 」 『 』 （ ） 【 】` (C2, E2, E3, EF).
  static func mayHaveBrackets(_ text: String) -> Bool {
    // Bit n of each mask stands for byte n, n + 64, n + 128 and n + 192.
    let ascii: (UInt64, UInt64) = (
      1 << 0x22 | 1 << 0x28 | 1 << 0x29, 1 << 0x1B | 1 << 0x1D | 1 << 0x3B | 1 << 0x3D
    )
    let lead: (UInt64, UInt64) = (0, 1 << 0x02 | 1 << 0x22 | 1 << 0x23 | 1 << 0x2F)
    return text.withUTF8Bytes { bytes in
      for byte in bytes {
        let bit = UInt64(1) << (byte & 63)
        let mask: UInt64
        switch byte >> 6 {
        case 0: mask = ascii.0
        case 1: mask = ascii.1
        case 2: mask = lead.0
        default: mask = lead.1
        }
        if mask & bit != 0 { return true }
      }
      return false
    }
  }

  static func isBalanced(_ text: String) -> Bool {
    guard mayHaveBrackets(text) else { return true }
    var stack: [Unicode.Scalar] = []
    var quotes = 0
    let scalars = Array(text.unicodeScalars)
    for (index, scalar) in scalars.enumerated() {
      switch scalar {
      case "\"":
        if !ScriptContext.isHebrewPunctuation(scalars, at: index) { quotes += 1 }
      case "(": stack.append(")")
      case "[": stack.append("]")
      case "{": stack.append("}")
      case "«", "»", "‹", "›":
        if stack.last == scalar {
          stack.removeLast()
        } else {
          stack.append(Self.mirror(scalar))
        }
      case "「": stack.append("」")
      case "『": stack.append("』")
      case "（": stack.append("）")
      case "【": stack.append("】")
      case ")", "]", "}", "」", "』", "）", "】":
        guard stack.last == scalar else { return false }
        stack.removeLast()
      default: continue
      }
    }
    return stack.isEmpty && quotes % 2 == 0
  }

  /// The guillemet that closes a pair opened by `scalar`.
  static func mirror(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
    switch scalar {
    case "«": return "»"
    case "»": return "«"
    case "‹": return "›"
    default: return "‹"
    }
  }
}
