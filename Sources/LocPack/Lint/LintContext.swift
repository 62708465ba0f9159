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
  public var categories: LintCategories?
  /// The keys used in source code (`--sources`), if scanned.
  public var code: CodeIndex?

  /// Creates a context.
  public init(
    configuration: LintConfiguration = LintConfiguration(),
    pushKeys: [String: SourceLocation?] = [:], categories: LintCategories? = nil
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

/// The keys and action counts of the notification categories in `categories.json`, as the
/// linter needs them (the full model, for drawing, is ``CategoriesManifest``).
public struct LintCategories: Hashable, Sendable {
  /// One key the manifest names (an action title, a text-input button or placeholder).
  public struct TitleKey: Hashable, Sendable {
    /// The key.
    public var key: String
    /// Where it is named.
    public var location: SourceLocation?
  }

  /// One category.
  public struct Category: Hashable, Sendable {
    /// `identifier`.
    public var identifier: String
    /// The number of actions.
    public var actionCount: Int
    /// Where its `actions` array is.
    public var location: SourceLocation?
    /// Every key it names.
    public var keys: [TitleKey]
  }

  /// The table holding the keys.
  public var table: String
  /// The categories in file order.
  public var categories: [Category]

  /// Reads a manifest (see `Resources/README.md` for the format).
  ///
  /// - Throws: The JSON error as a diagnostic when the file is not JSON or exceeds `limits`.
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(LintConfigurationError) -> LintCategories {
    let json: JSONDocument
    do {
      json = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw .syntax(error.diagnostic)
    }
    var manifest = LintCategories(
      table: json.value["table"]?.stringValue ?? "Localizable", categories: [])
    for (index, category) in (json.value["categories"]?.arrayValue ?? []).enumerated() {
      let path: [JSONPathComponent] = [.key("categories"), .index(index)]
      let actions = category["actions"]?.arrayValue ?? []
      var entry = Category(
        identifier: category["identifier"]?.stringValue ?? "",
        actionCount: actions.count,
        location: json.location(of: path + [.key("actions")], key: true),
        keys: [])
      func add(_ value: JSONValue?, _ keyPath: [JSONPathComponent]) {
        guard let key = value?.stringValue else { return }
        entry.keys.append(TitleKey(key: key, location: json.location(of: keyPath)))
      }
      add(
        category["hiddenPreviewsBodyPlaceholderKey"],
        path + [.key("hiddenPreviewsBodyPlaceholderKey")])
      for (actionIndex, action) in actions.enumerated() {
        let actionPath = path + [.key("actions"), .index(actionIndex)]
        add(action["titleKey"], actionPath + [.key("titleKey")])
        let input = actionPath + [.key("textInput")]
        add(action["textInput"]?["buttonTitleKey"], input + [.key("buttonTitleKey")])
        add(action["textInput"]?["placeholderKey"], input + [.key("placeholderKey")])
      }
      manifest.categories.append(entry)
    }
    return manifest
  }
}
