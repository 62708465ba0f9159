import Foundation
import PackagePlugin

/// Lints a target's localizations on every build that changes them: `locpack lint --reporter
/// xcode` on the target's folder, so errors and warnings show as the compiler's do and an
/// error fails the build.
///
/// The inputs are the target's `*.lproj` files and `.xcstrings` catalogs (SwiftPM lists them
/// among its resources, e.g. `Sources/App/Resources/fr.lproj/Localizable.strings`) and
/// `.locpack.json` when the target or the package has one; the output is a stamp file written
/// only when lint passes (an empty Swift source in a Swift target), so the command reruns when
/// a table changes or until an error is fixed. A target without localization files gets no
/// command.
@main
struct LintLocalizationsOnBuild: BuildToolPlugin {
  func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
    guard let target = target as? SourceModuleTarget else { return [] }
    let tables = target.sourceFiles.map(\.url).filter(Self.isLocalization)
    guard !tables.isEmpty else { return [] }
    let tool = try context.tool(named: "locpack").url
    // SwiftPM runs a build command only for outputs the target uses: an empty Swift file is
    // compiled to nothing; other targets take the stamp as a resource.
    let stampName = target is SwiftSourceModuleTarget ? "LocalizationsLinted.swift" : "lint-stamp"
    let stamp = context.pluginWorkDirectoryURL.appending(path: "\(target.name)-\(stampName)")
    var configuration: [URL] = []
    var options = ["--reporter", "xcode"]
    let own = target.directoryURL.appending(path: ".locpack.json")
    let shared = context.package.directoryURL.appending(path: ".locpack.json")
    if FileManager.default.fileExists(atPath: own.path) {
      configuration = [own]
    } else if FileManager.default.fileExists(atPath: shared.path) {
      configuration = [shared]
      options += ["--config", shared.path]
    }
    // `sh` writes the stamp after a passing lint; `$0` is locpack, `$1` the stamp.
    let script = #"stamp=$1; shift; "$0" lint "$@" && : > "$stamp""#
    return [
      .buildCommand(
        displayName: "Linting the localizations of \(target.name)",
        executable: URL(fileURLWithPath: "/bin/sh"),
        arguments: ["-c", script, tool.path, stamp.path] + options + [target.directoryURL.path],
        inputFiles: [tool] + configuration + tables,
        outputFiles: [stamp])
    ]
  }

  /// Whether `url` is a file `locpack lint` reads: `.strings` or `.stringsdict` in an
  /// `.lproj` folder, or an `.xcstrings` catalog.
  static func isLocalization(_ url: URL) -> Bool {
    switch url.pathExtension {
    case "xcstrings": return true
    case "strings", "stringsdict": return url.deletingLastPathComponent().pathExtension == "lproj"
    default: return false
    }
  }
}
