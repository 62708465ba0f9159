/// What every rule may read besides the tables: settings, push keys and categories.
public struct LintContext: Sendable {
  /// The settings.
  public var configuration: LintConfiguration
  /// Keys used as `loc-key`, `title-loc-key` or `subtitle-loc-key`, with where each was
  /// first seen (a payload line), besides those the configuration names.
  public var pushKeys: [String: SourceLocation?]
  /// The most `loc-args` sent with each push key: its format may read that many arguments,
  /// whatever its base string reads.
  public var pushArgumentCounts: [String: Int] = [:]
  /// The categories manifest, if given.
  public var categories: CategoriesManifest?
  /// The keys used in source code (`--sources`), if scanned.
  public var code: CodeIndex?

  /// Creates a context.
  public init(
    configuration: LintConfiguration = LintConfiguration(),
    pushKeys: [String: SourceLocation?] = [:], categories: CategoriesManifest? = nil
  ) {
    self.configuration = configuration
    self.pushKeys = pushKeys
    self.categories = categories
  }

  /// Whether `key` of `table` is shown by push notifications.
  public func isPushKey(_ key: String, table: String) -> Bool {
    guard table == configuration.push.table else { return false }
    return pushKeys[key] != nil || configuration.isPushKey(key)
  }
}
