/// A fatal error reading or editing a String Catalog: the file is not JSON, not a catalog, or
/// already has a key being inserted.
///
/// Problems with the catalog's schema (wrong types, unknown states, a plural without `other`)
/// are not fatal when parsing; they are ``XCStringsFile/diagnostics``. Only
/// ``XCStringsInsertion``, which must find `strings` to edit the bytes, throws the other cases.
public enum XCStringsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A JSON syntax error, with its line and column.
  case syntax(JSONError)
  /// A value that must be an object is not.
  ///
  /// `field` is `the catalog` (the top-level value) or `'strings'`; `found` is the JSON type
  /// found (`array`, `string` …). The location is the value.
  case notAnObject(field: String, found: String, at: SourceLocation)
  /// The top-level object has no `strings` member; the location is the object's `{`.
  case missingStrings(at: SourceLocation)
  /// A key to insert is already in the catalog.
  ///
  /// The location is that key in `strings`, or, for a key given twice among the new entries,
  /// the `strings` key.
  case keyExists(String, at: SourceLocation)

  /// Where the error is.
  public var location: SourceLocation {
    switch self {
    case .syntax(let error): return error.location
    case .notAnObject(_, _, let at), .missingStrings(let at), .keyExists(_, let at): return at
    }
  }

  /// The stable diagnostic id: the JSON error's (such as `json.trailing-comma`), or
  /// `xcstrings.wrong-type`, `xcstrings.missing-strings`, `xcstrings.key-exists`.
  public var id: String {
    switch self {
    case .syntax(let error): return error.id
    case .notAnObject: return "xcstrings.wrong-type"
    case .missingStrings: return "xcstrings.missing-strings"
    case .keyExists: return "xcstrings.key-exists"
    }
  }

  /// The message, one sentence without a trailing period.
  public var message: String {
    switch self {
    case .syntax(let error): return error.message
    case .notAnObject(let field, let found, _): return "\(field) should be an object, not \(found)"
    case .missingStrings: return "the catalog has no 'strings'"
    case .keyExists(let key, _): return "the key '\(key)' is already in the catalog"
    }
  }

  /// The error as an error-severity ``Diagnostic``.
  public var diagnostic: Diagnostic { Diagnostic(.error, id: id, message, at: location) }

  /// `path:line:col: error: message [id]`.
  public var description: String { diagnostic.description }
}
