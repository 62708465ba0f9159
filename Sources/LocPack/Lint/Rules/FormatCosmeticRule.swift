/// Reports format mismatches that print wrong text without crashing: `%d` vs `%ld`, another
/// float notation, a shifted positional argument, an argument the translation drops.
///
/// Checked in the same pass as ``FormatCrashRule``.
struct FormatCosmeticRule: LintRule {
  let id = "lint.format-cosmetic"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A translation's specifiers print wrong text (size, notation, dropped argument)."
  let rationale = """
    '%d' where the base has '%ld' reads half of a 64-bit number; '%e' where the base has \
    '%f' prints another notation; a gap in positional numbers shifts later arguments; a \
    translation without one of the base's arguments never shows it. None crashes, all \
    show the user something other than intended.

    Not flagged: Interface Builder and InfoPlist tables; a form of a .stringsdict rule that \
    leaves out an argument (Foundation fills it from the whole entry's arguments, so there \
    is no gap and nothing shifts); an argument the base itself reads as two types, which is \
    reported once on the base.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"a\" = \"%ld files\";\n"), strings("fr", "\"a\" = \"%ld fichiers\";\n")),
      .triggering(
        strings("en", "\"a\" = \"%ld files\";\n"), strings("fr", "\"a\" = \"↓%d fichiers\";\n")),
      .triggering(
        strings("en", "\"a\" = \"%@ and %@\";\n"), strings("fr", "↓\"a\" = \"%@ seul\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {}
}
