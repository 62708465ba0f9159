/// Planning a message's keys: which languages it keeps, its plural keys, each key's
/// arguments and each language's format.
extension MessageConverter {
  /// A message ready to be written.
  struct MessagePlan: Sendable {
    var message: Gathered
    /// The languages kept, the source first.
    var languages: [String]
    var pluralVariable: String?
    /// The argument whose value picks the key, for a message with an ICU select.
    var selectVariable: String?
    var keys: [PlannedKey]
    /// The server language whose text each app localization gets (by index), and whether
    /// that is a translation.
    var sources: [(language: String, translated: Bool)] = []
    /// Every argument name, for sample values (see ``argumentNames(_:)``).
    var argumentNames: [String] = []
    /// The arguments the server formats as numbers.
    var numericArguments: Set<String> = []
  }

  /// One key of a plan.
  struct PlannedKey: Sendable {
    var selector: PluralSelector?
    /// The select case the key is for.
    var choice: String?
    var arguments: [MessageConversion.Argument] = []
    /// The app format per language.
    var formats: [String: String] = [:]
    var key = ""
    var reused = false
  }

  /// The plan of one message, or why it is skipped.
  func plan(_ message: Gathered, diagnostics: inout [Diagnostic]) -> Result<
    MessagePlan, MessageConversion.Skipped
  > {
    let source = Self.normalized(options.sourceLanguage)
    func skip(_ reason: String) -> Result<MessagePlan, MessageConversion.Skipped> {
      .failure(
        MessageConversion.Skipped(id: message.id, reason: reason, location: message.location))
    }
    if let problem = message.unreadableSource {
      return skip("its \(source) text cannot be read: \(problem)")
    }
    guard let sourcePattern = message.patterns[source] else {
      return skip("it has no text in the source language (\(source))")
    }
    var languages = [source] + message.order.filter { $0 != source }
    func drop(_ language: String, id: String, _ text: String, severity: Diagnostic.Severity) {
      diagnostics.append(
        Diagnostic(
          severity, id: id, "message \(message.id) in \(language): \(text)",
          at: message.locations[language]))
      languages.removeAll { $0 == language }
    }
    // One plural or select choice per message, with one variable and no offset.
    let sourcePlurals = sourcePattern.plurals
    let sourceSelects = sourcePattern.selects
    if sourcePlurals.count + sourceSelects.count > 1 {
      return skip(
        "it has more than one plural or select choice; a key per choice is made for one "
          + "choice per message")
    }
    if sourcePlurals.first.map({ $0.offset != 0 }) ?? false {
      return skip("its plural has an ICU offset, which a key per category cannot show")
    }
    var variable = sourcePlurals.first?.variable
    let selectVariable = sourceSelects.first?.variable
    for language in languages.dropFirst() {
      let selects = message.patterns[language]?.selects ?? []
      if let select = selects.first,
        selects.count > 1 || select.variable != selectVariable
          || !(message.patterns[language]?.plurals.isEmpty ?? true)
      {
        drop(
          language, id: "messages.unsupported-select",
          selectVariable == nil
            ? "a select on '\(select.variable)', which the source text does not have; the "
              + "source text is used there"
            : "a select other than the source's one on '\(selectVariable ?? "")'; the source "
              + "text is used there", severity: .error)
        continue
      }
      let plurals = message.patterns[language]?.plurals ?? []
      if selectVariable != nil, !plurals.isEmpty {
        drop(
          language, id: "messages.unsupported-plural",
          "a plural where the source text selects on '\(selectVariable ?? "")'; the source "
            + "text is used there", severity: .error)
        continue
      }
      guard plurals.count <= 1, plurals.first?.offset ?? 0 == 0 else {
        drop(
          language, id: "messages.unsupported-plural",
          "more than one plural choice, or an offset; the source text is used there",
          severity: .error)
        continue
      }
      if let plural = plurals.first {
        if variable == nil { variable = plural.variable }
        if plural.variable != variable {
          drop(
            language, id: "messages.plural-variable-mismatch",
            "the plural counts '\(plural.variable)', the source '\(variable ?? "")'",
            severity: .error)
        }
      }
    }
    // Placeholders: none that the source lacks.
    var sourceNames = Set(sourcePattern.argumentNames)
    if let variable, sourcePattern.plurals.isEmpty == false { sourceNames.insert(variable) }
    for language in languages.dropFirst() {
      guard let pattern = message.patterns[language] else { continue }
      let names = pattern.argumentNames
      if let extra = names.first(where: { !sourceNames.contains($0) && $0 != variable }) {
        drop(
          language, id: "messages.placeholder-mismatch",
          "the placeholder '\(extra)' is not in the source text; the source text is used there",
          severity: .error)
        continue
      }
      if variable == nil, selectVariable == nil,
        let missing = sourcePattern.argumentNames.first(where: {
          !names.contains($0)
        })
      {
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.placeholder-missing",
            "message \(message.id) in \(language) leaves out the placeholder '\(missing)'",
            at: message.locations[language]))
      }
    }
    // Plural forms a language's rules use and its text lacks.
    for language in languages {
      guard let plural = message.patterns[language]?.plurals.first else { continue }
      let rules = rules(language)
      for category in rules.categories.sorted() where plural.form(.category(category)) == nil {
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.plural-form-missing",
            "message \(message.id) in \(language) has no '\(category.rawValue)' form, which "
              + "its plural rules use; the 'other' text stands in",
            at: message.locations[language]))
      }
    }
    var plan = MessagePlan(
      message: message, languages: languages, pluralVariable: variable,
      selectVariable: selectVariable, keys: [])
    if selectVariable != nil {
      let cases = Self.cases(message, languages: languages)
      let suffixes = cases.map { suffix(choice: $0) }
      if let repeated = suffixes.first(where: { suffix in suffixes.count { $0 == suffix } > 1 }) {
        return skip(
          "two of its select cases make the same key suffix \(repeated); rename one")
      }
      plan.keys = cases.map { PlannedKey(selector: nil, choice: $0) }
    } else {
      for selector in selectors(message, languages: languages, plural: variable != nil) {
        plan.keys.append(PlannedKey(selector: selector))
      }
    }
    // Arguments and formats; a language whose format would skip an argument is dropped.
    while true {
      var gap: String?
      for index in plan.keys.indices {
        gap = fill(&plan.keys[index], message: message, languages: plan.languages)
        if gap != nil { break }
      }
      guard let language = gap else { break }
      if language == source {
        return skip(
          "its \(source) text leaves out an argument between two others in one form, "
            + "which a phone would fill with the next one")
      }
      drop(
        language, id: "messages.argument-gap",
        "a form leaves out an argument between two others, which a phone would fill with the "
          + "next one; the source text is used there", severity: .warning)
      plan.languages = languages
    }
    (plan.argumentNames, plan.numericArguments) = Self.argumentNames(plan)
    return .success(plan)
  }

  /// The keys' selectors: nil alone without plurals; else every exact branch written, then
  /// every category any language's rules use.
  func selectors(_ message: Gathered, languages: [String], plural: Bool) -> [PluralSelector?] {
    guard plural else { return [nil] }
    var selectors: Set<PluralSelector> = [.category(.other)]
    for language in languages {
      for category in rules(language).categories {
        selectors.insert(.category(category))
      }
      for form in message.patterns[language]?.plurals.first?.forms ?? [] {
        if case .exact = form.selector { selectors.insert(form.selector) }
      }
    }
    return selectors.sorted()
  }

  /// A select message's cases: the source's in the order written, then those other
  /// languages add; `other` last.
  static func cases(_ message: Gathered, languages: [String]) -> [String] {
    var cases: [String] = []
    for language in languages {
      for select in message.patterns[language]?.selects ?? [] {
        for choice in select.cases where choice.name != "other" && !cases.contains(choice.name) {
          cases.append(choice.name)
        }
      }
    }
    return cases + ["other"]
  }

  /// A plural block's branch for a key in one language.
  static func branch(_ plural: MessagePlural, for selector: PluralSelector?, rules: PluralRules)
    -> MessagePattern?
  {
    let other = plural.form(.category(.other))
    switch selector {
    case nil: return other
    case .exact(let value)?:
      return plural.form(.exact(value)) ?? plural.form(.category(rules.category(for: value)))
        ?? other
    case .category(let category)?:
      // As `rules.categories.contains(category)`, without building the set for every key.
      guard category == .other || rules.rules.contains(where: { $0.category == category })
      else { return other }
      return plural.form(.category(category)) ?? other
    }
  }

  /// Fills a key's arguments and formats; returns a language whose format would skip an
  /// argument, if any.
  ///
  /// Languages are taken by their place in `languages` throughout: a message has one
  /// pattern, one list of arguments and one format per language.
  func fill(_ key: inout PlannedKey, message: Gathered, languages: [String]) -> String? {
    // The pattern with the key's branch chosen, and the arguments it uses in order.
    var flat: [MessagePattern?] = []
    var used: [[String]?] = []
    flat.reserveCapacity(languages.count)
    used.reserveCapacity(languages.count)
    for language in languages {
      guard let pattern = message.patterns[language] else {
        flat.append(nil)
        used.append(nil)
        continue
      }
      let chosen: MessagePattern?
      if let choice = key.choice {
        chosen = pattern.selecting(case: choice)
      } else {
        let rules = rules(language)
        chosen = pattern.selecting { Self.branch($0, for: key.selector, rules: rules) }
      }
      flat.append(chosen)
      used.append(chosen?.argumentNames)
    }
    // Every argument in order of first use, with the first style written for it.
    var names: [String] = []
    var styles: [String?] = []
    for pattern in flat {
      for part in pattern?.parts ?? [] {
        guard case .argument(let name, let style) = part else { continue }
        if let known = names.firstIndex(of: name) {
          if styles[known] == nil { styles[known] = style }
        } else {
          names.append(name)
          styles.append(style)
        }
      }
    }
    // Arguments some languages leave out go last, the fewer languages the earlier.
    let omitted = names.map { name in
      used.count { !($0?.contains(name) ?? true) }
    }
    let places = names.indices.sorted { (omitted[$0], $0) < (omitted[$1], $1) }
    let order = places.map { names[$0] }
    key.arguments = places.map { MessageConversion.Argument(name: names[$0], style: styles[$0]) }
    key.formats = [:]
    key.formats.reserveCapacity(languages.count)
    for (index, language) in languages.enumerated() {
      guard let pattern = flat[index] else { continue }
      // The arguments used must be the first ones of `order`, with none skipped.
      var count = 0
      var highest = -1
      for name in used[index] ?? [] {
        guard let position = order.firstIndex(of: name) else { continue }
        count += 1
        highest = max(highest, position)
      }
      if highest >= 0, highest + 1 != count { return language }
      key.formats[language] = pattern.appFormat(order: order)
    }
    return nil
  }
}
