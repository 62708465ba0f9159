import LocPack
import Testing

@testable import locpack

/// The output of one in-process run.
struct CLIRun {
  var status: LocPack.ExitStatus
  var stdout: String
  var stderr: String
}

/// Commands that exist only for tests: `demo` exercises every option and argument form and
/// prints what it parsed; `check` reports fixed diagnostics through the shared report step.
enum TestCommands {
  static let demo = CommandSpec(
    name: "demo",
    abstract: "Exercise every option and argument form of the parser.",
    discussion: """
      The demo command prints what it parsed, one line, so tests can compare it. Its options \
      cover flags, single values with and without choices, repeated values and integers.

      Examples:
        locpack demo --format json -sv input.strings
        locpack demo -- --not-an-option
      """,
    options: [
      OptionSpec(
        long: "format", short: "f", kind: .value("format"), abstract: "The output format.",
        choices: ["json", "table"], defaultValue: "table"),
      OptionSpec(long: "strict", short: "s", kind: .flag, abstract: "Fail on warnings."),
      OptionSpec(long: "verbose", short: "v", kind: .flag, abstract: "Say more."),
      OptionSpec(
        long: "rule", short: "r", kind: .repeated("id"), abstract: "Enable a rule (repeatable)."),
      OptionSpec(long: "output", short: "o", kind: .value("path"), abstract: "Where to write."),
      OptionSpec(
        long: "a-rather-long-option-name", kind: .value("placeholder"),
        abstract: "An option whose label does not fit the label column, so its description "
          + "starts on the next line and wraps over several lines at eighty columns."),
      OptionSpec(long: "limit", kind: .value("n"), abstract: "A number."),
    ],
    arguments: [
      ArgumentSpec(name: "input", abstract: "The input file, or - for standard input."),
      ArgumentSpec(name: "more", abstract: "More inputs.", arity: .zeroOrMore),
    ],
    run: { context throws(CLIError) in
      let args = context.arguments
      let limit = try args.value("limit", as: .integer).map(String.init) ?? "-"
      context.print(
        "\(args) format=\(args.value("format") ?? "?") output=\(args.value("output") ?? "-") "
          + "limit=\(limit) color=\(args.value("color") ?? "?") "
          + "input=\(args.argument("input") ?? "?") "
          + "more=[\(args.arguments("more").joined(separator: ","))]\n")
      return .success
    })

  /// Diagnostics the `check` command reports.
  static let diagnostics: [Diagnostic] = [
    Diagnostic(
      .warning, id: "lint.format-mismatch", "specifier '%d' does not match base '%@'",
      at: LocPack.SourceLocation(
        path: "fr.lproj/Localizable.strings", line: 2, column: 9, offset: 20))
  ]

  static let check = CommandSpec(
    name: "check",
    abstract: "Report fixed diagnostics.",
    options: [ReportOptions.reporter, ReportOptions.excerpt, ReportOptions.strict],
    run: { context throws(CLIError) in
      context.report(diagnostics.map { ReportItem($0) }, checkedFiles: ["a.strings"])
    })

  static let cli = CLI(commands: Commands.all + [demo, check])
}

extension CLI {
  /// Runs a command line with buffers as outputs.
  func capture(
    _ arguments: [String], environment: [String: String] = [:], stdoutIsTerminal: Bool = false,
    stderrIsTerminal: Bool = false
  ) -> CLIRun {
    let stdout = BufferSink(isTerminal: stdoutIsTerminal)
    let stderr = BufferSink(isTerminal: stderrIsTerminal)
    let status = run(
      arguments: arguments, stdout: stdout, stderr: stderr, environment: environment)
    return CLIRun(status: status, stdout: stdout.text, stderr: stderr.text)
  }
}
