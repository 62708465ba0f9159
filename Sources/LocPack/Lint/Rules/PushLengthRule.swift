/// Reports a push key whose translation is much longer than the base string.
struct PushLengthRule: LintRule {
  let id = "lint.push-length"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A push translation is much longer than the base (truncated on the lock screen)."
  let rationale = """
    A banner shows 2 lines of body and the lock screen 4, then truncates with '…'. A \
    translation more than 'push.lengthRatio' (default 2.0) times as long as the base, \
    counted in characters with East Asian wide characters as two, will lose its end where \
    the base fits. Translations of up to 30 columns (one line on a phone) are not reported.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"P\" = \"New message from %@\";\n"),
        strings("de", "\"P\" = \"Neue Nachricht von %@\";\n"), pushKeys: ["P"]),
      .triggering(
        strings("en", "\"P\" = \"Hi %@\";\n"),
        strings("de", "↓\"P\" = \"Hallo und herzlich willkommen, %@\";\n"), pushKeys: ["P"]),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase else { return }
    let ratio = unit.context.configuration.push.lengthRatio
    let table = unit.table.name
    for pair in unit.pairs where unit.context.isPushKey(pair.entry.key, table: table) {
      let key = pair.entry.key
      let entry = pair.entry
      guard let baseEntry = pair.base else { continue }
      let length = Self.cells(entry.renderedForms.first?.text ?? "")
      let baseLength = Self.cells(baseEntry.renderedForms.first?.text ?? "")
      guard baseLength > 0, length > Self.minimumColumns,
        Double(length) > ratio * Double(baseLength)
      else { continue }
      let shown = (Double(length) / Double(baseLength) * 10).rounded() / 10
      findings.add(
        self,
        "push key '\(key)' is \(shown)× as long as the base (\(length) vs \(baseLength) "
          + "columns); it may be truncated on the lock screen",
        at: entry.location, key: key,
        notes: [Diagnostic.Note("base string defined here", at: baseEntry.location)])
    }
  }

  /// Shorter translations fit one line on a phone whatever the ratio.
  static let minimumColumns = 30

  /// Terminal columns: wide East Asian characters count two.
  static func cells(_ text: String) -> Int { TerminalWidth.cells(of: text) }
}
