/// A property list read by ``PropertyList/read(_:path:)``: its value, the format it was
/// written in and what the reader noticed.
public struct PropertyListDocument: Sendable {
  /// The decoded value; a dictionary for every localization table.
  public var value: PlistValue
  /// The format the content was detected as.
  public var format: PropertyListFormat
  /// The text encoding of OpenStep text (`nil` for XML and binary plists).
  public var encoding: TextEncoding?
  /// Recoverable problems from the reader, and the `.strings` table checks.
  public var diagnostics: [Diagnostic]
  /// The entries of OpenStep text with a top-level dictionary, in file order, duplicates and
  /// comments included; empty for the other formats.
  public var entries: [StringsEntry]

  /// Creates a document from its parts.
  public init(
    value: PlistValue, format: PropertyListFormat, encoding: TextEncoding? = nil,
    diagnostics: [Diagnostic] = [], entries: [StringsEntry] = []
  ) {
    self.value = value
    self.format = format
    self.encoding = encoding
    self.diagnostics = diagnostics
    self.entries = entries
  }

  /// The comment written before each key in the text, for the value that counts (the last
  /// duplicate's); keys without a comment are absent.
  public var comments: [String: String] {
    var result: [String: String] = [:]
    for entry in entries {
      result[entry.key] = entry.comment
    }
    return result
  }
}
