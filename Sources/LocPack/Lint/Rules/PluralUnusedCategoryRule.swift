/// Reports a plural form for a category the localization never selects.
struct PluralUnusedCategoryRule: LintRule {
  let id = "lint.plural-unused-category"
  let defaultSeverity = Diagnostic.Severity.info
  let summary = "A plural rule has a form the language never selects (ja 'one')."
  let rationale = """
    Japanese has only 'other', English never selects 'few': such forms are dead text, often \
    copied from another language. 'zero' is exempt, since Apple honours it for 0 in every \
    language.
    """
  var examples: [RuleExample] {
    [
      .passing(
        ExampleFile(
          "ja.lproj/Localizable.stringsdict", PluralMissingCategoryRule.plist(["zero", "other"]))),
      .triggering(
        ExampleFile(
          "ja.lproj/Localizable.stringsdict",
          PluralMissingCategoryRule.plist(["one", "other"]).replacingOccurrences(
            of: "<key>one</key>", with: "↓<key>one</key>"))),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.locale.name != "Base" else { return }
    let rules = PluralRules(locale: unit.locale.name)
    guard !rules.isFallback else { return }
    let used = rules.categories.union([.zero, .other])
    for pair in unit.pairs {
      let entry = pair.entry
      for variable in entry.pluralVariables {
        for category in variable.forms.keys.sorted() where !used.contains(category) {
          findings.add(
            self,
            "'\(entry.key)' has a '\(category.rawValue)' form that '\(unit.locale.name)' never "
              + "uses",
            at: entry.location(ofForm: "\(variable.name)/\(category.rawValue)"), key: entry.key)
        }
      }
    }
  }
}
