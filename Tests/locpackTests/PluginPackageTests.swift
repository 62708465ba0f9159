import Foundation
import Testing

/// The SwiftPM plugins, used by the package in `Tests/Fixtures/PluginPackage` the way another
/// package uses them: `swift package lint-localizations` and `swift build` with the build-tool
/// plugin, on a copy of the fixture.
///
/// The nested build compiles locpack once more (about two minutes on two cores), so the suite
/// runs only when `LOCPACK_PLUGIN_TESTS=1`, as `.ci/run` sets it.
@Suite(
  .enabled(
    if: ProcessInfo.processInfo.environment["LOCPACK_PLUGIN_TESTS"] == "1",
    "set LOCPACK_PLUGIN_TESTS=1 to build the fixture package"),
  .serialized)
struct PluginPackageTests {
  /// The output and exit status of one `swift` command.
  struct Run {
    var status: Int32
    var output: String
  }

  /// A copy of the fixture package whose dependency is this checkout, with its own build
  /// folder.
  struct Fixture {
    var folder: String
    var package: String { folder + "/PluginPackage" }

    init() throws {
      folder = try OptimizeCommandTests.scratchFolder()
      let manager = FileManager.default
      // The dependency's folder name is its package identity: `locpack`, whatever the
      // checkout is called.
      try manager.createSymbolicLink(
        atPath: folder + "/locpack", withDestinationPath: IntegrationScriptTests.root)
      try manager.copyItem(
        atPath: IntegrationScriptTests.root + "/Tests/Fixtures/PluginPackage", toPath: package)
      let manifest = package + "/Package.swift"
      let text = try String(contentsOfFile: manifest, encoding: .utf8)
      #expect(text.contains(#".package(path: "../../..")"#))
      try text.replacingOccurrences(of: #"path: "../../..""#, with: #"path: "../locpack""#)
        .write(toFile: manifest, atomically: true, encoding: .utf8)
    }

    /// Runs `swift <subcommand> --scratch-path … arguments` in the package.
    func swift(_ subcommand: String, _ arguments: [String]) throws -> Run {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments =
        ["swift", subcommand, "--scratch-path", folder + "/.build"] + arguments
      process.currentDirectoryURL = URL(fileURLWithPath: package)
      let output = Pipe()
      process.standardOutput = output
      process.standardError = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      return Run(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    /// The path of a table of one target.
    func table(_ target: String, _ locale: String) -> String {
      "\(package)/Sources/\(target)/Resources/\(locale).lproj/Localizable.strings"
    }
  }

  /// The xcode-style error the broken French table gives, and its note.
  static func expectFormatCrash(
    _ run: Run, _ fixture: Fixture, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      run.output.contains(
        "\(fixture.table("Broken", "fr")):2:24: error: 'GREETING': '%d' reads argument 1 as int "
          + "but the base '%@' passes object [lint.format-crash]"),
      "\(run.output)", sourceLocation: sourceLocation)
    #expect(
      run.output.contains("\(fixture.table("Broken", "en")):2:22: note: base string defined here"),
      "\(run.output)", sourceLocation: sourceLocation)
  }

  @Test(.timeLimit(.minutes(15)))
  func theCommandAndTheBuildToolPluginLintTheFixture() throws {
    let fixture = try Fixture()
    defer { try? FileManager.default.removeItem(atPath: fixture.folder) }

    // The command plugin: a clean target passes, a broken one fails with lint's findings.
    let clean = try fixture.swift("package", ["lint-localizations", "--target", "Clean"])
    #expect(clean.status == 0, "\(clean.output)")
    #expect(clean.output.contains("0 errors, 0 warnings, 0 infos in 2 files"), "\(clean.output)")
    let broken = try fixture.swift(
      "package", ["lint-localizations", "--target", "Broken", "--reporter", "xcode"])
    #expect(broken.status != 0)
    Self.expectFormatCrash(broken, fixture)
    #expect(broken.output.contains("locpack lint failed (exit status 1)"), "\(broken.output)")
    // Without a target, the whole package directory; lint's own options pass through.
    let whole = try fixture.swift("package", ["lint-localizations", "--reporter", "json"])
    #expect(whole.status != 0)
    #expect(whole.output.contains(#""errors": 1,"#), "\(whole.output)")
    #expect(whole.output.contains(#""files": 4,"#), "\(whole.output)")

    // The build-tool plugin: lints on the first build, not again until a table changes.
    let first = try fixture.swift("build", ["--target", "Clean"])
    #expect(first.status == 0, "\(first.output)")
    #expect(first.output.contains("Linting the localizations of Clean"), "\(first.output)")
    let again = try fixture.swift("build", ["--target", "Clean"])
    #expect(again.status == 0, "\(again.output)")
    #expect(!again.output.contains("Linting the localizations"), "\(again.output)")
    let french = fixture.table("Clean", "fr")
    let text = try String(contentsOfFile: french, encoding: .utf8)
    try (text + "\"LATER\" = \"Plus tard\";\n").write(
      toFile: french, atomically: true, encoding: .utf8)
    let changed = try fixture.swift("build", ["--target", "Clean"])
    #expect(changed.status == 0, "\(changed.output)")
    #expect(
      changed.output.contains("warning: 'LATER' is not in the base localization 'en'"),
      "\(changed.output)")

    // A lint error fails the build, with the xcode-style lines in its log.
    let failed = try fixture.swift("build", ["--target", "Broken"])
    #expect(failed.status != 0)
    Self.expectFormatCrash(failed, fixture)
  }
}
