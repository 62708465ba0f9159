// MARK: - Building a card

extension PreviewRenderer {
  /// What one card collects on the way: warnings and the keys shown raw.
  struct Findings {
    var warnings: [Expansion.Warning] = []
    var rawKeys: [String] = []
  }

  func render(
    _ payload: APNsPayload, _ expansion: Expansion, source: String, diagnostics: [Diagnostic]
  ) -> Output {
    let localization = expansion.localization
    var findings = Findings(warnings: expansion.warnings)
    for warning in expansion.warnings where warning.id == "expand.missing-key" {
      if let field = warning.field, let text = expansion[field] { findings.rawKeys.append(text) }
    }
    for diagnostic in diagnostics where diagnostic.severity >= .warning {
      findings.warnings.append(Expansion.Warning(id: diagnostic.id, message: diagnostic.message))
    }
    let limit = options.pushType.limit
    let bytes = payload.size.asGiven
    let caption = TerminalSanitizer.sanitize(source) + " · " + expansion.localeSummary
    let footer = footerLine(bytes: bytes, minified: payload.size.minified, limit: limit)
    guard expansion.hasAlert else {
      let text = noAlertText(caption: caption, footer: footer, warnings: findings.warnings)
      return Output(
        caption: caption, localization: localization, card: nil, bytes: bytes, limit: limit,
        warnings: findings.warnings, rawKeys: findings.rawKeys, text: text)
    }
    let actions = buttons(
      category: payload.aps?.category, localization: localization, &findings)
    var shown = [expansion.title, expansion.subtitle, expansion.body].compactMap { $0 }
    shown += actions.flatMap { [$0.title, $0.textInput?.buttonTitle, $0.textInput?.placeholder] }
      .compactMap { $0 }
    if shown.contains(where: Self.holdsTerminalControls) {
      findings.warnings.append(
        Expansion.Warning(
          id: "preview.terminal-controls",
          message: "the text holds terminal control or bidi override characters, shown here "
            + "as visible stand-ins"))
    }
    let card = NotificationCard(
      appName: appName(localization), title: expansion.title, subtitle: expansion.subtitle,
      body: expansion.body ?? "", style: options.style, width: options.width, actions: actions,
      footer: [footer], warnings: findings.warnings.map(\.description),
      rtl: shown.contains(where: TextLayout.containsRightToLeft), colour: options.colour)
    var drawn = card.render()
    if options.colour && !findings.rawKeys.isEmpty {
      drawn = Self.highlight(findings.rawKeys, in: drawn)
    }
    return Output(
      caption: caption, localization: localization, card: card, bytes: bytes, limit: limit,
      warnings: findings.warnings, rawKeys: findings.rawKeys, text: caption + "\n" + drawn)
  }

  // MARK: - Actions

  /// The localized buttons of `category`, or none (with a warning when it is unknown).
  func buttons(category: String?, localization: String, _ findings: inout Findings)
    -> [NotificationCard.ActionButton]
  {
    guard let category else { return [] }
    guard let manifest else {
      findings.warnings.append(
        Expansion.Warning(
          id: "preview.no-manifest",
          message: "no categories manifest is loaded, so the buttons of category "
            + "'\(category)' are not shown"))
      return []
    }
    guard let registered = manifest[category] else {
      findings.warnings.append(
        Expansion.Warning(
          id: "preview.unknown-category",
          message: "category '\(category)' is not in the manifest; the device shows no buttons"))
      return []
    }
    return registered.actions.map { action in
      func localized(_ key: String) -> String {
        actionText(key, action: action.identifier, localization: localization, &findings)
      }
      let title = localized(action.titleKey)
      let input = action.textInput.map { input in
        NotificationCard.ActionButton.TextInput(
          buttonTitle: localized(input.buttonTitleKey),
          placeholder: input.placeholderKey.map(localized) ?? "")
      }
      return NotificationCard.ActionButton(
        title: title, isDestructive: action.options.contains(.destructive),
        isForeground: action.options.contains(.foreground),
        requiresAuthentication: action.options.contains(.authenticationRequired),
        textInput: input)
    }
  }

  /// The value of an action key in the localization's table, as the app's
  /// `NSLocalizedString` returns it (no formatting); the raw key when it is missing.
  func actionText(
    _ key: String, action: String, localization: String, _ findings: inout Findings
  ) -> String {
    let table = manifest?.table ?? "Localizable"
    if let entry = bundle.table(named: table, localization: localization)?[key] {
      return entry.value.format
    }
    findings.rawKeys.append(key)
    findings.warnings.append(
      Expansion.Warning(
        id: "preview.missing-action-key",
        message: "action '\(action)': '\(key)' is not in \(localization).lproj/\(table); the app "
          + "shows the raw key"))
    return key
  }

  // MARK: - Text

  /// The header name: the option, else the bundle's `InfoPlist.strings`, else `App`.
  func appName(_ localization: String) -> String {
    if let name = options.appName { return name }
    for place in [localization, bundle.developmentRegion] {
      let table = bundle.table(named: "InfoPlist", localization: place)
      for key in ["CFBundleDisplayName", "CFBundleName"] {
        if let value = table?[key]?.value.format, !value.isEmpty { return value }
      }
    }
    return "App"
  }

  /// `307 / 4096 bytes (alert)`, with `, N over` and `, M minified` when they apply.
  func footerLine(bytes: Int, minified: Int, limit: Int) -> String {
    var line = "\(bytes) / \(limit) bytes (\(options.pushType.rawValue))"
    if bytes > limit { line += ", \(bytes - limit) over" }
    if minified != bytes { line += ", \(minified) minified" }
    return line
  }

  /// The block printed for a push without an alert.
  func noAlertText(caption: String, footer: String, warnings: [Expansion.Warning]) -> String {
    var lines = [caption, "(no alert: the device shows nothing for this push)", footer]
    for warning in warnings {
      let line = "warning: " + TerminalSanitizer.sanitize(warning.description)
      lines.append(options.colour ? "\u{1B}[33m" + line + "\u{1B}[0m" : line)
    }
    return lines.joined(separator: "\n") + "\n"
  }

  /// Whether `text` holds a scalar the sanitizer replaces by a visible stand-in (TAB and
  /// line breaks are layout, not control).
  static func holdsTerminalControls(_ text: String) -> Bool {
    text.unicodeScalars.contains { scalar in
      guard let replacement = TerminalSanitizer.replacement(for: scalar) else { return false }
      return replacement != " " && replacement != "\n"
    }
  }

  /// Puts each raw key shown inside the card's rows in reverse video.
  static func highlight(_ keys: [String], in drawn: String) -> String {
    let cleaned = Set(keys.map(TerminalSanitizer.sanitize)).filter { !$0.isEmpty }
    let lines = drawn.split(separator: "\n", omittingEmptySubsequences: false).map { line in
      guard line.hasPrefix("│ ") else { return String(line) }
      var text = String(line)
      for key in cleaned.sorted(by: { $0.count > $1.count }) {
        text = text.replacingOccurrences(of: key, with: "\u{1B}[7m" + key + "\u{1B}[27m")
      }
      return text
    }
    return lines.joined(separator: "\n")
  }
}
