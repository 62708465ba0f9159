/// Counts of diagnostics by severity and of files checked.
///
/// Notes given as top-level diagnostics count as infos. Reporters print it; commands use it to
/// pick the exit status.
public struct ReportSummary: Hashable, Sendable {
  /// The number of files checked (see ``ReportContext/checkedFiles``).
  public var files: Int
  /// The number of errors.
  public var errors: Int
  /// The number of warnings.
  public var warnings: Int
  /// The number of infos and top-level notes.
  public var infos: Int

  /// Counts the items; the file count comes from the context.
  public init(_ items: [ReportItem], context: ReportContext = ReportContext()) {
    files = context.files(for: items).count
    errors = 0
    warnings = 0
    infos = 0
    for item in items {
      switch item.diagnostic.severity {
      case .error: errors += 1
      case .warning: warnings += 1
      case .info, .note: infos += 1
      }
    }
  }

  /// `2 errors, 1 warning, 0 infos in 3 files`.
  public var sentence: String {
    "\(Self.count(errors, "error")), \(Self.count(warnings, "warning")), "
      + "\(Self.count(infos, "info")) in \(Self.count(files, "file"))"
  }

  private static func count(_ n: Int, _ noun: String) -> String {
    "\(n) \(noun)\(n == 1 ? "" : "s")"
  }
}
