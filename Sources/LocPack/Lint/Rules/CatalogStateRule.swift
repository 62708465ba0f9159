/// Reports String Catalog strings whose state says they are not ready: `new`,
/// `needs_review`, `stale` (the states listed in `catalog.states`).
struct CatalogStateRule: LintRule {
  let id = "lint.catalog-state"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A catalog string is new, needs review or is stale."
  let rationale = """
    Xcode marks a translation 'needs_review' when the source changed, 'new' when nobody \
    translated it yet, and a key 'stale' when the code no longer uses it. Shipping them \
    shows outdated or source-language text. Set 'catalog.states' to choose which states fail.
    """
  var examples: [RuleExample] {
    [
      .passing(ExampleFile("Cat.xcstrings", Self.catalog(state: "translated"))),
      .triggering(ExampleFile("Cat.xcstrings", Self.catalog(state: "needs_review", mark: true))),
    ]
  }

  static func catalog(state: String, mark: Bool = false) -> String {
    """
    { "sourceLanguage" : "en", "strings" : { "Done" : { "localizations" : {
        "en" : { "stringUnit" : { "state" : "translated", "value" : "Done" } },
        \(mark ? "↓" : "")"fr" : { "stringUnit" : { "state" : "\(state)", "value" : "Fini" } } } } },
      "version" : "1.0" }

    """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let catalog = unit.table.catalog else { return }
    let states = Set(unit.context.configuration.catalogStates)
    let isSource = unit.locale.name == catalog.lintSourceLanguage
    for entry in catalog.strings {
      if entry.extractionState == "stale", states.contains("stale"), isSource {
        findings.add(
          self, "'\(entry.key)' is stale: the code no longer uses it",
          at: catalog.location(ofKey: entry.key), key: entry.key)
      }
      guard let state = entry.localizations[unit.locale.name]?.lintState, states.contains(state)
      else { continue }
      findings.add(
        self, "'\(entry.key)' in '\(unit.locale.name)' is in state '\(state)'",
        at: catalog.lintLocation(of: entry, language: unit.locale.name), key: entry.key)
    }
  }
}
