import LocPack

/// The command-line tool: finds the command, parses its arguments, runs it, and turns every
/// failure into a message on standard error and an exit status.
///
/// Testable without processes: pass buffers as the outputs and read the returned status.
struct CLI: Sendable {
  /// The tool's name in usage lines.
  var tool = LocPackVersion.toolName
  /// The one-line description on the top-level help page.
  var abstract = "Parse, convert, lint and preview iOS push-notification localizations."
  /// The commands, in help order.
  var commands: [CommandSpec]

  /// Creates a tool over a command table (``Commands/all`` by default).
  init(commands: [CommandSpec] = Commands.all) {
    self.commands = commands
  }

  /// Runs `locpack` with the default command table.
  static func run(
    arguments: [String], stdout: any OutputSink, stderr: any OutputSink,
    environment: [String: String] = [:]
  ) -> ExitStatus {
    CLI().run(arguments: arguments, stdout: stdout, stderr: stderr, environment: environment)
  }

  /// The command with this name.
  func command(named name: String) -> CommandSpec? { commands.first { $0.name == name } }

  /// Runs one command line.
  ///
  /// - Parameters:
  ///   - arguments: The words after the program name.
  ///   - stdout: Where help, listings and command output go.
  ///   - stderr: Where error messages go.
  ///   - environment: The process environment (`NO_COLOR`, `TERM`).
  /// - Returns: 0 on success, 1 when the input has problems, 64 for a usage error, 66 when an
  ///   input cannot be read, 73 when an output cannot be written.
  func run(
    arguments: [String], stdout: any OutputSink, stderr: any OutputSink,
    environment: [String: String] = [:]
  ) -> ExitStatus {
    let status = dispatch(arguments, stdout: stdout, stderr: stderr, environment: environment)
    if stdout.hasFailed, status == .success || status == .problems {
      stderr.write("error: cannot write to standard output\n")
      return .cannotCreate
    }
    return status
  }

  private func dispatch(
    _ arguments: [String], stdout: any OutputSink, stderr: any OutputSink,
    environment: [String: String]
  ) -> ExitStatus {
    let tokens = ArgumentToken.tokenize(arguments)
    let commandPosition = Self.commandPosition(in: tokens)
    let leading = Array(tokens[..<(commandPosition ?? tokens.count)])
    if CommandParser.wantsHelp(leading) {
      stdout.write(HelpFormatter.topLevelHelp(self))
      return .success
    }
    let global: ParsedArguments
    do {
      global = try CommandParser.parse(
        leading.filter { $0.kind != .terminator }, options: GlobalOptions.topLevel,
        arguments: [], command: "")
    } catch {
      return report(error, command: nil, to: stderr)
    }
    if global.flag(GlobalOptions.version.long) {
      stdout.write("\(tool) \(LocPackVersion.current)\n")
      return .success
    }
    guard let commandPosition, case .positional(let name) = tokens[commandPosition].kind else {
      return report(.missingCommand, command: nil, to: stderr)
    }
    guard let command = command(named: name) else {
      let suggestion = EditDistance.suggestion(for: name, among: commands.map(\.name))
      return report(.unknownCommand(name, suggestion: suggestion), command: nil, to: stderr)
    }
    let rest = Array(tokens[(commandPosition + 1)...])
    if CommandParser.wantsHelp(rest) {
      stdout.write(HelpFormatter.help(command, tool: tool))
      return .success
    }
    do {
      var parsed = try CommandParser.parse(
        rest, options: command.allOptions, arguments: command.arguments, command: command.name)
      let color = GlobalOptions.color.long
      if !parsed.isGiven(color), let value = global.optionValues[color] {
        parsed.optionValues[color] = value
      }
      let context = CommandContext(
        arguments: parsed, stdout: stdout, stderr: stderr, environment: environment, cli: self,
        limitOverrides: command.readsFiles ? try GlobalOptions.limitOverrides(parsed) : [:])
      defer {
        context.finishDiagnostics(
          takesReporter: command.option(long: ReportOptions.reporter.long) != nil)
      }
      return try command.run(context)
    } catch {
      return report(error, command: command, to: stderr)
    }
  }

  /// Writes `error: message`, a suggestion, and for usage errors the usage line and the
  /// `--help` pointer; returns the error's exit status.
  func report(_ error: CLIError, command: CommandSpec?, to stderr: any OutputSink)
    -> ExitStatus
  {
    if case .diagnosed(let status) = error { return status }
    var text = "error: \(error.message)\n"
    if let suggestion = error.suggestion { text += "Did you mean '\(suggestion)'?\n" }
    if error.isUsageError {
      if let command {
        text += "usage: \(HelpFormatter.usage(command, tool: tool))\n"
        text += "See '\(tool) \(command.name) --help'.\n"
      } else {
        text += "usage: \(tool) <subcommand> [<options>]\n"
        text += "See '\(tool) --help'.\n"
      }
    }
    stderr.write(text)
    return error.exitStatus
  }

  /// The index of the command-name token: the first positional word that is not the value of
  /// a top-level option.
  private static func commandPosition(in tokens: [ArgumentToken]) -> Int? {
    var index = 0
    while index < tokens.count {
      switch tokens[index].kind {
      case .positional:
        return index
      case .terminator:
        return index + 1 < tokens.count ? index + 1 : nil
      case .long(let name, nil)
      where GlobalOptions.topLevel.contains { $0.long == name && $0.takesValue }:
        index += 2
      default:
        index += 1
      }
    }
    return nil
  }
}
