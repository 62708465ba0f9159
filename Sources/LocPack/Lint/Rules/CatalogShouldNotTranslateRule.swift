/// Reports a String Catalog key marked `shouldTranslate: false` that has translations.
struct CatalogShouldNotTranslateRule: LintRule {
  let id = "lint.catalog-should-not-translate"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A catalog key marked 'Don't translate' carries translations."
  let rationale = """
    A key marked shouldTranslate: false is meant to show its source text everywhere; \
    translations left under it are either a mistake in the flag or text that silently \
    ships anyway. Remove one or the other.
    """
  var examples: [RuleExample] {
    [
      .passing(
        ExampleFile(
          "Cat.xcstrings",
          #"{ "sourceLanguage" : "en", "strings" : { "Pebble" : { "shouldTranslate" : false } } }"#)
      ),
      .triggering(
        ExampleFile(
          "Cat.xcstrings",
          """
          { "sourceLanguage" : "en", "strings" : { "Pebble" : { "shouldTranslate" : false,
            "localizations" : { ↓"fr" : { "stringUnit" : { "state" : "translated", "value" : "Galet" } } } } } }
          """)),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let catalog = unit.table.catalog, unit.locale.name != catalog.lintSourceLanguage else {
      return
    }
    for entry in catalog.strings where entry.shouldTranslate == false {
      guard entry.localizations[unit.locale.name] != nil else { continue }
      findings.add(
        self, "'\(entry.key)' should not be translated but has a '\(unit.locale.name)' translation",
        at: catalog.lintLocation(of: entry, language: unit.locale.name), key: entry.key)
    }
  }
}
