/// Reports a translation whose value is empty where the base's is not.
struct EmptyValueRule: LintRule {
  let id = "lint.empty-value"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A translation is empty where the base string is not."
  let rationale = """
    An empty value is a present key, so nothing falls back: the user sees a blank label or \
    an empty notification. Usually a translation tool exported an untranslated row.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"a\" = \"A\";\n\"b\" = \"\";\n"),
        strings("fr", "\"a\" = \"À\";\n\"b\" = \"\";\n")),
      .triggering(strings("en", "\"a\" = \"A\";\n"), strings("fr", "↓\"a\" = \"\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    unit.forEachTranslatedText { entry, text, baseEntry in
      guard text.isEmpty, !baseEntry.text.isEmpty else { return }
      findings.add(
        self, "the translation of '\(entry.key)' is empty", at: entry.location, key: entry.key)
    }
  }
}
