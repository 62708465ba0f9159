/// The options every command accepts, and the top-level ones.
enum GlobalOptions {
  /// `--color auto|always|never`.
  static let color = OptionSpec(
    long: "color", kind: .value("when"),
    abstract: "When to colour output; auto colours a terminal unless NO_COLOR is set.",
    choices: ColorChoice.allCases.map(\.rawValue), defaultValue: ColorChoice.auto.rawValue)

  /// `-h`, `--help`.
  static let help = OptionSpec(
    long: "help", short: "h", kind: .flag, abstract: "Show help information.")

  /// `--version`, accepted before a command.
  static let version = OptionSpec(long: "version", kind: .flag, abstract: "Show the version.")

  /// The options added to every command.
  static let all: [OptionSpec] = [color, help]

  /// The options accepted before the command name.
  static let topLevel: [OptionSpec] = [color, version, help]
}
