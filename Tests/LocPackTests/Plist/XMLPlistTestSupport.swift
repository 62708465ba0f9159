import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// Helpers shared by the XML plist tests: fixtures, Foundation bridging and a seeded generator.
enum XMLPlistTestSupport {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Plist/XML")

  static func fixture(_ name: String) throws -> [UInt8] {
    Array(try Data(contentsOf: fixtures.appendingPathComponent(name)))
  }

  static let header = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">

    """

  /// Reads `text`, expecting success.
  static func read(_ text: String) throws -> XMLPlistDocument {
    try XMLPlist.read(Array(text.utf8), path: "test.plist")
  }

  /// Reads `text`, returning the error it must throw.
  static func error(_ text: String) -> XMLPlistError? {
    error(bytes: Array(text.utf8))
  }

  static func error(bytes: [UInt8]) -> XMLPlistError? {
    do {
      _ = try XMLPlist.read(bytes, path: "test.plist")
      return nil
    } catch {
      return error
    }
  }

  // MARK: - Foundation bridging

  static func foundationObject(_ value: PlistValue) -> Any {
    switch value {
    case .string(let string): return string
    case .integer(.signed(let number)): return NSNumber(value: number)
    case .integer(.unsigned(let number)): return NSNumber(value: number)
    case .real(let real): return NSNumber(value: real)
    case .bool(let flag): return flag
    case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
    case .data(let bytes): return Data(bytes)
    case .uid: return "uid"
    case .array(let elements): return elements.map(foundationObject)
    case .dictionary(let dictionary):
      var result: [String: Any] = [:]
      for (key, value) in dictionary { result[key] = foundationObject(value) }
      return result
    }
  }

  /// Converts Foundation's plist objects; dictionaries get their keys sorted by UTF-16 units.
  static func plistValue(_ object: Any) -> PlistValue? {
    if type(of: object) == Bool.self, let flag = object as? Bool { return .bool(flag) }
    if let string = object as? String { return .string(string) }
    if let date = object as? Date { return .date(date.timeIntervalSinceReferenceDate) }
    if let data = object as? Data { return .data(Array(data)) }
    if let number = object as? NSNumber {
      switch String(cString: number.objCType) {
      case "d", "f": return .real(number.doubleValue)
      case "Q": return .integer(PlistInteger(number.uint64Value))
      case "c" where type(of: object) == Bool.self: return .bool(number.boolValue)
      default: return .integer(.signed(number.int64Value))
      }
    }
    if let array = object as? [Any] {
      var elements: [PlistValue] = []
      for element in array {
        guard let value = plistValue(element) else { return nil }
        elements.append(value)
      }
      return .array(elements)
    }
    if let dictionary = object as? [AnyHashable: Any] {
      var pairs: [(String, PlistValue)] = []
      for (key, element) in dictionary {
        guard let key = key.base as? String, let value = plistValue(element) else { return nil }
        pairs.append((key, value))
      }
      pairs.sort { $0.0.utf16.lexicographicallyPrecedes($1.0.utf16) }
      return .dictionary(PlistDictionary(pairs))
    }
    return nil
  }

  static func foundationXML(_ value: PlistValue) throws -> [UInt8] {
    Array(
      try PropertyListSerialization.data(
        fromPropertyList: foundationObject(value), format: .xml, options: 0))
  }

  static func foundationRead(_ bytes: [UInt8]) throws -> PlistValue? {
    plistValue(try PropertyListSerialization.propertyList(from: Data(bytes), format: nil))
  }

  /// The value with every dictionary's keys sorted by UTF-16 code units (Foundation's order).
  static func sorted(_ value: PlistValue) -> PlistValue {
    switch value {
    case .array(let elements): return .array(elements.map(sorted))
    case .dictionary(let dictionary):
      let pairs = zip(dictionary.keys, dictionary.values.map(sorted))
        .sorted { $0.0.utf16.lexicographicallyPrecedes($1.0.utf16) }
      return .dictionary(PlistDictionary(Array(pairs)))
    default: return value
    }
  }

  /// The value with dates rounded down to whole seconds, as XML plists store them.
  static func flooredDates(_ value: PlistValue) -> PlistValue {
    switch value {
    case .date(let seconds): return .date(seconds.rounded(.down))
    case .array(let elements): return .array(elements.map(flooredDates))
    case .dictionary(let dictionary):
      return .dictionary(
        PlistDictionary(Array(zip(dictionary.keys, dictionary.values.map(flooredDates)))))
    default: return value
    }
  }

  /// Equality that treats two NaNs as equal.
  static func same(_ lhs: PlistValue, _ rhs: PlistValue) -> Bool {
    switch (lhs, rhs) {
    case (.real(let a), .real(let b)): return a == b || (a.isNaN && b.isNaN)
    case (.array(let a), .array(let b)):
      return a.count == b.count && zip(a, b).allSatisfy { same($0, $1) }
    case (.dictionary(let a), .dictionary(let b)):
      return a.keys == b.keys && zip(a.values, b.values).allSatisfy { same($0, $1) }
    default: return lhs == rhs
    }
  }
}

/// Random plist values made of what XML 1.0 can carry (no control characters, no CR).
struct RandomPlist {
  var generator: SeededGenerator

  static let pieces = [
    "a", "Z", "0", " ", "\t", "\n", "<", ">", "&", "\"", "'", "é", "e\u{301}", "ß", "日本",
    "😀", "\u{FFFD}", "\u{E000}", "%@", "%1$d", "]]>", "&amp;", "CF$", "Ω", "\u{7F}",
  ]

  mutating func string() -> String {
    let length = Int.random(in: 0...6, using: &generator)
    var text = ""
    for _ in 0..<length { text += Self.pieces.randomElement(using: &generator) ?? "" }
    return text
  }

  mutating func value(depth: Int) -> PlistValue {
    let pick = Int.random(in: 0..<(depth < 4 ? 12 : 8), using: &generator)
    switch pick {
    case 0, 1: return .string(string())
    case 2:
      switch Int.random(in: 0..<4, using: &generator) {
      case 0: return .integer(.signed(Int64.random(in: -1000...1000, using: &generator)))
      case 1: return .integer(.signed(Int64.random(in: .min ... .max, using: &generator)))
      case 2: return .integer(PlistInteger(UInt64.random(in: 0 ... .max, using: &generator)))
      default:
        return .integer(
          .signed([Int64.min, Int64.max, 0, -1].randomElement(using: &generator) ?? 0))
      }
    case 3:
      let specials: [Double] = [
        0, 1, -1, 0.5, 0.1, 1e20, 1e-7, 1e16, .pi, -.infinity, .infinity, .nan,
        .greatestFiniteMagnitude, .leastNonzeroMagnitude, 123.456,
      ]
      if Bool.random(using: &generator) {
        return .real(specials.randomElement(using: &generator) ?? 0)
      }
      let bits = UInt64.random(in: 0 ... .max, using: &generator)
      let real = Double(bitPattern: bits)
      return .real(real.isNaN ? 2.5 : real)
    case 4: return .bool(Bool.random(using: &generator))
    case 5:
      return .date(Double(Int64.random(in: -70_000_000_000...70_000_000_000, using: &generator)))
    case 6:
      let count = Int.random(in: 0...(Bool.random(using: &generator) ? 5 : 200), using: &generator)
      return .data((0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) })
    case 7: return .string(string())
    case 8, 9:
      let count = Int.random(in: 0...4, using: &generator)
      return .array((0..<count).map { _ in value(depth: depth + 1) })
    default:
      var dictionary = PlistDictionary()
      for _ in 0..<Int.random(in: 0...4, using: &generator) {
        dictionary[string()] = value(depth: depth + 1)
      }
      return .dictionary(dictionary)
    }
  }
}
