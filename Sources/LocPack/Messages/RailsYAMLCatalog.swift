/// The reader of Rails / Ruby i18n YAML message files (`config/locales/*.yml`).
///
/// ```yaml
/// en:
///   notifications:
///     like: "%{name} liked your post"
///     unread:
///       one: "%{count} unread message"
///       other: "%{count} unread messages"
/// pt-BR:
///   notifications:
///     like: "%{name} curtiu sua publicação"
/// ```
///
/// The top-level mapping's keys are languages, as written (`en`, `pt-BR`); below them, nested
/// mappings. A scalar below a language is one message whose ID is the key path without the
/// language, joined with `.` (`notifications.like`). A mapping whose keys are all plural
/// keys (`zero`, `one`, `two`, `few`, `many`, `other`) and include `one` or `other`, and whose
/// values are all scalars, is one plural message (`notifications.unread`) with a form per
/// key; Rails' `zero:` is the category `zero`. Every text has the syntax
/// ``PlaceholderSyntax/ruby``. A file may hold several languages.
///
/// libyaml's event parser reads the text (YAML 1.1, as Ruby's Psych does); the reader
/// never builds values libyaml did not give it. What it decides:
/// - **Refused, with a located error:** aliases (`*name`, `messages.yaml-alias`), anchors
///   (`&name`, `messages.yaml-anchor`) and explicit tags (`!ruby/object`, `!!str`, `!`,
///   `messages.yaml-tag`), so no file can expand (the "billion laughs") or build objects.
///   An alias is reported where it stands; an anchor without an alias at the end of the
///   document, at the first anchor.
/// - **Scalars are text as written.** A plain scalar keeps its spelling whatever YAML 1.1
///   would resolve it to: `true`, `yes`, `42`, `1.5` are the texts `true`, `yes`, `42`,
///   `1.5`, and a key `no:` is the language `no`. Quoted and block scalars (`|`, `>`) are
///   unescaped and folded by libyaml.
/// - **Null and lists are skipped with a warning.** A plain `~`, `null` or nothing is no
///   text (`messages.yaml-null-value`; an empty quoted `""` is the empty text); a sequence
///   (Rails keeps day and month names in lists) or a key that is not a scalar is not a
///   message (`messages.yaml-unsupported-value`). A language whose value is null (a stub
///   `fr:`) has no messages and no warning.
/// - **Duplicates:** a key repeated in one mapping replaces the earlier value where the
///   earlier one stood, as a Ruby hash does; two keys that make the same ID (`a.b:` beside
///   `a: {b:}`) keep the later text. Both warn `messages.yaml-duplicate-key`, with a note at
///   the first.
/// - **Several documents:** the first one is read and a second `---` gets a warning
///   (`messages.yaml-extra-document`), as Ruby's `YAML.load_file` reads the first only.
///
/// Locations: an entry's ``MessageEntry/location`` is its key's first character, its
/// ``MessageEntry/textLocation`` the value's first character (a quote, or a block scalar's
/// `|`); a plural form's location is its value's. Lines and columns are 1-based, columns in
/// Unicode scalars; a UTF-8 byte-order mark is skipped and offsets count from after it.
public enum RailsYAMLCatalog {
  /// The plural keys Rails reads below a message.
  static let pluralKeys: Set<String> = ["zero", "one", "two", "few", "many", "other"]

  /// Reads a Rails i18n YAML file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes: UTF-8, with or without a byte-order mark.
  ///   - path: The path that locations name.
  ///   - limits: The input size, the nesting of mappings and lists (the top-level mapping
  ///     is at depth 1), the UTF-8 length of one key or scalar and the count of nodes (every
  ///     key, scalar, mapping and list counts one).
  /// - Returns: The messages of the file's first document, in file order, and warnings.
  /// - Throws: ``MessageCatalogError`` at the first problem: `messages.yaml-syntax`
  ///   (libyaml's own message, at its mark), `messages.yaml-invalid-utf8`,
  ///   `messages.yaml-alias`, `messages.yaml-anchor`, `messages.yaml-tag`,
  ///   `messages.yaml-not-a-mapping` (the top level is a list or a scalar),
  ///   `messages.yaml-input-too-large`, `messages.yaml-too-deep`,
  ///   `messages.yaml-string-too-long` or `messages.yaml-too-many-values`.
  /// - Complexity: O(n) in the size of the file.
  public static func read(_ bytes: [UInt8], path: String, limits: InputLimits = .default)
    throws(MessageCatalogError) -> MessageCatalog
  {
    try MessageCatalogError.checkInputSize(bytes, path: path, limits: limits, format: "yaml")
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let source = SourceFile(path: path, utf8: hasBOM ? Array(bytes[3...]) : bytes)
    if let bad = UTF8Validation.firstInvalid(source.utf8) {
      throw MessageCatalogError(
        id: "messages.yaml-invalid-utf8", "invalid UTF-8; a YAML file must be UTF-8",
        at: source.location(at: bad))
    }
    var builder = TreeBuilder(reader: YAMLEventReader(source: source), limits: limits)
    let root = try builder.document()
    var collector = EntryCollector(source: source)
    collector.diagnostics = builder.diagnostics
    switch root {
    case nil:
      break
    case .mapping(let languages, _):
      for language in languages { collector.collect(language: language) }
    case .scalar(_, _, isNull: true):
      // A document of a plain `~` or nothing holds no messages, as an empty file holds none.
      break
    case .scalar(_, let offset, _), .sequence(let offset):
      throw MessageCatalogError(
        id: "messages.yaml-not-a-mapping",
        "the top level of a Rails locale file must be a mapping of languages",
        at: source.location(at: offset))
    case .skipped:
      break
    }
    // The builder's warnings and the collector's, in file order.
    let diagnostics = collector.diagnostics.enumerated().sorted {
      let (a, b) = ($0.element.location?.offset ?? 0, $1.element.location?.offset ?? 0)
      return a != b ? a < b : $0.offset < $1.offset
    }.map(\.element)
    return MessageCatalog(
      path: path, format: .railsYAML, entries: collector.entries, diagnostics: diagnostics)
  }
}
