import Foundation

/// A property-list value: what `.strings`, XML, binary and OpenStep plists all decode to.
///
/// Dictionaries keep their keys in file order (``PlistDictionary``). Integers cover the whole
/// range CoreFoundation accepts, from −2^63 to 2^64−1.
public enum PlistValue: Hashable, Sendable {
  case string(String)
  case integer(PlistInteger)
  case real(Double)
  case bool(Bool)
  /// Seconds since 2001-01-01T00:00:00Z, as CoreFoundation stores dates.
  case date(Double)
  case data([UInt8])
  /// A keyed-archiver reference (binary plists only).
  case uid(UInt64)
  case array([PlistValue])
  case dictionary(PlistDictionary)

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The dictionary, when this is a dictionary.
  public var dictionaryValue: PlistDictionary? {
    if case .dictionary(let value) = self { return value }
    return nil
  }

  /// The array, when this is an array.
  public var arrayValue: [PlistValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// A short name of the value's type, for messages: `string`, `dictionary`, ….
  public var typeName: String {
    switch self {
    case .string: return "string"
    case .integer: return "integer"
    case .real: return "real"
    case .bool: return "boolean"
    case .date: return "date"
    case .data: return "data"
    case .uid: return "UID"
    case .array: return "array"
    case .dictionary: return "dictionary"
    }
  }
}

/// An integer in CoreFoundation's plist range, −2^63 … 2^64−1.
public enum PlistInteger: Hashable, Sendable, CustomStringConvertible {
  /// A value that fits in `Int64`.
  case signed(Int64)
  /// A value above `Int64.max`.
  case unsigned(UInt64)

  /// Creates the canonical form: `.unsigned` only for values above `Int64.max`.
  public init(_ value: UInt64) {
    self = value > UInt64(Int64.max) ? .unsigned(value) : .signed(Int64(value))
  }

  /// Creates a signed integer.
  public init(_ value: Int64) { self = .signed(value) }

  /// The decimal text.
  public var description: String {
    switch self {
    case .signed(let value): return String(value)
    case .unsigned(let value): return String(value)
    }
  }
}
