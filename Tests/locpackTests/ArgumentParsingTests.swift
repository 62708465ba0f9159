import LocPack
import Testing

@testable import locpack

@Suite struct ArgumentParsingTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var argv: [String]
    var status: LocPack.ExitStatus = .success
    /// The expected standard output; `nil` skips the check.
    var stdout: String?
    var stderr: String = ""
    var testDescription: String { argv.isEmpty ? "(no arguments)" : argv.joined(separator: " ") }
  }

  static let demoUsage =
    "usage: locpack demo [--format <format>] [--strict] [--verbose] [--rule <id> ...] "
    + "[--output <path>] [--a-rather-long-option-name <placeholder>] [--limit <n>] "
    + "<input> [<more> ...]\nSee 'locpack demo --help'.\n"
  static let topUsage = "usage: locpack <subcommand> [<options>]\nSee 'locpack --help'.\n"

  /// The demo command's output line for a parse.
  static func parsed(
    flags: String = "", values: String = "", positionals: String, format: String = "table",
    output: String = "-", limit: String = "-", color: String = "auto", input: String,
    more: String = ""
  ) -> String {
    "flags=[\(flags)] values=[\(values)] positionals=[\(positionals)] format=\(format) "
      + "output=\(output) limit=\(limit) color=\(color) input=\(input) more=[\(more)]\n"
  }

  static func usageError(_ message: String, _ usage: String = demoUsage) -> String {
    "error: \(message)\n" + usage
  }

  static let cases: [Case] = [
    // Accepted forms.
    Case(argv: ["demo", "a"], stdout: parsed(positionals: "a", input: "a")),
    Case(
      argv: ["demo", "--strict", "a"], stdout: parsed(flags: "strict", positionals: "a", input: "a")
    ),
    Case(argv: ["demo", "a", "-s"], stdout: parsed(flags: "strict", positionals: "a", input: "a")),
    Case(
      argv: ["demo", "--format", "json", "a"],
      stdout: parsed(values: "format=json", positionals: "a", format: "json", input: "a")),
    Case(
      argv: ["demo", "--format=json", "a"],
      stdout: parsed(values: "format=json", positionals: "a", format: "json", input: "a")),
    Case(
      argv: ["demo", "-f", "json", "a"],
      stdout: parsed(values: "format=json", positionals: "a", format: "json", input: "a")),
    Case(
      argv: ["demo", "-fjson", "a"],
      stdout: parsed(values: "format=json", positionals: "a", format: "json", input: "a")),
    Case(
      argv: ["demo", "-sv", "a"],
      stdout: parsed(flags: "strict,verbose", positionals: "a", input: "a")),
    Case(
      argv: ["demo", "-svfjson", "a"],
      stdout: parsed(
        flags: "strict,verbose", values: "format=json", positionals: "a", format: "json",
        input: "a")),
    Case(
      argv: ["demo", "--rule", "x", "--rule=y", "-rz", "-r", "w", "a"],
      stdout: parsed(values: "rule=x|y|z|w", positionals: "a", input: "a")),
    Case(
      argv: ["demo", "--format", "json", "--format", "table", "a"],
      stdout: parsed(values: "format=json|table", positionals: "a", format: "table", input: "a")),
    Case(
      argv: ["demo", "a", "--", "-b", "--strict", "-"],
      stdout: parsed(positionals: "a,-b,--strict,-", input: "a", more: "-b,--strict,-")),
    Case(
      argv: ["demo", "--", "--format"],
      stdout: parsed(positionals: "--format", input: "--format")),
    Case(argv: ["demo", "-"], stdout: parsed(positionals: "-", input: "-")),
    Case(
      argv: ["demo", "--output", "-", "a"],
      stdout: parsed(values: "output=-", positionals: "a", output: "-", input: "a")),
    Case(
      argv: ["demo", "--output=", "a"],
      stdout: parsed(values: "output=", positionals: "a", output: "", input: "a")),
    Case(
      argv: ["demo", "--output=--x=y", "a"],
      stdout: parsed(values: "output=--x=y", positionals: "a", output: "--x=y", input: "a")),
    Case(
      argv: ["demo", "--limit", "-5", "a"],
      stdout: parsed(values: "limit=-5", positionals: "a", limit: "-5", input: "a")),
    Case(argv: ["demo", "-5"], stdout: parsed(positionals: "-5", input: "-5")),
    Case(
      argv: ["demo", "a", "b", "c"],
      stdout: parsed(positionals: "a,b,c", input: "a", more: "b,c")),
    Case(
      argv: ["demo", "ünïcødé", "日本語"],
      stdout: parsed(positionals: "ünïcødé,日本語", input: "ünïcødé", more: "日本語")),
    Case(
      argv: ["--color", "never", "demo", "a"],
      stdout: parsed(values: "color=never", positionals: "a", color: "never", input: "a")),
    Case(
      argv: ["--color=always", "demo", "--color", "never", "a"],
      stdout: parsed(values: "color=never", positionals: "a", color: "never", input: "a")),
    Case(
      argv: ["demo", "--color", "always", "a"],
      stdout: parsed(values: "color=always", positionals: "a", color: "always", input: "a")),
    Case(argv: ["--version"], stdout: "locpack \(LocPackVersion.current)\n"),
    Case(argv: ["version"], stdout: "locpack \(LocPackVersion.current)\n"),

    // Usage errors: exact messages, exit 64.
    Case(
      argv: ["demo", "--bogus", "a"], status: .usage, stdout: "",
      stderr: usageError("unknown option '--bogus'")),
    Case(
      argv: ["demo", "--strcit", "a"], status: .usage, stdout: "",
      stderr: usageError("unknown option '--strcit'\nDid you mean '--strict'?")),
    Case(
      argv: ["demo", "-z", "a"], status: .usage, stdout: "",
      stderr: usageError("unknown option '-z'")),
    Case(
      argv: ["demo", "-sz", "a"], status: .usage, stdout: "",
      stderr: usageError("unknown option '-z'")),
    Case(
      argv: ["demo", "a", "--format"], status: .usage, stdout: "",
      stderr: usageError("missing value for option '--format'")),
    Case(
      argv: ["demo", "--format", "--strict", "a"], status: .usage, stdout: "",
      stderr: usageError("missing value for option '--format'")),
    Case(
      argv: ["demo", "--output", "--", "a"], status: .usage, stdout: "",
      stderr: usageError("missing value for option '--output'")),
    Case(
      argv: ["demo", "-f"], status: .usage, stdout: "",
      stderr: usageError("missing value for option '--format'")),
    Case(
      argv: ["demo", "--strict=yes", "a"], status: .usage, stdout: "",
      stderr: usageError("option '--strict' does not take a value")),
    Case(
      argv: ["demo", "--format", "xml", "a"], status: .usage, stdout: "",
      stderr: usageError("invalid value 'xml' for option '--format'; expected one of: json, table")),
    Case(
      argv: ["demo", "-fxml", "a"], status: .usage, stdout: "",
      stderr: usageError("invalid value 'xml' for option '--format'; expected one of: json, table")),
    Case(
      argv: ["demo", "a", "--limit", "ten"], status: .usage, stdout: "",
      stderr: usageError("invalid value 'ten' for option '--limit'; expected an integer")),
    Case(
      argv: ["demo"], status: .usage, stdout: "",
      stderr: usageError("missing argument '<input>'")),
    Case(
      argv: ["demo", "--strict"], status: .usage, stdout: "",
      stderr: usageError("missing argument '<input>'")),
    Case(
      argv: ["version", "extra"], status: .usage, stdout: "",
      stderr: "error: unexpected argument 'extra'\nusage: locpack version\n"
        + "See 'locpack version --help'.\n"),
    Case(
      argv: ["help", "demo", "extra"], status: .usage, stdout: "",
      stderr: "error: unexpected argument 'extra'\nusage: locpack help [<subcommand>]\n"
        + "See 'locpack help --help'.\n"),
    Case(
      argv: ["help", "dmeo"], status: .usage, stdout: "",
      stderr: "error: unknown command 'dmeo'\nDid you mean 'demo'?\n"
        + "usage: locpack help [<subcommand>]\nSee 'locpack help --help'.\n"),
    Case(
      argv: ["dmeo", "a"], status: .usage, stdout: "",
      stderr: "error: unknown command 'dmeo'\nDid you mean 'demo'?\n" + topUsage),
    Case(
      argv: ["frobnicate"], status: .usage, stdout: "",
      stderr: "error: unknown command 'frobnicate'\n" + topUsage),
    Case(argv: [], status: .usage, stdout: "", stderr: "error: missing command\n" + topUsage),
    Case(
      argv: ["--color", "never"], status: .usage, stdout: "",
      stderr: "error: missing command\n" + topUsage),
    Case(
      argv: ["--bogus", "demo"], status: .usage, stdout: "",
      stderr: "error: unknown option '--bogus'\n" + topUsage),
    Case(
      argv: ["--color", "sometimes", "demo", "a"], status: .usage, stdout: "",
      stderr: "error: invalid value 'sometimes' for option '--color'; "
        + "expected one of: auto, always, never\n" + topUsage),
    Case(
      argv: ["--color"], status: .usage, stdout: "",
      stderr: "error: missing value for option '--color'\n" + topUsage),
  ]

  @Test(arguments: cases) func argv(_ c: Case) {
    let run = TestCommands.cli.capture(c.argv)
    #expect(run.status == c.status)
    if let stdout = c.stdout { #expect(run.stdout == stdout) }
    #expect(run.stderr == c.stderr)
  }

  struct HelpCase: Sendable, CustomTestStringConvertible {
    var argv: [String]
    var command: String?
    var testDescription: String { argv.joined(separator: " ") }
  }

  /// Every way of asking for help prints the same page to standard output and exits 0.
  @Test(arguments: [
    HelpCase(argv: ["--help"], command: nil),
    HelpCase(argv: ["-h"], command: nil),
    HelpCase(argv: ["help"], command: nil),
    HelpCase(argv: ["--color", "never", "--help"], command: nil),
    HelpCase(argv: ["demo", "--help"], command: "demo"),
    HelpCase(argv: ["demo", "-h"], command: "demo"),
    HelpCase(argv: ["demo", "--bogus", "--help"], command: "demo"),
    HelpCase(argv: ["help", "demo"], command: "demo"),
  ])
  func help(_ c: HelpCase) throws {
    let cli = TestCommands.cli
    let run = cli.capture(c.argv)
    #expect(run.status == .success)
    #expect(run.stderr == "")
    if let name = c.command {
      let command = try #require(cli.command(named: name))
      #expect(run.stdout == HelpFormatter.help(command, tool: "locpack"))
    } else {
      #expect(run.stdout == HelpFormatter.topLevelHelp(cli))
    }
  }

  @Test func tokensKeepTheirArgumentIndex() {
    let tokens = ArgumentToken.tokenize(["--a=1", "-b", "x", "--", "-c", "-"])
    #expect(
      tokens == [
        ArgumentToken(kind: .long(name: "a", value: "1"), index: 0),
        ArgumentToken(kind: .short("b"), index: 1),
        ArgumentToken(kind: .positional("x"), index: 2),
        ArgumentToken(kind: .terminator, index: 3),
        ArgumentToken(kind: .positional("-c"), index: 4),
        ArgumentToken(kind: .positional("-"), index: 5),
      ])
  }

  @Test func errorsPointAtTheirArgument() {
    let spec = TestCommands.demo
    func error(_ argv: [String]) -> CLIError? {
      do {
        _ = try CommandParser.parse(
          ArgumentToken.tokenize(argv), options: spec.allOptions, arguments: spec.arguments,
          command: spec.name)
        return nil
      } catch { return error }
    }
    #expect(error(["a", "--bogus"])?.argumentIndex == 1)
    #expect(error(["a", "b", "-f", "xml"])?.argumentIndex == 3)
    #expect(error(["--format=xml"])?.argumentIndex == 0)
    #expect(error(["a", "--strict=1"])?.argumentIndex == 1)
  }
}
