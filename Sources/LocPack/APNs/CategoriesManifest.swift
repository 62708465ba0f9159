/// The interactive-notification categories an app registers, described as data.
///
/// iOS apps register their categories in code (`UNNotificationCategory`, iOS 8+); a
/// payload's `aps.category` selects one, and its actions become the notification's buttons.
/// The manifest is a JSON file that mirrors that registration with strings-table keys in place
/// of titles, so a previewer can localize the buttons exactly as the app does:
///
/// ```json
/// {
///   "table": "Localizable",
///   "categories": [
///     { "identifier": "MESSAGE",
///       "actions": [
///         { "identifier": "REPLY", "titleKey": "ACTION_REPLY",
///           "textInput": { "buttonTitleKey": "REPLY_SEND", "placeholderKey": "REPLY_PLACEHOLDER" } },
///         { "identifier": "DELETE", "titleKey": "ACTION_DELETE", "options": ["destructive"] } ] }
///   ]
/// }
/// ```
///
/// The rules are those of `Resources/categories.schema.json` (JSON Schema draft 2020-12):
/// ``parse(_:path:)`` checks them and reports each violation with its `line:column`.
public struct CategoriesManifest: Hashable, Sendable {
  /// The strings table the keys are looked up in, without extension (`Localizable`).
  public var table: String
  /// The registered categories, in file order, identifiers unique.
  public var categories: [Category]

  /// The most actions a category may register (iOS shows up to ten with room).
  public static let maxActions = 10

  /// Creates a manifest.
  public init(table: String = "Localizable", categories: [Category] = []) {
    self.table = table
    self.categories = categories
  }

  /// The category whose identifier is exactly `identifier` (case-sensitive), if any.
  public subscript(identifier: String) -> Category? {
    categories.first { $0.identifier == identifier }
  }

  /// Every strings-table key the manifest names, in file order, without repeats.
  public var keys: [String] {
    var seen: Set<String> = []
    var keys: [String] = []
    for category in categories {
      for key in category.keys where seen.insert(key).inserted { keys.append(key) }
    }
    return keys
  }
}

// MARK: - Category

extension CategoriesManifest {
  /// One registered category (`UNNotificationCategory`).
  public struct Category: Hashable, Sendable {
    /// `UNNotificationCategoryOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: Int
      /// Creates options from raw bits.
      public init(rawValue: Int) { self.rawValue = rawValue }

      /// `customDismissAction`: the app hears about dismissals.
      public static let customDismissAction = Options(rawValue: 1 << 0)
      /// `allowInCarPlay`.
      public static let allowInCarPlay = Options(rawValue: 1 << 1)
      /// `hiddenPreviewsShowTitle`: the title stays visible when previews are hidden.
      public static let hiddenPreviewsShowTitle = Options(rawValue: 1 << 2)
      /// `hiddenPreviewsShowSubtitle`: the subtitle stays visible when previews are hidden.
      public static let hiddenPreviewsShowSubtitle = Options(rawValue: 1 << 3)

      /// The manifest spelling of each option, in schema order.
      public static let names: [(String, Options)] = [
        ("customDismissAction", .customDismissAction), ("allowInCarPlay", .allowInCarPlay),
        ("hiddenPreviewsShowTitle", .hiddenPreviewsShowTitle),
        ("hiddenPreviewsShowSubtitle", .hiddenPreviewsShowSubtitle),
      ]
    }

    /// The value of `aps.category` that selects this category.
    public var identifier: String
    /// The actions in display order.
    public var actions: [Action]
    /// The category options.
    public var options: Options
    /// The key of the body shown instead of the real one when previews are hidden.
    public var hiddenPreviewsBodyPlaceholderKey: String?
    /// Where the category starts in the manifest, when parsed from one.
    public var location: SourceLocation?
    /// Where its `actions` member is named, when parsed from a manifest.
    public var actionsLocation: SourceLocation?
    /// Where each of its ``keys`` is first named, when parsed from a manifest.
    public var keyLocations: [String: SourceLocation] = [:]

    /// Creates a category.
    public init(
      identifier: String, actions: [Action] = [], options: Options = [],
      hiddenPreviewsBodyPlaceholderKey: String? = nil, location: SourceLocation? = nil
    ) {
      self.identifier = identifier
      self.actions = actions
      self.options = options
      self.hiddenPreviewsBodyPlaceholderKey = hiddenPreviewsBodyPlaceholderKey
      self.location = location
    }

    /// The keys this category names: its placeholder body key, then each action's keys.
    public var keys: [String] {
      (hiddenPreviewsBodyPlaceholderKey.map { [$0] } ?? []) + actions.flatMap(\.keys)
    }
  }
}

// MARK: - Action

extension CategoriesManifest {
  /// One action of a category (`UNNotificationAction`, or `UNTextInputNotificationAction`
  /// when it has a ``textInput``).
  public struct Action: Hashable, Sendable {
    /// `UNNotificationActionOptions`.
    public struct Options: OptionSet, Hashable, Sendable {
      /// The raw bits.
      public var rawValue: Int
      /// Creates options from raw bits.
      public init(rawValue: Int) { self.rawValue = rawValue }

      /// `foreground`: choosing the action opens the app.
      public static let foreground = Options(rawValue: 1 << 0)
      /// `destructive`: the title is shown in red.
      public static let destructive = Options(rawValue: 1 << 1)
      /// `authenticationRequired`: the user must unlock the device first.
      public static let authenticationRequired = Options(rawValue: 1 << 2)

      /// The manifest spelling of each option, in schema order.
      public static let names: [(String, Options)] = [
        ("foreground", .foreground), ("destructive", .destructive),
        ("authenticationRequired", .authenticationRequired),
      ]
    }

    /// The text field of a text-input action (iOS 9+).
    public struct TextInput: Hashable, Sendable {
      /// The key of the send button's title.
      public var buttonTitleKey: String
      /// The key of the field's placeholder, if it has one.
      public var placeholderKey: String?

      /// Creates a text input.
      public init(buttonTitleKey: String, placeholderKey: String? = nil) {
        self.buttonTitleKey = buttonTitleKey
        self.placeholderKey = placeholderKey
      }
    }

    /// The action's icon (iOS 15+).
    public enum Icon: Hashable, Sendable {
      /// An SF Symbol name (`systemImageName`).
      case system(String)
      /// A template image from the app's asset catalog (`templateImageName`).
      case template(String)
    }

    /// Sent back to the app when the user picks the action; unique within the category.
    public var identifier: String
    /// The key of the button title.
    public var titleKey: String
    /// The action options.
    public var options: Options
    /// Makes this a text-input action.
    public var textInput: TextInput?
    /// The icon, if any.
    public var icon: Icon?
    /// Where the action starts in the manifest, when parsed from one.
    public var location: SourceLocation?

    /// Creates an action.
    public init(
      identifier: String, titleKey: String, options: Options = [], textInput: TextInput? = nil,
      icon: Icon? = nil, location: SourceLocation? = nil
    ) {
      self.identifier = identifier
      self.titleKey = titleKey
      self.options = options
      self.textInput = textInput
      self.icon = icon
      self.location = location
    }

    /// The keys this action names: title, then send button and placeholder.
    public var keys: [String] {
      [titleKey]
        + (textInput.map { [$0.buttonTitleKey] + ($0.placeholderKey.map { [$0] } ?? []) }
          ?? [])
    }
  }
}
