/// Reports a key of the base localization that a translation lacks.
struct MissingKeyRule: LintRule {
  let id = "lint.missing-key"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A key of the base localization is missing in a translation."
  let rationale = """
    There is no per-key fallback to another language: a key missing from the chosen table \
    shows the raw key (or the development-language value only when the code passes one). \
    That is an error for a symbolic key (`INVITE_TITLE`); a key that is its own base text \
    (`"Cancel" = "Cancel"`) is a warning, since the phone then shows that text, untranslated. \
    The finding points at the base definition's table in the translation's folder.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"A\";\n"), strings("fr", "\"a\" = \"À\";\n")),
      .triggering(
        strings("en", "\"a\" = \"A\";\n↓\"b\" = \"B\";\n"), strings("fr", "\"a\" = \"À\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase, let base = unit.base else { return }
    let file = unit.documents.first { $0.kind == .strings }?.path
    let fileName = file.map { " (\($0.lastComponents))" } ?? ""
    for key in base.keys where unit.locale[key] == nil {
      guard let entry = base[key] else { continue }
      let showsItself = entry.value == .text(key)
      let consequence = showsItself ? "; phones show the base text, untranslated" : ""
      findings.add(
        self, "'\(key)' is missing in '\(unit.locale.name)'\(fileName)\(consequence)",
        at: entry.location, key: key, severity: showsItself ? .warning : nil)
    }
  }
}

extension String {
  /// The last two components of a path (`fr.lproj/Localizable.strings`).
  var lastComponents: String {
    split(separator: "/").suffix(2).joined(separator: "/")
  }
}
