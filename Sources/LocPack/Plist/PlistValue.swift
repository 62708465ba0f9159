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

/// A dictionary that keeps its keys in the order they were first seen.
///
/// Assigning an existing key replaces its value in place, which is how every Apple parser
/// treats a duplicate key (the last value wins).
public struct PlistDictionary: Hashable, Sendable, Sequence {
  /// The keys in order.
  public private(set) var keys: [String] = []
  /// The values, parallel to `keys`.
  public private(set) var values: [PlistValue] = []
  /// An open-addressing index from key to position.
  ///
  /// Each slot holds 32 bits of the key's hash (high half) and the position + 1 (low half), 0
  /// when empty. The stored hash bits also pick the bucket, so growing never hashes a key again.
  private var slots: [UInt64] = []

  /// Creates an empty dictionary.
  public init() {}

  /// Creates a dictionary from pairs; later duplicates replace earlier values.
  public init(_ pairs: [(String, PlistValue)]) {
    reserveCapacity(pairs.count)
    for (key, value) in pairs { self[key] = value }
  }

  /// The number of entries.
  public var count: Int { keys.count }

  /// Whether the dictionary is empty.
  public var isEmpty: Bool { keys.isEmpty }

  /// Reads or writes a value; writing `nil` removes the key.
  public subscript(key: String) -> PlistValue? {
    get {
      guard !slots.isEmpty else { return nil }
      let (position, _) = find(key, tag: Self.tag(of: key))
      return position.map { values[$0] }
    }
    set {
      if let newValue {
        updateValue(newValue, forKey: key)
      } else {
        removeValue(forKey: key)
      }
    }
  }

  /// Sets the value of `key` with a single hash of the key: an existing key keeps its place
  /// and gets the new value; a new key goes at the end.
  ///
  /// - Returns: The value replaced, or nil when the key is new.
  @discardableResult
  public mutating func updateValue(_ value: PlistValue, forKey key: String) -> PlistValue? {
    if (keys.count + 1) * 4 > slots.count * 3 { grow(toHold: keys.count + 1) }
    let tag = Self.tag(of: key)
    let (position, bucket) = find(key, tag: tag)
    if let position {
      let old = values[position]
      values[position] = value
      return old
    }
    slots[bucket] = UInt64(tag) << 32 | UInt64(keys.count + 1)
    keys.append(key)
    values.append(value)
    return nil
  }

  /// Removes `key` and its value, keeping the order of the others.
  ///
  /// - Returns: The value removed, or nil when the key was absent.
  /// - Complexity: O(n).
  @discardableResult
  public mutating func removeValue(forKey key: String) -> PlistValue? {
    guard !slots.isEmpty, let position = find(key, tag: Self.tag(of: key)).position else {
      return nil
    }
    keys.remove(at: position)
    let old = values.remove(at: position)
    rebuildIndex()
    return old
  }

  /// Makes room for `minimumCapacity` entries, so that inserting them never grows the storage.
  public mutating func reserveCapacity(_ minimumCapacity: Int) {
    keys.reserveCapacity(minimumCapacity)
    values.reserveCapacity(minimumCapacity)
    if minimumCapacity * 4 > slots.count * 3 { grow(toHold: minimumCapacity) }
  }

  /// Iterates `(key, value)` in order.
  public func makeIterator() -> some IteratorProtocol<(key: String, value: PlistValue)> {
    zip(keys, values).lazy.map { (key: $0, value: $1) }.makeIterator()
  }

  public static func == (lhs: PlistDictionary, rhs: PlistDictionary) -> Bool {
    lhs.keys == rhs.keys && lhs.values == rhs.values
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(values)
  }

  // MARK: - Index

  /// The 32 hash bits kept in a slot (consistent with `String`'s `==`).
  @inline(__always)
  private static func tag(of key: String) -> UInt32 {
    UInt32(truncatingIfNeeded: key.hashValue)
  }

  /// The position of `key`, or nil and the empty bucket where it would go.
  ///
  /// The table is never full (at most 3/4 of the slots are used), so the probe ends.
  @inline(__always)
  private func find(_ key: String, tag: UInt32) -> (position: Int?, bucket: Int) {
    slots.withUnsafeBufferPointer { table in
      let mask = table.count &- 1
      var bucket = Int(tag) & mask
      while true {
        let slot = table[bucket]
        if slot == 0 { return (nil, bucket) }
        if UInt32(truncatingIfNeeded: slot >> 32) == tag {
          let position = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
          if keys[position] == key { return (position, bucket) }
        }
        bucket = (bucket &+ 1) & mask
      }
    }
  }

  /// Grows the table to a power of two with room for `minimumCount` keys at 3/4 load.
  private mutating func grow(toHold minimumCount: Int) {
    var size = Swift.max(8, slots.count)
    while size * 3 < minimumCount * 4 { size *= 2 }
    guard size > slots.count else { return }
    let old = slots
    slots = [UInt64](repeating: 0, count: size)
    let mask = size &- 1
    slots.withUnsafeMutableBufferPointer { table in
      for slot in old where slot != 0 {
        var bucket = Int(truncatingIfNeeded: slot >> 32) & mask
        while table[bucket] != 0 { bucket = (bucket &+ 1) & mask }
        table[bucket] = slot
      }
    }
  }

  /// Rebuilds the table from `keys` (after a removal shifted positions).
  private mutating func rebuildIndex() {
    let size = slots.count
    slots = [UInt64](repeating: 0, count: size)
    let mask = size &- 1
    for (position, key) in keys.enumerated() {
      let tag = Self.tag(of: key)
      var bucket = Int(tag) & mask
      while slots[bucket] != 0 { bucket = (bucket &+ 1) & mask }
      slots[bucket] = UInt64(tag) << 32 | UInt64(position + 1)
    }
  }
}
