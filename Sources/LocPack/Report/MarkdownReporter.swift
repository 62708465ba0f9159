/// A Markdown report for people reading it on a code host: a GitHub job summary
/// (`>> $GITHUB_STEP_SUMMARY`), a pull-request comment, a wiki page.
///
/// ```markdown
/// **2 errors, 1 warning, 0 infos in 3 files**
///
/// | Severity | Place | Rule | Message |
/// |---|---|---|---|
/// | error | `fr.lproj/Localizable.strings:3:1` | `lint.format-crash` | … |
///
/// | Localization | Keys | Translated | Missing | Untranslated | % |
/// |---|---:|---:|---:|---:|---:|
/// | fr | 120 | 118 | 2 | 0 | 98.3 |
/// ```
/// The findings table lists the first 500 findings (the summary counts them all); the
/// coverage table comes from `lint`. Cell text escapes `|`, backslashes, backticks, `<`,
/// `>` and `&`, and shows line breaks and control characters as escapes, so a finding that
/// quotes a file cannot break the table or inject markup.
public struct MarkdownReporter: Reporter {
  /// `markdown`.
  public static let id = "markdown"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "Markdown tables of findings and coverage, for job summaries."

  /// The most findings listed.
  static let maxRows = 500

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    let sorted = items.sortedForReport()
    var out = "**" + ReportSummary(items, context: context).sentence + "**\n"
    if !sorted.isEmpty {
      out += "\n| Severity | Place | Rule | Message |\n|---|---|---|---|\n"
      for item in sorted.prefix(Self.maxRows) {
        let diagnostic = item.diagnostic
        let place = diagnostic.location.map { "`" + Self.code($0.description) + "`" } ?? ""
        out +=
          "| \(diagnostic.severity.rawValue) | \(place) | `\(Self.code(diagnostic.id))` | "
          + Self.cell(diagnostic.message) + " |\n"
      }
      if sorted.count > Self.maxRows {
        out += "\n… and \(sorted.count - Self.maxRows) more findings.\n"
      }
    }
    if !context.coverage.isEmpty {
      out += "\n| Localization | Keys | Translated | Missing | Untranslated | % |\n"
      out += "|---|---:|---:|---:|---:|---:|\n"
      for row in context.coverage {
        out +=
          "| \(Self.cell(row.localization)) | \(row.keys) | \(row.translated) | \(row.missing) "
          + "| \(row.untranslated) | \(row.percentText) |\n"
      }
    }
    return out
  }

  /// Text safe in a table cell: Markdown and HTML specials escaped, one line.
  static func cell(_ text: String) -> String {
    TerminalSanitizer.escapingForOneLine(text).replacingScalars { scalar in
      switch scalar {
      case "|", "\\", "`", "*", "_", "[", "]": "\\" + String(scalar)
      case "<": "&lt;"
      case ">": "&gt;"
      case "&": "&amp;"
      default: nil
      }
    }
  }

  /// Text inside a code span in a cell: a backtick or pipe cannot close it or the cell.
  static func code(_ text: String) -> String {
    TerminalSanitizer.escapingForOneLine(text).replacingScalars { scalar in
      switch scalar {
      case "`": "'"
      case "|": "\\|"
      default: nil
      }
    }
  }
}
