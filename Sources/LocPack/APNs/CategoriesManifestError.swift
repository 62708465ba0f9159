/// A fatal problem with a categories manifest: it is not JSON, or not a manifest at all.
///
/// Every case carries a ``SourceLocation`` (1-based line and column in Unicode scalars).
/// Problems inside a well-formed manifest (a wrong type, an unknown option, a duplicate
/// identifier) are not fatal: ``CategoriesManifest/parse(_:path:)`` reports them as
/// `categories.*` diagnostics and keeps the rest.
public enum CategoriesManifestError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not valid JSON.
  case json(JSONError)
  /// The top-level value is not an object; `found` is its JSON type.
  case notAnObject(found: String, at: SourceLocation)
  /// The top-level object has no `categories` member.
  case missingCategories(at: SourceLocation)
  /// `categories` is not an array; `found` is its JSON type.
  case categoriesNotAnArray(found: String, at: SourceLocation)

  /// Where the error is.
  public var location: SourceLocation {
    switch self {
    case .json(let error): return error.location
    case .notAnObject(_, let at), .missingCategories(let at), .categoriesNotAnArray(_, let at):
      return at
    }
  }

  /// The stable diagnostic id: `categories.<json error>` for syntax errors
  /// (`categories.trailing-comma`), else `categories.not-an-object`,
  /// `categories.missing-categories` or `categories.categories-not-an-array`.
  public var id: String {
    switch self {
    case .json(let error): return "categories." + error.id.dropFirst("json.".count)
    case .notAnObject: return "categories.not-an-object"
    case .missingCategories: return "categories.missing-categories"
    case .categoriesNotAnArray: return "categories.categories-not-an-array"
    }
  }

  /// The message, one sentence without a trailing period.
  public var message: String {
    switch self {
    case .json(let error): return error.message
    case .notAnObject(let found, _):
      return "a categories manifest must be a JSON object, not \(found)"
    case .missingCategories: return "the manifest has no 'categories' array"
    case .categoriesNotAnArray(let found, _):
      return "'categories' must be an array, not \(found)"
    }
  }

  /// The error as an error-severity ``Diagnostic``.
  public var diagnostic: Diagnostic { Diagnostic(.error, id: id, message, at: location) }

  /// `path:line:col: error: message [id]`.
  public var description: String { diagnostic.description }
}
