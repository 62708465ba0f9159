/// Why an edit of a `.strings` table was refused.
///
/// Nothing is changed when an edit throws.
public enum StringsEditError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The key to change or remove is not in the table.
  case keyNotFound(key: String)
  /// The key to insert after is not in the table.
  case anchorNotFound(key: String)
  /// The key to insert is already in the table; the location is its last definition.
  case duplicateKey(key: String, at: SourceLocation)
  /// The entry's value is an array, a dictionary or data, which `setValue` does not replace.
  case notAString(key: String, found: String, at: SourceLocation)
  /// The text ends inside a quoted string the reader forgave (an array element that runs to
  /// the end of the file): a quote in an entry appended after it would close that string and
  /// change how the file reads. The location is the string's opening quote.
  case unterminatedQuote(at: SourceLocation)

  /// Where the problem is, when it has a place in the file.
  public var location: SourceLocation? {
    switch self {
    case .keyNotFound, .anchorNotFound: return nil
    case .duplicateKey(_, let at), .notAString(_, _, let at), .unterminatedQuote(let at):
      return at
    }
  }

  /// A stable id, `strings.<kebab-name>`.
  public var id: String {
    switch self {
    case .keyNotFound: return "strings.edit-key-not-found"
    case .anchorNotFound: return "strings.edit-anchor-not-found"
    case .duplicateKey: return "strings.edit-duplicate-key"
    case .notAString: return "strings.edit-not-a-string"
    case .unterminatedQuote: return "strings.edit-unterminated-quote"
    }
  }

  /// The message: one sentence, lowercase start, no trailing period.
  public var message: String {
    switch self {
    case .keyNotFound(let key): return "no entry '\(key)' to edit"
    case .anchorNotFound(let key): return "no entry '\(key)' to insert after"
    case .duplicateKey(let key, _): return "the table already has an entry '\(key)'"
    case .notAString(let key, let found, _):
      return "the value of '\(key)' is \(found), not a string; it is left as it is"
    case .unterminatedQuote:
      return "the table ends inside a quoted string that begins here and is never closed; "
        + "an entry added after it would change how the file reads"
    }
  }

  /// `path:line:col: error: message [id]`, or `error: message [id]` without a location.
  public var description: String {
    if let location { return "\(location): error: \(message) [\(id)]" }
    return "error: \(message) [\(id)]"
  }
}
