import LocPack

/// The progress line of `locpack optimize` on standard error.
///
/// One line rewritten in place (`\r`, erase to end of line) with the phase, the lines read and the rate, at most ten
/// times a second. Shown when standard error is a terminal, or with `--progress`; never with
/// `--no-progress`.
final class OptimizeProgressLine {
  private let sink: any OutputSink
  private let clock = ContinuousClock()
  private var phaseStart: ContinuousClock.Instant
  private var lastDraw: ContinuousClock.Instant?
  private var phase: OptimizeProgress.Phase?
  private var visible = false

  init(sink: any OutputSink) {
    self.sink = sink
    self.phaseStart = clock.now
  }

  /// A progress line when the command's flags and standard error call for one.
  static func make(_ context: CommandContext) -> OptimizeProgressLine? {
    let args = context.arguments
    if args.flag("no-progress") { return nil }
    guard args.flag("progress") || context.stderr.isTerminal else { return nil }
    return OptimizeProgressLine(sink: context.stderr)
  }

  /// Redraws the line (a phase change always redraws).
  func update(_ progress: OptimizeProgress) {
    let now = clock.now
    if progress.phase != phase {
      phase = progress.phase
      phaseStart = now
    } else if let lastDraw, now - lastDraw < .milliseconds(100) {
      return
    }
    lastDraw = now
    sink.write("\r\u{1B}[K" + Self.text(progress, elapsed: now - phaseStart))
    visible = true
  }

  /// Erases the line, before a diagnostic or the report.
  func clear() {
    guard visible else { return }
    sink.write("\r\u{1B}[K")
    visible = false
  }

  /// `rewriting: 1,234,567 lines, 310,000 lines/s`.
  static func text(_ progress: OptimizeProgress, elapsed: Duration) -> String {
    let seconds =
      Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
    switch progress.phase {
    case .mining:
      return "mining: \(OptimizeReportText.group(progress.lines)) lines read, mining templates…"
    case .sampling, .rewriting:
      var text = "\(progress.phase.rawValue): \(OptimizeReportText.group(progress.lines)) lines"
      if seconds > 0.05, progress.lines > 0 {
        text += ", \(OptimizeReportText.group(Int(Double(progress.lines) / seconds))) lines/s"
      }
      return text
    }
  }
}
