import Foundation

@testable import LocPack

enum XCStringsFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/XCStrings")

  static let names = [
    "empty", "plain", "plurals", "devices", "substitutions", "states", "escapes",
    "unknown-fields",
  ]

  static func bytes(_ name: String) throws -> [UInt8] {
    [UInt8](try Data(contentsOf: directory.appendingPathComponent("\(name).xcstrings")))
  }

  static func catalog(_ name: String) throws -> XCStringsFile {
    try XCStringsFile.parse(bytes(name), path: "\(name).xcstrings")
  }
}

extension XCStringsFile {
  /// Parses catalog text given inline.
  static func parse(_ text: String, path: String = "t.xcstrings") throws(XCStringsError)
    -> XCStringsFile
  {
    try parse(Array(text.utf8), path: path)
  }
}
