/// The reader of gettext `.po` and `.pot` files.
///
/// ```
/// # Translators: shown on the lock screen
/// #, python-format
/// msgctxt "push"
/// msgid "%(name)s sent you a message"
/// msgstr "%(name)s hat dir eine Nachricht gesendet"
/// ```
///
/// Every file gives the source text: one entry per message with `language: nil`, its text the
/// `msgid` (for a plural message, `msgid` as the `one` form and `msgid_plural` as `other`:
/// gettext's source language is English-like, with exactly these two forms). A file with a
/// language also gives one entry per translated message in that language. IDs are the
/// `msgid`, contexts the `msgctxt`.
///
/// - **Language**: the header's `Language:`, else the path (`de.po`, `pt_BR.po`,
///   `messages.de.po`, `locale/de/LC_MESSAGES/django.po`), else none. A `.pot` file has none
///   whatever its header says. Without a language only the source entries are read; a file
///   without one whose `msgstr`s are not empty gets one `messages.po-language` warning.
/// - **Untranslated and fuzzy**: an empty `msgstr` (for a plural message, every `msgstr[n]`
///   empty) gives no entry and no diagnostic; a `#, fuzzy` translation gives no entry and a
///   `messages.po-fuzzy` note. `#~` obsolete messages are skipped silently.
/// - **Plurals**: `msgstr[n]` forms map to the language's CLDR categories through the
///   header's `Plural-Forms` (see ``GettextPluralForms``); a `Plural-Forms` that disagrees with
///   CLDR gives one `messages.po-plural-forms-mismatch` warning at the header. Without a
///   `Plural-Forms` header, `msgstr[i]` is the language's i-th category in CLDR order (zero,
///   one, two, few, many, other), with a warning when the counts differ. A form that CLDR's
///   categories do not reach is not kept.
/// - **Placeholders**: `#, python-brace-format` means ``PlaceholderSyntax/braces``;
///   `c-format`, `python-format` and `php-format` mean ``PlaceholderSyntax/printf``; without
///   a flag, a `msgid` with a printf conversion (`%s`, `%d`, `%(name)s`, `%1$s`) is printf, one
///   with `{name}` or `{0}` is braces, and anything else printf.
/// - **Encoding**: UTF-8 (or ASCII). A header naming another charset fails with
///   `messages.po-charset`: convert the file with `msgconv --to-code=UTF-8`. A file declaring
///   Latin-1 fails so even when its bytes happen to be ASCII, so that the file is fixed once.
///   A UTF-8 byte-order mark is skipped.
///
/// Errors (each one ``MessageCatalogError``, located): `messages.input-too-large`,
/// `messages.po-invalid-utf8`, `messages.po-charset`, `messages.po-unterminated-string`,
/// `messages.po-invalid-escape`, `messages.po-missing-string` (a keyword without a string),
/// `messages.po-unknown-keyword`, `messages.po-unexpected-text` (a string without a keyword,
/// a stray character), `messages.po-missing-msgid` (`msgstr` or `msgid_plural` without
/// `msgid`), `messages.po-missing-msgstr`, `messages.po-unexpected-keyword` (keywords out of
/// order, `msgstr[n]` numbered wrong), `messages.po-duplicate` (the same `msgctxt` and `msgid`
/// twice, which `msgfmt` rejects too), `messages.po-plural-forms` (a `Plural-Forms` header
/// that cannot be read, divides by zero or gives an index of `nplurals` or more),
/// `messages.po-plural-count` (a plural message whose number of `msgstr[n]` is not
/// `nplurals`), `messages.po-string-too-long` and `messages.po-too-many-values` (each
/// keyword counts as one value).
public enum GettextCatalog {
  /// Reads a `.po` or `.pot` file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The path as the user gave it; it names the language when the header does not,
  ///     and `.pot` marks a template.
  ///   - limits: Bounds on the file size, string length and number of keywords.
  ///   - language: The file's language as the user names it; it overrides the path's (and
  ///     the header's).
  /// - Returns: The entries in file order (each message's source entry, then its translation)
  ///   and the warnings and notes.
  /// - Throws: ``MessageCatalogError`` at the first fatal problem (listed in the type's
  ///   discussion).
  /// - Complexity: O(n) in the file's size.
  public static func read(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default, language: String? = nil
  ) throws(MessageCatalogError) -> MessageCatalog {
    let source = SourceFile(path: path, utf8: bytes)
    guard bytes.count <= limits.maxInputBytes else {
      throw MessageCatalogError(
        id: "messages.input-too-large",
        "the file is larger than \(InputLimits.formatSize(limits.maxInputBytes)); "
          + InputLimits.Kind.inputSize.advice, at: source.location(at: limits.maxInputBytes))
    }
    if let bad = UTF8Validation.firstInvalid(bytes) {
      if let charset = Header.sniffCharset(bytes), !Header.isReadable(charset: charset.text) {
        throw charsetError(charset, source: source)
      }
      throw MessageCatalogError(
        id: "messages.po-invalid-utf8", "invalid UTF-8 byte sequence",
        at: source.location(at: bad))
    }
    var parser = GettextParser(bytes: bytes, source: source, limits: limits)
    let messages = try parser.parse()
    var builder = try GettextEntryBuilder(messages: messages, source: source, language: language)
    for message in messages { try builder.add(message) }
    return MessageCatalog(
      path: path, format: .gettext, entries: builder.entries, diagnostics: builder.diagnostics)
  }

  static func charsetError(_ charset: Header.Value, source: SourceFile) -> MessageCatalogError {
    MessageCatalogError(
      id: "messages.po-charset",
      "the file is in '\(charset.text)', and only UTF-8 is read; convert it with "
        + "'msgconv --to-code=UTF-8'", at: source.location(at: charset.offset))
  }
}
