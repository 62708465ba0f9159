/// A JSON document with every diagnostic and a summary, for scripts.
///
/// ```json
/// {"diagnostics": [{"file", "line", "column", "severity", "rule", "message", "locale",
///   "key", "notes": [{"file", "line", "column", "message"}]}],
///  "summary": {"files", "errors", "warnings", "infos"},
///  "coverage": [{"localization", "keys", "translated", "missing", "untranslated",
///    "percent"}]}
/// ```
/// Every key is always present, except `coverage`, which `lint` adds; absent values are
/// `null`. Keys appear in the order above.
public struct JSONReporter: Reporter {
  /// `json`.
  public static let id = "json"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "A JSON document with diagnostics and a summary, for scripts."

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    let diagnostics = items.sortedForReport().map { item -> JSONValue in
      let diagnostic = item.diagnostic
      let location = diagnostic.location
      let notes = diagnostic.notes.map { note -> JSONValue in
        .object([
          ("file", .optional(note.location?.path)),
          ("line", .optional(note.location.flatMap { $0.isWholeFile ? nil : $0.line })),
          ("column", .optional(note.location.flatMap { $0.isWholeFile ? nil : $0.column })),
          ("message", .string(note.message)),
        ])
      }
      return .object([
        ("file", .optional(location?.path)),
        ("line", .optional(location.flatMap { $0.isWholeFile ? nil : $0.line })),
        ("column", .optional(location.flatMap { $0.isWholeFile ? nil : $0.column })),
        ("severity", .string(diagnostic.severity.rawValue)),
        ("rule", .string(diagnostic.id)),
        ("message", .string(diagnostic.message)),
        ("locale", .optional(item.locale)),
        ("key", .optional(item.key)),
        ("notes", .array(notes)),
      ])
    }
    let summary = ReportSummary(items, context: context)
    var members: [(String, JSONValue)] = [
      ("diagnostics", .array(diagnostics)),
      (
        "summary",
        .object([
          ("files", .int(summary.files)),
          ("errors", .int(summary.errors)),
          ("warnings", .int(summary.warnings)),
          ("infos", .int(summary.infos)),
        ])
      ),
    ]
    if !context.coverage.isEmpty {
      members.append(
        (
          "coverage",
          .array(
            context.coverage.map { row in
              .object([
                ("localization", .string(row.localization)),
                ("keys", .int(row.keys)),
                ("translated", .int(row.translated)),
                ("missing", .int(row.missing)),
                ("untranslated", .int(row.untranslated)),
                ("percent", .number(row.percentText)),
              ])
            })
        ))
    }
    let document = JSONValue.object(members)
    return document.serialized() + "\n"
  }
}
