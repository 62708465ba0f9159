// swift-tools-version: 6.3
import PackageDescription

// A package that uses locpack's plugins: `Clean`'s translations pass `locpack lint`, `Broken`'s
// French table has a specifier that would crash the app. The dependency is the locpack
// checkout this fixture lives in.
let package = Package(
  name: "PluginPackage",
  defaultLocalization: "en",
  dependencies: [.package(path: "../../..")],
  targets: [
    .target(
      name: "Clean",
      path: "Sources/Clean",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LintLocalizationsOnBuild", package: "locpack")]
    ),
    .target(
      name: "Broken",
      path: "Sources/Broken",
      resources: [.process("Resources")],
      plugins: [.plugin(name: "LintLocalizationsOnBuild", package: "locpack")]
    ),
  ]
)
