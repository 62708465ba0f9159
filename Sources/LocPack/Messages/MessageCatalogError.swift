/// A server catalog file that cannot be read.
///
/// It is malformed, over a limit, or in a form locpack refuses (a YAML alias): one located
/// error, and nothing of the file is used.
public struct MessageCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A stable id such as `messages.po-unterminated-string`.
  public var id: String
  /// One sentence, no trailing period.
  public var message: String
  /// Where the problem is.
  public var location: SourceLocation

  /// Creates an error.
  public init(id: String, _ message: String, at location: SourceLocation) {
    self.id = id
    self.message = message
    self.location = location
  }

  /// The ids of errors that say a file's language cannot be told, or cannot be given: the
  /// command line, not the file, has to change (exit 64).
  public static let languageIDs: Set<String> = [
    "messages.json-language", "messages.yaml-language-given",
  ]

  /// The error as a diagnostic.
  public var diagnostic: Diagnostic { Diagnostic(.error, id: id, message, at: location) }

  /// `path:line:column: error: message [id]`.
  public var description: String { diagnostic.description }
}
