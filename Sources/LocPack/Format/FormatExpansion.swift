/// The text a format string renders with given arguments, and what went wrong on the way.
public struct FormatExpansion: Hashable, Sendable {
  /// The rendered text.
  public var text: String
  /// Problems met while substituting, format-level ones first.
  public var warnings: [ExpansionWarning]

  /// Creates an expansion.
  public init(text: String, warnings: [ExpansionWarning]) {
    self.text = text
    self.warnings = warnings
  }
}
