import Testing

@testable import LocPack

/// Reads through ``CheckedBytes`` at every edge: in range they are the bytes, outside they are
/// nil, never a read past the buffer (which AddressSanitizer would report).
@Suite struct CheckedBytesTests {
  static let bytes: [UInt8] = Array(0..<20)

  /// Runs `body` on bytes that are a window of a larger buffer, so that a read past either end
  /// of the window would still land in memory AddressSanitizer cannot flag: only the results
  /// show it.
  func withWindow<Result>(
    _ window: Range<Int>, _ body: (CheckedBytes) throws -> Result
  ) rethrows -> Result {
    try Self.bytes.withUnsafeBufferPointer { buffer in
      try body(CheckedBytes(UnsafeBufferPointer(rebasing: buffer[window])))
    }
  }

  @Test(arguments: [-1, 0, 1, 7, 8, 9, 10, Int.min, Int.max])
  func byteAt(_ index: Int) {
    withWindow(4..<12) { bytes in
      let expected: UInt8? = (0..<8).contains(index) ? UInt8(4 + index) : nil
      #expect(bytes.byte(at: index) == expected)
      #expect(bytes.contains(index) == (expected != nil))
    }
  }

  @Test(arguments: [-1, 0, 1, 8, 9, 10, Int.min, Int.max, Int.max - 7])
  func wordAt(_ index: Int) {
    withWindow(2..<18) { bytes in
      let expected: UInt64? =
        (0...8).contains(index)
        ? (0..<8).reduce(0) { $0 | UInt64(2 + index + $1) << (8 * UInt64($1)) } : nil
      #expect(bytes.word(at: index) == expected)
    }
  }

  @Test func pairAndBigEndian() {
    withWindow(4..<12) { bytes in
      #expect(bytes.pair(at: 6) == 0x0B0A)
      #expect(bytes.pair(at: 7) == nil)
      #expect(bytes.pair(at: -1) == nil)
      #expect(bytes.bigEndian(at: 5, size: 3) == 0x09_0A0B)
      #expect(bytes.bigEndian(at: 6, size: 3) == nil)
      #expect(bytes.bigEndian(at: 0, size: 9) == nil)
      #expect(bytes.bigEndian(at: 0, size: -1) == nil)
      #expect(bytes.bigEndian(at: 8, size: 0) == 0)
      #expect(bytes.bigEndian(at: Int.max, size: 8) == nil)
    }
  }

  @Test func slices() {
    withWindow(4..<12) { bytes in
      #expect(bytes.bytes(from: 2, count: 3).map(Array.init) == [6, 7, 8])
      #expect(bytes.bytes(from: 8, count: 0).map(Array.init) == [])
      #expect(bytes.bytes(from: 6, count: 3) == nil)
      #expect(bytes.bytes(from: -1, count: 2) == nil)
      #expect(bytes.bytes(from: 2, count: -1) == nil)
      #expect(bytes.bytes(from: Int.max, count: Int.max) == nil)
      #expect(bytes.bytes(in: 7..<9) == nil)
      #expect(bytes.string(from: 7, count: 2) == "")
      #expect(bytes.prefix(3).count == 3)
      #expect(bytes.prefix(30).count == 8)
      #expect(bytes.prefix(-2).byte(at: 0) == nil)
    }
  }

  @Test func emptyBytes() {
    let empty = CheckedBytes(UnsafeRawBufferPointer(start: nil, count: 0))
    #expect(empty.byte(at: 0) == nil)
    #expect(empty.word(at: 0) == nil)
    #expect(empty.bytes(from: 0, count: 0)?.count == 0)
    #expect(empty.string(from: 0, count: 0) == "")
  }

  /// The UTF-8 length check on bytes cut with a longer prefix than they have: an end past the
  /// buffer reads nothing past it.
  @Test func utf8LengthNeverReadsPastTheBuffer() {
    // A two-byte lead at the window's last byte, then a continuation byte just outside it.
    let bytes: [UInt8] = [0x61, 0xC3, 0xA9]
    bytes.withUnsafeBufferPointer { buffer in
      let window = UnsafeBufferPointer(rebasing: buffer[0..<2])
      #expect(UTF8Validation.sequenceLength(CheckedBytes(window).prefix(3), at: 1) == 0)
      #expect(UTF8Validation.sequenceLength(CheckedBytes(window).prefix(3), at: 2) == 0)
      #expect(UTF8Validation.sequenceLength(CheckedBytes(buffer).prefix(3), at: 1) == 2)
    }
  }
}
