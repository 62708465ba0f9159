/// One `path:line:col: severity: message [id]` line per diagnostic plus its note lines.
///
/// The form Xcode, editors and most build-log parsers recognise; the same text as
/// `Diagnostic.description`, sorted, without a summary.
public struct XcodeReporter: Reporter {
  /// `xcode`.
  public static let id = "xcode"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "path:line:col: severity: message [id] lines for Xcode and editors."

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    var out = ""
    for item in items.sortedForReport() {
      out += item.diagnostic.description + "\n"
    }
    return out
  }
}
