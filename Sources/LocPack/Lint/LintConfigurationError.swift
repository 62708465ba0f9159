/// A `.locpack.json` that cannot be used, with where the problem is.
public enum LintConfigurationError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file is not valid JSON.
  case syntax(Diagnostic)
  /// A member the configuration does not know.
  case unknownSetting(String, at: SourceLocation?)
  /// A value of the wrong type or out of range.
  case invalidValue(String, expected: String, at: SourceLocation?)

  /// The problem as a diagnostic (`config.*`).
  public var diagnostic: Diagnostic {
    switch self {
    case .syntax(let diagnostic): return diagnostic
    case .unknownSetting(let name, let location):
      return Diagnostic(
        .error, id: "config.unknown-setting", "unknown setting '\(name)'", at: location)
    case .invalidValue(let name, let expected, let location):
      return Diagnostic(
        .error, id: "config.invalid-value", "'\(name)' must be \(expected)", at: location)
    }
  }

  /// `path:line:col: error: message [id]`.
  public var description: String { diagnostic.description }
}
