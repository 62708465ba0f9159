/// One problem met while filling a format string with arguments.
public struct ExpansionWarning: Hashable, Sendable {
  /// What happened.
  public enum Kind: Hashable, Sendable {
    /// Fewer arguments than the format reads: this one renders the missing placeholder.
    case missingArgument(argumentIndex: Int)
    /// More arguments than the format reads: the rest are ignored.
    case unusedArguments(count: Int)
    /// A non-object specifier (or a `*` width or precision) reads a string argument.
    case nonObjectSpecifier
    /// `%n` renders nothing.
    case writebackIgnored
    /// A `%#@name@` stringsdict variable rendered as its plain argument.
    case stringsdictVariable(name: String)
    /// Gaps in argument numbers shift later arguments.
    case argumentsShifted
    /// A `%` with no valid conversion lost text.
    case percentDropped
    /// Foundation fails on the format (a number overflow); the text is empty.
    case formatFails
    /// An argument number beyond Foundation's limit empties the whole text.
    case rendersEmpty
    /// The filled text reached ``ExpansionOptions/maxTextBytes`` and was cut there.
    case truncated(limit: Int)
  }

  /// What happened.
  public var kind: Kind
  /// The UTF-8 byte range in the format text, when it has one.
  public var range: Range<Int>?
  /// One sentence, lowercase start, no trailing period.
  public var message: String

  /// Creates a warning.
  public init(_ kind: Kind, range: Range<Int>?, message: String) {
    self.kind = kind
    self.range = range
    self.message = message
  }
}
