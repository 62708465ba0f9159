import Foundation
import LocPack
import LocPackTestSupport
import Testing

@testable import locpack

@Suite struct HelpGoldenTests {
  static let masks = [(LocPackVersion.current, "<version>")]

  @Test func topLevelHelp() {
    let run = CLI().capture(["--help"])
    #expect(run.status == .success)
    GoldenFile.expectMatch(run.stdout, named: "cli-help.txt", masking: Self.masks)
  }

  @Test(arguments: Commands.all.map(\.name))
  func commandHelp(_ name: String) {
    let run = CLI().capture(["help", name])
    #expect(run.status == .success)
    #expect(run.stderr == "")
    GoldenFile.expectMatch(run.stdout, named: "cli-help-\(name).txt", masking: Self.masks)
  }

  /// The test-only command covers what the shipped ones do not yet: arguments, choices,
  /// defaults, repeated options, a label too long for its column, discussion examples.
  @Test func fixtureCommandHelp() {
    let run = TestCommands.cli.capture(["demo", "--help"])
    GoldenFile.expectMatch(run.stdout, named: "cli-help-demo-fixture.txt", masking: Self.masks)
  }

  @Test func reportersListing() {
    let run = CLI().capture(["reporters"])
    #expect(run.status == .success)
    GoldenFile.expectMatch(run.stdout, named: "cli-reporters.txt", masking: Self.masks)
    for reporter in Reporters.all {
      #expect(run.stdout.contains(reporter.id + " "))
    }
  }

  @Test func version() {
    let run = CLI().capture(["version"])
    GoldenFile.expectMatch(run.stdout, named: "cli-version.txt", masking: Self.masks)
  }

  /// Help pages fit in 80 columns.
  @Test(arguments: TestCommands.cli.commands.map(\.name) + [""])
  func helpFitsEightyColumns(_ name: String) {
    let run = TestCommands.cli.capture(name.isEmpty ? ["--help"] : [name, "--help"])
    for line in run.stdout.split(separator: "\n") {
      #expect(line.count <= HelpFormatter.width, "\(line)")
    }
  }
}

@Suite struct CommandTableTests {
  @Test(arguments: TestCommands.cli.commands.map(\.name))
  func specIsValid(_ name: String) throws {
    let command = try #require(TestCommands.cli.command(named: name))
    #expect(command.validationProblems == [])
  }

  @Test func commandNamesAreUnique() {
    let names = Commands.all.map(\.name)
    #expect(Set(names).count == names.count)
  }

  @Test func validationFindsMistakes() {
    let bad = CommandSpec(
      name: "bad", abstract: "Bad.",
      options: [
        OptionSpec(long: "x", short: "h", kind: .flag, abstract: "Clashes with -h."),
        OptionSpec(long: "x", kind: .flag, abstract: "Twice."),
        OptionSpec(
          long: "mode", kind: .value("m"), abstract: "Bad default.", choices: ["a"],
          defaultValue: "b"),
      ],
      arguments: [
        ArgumentSpec(name: "rest", abstract: "Rest.", arity: .zeroOrMore),
        ArgumentSpec(name: "last", abstract: "Last."),
      ],
      run: { _ throws(CLIError) in .success })
    #expect(
      bad.validationProblems == [
        "duplicate --x", "default 'b' of --mode is not a choice", "duplicate -h",
        "variadic <rest> is not last", "required <last> follows an optional argument",
      ])
  }
}

@Suite struct ColorChoiceTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var choice: ColorChoice
    var isTerminal: Bool
    var environment: [String: String]
    var expected: Bool
    var testDescription: String {
      "\(choice) tty=\(isTerminal) env=\(environment.sorted { $0.key < $1.key })"
    }
  }

  @Test(arguments: [
    Case(choice: .auto, isTerminal: true, environment: [:], expected: true),
    Case(choice: .auto, isTerminal: false, environment: [:], expected: false),
    Case(choice: .auto, isTerminal: true, environment: ["NO_COLOR": "1"], expected: false),
    Case(choice: .auto, isTerminal: true, environment: ["NO_COLOR": ""], expected: true),
    Case(choice: .auto, isTerminal: true, environment: ["TERM": "dumb"], expected: false),
    Case(choice: .always, isTerminal: false, environment: ["NO_COLOR": "1"], expected: true),
    Case(choice: .never, isTerminal: true, environment: [:], expected: false),
  ])
  func decision(_ c: Case) {
    #expect(c.choice.usesColor(isTerminal: c.isTerminal, environment: c.environment) == c.expected)
  }

  @Test func terminalCheckOnAPipeIsFalse() {
    var fds: [Int32] = [0, 0]
    #expect(pipe(&fds) == 0)
    #expect(!Terminal.isTTY(fds[1]))
    close(fds[0])
    close(fds[1])
  }
}

@Suite struct ReportStepTests {
  enum Stream: String, Sendable { case stdout, stderr }

  struct Case: Sendable, CustomTestStringConvertible {
    var argv: [String]
    var status: LocPack.ExitStatus
    /// The stream the report goes to; the other one stays empty.
    var stream: Stream
    var contains: String
    var terminal: Stream?
    var environment: [String: String] = [:]
    var testDescription: String {
      argv.joined(separator: " ") + (terminal.map { " (\($0.rawValue) is a terminal)" } ?? "")
    }
  }

  @Test(arguments: [
    Case(
      argv: ["check"], status: .success, stream: .stderr,
      contains: "0 errors, 1 warning, 0 infos in 2 files"),
    Case(argv: ["check", "--strict"], status: .problems, stream: .stderr, contains: "1 warning"),
    Case(
      argv: ["check", "-r", "xcode"], status: .success, stream: .stderr, contains: "2:9: warning:"),
    Case(
      argv: ["check", "--reporter=json"], status: .success, stream: .stdout,
      contains: "\"warnings\": 1"),
    Case(
      argv: ["check", "-rsarif", "--strict"], status: .problems, stream: .stdout,
      contains: "\"version\": \"2.1.0\""),
    Case(
      argv: ["check", "--color", "always"], status: .success, stream: .stderr,
      contains: "\u{1B}[33;1m"),
    Case(
      argv: ["check"], status: .success, stream: .stderr, contains: "\u{1B}[33;1m",
      terminal: .stderr),
    Case(
      argv: ["--color=never", "check"], status: .success, stream: .stderr,
      contains: "fr.lproj/Localizable.strings:2:9: warning:", terminal: .stderr),
  ])
  func report(_ c: Case) {
    let run = TestCommands.cli.capture(
      c.argv, environment: c.environment, stdoutIsTerminal: c.terminal == .stdout,
      stderrIsTerminal: c.terminal == .stderr)
    #expect(run.status == c.status)
    let (used, other) = c.stream == .stdout ? (run.stdout, run.stderr) : (run.stderr, run.stdout)
    #expect(used.contains(c.contains), "\(used)")
    #expect(other == "")
  }

  /// Colour needs the report's own stream to be a terminal, and no NO_COLOR.
  @Test func noColorWithoutTerminalOrWithNoColor() {
    let plain = TestCommands.cli.capture(["check"])
    let otherStream = TestCommands.cli.capture(["check"], stdoutIsTerminal: true)
    let noColor = TestCommands.cli.capture(
      ["check"], environment: ["NO_COLOR": "1"], stderrIsTerminal: true)
    for run in [plain, otherStream, noColor] {
      #expect(!run.stderr.contains("\u{1B}"))
      #expect(!run.stderr.isEmpty)
    }
  }

  @Test func unknownReporterListsTheChoices() {
    let run = TestCommands.cli.capture(["check", "--reporter", "xml"])
    #expect(run.status == .usage)
    #expect(
      run.stderr.hasPrefix(
        "error: invalid value 'xml' for option '--reporter'; expected one of: "
          + Reporters.ids.joined(separator: ", ") + "\n"))
  }
}

@Suite struct EditDistanceTests {
  @Test(arguments: [
    ("", "", 0), ("lint", "lint", 0), ("lnt", "lint", 1), ("dmeo", "demo", 1),
    ("kitten", "sitting", 3), ("", "abc", 3), ("é", "e", 1),
  ])
  func distance(_ a: String, _ b: String, _ expected: Int) {
    #expect(EditDistance.distance(a, b) == expected)
    #expect(EditDistance.distance(b, a) == expected)
  }

  @Test func suggestion() {
    let names = ["convert", "expand", "lint", "parse"]
    #expect(EditDistance.suggestion(for: "lnit", among: names) == "lint")
    #expect(EditDistance.suggestion(for: "convret", among: names) == "convert")
    #expect(EditDistance.suggestion(for: "zzz", among: names) == nil)
  }
}

@Suite struct GoldenFileTests {
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-golden-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// A missing golden file is written and the test fails, so the new file gets reviewed.
  @Test func missingFileIsRecordedAndFails() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    withKnownIssue {
      GoldenFile.expectMatch(
        "v1.2.3 out\n", named: "x.txt", masking: [("1.2.3", "<v>")], in: directory, recording: false
      )
    }
    let written = try String(
      contentsOf: directory.appendingPathComponent("x.txt"), encoding: .utf8)
    #expect(written == "v<v> out\n")
    GoldenFile.expectMatch(
      "v9 out\n", named: "x.txt", masking: [("9", "<v>")], in: directory, recording: false)
  }

  /// A difference fails without touching the file; recording rewrites it and still fails.
  @Test func mismatchFailsAndRecordingRewrites() throws {
    let directory = try Self.scratch()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("y.txt")
    try Data("old\n".utf8).write(to: url)
    withKnownIssue {
      GoldenFile.expectMatch("new\n", named: "y.txt", in: directory, recording: false)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "old\n")
    withKnownIssue {
      GoldenFile.expectMatch("new\n", named: "y.txt", in: directory, recording: true)
    }
    #expect(try String(contentsOf: url, encoding: .utf8) == "new\n")
  }

  @Test func firstDifferenceNamesTheLine() {
    #expect(
      GoldenFile.firstDifference(expected: "a\nb\n", actual: "a\nc\n")
        == "line 2:\n  expected: \"b\"\n  actual:   \"c\"")
  }
}

@Suite struct OutputFailureTests {
  /// Output that cannot be written turns success into exit 73 with a message.
  @Test func unwritableStandardOutputExits73() {
    let stdout = BufferSink(failsWrites: true)
    let stderr = BufferSink()
    let status = CLI().run(arguments: ["reporters"], stdout: stdout, stderr: stderr)
    #expect(status == .cannotCreate)
    #expect(stderr.text == "error: cannot write to standard output\n")
  }

  /// A usage error keeps its own status even when standard output is broken.
  @Test func usageErrorKeepsItsStatus() {
    let stdout = BufferSink(failsWrites: true)
    let stderr = BufferSink()
    let status = CLI().run(arguments: ["--bogus"], stdout: stdout, stderr: stderr)
    #expect(status == .usage)
  }
}
