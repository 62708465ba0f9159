import Foundation
import Testing

@testable import LocPack

@Suite struct BinaryPlistFixtureTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Plist/Binary")

  /// An `NSKeyedArchiver` archive written by Foundation: UIDs link `$top` to `$objects`.
  @Test func readsKeyedArchive() throws {
    let bytes = try [UInt8](
      Data(contentsOf: Self.folder.appendingPathComponent("keyed-archive.bplist")))
    let value = try BinaryPlist.read(bytes, path: "keyed-archive.bplist")
    let archive = try #require(value.dictionaryValue)
    #expect(archive["$archiver"] == .string("NSKeyedArchiver"))
    let top = try #require(archive["$top"]?.dictionaryValue)
    guard case .uid(let root) = top["root"] else {
      Issue.record("$top.root is not a UID")
      return
    }
    let objects = try #require(archive["$objects"]?.arrayValue)
    #expect(Int(root) < objects.count)
    #expect(objects.contains(.string("Bonjour 👋")))
    // Writing it again and reading it back gives the same value, UIDs included.
    #expect(try BinaryPlist.read(try BinaryPlist.write(value)) == value)
  }

  @Test func writerRejectsWhatFoundationCannotRead() {
    let uid = #expect(throws: BinaryPlistError.self) { try BinaryPlist.write(.uid(1 << 32)) }
    #expect(uid?.kind == .uidOutOfRange(1 << 32))
    var deep = PlistValue.array([])
    for _ in 0..<513 { deep = .array([deep]) }
    let nested = #expect(throws: BinaryPlistError.self) { try BinaryPlist.write(deep) }
    #expect(nested?.kind == .tooDeep(limit: 512))
  }

  /// Fixed bytes: minimal sizes, negative integers as 8 bytes, 2^64−1 as 16, UTF-16 for é.
  @Test func writesCompactLayout() throws {
    let value = PlistValue.array([
      .integer(.signed(-1)), .integer(.unsigned(UInt64.max)), .string("é"), .string("é"),
    ])
    let expected: [UInt8] =
      Array("bplist00".utf8) + [0xA4, 1, 2, 3, 3]
      + [0x13] + Array(repeating: 0xFF, count: 8)
      + [0x14] + Array(repeating: 0, count: 8) + Array(repeating: 0xFF, count: 8)
      + [0x61, 0x00, 0xE9]
      + [0x08, 0x0D, 0x16, 0x27]
      + [0, 0, 0, 0, 0, 0, 1, 1] + BinaryPlistBuilder.bigEndian(4, size: 8)
      + BinaryPlistBuilder.bigEndian(0, size: 8) + BinaryPlistBuilder.bigEndian(0x2A, size: 8)
    #expect(try BinaryPlist.write(value) == expected)
  }
}
