/// Reports a plural rule (`.stringsdict` variable or catalog plural variation) that lacks a
/// category the localization's CLDR rules select.
struct PluralMissingCategoryRule: LintRule {
  let id = "lint.plural-missing-category"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A plural rule lacks a category the language uses (ru needs one, few, many)."
  let rationale = """
    Foundation picks the form of the CLDR category of the number and falls back to \
    'other' when that form is missing, so a Russian '%d файлов' shows for 2 and 3 where \
    'few' ('файла') is right. Each language needs every category its CLDR cardinal rules \
    use (en: one, other; ru: one, few, many, other; ar: zero, one, two, few, many, other).
    """
  var examples: [RuleExample] {
    [
      .passing(
        ExampleFile(
          "ru.lproj/Localizable.stringsdict", Self.plist(["one", "few", "many", "other"]))
      ),
      .triggering(
        ExampleFile("ru.lproj/Localizable.stringsdict", Self.plist(["one", "other"], mark: true))),
    ]
  }

  /// A one-key `.stringsdict` with the given categories; `mark` puts `↓` at the variable.
  static func plist(_ categories: [String], mark: Bool = false) -> String {
    var forms = ""
    for category in categories {
      forms += "<key>\(category)</key><string>%d \(category)</string>\n"
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0">
      <dict>
      <key>files</key>
      <dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      \(mark ? "↓" : "")<key>n</key>
      <dict>
      <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      \(forms)</dict>
      </dict>
      </dict>
      </plist>

      """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.locale.name != "Base" else { return }
    let needed = PluralRules.categories(locale: unit.locale.name)
    for pair in unit.pairs {
      let entry = pair.entry
      for variable in entry.pluralVariables {
        let missing = needed.subtracting(variable.forms.keys).subtracting([.other]).sorted()
        guard !missing.isEmpty else { continue }
        let names = missing.map(\.rawValue).joined(separator: ", ")
        findings.add(
          self,
          "'\(entry.key)' has no \(names) form for '\(unit.locale.name)'; Foundation shows "
            + "'other' instead",
          at: entry.location(ofForm: variable.name), key: entry.key)
      }
    }
  }
}
