import LocPack

/// A command as a value: its name, help text, options, arguments and what it runs.
///
/// Parsing, `--help`, `locpack help <command>` and usage lines all read this one table. A
/// command lives in `Commands/<Name>Command.swift` as `static let spec = CommandSpec(...)` and
/// is registered with one line in ``Commands/all``.
struct CommandSpec: Sendable {
  /// What a command runs once its arguments parsed: read `context.arguments`, call the
  /// library, write through `context`, return the exit status.
  typealias Run = @Sendable (CommandContext) throws(CLIError) -> ExitStatus

  /// The word after `locpack`.
  var name: String
  /// One sentence for the command list and the help page's overview.
  var abstract: String
  /// Longer help, printed after the options; paragraphs are separated by blank lines and
  /// lines that start with a space are kept as they are (examples).
  var discussion: String
  /// The command's own options (the global ones, `--color` and `--help`, are added).
  var options: [OptionSpec]
  /// The positional arguments, in order.
  var arguments: [ArgumentSpec]
  /// Whether the command reads input files, and so takes the input-limit options
  /// (``GlobalOptions/limits``).
  var readsFiles: Bool
  /// The body.
  var run: Run

  /// Creates a command.
  init(
    name: String, abstract: String, discussion: String = "", options: [OptionSpec] = [],
    arguments: [ArgumentSpec] = [], readsFiles: Bool = true, run: @escaping Run
  ) {
    self.name = name
    self.abstract = abstract
    self.discussion = discussion
    self.options = options
    self.arguments = arguments
    self.readsFiles = readsFiles
    self.run = run
  }

  /// The command's options, the input limits when it reads files, then the global ones.
  var allOptions: [OptionSpec] {
    options + (readsFiles ? GlobalOptions.limits : []) + GlobalOptions.all
  }

  /// The option with this long name.
  func option(long: String) -> OptionSpec? { allOptions.first { $0.long == long } }

  /// The option with this short name.
  func option(short: Character) -> OptionSpec? { allOptions.first { $0.short == short } }

  /// Mistakes in the table itself: duplicate or reserved names, a variadic argument that is
  /// not last, a required argument after an optional one, a default outside the choices.
  var validationProblems: [String] {
    var problems: [String] = []
    var longs = Set<String>()
    var shorts = Set<Character>()
    for option in allOptions {
      if !longs.insert(option.long).inserted { problems.append("duplicate --\(option.long)") }
      if let short = option.short, !shorts.insert(short).inserted {
        problems.append("duplicate -\(short)")
      }
      if let value = option.defaultValue, !option.choices.isEmpty,
        !option.choices.contains(value)
      {
        problems.append("default '\(value)' of --\(option.long) is not a choice")
      }
      if option.long.isEmpty || option.long.hasPrefix("-") || option.long.contains("=") {
        problems.append("bad long name '\(option.long)'")
      }
    }
    var sawOptional = false
    for (index, argument) in arguments.enumerated() {
      if argument.isVariadic, index != arguments.count - 1 {
        problems.append("variadic <\(argument.name)> is not last")
      }
      if argument.isRequired, sawOptional {
        problems.append("required <\(argument.name)> follows an optional argument")
      }
      if !argument.isRequired { sawOptional = true }
    }
    return problems
  }
}
