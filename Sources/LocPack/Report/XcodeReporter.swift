/// One `path:line:col: severity: message [id]` line per diagnostic plus its note lines.
///
/// The form Xcode, editors and most build-log parsers recognise; the same text as
/// `Diagnostic.description`, sorted, without a summary, except that control characters are
/// shown as escapes (`\n`, `\u{1B}`) so each diagnostic and note stays one line.
public struct XcodeReporter: Reporter {
  /// `xcode`.
  public static let id = "xcode"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "path:line:col: severity: message [id] lines for Xcode and editors."

  /// `true`: written to standard error by the command line.
  public static let isHumanReadable = true

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    var out = ""
    for item in items.sortedForReport() {
      let diagnostic = item.diagnostic
      out += Self.line(
        diagnostic.location, diagnostic.severity.rawValue,
        "\(diagnostic.message) [\(diagnostic.id)]")
      for note in diagnostic.notes {
        out += Self.line(note.location, Diagnostic.Severity.note.rawValue, note.message)
      }
    }
    return out
  }

  /// `path:line:col: label: text` (or `label: text` without a location), made one line.
  static func line(_ location: SourceLocation?, _ label: String, _ text: String) -> String {
    let text = TerminalSanitizer.escapingForOneLine(text)
    guard let location else { return "\(label): \(text)\n" }
    return "\(TerminalSanitizer.escapingForOneLine(location.description)): \(label): \(text)\n"
  }
}
