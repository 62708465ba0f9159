/// A `.stringsdict` file: plural, variable-width and device-specific localizations.
///
/// Build it from a ``PlistValue`` read by any plist reader. Parsing never fails: every
/// problem becomes a ``Diagnostic`` with an id `stringsdict.*`, and entries that cannot be
/// used are left out of ``entries``.
///
/// | id | severity | problem |
/// |----|----------|---------|
/// | `stringsdict.not-a-dictionary` | error | the root is not a dictionary |
/// | `stringsdict.entry-not-a-dictionary` | error | a key's value is not a dictionary |
/// | `stringsdict.missing-format-key` | error | no `NSStringLocalizedFormatKey` |
/// | `stringsdict.invalid-value` | error | a format key, type or form is not a string |
/// | `stringsdict.malformed-reference` | error | `%#@` without a name and closing `@` |
/// | `stringsdict.missing-variable` | error | `%#@name@` without a `name` dictionary |
/// | `stringsdict.unused-variable` | warning | a variable no format references |
/// | `stringsdict.missing-spec-type` | error | no `NSStringFormatSpecTypeKey` |
/// | `stringsdict.unknown-spec-type` | error | an unknown `NSStringFormatSpecTypeKey` |
/// | `stringsdict.missing-value-type` | warning | no `NSStringFormatValueTypeKey` |
/// | `stringsdict.invalid-value-type` | error | a value type that is no numeric conversion |
/// | `stringsdict.missing-other` | error | a plural rule without `other` |
/// | `stringsdict.unknown-category` | warning | a plural key that is no CLDR category |
/// | `stringsdict.invalid-width` | warning | a variable-width key that is no integer |
/// | `stringsdict.unknown-device` | warning | a device key Apple does not document |
/// | `stringsdict.unexpected-key` | warning | an entry key that is neither string nor rule |
public struct StringsDictFile: Hashable, Sendable {
  /// The usable entries, in key order.
  public var entries: [StringsDictEntry]
  /// Problems found, in file order.
  public var diagnostics: [Diagnostic]

  /// Creates a file from its parts.
  public init(entries: [StringsDictEntry] = [], diagnostics: [Diagnostic] = []) {
    self.entries = entries
    self.diagnostics = diagnostics
  }

  /// The entry for a key, if present.
  public subscript(key: String) -> StringsDictEntry? {
    entries.first { $0.key == key }
  }

  /// Reads the entries of a `.stringsdict` plist.
  ///
  /// - Parameters:
  ///   - root: The decoded plist.
  ///   - path: The file's path, used for diagnostics without a finer location.
  ///   - location: Maps a key path in the plist, such as `["files", "count", "other"]`, to
  ///     the place it was read from. A diagnostic points at the longest prefix of its key
  ///     path that the hook places; without a hook, or when it places none, at line 1,
  ///     column 1 of `path`.
  public static func parse(
    _ root: PlistValue, path: String, location: (([String]) -> SourceLocation?)? = nil
  ) -> StringsDictFile {
    var parser = StringsDictParser(path: path, location: location)
    parser.parse(root)
    return StringsDictFile(entries: parser.entries, diagnostics: parser.diagnostics)
  }
}
