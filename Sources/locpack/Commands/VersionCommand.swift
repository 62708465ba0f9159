import LocPack

/// `locpack version`: prints `locpack <version>`.
enum VersionCommand {
  static let spec = CommandSpec(
    name: "version",
    abstract: "Show the version.",
    readsFiles: false,
    run: { context throws(CLIError) in
      context.print("\(context.cli.tool) \(LocPackVersion.current)\n")
      return .success
    })
}
