/// Reports a lookup whose key or table the code builds at run time, so that the key could
/// not be checked there.
struct DynamicKeyRule: LintRule {
  let id = "lint.dynamic-key"
  let defaultSeverity = Diagnostic.Severity.info
  let summary = "A lookup in code whose key or table is not a literal could not be checked."
  let rationale = """
    With --sources, a lookup call whose key is a variable or an interpolated string (or \
    whose table is not a literal) cannot be checked against the tables. For SwiftUI and \
    String(localized:) literals, an interpolation maps to the key Xcode extracts (%lld for \
    an Int, %@ for a String, %lf for a Double) when its type is evident in the file (a \
    literal, a 'let n: Int' or 'var n = 3'); otherwise it is reported here too. A key's \
    literal prefix (\"error.\\(code)\") keeps the keys that start with it from being \
    reported unused.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"%lld photos\" = \"%lld photos\";\n"),
        ExampleFile("App/Photos.swift", "let n: Int = 3\nText(\"\\(n) photos\")\n")),
      .triggering(
        strings("en", "\"a\" = \"A\";\n"),
        ExampleFile(
          "App/Errors.swift",
          "func message(_ code: String) -> String {\n"
            + "  NSLocalizedString(↓\"error.\\(code)\", comment: \"\")\n}\n"
            + "let t = NSLocalizedString(↓name, comment: \"\")\nText(↓\"\\(value) left\")\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {}

  func check(_ check: CodeCheck, into findings: inout LintFindings) {
    for use in check.code.uses {
      let message: String
      if let reason = use.reason {
        message =
          "\(use.form): \(reason); the key could not be checked"
          + (use.prefix.isEmpty ? "" : ", keys starting '\(use.prefix)' count as used")
      } else if use.table == nil {
        message = "\(use.form): the table is not a literal; '\(use.key ?? "")' could not be checked"
      } else {
        continue
      }
      findings.add(self, message, at: use.location, key: use.key, locale: "")
    }
  }
}
