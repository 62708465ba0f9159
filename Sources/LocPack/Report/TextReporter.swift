/// The human-readable report: `path:line:col: severity: message [id]`, grouped by file.
///
/// Files are separated by a blank line and the report ends with a summary line such as
/// `2 errors, 1 warning, 0 infos in 3 files`. With colour, the location is bold and the
/// severity is red (error), yellow (warning) or cyan (info and note). `lint` puts a coverage
/// table (keys, translated, missing, untranslated, % per localization) before the summary.
/// With excerpts, each
/// located diagnostic and note is followed by its source line and a `^` under the column
/// (for lines longer than 120 characters, a window around the column).
/// Control characters in messages and excerpts are shown as escapes (`\n`, `\u{1B}`).
public struct TextReporter: Reporter {
  /// `text`.
  public static let id = "text"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "Human-readable lines grouped by file, with a summary (default)."

  /// `true`: written to standard error by the command line.
  public static let isHumanReadable = true

  /// The most characters of a source line an excerpt shows.
  static let excerptWidth = 120

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    let style = Style(enabled: context.usesColor)
    var out = ""
    var previousPath: String?? = .none
    for item in items.sortedForReport() {
      let path = item.diagnostic.location?.path
      if let previousPath, previousPath != path { out += "\n" }
      previousPath = .some(path)
      out += lines(item, context: context, style: style)
    }
    if !out.isEmpty { out += "\n" }
    if !context.coverage.isEmpty {
      out += TerminalSanitizer.escapingForOneLine(
        ReportCoverage.textTable(context.coverage), keepingLineBreaks: true)
      out += "\n"
    }
    out += ReportSummary(items, context: context).sentence + "\n"
    return out
  }

  /// One item's lines, as the report shows them: `path:line:col: severity: message [id]`,
  /// its excerpt, then each note and its excerpt; without the blank lines between files and
  /// the summary, so a command can write each diagnostic as it comes.
  ///
  /// - Parameters:
  ///   - item: The diagnostic.
  ///   - context: Colour and excerpts (the other members are not read).
  /// - Returns: The lines, each ending with a newline.
  public func lines(_ item: ReportItem, context: ReportContext) -> String {
    lines(item, context: context, style: Style(enabled: context.usesColor))
  }

  private func lines(_ item: ReportItem, context: ReportContext, style: Style) -> String {
    let diagnostic = item.diagnostic
    var out = line(diagnostic.location, diagnostic.severity, diagnostic.message, style)
    out += " [\(TerminalSanitizer.escapingForOneLine(diagnostic.id))]\n"
    out += excerpt(diagnostic.location, diagnostic.severity, context, style)
    for note in diagnostic.notes {
      out += line(note.location, .note, note.message, style) + "\n"
      out += excerpt(note.location, .note, context, style)
    }
    return out
  }

  private func line(
    _ location: SourceLocation?, _ severity: Diagnostic.Severity, _ message: String,
    _ style: Style
  ) -> String {
    let label = style.apply(severity.color + Style.bold, "\(severity.rawValue):")
    let message = TerminalSanitizer.escapingForOneLine(message)
    guard let location else { return "\(label) \(message)" }
    let place = TerminalSanitizer.escapingForOneLine(location.description)
    return "\(style.apply(Style.bold, "\(place):")) \(label) \(message)"
  }

  private func excerpt(
    _ location: SourceLocation?, _ severity: Diagnostic.Severity, _ context: ReportContext,
    _ style: Style
  ) -> String {
    guard context.showsExcerpts, let location, !location.isWholeFile,
      let file = context.sources[location.path]
    else {
      return ""
    }
    let scalars = Array(file.lineText(location.line).unicodeScalars)
    // A long line (minified JSON) shows a window around the column, marked with "…".
    let target = location.column - 1
    var start = 0
    var end = scalars.count
    if scalars.count > Self.excerptWidth {
      start = max(0, min(target - Self.excerptWidth / 2, scalars.count - Self.excerptWidth))
      end = start + Self.excerptWidth
    }
    // Pad with the cells each character before the column takes (tabs stay tabs), so the
    // caret lands under the column in a terminal, wide characters and escapes included.
    var text = start > 0 ? "…" : ""
    var padding = start > 0 ? " " : ""
    for index in start..<end {
      let scalar = scalars[index]
      let shown = TerminalSanitizer.oneLineForm(of: scalar)
      text += shown
      guard index < target else { continue }
      if scalar == "\t" {
        padding += "\t"
      } else {
        let cells =
          TerminalSanitizer.escapesOnOneLine(scalar) ? shown.count : TerminalWidth.cells(of: scalar)
        padding += String(repeating: " ", count: cells)
      }
    }
    if end < scalars.count { text += "…" }
    let missing = target - scalars.count
    if missing > 0 { padding += String(repeating: " ", count: missing) }
    return "    \(text)\n    \(padding)\(style.apply(severity.color + Style.bold, "^"))\n"
  }
}

extension TextReporter {
  /// ANSI SGR styling that is a no-op when colour is off.
  struct Style {
    static let bold = "1"
    var enabled: Bool

    func apply(_ codes: String, _ text: String) -> String {
      enabled ? "\u{1B}[\(codes)m\(text)\u{1B}[0m" : text
    }
  }
}

extension Diagnostic.Severity {
  /// The SGR colour prefix (`31;` red, `33;` yellow, `36;` cyan) to combine with bold.
  fileprivate var color: String {
    switch self {
    case .error: return "31;"
    case .warning: return "33;"
    case .info, .note: return "36;"
    }
  }
}
