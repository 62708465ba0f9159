/// One file of a server's message catalog, as read: the messages it holds, each in one
/// language, with the syntax its placeholders are written in.
///
/// A reader per format fills it (``MessageCatalog/read(_:path:limits:)`` picks one by the
/// file's extension):
///
/// | Extension | Format | Language from | Placeholders |
/// |---|---|---|---|
/// | `.json` | i18next v4 (or flat key → string) | the path: `locales/de/ns.json`, `de.json` | `{{name}}` |
/// | `.po`, `.pot` | gettext | the header's `Language:`, else the path | `%s`, `%(name)s`, `{name}` |
/// | `.yml`, `.yaml` | Rails i18n | the top-level key | `%{name}` |
/// | `.properties` | Java | the file name: `messages_pt_BR.properties` | `{0}`, `{1,number}` |
///
/// A reader does not interpret placeholders: it hands each text on as written, with its
/// ``PlaceholderSyntax``, and ``MessagePattern`` parses it. Plural forms that the file's
/// format spells as separate keys or strings (i18next suffixes, gettext `msgstr[n]`, Rails
/// `one:`/`other:`) arrive as ``MessageEntry/Text/plural(_:)``; an ICU plural inside one
/// text arrives as that text.
public struct MessageCatalog: Sendable {
  /// The file formats.
  public enum Format: String, CaseIterable, Hashable, Sendable {
    /// i18next JSON.
    case i18next
    /// gettext `.po`/`.pot`.
    case gettext
    /// Rails / Ruby i18n YAML.
    case railsYAML = "rails-yaml"
    /// Java `.properties`.
    case javaProperties = "properties"

    /// The format a file name's extension names, if any.
    public init?(path: String) {
      let name = path.split(separator: "/").last.map(String.init) ?? path
      guard let dot = name.lastIndex(of: ".") else { return nil }
      switch name[name.index(after: dot)...].lowercased() {
      case "json": self = .i18next
      case "po", "pot": self = .gettext
      case "yml", "yaml": self = .railsYAML
      case "properties": self = .javaProperties
      default: return nil
      }
    }
  }

  /// The file's path as the user gave it.
  public var path: String
  /// The file's format.
  public var format: Format
  /// The messages, in file order.
  public var entries: [MessageEntry]
  /// Problems that did not stop the read: a fuzzy entry skipped, an unsupported construct,
  /// a duplicate key (the later one wins, as the format's own library does).
  public var diagnostics: [Diagnostic]

  /// Creates a catalog.
  public init(
    path: String, format: Format, entries: [MessageEntry] = [], diagnostics: [Diagnostic] = []
  ) {
    self.path = path
    self.format = format
    self.entries = entries
    self.diagnostics = diagnostics
  }
}

/// One message of a catalog in one language.
public struct MessageEntry: Hashable, Sendable {
  /// A message's text: one string, or one string per plural form.
  public enum Text: Hashable, Sendable {
    /// One string.
    case single(String)
    /// The forms of a plural message, in file order.
    case plural([PluralForm])
  }

  /// One form of a plural message.
  public struct PluralForm: Hashable, Sendable {
    /// Which counts the form is for.
    public var selector: PluralSelector
    /// The form's text, unescaped, placeholders as written.
    public var text: String
    /// Where the form's text starts.
    public var location: SourceLocation

    /// Creates a form.
    public init(_ selector: PluralSelector, _ text: String, at location: SourceLocation) {
      self.selector = selector
      self.text = text
      self.location = location
    }
  }

  /// The message ID: an i18next or Rails key path joined with `.` (without the language
  /// and the plural suffix), a gettext `msgid`, a `.properties` key.
  public var id: String
  /// A gettext `msgctxt`, which makes the same `msgid` another message.
  public var context: String?
  /// The language as the catalog writes it (`de`, `pt_BR`, `pt-BR`); nil for the source
  /// language's own text where the format has no name for it: a gettext `msgid`, a
  /// `.properties` file without a language suffix.
  public var language: String?
  /// The text.
  public var text: Text
  /// How the text writes its placeholders.
  public var syntax: PlaceholderSyntax
  /// Where the message starts: its key, or its `msgid`.
  public var location: SourceLocation
  /// Where the text starts (for a plural message, its first form's).
  public var textLocation: SourceLocation

  /// Creates an entry.
  public init(
    id: String, context: String? = nil, language: String?, text: Text,
    syntax: PlaceholderSyntax, at location: SourceLocation, textAt textLocation: SourceLocation
  ) {
    self.id = id
    self.context = context
    self.language = language
    self.text = text
    self.syntax = syntax
    self.location = location
    self.textLocation = textLocation
  }

  /// The ID with its context, unique in a catalog: `context` + U+0004 + `id` as gettext
  /// itself joins them, or the ID alone.
  public var qualifiedID: String {
    guard let context else { return id }
    return context + "\u{4}" + id
  }
}

/// The counts a plural form is for.
public enum PluralSelector: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// A CLDR category of the language (`one`, `few`, `other` …).
  case category(PluralCategory)
  /// Exactly this number: ICU's `=0`, `=1`.
  case exact(Int)

  /// `one`, `=0`.
  public var description: String {
    switch self {
    case .category(let category): category.rawValue
    case .exact(let value): "=\(value)"
    }
  }

  /// Exact values first (in numeric order), then categories in CLDR order.
  public static func < (lhs: PluralSelector, rhs: PluralSelector) -> Bool {
    switch (lhs, rhs) {
    case (.exact(let a), .exact(let b)): a < b
    case (.exact, .category): true
    case (.category, .exact): false
    case (.category(let a), .category(let b)): a < b
    }
  }
}

/// How a catalog's texts write placeholders; ``MessagePattern`` parses each.
public enum PlaceholderSyntax: String, CaseIterable, Hashable, Sendable {
  /// i18next: `{{name}}`, `{{- name}}` (unescaped), `{{name, format}}`; `$t(key)` nesting is
  /// not supported.
  case i18next
  /// printf as gettext's C, Python and PHP formats write it: `%s`, `%d`, `%(name)s`,
  /// `%1$s`; `%%` is a percent sign.
  case printf
  /// Braces as Python's `str.format` writes them: `{name}`, `{0}`; `{{` and `}}` are braces.
  case braces
  /// Ruby i18n: `%{name}`, `%<name>s`; `%%` is a percent sign.
  case ruby
  /// Java `MessageFormat`: `{0}`, `{1,number}`; a single quote quotes, `''` is a quote.
  case messageFormat
}
