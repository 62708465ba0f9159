/// Reports a push key that has a `.stringsdict` plural entry.
struct PushPluralRule: LintRule {
  let id = "lint.push-plural"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A push key has a plural (.stringsdict) entry, unverified for notifications."
  let rationale = """
    Whether the device applies '.stringsdict' plural rules to a notification's loc-key is \
    not documented; one report shows the literal '%#@value@'. loc-args are strings, so a \
    number format such as '%d' cannot receive a count either. Prefer a server-side plural \
    or a plain '%@' string for push keys.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"UNREAD\" = \"%@ unread\";\n"), pushKeys: ["UNREAD"]),
      .triggering(
        ExampleFile(
          "en.lproj/Localizable.stringsdict",
          PluralMissingCategoryRule.plist(["one", "other"]).replacingOccurrences(
            of: "<key>files</key>", with: "↓<key>files</key>")),
        pushKeys: ["files"]),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.isBase || unit.base == nil else { return }
    let table = unit.table.name
    for pair in unit.pairs where unit.context.isPushKey(pair.entry.key, table: table) {
      let key = pair.entry.key
      let entry = pair.entry
      guard case .stringsDict = entry.value else { continue }
      findings.add(
        self,
        "push key '\(key)' has a plural entry; plural rules are not verified for notifications",
        at: entry.location, key: key)
    }
  }
}
