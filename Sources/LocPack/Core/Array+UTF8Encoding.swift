extension [UInt8] {
  /// Appends the UTF-8 bytes of a Unicode scalar value, through the one scalar encoder
  /// (``Swift/UnsafeMutablePointer/writeUTF8(_:at:)``) that every reader and decoder uses.
  ///
  /// A value that is not a scalar (a surrogate, or one past U+10FFFF) is cut to bytes rather
  /// than trapping; the callers refuse such values first, or check the text afterwards.
  @inline(__always)
  mutating func appendUTF8(_ value: UInt32) {
    if value < 0x80 {
      append(UInt8(truncatingIfNeeded: value))
      return
    }
    withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 4) { buffer in
      guard let base = buffer.baseAddress else { return }
      append(contentsOf: buffer[..<base.writeUTF8(value, at: 0)])
    }
  }
}

extension UnsafeMutablePointer<UInt8> {
  /// Writes the UTF-8 bytes of a Unicode scalar value at `offset` and returns how many it
  /// wrote (1 to 4): the one scalar encoder, for a buffer sized in advance.
  ///
  /// The caller makes room for four bytes at `offset`. A value that is not a scalar (a
  /// surrogate, or one past U+10FFFF) is cut to bytes rather than trapping.
  @inline(__always)
  func writeUTF8(_ value: UInt32, at offset: Int) -> Int {
    switch value {
    case 0..<0x80:
      self[offset] = UInt8(truncatingIfNeeded: value)
      return 1
    case 0x80..<0x800:
      self[offset] = UInt8(truncatingIfNeeded: 0xC0 | (value &>> 6))
      self[offset &+ 1] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
      return 2
    case 0x800..<0x10000:
      self[offset] = UInt8(truncatingIfNeeded: 0xE0 | (value &>> 12))
      self[offset &+ 1] = UInt8(truncatingIfNeeded: 0x80 | ((value &>> 6) & 0x3F))
      self[offset &+ 2] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
      return 3
    default:
      self[offset] = UInt8(truncatingIfNeeded: 0xF0 | (value &>> 18))
      self[offset &+ 1] = UInt8(truncatingIfNeeded: 0x80 | ((value &>> 12) & 0x3F))
      self[offset &+ 2] = UInt8(truncatingIfNeeded: 0x80 | ((value &>> 6) & 0x3F))
      self[offset &+ 3] = UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F))
      return 4
    }
  }
}
