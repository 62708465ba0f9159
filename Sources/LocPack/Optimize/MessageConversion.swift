/// What ``MessageConverter`` made of a server's catalogs: the keys per message, the tables
/// with them, what was skipped and why, and the check of every key against the server's
/// own rendering.
public struct MessageConversion: Sendable {
  /// One argument of a key, in `loc-args` order.
  public struct Argument: Hashable, Sendable {
    /// The placeholder's name in the server catalog (`name`, `count`, `0`, `1`).
    public var name: String
    /// How the server formats the value before sending it (`number`, `d`, `.2f`), if the
    /// catalog says.
    public var style: String?
  }

  /// One app key of a message: the whole message, or one plural form of it.
  public struct Key: Hashable, Sendable {
    /// The `loc-key`.
    public var key: String
    /// The plural form it is for; nil for a message without plurals.
    public var selector: PluralSelector?
    /// The select case it is for (`female`, `other`); nil for a message without a select.
    public var choice: String?
    /// The `loc-args` the key takes, in order.
    public var arguments: [Argument]
    /// The app format per server language, in the message's language order.
    public var formats: [LanguageFormat]
    /// Whether the tables already had the key with these values.
    public var reused: Bool
  }

  /// A key's format in one server language.
  public struct LanguageFormat: Hashable, Sendable {
    /// The language, `-` separated.
    public var language: String
    /// The app format string.
    public var format: String
  }

  /// One converted message.
  public struct Message: Hashable, Sendable {
    /// The message ID.
    public var id: String
    /// Its gettext context.
    public var context: String?
    /// The argument that picks the plural key, for a plural message.
    public var pluralVariable: String?
    /// The argument whose value picks the key, for a message with a select.
    public var selectVariable: String?
    /// Its keys: one, or one per plural form or select case.
    public var keys: [Key]
    /// The server languages that have the message.
    public var languages: [String]
    /// The literal payload's bytes in the longest language, with sample values.
    public var literalBytes: Int
    /// The `loc-key` payload's bytes for the same message and values.
    public var keyBytes: Int
    /// The language of ``literalBytes``.
    public var longestLanguage: String
  }

  /// A message left out, and why.
  public struct Skipped: Error, Hashable, Sendable {
    /// The message ID.
    public var id: String
    /// Why, one sentence.
    public var reason: String
    /// Where the message is.
    public var location: SourceLocation
  }

  /// One server language: the app localization its phones show.
  public struct Language: Hashable, Sendable {
    /// The language as the catalog names it, `-` separated.
    public var name: String
    /// The app localization a phone in that language picks.
    public var localization: String
    /// Whether that localization is the language's own (its texts reach its phones).
    public var isOwn: Bool
    /// How many messages have it.
    public var messages: Int
  }

  /// The converted messages, in catalog order.
  public var messages: [Message] = []
  /// The messages left out.
  public var skipped: [Skipped] = []
  /// The server languages.
  public var languages: [Language] = []
  /// The tables with the new keys.
  public var tables: OptimizeTables
  /// The checks of the catalog and of the result, errors first by place.
  public var diagnostics: [Diagnostic] = []
  /// Renderings compared: message × localization × count.
  public var verified = 0
  /// Renderings where the phone would show other text than the server renders.
  public var mismatches = 0
  /// Placeholders mapped to `loc-args`, over all keys.
  public var placeholdersMapped: Int {
    messages.reduce(0) { $0 + $1.keys.reduce(0) { $0 + $1.arguments.count } }
  }

  /// Whether anything is an error: an unreadable message, a failed check.
  public var hasErrors: Bool { mismatches > 0 || diagnostics.contains { $0.severity == .error } }
}
