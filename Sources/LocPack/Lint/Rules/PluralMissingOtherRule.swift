/// Reports a String Catalog plural variation without `other`.
///
/// `.stringsdict` files get the reader's `stringsdict.missing-other` instead.
struct PluralMissingOtherRule: LintRule {
  let id = "lint.plural-missing-other"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A catalog plural variation has no 'other' form."
  let rationale = """
    'other' is the form every number falls back to; without it the compiled table has no \
    usable rule and the key shows raw or empty. In '.stringsdict' files the reader reports \
    the same problem as stringsdict.missing-other.
    """
  var examples: [RuleExample] {
    [
      .passing(ExampleFile("Cat.xcstrings", Self.catalog(["one", "other"]))),
      .triggering(ExampleFile("Cat.xcstrings", Self.catalog(["one"], mark: true))),
    ]
  }

  static func catalog(_ categories: [String], mark: Bool = false) -> String {
    let forms = categories.map {
      "\"\($0)\" : { \"stringUnit\" : { \"state\" : \"translated\", \"value\" : \"%lld x\" } }"
    }.joined(separator: ", ")
    return """
      { "sourceLanguage" : "en", "strings" : {
        "%lld x" : { "localizations" : {
          \(mark ? "↓" : "")"en" : { "variations" : { "plural" : { \(forms) } } } } } },
        "version" : "1.0" }

      """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let catalog = unit.table.catalog else { return }
    for entry in catalog.strings {
      guard let localization = entry.localizations[unit.locale.name] else { continue }
      var missing = false
      if let plural = localization.variations?.plural, plural[.other] == nil { missing = true }
      for substitution in localization.substitutions {
        guard let plural = substitution.variations?.plural else { continue }
        if !plural.isEmpty && plural[.other] == nil { missing = true }
      }
      if missing {
        findings.add(
          self,
          "the plural variation of '\(entry.key)' in '\(unit.locale.name)' has no 'other' form",
          at: catalog.lintLocation(of: entry, language: unit.locale.name), key: entry.key)
      }
    }
  }
}
