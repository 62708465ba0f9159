/// The reader of Java `.properties` message bundles (`messages_de.properties`).
///
/// ```properties
/// # Push notifications
/// push.like = {0} liked your post
/// push.reply: {0} replied: \u201C{1}\u201D
/// push.digest   You have {0,number} new \
///               messages
/// ```
///
/// The syntax is `java.util.Properties.load`'s, exactly: `key=value`, `key: value` or
/// `key value` (the first `=`, `:` or whitespace not escaped by a backslash ends the key),
/// leading whitespace skipped, `#` and `!` comment lines, a backslash at the end of a line
/// joins the next (whose leading whitespace is dropped), and the escapes `\t \n \r \f \\`
/// and `\uXXXX` (a backslash before any other character stands for that character, so a
/// key may hold `a\=b` or `a\ b`). Surrogate pairs of `\u` escapes combine into one
/// character.
///
/// **Encoding:** UTF-8 when the bytes are valid UTF-8, else ISO-8859-1 — what Java 9 and
/// later do when `ResourceBundle` loads a `PropertyResourceBundle` (before Java 9, and in
/// `Properties.load(InputStream)`, always ISO-8859-1, where non-Latin-1 text must be
/// `\u`-escaped). A UTF-8 byte-order mark is skipped, where Java would keep U+FEFF as the
/// first key's first character. Locations count Unicode scalars of the decoded text, so a
/// column is the same whichever encoding the file is in.
///
/// Each pair is one entry with syntax ``PlaceholderSyntax/messageFormat``; its language is
/// the file name's locale suffix (``bundleName(of:)``), nil for the base bundle. A key that
/// appears again replaces the earlier text, as in Java, where the first one stood; the
/// second gets the warning `messages.properties-duplicate-key` with a note at the first.
public enum PropertiesCatalog {
  /// Reads a `.properties` file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes: UTF-8 (with or without a byte-order mark) or ISO-8859-1.
  ///   - path: The path that locations name; its file name gives the language.
  ///   - limits: The input size, the UTF-8 length of one key or value after unescaping and
  ///     the count of keys and values (each counts one); nesting does not apply.
  ///   - language: The file's language as the user names it, in place of its file name's.
  /// - Returns: The pairs in file order, and warnings for duplicate keys.
  /// - Throws: ``MessageCatalogError``: `messages.properties-bad-escape` at the backslash
  ///   of a `\u` without four hex digits or of an unpaired surrogate (Java would keep the
  ///   lone UTF-16 unit, which no Swift string or UTF-8 text can hold),
  ///   `messages.properties-input-too-large`, `messages.properties-string-too-long` or
  ///   `messages.properties-too-many-values`.
  /// - Complexity: O(n) in the size of the file.
  public static func read(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default, language given: String? = nil
  ) throws(MessageCatalogError) -> MessageCatalog {
    try MessageCatalogError.checkInputSize(
      bytes, path: path, limits: limits, format: "properties")
    let source = SourceFile(path: path, utf8: decode(bytes))
    let language = given ?? bundleName(of: path).language
    var reader = LineReader(text: source.utf8)
    var entries: [MessageEntry] = []
    var diagnostics: [Diagnostic] = []
    var indexOfKey: [String: Int] = [:]
    var objects = 0

    func limitError(_ kind: InputLimits.Kind, at offset: Int) -> MessageCatalogError {
      .overLimit(kind, of: limits, format: "properties", at: source.location(at: offset))
    }

    while let pair = try reader.next({ offset, message in
      MessageCatalogError(
        id: "messages.properties-bad-escape", message, at: source.location(at: offset))
    }) {
      for (text, offset) in [(pair.key, pair.keyOffset), (pair.value, pair.valueOffset)] {
        objects += 1
        if objects > limits.maxObjects { throw limitError(.objectCount, at: offset) }
        if text.utf8.count > limits.maxStringBytes { throw limitError(.stringLength, at: offset) }
      }
      let entry = MessageEntry(
        id: pair.key, language: language, text: .single(pair.value), syntax: .messageFormat,
        at: source.location(at: pair.keyOffset), textAt: source.location(at: pair.valueOffset))
      if let first = indexOfKey[pair.key] {
        diagnostics.append(
          Diagnostic(
            .warning, id: "messages.properties-duplicate-key",
            "duplicate key '\(pair.key)'; the later value is kept, as Java does",
            at: entry.location,
            notes: [Diagnostic.Note("first defined here", at: entries[first].location)]))
        entries[first] = entry
      } else {
        indexOfKey[pair.key] = entries.count
        entries.append(entry)
      }
    }
    return MessageCatalog(
      path: path, format: .javaProperties, entries: entries, diagnostics: diagnostics)
  }

  /// The UTF-8 text of a file: its bytes without a UTF-8 byte-order mark when they are valid
  /// UTF-8, else the bytes read as ISO-8859-1.
  static func decode(_ bytes: [UInt8]) -> [UInt8] {
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    if UTF8Validation.firstInvalid(bytes) == nil {
      return hasBOM ? Array(bytes[3...]) : bytes
    }
    // Each byte is the code point of the same value.
    var text: [UInt8] = []
    text.reserveCapacity(bytes.count + bytes.count / 4)
    for byte in bytes { text.appendUTF8(UInt32(byte)) }
    return text
  }

  // MARK: - File names

  /// The bundle's base name and the locale suffix of a file name, as `ResourceBundle` names
  /// candidate files: `messages_de.properties` → (`messages`, `de`),
  /// `messages_pt_BR.properties` → (`messages`, `pt_BR`), `messages.properties` →
  /// (`messages`, nil).
  ///
  /// A suffix is a locale only when it looks like one, so that an underscore in a base name
  /// stays there (`push_messages.properties` → (`push_messages`, nil)): a language of 2 or 3
  /// lowercase letters, then optionally a script (`_Latn`: an uppercase letter and three
  /// lowercase ones), then optionally a region (`_BR`: 2 uppercase letters, or `_419`: 3
  /// digits) — `sr_Latn_RS`, `es_419`, `zh_Hant`. A variant (`_POSIX`) is not read. A base
  /// name whose last part is itself 2 or 3 lowercase letters (`error_msg.properties`) reads
  /// as a language; name such files otherwise.
  ///
  /// - Parameter path: A path or a file name; directories and the extension are dropped.
  public static func bundleName(of path: String) -> (baseName: String, language: String?) {
    var name = Substring(path.split(separator: "/", omittingEmptySubsequences: false).last ?? "")
    if let dot = name.lastIndex(of: ".") { name = name[..<dot] }
    let parts = name.split(separator: "_", omittingEmptySubsequences: false)
    for count in stride(from: min(3, parts.count - 1), through: 1, by: -1) {
      let base = parts.dropLast(count).joined(separator: "_")
      let suffix = Array(parts.suffix(count))
      if !base.isEmpty, isLocale(suffix) {
        return (base, suffix.joined(separator: "_"))
      }
    }
    return (String(name), nil)
  }

  /// Whether `parts` are a language, then an optional script, then an optional region.
  private static func isLocale(_ parts: [Substring]) -> Bool {
    guard let language = parts.first, (2...3).contains(language.utf8.count),
      language.utf8.allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
    else { return false }
    var rest = parts.dropFirst()
    if let script = rest.first, script.utf8.count == 4,
      let first = script.utf8.first, first >= UInt8(ascii: "A"), first <= UInt8(ascii: "Z"),
      script.utf8.dropFirst().allSatisfy({ $0 >= UInt8(ascii: "a") && $0 <= UInt8(ascii: "z") })
    {
      rest = rest.dropFirst()
    }
    guard let region = rest.first else { return true }
    guard rest.count == 1 else { return false }
    let isUpper =
      region.utf8.count == 2
      && region.utf8.allSatisfy { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
    let isDigits =
      region.utf8.count == 3
      && region.utf8.allSatisfy { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
    return isUpper || isDigits
  }
}
