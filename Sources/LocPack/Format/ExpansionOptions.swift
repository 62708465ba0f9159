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

  /// The most UTF-8 bytes one filled text may have (default 1 MiB, the default
  /// `--max-string-length`).
  ///
  /// A format can read one argument many times (`%1$@%1$@…`), so a text of length F filled
  /// with an argument of length A could reach about F/4 × A bytes. Filling stops at this
  /// length, cut back to a whole Unicode scalar, with an ``ExpansionWarning/Kind/truncated(limit:)``
  /// warning; the work is bounded by it too.
  public var maxTextBytes: Int

  /// Creates options.
  public init(
    missingArgument: String = "<null>", nonObject: NonObjectRendering = .specifierText,
    maxTextBytes: Int = InputLimits.default.maxStringBytes
  ) {
    self.missingArgument = missingArgument
    self.nonObject = nonObject
    self.maxTextBytes = max(0, maxTextBytes)
  }
}
