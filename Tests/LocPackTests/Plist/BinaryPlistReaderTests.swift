import Foundation
import Testing

@testable import LocPack

private typealias B = BinaryPlistBuilder

/// Reads bytes with Foundation, for checking what CoreFoundation accepts.
func foundationReads(_ bytes: [UInt8]) -> Bool {
  (try? PropertyListSerialization.propertyList(from: Data(bytes), options: [], format: nil)) != nil
}

struct ObjectCase: Sendable, CustomTestStringConvertible {
  var name: String
  var object: [UInt8]
  var value: PlistValue

  var testDescription: String { name }
}

private let objectCases: [ObjectCase] = [
  ObjectCase(name: "false", object: [0x08], value: .bool(false)),
  ObjectCase(name: "true", object: [0x09], value: .bool(true)),
  ObjectCase(name: "1-byte integer", object: [0x10, 0xFF], value: .integer(.signed(255))),
  ObjectCase(name: "2-byte integer", object: [0x11, 0xFF, 0xFE], value: .integer(.signed(65534))),
  ObjectCase(
    name: "4-byte integer is unsigned", object: [0x12, 0xFF, 0xFF, 0xFF, 0xFF],
    value: .integer(.signed(4_294_967_295))),
  ObjectCase(
    name: "8-byte integer is signed", object: [0x13] + Array(repeating: 0xFF, count: 8),
    value: .integer(.signed(-1))),
  ObjectCase(
    name: "16-byte integer 2^64-1",
    object: [0x14] + Array(repeating: 0, count: 8) + Array(repeating: 0xFF, count: 8),
    value: .integer(.unsigned(UInt64.max))),
  ObjectCase(
    name: "16-byte integer small", object: [0x14] + Array(repeating: 0, count: 15) + [5],
    value: .integer(.signed(5))),
  ObjectCase(
    name: "16-byte integer -2^63",
    object: [0x14] + Array(repeating: 0xFF, count: 8) + [0x80] + Array(repeating: 0, count: 7),
    value: .integer(.signed(Int64.min))),
  ObjectCase(name: "float real", object: [0x22, 0x3F, 0xC0, 0, 0], value: .real(1.5)),
  ObjectCase(
    name: "double real", object: [0x23, 0xC0, 0x04, 0, 0, 0, 0, 0, 0], value: .real(-2.5)),
  ObjectCase(
    name: "date", object: [0x33, 0x41, 0xC0, 0, 0, 0, 0, 0, 0], value: .date(536_870_912)),
  ObjectCase(name: "empty data", object: [0x40], value: .data([])),
  ObjectCase(name: "data", object: [0x43, 1, 2, 3], value: .data([1, 2, 3])),
  ObjectCase(
    name: "long data", object: [0x4F, 0x10, 0x10] + Array(repeating: 9, count: 16),
    value: .data(Array(repeating: 9, count: 16))),
  ObjectCase(name: "empty ASCII string", object: [0x50], value: .string("")),
  ObjectCase(name: "ASCII string with NUL", object: [0x52, 0x61, 0x00], value: .string("a\0")),
  ObjectCase(
    name: "UTF-16 string with a pair",
    object: [0x64, 0x00, 0xE9, 0x4E, 0x2D, 0xD8, 0x3D, 0xDE, 0x00], value: .string("é中😀")),
  ObjectCase(name: "1-byte UID", object: [0x80, 7], value: .uid(7)),
  ObjectCase(name: "3-byte UID", object: [0x82, 1, 0, 0], value: .uid(65536)),
  ObjectCase(name: "empty array", object: [0xA0], value: .array([])),
  ObjectCase(name: "empty set", object: [0xC0], value: .array([])),
  ObjectCase(name: "empty dictionary", object: [0xD0], value: .dictionary(PlistDictionary())),
]

@Suite struct BinaryPlistReaderTests {
  @Test(arguments: objectCases)
  func readsObject(_ testCase: ObjectCase) throws {
    let bytes = B([testCase.object]).bytes
    #expect(try BinaryPlist.read(bytes) == testCase.value)
  }

  @Test func setsReadAsArraysInFileOrder() throws {
    let bytes = B([[0xC3, 1, 2, 1], B.ascii("b"), B.ascii("a")]).bytes
    #expect(try BinaryPlist.read(bytes) == .array([.string("b"), .string("a"), .string("b")]))
  }

  @Test func dictionaryKeepsFileOrder() throws {
    let bytes = B([[0xD3, 1, 2, 3, 4, 4, 4], B.ascii("z"), B.ascii("a"), B.ascii("m"), [0x08]])
      .bytes
    let value = try BinaryPlist.read(bytes)
    #expect(value.dictionaryValue?.keys == ["z", "a", "m"])
  }

  /// CoreFoundation keeps the first value of a duplicate key; so does locpack.
  @Test func duplicateKeyKeepsFirstValueLikeFoundation() throws {
    let bytes = B([[0xD2, 1, 1, 2, 3], B.ascii("a"), B.ascii("b"), B.ascii("c")]).bytes
    #expect(try BinaryPlist.read(bytes) == .dictionary(PlistDictionary([("a", .string("b"))])))
    let foundation = try PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: nil)
    #expect((foundation as? [String: String]) == ["a": "b"])
  }

  /// Two offset-table entries may point at one object (CoreFoundation allows it).
  @Test func sharedOffsetsAreAllowed() throws {
    var builder = B([[0xA2, 1, 2], B.ascii("x")])
    builder.offsets = [8, 11, 11]
    builder.objectCount = 3
    let bytes = builder.bytes
    #expect(try BinaryPlist.read(bytes) == .array([.string("x"), .string("x")]))
    #expect(foundationReads(bytes))
  }

  /// Each level references the previous one twice: 2^levels paths in levels + 1 objects.
  ///
  /// Read once each, 20 levels (2^20 strings written out) are read fast; 60 are refused, since every
  /// walk of the value (printing, converting, loading a table) would write 2^60 strings.
  @Test func sharedSubtreesAreDecodedOnceAndTheValueWrittenOutIsBounded() throws {
    func doubling(_ count: Int) -> [UInt8] {
      var objects: [[UInt8]] = [[0x51, 0x61]]
      for level in 1...count { objects.append([0xA2, UInt8(level - 1), UInt8(level - 1)]) }
      var builder = B(objects)
      builder.top = UInt64(count)
      return builder.bytes
    }
    let value = try BinaryPlist.read(doubling(20))
    var node = value
    var levels = 0
    while case .array(let children) = node {
      #expect(children.count == 2)
      node = children[1]
      levels += 1
    }
    #expect(levels == 20)
    #expect(node == .string("a"))
    #expect(throws: BinaryPlistError.self) { try BinaryPlist.read(doubling(60)) }
  }

  /// A shared subtree may not push the tree past the depth limit where it is referenced again.
  @Test func sharedSubtreeCountsTowardDepth() throws {
    // Object 0: array [1, 2]; object 1: chain of 3 arrays; object 2: 2 levels above object 1.
    let objects: [[UInt8]] = [
      [0xA2, 1, 3], [0xA1, 2], [0xA1, 5], [0xA1, 4], [0xA1, 1], [0xA0],
    ]
    let shallow = try BinaryPlist.read(B(objects).bytes, limits: BinaryPlistLimits(maxDepth: 5))
    #expect(shallow.arrayValue?.count == 2)
    let error = #expect(throws: BinaryPlistError.self) {
      try BinaryPlist.read(B(objects).bytes, limits: BinaryPlistLimits(maxDepth: 4))
    }
    #expect(error?.kind == .tooDeep(limit: 4))
  }

  /// CoreFoundation fails an object deeper than 512 (the top object is at depth 0).
  @Test(arguments: [513, 514])
  func depthLimitMatchesFoundation(arrays: Int) throws {
    var builder = B(
      (0..<arrays).map { level in
        level == arrays - 1 ? [0xA0] : [0xA1] + B.bigEndian(UInt64(level + 1), size: 2)
      })
    builder.refSize = 2
    let bytes = builder.bytes
    let ours = (try? BinaryPlist.read(bytes)) != nil
    #expect(ours == (arrays == 513))
    #expect(foundationReads(bytes) == ours)
  }

  @Test func recognizesMagic() {
    #expect(BinaryPlist.isBinaryPlist(Array("bplist00".utf8)))
    #expect(BinaryPlist.isBinaryPlist(Array("bplist15".utf8)))
    #expect(!BinaryPlist.isBinaryPlist(Array("<?xml".utf8)))
    #expect(!BinaryPlist.isBinaryPlist([]))
  }

  /// `bplist0` followed by any byte is accepted, as CoreFoundation does.
  @Test func acceptsAnyMinorVersion() throws {
    var builder = B([B.ascii("a")])
    builder.header = Array("bplist0x".utf8)
    #expect(try BinaryPlist.read(builder.bytes) == .string("a"))
    #expect(foundationReads(builder.bytes))
  }

  @Test func errorMessageNamesOffset() {
    let error = BinaryPlistError(.nonASCIIString(byte: 0xE9), offset: 10, path: "a.plist")
    #expect(error.description == "a.plist: byte 10: ASCII string contains byte 0xE9")
  }
}
