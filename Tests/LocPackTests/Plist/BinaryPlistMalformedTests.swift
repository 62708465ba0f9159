import Testing

@testable import LocPack

/// Assembles a binary plist from raw object bytes, with every trailer field open to override.
struct BinaryPlistBuilder {
  var header: [UInt8] = Array("bplist00".utf8)
  var objects: [[UInt8]]
  var padding: [UInt8] = []
  var offsetIntSize: UInt8? = nil
  var refSize: UInt8 = 1
  var objectCount: UInt64? = nil
  var top: UInt64 = 0
  var tableOffset: UInt64? = nil
  var offsets: [UInt64]? = nil

  init(_ objects: [[UInt8]]) { self.objects = objects }

  /// Where object `index` starts when objects are laid out in order after the header.
  func offset(of index: Int) -> Int {
    header.count + objects[..<index].reduce(0) { $0 + $1.count }
  }

  var bytes: [UInt8] {
    var out = header
    var computed: [UInt64] = []
    for object in objects {
      computed.append(UInt64(out.count))
      out += object
    }
    out += padding
    let table = UInt64(out.count)
    let intSize = offsetIntSize ?? (table <= 0xFF ? 1 : table <= 0xFFFF ? 2 : 4)
    for offset in offsets ?? computed {
      out += Self.bigEndian(offset, size: Int(intSize))
    }
    out += [0, 0, 0, 0, 0, 0, intSize, refSize]
    out += Self.bigEndian(objectCount ?? UInt64(objects.count), size: 8)
    out += Self.bigEndian(top, size: 8)
    out += Self.bigEndian(tableOffset ?? table, size: 8)
    return out
  }

  static func bigEndian(_ value: UInt64, size: Int) -> [UInt8] {
    (0..<size).map { UInt8(truncatingIfNeeded: value >> UInt64(8 * (size - 1 - $0))) }
  }

  /// An ASCII string object.
  static func ascii(_ text: String) -> [UInt8] {
    let bytes = Array(text.utf8)
    return counted(0x50, bytes.count) + bytes
  }

  /// A marker with its count, long form (`0x?F` + integer) from 15 on.
  static func counted(_ high: UInt8, _ count: Int) -> [UInt8] {
    count < 15 ? [high | UInt8(count)] : [high | 0x0F, 0x11] + bigEndian(UInt64(count), size: 2)
  }
}

// MARK: - Cases

struct MalformedCase: Sendable, CustomTestStringConvertible {
  var name: String
  var bytes: [UInt8]
  var limits: BinaryPlistLimits = .default
  var kind: BinaryPlistError.Kind
  var offset: Int?

  var testDescription: String { name }
}

private typealias B = BinaryPlistBuilder

private func build(_ objects: [[UInt8]], _ change: (inout B) -> Void = { _ in }) -> [UInt8] {
  var builder = B(objects)
  change(&builder)
  return builder.bytes
}

/// A trailer offset from the end of a file.
private func trailer(_ bytes: [UInt8], _ field: Int) -> Int { bytes.count - 32 + field }

private let oneString = build([B.ascii("a")])

private let malformedCases: [MalformedCase] = {
  var cases: [MalformedCase] = []
  func add(
    _ name: String, _ bytes: [UInt8], _ kind: BinaryPlistError.Kind, at offset: Int?,
    limits: BinaryPlistLimits = .default
  ) {
    cases.append(
      MalformedCase(name: name, bytes: bytes, limits: limits, kind: kind, offset: offset))
  }

  // Header and trailer.
  add("empty file", [], .tooShort(length: 0), at: nil)
  add("40 bytes", Array(oneString.prefix(40)), .tooShort(length: 40), at: nil)
  var badMagic = oneString
  badMagic[0] = UInt8(ascii: "x")
  add("bad magic", badMagic, .badMagic, at: 0)
  add(
    "bplist15 version", build([B.ascii("a")]) { $0.header = Array("bplist15".utf8) },
    .unsupportedVersion("15"), at: 6)
  let truncated = Array(build([B.ascii(String(repeating: "x", count: 20))]).dropLast(5))
  add(
    "truncated trailer", truncated, .badOffsetIntSize(0), at: trailer(truncated, 6))
  let intSize0 = build([B.ascii("a")]) { $0.offsetIntSize = 0 }
  add("offset size 0", intSize0, .badOffsetIntSize(0), at: trailer(intSize0, 6))
  var intSize9 = oneString
  intSize9[trailer(intSize9, 6)] = 9
  add("offset size 9", intSize9, .badOffsetIntSize(9), at: trailer(intSize9, 6))
  let refSize0 = build([B.ascii("a")]) { $0.refSize = 0 }
  add("reference size 0", refSize0, .badObjectRefSize(0), at: trailer(refSize0, 7))
  let refSize9 = build([B.ascii("a")]) { $0.refSize = 9 }
  add("reference size 9", refSize9, .badObjectRefSize(9), at: trailer(refSize9, 7))
  let noObjects = build([B.ascii("a")]) { $0.objectCount = 0 }
  add("zero objects", noObjects, .noObjects, at: trailer(noObjects, 8))
  let topTooBig = build([B.ascii("a")]) { $0.top = 1 }
  add(
    "top object = count", topTooBig, .topObjectOutOfRange(index: 1, count: 1),
    at: trailer(topTooBig, 16))
  let hugeCount = build([B.ascii("a")]) { $0.objectCount = 1 << 60 }
  add(
    "2^60 objects", hugeCount, .tooManyObjects(count: 1 << 60, limit: 1 << 24),
    at: trailer(hugeCount, 8))
  let overflowing = build([B.ascii("a")]) {
    $0.objectCount = 1 << 62
    $0.offsetIntSize = 8
    $0.offsets = [8]
  }
  add(
    "table size overflows", overflowing, .lengthMismatch(expected: nil, actual: overflowing.count),
    at: trailer(overflowing, 0), limits: BinaryPlistLimits(maxObjects: Int.max))
  let tablePastEnd = build([B.ascii("a")]) { $0.tableOffset = UInt64(oneString.count) }
  add(
    "offset table past end of file", tablePastEnd,
    .offsetTableOutOfRange(offset: UInt64(oneString.count)), at: trailer(tablePastEnd, 24))
  let tableInHeader = build([B.ascii("a")]) { $0.tableOffset = 8 }
  add(
    "offset table inside header", tableInHeader, .offsetTableOutOfRange(offset: 8),
    at: trailer(tableInHeader, 24))
  let padded = build([B.ascii("a")]) {
    $0.padding = [0]; $0.tableOffset = 10
  }
  add("length mismatch", padded, .lengthMismatch(expected: 43, actual: 44), at: trailer(padded, 0))
  let manyObjects = build(
    [[0xAF, 0x11, 0x01, 0x00] + Array(repeating: 1, count: 256)]
      + Array(repeating: [0x08], count: 255)
  ) {
    $0.offsetIntSize = 2
  }
  add(
    "1-byte references for 256 objects", manyObjects,
    .objectRefSizeTooSmall(size: 1, count: 256), at: trailer(manyObjects, 7))
  let farTable = build([[0x4F, 0x11, 0x01, 0x2C] + Array(repeating: 7, count: 300)]) {
    $0.offsetIntSize = 1
  }
  add(
    "1-byte offsets for a table at 312", farTable,
    .offsetIntSizeTooSmall(size: 1, tableOffset: 312), at: trailer(farTable, 6))

  // Offsets and extents.
  let offsetIntoTable = build([B.ascii("a"), B.ascii("b")]) { $0.offsets = [8, 12] }
  add(
    "offset at the table", offsetIntoTable, .objectOffsetOutOfRange(index: 1, offset: 12),
    at: 13)
  let offsetInHeader = build([B.ascii("a")]) { $0.offsets = [3] }
  add("offset inside header", offsetInHeader, .objectOffsetOutOfRange(index: 0, offset: 3), at: 10)
  add(
    "string past the table", build([[0x55, 0x61, 0x62]]),
    .objectPastEnd(needed: 5, available: 2), at: 8)
  add(
    "double past the table", build([[0x23, 0, 0, 0]]), .objectPastEnd(needed: 8, available: 3),
    at: 8)
  add(
    "count 2^60", build([[0xAF, 0x13] + B.bigEndian(1 << 60, size: 8)]),
    .objectPastEnd(needed: 1 << 60, available: 0), at: 8)
  add(
    "count missing", build([[0x5F]]), .objectPastEnd(needed: 1, available: 0), at: 8)
  add(
    "count in a string object", build([[0x5F, 0x51, 0x61]]), .countNotInteger(marker: 0x5F),
    at: 9)
  add(
    "count of 16 bytes", build([[0xAF, 0x14] + Array(repeating: 0, count: 16)]),
    .badIntegerSize(exponent: 4), at: 9)
  add(
    "reference out of range", build([[0xA1, 5]]), .referenceOutOfRange(ref: 5, count: 1), at: 9)

  // Structure.
  add("array containing itself", build([[0xA1, 0]]), .cycle(objectIndex: 0), at: 8)
  add(
    "cycle through a dictionary", build([[0xD1, 1, 2], B.ascii("k"), [0xA1, 0]]),
    .cycle(objectIndex: 0), at: 8)
  let deepBuilder: B = {
    var builder = B(
      (0..<600).map { level in
        level == 599 ? [0xA0] : [0xA1] + B.bigEndian(UInt64(level + 1), size: 2)
      })
    builder.refSize = 2
    builder.offsetIntSize = 2
    return builder
  }()
  add("600 nested arrays", deepBuilder.bytes, .tooDeep(limit: 512), at: deepBuilder.offset(of: 513))
  add(
    "integer dictionary key", build([[0xD1, 1, 2], [0x10, 5], B.ascii("v")]),
    .nonStringKey(type: "integer"), at: 11)
  add(
    "array dictionary key", build([[0xD1, 1, 2], [0xA0], B.ascii("v")]),
    .nonStringKey(type: "array"), at: 11)

  // Object contents.
  add("null object", build([[0xA1, 1], [0x00]]), .nullObject, at: 10)
  add("marker 0x0F", build([[0x0F]]), .unknownMarker(0x0F), at: 8)
  add("marker 0x70", build([[0x70]]), .unknownMarker(0x70), at: 8)
  add("marker 0xF0", build([[0xF0]]), .unknownMarker(0xF0), at: 8)
  add(
    "date marker 0x34", build([[0x34] + Array(repeating: 0, count: 8)]), .unknownMarker(0x34), at: 8
  )
  add(
    "integer of 2^5 bytes", build([[0x15] + Array(repeating: 0, count: 32)]),
    .badIntegerSize(exponent: 5), at: 8)
  add("real of 1 byte", build([[0x20, 0x3F]]), .badRealSize(exponent: 0), at: 8)
  add(
    "128-bit integer above 2^64",
    build([[0x14, 0, 0, 0, 0, 0, 0, 0, 1] + Array(repeating: 0, count: 8)]),
    .integerOutOfRange, at: 8)
  add(
    "128-bit positive with high bytes 0xFF",
    build([[0x14] + Array(repeating: 0xFF, count: 8) + [0x7F] + Array(repeating: 0, count: 7)]),
    .integerOutOfRange, at: 8)
  add(
    "UID above 32 bits", build([[0x84, 1, 0, 0, 0, 0]]), .uidOutOfRange(1 << 32), at: 8)
  add(
    "ASCII string with byte 0xE9", build([[0x53, 0x61, 0xE9, 0x62]]),
    .nonASCIIString(byte: 0xE9), at: 10)
  add(
    "lone high surrogate at the end", build([[0x62, 0x00, 0x41, 0xD8, 0x3D]]),
    .loneSurrogate(0xD83D), at: 11)
  add(
    "high surrogate before a letter", build([[0x62, 0xD8, 0x3D, 0x00, 0x41]]),
    .loneSurrogate(0xD83D), at: 9)
  add("lone low surrogate", build([[0x61, 0xDC, 0x00]]), .loneSurrogate(0xDC00), at: 9)
  add(
    "UTF-16 string past the table", build([[0x62, 0x00, 0x41, 0x00]]),
    .objectPastEnd(needed: 4, available: 3), at: 8)

  // Overlapping objects that multiply the output.
  let inner = Array(repeating: UInt8(0x4E), count: 200)
  var overlap = B([[0x4F, 0x10, 200] + inner, [0xAF, 0x10, 201] + (1...201).map { UInt8($0) }])
  overlap.offsets = [211] + (0..<201).map { UInt64(8 + $0 + ($0 == 0 ? 0 : 2)) }
  overlap.objectCount = 202
  add(
    "overlapping data objects", overlap.bytes, .expansionLimit(limit: 2), at: nil,
    limits: BinaryPlistLimits(maxExpansion: 2))
  return cases
}()

// MARK: - Tests

@Suite struct BinaryPlistMalformedTests {
  @Test(arguments: malformedCases)
  func rejects(_ testCase: MalformedCase) throws {
    let error = #expect(throws: BinaryPlistError.self) {
      try BinaryPlist.read(testCase.bytes, path: "bad.plist", limits: testCase.limits)
    }
    let thrown = try #require(error)
    #expect(thrown.kind == testCase.kind)
    if testCase.offset != nil || thrown.offset == nil {
      #expect(thrown.offset == testCase.offset)
    }
    #expect(thrown.path == "bad.plist")
    #expect(thrown.description.hasPrefix("bad.plist: "))
    if let offset = thrown.offset {
      #expect(thrown.description.contains("byte \(offset): "))
    }
  }

  @Test func hasThirtyCasesOrMore() {
    #expect(malformedCases.count >= 30)
  }

  /// Every prefix and every single-byte change of a valid file fails cleanly or decodes.
  @Test func mutationsNeverCrash() throws {
    let value = PlistValue.dictionary(
      PlistDictionary([
        ("title", .string("Bonjour 👋")), ("count", .integer(.signed(-3))),
        ("list", .array([.real(1.5), .bool(true), .data([1, 2, 3]), .date(0)])),
      ]))
    let bytes = try BinaryPlist.write(value)
    for length in 0..<bytes.count {
      _ = try? BinaryPlist.read(Array(bytes.prefix(length)))
    }
    for position in bytes.indices {
      for replacement: UInt8 in [0x00, 0x0F, 0x7F, 0x80, 0xFF] {
        var mutated = bytes
        mutated[position] = replacement
        _ = try? BinaryPlist.read(mutated)
      }
    }
  }
}
