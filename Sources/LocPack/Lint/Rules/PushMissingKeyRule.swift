/// Reports a push key (a payload's `loc-key`, `title-loc-key` or `subtitle-loc-key`, or a key
/// the configuration names) that a localization lacks, the base included.
struct PushMissingKeyRule: LintRule {
  let id = "lint.push-missing-key"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A key used by push payloads is missing in a localization."
  let rationale = """
    A notification is localized on the device from the app's own tables, with no fallback \
    per key: a loc-key missing in French shows the raw key on a French lock screen. Push \
    keys come from --payloads, the optimizer's templates, 'push.keys' and \
    'push.keyPatterns', and must exist in every localization, the base included, before \
    the server sends them.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"NEW_MESSAGE\" = \"%@ wrote\";\n"),
        strings("fr", "\"NEW_MESSAGE\" = \"%@ a écrit\";\n"), pushKeys: ["NEW_MESSAGE"]),
      .triggering(
        strings("en", "↓\"NEW_MESSAGE\" = \"%@ wrote\";\n"), strings("fr", "\"OTHER\" = \"x\";\n"),
        configuration: #"{ "rules": { "lint.missing-key": "off", "lint.extra-key": "off" } }"#,
        pushKeys: ["NEW_MESSAGE"]),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.table.name == unit.context.configuration.push.table, unit.locale.name != "Base"
    else { return }
    var keys = Set(unit.context.pushKeys.keys)
    let configuration = unit.context.configuration
    keys.formUnion(configuration.push.keys)
    if !configuration.push.keyPatterns.isEmpty, let base = unit.base {
      for key in base.keys where configuration.isPushKey(key) { keys.insert(key) }
    }
    for key in keys.sorted() where unit.locale[key] == nil {
      let seen = unit.context.pushKeys[key] ?? nil
      let notes = seen.map { [Diagnostic.Note("used by a payload here", at: $0)] } ?? []
      if let baseEntry = unit.base?[key] {
        findings.add(
          self,
          "push key '\(key)' is missing in '\(unit.locale.name)'; the notification shows the "
            + "raw key",
          at: baseEntry.location, key: key, notes: notes)
      } else if unit.isBase || unit.base == nil {
        // Missing in the base too: one finding for the table, not one per localization.
        let missing = unit.table.locales.values.filter { $0.name != "Base" && $0[key] == nil }
        findings.add(
          self,
          "push key '\(key)' is missing in \(missing.count) of "
            + "\(unit.table.locales.count) localizations, the base included; the notification "
            + "shows the raw key",
          at: seen
            ?? unit.documents.first.map {
              SourceLocation(path: $0.path, line: 1, column: 1, offset: 0)
            }, key: key, notes: notes)
      }
    }
  }
}
