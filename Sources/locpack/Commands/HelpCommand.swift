import LocPack

/// `locpack help [<subcommand>]`: the help page of a command, or the top-level page.
enum HelpCommand {
  static let spec = CommandSpec(
    name: "help",
    abstract: "Show help for a subcommand.",
    arguments: [
      ArgumentSpec(name: "subcommand", abstract: "The subcommand to describe.", arity: .optional)
    ],
    readsFiles: false,
    run: { context throws(CLIError) in
      guard let name = context.arguments.argument("subcommand") else {
        context.print(HelpFormatter.topLevelHelp(context.cli))
        return .success
      }
      guard let command = context.cli.command(named: name) else {
        let names = context.cli.commands.map(\.name)
        throw .unknownCommand(name, suggestion: EditDistance.suggestion(for: name, among: names))
      }
      context.print(HelpFormatter.help(command, tool: context.cli.tool))
      return .success
    })
}
