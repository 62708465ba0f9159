/// Turns a server's message catalogs into app keys: one `loc-key` per message ID (one per
/// plural form), each language's text in the app localization of that language, and a
/// check that a phone shows what the server's own library renders.
///
/// No mining is needed: the message ID says which texts are one message in every language.
/// A plural message becomes one key per CLDR category that any of its languages uses, plus
/// one per exact `=N` branch (`KEY_ONE`, `KEY_FEW`, `KEY_OTHER`, `KEY_EQ0`); a language
/// without a category gets its `other` text under that key, so any key the server picks
/// reads grammatically. Push `loc-args` are strings, so `.stringsdict` rules are not relied
/// on.
///
/// Placeholders become `%@`, or `%n$@` where a language orders them otherwise. Each key's
/// arguments are ordered as the source language first uses them, and arguments some
/// languages leave out (a count in a `one` form) go last: a format that skips an argument
/// would make the phone show the next one in its place.
public struct MessageConverter: Sendable {
  /// How keys are named.
  public enum KeyStyle: String, CaseIterable, Hashable, Sendable {
    /// The ID in upper snake case (`notifications.like_photo` → `NOTIFICATIONS_LIKE_PHOTO`),
    /// shortened with a hash past 48 bytes.
    case upperSnake = "upper-snake"
    /// The ID itself.
    case id
  }

  /// What to convert and how.
  public struct Options: Hashable, Sendable {
    /// The language of texts the catalog does not name (a gettext `msgid`, a `.properties`
    /// file without a suffix), and the one every app localization without its own text
    /// gets, marked for translation.
    public var sourceLanguage: String
    /// How keys are named.
    public var keyStyle: KeyStyle
    /// Text put in front of every key.
    public var keyPrefix: String
    /// Only messages whose ID starts with one of these (all when empty).
    public var only: [String]

    /// Creates options: English source, upper-snake keys, no prefix, every message.
    public init(
      sourceLanguage: String = "en", keyStyle: KeyStyle = .upperSnake, keyPrefix: String = "",
      only: [String] = []
    ) {
      self.sourceLanguage = sourceLanguage
      self.keyStyle = keyStyle
      self.keyPrefix = keyPrefix
      self.only = only
    }
  }

  /// The options.
  public var options: Options
  /// Every language's plural rules, looked up once per run.
  var rulesByLanguage: [String: PluralRules] = [:]

  /// Creates a converter.
  public init(options: Options = Options()) { self.options = options }

  /// The counts every plural message is checked with.
  public static let checkedCounts = [0, 1, 2, 5, 21, 101]

  /// Converts `catalogs` into `tables` (every localization of the app).
  public func convert(_ catalogs: [MessageCatalog], tables: OptimizeTables) -> MessageConversion {
    var conversion = MessageConversion(tables: tables)
    for catalog in catalogs { conversion.diagnostics += catalog.diagnostics }
    var converter = self
    let gathered = converter.gather(catalogs, into: &conversion)
    converter.options.sourceLanguage = sourceLanguage(of: gathered, into: &conversion)
    for language in Set(gathered.flatMap(\.order) + [Self.normalized(options.sourceLanguage)]) {
      converter.rulesByLanguage[language] = PluralRules(locale: language)
    }
    return converter.convert(gathered, into: conversion)
  }

  /// The rest of ``convert(_:tables:)``, with every language's rules at hand.
  private func convert(_ gathered: [Gathered], into start: MessageConversion) -> MessageConversion {
    var conversion = start
    var plans: [MessagePlan] = []
    // Messages are planned independently, one per core; results are taken in order.
    let planned = gathered.parallelMap { message in
      var diagnostics: [Diagnostic] = []
      let result = plan(message, diagnostics: &diagnostics)
      return (result, diagnostics)
    }
    for (result, diagnostics) in planned {
      conversion.diagnostics += diagnostics
      switch result {
      case .success(let plan): plans.append(plan)
      case .failure(let skipped): conversion.skipped.append(skipped)
      }
    }
    name(&plans, tables: conversion.tables, conversion: &conversion)
    write(plans, into: &conversion)
    describeLanguages(gathered, into: &conversion)
    verify(plans, into: &conversion)
    if conversion.messages.isEmpty, !conversion.skipped.isEmpty {
      conversion.diagnostics.append(
        Diagnostic(
          .error, id: "messages.nothing-converted",
          "none of the \(conversion.skipped.count) messages was converted; see the reasons "
            + "in the report"))
    }
    conversion.diagnostics.sort { lhs, rhs in
      if lhs.severity != rhs.severity { return lhs.severity > rhs.severity }
      return (lhs.location?.description ?? "") < (rhs.location?.description ?? "")
    }
    return conversion
  }

  // MARK: - Texts

  /// Whether `--only` keeps an entry.
  func wanted(_ entry: MessageEntry) -> Bool {
    options.only.isEmpty || options.only.contains(where: { entry.id.hasPrefix($0) })
  }

  /// An entry's text parsed; the format's plural forms become one plural block.
  func pattern(of entry: MessageEntry, format: MessageCatalog.Format)
    -> Result<MessagePattern, MessagePatternError>
  {
    do {
      switch entry.text {
      case .single(let text):
        return .success(try MessagePattern.parse(text, syntax: entry.syntax))
      case .plural(let forms):
        var parsed: [MessagePlural.Form] = []
        for form in forms {
          let pattern = try MessagePattern.parse(form.text, syntax: entry.syntax)
          if pattern.parts.isEmpty { continue }
          parsed.append(MessagePlural.Form(form.selector, pattern))
        }
        if parsed.isEmpty { return .success(MessagePattern([])) }
        if !parsed.contains(where: { $0.selector == .category(.other) }) {
          // gettext has no string for a category without integers (Russian 'other' is for
          // fractions): its last form stands in, as `msgstr[nplurals-1]` is for the rest.
          if format == .gettext, let last = parsed.last {
            parsed.append(MessagePlural.Form(.category(.other), last.pattern))
          } else {
            return .failure(
              MessagePatternError(
                id: "messages.plural-without-other", "the plural forms have no 'other'",
                offset: 0))
          }
        }
        let variable = format == .gettext ? Self.gettextCount(parsed) : "count"
        return .success(
          MessagePattern([.plural(MessagePlural(variable: variable, forms: parsed))]))
      }
    } catch {
      return .failure(error)
    }
  }

  /// The argument that holds a gettext plural's count: the one integer conversion of its
  /// `other` form (`%d`, `%(count)d`), else `n`, the count gettext takes apart.
  static func gettextCount(_ forms: [MessagePlural.Form]) -> String {
    let other = forms.first { $0.selector == .category(.other) }?.pattern.parts ?? []
    var integers: [String] = []
    for case .argument(let name, let style?) in other where "diu".contains(style.suffix(1)) {
      if !integers.contains(name) { integers.append(name) }
    }
    return integers.count == 1 ? integers[0] : "n"
  }

  /// A text's constant parts, its placeholders left out.
  static func words(_ text: String, syntax: PlaceholderSyntax) -> String? {
    guard let pattern = try? MessagePattern.parse(text, syntax: syntax) else { return nil }
    var words = ""
    for case .text(let part) in pattern.parts { words += part + " " }
    return words
  }

  /// The source language: `--source-language` when the catalogs have it, else the one
  /// catalog language of the same base language (`en-US` for `en`), with a note.
  func sourceLanguage(of messages: [Gathered], into conversion: inout MessageConversion)
    -> String
  {
    let wanted = Self.normalized(options.sourceLanguage)
    let languages = Set(messages.flatMap(\.order))
    guard !languages.contains(wanted) else { return wanted }
    let base = { (tag: String) in tag.split(separator: "-").first.map { $0.lowercased() } }
    let same = languages.filter { base($0) == base(wanted) }
    guard same.count == 1, let found = same.first else { return wanted }
    conversion.diagnostics.append(
      Diagnostic(
        .note, id: "messages.source-language",
        "the catalogs have no \(wanted) texts; \(found) is the source language "
          + "(--source-language \(found) says so)"))
    return found
  }

  /// A language's plural rules.
  func rules(_ language: String) -> PluralRules {
    rulesByLanguage[language] ?? PluralRules(locale: language)
  }

  /// `pt_BR` → `pt-BR`.
  static func normalized(_ language: String) -> String {
    String(language.map { $0 == "_" ? "-" : $0 })
  }

  /// The place of a text's byte `offset`: on the text's line when the text has no line
  /// break before it (escapes in the file may shift it), else the text's start.
  static func location(_ start: SourceLocation, advancedBy offset: Int, in entry: MessageEntry)
    -> SourceLocation
  {
    let text: String
    switch entry.text {
    case .single(let value): text = value
    case .plural(let forms): text = forms.first?.text ?? ""
    }
    let prefix = text.utf8.prefix(offset)
    guard !prefix.contains(0x0A) else { return start }
    var location = start
    location.column += String(decoding: prefix, as: UTF8.self).unicodeScalars.count
    location.offset += prefix.count
    return location
  }
}
