/// Reports a key a translation has but the base localization does not.
struct ExtraKeyRule: LintRule {
  let id = "lint.extra-key"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A translation has a key the base localization lacks."
  let rationale = """
    A key only in a translation is dead (the code no longer asks for it) or misspelled \
    (the code asks for the base's spelling and this translation shows the raw key).
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"A\";\n"), strings("fr", "\"a\" = \"À\";\n")),
      .triggering(
        strings("en", "\"a\" = \"A\";\n"), strings("fr", "\"a\" = \"À\";\n↓\"A\" = \"À\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase, let base = unit.base else { return }
    for pair in unit.pairs where pair.base == nil {
      findings.add(
        self, "'\(pair.entry.key)' is not in the base localization '\(base.name)'",
        at: pair.entry.location, key: pair.entry.key)
    }
  }
}
