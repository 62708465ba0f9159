import LocPack

/// A command's diagnostics on their way to standard error, in the `--reporter` format.
///
/// The text format writes each diagnostic as it comes (`path:line:col: severity: message
/// [id]` and its notes), so a long run shows its problems at once; every other format keeps
/// them and ``CommandContext/finishDiagnostics()`` renders them all when the command ends.
/// Commands that render their diagnostics in one report (`lint`, `parse`, `convert`) go
/// through ``CommandContext/report(_:sources:checkedFiles:toStandardError:)`` instead.
final class DiagnosticStream {
  /// The diagnostics kept for a format other than text, in the order they came.
  fileprivate(set) var items: [ReportItem] = []
  /// Whether the command rendered a whole report itself.
  fileprivate(set) var hasReported = false
  /// Called before a diagnostic is written (to clear a progress line).
  var beforeWrite: (() -> Void)?

  /// Creates an empty stream.
  init() {}
}

extension CommandContext {
  /// The `--reporter` given, else the default (`text`).
  var reporterID: String { arguments.value(ReportOptions.reporter.long) ?? Reporters.defaultID }

  /// Sends one diagnostic down the command's diagnostics path.
  func emit(_ diagnostic: Diagnostic) {
    let item = ReportItem(diagnostic)
    guard reporterID == TextReporter.id else {
      diagnosticStream.items.append(item)
      return
    }
    diagnosticStream.beforeWrite?()
    stderr.write(TextReporter().lines(item, context: ReportContext(usesColor: stderrUsesColor)))
  }

  /// Sends every diagnostic down the command's diagnostics path, in order.
  func emit(_ diagnostics: [Diagnostic]) {
    for diagnostic in diagnostics { emit(diagnostic) }
  }

  /// Renders the diagnostics kept for a format other than text, on standard error.
  ///
  /// Called once the command has run, whatever its outcome: a command that takes
  /// `--reporter` and had something to say writes one report in that format, unless it
  /// rendered its own; a run with nothing to say writes nothing, as with the text format.
  func finishDiagnostics(takesReporter: Bool) {
    guard takesReporter, !diagnosticStream.hasReported, !diagnosticStream.items.isEmpty,
      reporterID != TextReporter.id, let reporter = Reporters.reporter(id: reporterID)
    else { return }
    stderr.write(
      reporter.render(diagnosticStream.items, context: ReportContext(usesColor: stderrUsesColor)))
  }

  /// Marks the command's diagnostics as rendered in one report of its own.
  func markReported() { diagnosticStream.hasReported = true }
}
