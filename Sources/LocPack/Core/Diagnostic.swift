/// One problem found in an input: an error, a warning, an informational finding or a note.
///
/// Every part of locpack reports through this type. The `id` is stable and namespaced by
/// area (`strings.missing-semicolon`, `lint.format-mismatch`) so that tools and baselines
/// can rely on it.
public struct Diagnostic: Hashable, Sendable, CustomStringConvertible {
  /// How bad a diagnostic is.
  public enum Severity: String, Hashable, Sendable, Comparable, CaseIterable {
    case error
    case warning
    case info
    case note

    private var rank: Int {
      switch self {
      case .error: return 3
      case .warning: return 2
      case .info: return 1
      case .note: return 0
      }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
  }

  /// A secondary message with its own location, such as "first defined here".
  public struct Note: Hashable, Sendable {
    /// The note's text.
    public var message: String
    /// Where the note points, if anywhere.
    public var location: SourceLocation?

    /// Creates a note.
    public init(_ message: String, at location: SourceLocation? = nil) {
      self.message = message
      self.location = location
    }
  }

  /// The severity.
  public var severity: Severity
  /// A stable identifier such as `strings.duplicate-key`.
  public var id: String
  /// The message, one sentence, no trailing period.
  public var message: String
  /// Where the problem is, when it has a place.
  public var location: SourceLocation?
  /// Related places.
  public var notes: [Note]

  /// Creates a diagnostic.
  public init(
    _ severity: Severity, id: String, _ message: String, at location: SourceLocation? = nil,
    notes: [Note] = []
  ) {
    self.severity = severity
    self.id = id
    self.message = message
    self.location = location
    self.notes = notes
  }

  /// `path:line:col: severity: message [id]`, followed by one line per note.
  ///
  /// Messages quote input files, so line breaks, escape sequences and bidirectional controls
  /// in the path or the message are shown as visible escapes (`\n`, `\u{1B}`): each line
  /// stays one line, and an input file cannot drive the terminal that shows its diagnostics.
  public var description: String {
    var lines = [Self.line(location, severity.rawValue, message + " [\(id)]")]
    for note in notes { lines.append(Self.line(note.location, "note", note.message)) }
    return lines.joined(separator: "\n")
  }

  private static func line(_ location: SourceLocation?, _ label: String, _ text: String) -> String {
    let text = TerminalSanitizer.escapingForOneLine(text)
    if let location {
      return "\(TerminalSanitizer.escapingForOneLine(location.description)): \(label): \(text)"
    }
    return "\(label): \(text)"
  }
}

extension Array where Element == Diagnostic {
  /// Whether any diagnostic is an error.
  public var hasErrors: Bool { contains { $0.severity == .error } }
}
