/// Turns a list of diagnostics into one output format, such as text, JSON or SARIF.
///
/// Each reporter lives in its own file and is listed in ``Reporters/all``; the command line's
/// `--reporter` option and `locpack reporters` both read that list. A reporter is a pure
/// function of its input: it sorts the items itself (by path, line, column, id), so equal input
/// always renders byte for byte the same output.
public protocol Reporter: Sendable {
  /// The stable name given to `--reporter`, such as `sarif`.
  static var id: String { get }
  /// One line that says what the format is for.
  static var abstract: String { get }

  /// Creates the reporter.
  init()

  /// Renders the items, ending with a newline when the output is not empty.
  ///
  /// - Parameters:
  ///   - items: The diagnostics with their optional metadata, in any order.
  ///   - context: Colour, excerpts, source files, tool version and the files checked.
  func render(_ items: [ReportItem], context: ReportContext) -> String
}

extension Reporter {
  /// Renders bare diagnostics (no locale or key metadata).
  ///
  /// - Parameters:
  ///   - diagnostics: The diagnostics, in any order.
  ///   - context: Colour, excerpts, source files, tool version and the files checked.
  public func render(_ diagnostics: [Diagnostic], context: ReportContext = ReportContext())
    -> String
  {
    render(diagnostics.map { ReportItem($0) }, context: context)
  }
}
