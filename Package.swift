// swift-tools-version: 6.3
import PackageDescription

let package = Package(
  name: "locpack",
  products: [
    .library(name: "LocPack", targets: ["LocPack"]),
    .executable(name: "locpack", targets: ["locpack"]),
    .plugin(name: "LintLocalizations", targets: ["LintLocalizations"]),
    .plugin(name: "LintLocalizationsOnBuild", targets: ["LintLocalizationsOnBuild"]),
  ],
  dependencies: [],
  targets: [
    // Library
    .systemLibrary(
      name: "CLibXML2",
      path: "Sources/CLibXML2",
      pkgConfig: "libxml-2.0",
      providers: [.apt(["libxml2-dev"])]
    ),
    .systemLibrary(
      name: "CLibYAML",
      path: "Sources/CLibYAML",
      pkgConfig: "yaml-0.1",
      providers: [.apt(["libyaml-dev"])]
    ),
    .target(
      name: "LocPack",
      dependencies: ["CLibXML2", "CLibYAML"],
      path: "Sources/LocPack",
      resources: []
    ),

    // CLI
    .executableTarget(
      name: "locpack",
      dependencies: ["LocPack"],
      path: "Sources/locpack"
    ),
    .executableTarget(
      name: "locpack-bench",
      dependencies: ["LocPack"],
      path: "Sources/locpack-bench"
    ),

    // Plugins: `swift package lint-localizations`, and lint on every build of a target.
    .plugin(
      name: "LintLocalizations",
      capability: .command(
        intent: .custom(
          verb: "lint-localizations",
          description: "Check the package's translations against the base language.")),
      dependencies: ["locpack"],
      path: "Plugins/LintLocalizations"
    ),
    .plugin(
      name: "LintLocalizationsOnBuild",
      capability: .buildTool(),
      dependencies: ["locpack"],
      path: "Plugins/LintLocalizationsOnBuild"
    ),

    // Tests
    .target(
      name: "LocPackTestSupport",
      path: "Tests/Support"
    ),
    .testTarget(
      name: "LocPackTests",
      dependencies: ["LocPack", "LocPackTestSupport"],
      path: "Tests/LocPackTests"
    ),
    .testTarget(
      name: "locpackTests",
      dependencies: ["locpack", "LocPack", "LocPackTestSupport"],
      path: "Tests/locpackTests"
    ),
  ],
  swiftLanguageModes: [.v6]
)
