/// One localization of one table, with its base, handed to every rule.
public struct LintUnit: Sendable {
  /// The table the localization belongs to.
  public var table: LintTable
  /// The localization checked.
  public var locale: LintLocale
  /// The base localization of the table; nil when this is the base or the table has none.
  public var base: LintLocale?
  /// Settings, push keys and categories.
  public var context: LintContext
  /// Each entry of the localization in key order, with the base's entry for the same key
  /// (nil when the base lacks it or this is the base): looked up once for every rule.
  public var pairs: [(entry: LintEntry, base: LintEntry?)] = []

  /// Creates a unit and pairs its entries with the base's.
  public init(table: LintTable, locale: LintLocale, base: LintLocale?, context: LintContext) {
    self.table = table
    self.locale = locale
    self.base = base
    self.context = context
    pairs.reserveCapacity(locale.keys.count)
    for key in locale.keys {
      guard let entry = locale.entries[key] else { continue }
      pairs.append((entry, base?.entries[key]))
    }
  }

  /// Whether this unit checks the base localization itself.
  public var isBase: Bool { table.base == locale.name }

  /// Whether translations are compared with the base here (not for the base itself, and not
  /// for `Base.lproj` when another localization is the base).
  public var comparesWithBase: Bool { base != nil && !isBase && locale.name != "Base" }

  /// The documents of this localization.
  public var documents: [LintDocument] { locale.documents.map { table.documents[$0] } }

  /// Calls `body` with each entry compared with the base whose value is text, that text, and
  /// the base's entry; with none when the localization is not compared with a base.
  func forEachTranslatedText(_ body: (LintEntry, String, LintEntry) -> Void) {
    guard comparesWithBase else { return }
    for pair in pairs {
      guard case .text(let text) = pair.entry.value, let base = pair.base else { continue }
      body(pair.entry, text, base)
    }
  }

  /// The source of the file an entry was read from, for placing ranges in values.
  public func source(of entry: LintEntry) -> SourceFile? {
    table.documents.first { $0.path == entry.path }?.source
  }
}

/// The findings rules add; the linter applies severities and settings afterwards.
public struct LintFindings: Sendable {
  /// What was found, with the rule's default severity.
  public private(set) var items: [ReportItem] = []
  /// The localization being checked.
  let locale: String

  init(locale: String) { self.locale = locale }

  /// Adds a finding of `rule`, with the rule's default severity unless `severity` says
  /// otherwise (the configuration still has the last word).
  public mutating func add(
    _ rule: any LintRule, _ message: String, at location: SourceLocation?, key: String? = nil,
    notes: [Diagnostic.Note] = [], locale: String? = nil, severity: Diagnostic.Severity? = nil
  ) {
    items.append(
      ReportItem(
        Diagnostic(
          severity ?? rule.defaultSeverity, id: rule.id, message, at: location, notes: notes),
        locale: locale.map { $0.isEmpty ? nil : $0 } ?? self.locale, key: key))
  }

  /// Adds a reader's diagnostic under its own id.
  public mutating func add(_ diagnostic: Diagnostic, key: String? = nil) {
    items.append(ReportItem(diagnostic, locale: locale, key: key))
  }
}
