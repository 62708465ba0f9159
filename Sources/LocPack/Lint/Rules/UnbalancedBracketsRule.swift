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
    guard unit.comparesWithBase else { return }
    for pair in unit.pairs {
      let key = pair.entry.key
      let entry = pair.entry
      guard case .text(let text) = entry.value,
        let baseEntry = pair.base, case .text(let baseText) = baseEntry.value,
        Self.isBalanced(baseText), !Self.isBalanced(text)
      else { continue }
      findings.add(
        self, "'\(key)' has unbalanced brackets or quotation marks", at: entry.location, key: key)
    }
  }

  /// Whether every bracket closes in order and straight double quotes come in pairs.
  ///
  /// Guillemets pair either way: the first of a pair decides which one closes it. A `"`
  /// between two Hebrew letters is gershayim and does not count.
  static func isBalanced(_ text: String) -> Bool {
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
