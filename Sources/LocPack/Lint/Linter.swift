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
    CodeMissingKeyRule(),
    UnusedKeyRule(),
    DynamicKeyRule(),
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
    let perUnit = units.parallelMap { id -> ([ReportItem], ReportCoverage?) in
      // Units are built on the worker, so pairing entries with the base runs in parallel.
      let index = id.table
      guard let locale = tables[index].locales[id.locale] else { return ([], nil) }
      let table = tables[index]
      let base = table.base.flatMap { table.locales[$0] }
      let unit = LintUnit(
        table: table, locale: locale, base: locale.name == table.base ? nil : base,
        context: context)
      var findings = LintFindings(locale: unit.locale.name)
      for rule in rules { rule.check(unit, into: &findings) }
      // Severities and ignored keys are settled here, on the worker; only the sort waits.
      return (settled(findings.items), Self.coverage(of: unit))
    }
    var items: [ReportItem] = []
    for table in tables where table.locales.isEmpty || table.catalog != nil {
      for document in table.documents { items += document.diagnostics.map { ReportItem($0) } }
    }
    items = settled(items)
    for (list, _) in perUnit { items += list }
    if let code = context.code {
      let check = CodeCheck(code: code, tables: tables, context: context)
      var findings = LintFindings(locale: "")
      for rule in rules { rule.check(check, into: &findings) }
      items += settled(findings.items)
      items += settled(code.diagnostics.map { ReportItem($0) })
    }
    let coverage = ReportCoverage.merged(perUnit.compactMap(\.1))
    items += settled(coverageFindings(coverage, tables: tables))
    return LintResult(
      items: items.sortedForReport(), documents: documents, tables: tables, coverage: coverage,
      codeSources: context.code?.sources ?? [:])
  }

  /// How many of the base's keys a localization translates, leaves out, or keeps in the
  /// base's words.
  ///
  /// Nil where the localization is not compared with a base. Ignored keys do not count; in a
  /// regional variant of the base's language an unchanged text counts as translated.
  static func coverage(of unit: LintUnit) -> ReportCoverage? {
    guard unit.comparesWithBase, let base = unit.base else { return nil }
    let configuration = unit.context.configuration
    // A regional variant (en-GB of en) may keep most of its base's words.
    let sameLanguage =
      UntranslatedRule.language(unit.locale.name) == UntranslatedRule.language(base.name)
    var row = ReportCoverage(
      localization: unit.locale.name, keys: 0, translated: 0, missing: 0, untranslated: 0)
    let name = unit.locale.name
    // The pairs hold each key of the localization with the base's entry: the base's keys that
    // have one are the keys present, and the others are missing.
    let ignoresKeys =
      !configuration.ignoreKeys.isEmpty
      || !(configuration.locales[name]?.ignoreKeys.isEmpty ?? true)
    if ignoresKeys {
      for key in base.keys where base.entries[key] != nil {
        if !configuration.ignores(key: key, locale: name) { row.keys += 1 }
      }
    } else {
      // Every key of a localization has its entry (``LintLocale/insert(_:)`` adds both).
      row.keys = base.keys.count
    }
    var present = 0
    for pair in unit.pairs {
      guard let baseEntry = pair.base,
        !ignoresKeys || !configuration.ignores(key: pair.entry.key, locale: name)
      else { continue }
      present += 1
      if !sameLanguage,
        UntranslatedRule.isUntranslated(
          pair.entry, base: baseEntry, allow: configuration.untranslatedAllow)
      {
        row.untranslated += 1
      } else {
        row.translated += 1
      }
    }
    row.missing = row.keys - present
    return row
  }

  /// An error for each localization below its `minCoverage`, at its first table.
  func coverageFindings(_ coverage: [ReportCoverage], tables: [LintTable]) -> [ReportItem] {
    var found: [ReportItem] = []
    for row in coverage {
      guard let minimum = context.configuration.minCoverage(for: row.localization),
        row.percent < minimum
      else { continue }
      let path = tables.lazy.compactMap { table in
        table.locales[row.localization].flatMap { locale in
          locale.documents.first.map { table.documents[$0].path }
        }
      }.first
      let minimumText = minimum == minimum.rounded() ? String(Int(minimum)) : String(minimum)
      found.append(
        ReportItem(
          Diagnostic(
            .error, id: Self.coverageID,
            "'\(row.localization)' translates \(row.percentText)% of the base's keys "
              + "(\(row.missing) missing, \(row.untranslated) untranslated), below the "
              + "minimum of \(minimumText)%", at: path.map { SourceLocation.wholeFile($0) }),
          locale: row.localization))
    }
    return found
  }

  /// The id of a localization below its minimum coverage.
  public static let coverageID = "lint.coverage"

  /// Applies severities and ignored keys, and sorts.
  func settle(_ items: [ReportItem]) -> [ReportItem] {
    settled(items).sortedForReport()
  }

  /// Applies severities and ignored keys, keeping the order.
  func settled(_ items: [ReportItem]) -> [ReportItem] {
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
    return result
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
    var result = codeSources
    for document in documents {
      if let source = document.source { result[document.path] = source }
    }
    return result
  }

  /// Every file checked.
  public var checkedFiles: [String] { documents.map(\.path) }
  /// Each localization's share of translated keys, by name.
  public var coverage: [ReportCoverage] = []
  /// The source files that hold uses of keys (`--sources`), by path, for excerpts.
  public var codeSources: [String: SourceFile] = [:]
}
