/// Checks every localization of every table against its base and reports findings.
///
/// ```swift
/// let documents = LintLoader.load(try LintLoader.inputs(under: "App"))
/// let result = Linter(context: LintContext()).lint(documents)
/// ```
/// Rules run per localization of each table, on every core. Findings get the severity the
/// configuration gives their id (`off` drops them), ignored keys are dropped, and the result
/// is sorted by file and position.
public struct Linter: Sendable {
  /// Every rule, in the order `locpack lint --rules` lists them.
  public static let rules: [any LintRule] = [
    SyntaxRule(),
    MissingKeyRule(),
    ExtraKeyRule(),
    EmptyValueRule(),
    UntranslatedRule(),
    FormatCrashRule(),
    FormatCosmeticRule(),
    FormatMixedPositionalRule(),
    FormatWidthRule(),
    PluralMissingCategoryRule(),
    PluralUnusedCategoryRule(),
    PluralMissingOtherRule(),
    CatalogStateRule(),
    CatalogShouldNotTranslateRule(),
    CatalogSubstitutionRule(),
    WhitespaceRule(),
    UnbalancedBracketsRule(),
    ForeignPlaceholderRule(),
    InvisibleCharacterRule(),
    PushMissingKeyRule(),
    PushFormatRule(),
    PushLengthRule(),
    PushPluralRule(),
    CategoryTitleRule(),
    CategoryActionCountRule(),
    MixedEncodingRule(),
  ]

  /// Reader diagnostics whose default severity the linter raises.
  public static let readerSeverities: [String: Diagnostic.Severity] = [
    "strings.utf16-without-bom": .error
  ]

  /// The rule with this id.
  public static func rule(id: String) -> (any LintRule)? {
    rules.first { $0.id == id }
  }

  /// Settings, push keys and categories.
  public var context: LintContext

  /// Creates a linter.
  public init(context: LintContext = LintContext()) {
    self.context = context
  }

  /// Lints documents already read.
  public func lint(_ documents: [LintDocument]) -> LintResult {
    let tables = LintTable.group(documents, base: context.configuration.base)
    var units: [(table: Int, locale: String)] = []
    for (index, table) in tables.enumerated() {
      for name in table.localeNames { units.append((index, name)) }
    }
    let rules = Self.rules
    let context = self.context
    let perUnit = units.parallelMap { id in
      // Units are built on the worker, so pairing entries with the base runs in parallel.
      let index = id.table
      guard let locale = tables[index].locales[id.locale] else { return [ReportItem]() }
      let table = tables[index]
      let base = table.base.flatMap { table.locales[$0] }
      let unit = LintUnit(
        table: table, locale: locale, base: locale.name == table.base ? nil : base,
        context: context)
      var findings = LintFindings(locale: unit.locale.name)
      for rule in rules { rule.check(unit, into: &findings) }
      return findings.items
    }
    var items: [ReportItem] = []
    for table in tables where table.locales.isEmpty || table.catalog != nil {
      for document in table.documents { items += document.diagnostics.map { ReportItem($0) } }
    }
    for list in perUnit { items += list }
    return LintResult(items: settle(items), documents: documents, tables: tables)
  }

  /// Applies severities and ignored keys.
  func settle(_ items: [ReportItem]) -> [ReportItem] {
    let configuration = context.configuration
    let syntaxOn = configuration.severity(of: SyntaxRule().id, default: .error, locale: nil) != nil
    var result: [ReportItem] = []
    result.reserveCapacity(items.count)
    for var item in items {
      let id = item.diagnostic.id
      let isRule = id.hasPrefix("lint.")
      if !isRule, !syntaxOn { continue }
      if let key = item.key, configuration.ignores(key: key, locale: item.locale) { continue }
      let fallback =
        isRule ? item.diagnostic.severity : (Self.readerSeverities[id] ?? item.diagnostic.severity)
      guard let severity = configuration.severity(of: id, default: fallback, locale: item.locale)
      else { continue }
      item.diagnostic.severity = severity
      result.append(item)
    }
    return result.sortedForReport()
  }
}

/// What ``Linter/lint(_:)`` found.
public struct LintResult: Sendable {
  /// The findings, sorted by file and position.
  public var items: [ReportItem]
  /// The files read.
  public var documents: [LintDocument]
  /// The tables formed from them.
  public var tables: [LintTable]

  /// The decoded sources by path, for excerpts.
  public var sources: [String: SourceFile] {
    var result: [String: SourceFile] = [:]
    for document in documents {
      if let source = document.source { result[document.path] = source }
    }
    return result
  }

  /// Every file checked.
  public var checkedFiles: [String] { documents.map(\.path) }
}
