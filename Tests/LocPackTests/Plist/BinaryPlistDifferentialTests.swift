import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// Random plist trees that Foundation can represent and writes without merging values.
///
/// Integers are never 0 and reals never integral (except −0.0 is avoided too), because
/// CoreFoundation uniques numbers with `CFEqual`, which takes `1` and `1.0` for one object.
struct PlistTreeGenerator {
  var random: SeededGenerator
  /// Make every leaf and key distinct and leave out booleans, dates and data: Foundation on
  /// Linux writes each occurrence of an equal value again, where CoreFoundation's source (and
  /// locpack) write it once.
  var distinctLeaves = false
  private var used: Set<PlistValue> = []
  private var serial = 0

  init(seed: UInt64) { random = SeededGenerator(seed: seed) }
  var includeUID = false

  static let words = [
    "hello", "Bonjour", "Grüße", "こんにちは", "你好", "مرحبا", "👋🏽", "e\u{301}", "é", "Ω", "",
    "tab\there", "quote\"", "line\nbreak", "%@ and %1$@", "🇫🇷", "\u{FEFF}bom", "a\0b",
  ]

  mutating func value(depth: Int = 0) -> PlistValue {
    guard distinctLeaves else { return anyValue(depth: depth) }
    while true {
      let candidate = anyValue(depth: depth)
      switch candidate {
      case .array, .dictionary: return candidate
      case .string(let text):
        serial += 1
        return .string(text + "#\(serial)")
      default:
        if used.insert(normalized(candidate)).inserted { return candidate }
      }
    }
  }

  private mutating func anyValue(depth: Int) -> PlistValue {
    let choice = Int.random(in: 0..<(depth > 4 ? 8 : 11), using: &random)
    switch choice {
    case 0: return .string(string())
    case 1: return .integer(integer())
    case 2: return .real(real())
    case 3:
      return distinctLeaves ? .string(string()) : .bool(Bool.random(using: &random))
    case 4:
      if distinctLeaves { return .integer(integer()) }
      return .date(Double(Int.random(in: -2_000_000_000...2_000_000_000, using: &random)) + 0.25)
    case 5:
      if distinctLeaves { return .real(real()) }
      let count = Int.random(in: 0..<40, using: &random)
      return .data((0..<count).map { _ in UInt8.random(in: 0...255, using: &random) })
    case 6: return .string(string())
    case 7:
      return includeUID
        ? .uid(UInt64.random(in: 0...UInt64(UInt32.max), using: &random))
        : .integer(integer())
    case 8, 9:
      let count = Int.random(in: 0..<(depth == 0 ? 40 : 8), using: &random)
      return .array((0..<count).map { _ in value(depth: depth + 1) })
    default:
      let count = Int.random(in: 0..<(depth == 0 ? 40 : 8), using: &random)
      var dictionary = PlistDictionary()
      for _ in 0..<count { dictionary[key()] = value(depth: depth + 1) }
      return .dictionary(dictionary)
    }
  }

  mutating func string() -> String {
    switch Int.random(in: 0..<4, using: &random) {
    case 0: return Self.words.randomElement(using: &random)!
    case 1:
      let length = Int.random(in: 0..<30, using: &random)
      return String(
        (0..<length).map { _ in
          Character(UnicodeScalar(UInt8.random(in: 0x20...0x7E, using: &random)))
        })
    case 2:
      let length = Int.random(in: 0..<20, using: &random)
      var scalars = String.UnicodeScalarView()
      while scalars.count < length {
        let candidate = UInt32.random(in: 0x80...0x10FFFF, using: &random)
        if let scalar = UnicodeScalar(candidate) { scalars.append(scalar) }
      }
      return String(scalars)
    default:
      return String(repeating: Self.words.randomElement(using: &random)!, count: 20)
    }
  }

  /// Keys without canonically equivalent pairs (Swift dictionaries would merge them).
  mutating func key() -> String {
    let base = ["title", "body", "loc-key", "loc-args", "キー", "ключ", "🔑", "a", "B", "z"]
    serial += 1
    return base.randomElement(using: &random)! + String(Int.random(in: 0..<50, using: &random))
      + (distinctLeaves ? "#\(serial)" : "")
  }

  mutating func integer() -> PlistInteger {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .signed(Int64.random(in: 1...255, using: &random))
    case 1: return .signed(Int64.random(in: Int64.min...(-1), using: &random))
    case 2:
      return .signed(
        [Int64.min, Int64.max, -1, 256, 65535, 65536, 4_294_967_296].randomElement(using: &random)!)
    case 3:
      return .unsigned(UInt64.random(in: (UInt64(Int64.max) + 1)...UInt64.max, using: &random))
    case 4: return .unsigned(UInt64.max)
    default: return .signed(Int64.random(in: 1...Int64.max, using: &random))
    }
  }

  mutating func real() -> Double {
    switch Int.random(in: 0..<5, using: &random) {
    case 0:
      return [Double.nan, .infinity, -.infinity, .pi, -1e300, Double.leastNonzeroMagnitude, 0.1]
        .randomElement(
          using: &random)!
    default:
      let value = Double.random(in: -1e9...1e9, using: &random)
      return value.rounded() == value ? value + 0.5 : value
    }
  }
}

// MARK: - Foundation bridges

enum FoundationBridge {
  static func object(_ value: PlistValue) -> Any {
    switch value {
    case .string(let string): return string
    case .integer(.signed(let number)): return NSNumber(value: number)
    case .integer(.unsigned(let number)): return NSNumber(value: number)
    case .real(let number): return NSNumber(value: number)
    case .bool(let flag): return flag
    case .date(let seconds): return Date(timeIntervalSinceReferenceDate: seconds)
    case .data(let bytes): return Data(bytes)
    case .uid: fatalError("Foundation has no public UID type")
    case .array(let elements): return elements.map(object)
    case .dictionary(let dictionary):
      var result: [String: Any] = [:]
      for (key, element) in dictionary { result[key] = object(element) }
      return result
    }
  }

  static func value(_ object: Any) -> PlistValue? {
    if type(of: object) == Bool.self, let flag = object as? Bool { return .bool(flag) }
    if let number = object as? NSNumber, !(object is String) {
      switch String(cString: number.objCType) {
      case "c": return .bool(number.boolValue)
      case "d", "f": return .real(number.doubleValue)
      case "Q": return .integer(PlistInteger(number.uint64Value))
      default: return .integer(.signed(number.int64Value))
      }
    }
    if let string = object as? String { return .string(string) }
    if let date = object as? Date { return .date(date.timeIntervalSinceReferenceDate) }
    if let data = object as? Data { return .data(Array(data)) }
    if let array = object as? [Any] {
      var elements: [PlistValue] = []
      for element in array {
        guard let converted = value(element) else { return nil }
        elements.append(converted)
      }
      return .array(elements)
    }
    if let dictionary = object as? [String: Any] {
      var result = PlistDictionary()
      for (key, element) in dictionary {
        guard let converted = value(element) else { return nil }
        result[key] = converted
      }
      return .dictionary(result)
    }
    return nil
  }

  static func write(_ value: PlistValue) throws -> [UInt8] {
    Array(
      try PropertyListSerialization.data(
        fromPropertyList: object(value), format: .binary, options: 0))
  }

  static func read(_ bytes: [UInt8]) throws -> PlistValue? {
    value(try PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil))
  }
}

/// Sorts dictionary keys by their bytes and replaces NaN (never equal to itself) by a marker.
func normalized(_ value: PlistValue) -> PlistValue {
  switch value {
  case .real(let number) where number.isNaN: return .string("<NaN real>")
  case .array(let elements): return .array(elements.map(normalized))
  case .dictionary(let dictionary):
    let pairs = dictionary.map { ($0.key, normalized($0.value)) }
      .sorted { $0.0.utf8.lexicographicallyPrecedes($1.0.utf8) }
    return .dictionary(PlistDictionary(pairs))
  default: return value
  }
}

/// The same seeds for every test, so a failing one can be rerun alone.
private let seeds: [UInt64] = Array(1...60)

@Suite struct BinaryPlistDifferentialTests {
  @Test(arguments: seeds)
  func readsWhatFoundationWrites(seed: UInt64) throws {
    var generator = PlistTreeGenerator(seed: seed)
    let tree = generator.value()
    let bytes = try FoundationBridge.write(tree)
    #expect(normalized(try BinaryPlist.read(bytes)) == normalized(tree))
  }

  @Test(arguments: seeds)
  func foundationReadsWhatLocpackWrites(seed: UInt64) throws {
    var generator = PlistTreeGenerator(seed: seed &+ 1000)
    let tree = generator.value()
    let bytes = try BinaryPlist.write(tree)
    let back = try #require(try FoundationBridge.read(bytes))
    #expect(normalized(back) == normalized(tree))
  }

  /// Locpack's own round trip keeps key order and UIDs exactly.
  @Test(arguments: seeds)
  func roundTripsExactly(seed: UInt64) throws {
    var generator = PlistTreeGenerator(seed: seed &+ 2000)
    generator.includeUID = true
    let tree = generator.value()
    let back = try BinaryPlist.read(try BinaryPlist.write(tree))
    #expect(normalized(back) == normalized(tree))
    if case .dictionary(let original) = tree, case .dictionary(let read) = back {
      #expect(original.keys == read.keys)
    }
  }

  /// Re-encoding what Foundation wrote (same key order) gives Foundation's bytes, when no value
  /// repeats.
  @Test(arguments: seeds)
  func writesFoundationsBytes(seed: UInt64) throws {
    var generator = PlistTreeGenerator(seed: seed &+ 3000)
    generator.distinctLeaves = true
    let tree = generator.value()
    let foundation = try FoundationBridge.write(tree)
    let ours = try BinaryPlist.write(try BinaryPlist.read(foundation))
    let mismatch =
      (0..<min(ours.count, foundation.count)).first { ours[$0] != foundation[$0] }
      ?? min(ours.count, foundation.count)
    func hex(_ bytes: [UInt8]) -> String {
      bytes[min(mismatch, bytes.count)...].prefix(24).map { String($0, radix: 16) }
        .joined(separator: " ")
    }
    #expect(
      ours == foundation,
      "first difference at byte \(mismatch): ours \(hex(ours)), Foundation \(hex(foundation))")
  }

  @Test func edgeValuesBothWays() throws {
    let tree = PlistValue.array([
      .integer(.signed(0)), .integer(.signed(Int64.min)), .integer(.signed(Int64.max)),
      .integer(.unsigned(UInt64.max)), .real(-0.0), .real(.infinity), .real(.nan),
      .date(-1e10), .data([]), .string(""), .array([]), .dictionary(PlistDictionary()),
      .string("😀 中文 ﬁ"),
    ])
    let back = try #require(try FoundationBridge.read(try BinaryPlist.write(tree)))
    #expect(normalized(back) == normalized(tree))
    #expect(normalized(try BinaryPlist.read(try FoundationBridge.write(tree))) == normalized(tree))
  }
}
