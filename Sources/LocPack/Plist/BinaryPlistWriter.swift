/// Encodes a `PlistValue` as `bplist00`, the way CoreFoundation lays it out.
///
/// Objects are numbered in pre-order (a dictionary, then its keys, then its values), the top
/// object is 0, and strings, integers, reals, dates, data and booleans that are equal (byte for
/// byte) are written once. References and offsets use the fewest bytes (1, 2, 4 or 8) that hold
/// the largest value.
struct BinaryPlistWriter {
  private enum Entry {
    case leaf(PlistValue)
    case array([Int])
    case dictionary(keys: [Int], values: [Int])
  }

  /// What makes two leaves the same object: exact bytes, not Unicode equivalence.
  private enum UniqueKey: Hashable {
    case string(ExactString)
    case signed(Int64)
    case unsigned(UInt64)
    case real(UInt64)
    case date(UInt64)
    case data([UInt8])
    case bool(Bool)
  }

  /// A string compared and hashed by its UTF-8 bytes, so `é` and `e` + U+0301 stay apart.
  private struct ExactString: Hashable {
    var value: String

    static func == (lhs: ExactString, rhs: ExactString) -> Bool {
      lhs.value.utf8.elementsEqual(rhs.value.utf8)
    }

    func hash(into hasher: inout Hasher) {
      var copy = value
      copy.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }
  }

  private var entries: [Entry] = []
  private var unique: [UniqueKey: Int] = [:]
  private var output: [UInt8] = []
  private let maxDepth = 512

  /// Encodes `value` into a complete binary plist.
  static func encode(_ value: PlistValue) throws(BinaryPlistError) -> [UInt8] {
    var writer = BinaryPlistWriter()
    _ = try writer.flatten(value, depth: 0)
    return writer.serialize()
  }

  // MARK: - Flattening

  private mutating func flatten(_ value: PlistValue, depth: Int) throws(BinaryPlistError) -> Int {
    guard depth <= maxDepth else {
      throw BinaryPlistError(.tooDeep(limit: maxDepth), offset: nil, path: "<output>")
    }
    let key: UniqueKey
    switch value {
    case .string(let string): key = .string(ExactString(value: string))
    case .integer(.signed(let number)): key = .signed(number)
    case .integer(.unsigned(let number)):
      key = number <= UInt64(Int64.max) ? .signed(Int64(number)) : .unsigned(number)
    case .real(let number): key = .real(number.bitPattern)
    case .date(let seconds): key = .date(seconds.bitPattern)
    case .data(let bytes): key = .data(bytes)
    case .bool(let flag): key = .bool(flag)
    case .uid(let number):
      guard number <= UInt64(UInt32.max) else {
        throw BinaryPlistError(.uidOutOfRange(number), offset: nil, path: "<output>")
      }
      entries.append(.leaf(value))
      return entries.count - 1
    case .array(let elements):
      let index = entries.count
      entries.append(.array([]))
      var refs: [Int] = []
      refs.reserveCapacity(elements.count)
      for element in elements { refs.append(try flatten(element, depth: depth + 1)) }
      entries[index] = .array(refs)
      return index
    case .dictionary(let dictionary):
      let index = entries.count
      entries.append(.array([]))
      var keys: [Int] = []
      var values: [Int] = []
      keys.reserveCapacity(dictionary.count)
      values.reserveCapacity(dictionary.count)
      for name in dictionary.keys { keys.append(try flatten(.string(name), depth: depth + 1)) }
      for element in dictionary.values { values.append(try flatten(element, depth: depth + 1)) }
      entries[index] = .dictionary(keys: keys, values: values)
      return index
    }
    if let existing = unique[key] { return existing }
    let index = entries.count
    entries.append(.leaf(value))
    unique[key] = index
    return index
  }

  // MARK: - Bytes

  /// The fewest of 1, 2, 4 or 8 bytes that hold `value`.
  private static func byteCount(_ value: UInt64) -> Int {
    if value <= 0xFF { return 1 }
    if value <= 0xFFFF { return 2 }
    if value <= 0xFFFF_FFFF { return 4 }
    return 8
  }

  private mutating func appendBigEndian(_ value: UInt64, size: Int) {
    for shift in stride(from: (size - 1) * 8, through: 0, by: -8) {
      output.append(UInt8(truncatingIfNeeded: value >> UInt64(shift)))
    }
  }

  /// An unsigned integer object in the smallest size, as CoreFoundation's `_appendInt`.
  private mutating func appendInt(_ value: UInt64) {
    let size = Self.byteCount(value)
    output.append(0x10 | UInt8(size.trailingZeroBitCount))
    appendBigEndian(value, size: size)
  }

  private mutating func appendMarker(_ high: UInt8, count: Int) {
    if count < 15 {
      output.append(high | UInt8(count))
    } else {
      output.append(high | 0x0F)
      appendInt(UInt64(count))
    }
  }

  private mutating func serialize() -> [UInt8] {
    let refSize = Self.byteCount(UInt64(entries.count))
    output.reserveCapacity(64 + entries.count * 8)
    output.append(contentsOf: Array("bplist00".utf8))
    var offsets: [Int] = []
    offsets.reserveCapacity(entries.count)
    for entry in entries {
      offsets.append(output.count)
      switch entry {
      case .leaf(let value): appendLeaf(value)
      case .array(let refs):
        appendMarker(0xA0, count: refs.count)
        for ref in refs { appendBigEndian(UInt64(ref), size: refSize) }
      case .dictionary(let keys, let values):
        appendMarker(0xD0, count: keys.count)
        for ref in keys { appendBigEndian(UInt64(ref), size: refSize) }
        for ref in values { appendBigEndian(UInt64(ref), size: refSize) }
      }
    }
    let tableOffset = UInt64(output.count)
    let offsetIntSize = Self.byteCount(tableOffset)
    for offset in offsets { appendBigEndian(UInt64(offset), size: offsetIntSize) }
    output.append(contentsOf: [0, 0, 0, 0, 0, 0, UInt8(offsetIntSize), UInt8(refSize)])
    appendBigEndian(UInt64(entries.count), size: 8)
    appendBigEndian(0, size: 8)
    appendBigEndian(tableOffset, size: 8)
    return output
  }

  private mutating func appendLeaf(_ value: PlistValue) {
    switch value {
    case .bool(let flag):
      output.append(flag ? 0x09 : 0x08)
    case .integer(.signed(let number)):
      if number < 0 {
        output.append(0x13)
        appendBigEndian(UInt64(bitPattern: number), size: 8)
      } else {
        appendInt(UInt64(number))
      }
    case .integer(.unsigned(let number)):
      if number <= UInt64(Int64.max) {
        appendInt(number)
      } else {
        // CoreFoundation writes integers above Int64.max as 128-bit, high half zero.
        output.append(0x14)
        appendBigEndian(0, size: 8)
        appendBigEndian(number, size: 8)
      }
    case .real(let number):
      output.append(0x23)
      appendBigEndian(number.bitPattern, size: 8)
    case .date(let seconds):
      output.append(0x33)
      appendBigEndian(seconds.bitPattern, size: 8)
    case .data(let bytes):
      appendMarker(0x40, count: bytes.count)
      output.append(contentsOf: bytes)
    case .string(let string):
      appendString(string)
    case .uid(let number):
      let size = Self.byteCount(number)
      output.append(0x80 | UInt8(size - 1))
      appendBigEndian(number, size: size)
    case .array, .dictionary:
      break  // Flattened into entries of their own.
    }
  }

  private mutating func appendString(_ string: String) {
    let utf8 = string.utf8
    if utf8.allSatisfy({ $0 < 0x80 }) {
      appendMarker(0x50, count: utf8.count)
      output.append(contentsOf: utf8)
    } else {
      let utf16 = string.utf16
      appendMarker(0x60, count: utf16.count)
      for unit in utf16 {
        output.append(UInt8(truncatingIfNeeded: unit >> 8))
        output.append(UInt8(truncatingIfNeeded: unit))
      }
    }
  }
}
