/// A problem in one format string, found while parsing it.
///
/// Each issue has a stable ``id`` (`format.<kebab-name>`), a severity, a one-sentence message
/// and the UTF-8 byte range in the format text it points at.
public struct FormatIssue: Hashable, Sendable {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// The text ends inside a specifier (`50%`, `%5$`): Foundation drops it.
    case incompleteSpecifier
    /// A `%` followed by no valid conversion (`100%!`, `%'d`): Foundation drops the `%`.
    case unknownConversion
    /// A `%` followed by a space that still forms a specifier (`50% off` is `% o`): it
    /// consumes an argument.
    case percentInProse
    /// `%0$…`: argument numbers start at 1; Foundation renders `0` and the rest as text.
    case zeroPosition
    /// `%n`: never honoured, still consumes an argument.
    case percentN
    /// Positional (`%1$@`) and sequential (`%@`) specifiers mixed in one string.
    case mixedPositionalAndSequential
    /// Positional arguments with numbers missing (`%1$@ %3$@`): later arguments shift.
    case argumentGap(missing: [Int])
    /// One argument read as two different types.
    case conflictingTypes(argumentIndex: Int)
    /// A number too large for Foundation (argument number above 127, width or precision
    /// above 2^31−1): formatting fails.
    case numberOverflow
    /// An argument number beyond what Foundation collects for this many `%` signs
    /// (3 per `%`, plus 1): it renders `(null)` or the whole string renders empty.
    case positionOutOfRange(argumentIndex: Int)
  }

  /// What is wrong.
  public var kind: Kind
  /// The UTF-8 byte range of the offending text.
  public var range: Range<Int>
  /// One sentence, lowercase start, no trailing period.
  public var message: String

  /// Creates an issue.
  public init(_ kind: Kind, range: Range<Int>, message: String) {
    self.kind = kind
    self.range = range
    self.message = message
  }

  /// The stable diagnostic id, `format.<kebab-name>`.
  public var id: String {
    switch kind {
    case .incompleteSpecifier: return "format.incomplete-specifier"
    case .unknownConversion: return "format.unknown-conversion"
    case .percentInProse: return "format.percent-in-prose"
    case .zeroPosition: return "format.zero-position"
    case .percentN: return "format.percent-n"
    case .mixedPositionalAndSequential: return "format.mixed-positional"
    case .argumentGap: return "format.argument-gap"
    case .conflictingTypes: return "format.conflicting-types"
    case .numberOverflow: return "format.number-overflow"
    case .positionOutOfRange: return "format.position-out-of-range"
    }
  }

  /// How bad the issue is: errors crash, fail or lose text; warnings are fragile.
  public var severity: Diagnostic.Severity {
    switch kind {
    case .mixedPositionalAndSequential, .argumentGap: return .warning
    default: return .error
    }
  }

  /// The issue as a ``Diagnostic`` at `location` (the caller maps ``range`` into its file).
  public func diagnostic(at location: SourceLocation? = nil) -> Diagnostic {
    Diagnostic(severity, id: id, message, at: location)
  }
}
