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

/// How ``FormatString/expand(arguments:options:)`` renders what the device leaves undefined.
public struct ExpansionOptions: Hashable, Sendable {
  /// How to render a non-object specifier (`%d`, `%f`, `%s` …) met with a string argument.
  public enum NonObjectRendering: Hashable, Sendable {
    /// The specifier's own text, such as `%d`, so the defect is visible. The default.
    case specifierText
    /// The argument's text, as if the specifier were `%@`.
    case argument
    /// A fixed text.
    case placeholder(String)
  }

  /// The text a missing argument renders as.
  ///
  /// The default is `<null>`, what one device report shows (unverified); CoreFoundation itself prints `(null)` for a nil object.
  public var missingArgument: String
  /// How non-object specifiers render.
  ///
  /// On a device they read a string object's pointer as
  /// a number (or follow it as a C string), so the real text is unpredictable.
  public var nonObject: NonObjectRendering

  /// Creates options.
  public init(missingArgument: String = "<null>", nonObject: NonObjectRendering = .specifierText) {
    self.missingArgument = missingArgument
    self.nonObject = nonObject
  }
}

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
