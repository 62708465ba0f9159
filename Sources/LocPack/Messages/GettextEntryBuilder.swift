/// Turns the messages of a `.po` file into catalog entries: the header's language, charset and
/// plural forms, the source and translation entries, fuzzy notes and duplicate checks (the
/// rules are in ``GettextCatalog``'s discussion).
struct GettextEntryBuilder {
  private let source: SourceFile
  /// The file's language, nil for a template.
  private let language: String?
  private let header: GettextCatalog.Header?
  /// The language's rules and the header's forms mapped to them, worked out at the first
  /// plural message.
  private var plurals: (forms: GettextPluralForms?, mapping: [PluralCategory: Int])?
  private var firstOffsets: [String: Int] = [:]
  private var warnedNoLanguage = false
  private var warnedCountWithoutHeader = false

  /// The entries so far.
  private(set) var entries: [MessageEntry] = []
  /// The warnings and notes so far.
  private(set) var diagnostics: [Diagnostic] = []

  /// Reads the header among `messages` (the first with an empty `msgid` and no context).
  ///
  /// - Throws: `messages.po-charset` for a charset other than UTF-8 or ASCII.
  init(messages: [GettextMessage], source: SourceFile, language given: String? = nil)
    throws(MessageCatalogError)
  {
    self.source = source
    let headerMessage = messages.first { $0.isHeader }
    let header = headerMessage.flatMap { $0.translations.first.map(GettextCatalog.Header.init) }
    self.header = header
    if let charset = header?.charset, !GettextCatalog.Header.isReadable(charset: charset.text) {
      throw GettextCatalog.charsetError(charset, source: source)
    }
    if let given {
      language = given
    } else if source.path.lowercased().hasSuffix(".pot") {
      language = nil
    } else {
      language =
        header?.language?.text
        ?? CatalogPathLanguage.language(in: source.path, preference: .fileNameFirst)
    }
  }

  /// Adds a message's entries.
  ///
  /// - Throws: `messages.po-duplicate`, `messages.po-plural-forms`, `messages.po-plural-count`.
  mutating func add(_ message: GettextMessage) throws(MessageCatalogError) {
    let qualifiedID = (message.context.map { $0.text + "\u{4}" } ?? "") + message.id.text
    if let first = firstOffsets[qualifiedID] {
      let context = message.context.map { " in context '\($0.text)'" } ?? ""
      throw error(
        "messages.po-duplicate",
        "the message '\(message.id.text)'\(context) is already defined at line "
          + "\(source.location(at: first).line); msgfmt rejects duplicates",
        at: message.id.keywordOffset)
    }
    firstOffsets[qualifiedID] = message.id.keywordOffset
    if message.isHeader { return }
    let syntax = GettextCatalog.placeholderSyntax(
      flags: message.flags, id: message.id.text, idPlural: message.idPlural?.text)
    entries.append(sourceEntry(message, syntax: syntax))
    let translated = message.translations.contains { !$0.text.isEmpty }
    guard let language else {
      if translated, !warnedNoLanguage {
        warnedNoLanguage = true
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.po-language",
            "the file names no language (no 'Language:' header, no language in its path); "
              + "its translations are not read (--language FILE=LANG names it)",
            at: location(message.translations[0].stringOffset))
        )
      }
      return
    }
    var text = MessageEntry.Text.single(message.translations.first?.text ?? "")
    if message.idPlural != nil {
      text = .plural(try pluralForms(message, language: language))
    }
    guard translated else { return }
    if message.flags.contains(.fuzzy) {
      diagnostics.append(
        Diagnostic(
          .note, id: "messages.po-fuzzy",
          "the translation of '\(message.id.text)' is marked fuzzy and is not used",
          at: location(message.fuzzyOffset ?? message.id.keywordOffset)))
      return
    }
    entries.append(
      MessageEntry(
        id: message.id.text, context: message.context?.text, language: language, text: text,
        syntax: syntax, at: location(message.id.keywordOffset),
        textAt: location(message.translations[0].stringOffset)))
  }

  // MARK: - Entries

  private func sourceEntry(_ message: GettextMessage, syntax: PlaceholderSyntax) -> MessageEntry {
    var text = MessageEntry.Text.single(message.id.text)
    if let plural = message.idPlural {
      text = .plural([
        .init(.category(.one), message.id.text, at: location(message.id.stringOffset)),
        .init(.category(.other), plural.text, at: location(plural.stringOffset)),
      ])
    }
    return MessageEntry(
      id: message.id.text, context: message.context?.text, language: nil, text: text,
      syntax: syntax, at: location(message.id.keywordOffset),
      textAt: location(message.id.stringOffset))
  }

  /// The forms of a plural message's translation, by category, in `msgstr` order.
  private mutating func pluralForms(_ message: GettextMessage, language: String)
    throws(MessageCatalogError) -> [MessageEntry.PluralForm]
  {
    if self.plurals == nil { self.plurals = try resolvePlurals(language: language) }
    guard let plurals = self.plurals else { return [] }
    let translations = message.translations
    if let forms = plurals.forms, translations.count != forms.count {
      throw error(
        "messages.po-plural-count",
        "\(translations.count) plural forms, but the header's Plural-Forms says "
          + "nplurals=\(forms.count)", at: translations[0].keywordOffset)
    }
    if plurals.forms == nil {
      let count = plurals.mapping.count
      if translations.count != count, !warnedCountWithoutHeader {
        warnedCountWithoutHeader = true
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.po-plural-forms-mismatch",
            "\(translations.count) plural forms, but '\(language)' has \(count) categories and "
              + "there is no Plural-Forms header; the forms are taken in CLDR order "
              + "(zero, one, two, few, many, other)", at: location(translations[0].keywordOffset)))
      }
    }
    return plurals.mapping.filter { $0.value < translations.count }
      .sorted { a, b in a.value != b.value ? a.value < b.value : a.key < b.key }
      .map { category, index in
        .init(
          .category(category), translations[index].text,
          at: location(translations[index].stringOffset))
      }
  }

  /// The header's plural forms and their categories, or the categories in CLDR order.
  private mutating func resolvePlurals(language: String) throws(MessageCatalogError) -> (
    forms: GettextPluralForms?, mapping: [PluralCategory: Int]
  ) {
    let rules = PluralRules(locale: language)
    guard let value = header?.pluralForms else {
      var mapping: [PluralCategory: Int] = [:]
      for (index, category) in rules.categories.sorted().enumerated() { mapping[category] = index }
      return (nil, mapping)
    }
    let bytes = Array(value.text.utf8)
    do {
      let forms = try GettextPluralForms.parse(bytes)
      let mapping = try forms.categoryIndices(for: rules)
      if !mapping.mismatched.isEmpty {
        let names = mapping.mismatched.map(\.rawValue).joined(separator: ", ")
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.po-plural-forms-mismatch",
            "the Plural-Forms expression disagrees with CLDR's rules for '\(language)' "
              + "(\(names)); each category takes the form most of its numbers get",
            at: location(value.offset)))
      }
      return (forms, mapping.indices)
    } catch {
      throw self.error(
        "messages.po-plural-forms", "cannot use the Plural-Forms header: \(error.message)",
        at: value.offset + min(error.offset, bytes.count))
    }
  }

  // MARK: - Locations

  private func location(_ offset: Int) -> SourceLocation { source.location(at: offset) }

  private func error(_ id: String, _ message: String, at offset: Int) -> MessageCatalogError {
    MessageCatalogError(id: id, message, at: location(offset))
  }
}
