/// Reports a String Catalog substitution whose `argNum` or `formatSpecifier` differs from the
/// source language's.
struct CatalogSubstitutionRule: LintRule {
  let id = "lint.catalog-substitution"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A catalog substitution's argNum or formatSpecifier differs from the source."
  let rationale = """
    A substitution ('%#@count@') reads the argument 'argNum' with 'formatSpecifier'. When \
    a translation reads another argument, or the same one as another type ('@' for 'lld'), \
    it shows the wrong value or crashes like any format mismatch. A substitution the \
    source language does not have reads an argument nobody passes.
    """
  var examples: [RuleExample] {
    [
      .passing(ExampleFile("Cat.xcstrings", Self.catalog(argNum: 1, specifier: "lld"))),
      .triggering(
        ExampleFile("Cat.xcstrings", Self.catalog(argNum: 2, specifier: "lld", mark: true))),
      .triggering(
        ExampleFile("Cat.xcstrings", Self.catalog(argNum: 1, specifier: "@", mark: true))),
    ]
  }

  static func catalog(argNum: Int, specifier: String, mark: Bool = false) -> String {
    func localization(_ language: String, _ argNum: Int, _ specifier: String, _ mark: Bool)
      -> String
    {
      """
      "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
            "substitutions" : { \(mark ? "↓" : "")"n" : { "argNum" : \(argNum), "formatSpecifier" : "\(specifier)",
              "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } }
      """
    }
    return """
      { "sourceLanguage" : "en", "strings" : { "%lld files" : { "localizations" : {
          \(localization("en", 1, "lld", false)),
          \(localization("fr", argNum, specifier, mark)) } } } }

      """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let catalog = unit.table.catalog, unit.locale.name != catalog.sourceLanguage else {
      return
    }
    for key in catalog.keys {
      guard let localization = key.localizations[unit.locale.name],
        let source = key.localizations[catalog.sourceLanguage]
      else { continue }
      for name in localization.substitutions.keys.sorted() {
        guard let mine = localization.substitutions[name] else { continue }
        guard let theirs = source.substitutions[name] else {
          findings.add(
            self, "'\(key.key)' has a substitution '\(name)' the source language does not have",
            at: mine.location, key: key.key)
          continue
        }
        var differences: [String] = []
        if mine.argNum != theirs.argNum {
          differences.append(
            "argNum \(mine.argNum.map(String.init) ?? "none") (source: "
              + "\(theirs.argNum.map(String.init) ?? "none"))")
        }
        if mine.formatSpecifier != theirs.formatSpecifier {
          differences.append(
            "formatSpecifier '\(mine.formatSpecifier ?? "")' (source: "
              + "'\(theirs.formatSpecifier ?? "")')")
        }
        guard !differences.isEmpty else { continue }
        findings.add(
          self,
          "substitution '\(name)' of '\(key.key)' has "
            + differences.joined(separator: " and "),
          at: mine.location, key: key.key,
          notes: [Diagnostic.Note("source substitution defined here", at: theirs.location)])
      }
    }
  }
}
