/// Every `locpack` command, in the order the top-level help lists them.
///
/// To add a command, write `Commands/<Name>Command.swift` with
/// `static let spec = CommandSpec(...)` and add one line here (keep the list alphabetical).
enum Commands {
  /// The command table that parsing and help read.
  static let all: [CommandSpec] = [
    ConvertCommand.spec,
    ExpandCommand.spec,
    HelpCommand.spec,
    LintCommand.spec,
    MeasureCommand.spec,
    MineCommand.spec,
    OptimizeCommand.spec,
    ParseCommand.spec,
    PreviewCommand.spec,
    ReportersCommand.spec,
    VersionCommand.spec,
  ]
}
