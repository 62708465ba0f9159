import Foundation
import Testing

@testable import LocPack

/// Helpers shared by the `.strings` tests.
enum StringsTestSupport {
  /// The folder `Tests/Fixtures/Strings`.
  static let fixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/Strings").path
  }()

  /// What Foundation's `PropertyListSerialization` makes of the bytes, canonically rendered,
  /// or nil when it rejects them.
  static func foundation(_ bytes: [UInt8]) -> String? {
    guard
      let value = try? PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    else { return nil }
    return canonical(any: value)
  }

  /// What locpack's `.strings` reader makes of the bytes, canonically rendered, or nil when it
  /// throws.
  static func locpack(_ bytes: [UInt8]) -> String? {
    guard let file = try? StringsFile.parse(bytes, path: "t.strings") else { return nil }
    return canonical(.dictionary(file.table))
  }

  /// A rendering with sorted keys and every scalar spelled out, so that equal strings
  /// compare equal whatever their normalization (the fuzzers' rendering).
  static func canonical(_ value: PlistValue) -> String { FuzzProperties.canonical(value) }

  /// The same rendering of a Foundation property list object.
  static func canonical(any value: Any) -> String { FuzzProperties.canonical(any: value) }

  /// UTF-16 bytes of a string, with or without a BOM.
  static func utf16(_ text: String, little: Bool, bom: Bool) -> [UInt8] {
    let encoding: TextEncoding = little ? .utf16LE(bom: bom) : .utf16BE(bom: bom)
    return encoding.encode(Array(text.utf8))
  }
}
