import Foundation

@testable import LocPack

/// Reads `.stringsdict` fixtures through Foundation and converts them to ``PlistValue``.
enum StringsDictFixtures {
  static let directory = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // StringsDict
    .deletingLastPathComponent()  // LocPackTests
    .deletingLastPathComponent()  // Tests
    .appendingPathComponent("Fixtures/StringsDict")

  /// The fixture file names with a prefix, sorted.
  static func names(prefix: String) -> [String] {
    let all = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
    return all.filter { $0.hasPrefix(prefix) && $0.hasSuffix(".stringsdict") }.sorted()
  }

  /// A fixture decoded by `PropertyListSerialization`.
  static func plist(_ name: String) throws -> PlistValue {
    let data = try Data(contentsOf: directory.appendingPathComponent(name))
    let object = try PropertyListSerialization.propertyList(from: data, format: nil)
    return try convert(object)
  }

  /// A fixture parsed into a ``StringsDictFile``.
  static func file(_ name: String) throws -> StringsDictFile {
    StringsDictFile.parse(try plist(name), path: name)
  }

  struct Unsupported: Error { var value: String }

  /// Converts a Foundation property-list object.
  ///
  /// Dictionary keys come out sorted, since Foundation does not keep their order.
  static func convert(_ object: Any) throws -> PlistValue {
    switch object {
    case let value as String:
      return .string(value)
    case let value as [String: Any]:
      var dictionary = PlistDictionary()
      for key in value.keys.sorted() {
        if let element = value[key] { dictionary[key] = try convert(element) }
      }
      return .dictionary(dictionary)
    case let value as [Any]:
      return .array(try value.map(convert))
    case let value as Data:
      return .data(Array(value))
    case let value as Date:
      return .date(value.timeIntervalSinceReferenceDate)
    case let value as Bool where type(of: object) == Bool.self:
      return .bool(value)
    case let value as Int:
      return .integer(.signed(Int64(value)))
    case let value as Double:
      return .real(value)
    case let value as NSNumber:
      return .integer(.signed(value.int64Value))
    default:
      throw Unsupported(value: "\(type(of: object))")
    }
  }
}
