extension Linter {
  /// One line per rule: id, default severity, summary (`locpack lint --rules`).
  public static func rulesListing() -> String {
    let width = (rules.map(\.id.count).max() ?? 0) + 2
    var text = ""
    for rule in rules {
      let padding = String(repeating: " ", count: max(1, width - rule.id.count))
      let severity = rule.defaultSeverity.rawValue
      text +=
        rule.id + padding + severity
        + String(repeating: " ", count: max(1, 9 - severity.count)) + rule.summary + "\n"
    }
    return text
  }

  /// The explanation of one rule (`locpack lint --explain ID`): summary, severity,
  /// rationale, reader ids, examples with their markers.
  public static func explanation(of id: String) -> String? {
    guard let rule = rule(id: id) else { return nil }
    var text = "\(rule.id) (\(rule.defaultSeverity.rawValue))\n\n\(rule.summary)\n\n"
    text += rule.rationale + "\n"
    if !rule.readerIDs.isEmpty {
      text += "\nReported under the readers' ids, among them:\n"
      for readerID in rule.readerIDs { text += "  \(readerID)\n" }
    }
    for (label, triggers) in [("Triggering", true), ("Not triggering", false)] {
      let examples = rule.examples.filter { $0.triggers == triggers }
      guard !examples.isEmpty else { continue }
      text += "\n\(label) examples (↓ marks each finding):\n"
      for example in examples {
        for file in example.files {
          text += "  \(file.path):\n"
          for line in file.text.split(separator: "\n", omittingEmptySubsequences: false)
          where !line.isEmpty {
            text += "    \(line)\n"
          }
        }
        if let configuration = example.configuration {
          text += "  .locpack.json: \(configuration)\n"
        }
        if !example.pushKeys.isEmpty {
          text += "  push keys: \(example.pushKeys.joined(separator: ", "))\n"
        }
        text += "\n"
      }
    }
    return text
  }

  /// A Markdown table of the rules, for the README.
  public static func rulesMarkdown() -> String {
    var text = "| id | default | checks |\n|---|---|---|\n"
    for rule in rules {
      text += "| `\(rule.id)` | \(rule.defaultSeverity.rawValue) | \(rule.summary) |\n"
    }
    return text
  }
}

extension LintConfiguration {
  /// The commented starting configuration that `locpack lint --init` writes.
  ///
  /// Members whose name starts with `//` are comments.
  public static let starter = """
    {
      "//": "locpack lint settings. Members named // are comments.",
      "base": "en",
      "//rules": "Severity per rule or reader id: error, warning, info or off. See 'locpack lint --rules'.",
      "rules": {
        "lint.untranslated": "info"
      },
      "ignore": {
        "//paths": "Globs relative to the linted folder; * stays within a folder, ** crosses folders.",
        "paths": ["Pods/**", "Carthage/**"],
        "keys": []
      },
      "//locales": "Exceptions per localization: severities and keys to skip.",
      "locales": {},
      "push": {
        "//": "Keys shown by push notifications must exist in every localization.",
        "table": "Localizable",
        "keyPatterns": [],
        "lengthRatio": 2.0,
        "payloads": [],
        "//categories": "The categories manifest, for action titles (see Resources/README.md)."
      },
      "untranslated": {
        "//allow": "Words that stay the same in every language (brand names).",
        "allow": []
      },
      "catalog": {
        "//states": "String Catalog states that are reported.",
        "states": ["new", "needs_review", "stale"]
      },
      "//functions": "With --sources: the project's own lookup functions, with the 0-based positions of their key and table arguments, such as name L10n.tr, key 1, table 0 for SwiftGen.",
      "functions": [],
      "//keep": "With --sources: keys that count as used whatever the code says (globs).",
      "keep": []
    }

    """
}
