/// Checkstyle XML (format version 4.3), read by Jenkins' Warnings plugin, reviewdog and
/// many code-review bots.
///
/// ```xml
/// <checkstyle version="4.3">
///   <file name="fr.lproj/Localizable.strings">
///     <error line="12" column="9" severity="warning" message="…" source="lint.format-mismatch"/>
///   </file>
/// </checkstyle>
/// ```
/// One `<file>` per checked file, including clean ones (an empty element), sorted by path.
/// Diagnostics without a location go in a `<file name="">` element first. Checkstyle has no
/// notes, so each note is appended to the message as ` (note: path:line:col: text)`.
/// Severities: `error`, `warning`, and `info` for infos and notes.
public struct CheckstyleReporter: Reporter {
  /// `checkstyle`.
  public static let id = "checkstyle"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "Checkstyle XML 4.3, for Jenkins, reviewdog and review bots."

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<checkstyle version=\"4.3\">\n"
    let grouped = context.diagnosticsByFile(items)
    if !grouped.unlocated.isEmpty { out += fileElement("", grouped.unlocated) }
    for file in grouped.files { out += fileElement(file.path, file.diagnostics) }
    out += "</checkstyle>\n"
    return out
  }

  private func fileElement(_ path: String, _ diagnostics: [Diagnostic]) -> String {
    let name = XMLEscaping.escape(path)
    if diagnostics.isEmpty { return "  <file name=\"\(name)\"/>\n" }
    var out = "  <file name=\"\(name)\">\n"
    for diagnostic in diagnostics {
      var message = diagnostic.message
      for note in diagnostic.notes {
        message +=
          " (note: " + note.placePrefix + note.message
          + ")"
      }
      out += "    <error"
      if let location = diagnostic.location, !location.isWholeFile {
        out += " line=\"\(location.line)\" column=\"\(location.column)\""
      }
      out += " severity=\"\(Self.severity(diagnostic.severity))\""
      out += " message=\"\(XMLEscaping.escape(message))\""
      out += " source=\"\(XMLEscaping.escape(diagnostic.id))\"/>\n"
    }
    out += "  </file>\n"
    return out
  }

  private static func severity(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info, .note: return "info"
    }
  }
}
