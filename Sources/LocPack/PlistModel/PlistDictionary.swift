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

  /// `updateValue(_:forKey:)` without returning the old value: whether the key was there.
  @inline(__always)
  mutating func setValue(_ value: PlistValue, forKey key: String) -> Bool {
    if (keys.count + 1) * 4 > slots.count * 3 { grow(toHold: keys.count + 1) }
    let tag = Self.tag(of: key)
    let (position, bucket) = find(key, tag: tag)
    if let position {
      values[position] = value
      return true
    }
    slots[bucket] = UInt64(tag) << 32 | UInt64(keys.count + 1)
    keys.append(key)
    values.append(value)
    return false
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
  static func tag(of key: String) -> UInt32 {
    let hash = key.utf8.withContiguousStorageIfAvailable { Self.asciiHash($0) } ?? nil
    return UInt32(truncatingIfNeeded: hash ?? otherHash(of: key))
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

// MARK: - Building in bulk

extension PlistDictionary {
  /// The dictionary that setting `values[i]` for `keys[i]` in order would make, and the
  /// indices of the keys that were already there (which keep their first place and take their
  /// last value).
  ///
  /// `tags` are the keys' `tag(of:)`. The index is built in one tight loop after the pairs are
  /// known: its scattered reads overlap one another, where an insertion after each parsed
  /// entry waits for its own cache miss.
  static func building(keys: [String], values: [PlistValue], tags: [UInt32])
    -> (dictionary: PlistDictionary, repeated: [Int])
  {
    precondition(keys.count == values.count && keys.count == tags.count)
    var dictionary = PlistDictionary()
    dictionary.grow(toHold: keys.count)
    var repeated: [Int] = []
    // Slots first hold index + 1 into `keys`; with no repeated key, that is the position.
    var lastValues: [(first: Int, index: Int)] = []
    dictionary.slots.withUnsafeMutableBufferPointer { table in
      let mask = table.count &- 1
      for index in keys.indices {
        let tag = tags[index]
        var bucket = Int(tag) & mask
        while true {
          let slot = table[bucket]
          if slot == 0 {
            table[bucket] = UInt64(tag) << 32 | UInt64(index &+ 1)
            break
          }
          if UInt32(truncatingIfNeeded: slot >> 32) == tag {
            let first = Int(truncatingIfNeeded: slot & 0xFFFF_FFFF) &- 1
            if keys[first] == keys[index] {
              repeated.append(index)
              lastValues.append((first, index))
              break
            }
          }
          bucket = (bucket &+ 1) & mask
        }
      }
    }
    guard !repeated.isEmpty else {
      dictionary.keys = keys
      dictionary.values = values
      return (dictionary, repeated)
    }
    // Rare: drop the repeated pairs, give first places their last values, index again.
    var finalValues = values
    for (first, index) in lastValues { finalValues[first] = values[index] }
    var keptKeys: [String] = []
    var keptValues: [PlistValue] = []
    keptKeys.reserveCapacity(keys.count &- repeated.count)
    keptValues.reserveCapacity(keys.count &- repeated.count)
    var next = 0
    for index in keys.indices {
      if next < repeated.count, repeated[next] == index {
        next &+= 1
        continue
      }
      keptKeys.append(keys[index])
      keptValues.append(finalValues[index])
    }
    dictionary.keys = keptKeys
    dictionary.values = keptValues
    dictionary.rebuildIndex()
    return (dictionary, repeated)
  }
}

// MARK: - Hashing

extension PlistDictionary {
  /// Mixed into every hash, so that keys which collide cannot be chosen in advance.
  private static let seed = UInt64.random(in: .min ... .max)

  /// A hash of ASCII bytes, eight at a time; nil when a byte is not ASCII.
  ///
  /// ASCII text is its own canonical form, so equal ASCII keys are equal bytes. Much cheaper
  /// than `String`'s SipHash for the short keys of localization tables.
  @inline(__always)
  static func asciiHash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64? {
    let count = bytes.count
    var hash = seed ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
    var high: UInt64 = 0
    if let base = bytes.baseAddress {
      let raw = UnsafeRawPointer(base)
      var index = 0
      while index &+ 8 <= count {
        let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        high |= word
        hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
        hash ^= hash &>> 31
        index &+= 8
      }
      if index < count {
        var word: UInt64 = 0
        if count >= 8 {
          // The last eight bytes, overlapping bytes already mixed in.
          word = raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        } else {
          while index < count {
            word = word &<< 8 | UInt64(base[index])
            index &+= 1
          }
        }
        high |= word
        hash = (hash ^ word) &* 0xBF58_476D_1CE4_E5B9
      }
    }
    guard high & 0x8080_8080_8080_8080 == 0 else { return nil }
    hash ^= hash &>> 32
    hash = hash &* 0x94D0_49BB_1331_11EB
    return hash ^ hash &>> 29
  }

  /// The hash of a key that is not all ASCII bytes.
  ///
  /// Three scalars have an ASCII canonical form: U+037E (`;`), U+1FEF (`` ` ``) and U+212A
  /// (`K`); a key made of ASCII and these equals an ASCII key (`"\u{212A}" == "K"`), so it is
  /// hashed as that key. Any other key uses `String`'s own hash, which normalizes.
  static func otherHash(of key: String) -> UInt64 {
    var ascii: [UInt8] = []
    for scalar in key.unicodeScalars {
      switch scalar.value {
      case 0..<0x80: ascii.append(UInt8(truncatingIfNeeded: scalar.value))
      case 0x037E: ascii.append(UInt8(ascii: ";"))
      case 0x1FEF: ascii.append(UInt8(ascii: "`"))
      case 0x212A: ascii.append(UInt8(ascii: "K"))
      default: return UInt64(UInt(bitPattern: key.hashValue))
      }
    }
    return ascii.withUnsafeBufferPointer { asciiHash($0) } ?? 0
  }
}
