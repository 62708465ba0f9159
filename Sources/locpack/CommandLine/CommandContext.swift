import LocPack

/// What a command's `run` receives: its parsed arguments and where to write.
struct CommandContext {
  /// The parsed command line.
  var arguments: ParsedArguments
  /// Standard output: the command's product (converted files, reports, listings).
  var stdout: any OutputSink
  /// Standard error: error messages and progress.
  var stderr: any OutputSink
  /// The process environment.
  var environment: [String: String]
  /// The command table, for commands that describe other commands (`help`).
  var cli: CLI
  /// The input limits given on the command line, by kind.
  var limitOverrides: [InputLimits.Kind: Int] = [:]
  /// Where ``emit(_:)-(Diagnostic)`` sends diagnostics.
  var diagnosticStream = DiagnosticStream()

  /// The input limits every read of this command uses: the defaults with the command line's
  /// `--max-…` options applied.
  var inputLimits: InputLimits { InputLimits.default.applying(limitOverrides) }

  /// Reads a whole input file (or standard input for `-`) within `--max-input-size`.
  ///
  /// - Throws: `FileIOError` naming the path and the reason (exit 66).
  func readInput(_ path: String) throws(FileIOError) -> [UInt8] {
    try FileIO.read(path, maxBytes: inputLimits.maxInputBytes)
  }

  /// The `--color` setting.
  var colorChoice: ColorChoice {
    ColorChoice(rawValue: arguments.value(GlobalOptions.color.long) ?? "") ?? .auto
  }

  /// Whether to colour what goes to standard output.
  var stdoutUsesColor: Bool {
    colorChoice.usesColor(isTerminal: stdout.isTerminal, environment: environment)
  }

  /// Whether to colour what goes to standard error.
  var stderrUsesColor: Bool {
    colorChoice.usesColor(isTerminal: stderr.isTerminal, environment: environment)
  }

  /// Writes `text` to standard output.
  func print(_ text: String) { stdout.write(text) }
}
