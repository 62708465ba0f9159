/// The reader of i18next JSON files (format v4).
///
/// ```json
/// {
///   "notifications": {
///     "newMessage": "{{sender}} sent you a message",
///     "unread_one": "{{count}} unread message",
///     "unread_other": "{{count}} unread messages"
///   }
/// }
/// ```
///
/// - **IDs**: nested objects join their keys with `.` (i18next's `keySeparator`):
///   `notifications.newMessage`. A key that itself holds a `.` is kept as written, so
///   `{"a.b": …}` and `{"a": {"b": …}}` give the same ID; the later one is read, with a
///   `messages.json-duplicate-key` warning.
/// - **Language**: the nearest folder that is a language tag (`locales/de/translation.json`,
///   `public/locales/pt-BR/common.json`), else the file name (`de.json`,
///   `translation.de.json`). A file whose path names no language may be a resource bundle,
///   `{"en": {"translation": {…}}, "de": {"translation": {…}}}`: a top-level object whose keys
///   are all language tags holding objects. Otherwise the read fails with
///   `messages.json-language`: keep one file per language as `locales/<lang>/<namespace>.json`.
/// - **Namespaces in a bundle**: the level under each language is i18next's namespace. When
///   every language has the same single namespace (the usual `translation`), it is left out
///   of the IDs, which then match the `locales/<lang>/translation.json` layout; otherwise
///   IDs are `namespace:key`, as i18next's `t("common:save")` writes them. A language whose
///   object holds strings directly has no namespace level.
/// - **Plurals**: sibling keys `key_zero`, `key_one`, `key_two`, `key_few`, `key_many`,
///   `key_other` form one plural message `key`, with `.category` selectors in file order;
///   `_zero` is ``PluralSelector/exact(_:)`` 0 in a language whose CLDR rules have no `zero`
///   (i18next uses it for a count of 0 in any language). When `key` exists too, it is what
///   i18next shows without a count; the plural message is read and the plain `key` skipped
///   with a `messages.json-plural-base` note. Ordinal forms (`key_ordinal_one`) are skipped
///   with a `messages.json-ordinal-unsupported` warning. Context suffixes (`key_male`) look
///   like any key and are separate messages.
/// - **Values**: strings are kept as written (an empty string too: it is an empty
///   translation, which lint reports); a string with `$t(` nesting is skipped with
///   `messages.json-nesting-unsupported`; numbers, Booleans, `null` and arrays are skipped with
///   `messages.json-unsupported-value`. Every text has ``PlaceholderSyntax/i18next``.
///
/// Errors: the JSON reader's (`json.trailing-comma`, `json.too-deep`, … with their
/// locations and ids), `messages.input-too-large`, `messages.json-not-an-object` (the
/// top-level value) and `messages.json-language`. The JSON reader's warnings (duplicate keys,
/// a byte-order mark) are kept among the diagnostics, which are in file order.
public enum I18nextCatalog {
  /// Reads an i18next JSON file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes (UTF-8).
  ///   - path: The path as the user gave it; it names the language.
  ///   - limits: Bounds on the file size, nesting depth, string length and number of values.
  ///   - language: The file's language as the user names it; it overrides the path's (and
  ///     the header's).
  /// - Returns: The entries in file order and the warnings and notes.
  /// - Throws: ``MessageCatalogError`` at the first fatal problem (listed in the type's
  ///   discussion).
  /// - Complexity: O(n) in the file's size.
  public static func read(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default, language: String? = nil
  ) throws(MessageCatalogError) -> MessageCatalog {
    guard bytes.count <= limits.maxInputBytes else {
      throw MessageCatalogError(
        id: "messages.input-too-large",
        "the file is larger than \(InputLimits.formatSize(limits.maxInputBytes)); "
          + InputLimits.Kind.inputSize.advice,
        at: SourceFile(path: path, utf8: bytes).location(at: limits.maxInputBytes))
    }
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw MessageCatalogError(id: error.id, error.message, at: error.location)
    }
    var reader = I18nextReader(document: document)
    try reader.read(
      pathLanguage: language ?? CatalogPathLanguage.language(in: path, preference: .foldersFirst))
    let diagnostics = (document.diagnostics.filter { $0.severity >= .warning } + reader.diagnostics)
      .sorted { ($0.location?.offset ?? 0) < ($1.location?.offset ?? 0) }
    return MessageCatalog(
      path: path, format: .i18next, entries: reader.entries, diagnostics: diagnostics)
  }
}
