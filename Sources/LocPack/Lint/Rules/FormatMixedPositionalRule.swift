/// Reports a translation that mixes positional (`%1$@`) and sequential (`%@`) specifiers.
///
/// Checked in the same pass as ``FormatCrashRule``.
struct FormatMixedPositionalRule: LintRule {
  let id = "lint.format-mixed-positional"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A translation mixes positional and sequential specifiers."
  let rationale = """
    Foundation numbers sequential specifiers from 1 whatever positional ones say, so \
    '%2$@ %@' reads argument 1 twice and never argument 2, or reads an argument of the \
    wrong type. Use positional numbers for all specifiers of a string once any is reordered.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"%@ in %@\";\n"), strings("ja", "\"a\" = \"%2$@の%1$@\";\n")),
      .triggering(
        strings("en", "\"a\" = \"%@ in %@\";\n"), strings("ja", "\"a\" = \"%2$@の↓%@\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {}
}
