/// What a device shows for one push notification's alert, and every fallback taken to get
/// there.
///
/// Produced by ``Expander/expand(payload:preferredLanguages:)``. Each field is `nil` when the
/// alert does not have it; ``hasAlert`` is `false` for a push with no `aps.alert` (a
/// background push shows nothing).
public struct Expansion: Hashable, Sendable {
  /// A part of the alert.
  public enum Field: String, Hashable, Sendable, CaseIterable {
    case title
    case subtitle
    case body
    /// The `action-loc-key` button title (legacy).
    case action
  }

  /// One fallback or problem met while expanding: a missing key shown raw, a missing
  /// argument, an unverified plural choice, a language that fell back.
  public struct Warning: Hashable, Sendable, CustomStringConvertible {
    /// A stable id such as `expand.missing-key`.
    public var id: String
    /// One sentence, lowercase start, no trailing period.
    public var message: String
    /// The field it concerns, when one.
    public var field: Field?

    /// Creates a warning.
    public init(id: String, message: String, field: Field? = nil) {
      self.id = id
      self.message = message
      self.field = field
    }

    /// `body: message [id]`.
    public var description: String {
      (field.map { "\($0.rawValue): " } ?? "") + message + " [\(id)]"
    }
  }

  /// The title line, if any.
  public var title: String?
  /// The subtitle line, if any.
  public var subtitle: String?
  /// The body text, if any.
  public var body: String?
  /// The button title from `action-loc-key`, if any.
  public var action: String?
  /// Whether the payload has an `aps.alert` at all.
  public var hasAlert: Bool
  /// The localization used, with the steps that chose it.
  public var choice: LanguageChoice
  /// Every fallback taken, in field order.
  public var warnings: [Warning]

  /// Creates an expansion.
  public init(
    title: String? = nil, subtitle: String? = nil, body: String? = nil, action: String? = nil,
    hasAlert: Bool = true, choice: LanguageChoice, warnings: [Warning] = []
  ) {
    self.title = title
    self.subtitle = subtitle
    self.body = body
    self.action = action
    self.hasAlert = hasAlert
    self.choice = choice
    self.warnings = warnings
  }

  /// The `.lproj` name used (`ja`, `Base`).
  public var localization: String { choice.localization }

  /// The text of a field.
  public subscript(field: Field) -> String? {
    switch field {
    case .title: return title
    case .subtitle: return subtitle
    case .body: return body
    case .action: return action
    }
  }

  /// The localization with how it was reached, for one line of output: `ja`,
  /// `en (en-GB falls back to it)`, `en (development region; no preferred language matched)`.
  public var localeSummary: String {
    let preference = choice.matchedPreference ?? "the preference"
    let why: String
    switch choice.reason {
    case .exact: return choice.localization
    case .alias: why = "\(preference) is an alias of it"
    case .scriptInferred: why = "script inferred from \(preference)"
    case .regionFallback: why = "\(preference) falls back to it"
    case .sameLanguageOtherRegion: why = "closest region to \(preference)"
    case .developmentRegion: why = "development region; no preferred language matched"
    case .base: why = "Base.lproj holds the development region"
    case .englishBackstop: why = "en_US backstop; nothing else matched"
    case .firstAvailable: why = "first localization; nothing matched"
    }
    return "\(choice.localization) (\(why))"
  }
}
