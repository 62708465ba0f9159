/// Reports a push key whose value uses specifiers other than `%@` and `%n$@`.
struct PushFormatRule: LintRule {
  let id = "lint.push-format"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A push key's format uses a specifier other than %@ or %n$@."
  let rationale = """
    loc-args are always strings, so the device passes objects: '%d' prints a wrong number \
    (the object's address) and '%s' reads an object as a C string. Push formats must use \
    only '%@' and '%n$@' (and '%%' for a literal percent sign). Reported once per key and \
    localization, at the first such specifier.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"P\" = \"%1$@ sent %2$@ photos\";\n"), pushKeys: ["P"]),
      .triggering(strings("en", "\"P\" = \"%@ sent ↓%d photos\";\n"), pushKeys: ["P"]),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    let table = unit.table.name
    for pair in unit.pairs where unit.context.isPushKey(pair.entry.key, table: table) {
      let key = pair.entry.key
      let entry = pair.entry
      var offending: [(written: String, location: SourceLocation?)] = []
      for form in entry.renderedForms where form.text.utf8.contains(UInt8(ascii: "%")) {
        let format = FormatString.parse(form.text)
        for specifier in format.specifiers
        where !specifier.isObject && !specifier.isStringsdictVariable {
          let location =
            entry.origin == .strings
            ? entry.location(ofValueRange: specifier.range, in: unit.source(of: entry))
            : entry.location(ofForm: form.label)
          offending.append((format.text(of: specifier.range), location))
        }
      }
      guard let first = offending.first else { continue }
      let more = offending.count > 1 ? " (and \(offending.count - 1) more)" : ""
      findings.add(
        self,
        "push key '\(key)' uses '\(first.written)'\(more); loc-args are strings, use '%@' or "
          + "'%n$@'",
        at: first.location, key: key)
    }
  }
}
