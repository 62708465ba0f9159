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
  /// Whether the output is meant for people (`text`, `xcode`) rather than for other programs.
  ///
  /// The command line writes such reports to standard error, like compiler diagnostics, so a
  /// command's product on standard output stays clean; machine formats go to standard output,
  /// where `> report.sarif` captures them. Defaults to `false`.
  static var isHumanReadable: Bool { get }

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
  /// Machine-readable unless a reporter says otherwise.
  public static var isHumanReadable: Bool { false }

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
