import LocPack

/// `locpack reporters`: the output formats `--reporter` accepts.
enum ReportersCommand {
  static let spec = CommandSpec(
    name: "reporters",
    abstract: "List the diagnostic output formats for --reporter.",
    discussion: """
      Commands that report diagnostics take '--reporter <id>' with one of these ids; the \
      default is 'text'.
      """,
    readsFiles: false,
    run: { context throws(CLIError) in
      let width = (Reporters.all.map { $0.id.count }.max() ?? 0) + 2
      for reporter in Reporters.all {
        let padding = String(repeating: " ", count: width - reporter.id.count)
        context.print(reporter.id + padding + reporter.abstract + "\n")
      }
      return .success
    })
}
