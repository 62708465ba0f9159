/// The settings of `locpack lint`, read from `.locpack.json`.
///
/// ```json
/// {
///   "base": "en",
///   "rules": { "lint.untranslated": "off", "lint.push-length": "error" },
///   "ignore": { "paths": ["Pods/**"], "keys": ["DEBUG_*"] },
///   "locales": { "ja": { "rules": { "lint.push-length": "off" }, "ignoreKeys": ["LEGAL_*"] } },
///   "push": { "table": "Localizable", "keys": ["NEW_MESSAGE"], "keyPatterns": ["PUSH_*"],
///             "lengthRatio": 2.0, "payloads": ["payloads.jsonl"], "categories": "categories.json" },
///   "untranslated": { "allow": ["Pebble"] },
///   "functions": [{ "name": "L10n.tr", "key": 1, "table": 0 }],
///   "keep": ["server.error.*"],
///   "catalog": { "states": ["new", "needs_review", "stale"] },
///   "limits": { "maxInputSize": "64MiB", "maxDepth": 64, "maxStringLength": "256KiB",
///               "maxObjects": 1000000 }
/// }
/// ```
/// Members whose name starts with `//` are comments. Any other unknown member is an error
/// that points at it.
public struct LintConfiguration: Hashable, Sendable {
  /// Rule or reader-diagnostic severities; nil turns the id off.
  public typealias SeverityMap = [String: Diagnostic.Severity?]

  /// Settings for one localization.
  public struct LocaleSettings: Hashable, Sendable {
    /// Severities for this localization only.
    public var rules: SeverityMap = [:]
    /// Keys not checked in this localization.
    public var ignoreKeys: [Glob] = []
    /// The least percentage of the base's keys this localization must translate, over the
    /// global ``LintConfiguration/minCoverage``.
    public var minCoverage: Double?

    /// Creates empty settings.
    public init() {}
  }

  /// Push-notification settings.
  public struct Push: Hashable, Sendable {
    /// The table whose keys are push keys.
    public var table: String = "Localizable"
    /// Keys known to be push keys.
    public var keys: [String] = []
    /// Patterns of push keys.
    public var keyPatterns: [Glob] = []
    /// A translation longer than this times the base warns.
    public var lengthRatio: Double = 2.0
    /// Payload files (JSON or JSONL) whose `loc-key`s are push keys, relative to the config.
    public var payloads: [String] = []
    /// The categories manifest, relative to the config.
    public var categories: String?

    /// Creates the defaults.
    public init() {}
  }

  /// The base localization; nil means a catalog's `sourceLanguage`, else `en`.
  public var base: String?
  /// Severities by id.
  public var rules: SeverityMap = [:]
  /// Paths (relative to the linted folder) to skip.
  public var ignorePaths: [Glob] = []
  /// Keys to skip everywhere.
  public var ignoreKeys: [Glob] = []
  /// Settings per localization.
  public var locales: [String: LocaleSettings] = [:]
  /// The least percentage (0–100) of the base's keys every localization must translate
  /// (`minCoverage`, or `--min-coverage`); a localization below it is an error.
  public var minCoverage: Double?
  /// Push settings.
  public var push = Push()
  /// Words that may stay untranslated (brand names).
  public var untranslatedAllow: Set<String> = []
  /// Catalog states that are reported.
  public var catalogStates: [String] = ["new", "needs_review", "stale"]
  /// The project's own lookup functions (`functions`), for `--sources`.
  public var functions: [CodeFunction] = []
  /// Keys that count as used whatever the code says (`keep`, and `--keep`).
  public var keep: [Glob] = []
  /// Input limits set in the file (`limits`), by kind; command-line flags override them.
  ///
  /// Sizes are strings with a unit (`"64MiB"`) or numbers of bytes; counts are numbers.
  public var limits: [InputLimits.Kind: Int] = [:]
  /// The folder of the configuration file, for relative paths in it.
  public var directory: String = "."

  /// The defaults.
  public init() {}

  /// The severity of `id` in `locale`, given the rule's default; nil when turned off.
  public func severity(of id: String, default severity: Diagnostic.Severity, locale: String?)
    -> Diagnostic.Severity?
  {
    if let locale, let settings = locales[locale], let local = settings.rules[id] { return local }
    if let global = rules[id] { return global }
    return severity
  }

  /// The least percentage of translated keys required in `locale`, if any.
  public func minCoverage(for locale: String) -> Double? {
    locales[locale]?.minCoverage ?? minCoverage
  }

  /// Whether `key` is skipped in `locale`.
  public func ignores(key: String, locale: String?) -> Bool {
    if ignoreKeys.contains(where: { $0.matches(key) }) { return true }
    if let locale, let settings = locales[locale] {
      return settings.ignoreKeys.contains { $0.matches(key) }
    }
    return false
  }

  /// Whether `key` is a push key by the configuration.
  public func isPushKey(_ key: String) -> Bool {
    push.keys.contains(key) || push.keyPatterns.contains { $0.matches(key) }
  }
}
