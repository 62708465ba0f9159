/// Everything a reporter may need besides the diagnostics themselves.
///
/// The defaults suit tests and library callers: no colour, no excerpts, the current tool
/// version. The command line fills in colour from `--color`, excerpts from `--excerpt`, and
/// the files it checked so that summaries and per-file reports count clean files too.
public struct ReportContext: Sendable {
  /// Whether to use ANSI colours (only the `text` reporter uses colour).
  public var usesColor: Bool
  /// Whether to print the source line with a `^` under the column (`text` reporter).
  public var showsExcerpts: Bool
  /// The source files by path, for excerpts.
  public var sources: [String: SourceFile]
  /// The tool name written into reports (`locpack`).
  public var toolName: String
  /// The tool version written into reports.
  public var toolVersion: String
  /// A URL for the tool's documentation (SARIF `informationUri`); omitted when `nil`.
  public var informationURI: String?
  /// Every path that was checked, including files without diagnostics; `nil` when unknown,
  /// in which case the files are the distinct paths among the diagnostics.
  public var checkedFiles: [String]?
  /// One-line descriptions of rules by id (SARIF `rules[].shortDescription`).
  public var ruleDescriptions: [String: String]
  /// Each localization's share of translated keys (`lint`); empty for other commands.
  public var coverage: [ReportCoverage]

  /// Creates a context; every parameter has a neutral default.
  public init(
    usesColor: Bool = false,
    showsExcerpts: Bool = false,
    sources: [String: SourceFile] = [:],
    toolName: String = LocPackVersion.toolName,
    toolVersion: String = LocPackVersion.current,
    informationURI: String? = nil,
    checkedFiles: [String]? = nil,
    ruleDescriptions: [String: String] = [:],
    coverage: [ReportCoverage] = []
  ) {
    self.usesColor = usesColor
    self.showsExcerpts = showsExcerpts
    self.sources = sources
    self.toolName = toolName
    self.toolVersion = toolVersion
    self.informationURI = informationURI
    self.checkedFiles = checkedFiles
    self.ruleDescriptions = ruleDescriptions
    self.coverage = coverage
  }

  /// The files a report covers, sorted: ``checkedFiles`` plus every path a diagnostic names.
  func files(for items: [ReportItem]) -> [String] {
    var paths = Set(checkedFiles ?? [])
    for item in items {
      if let path = item.diagnostic.location?.path { paths.insert(path) }
    }
    return paths.sorted()
  }

  /// The diagnostics by file, for the reporters with an element per file (Checkstyle,
  /// JUnit): those without a location, then each file of ``files(for:)`` with its own (none
  /// for a clean file), in report order.
  func diagnosticsByFile(_ items: [ReportItem]) -> (
    unlocated: [Diagnostic], files: [(path: String, diagnostics: [Diagnostic])]
  ) {
    var byPath: [String: [Diagnostic]] = [:]
    var unlocated: [Diagnostic] = []
    for item in items.sortedForReport() {
      if let path = item.diagnostic.location?.path {
        byPath[path, default: []].append(item.diagnostic)
      } else {
        unlocated.append(item.diagnostic)
      }
    }
    return (unlocated, files(for: items).map { ($0, byPath[$0] ?? []) })
  }
}
