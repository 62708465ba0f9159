/// Reports what the readers found: parse errors and every place Foundation would silently
/// lose data (a stray character that ends the table, a duplicate key, an unterminated
/// comment, a `.stringsdict` rule without `other`), under the readers' own ids.
struct SyntaxRule: LintRule {
  let id = "lint.syntax"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "Parse errors and silent data loss found by the readers, under their own ids."
  let rationale = """
    Foundation reads a broken table without complaint: a stray ';' or a non-breaking space \
    between entries ends the parse and every later string shows its raw key; of two equal \
    keys the last wins; a '.stringsdict' rule without 'other' is ignored. The readers find \
    these and report them with their own ids (strings.*, stringsdict.*, plist.*, bundle.*), \
    each of which a configuration can set like a rule. Turning 'lint.syntax' off drops them all.
    """
  let readerIDs = [
    "strings.silent-truncation", "strings.duplicate-key", "strings.unterminated-string",
    "strings.missing-semicolon", "strings.invalid-utf8", "strings.utf16-without-bom",
    "stringsdict.missing-other", "stringsdict.missing-variable", "stringsdict.unused-variable",
    "stringsdict.invalid-value-type", "plist.xml-duplicate-key",
  ]
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"A\";\n\"b\" = \"B\";\n")),
      .triggering(strings("en", "\"a\" = \"A\";\n↓\"a\" = \"B\";\n")),
      .triggering(strings("en", "\"a\" = \"A\";↓;\n\"b\" = \"B\";\n")),
      .triggering(strings("en", "\"a\" = \"A\"↓\n\"b\" = \"B\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    for document in unit.documents where document.kind != .stringCatalog {
      for diagnostic in document.diagnostics { findings.add(diagnostic) }
    }
  }
}
