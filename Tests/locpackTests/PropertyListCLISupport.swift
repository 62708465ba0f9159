import Foundation
import LocPack
import Testing

@testable import locpack

/// Fixtures, process runs and Foundation read-backs for the `parse` and `convert` tests.
enum PropertyListCLISupport {
  /// `Tests/Fixtures/Convert`.
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Convert")

  /// The path of a fixture.
  static func fixture(_ name: String) -> String { fixtures.appendingPathComponent(name).path }

  /// The fixture folder masked out of outputs, so goldens do not depend on the checkout.
  static var masks: [(String, String)] { [(fixtures.path + "/", "<fixtures>/")] }

  /// A fresh scratch folder.
  static func scratch() throws -> URL {
    let url = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-convert-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// What Foundation's `PropertyListSerialization` reads from `bytes`.
  static func foundation(_ bytes: [UInt8]) throws -> NSObject {
    try #require(
      try PropertyListSerialization.propertyList(from: Data(bytes), format: nil) as? NSObject)
  }

  /// The built `locpack` executable, next to the test bundle.
  static func executable() throws -> URL {
    let candidates = [
      Bundle.main.bundleURL.appendingPathComponent("locpack"),
      Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("locpack"),
      fixtures.deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent(".build/debug/locpack"),
    ]
    return try #require(candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) })
  }

  /// Runs the executable with `stdin` as standard input; returns status, stdout and stderr.
  static func runProcess(_ arguments: [String], stdin: [UInt8]) throws -> (Int32, [UInt8], String) {
    let process = Process()
    process.executableURL = try executable()
    process.arguments = arguments
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    process.standardInput = input
    process.standardOutput = output
    process.standardError = errors
    try process.run()
    input.fileHandleForWriting.write(Data(stdin))
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, Array(out), String(decoding: err, as: UTF8.self))
  }
}
