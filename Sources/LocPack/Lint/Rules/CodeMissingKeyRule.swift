/// Reports a key that source code looks up and the base localization of its table lacks.
struct CodeMissingKeyRule: LintRule {
  let id = "lint.code-missing-key"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A key used in code is missing in the base table."
  let rationale = """
    With --sources, every NSLocalizedString, String(localized:), LocalizedStringResource, \
    Bundle.localizedString(forKey:), localizedStringForKey:, NSLocalizedStringFromTable, \
    SwiftUI literal (Text, Button, Label, Toggle, navigationTitle, …) and configured \
    'functions' call with a literal key is looked up in the base localization of its table \
    (Localizable unless the call names one). A missing symbolic key (INVITE_TITLE, \
    settings.title, welcomeMessage: no spaces, with a '_', '.' or '-' between words or a \
    camel hump) shows the raw key on the phone: an error. Keys without a letter, previews \
    (#Preview, PreviewProvider) and folders named *Tests are not checked. A key that is its own text \
    ("Cancel", "Delete %@?"), a SwiftUI literal or a call with a default value shows that \
    text untranslated: a warning. The finding points at the key in the code.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"INVITE_TITLE\" = \"Invite\";\n"),
        ExampleFile(
          "App/Invite.swift", "let title = NSLocalizedString(\"INVITE_TITLE\", comment: \"\")\n")),
      .triggering(
        strings("en", "\"INVITE_TITLE\" = \"Invite\";\n"),
        ExampleFile(
          "App/Invite.swift",
          "let title = NSLocalizedString(↓\"INVITE_TITEL\", comment: \"\")\nText(↓\"Hello\")\n")),
      .triggering(
        strings("en", "\"a\" = \"A\";\n"), strings("en", "\"b\" = \"B\";\n", table: "Chat"),
        ExampleFile(
          "App/Chat.m", "label.text = NSLocalizedStringFromTable(↓@\"chat.a\", @\"Chat\", nil);\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {}

  func check(_ check: CodeCheck, into findings: inout LintFindings) {
    guard !check.tables.isEmpty else { return }
    for use in check.code.uses {
      guard let key = use.key, let table = use.table, CodeKeyUse.hasLetter(key) else { continue }
      let bases = check.bases(of: table)
      let exists = check.tables[table] != nil
      if exists, bases.isEmpty { continue }  // no base to compare with
      if bases.contains(where: { $0[key] != nil }) { continue }
      let showsText = use.showsTextWhenMissing || !CodeKeyUse.isSymbolic(key)
      let place = exists ? "the base of table '\(table)'" : "any table: '\(table)' was not found"
      findings.add(
        self,
        "'\(key)' (\(use.form)) is missing in \(place); the phone shows "
          + (showsText ? "the text untranslated" : "the raw key"),
        at: use.location, key: key, locale: "", severity: showsText ? .warning : nil)
    }
  }
}
