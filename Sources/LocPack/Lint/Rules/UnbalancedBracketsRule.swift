/// Reports a translation whose brackets or quotation marks do not pair up while the base
/// string's do.
struct UnbalancedBracketsRule: LintRule {
  let id = "lint.unbalanced-brackets"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A translation has unbalanced brackets or quotation marks."
  let rationale = """
    An opening bracket without its partner ('(0:42'), or an odd number of straight quotes, \
    is almost always a typing or tooling slip; in push bodies it stays on the lock screen. \
    Pairs checked: () [] {} «» 「」 『』 （） 【】 and straight double quotes. Only reported \
    when the base string is balanced.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"Voice (%@)\";\n"), strings("ja", "\"a\" = \"音声（%@）\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Voice (%@)\";\n"), strings("fr", "↓\"a\" = \"Voix (%@\";\n")),
    ]
  }

  static let pairs: [(Unicode.Scalar, Unicode.Scalar)] = [
    ("(", ")"), ("[", "]"), ("{", "}"), ("«", "»"), ("「", "」"), ("『", "』"), ("（", "）"),
    ("【", "】"),
  ]

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase, let base = unit.base else { return }
    for key in unit.locale.keys {
      guard let entry = unit.locale[key], case .text(let text) = entry.value,
        let baseEntry = base[key], case .text(let baseText) = baseEntry.value,
        Self.isBalanced(baseText), !Self.isBalanced(text)
      else { continue }
      findings.add(
        self, "'\(key)' has unbalanced brackets or quotation marks", at: entry.location, key: key)
    }
  }

  /// Whether every bracket closes in order and straight double quotes come in pairs.
  static func isBalanced(_ text: String) -> Bool {
    var stack: [Unicode.Scalar] = []
    var quotes = 0
    for scalar in text.unicodeScalars {
      if scalar == "\"" {
        quotes += 1
        continue
      }
      if let pair = pairs.first(where: { $0.0 == scalar }) {
        stack.append(pair.1)
      } else if pairs.contains(where: { $0.1 == scalar }) {
        guard stack.last == scalar else { return false }
        stack.removeLast()
      }
    }
    return stack.isEmpty && quotes % 2 == 0
  }
}
