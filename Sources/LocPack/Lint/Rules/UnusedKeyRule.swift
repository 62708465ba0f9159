/// Reports a key of a base table that nothing uses: no code, no push payload or template,
/// no categories manifest, no `--keep` pattern.
struct UnusedKeyRule: LintRule {
  let id = "lint.unused-key"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A key of the base table is used by no code, push key or --keep pattern."
  let rationale = """
    Only with --sources, and only for tables the code looks keys up in. Every unused key \
    is translated again in every round. A key counts as used when a lookup names it, when \
    any string literal in the sources, or any <string> of a property list there (a \
    Settings bundle's Root.plist), equals it (keys passed through variables, enums or \
    generated wrappers), when a literal prefix or suffix of a key built at run time \
    (\"error.\\(code)\", \"\\(kind)_title\", \"error.\" + code; three bytes or more) \
    matches it, when a SwiftUI or String(localized:) literal whose interpolated types are not \
    evident has its shape (\"\\(n) photos\" for \"%lld photos\"), when a push payload, --push-keys/--payloads file, 'push.keys' or the \
    categories manifest names it, or when a --keep pattern (or 'keep' in the \
    configuration) matches it. A key that a generated accessor of a configured function \
    names (SwiftGen's 'static var title: String { L10n.tr(\"Localizable\", \"screen.title\") }') \
    is used only where code reads that member ('.title'). The finding points at the key in \
    the base table.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"USED\" = \"u\";\n\"error.404\" = \"e\";\n\"PUSH\" = \"p\";\n"),
        ExampleFile(
          "App/Main.swift",
          "let a = NSLocalizedString(\"USED\", comment: \"\")\n"
            + "let b = NSLocalizedString(\"error.\\(code)\", comment: \"\")\n"),
        pushKeys: ["PUSH"]),
      .triggering(
        strings("en", "\"screen.title\" = \"T\";\n↓\"screen.old\" = \"O\";\n"),
        ExampleFile(
          "App/Strings.swift",
          "enum L10n {\n"
            + "  static var title: String { L10n.tr(\"Localizable\", \"screen.title\") }\n"
            + "  static var old: String { L10n.tr(\"Localizable\", \"screen.old\") }\n}\n"),
        ExampleFile("App/View.swift", "label.text = L10n.title\n"),
        configuration: #"{ "functions": [{ "name": "L10n.tr", "key": 1, "table": 0 }] }"#),
      .triggering(
        strings("en", "\"USED\" = \"u\";\n↓\"OLD_TITLE\" = \"o\";\n\"KEPT_A\" = \"k\";\n"),
        strings("fr", "\"OLD_TITLE\" = \"o\";\n"),
        ExampleFile("App/Main.swift", "let a = NSLocalizedString(\"USED\", comment: \"\")\n"),
        configuration: #"{ "keep": ["KEPT_*"], "rules": { "lint.missing-key": "off" } }"#),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard let code = unit.context.code, unit.isBase, code.tables.contains(unit.table.name) else {
      return
    }
    let name = unit.table.name
    var used: Set<String> = []
    var prefixes: [String] = []
    var shaped: [CodeKeyUse] = []
    for use in code.uses where use.table == name || use.table == nil {
      if let key = use.key {
        if let accessor = use.accessor, !code.references(member: accessor) { continue }
        used.insert(key)
      } else if !use.shape.isEmpty {
        shaped.append(use)
      } else if !use.prefix.isEmpty {
        prefixes.append(use.prefix)
      }
    }
    let configuration = unit.context.configuration
    let categoryKeys = Set(
      unit.context.categories.map { manifest in manifest.table == name ? manifest.keys : [] }
        ?? [])
    for key in unit.locale.keys {
      guard let entry = unit.locale[key], !used.contains(key), !code.mentions(key),
        !unit.context.isPushKey(key, table: name), !categoryKeys.contains(key),
        !configuration.keep.contains(where: { $0.matches(key) }),
        !prefixes.contains(where: { key.hasPrefix($0) }),
        !shaped.contains(where: { $0.matchesShape(key) })
      else { continue }
      findings.add(
        self, "'\(key)' is used by no code, push key or --keep pattern", at: entry.location,
        key: key)
    }
  }
}
