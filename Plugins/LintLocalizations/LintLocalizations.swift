import Foundation
import PackagePlugin

/// `swift package lint-localizations [--target NAME]... [lint options] [PATH...]`: runs
/// `locpack lint` on the package.
///
/// Without a PATH or `--target`, it lints the whole package directory (hidden folders such as
/// `.build` are skipped); `--target NAME` (repeatable) lints that target's folder. Every other
/// argument goes to `locpack lint` unchanged, and relative paths are read from the package
/// directory, where `.locpack.json` is found. The command fails when `lint` does (errors, or
/// warnings with `--strict`).
@main
struct LintLocalizations: CommandPlugin {
  func performCommand(context: PluginContext, arguments: [String]) async throws {
    var arguments = ArgumentExtractor(arguments)
    let targets = try context.package.targets(named: arguments.extractOption(named: "target"))
    let status = try Self.lint(
      tool: context.tool(named: "locpack").url, in: context.package.directoryURL,
      arguments: arguments.remainingArguments, folders: targets.map(\.directoryURL))
    if status != 0 {
      Diagnostics.error("locpack lint failed (exit status \(status))")
    }
  }

  /// Runs `locpack lint arguments folders…` in `directory` and returns its exit status.
  static func lint(tool: URL, in directory: URL, arguments: [String], folders: [URL]) throws
    -> Int32
  {
    let process = Process()
    process.executableURL = tool
    process.currentDirectoryURL = directory
    process.arguments = ["lint"] + arguments + folders.map(\.path)
    try process.run()
    process.waitUntilExit()
    return process.terminationReason == .exit ? process.terminationStatus : 128
  }
}
