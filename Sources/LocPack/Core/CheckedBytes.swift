/// Bytes of an input whose every read is checked against their count, in release builds too.
///
/// The subscripts of `UnsafeBufferPointer` and `UnsafeRawBufferPointer` check their index only
/// in debug builds. The readers of untrusted files read through this type wherever an index
/// comes from the input: an offset, a reference or a count read from the file, or a scanner
/// position advanced by what it read. A read outside the bytes returns nil; the reader turns
/// that into a located error or the end of a token. Nothing here traps, and nothing reads
/// outside the buffer.
///
/// Each read costs one comparison (two for a range), which the optimizer merges with a loop's
/// own bound when it can see both.
struct CheckedBytes {
  /// The bytes (valid while the buffer they were made from is).
  private let buffer: UnsafeRawBufferPointer
  /// The number of bytes.
  let count: Int

  /// Bytes read through `buffer`, which must outlive every use.
  init(_ buffer: UnsafeRawBufferPointer) {
    self.buffer = buffer
    self.count = buffer.count
  }

  /// Bytes read through `buffer`, which must outlive every use.
  init(_ buffer: UnsafeBufferPointer<UInt8>) {
    self.init(UnsafeRawBufferPointer(buffer))
  }

  /// No bytes: every read is nil.
  static var empty: CheckedBytes { CheckedBytes(UnsafeRawBufferPointer(start: nil, count: 0)) }

  /// A buffer of no bytes, what a caller takes in place of a range that lies outside.
  static var emptyBuffer: UnsafeBufferPointer<UInt8> { UnsafeBufferPointer(start: nil, count: 0) }

  /// The first `length` bytes, or all of them when there are fewer.
  func prefix(_ length: Int) -> CheckedBytes {
    CheckedBytes(
      UnsafeRawBufferPointer(start: buffer.baseAddress, count: max(0, min(length, count))))
  }

  /// Whether `index` is the index of a byte (0 up to `count`, exclusive).
  @inline(__always)
  func contains(_ index: Int) -> Bool {
    UInt(bitPattern: index) < UInt(bitPattern: count)
  }

  /// Whether `range` lies within the bytes.
  @inline(__always)
  func contains(_ range: Range<Int>) -> Bool {
    range.lowerBound >= 0 && range.upperBound <= count
  }

  /// The byte at `index`, or nil when `index` is not in `0..<count`.
  @inline(__always)
  func byte(at index: Int) -> UInt8? {
    guard contains(index) else { return nil }
    return buffer.baseAddress.unsafelyUnwrapped.load(fromByteOffset: index, as: UInt8.self)
  }

  /// The eight bytes from `index` as one word, first byte lowest, or nil unless all eight are
  /// within the bytes.
  @inline(__always)
  func word(at index: Int) -> UInt64? {
    guard index >= 0, index <= count &- 8 else { return nil }
    let raw = buffer.baseAddress.unsafelyUnwrapped
    return UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
  }

  /// The two bytes from `index` as one unit, first byte lowest, or nil unless both are within
  /// the bytes.
  @inline(__always)
  func pair(at index: Int) -> UInt16? {
    guard index >= 0, index <= count &- 2 else { return nil }
    let raw = buffer.baseAddress.unsafelyUnwrapped
    return UInt16(littleEndian: raw.loadUnaligned(fromByteOffset: index, as: UInt16.self))
  }

  /// The big-endian unsigned integer of `size` bytes (0 to 8) from `index`, or nil unless all
  /// of them are within the bytes.
  @inline(__always)
  func bigEndian(at index: Int, size: Int) -> UInt64? {
    guard size >= 0, size <= 8, index >= 0, index <= count &- size else { return nil }
    let raw = buffer.baseAddress.unsafelyUnwrapped
    var value: UInt64 = 0
    for step in 0..<size {
      value = value &<< 8 | UInt64(raw.load(fromByteOffset: index &+ step, as: UInt8.self))
    }
    return value
  }

  /// The `count` bytes from `start`, or nil unless all of them lie within the bytes.
  ///
  /// Reads inside the result are bounded by the result's own `count`.
  @inline(__always)
  func bytes(from start: Int, count length: Int) -> UnsafeBufferPointer<UInt8>? {
    guard length >= 0, start >= 0, start <= count &- length else { return nil }
    guard let base = buffer.baseAddress else { return UnsafeBufferPointer(start: nil, count: 0) }
    return UnsafeBufferPointer(
      start: base.assumingMemoryBound(to: UInt8.self) + start, count: length)
  }

  /// The `count` bytes from `start` decoded as UTF-8 (invalid sequences repaired), or an empty
  /// string unless all of them lie within the bytes.
  func string(from start: Int, count length: Int) -> String {
    guard let bytes = bytes(from: start, count: length) else { return "" }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The bytes in `range`, or nil unless the whole range lies within the bytes.
  ///
  /// Reads inside the result are bounded by the result's own `count`.
  @inline(__always)
  func bytes(in range: Range<Int>) -> UnsafeBufferPointer<UInt8>? {
    bytes(from: range.lowerBound, count: range.count)
  }
}
