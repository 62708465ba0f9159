/// GitHub Actions workflow commands that annotate the pull request diff.
///
/// `::error file=path,line=12,col=9,title=lint.format-mismatch::message`. Errors and warnings
/// keep their level; infos and notes become `notice`. Notes follow the message on their own
/// lines. Data is escaped as the Actions toolkit does (`%`, CR, LF) and property values also
/// escape `:` and `,`; other control characters are shown as escapes (`\u{1B}`) so input text
/// cannot inject terminal sequences into the job log.
public struct GitHubReporter: Reporter {
  /// `github`.
  public static let id = "github"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "GitHub Actions annotations (::error file=…::message)."

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    var out = ""
    for item in items.sortedForReport() {
      let diagnostic = item.diagnostic
      var properties: [String] = []
      if let location = diagnostic.location {
        properties.append(
          "file="
            + Self.escapeProperty(
              TerminalSanitizer.escapingForOneLine(location.path, keepingLineBreaks: true)))
        if !location.isWholeFile {
          properties.append("line=\(location.line)")
          properties.append("col=\(location.column)")
        }
      }
      properties.append("title=" + Self.escapeProperty(diagnostic.id))
      var message = diagnostic.message
      for note in diagnostic.notes {
        message +=
          "\n" + note.placePrefix + "note: " + note.message
      }
      out += "::\(Self.command(diagnostic.severity)) \(properties.joined(separator: ","))::"
      out +=
        Self.escapeData(TerminalSanitizer.escapingForOneLine(message, keepingLineBreaks: true))
        + "\n"
    }
    return out
  }

  static func command(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info, .note: return "notice"
    }
  }

  /// Escapes a command's message: `%` → `%25`, CR → `%0D`, LF → `%0A`.
  static func escapeData(_ text: String) -> String {
    text.replacingScalars { scalar in
      switch scalar {
      case "%": "%25"
      case "\r": "%0D"
      case "\n": "%0A"
      default: nil
      }
    }
  }

  /// Escapes a property value: as ``escapeData(_:)`` plus `:` → `%3A` and `,` → `%2C`.
  static func escapeProperty(_ text: String) -> String {
    escapeData(text).replacingScalars { scalar in
      switch scalar {
      case ":": "%3A"
      case ",": "%2C"
      default: nil
      }
    }
  }
}
