/// Naming a message's keys and writing them into every localization.
extension MessageConverter {
  /// Which server language each app localization shows for `plan`, as a phone set to that
  /// localization's language would pick among the message's languages; the source language,
  /// untranslated, when none fits.
  func sources(_ plan: MessagePlan, tables: OptimizeTables) -> [(
    language: String, translated: Bool
  )] {
    let source = Self.normalized(options.sourceLanguage)
    return tables.localizations.map { localization in
      let language = localization == "Base" ? tables.developmentRegion : localization
      let choice = LanguageMatcher.choose(
        available: plan.languages, preferred: [language], developmentRegion: source)
      if choice.isFallback { return (source, false) }
      return (choice.localization, true)
    }
  }

  /// Names every key; a name another message took gets a hash of the message's ID, and a
  /// key the tables already have with other text skips the message.
  func name(
    _ plans: inout [MessagePlan], tables: OptimizeTables, conversion: inout MessageConversion
  ) {
    let existing = tables.readBack()
    let allKeys = tables.allKeys
    var taken: Set<String> = []
    var kept: [MessagePlan] = []
    // Most messages have the same languages: each set is matched once.
    var matched: [[String]: [(language: String, translated: Bool)]] = [:]
    for var plan in plans {
      if let known = matched[plan.languages] {
        plan.sources = known
      } else {
        plan.sources = sources(plan, tables: tables)
        matched[plan.languages] = plan.sources
      }
      var base = keyBase(plan.message)
      var names = plan.keys.map { base + suffix($0) }
      if names.contains(where: taken.contains) || Set(names).count != names.count {
        base += "_" + KeyNamer.hashKey(qualifiedID(plan.message))
        names = plan.keys.map { base + suffix($0) }
      }
      var conflict: String?
      for (index, name) in names.enumerated() {
        plan.keys[index].key = name
        guard allKeys.contains(name) else { continue }
        let values = self.values(plan.keys[index], plan: plan)
        if existing.indices.allSatisfy({ existing[$0][name] == values[$0] }) {
          plan.keys[index].reused = true
        } else {
          conflict = name
        }
      }
      if let conflict {
        conversion.skipped.append(
          MessageConversion.Skipped(
            id: plan.message.id,
            reason: "the app already has key \(conflict) with other text; remove it or pass "
              + "--key-prefix", location: plan.message.location))
        continue
      }
      taken.formUnion(names)
      kept.append(plan)
    }
    plans = kept
  }

  /// The key of a message before any plural suffix.
  ///
  /// A gettext message's ID is its source text: its key is made of that text's first
  /// ``maxSentenceWords`` words, placeholders left out, with a hash of the whole ID when
  /// words were cut.
  func keyBase(_ message: Gathered) -> String {
    let id = qualifiedID(message)
    switch options.keyStyle {
    case .id: return options.keyPrefix + id
    case .upperSnake:
      var out = ""
      var pendingSeparator = false
      var words = 0
      var cut = false
      let name = message.words.map { (message.context.map { $0 + " " } ?? "") + $0 } ?? id
      scan: for byte in name.utf8 {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
          UInt8(ascii: "0")...UInt8(ascii: "9"):
          if pendingSeparator || out.isEmpty {
            words += 1
            if message.words != nil, words > Self.maxSentenceWords {
              cut = true
              break scan
            }
          }
          if pendingSeparator, !out.isEmpty { out += "_" }
          pendingSeparator = false
          out.unicodeScalars.append(Unicode.Scalar(byte >= 0x61 ? byte - 32 : byte))
        default:
          pendingSeparator = true
        }
      }
      if cut { out += "_" + KeyNamer.hashKey(id) }
      if out.isEmpty { return options.keyPrefix + "MSG_" + KeyNamer.hashKey(id) }
      if out.utf8.count > 48 {
        var cut = String(out.utf8.prefix(40)) ?? out
        if let last = cut.lastIndex(of: "_") { cut = String(cut[..<last]) }
        out = cut + "_" + KeyNamer.hashKey(id)
      }
      return options.keyPrefix + out
    }
  }

  /// The most words of a gettext source text in its key.
  static let maxSentenceWords = 6

  /// The ID with its context as one string (`context|id`).
  func qualifiedID(_ message: Gathered) -> String {
    message.context.map { $0 + "|" + message.id } ?? message.id
  }

  /// `_ONE`, `_EQ0`, `_FEMALE` (`_one`, `_eq0`, `_female` for ID-style keys); empty
  /// without a plural or select.
  func suffix(_ key: PlannedKey) -> String {
    if let choice = key.choice { return suffix(choice: choice) }
    guard let selector = key.selector else { return "" }
    let text: String
    switch selector {
    case .category(let category): text = "_" + category.rawValue
    case .exact(let value): text = "_eq\(value)"
    }
    return options.keyStyle == .id ? text : text.uppercased()
  }

  /// A select case's suffix: `_` and the case, upper-cased for readable keys, `-` and `.`
  /// made `_` (`non-binary` → `_NON_BINARY`); a hash of the case when it has other bytes.
  func suffix(choice: String) -> String {
    var text = "_"
    for byte in choice.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"):
        text.unicodeScalars.append(Unicode.Scalar(byte))
      case UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."):
        text += "_"
      default:
        // A case in another script: a stable hash keeps keys ASCII.
        return "_" + KeyNamer.hashKey(choice)
      }
    }
    return options.keyStyle == .id ? text : text.uppercased()
  }

  /// A key's value in every localization.
  func values(_ key: PlannedKey, plan: MessagePlan) -> [String] {
    let source = Self.normalized(options.sourceLanguage)
    return plan.sources.map { key.formats[$0.language] ?? key.formats[source] ?? "" }
  }

  /// Adds every new key to every localization.
  ///
  /// ``name(_:tables:conversion:)`` gave every new key a name no table has, so a table
  /// refuses none; if one did, the message is skipped with an error. The tables are edited
  /// in place, each on a core of its own: a copy per message would cost the whole tables
  /// each time.
  func write(_ plans: [MessagePlan], into conversion: inout MessageConversion) {
    let source = Self.normalized(options.sourceLanguage)
    let developmentIndex = conversion.tables.developmentIndex
    let localizations = conversion.tables.localizations
    // Each plan's keys are made on a core of their own, then taken in plan order.
    let made = plans.parallelMap { plan in
      let sourceIndex =
        plan.sources.firstIndex { $0.language == source && $0.translated } ?? developmentIndex
      let translated = Set(plan.sources.indices.filter { plan.sources[$0].translated })
      let from = localizations[sourceIndex]
      return plan.keys.filter { !$0.reused }.map { key in
        let label =
          plan.message.id + ((key.choice ?? key.selector?.description).map { " (\($0))" } ?? "")
        return OptimizeTables.NewKey(
          key: key.key, values: values(key, plan: plan), translated: translated,
          source: sourceIndex, sourceComment: "Server message \(label)",
          needsTranslationComment: "Needs translation from \(from): server message \(label)")
      }
    }
    var keys: [OptimizeTables.NewKey] = []
    var owner: [Int] = []
    for (planIndex, planKeys) in made.enumerated() {
      keys += planKeys
      owner += repeatElement(planIndex, count: planKeys.count)
    }
    let failures = conversion.tables.insertAll(keys)
    var failed: [Int: String] = [:]
    for (index, error) in failures.sorted(by: { $0.key < $1.key }) where failed[owner[index]] == nil
    {
      failed[owner[index]] =
        "cannot add key \(keys[index].key) to \(error.path): \(error.description)"
    }
    let converted = plans.indices.filter { failed[$0] == nil }.map { plans[$0] }.parallelMap {
      self.converted($0)
    }
    var next = 0
    for (index, plan) in plans.enumerated() {
      guard let failure = failed[index] else {
        conversion.messages.append(converted[next])
        next += 1
        continue
      }
      conversion.skipped.append(
        MessageConversion.Skipped(
          id: plan.message.id, reason: failure, location: plan.message.location))
      conversion.diagnostics.append(
        Diagnostic(.error, id: "messages.table-insert", failure, at: plan.message.location))
    }
  }

  /// The report's row of a written plan.
  func converted(_ plan: MessagePlan) -> MessageConversion.Message {
    var longest = (language: plan.languages[0], literal: 0, key: 0)
    for language in plan.languages {
      guard let pattern = plan.message.patterns[language] else { continue }
      let count = plan.pluralVariable == nil ? nil : 5
      let choice = plan.selectVariable == nil ? nil : "other"
      let values = sampleValues(plan, count: count, choice: choice, variant: 0)
      let text = pattern.rendered(
        values: values, count: count, rules: rules(language))
      let key = keyFor(plan, count: count, choice: choice, language: language)
      let literal = Self.payloadBytes(text: text)
      if literal > longest.literal {
        let arguments = key.arguments.map { values[$0.name] ?? "" }
        longest = (language, literal, Self.payloadBytes(key: key.key, arguments: arguments))
      }
    }
    return MessageConversion.Message(
      id: plan.message.id, context: plan.message.context, pluralVariable: plan.pluralVariable,
      selectVariable: plan.selectVariable,
      keys: plan.keys.map { key in
        MessageConversion.Key(
          key: key.key, selector: key.selector, choice: key.choice, arguments: key.arguments,
          formats: plan.languages.compactMap { language in
            key.formats[language].map {
              MessageConversion.LanguageFormat(language: language, format: $0)
            }
          }, reused: key.reused)
      }, languages: plan.languages, literalBytes: longest.literal, keyBytes: longest.key,
      longestLanguage: longest.language)
  }

  /// The key a server picks for `count` or `choice` in `language`.
  ///
  /// The exact key for the count if the message has one, else the key of the count's
  /// category in the language's rules; for a select message, the key of the case `choice`,
  /// else of `other`.
  func keyFor(_ plan: MessagePlan, count: Int?, choice: String?, language: String)
    -> PlannedKey
  {
    plan.keys[keyIndex(plan, count: count, choice: choice, language: language)]
  }

  /// The position in `plan.keys` of ``keyFor(_:count:choice:language:)``'s key, for callers
  /// that read the key in place.
  func keyIndex(_ plan: MessagePlan, count: Int?, choice: String?, language: String) -> Int {
    // Keys are compared by position, so that no key is copied to be looked at.
    let keys = plan.keys
    func first(_ matches: (Int) -> Bool) -> Int? { keys.indices.first(where: matches) }
    if let choice, plan.selectVariable != nil {
      return first { keys[$0].choice == choice } ?? first { keys[$0].choice == "other" } ?? 0
    }
    guard let count, plan.pluralVariable != nil else { return 0 }
    if let exact = first({ keys[$0].selector == .exact(count) }) { return exact }
    let category = rules(language).category(for: count)
    return first { keys[$0].selector == .category(category) }
      ?? first { keys[$0].selector == .category(.other) } ?? 0
  }

  /// `{"aps":{"alert":"TEXT"}}`'s bytes.
  static func payloadBytes(text: String) -> Int {
    var out: [UInt8] = []
    JSONWriter.writeString(text, escapesSlashes: false, into: &out)
    return #"{"aps":{"alert":}}"#.utf8.count + out.count
  }

  /// `{"aps":{"alert":{"loc-key":KEY,"loc-args":[…]}}}`'s bytes.
  static func payloadBytes(key: String, arguments: [String]) -> Int {
    var out: [UInt8] = []
    JSONWriter.writeString(key, escapesSlashes: false, into: &out)
    var count = #"{"aps":{"alert":{"loc-key":}}}"#.utf8.count + out.count
    if !arguments.isEmpty {
      count += #","loc-args":[]"#.utf8.count + arguments.count - 1
      for argument in arguments {
        out.removeAll(keepingCapacity: true)
        JSONWriter.writeString(argument, escapesSlashes: false, into: &out)
        count += out.count
      }
    }
    return count
  }

  /// Every server language: the app localization its phones pick, warned of when not its
  /// own.
  func describeLanguages(_ messages: [Gathered], into conversion: inout MessageConversion) {
    var counts: [String: Int] = [:]
    var order: [String] = []
    for message in messages {
      for language in message.order {
        if counts[language] == nil { order.append(language) }
        counts[language, default: 0] += 1
      }
    }
    let tables = conversion.tables
    let source = Self.normalized(options.sourceLanguage)
    for language in order.sorted() {
      let choice = LanguageMatcher.choose(
        available: tables.localizations, preferred: [language],
        developmentRegion: tables.developmentRegion)
      // Its texts reach its phones when the localization they pick takes this language's
      // texts (see ``sources(_:tables:)``).
      let picked = choice.localization == "Base" ? tables.developmentRegion : choice.localization
      let filler = LanguageMatcher.choose(
        available: order, preferred: [picked], developmentRegion: source)
      let own = !choice.isFallback && (filler.isFallback ? source : filler.localization) == language
      conversion.languages.append(
        MessageConversion.Language(
          name: language, localization: choice.localization, isOwn: own,
          messages: counts[language] ?? 0))
      if !own {
        conversion.diagnostics.append(
          Diagnostic(
            .warning, id: "messages.language-not-in-app",
            "the app has no \(language) localization: phones set to \(language) show "
              + "\(choice.localization), so the catalog's \(language) texts do not reach them"))
      }
    }
  }
}
