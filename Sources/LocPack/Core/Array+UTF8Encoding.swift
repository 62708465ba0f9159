extension [UInt8] {
  /// Appends the UTF-8 bytes of a Unicode scalar value: the one scalar encoder every reader
  /// and decoder uses.
  ///
  /// A value that is not a scalar (a surrogate, or one past U+10FFFF) is cut to bytes rather
  /// than trapping; the callers refuse such values first, or check the text afterwards.
  @inline(__always)
  mutating func appendUTF8(_ value: UInt32) {
    switch value {
    case 0..<0x80:
      append(UInt8(truncatingIfNeeded: value))
    case 0x80..<0x800:
      append(UInt8(truncatingIfNeeded: 0xC0 | (value >> 6)))
      append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
    case 0x800..<0x10000:
      append(UInt8(truncatingIfNeeded: 0xE0 | (value >> 12)))
      append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
      append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
    default:
      append(UInt8(truncatingIfNeeded: 0xF0 | (value >> 18)))
      append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 12) & 0x3F)))
      append(UInt8(truncatingIfNeeded: 0x80 | ((value >> 6) & 0x3F)))
      append(UInt8(truncatingIfNeeded: 0x80 | (value & 0x3F)))
    }
  }
}
