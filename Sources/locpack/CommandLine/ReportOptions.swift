import LocPack

/// The options and the output step shared by every command that reports diagnostics.
///
/// ```swift
/// options: [ReportOptions.reporter, ReportOptions.excerpt, ReportOptions.strict],
/// run: { context throws(CLIError) in
///   let result = try LintCommand.lint(context.arguments)
///   return context.report(result.items, sources: result.sources, checkedFiles: result.paths)
/// }
/// ```
enum ReportOptions {
  /// `-r, --reporter <id>`, one of ``Reporters/ids``, default `text`.
  static let reporter = OptionSpec(
    long: "reporter", short: "r", kind: .value("id"),
    abstract: "The diagnostic output format (see 'locpack reporters').",
    choices: Reporters.ids, defaultValue: Reporters.defaultID)

  /// `--reporter <id>` without `-r`, for a command whose `-r` is another option
  /// (`optimize --report`).
  static let reporterLongOnly = OptionSpec(
    long: reporter.long, kind: reporter.kind, abstract: reporter.abstract,
    choices: reporter.choices, defaultValue: reporter.defaultValue)

  /// `--excerpt`: show the source line under each diagnostic (text reporter).
  static let excerpt = OptionSpec(
    long: "excerpt", kind: .flag,
    abstract: "Show the source line with a caret under each diagnostic (text reporter).")

  /// `--strict`: warnings fail the run.
  static let strict = OptionSpec(
    long: "strict", kind: .flag, abstract: "Exit with status 1 on warnings as well as errors.")
}

extension CommandContext {
  /// Renders diagnostics with the `--reporter` format and returns the exit status: 1 when
  /// there are errors (or warnings with `--strict`), else 0.
  ///
  /// Human-readable formats (`text`, `xcode`) go to standard error, coloured by `--color` and
  /// whether standard error is a terminal; machine formats go to standard output.
  ///
  /// - Parameters:
  ///   - items: The diagnostics with optional locale and key.
  ///   - sources: The source files by path, for `--excerpt`.
  ///   - checkedFiles: Every path checked, so clean files count in summaries.
  ///   - toStandardError: Whether every format goes to standard error, for a command whose
  ///     product is on standard output (`parse`, `convert`).
  func report(
    _ items: [ReportItem], sources: [String: SourceFile] = [:], checkedFiles: [String]? = nil,
    toStandardError: Bool = false
  ) -> ExitStatus {
    markReported()
    let reporter = Reporters.reporter(id: reporterID) ?? TextReporter()
    let toStandardError = toStandardError || type(of: reporter).isHumanReadable
    let reportContext = ReportContext(
      usesColor: toStandardError ? stderrUsesColor : stdoutUsesColor,
      showsExcerpts: arguments.flag(ReportOptions.excerpt.long),
      sources: sources, checkedFiles: checkedFiles)
    let output = reporter.render(items, context: reportContext)
    (toStandardError ? stderr : stdout).write(output)
    let summary = ReportSummary(items, context: reportContext)
    if summary.errors > 0 { return .problems }
    if summary.warnings > 0, arguments.flag(ReportOptions.strict.long) { return .problems }
    return .success
  }
}
