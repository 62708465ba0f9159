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
  /// compare equal whatever their normalization.
  static func canonical(_ value: PlistValue) -> String {
    switch value {
    case .string(let string): return scalars(string)
    case .array(let items): return "(" + items.map(canonical).joined(separator: ",") + ")"
    case .dictionary(let dictionary):
      let pairs = dictionary.map { (scalars($0.key), canonical($0.value)) }.sorted { $0.0 < $1.0 }
      return "{" + pairs.map { "\($0.0)=\($0.1);" }.joined() + "}"
    case .data(let bytes):
      return "<" + bytes.map { String($0, radix: 16) }.joined(separator: ".") + ">"
    default: return "?\(value)"
    }
  }

  static func canonical(any value: Any) -> String {
    if let string = value as? String { return scalars(string) }
    if let data = value as? Data {
      return "<" + data.map { String($0, radix: 16) }.joined(separator: ".") + ">"
    }
    if let array = value as? [Any] {
      return "(" + array.map(canonical(any:)).joined(separator: ",") + ")"
    }
    if let dictionary = value as? [String: Any] {
      let pairs = dictionary.map { (scalars($0.key), canonical(any: $0.value)) }.sorted {
        $0.0 < $1.0
      }
      return "{" + pairs.map { "\($0.0)=\($0.1);" }.joined() + "}"
    }
    if let dictionary = value as? NSDictionary {
      var pairs: [(String, String)] = []
      for (key, item) in dictionary { pairs.append((scalars("\(key)"), canonical(any: item))) }
      return "{" + pairs.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1);" }.joined() + "}"
    }
    return "?\(value)"
  }

  private static func scalars(_ string: String) -> String {
    "\"" + string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "\""
  }

  /// UTF-16 bytes of a string, with or without a BOM.
  static func utf16(_ text: String, little: Bool, bom: Bool) -> [UInt8] {
    let encoding: TextEncoding = little ? .utf16LE(bom: bom) : .utf16BE(bom: bom)
    return encoding.encode(Array(text.utf8))
  }
}
