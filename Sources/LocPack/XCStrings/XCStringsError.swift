/// A fatal error reading a String Catalog: the file is not JSON.
///
/// Problems with the catalog's schema (wrong types, unknown states, a plural without `other`)
/// are not fatal; they are ``XCStringsFile/diagnostics``.
public enum XCStringsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A JSON syntax error, with its line and column.
  case syntax(JSONError)

  /// Where the error is.
  public var location: SourceLocation {
    switch self {
    case .syntax(let error): return error.location
    }
  }

  /// The stable diagnostic id (the JSON error's, such as `json.trailing-comma`).
  public var id: String {
    switch self {
    case .syntax(let error): return error.id
    }
  }

  /// The message, one sentence without a trailing period.
  public var message: String {
    switch self {
    case .syntax(let error): return error.message
    }
  }

  /// The error as an error-severity ``Diagnostic``.
  public var diagnostic: Diagnostic { Diagnostic(.error, id: id, message, at: location) }

  /// `path:line:col: error: message [id]`.
  public var description: String { diagnostic.description }
}
