/// Reports a key the categories manifest names (action title, text-input button or
/// placeholder, hidden-preview body) that a localization lacks.
struct CategoryTitleRule: LintRule {
  let id = "lint.category-title"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A notification action title from the categories manifest is not localized."
  let rationale = """
    The app localizes its action buttons from its own tables when it registers the \
    categories; a title key missing in a language shows the raw key on the button. Every \
    key the manifest (--categories) names must exist in every localization.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"ACTION_REPLY\" = \"Reply\";\n"),
        strings("fr", "\"ACTION_REPLY\" = \"Répondre\";\n"),
        categories: Self.manifest(mark: false)),
      .triggering(
        strings("en", "\"ACTION_REPLY\" = \"Reply\";\n"), strings("fr", "\"OTHER\" = \"Autre\";\n"),
        configuration: #"{ "rules": { "lint.missing-key": "off", "lint.extra-key": "off" } }"#,
        categories: Self.manifest(mark: true)),
    ]
  }

  static func manifest(mark: Bool) -> String {
    """
    { "categories" : [ { "identifier" : "MESSAGE", "actions" : [
      { "identifier" : "REPLY", "titleKey" : \(mark ? "↓" : "")"ACTION_REPLY" } ] } ] }

    """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let manifest = unit.context.categories, manifest.table == unit.table.name,
      unit.locale.name != "Base"
    else { return }
    for category in manifest.categories {
      for key in category.keys where unit.locale[key] == nil {
        findings.add(
          self,
          "'\(key)' of category '\(category.identifier)' is missing in "
            + "'\(unit.locale.name)'; the button shows the raw key",
          at: category.keyLocations[key], key: key)
      }
    }
  }
}
