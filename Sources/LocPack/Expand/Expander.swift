/// Expands push payloads against an app's localizations, following the device's rules.
///
/// - `title-loc-key`, `subtitle-loc-key`, `loc-key` and `action-loc-key` are looked up in
///   the chosen localization's table only: there is no fallback to another language. A key
///   missing from that table shows as the raw key (FACTS §2).
/// - Arguments fill `%@` and `%n$@` in order; too few render ``Options/missingArgument``
///   (`<null>`, as one device report shows), extra ones are ignored; `%%` is `%`.
/// - A key with a `.stringsdict` entry uses its plural form for the count in its argument,
///   read as a decimal. Whether pushes apply `.stringsdict` at all is unverified, so each use
///   is a warning that names the form chosen; ``Options/plurals`` turns the model off.
/// - Plain `title`, `subtitle` and `body` are shown as given; a string `alert` is the body.
///
/// Every fallback taken is an ``Expansion/Warning``. The formats of every table are compiled
/// once, when the expander is made, so each expansion is a dictionary lookup and one pass over
/// the compiled format.
///
/// ```swift
/// let bundle = try AppBundle.load(at: "Localizable")
/// let expander = Expander(bundle: bundle)
/// let shown = expander.expand(payload: payload, preferredLanguages: ["ja-JP", "en"])
/// shown.body   // "Mia Wongさんから音声メッセージ（0:42）"
/// ```
public struct Expander: Sendable {
  /// What to do with a `.stringsdict` entry met through a push key.
  public enum PluralHandling: String, Hashable, Sendable, CaseIterable {
    /// Choose the plural form for the count, as an app's own `localizedStringWithFormat`
    /// would (unverified for pushes; each use is a warning).
    case apply
    /// Do not apply plural rules: the format key is filled as a plain format, each
    /// `%#@variable@` showing its argument.
    case ignore
  }

  /// How the expander renders what the device leaves undefined.
  public struct Options: Hashable, Sendable {
    /// Rendering of missing arguments and of non-object specifiers.
    public var format: ExpansionOptions
    /// Whether `.stringsdict` plural forms apply.
    public var plurals: PluralHandling

    /// Creates options: `<null>` for a missing argument, plural forms applied.
    public init(format: ExpansionOptions = .init(), plurals: PluralHandling = .apply) {
      self.format = format
      self.plurals = plurals
    }
  }

  /// The table name pushes use (`Localizable`).
  public let tableName: String
  /// The app's localizations, for the language choice.
  public let localizations: [String]
  /// `CFBundleDevelopmentRegion`.
  public let developmentRegion: String
  /// The rendering options.
  public let options: Options

  let tables: [String: CompiledTable]

  /// Prepares an expander over one table of a bundle.
  ///
  /// - Parameters:
  ///   - bundle: The app's localizations.
  ///   - table: The table looked up, `Localizable` by default (the only one Apple names for
  ///     pushes).
  ///   - options: Rendering options.
  /// - Complexity: O(total length of the table's values in every localization).
  public init(bundle: AppBundle, table: String = "Localizable", options: Options = .init()) {
    self.tableName = table
    self.localizations = bundle.localizations
    self.developmentRegion = bundle.developmentRegion
    self.options = options
    // Tables compile independently, one per core.
    let region = bundle.developmentRegion
    let compiled = Array(bundle.tables(named: table)).parallelMap { pair in
      (pair.key, CompiledTable(pair.value, pluralLocale: pair.key == "Base" ? region : pair.key))
    }
    self.tables = Dictionary(uniqueKeysWithValues: compiled)
  }

  /// The localization a device with these preferred languages uses.
  public func chooseLanguage(_ preferredLanguages: [String]) -> LanguageChoice {
    LanguageMatcher.choose(
      available: localizations, preferred: preferredLanguages,
      developmentRegion: developmentRegion)
  }

  /// The compiled table of one localization, for repeated fast expansions; `nil` when the
  /// localization has no such table.
  public func table(for localization: String) -> CompiledTable? { tables[localization] }

  // MARK: - Payloads

  /// What the device shows for a payload.
  ///
  /// - Parameters:
  ///   - payload: A parsed payload.
  ///   - preferredLanguages: The device's languages, most preferred first (`["ja-JP", "en"]`).
  public func expand(payload: APNsPayload, preferredLanguages: [String]) -> Expansion {
    expand(alert: payload.aps?.alert, choice: chooseLanguage(preferredLanguages))
  }

  /// What the device shows for an `aps.alert` value in a chosen localization.
  public func expand(alert: APNsAlert?, choice: LanguageChoice) -> Expansion {
    var expansion = Expansion(choice: choice)
    if choice.isFallback {
      expansion.warnings.append(
        Warning(
          id: "expand.language-fallback",
          message: "no preferred language has a localization; \(choice.localization) is used"))
    }
    guard let alert else {
      expansion.hasAlert = false
      return expansion
    }
    let table = tables[choice.localization]
    switch alert {
    case .text(let text):
      expansion.body = text
    case .dictionary(let dictionary):
      var warnings = expansion.warnings
      expansion.title = field(
        .title, text: dictionary.title, key: dictionary.titleLocKey,
        arguments: dictionary.titleLocArgs, textName: "title", keyName: "title-loc-key",
        table: table, choice: choice, warnings: &warnings)
      expansion.subtitle = field(
        .subtitle, text: dictionary.subtitle, key: dictionary.subtitleLocKey,
        arguments: dictionary.subtitleLocArgs, textName: "subtitle",
        keyName: "subtitle-loc-key", table: table, choice: choice, warnings: &warnings)
      expansion.body = field(
        .body, text: dictionary.body, key: dictionary.locKey, arguments: dictionary.locArgs,
        textName: "body", keyName: "loc-key", table: table, choice: choice, warnings: &warnings)
      expansion.action = field(
        .action, text: nil, key: dictionary.actionLocKey, arguments: nil, textName: "",
        keyName: "action-loc-key", table: table, choice: choice, warnings: &warnings)
      if expansion.title == nil, expansion.subtitle == nil, expansion.body == nil {
        warnings.append(
          Warning(id: "expand.empty-alert", message: "the alert has no text; nothing is shown"))
      }
      expansion.warnings = warnings
    }
    return expansion
  }

  // MARK: - Keys

  /// The text of `key` in `localization` filled with `arguments`, and the fallbacks taken.
  ///
  /// A missing key yields the raw key and an `expand.missing-key` warning.
  public func text(
    forKey key: String, arguments: [String], localization: String,
    field: Expansion.Field? = nil
  ) -> (text: String, warnings: [Expansion.Warning]) {
    var warnings: [Expansion.Warning] = []
    let text = localize(
      key, arguments: arguments, table: tables[localization], localization: localization,
      field: field, warnings: &warnings)
    return (text, warnings)
  }

  /// Appends the text of `key` in `localization` filled with `arguments` to `buffer`, for
  /// checking many payloads quickly.
  ///
  /// Returns `false` when ``text(forKey:arguments:localization:field:)`` would warn (the
  /// text, or the raw key when the key is missing, is still appended). Nothing is allocated
  /// but the buffer's growth.
  @inlinable
  public func expandKey(
    _ key: String, arguments: [String], localization: String, into buffer: inout [UInt8]
  ) -> Bool {
    guard let table = table(for: localization) else {
      CompiledFormat.append(key, to: &buffer)
      return false
    }
    return table.expandKey(key, arguments: arguments, into: &buffer, options: options.format)
  }

  // MARK: - Fields

  private func field(
    _ field: Expansion.Field, text: String?, key: String?, arguments: [String]?,
    textName: String, keyName: String, table: CompiledTable?, choice: LanguageChoice,
    warnings: inout [Expansion.Warning]
  ) -> String? {
    guard let key else {
      if let arguments, !arguments.isEmpty {
        let argumentsName = String(keyName.dropLast(3)) + "args"
        warnings.append(
          Warning(
            id: "expand.unused-loc-args",
            message: "'\(argumentsName)' is given without '\(keyName)' and is ignored",
            field: field))
      }
      return text
    }
    if text != nil {
      warnings.append(
        Warning(
          id: "expand.text-ignored",
          message: "'\(textName)' is ignored because '\(keyName)' is set", field: field))
    }
    return localize(
      key, arguments: arguments ?? [], table: table, localization: choice.localization,
      field: field, warnings: &warnings)
  }

  func localize(
    _ key: String, arguments: [String], table: CompiledTable?, localization: String,
    field: Expansion.Field?, warnings: inout [Expansion.Warning]
  ) -> String {
    guard let table else {
      warnings.append(
        Warning(
          id: "expand.missing-key",
          message: "'\(key)' cannot be found: \(localization).lproj has no \(tableName) table; "
            + "the device shows the raw key", field: field))
      return key
    }
    guard let prepared = table.prepared(key) else {
      warnings.append(
        Warning(
          id: "expand.missing-key",
          message: "'\(key)' is not in \(localization).lproj/\(tableName); the device shows "
            + "the raw key", field: field))
      return key
    }
    let first = warnings.count
    let text: String
    switch prepared {
    case .format(let format):
      let result = format.expand(arguments: arguments, options: options.format)
      warnings.append(contentsOf: result.warnings.map { Self.warning($0, key: key, field: field) })
      text = result.text
    case .plural(let entry, let format):
      if options.plurals == .ignore {
        let result = format.expand(arguments: arguments, options: options.format)
        warnings.append(
          contentsOf: result.warnings.map { Self.warning($0, key: key, field: field) })
        text = result.text
      } else {
        text = PluralExpansion.expand(
          entry, format: format, arguments: arguments, locale: table.pluralLocale, key: key,
          field: field, options: options.format, warnings: &warnings)
      }
    }
    if warnings.count > first, let location = table.location(of: key) {
      for index in first..<warnings.count { warnings[index].location = location }
    }
    return text
  }

  typealias Warning = Expansion.Warning

  /// An `expand.*` warning for a format substitution problem.
  static func warning(_ warning: ExpansionWarning, key: String, field: Expansion.Field?)
    -> Expansion.Warning
  {
    let id: String
    switch warning.kind {
    case .missingArgument: id = "expand.missing-argument"
    case .unusedArguments: id = "expand.unused-arguments"
    case .nonObjectSpecifier: id = "expand.non-object-specifier"
    case .writebackIgnored: id = "expand.writeback"
    case .stringsdictVariable: id = "expand.stringsdict-variable"
    case .argumentsShifted: id = "expand.arguments-shifted"
    case .percentDropped: id = "expand.percent-dropped"
    case .formatFails: id = "expand.format-fails"
    case .rendersEmpty: id = "expand.renders-empty"
    case .truncated: id = "expand.text-truncated"
    }
    return Expansion.Warning(id: id, message: "'\(key)': " + warning.message, field: field)
  }
}
