/// Decodes one binary plist held in memory; every check happens before the bytes are used.
///
/// Layout (CoreFoundation's `CFBinaryPList.c`): `bplist00`, objects, offset table (one
/// `offsetIntSize`-byte big-endian offset per object), 32-byte trailer. Objects refer to each
/// other by index through `objectRefSize`-byte references. An object met a second time is
/// decoded again and memoized (by offset), so shared subtrees cost their size at most twice and
/// the resulting `PlistValue`s share storage.
///
/// Every read goes through ``CheckedBytes``: the offsets, counts and references come from the
/// file, so a read is checked against the buffer even where an earlier check already bounds it
/// by the object table.
struct BinaryPlistReader: ~Copyable {
  private let bytes: CheckedBytes
  private let path: String
  private let limits: BinaryPlistLimits
  private var offsetIntSize = 0
  private var refSize = 0
  private var objectCount = 0
  private var topObject = 0
  /// Where the offset table starts: objects live in `8..<tableOffset`.
  private var tableOffset = 0
  /// Object offsets by index.
  private var offsets: [Int] = []
  /// Maps an index to the first index with the same offset, when two indices share one.
  private var canonical: [Int32]? = nil
  /// Values of objects met more than once, by canonical index (sparse: most are met once).
  private var memo: [Int: PlistValue] = [:]
  /// Per canonical index: 0 not seen, 1 being decoded (on the current path), 2 decoded.
  private var state: [UInt8] = []
  /// Per canonical index: how many levels lie below the object (0 for a leaf or empty container).
  private var height: [UInt16] = []
  /// Per canonical index: how many values the object is when written out, shared objects
  /// counted at each place they stand (itself, its keys and every value below it).
  private var expanded: [UInt32] = []
  /// The written-out count of the container just decoded (1 for anything else), handed from
  /// ``decodeArray(marker:at:depth:)`` and ``decodeDictionary(marker:at:depth:)`` to
  /// ``decode(_:depth:)``.
  private var lastExpanded = 1
  /// Per canonical index: the bytes of strings and data the object is when written out, and
  /// 8 for each other value; with ``lastBytes``, handed on as ``lastExpanded`` is.
  private var expandedBytes: [UInt64] = []
  private var lastBytes = 8
  /// The most bytes a value may be written out: ``BinaryPlistLimits/maxExpansion`` times the
  /// object table, and 64 MiB at least, so a small file that repeats a string is still read.
  private var writtenBytesLimit = 64 << 20
  private var decodedBytes = 0
  private var decodedBytesLimit = 0

  init(bytes: UnsafeRawBufferPointer, path: String, limits: BinaryPlistLimits) {
    self.bytes = CheckedBytes(bytes)
    self.path = path
    self.limits = limits
  }

  /// Reads the trailer and offset table, then decodes the top object.
  mutating func read() throws(BinaryPlistError) -> PlistValue {
    try readTrailer()
    try readOffsetTable()
    return try decode(topObject, depth: 0).value
  }

  // MARK: - Trailer and offset table

  private func fail(_ kind: BinaryPlistError.Kind, at offset: Int?) -> BinaryPlistError {
    BinaryPlistError(kind, offset: offset, path: path)
  }

  private mutating func readTrailer() throws(BinaryPlistError) {
    let length = bytes.count
    guard length >= 8 + 1 + 32 else { throw fail(.tooShort(length: length), at: nil) }
    try BinaryPlistReader.checkHeader(bytes, path: path)
    let trailer = length - 32
    let intSize = Int(try load(at: trailer + 6, size: 1))
    let refs = Int(try load(at: trailer + 7, size: 1))
    let count = try load64(at: trailer + 8)
    let top = try load64(at: trailer + 16)
    let table = try load64(at: trailer + 24)
    guard (1...8).contains(intSize) else {
      throw fail(.badOffsetIntSize(intSize), at: trailer + 6)
    }
    guard (1...8).contains(refs) else { throw fail(.badObjectRefSize(refs), at: trailer + 7) }
    guard count > 0 else { throw fail(.noObjects, at: trailer + 8) }
    guard count <= UInt64(limits.maxObjects) else {
      throw fail(.tooManyObjects(count: count, limit: limits.maxObjects), at: trailer + 8)
    }
    guard top < count else {
      throw fail(.topObjectOutOfRange(index: top, count: count), at: trailer + 16)
    }
    guard table >= 9, table < UInt64(trailer) else {
      throw fail(.offsetTableOutOfRange(offset: table), at: trailer + 24)
    }
    let (tableSize, overflow1) = count.multipliedReportingOverflow(by: UInt64(intSize))
    let (end, overflow2) = table.addingReportingOverflow(tableSize)
    let (total, overflow3) = end.addingReportingOverflow(32)
    guard !overflow1, !overflow2, !overflow3, total == UInt64(length) else {
      let expected = overflow1 || overflow2 || overflow3 ? nil : total
      throw fail(.lengthMismatch(expected: expected, actual: length), at: trailer)
    }
    if refs < 8, UInt64(1) << (8 * UInt64(refs)) <= count {
      throw fail(.objectRefSizeTooSmall(size: refs, count: count), at: trailer + 7)
    }
    if intSize < 8, UInt64(1) << (8 * UInt64(intSize)) <= table {
      throw fail(.offsetIntSizeTooSmall(size: intSize, tableOffset: table), at: trailer + 6)
    }
    // Every value is now below the file length, so `Int` holds it.
    offsetIntSize = intSize
    refSize = refs
    objectCount = Int(count)
    topObject = Int(top)
    tableOffset = Int(table)
  }

  /// Checks `bplist0?`: CoreFoundation accepts any byte after `bplist0`.
  static func checkHeader(_ bytes: CheckedBytes, path: String) throws(BinaryPlistError) {
    guard let header = bytes.bytes(from: 0, count: 8) else {
      throw BinaryPlistError(.tooShort(length: bytes.count), offset: nil, path: path)
    }
    guard header.prefix(6).elementsEqual("bplist".utf8) else {
      throw BinaryPlistError(.badMagic, offset: 0, path: path)
    }
    guard header[6] == UInt8(ascii: "0") else {
      let version = String(decoding: header[6..<8], as: UTF8.self)
      throw BinaryPlistError(.unsupportedVersion(version), offset: 6, path: path)
    }
  }

  private mutating func readOffsetTable() throws(BinaryPlistError) {
    offsets = [Int](repeating: 0, count: objectCount)
    var increasing = true
    var previous = -1
    var position = tableOffset
    for index in 0..<objectCount {
      let offset = try load(at: position, size: offsetIntSize)
      guard offset >= 8, offset < UInt64(tableOffset) else {
        throw fail(.objectOffsetOutOfRange(index: index, offset: offset), at: position)
      }
      let value = Int(offset)
      offsets[index] = value
      if value <= previous { increasing = false }
      previous = value
      position &+= offsetIntSize
    }
    if !increasing {
      // Two indices may name one offset; decode that object once under its first index.
      var firstIndex: [Int: Int32] = [:]
      var map = [Int32](repeating: 0, count: objectCount)
      for index in 0..<objectCount {
        let offset = offsets[index]
        if let first = firstIndex[offset] {
          map[index] = first
        } else {
          firstIndex[offset] = Int32(index)
          map[index] = Int32(index)
        }
      }
      canonical = map
    }
    state = [UInt8](repeating: 0, count: objectCount)
    height = [UInt16](repeating: 0, count: objectCount)
    expanded = [UInt32](repeating: 1, count: objectCount)
    expandedBytes = [UInt64](repeating: 8, count: objectCount)
    let objectBytes = tableOffset - 8
    let (limit, overflow) = objectBytes.multipliedReportingOverflow(by: max(1, limits.maxExpansion))
    decodedBytesLimit = overflow ? Int.max : limit
    writtenBytesLimit = max(writtenBytesLimit, decodedBytesLimit)
  }

  // MARK: - Loads

  private func load64(at position: Int) throws(BinaryPlistError) -> UInt64 {
    try load(at: position, size: 8)
  }

  /// A big-endian unsigned integer of `size` (1…8) bytes.
  ///
  /// The callers check the bounds against the object table first; this check against the
  /// buffer stands even if one of theirs is wrong.
  @inline(__always)
  private func load(at position: Int, size: Int) throws(BinaryPlistError) -> UInt64 {
    guard let value = bytes.bigEndian(at: position, size: size) else {
      throw outside(position, size)
    }
    return value
  }

  /// The `count` bytes from `start`, checked against the buffer as ``load(at:size:)`` is.
  @inline(__always)
  private func slice(from start: Int, count: Int) throws(BinaryPlistError)
    -> UnsafeBufferPointer<UInt8>
  {
    guard let slice = bytes.bytes(from: start, count: count) else { throw outside(start, count) }
    return slice
  }

  /// The error for a read of `size` bytes at `position` that would leave the buffer.
  private func outside(_ position: Int, _ size: Int) -> BinaryPlistError {
    let available = max(0, min(bytes.count, tableOffset) &- max(0, position))
    return fail(.objectPastEnd(needed: UInt64(max(0, size)), available: available), at: position)
  }

  /// Reads the count of a `0x?N` object and returns it with the payload's start.
  ///
  /// The count is N, or the integer object after the marker when N is F.
  private func readCount(marker: UInt8, at start: Int) throws(BinaryPlistError) -> (Int, Int) {
    let nibble = Int(marker & 0x0F)
    guard nibble == 0x0F else { return (nibble, start &+ 1) }
    let position = start &+ 1
    guard position < tableOffset else {
      throw fail(.objectPastEnd(needed: 1, available: 0), at: start)
    }
    let countMarker = UInt8(truncatingIfNeeded: try load(at: position, size: 1))
    guard countMarker & 0xF0 == 0x10 else {
      throw fail(.countNotInteger(marker: marker), at: position)
    }
    let exponent = Int(countMarker & 0x0F)
    guard exponent <= 3 else { throw fail(.badIntegerSize(exponent: exponent), at: position) }
    let size = 1 << exponent
    let available = tableOffset &- position &- 1
    guard size <= available else {
      throw fail(.objectPastEnd(needed: UInt64(size), available: available), at: position)
    }
    let count = try load(at: position &+ 1, size: size)
    // A count can never exceed the object table, so it fits an Int once checked by the caller.
    guard count <= UInt64(tableOffset) else {
      throw fail(.objectPastEnd(needed: count, available: available &- size), at: start)
    }
    return (Int(count), position &+ 1 &+ size)
  }

  /// Checks that `count` items of `width` bytes fit between `payload` and the offset table.
  @inline(__always)
  private func checkExtent(
    count: Int, width: Int, payload: Int, object: Int
  ) throws(BinaryPlistError) -> Int {
    let (needed, overflow) = count.multipliedReportingOverflow(by: width)
    let available = tableOffset &- payload
    guard !overflow, needed <= available else {
      let total = overflow ? UInt64.max : UInt64(needed)
      throw fail(.objectPastEnd(needed: total, available: available), at: object)
    }
    return needed
  }

  // MARK: - Objects

  /// Decodes object `index` at container depth `depth`, returning the value and its height.
  private mutating func decode(
    _ index: Int, depth: Int
  ) throws(BinaryPlistError) -> (value: PlistValue, height: Int) {
    let slot = canonical.map { Int($0[index]) } ?? index
    let start = offsets[slot]
    switch state[slot] {
    case 2:
      let levels = Int(height[slot])
      guard depth &+ levels <= limits.maxDepth else {
        throw fail(.tooDeep(limit: limits.maxDepth), at: start)
      }
      if let value = memo[slot] { return (value, levels) }
    case 1:
      throw fail(.cycle(objectIndex: index), at: start)
    default:
      break
    }
    guard depth <= limits.maxDepth else { throw fail(.tooDeep(limit: limits.maxDepth), at: start) }
    // Most objects are referenced once: keep only those met a second time, so the common case
    // pays no memo store and release. Each object is decoded at most twice.
    let seenBefore = state[slot] == 2
    state[slot] = 1
    lastExpanded = 1
    lastBytes = 8
    let decoded = try decodeObject(at: start, depth: depth)
    if seenBefore { memo[slot] = decoded.value }
    height[slot] = UInt16(clamping: decoded.height)
    expanded[slot] = UInt32(clamping: lastExpanded)
    expandedBytes[slot] = UInt64(lastBytes)
    state[slot] = 2
    return decoded
  }

  /// Adds a child's written-out values and bytes to a container's, and stops at the first
  /// container that is more than ``BinaryPlistLimits/maxObjects`` values, or more than the
  /// bytes the file may expand to, written out.
  @inline(__always)
  private func add(
    _ child: Int, to total: inout (values: Int, bytes: Int), at start: Int
  ) throws(BinaryPlistError) {
    let slot = canonical.map { Int($0[child]) } ?? child
    total.values &+= Int(expanded[slot])
    total.bytes &+= Int(clamping: expandedBytes[slot])
    guard total.values <= limits.maxObjects else {
      throw fail(.tooManyValues(limit: limits.maxObjects), at: start)
    }
    guard total.bytes <= writtenBytesLimit else {
      throw fail(.tooLargeWrittenOut(limit: writtenBytesLimit), at: start)
    }
  }

  private mutating func spend(_ count: Int, at start: Int) throws(BinaryPlistError) {
    decodedBytes &+= count
    guard decodedBytes <= decodedBytesLimit else {
      throw fail(.expansionLimit(limit: limits.maxExpansion), at: start)
    }
  }

  private mutating func decodeObject(
    at start: Int, depth: Int
  ) throws(BinaryPlistError) -> (value: PlistValue, height: Int) {
    let marker = UInt8(truncatingIfNeeded: try load(at: start, size: 1))
    switch marker >> 4 {
    case 0xA, 0xC:
      // CoreFoundation reads 0xC (set) as an unordered set; locpack keeps the file's order.
      return try decodeArray(marker: marker, at: start, depth: depth)
    case 0xD:
      return try decodeDictionary(marker: marker, at: start, depth: depth)
    default:
      return (try decodeLeaf(marker: marker, at: start), 0)
    }
  }

  /// Decodes an object that holds no references (anything but an array, set or dictionary).
  ///
  /// Apart from the containers, so that the frames of the recursion through nested
  /// containers stay small.
  @inline(never)
  private mutating func decodeLeaf(marker: UInt8, at start: Int) throws(BinaryPlistError)
    -> PlistValue
  {
    let nibble = Int(marker & 0x0F)
    let payload = start &+ 1
    switch marker >> 4 {
    case 0x0:
      switch marker {
      case 0x08: return .bool(false)
      case 0x09: return .bool(true)
      case 0x00: throw fail(.nullObject, at: start)
      default: throw fail(.unknownMarker(marker), at: start)
      }
    case 0x1:
      guard nibble <= 4 else { throw fail(.badIntegerSize(exponent: nibble), at: start) }
      _ = try checkExtent(count: 1 << nibble, width: 1, payload: payload, object: start)
      return .integer(try readInteger(at: payload, exponent: nibble, object: start))
    case 0x2:
      switch nibble {
      case 2:
        _ = try checkExtent(count: 4, width: 1, payload: payload, object: start)
        let bits = UInt32(truncatingIfNeeded: try load(at: payload, size: 4))
        return .real(Double(Float(bitPattern: bits)))
      case 3:
        _ = try checkExtent(count: 8, width: 1, payload: payload, object: start)
        return .real(Double(bitPattern: try load64(at: payload)))
      default:
        throw fail(.badRealSize(exponent: nibble), at: start)
      }
    case 0x3:
      guard marker == 0x33 else { throw fail(.unknownMarker(marker), at: start) }
      _ = try checkExtent(count: 8, width: 1, payload: payload, object: start)
      return .date(Double(bitPattern: try load64(at: payload)))
    case 0x4:
      let (count, body) = try readCount(marker: marker, at: start)
      _ = try checkExtent(count: count, width: 1, payload: body, object: start)
      try spend(count, at: start)
      lastBytes = max(8, count)
      return .data(Array(try slice(from: body, count: count)))
    case 0x5:
      let (count, body) = try readCount(marker: marker, at: start)
      _ = try checkExtent(count: count, width: 1, payload: body, object: start)
      try spend(count, at: start)
      guard count <= limits.maxStringBytes else {
        throw fail(.stringTooLong(limit: limits.maxStringBytes), at: start)
      }
      lastBytes = max(8, count)
      return .string(try asciiString(at: body, count: count))
    case 0x6:
      let (count, body) = try readCount(marker: marker, at: start)
      let size = try checkExtent(count: count, width: 2, payload: body, object: start)
      try spend(size, at: start)
      let string = try utf16String(at: body, count: count)
      guard count <= limits.maxStringBytes / 3 || string.utf8.count <= limits.maxStringBytes else {
        throw fail(.stringTooLong(limit: limits.maxStringBytes), at: start)
      }
      lastBytes = max(8, string.utf8.count)
      return .string(string)
    case 0x8:
      let size = nibble &+ 1
      _ = try checkExtent(count: size, width: 1, payload: payload, object: start)
      var high: UInt64 = 0
      var value: UInt64 = 0
      for byte in try slice(from: payload, count: size) {
        high = high << 8 | value >> 56
        value = value << 8 | UInt64(byte)
      }
      guard high == 0, value <= UInt64(UInt32.max) else {
        throw fail(.uidOutOfRange(value), at: start)
      }
      return .uid(value)
    default:
      throw fail(.unknownMarker(marker), at: start)
    }
  }

  /// Reads an integer of 2^exponent bytes: 1, 2 and 4 unsigned, 8 signed, 16 signed 128-bit.
  private func readInteger(
    at payload: Int, exponent: Int, object: Int
  ) throws(BinaryPlistError) -> PlistInteger {
    switch exponent {
    case 0, 1, 2:
      return .signed(Int64(try load(at: payload, size: 1 << exponent)))
    case 3:
      return .signed(Int64(bitPattern: try load64(at: payload)))
    default:
      let high = try load64(at: payload)
      let low = try load64(at: payload &+ 8)
      if high == 0 { return PlistInteger(low) }
      if high == UInt64.max, low >> 63 == 1 { return .signed(Int64(bitPattern: low)) }
      throw fail(.integerOutOfRange, at: object)
    }
  }

  private mutating func readRef(at position: Int) throws(BinaryPlistError) -> Int {
    let ref = try load(at: position, size: refSize)
    guard ref < UInt64(objectCount) else {
      throw fail(.referenceOutOfRange(ref: ref, count: UInt64(objectCount)), at: position)
    }
    return Int(ref)
  }

  private mutating func decodeArray(
    marker: UInt8, at start: Int, depth: Int
  ) throws(BinaryPlistError) -> (value: PlistValue, height: Int) {
    let (count, body) = try readCount(marker: marker, at: start)
    let size = try checkExtent(count: count, width: refSize, payload: body, object: start)
    try spend(size, at: start)
    var elements: [PlistValue] = []
    elements.reserveCapacity(count)
    var levels = 0
    var position = body
    var total = (values: 1, bytes: 8)
    for _ in 0..<count {
      let ref = try readRef(at: position)
      let child = try decode(ref, depth: depth &+ 1)
      try add(ref, to: &total, at: start)
      elements.append(child.value)
      levels = max(levels, child.height &+ 1)
      position &+= refSize
    }
    (lastExpanded, lastBytes) = total
    return (.array(elements), levels)
  }

  private mutating func decodeDictionary(
    marker: UInt8, at start: Int, depth: Int
  ) throws(BinaryPlistError) -> (value: PlistValue, height: Int) {
    let (count, body) = try readCount(marker: marker, at: start)
    let size = try checkExtent(count: count, width: refSize &* 2, payload: body, object: start)
    try spend(size, at: start)
    var dictionary = PlistDictionary()
    var levels = 0
    let valuesStart = body &+ count &* refSize
    var total = (values: 1, bytes: 8)
    for entry in 0..<count {
      let keyPosition = body &+ entry &* refSize
      let keyIndex = try readRef(at: keyPosition)
      let key = try decode(keyIndex, depth: depth &+ 1).value
      guard case .string(let name) = key else {
        throw fail(.nonStringKey(type: key.typeName), at: offsets[keyIndex])
      }
      let valueIndex = try readRef(at: valuesStart &+ entry &* refSize)
      let value = try decode(valueIndex, depth: depth &+ 1)
      try add(keyIndex, to: &total, at: start)
      try add(valueIndex, to: &total, at: start)
      levels = max(levels, value.height &+ 1)
      dictionary[name] = value.value
    }
    if dictionary.count < count {
      // A duplicate key: CoreFoundation keeps its first value in a binary plist, where
      // assignment kept the last. Rare, so redo the entries with a check.
      var firstWins = PlistDictionary()
      for entry in 0..<count {
        let keyIndex = try readRef(at: body &+ entry &* refSize)
        let valueIndex = try readRef(at: valuesStart &+ entry &* refSize)
        guard case .string(let name) = try decode(keyIndex, depth: depth &+ 1).value else {
          continue
        }
        if firstWins[name] == nil {
          firstWins[name] = try decode(valueIndex, depth: depth &+ 1).value
        }
      }
      dictionary = firstWins
    }
    // Set last: the decodes of a duplicate key's entries above reset them.
    (lastExpanded, lastBytes) = total
    return (.dictionary(dictionary), count == 0 ? 0 : max(levels, 1))
  }

  // MARK: - Strings

  private func asciiString(at body: Int, count: Int) throws(BinaryPlistError) -> String {
    let slice = try slice(from: body, count: count)
    var combined: UInt8 = 0
    for byte in slice { combined |= byte }
    if combined >= 0x80 {
      for (step, byte) in slice.enumerated() where byte >= 0x80 {
        throw fail(.nonASCIIString(byte: byte), at: body &+ step)
      }
    }
    return String(decoding: slice, as: UTF8.self)
  }

  private func utf16String(at body: Int, count: Int) throws(BinaryPlistError) -> String {
    var badUnit: (unit: UInt16, position: Int)? = nil
    // Reads stay below `source.count`, twice `count`: each unit is read where two bytes remain.
    let source = try slice(from: body, count: count &* 2)
    let string = String(unsafeUninitializedCapacity: count &* 3) { buffer in
      guard let base = buffer.baseAddress else { return 0 }
      var written = 0
      var index = 0
      while index &+ 1 < source.count {
        let unit = UInt16(source[index]) << 8 | UInt16(source[index &+ 1])
        let position = body &+ index
        index &+= 2
        var scalar = UInt32(unit)
        if unit >= 0xD800, unit < 0xE000 {
          guard unit < 0xDC00, index &+ 1 < source.count else {
            badUnit = (unit, position)
            return 0
          }
          let next = UInt16(source[index]) << 8 | UInt16(source[index &+ 1])
          guard next >= 0xDC00, next < 0xE000 else {
            badUnit = (unit, position)
            return 0
          }
          index &+= 2
          scalar = 0x10000 &+ (UInt32(unit &- 0xD800) << 10 | UInt32(next &- 0xDC00))
        }
        // A pair is 4 source bytes and 4 UTF-8 bytes, within the 3-per-unit capacity.
        written &+= base.writeUTF8(scalar, at: written)
      }
      return written
    }
    if let badUnit { throw fail(.loneSurrogate(badUnit.unit), at: badUnit.position) }
    return string
  }
}
