/// The one UTF-8 validator and scalar decoder of the library, over checked bytes.
///
/// Well-formed means what the Unicode Standard (table 3-7) says, and what Swift's
/// `String(validating:as:)` and CoreFoundation accept. A sequence is not well formed when it
/// starts with a continuation byte (0x80…0xBF) or a byte that never starts one (0xC0, 0xC1,
/// 0xF5…0xFF), when it is cut short (by a byte that is no continuation, or by the end of the
/// bytes), when it is an overlong form (E0 80…9F, F0 80…8F), when it encodes a surrogate
/// (ED A0…BF) and when its value is above U+10FFFF (F4 90…BF).
///
/// Every function here reads through ``CheckedBytes``: an index outside the bytes reads
/// nothing and counts as the end.
enum UTF8Validation {
  /// The length of the well-formed sequence that starts at `index`: 1 for an ASCII byte, 2, 3
  /// or 4 for the others, or 0 when the bytes there are not one (see the type's rules) or
  /// `index` lies outside the bytes.
  @inline(__always)
  static func sequenceLength(_ bytes: CheckedBytes, at index: Int) -> Int {
    guard let lead = bytes.byte(at: index) else { return 0 }
    if lead < 0x80 { return 1 }
    guard let second = bytes.byte(at: index &+ 1) else { return 0 }
    if lead < 0xE0 {
      // C0 and C1 would be overlong; 80…BF are continuations.
      guard lead >= 0xC2, second & 0xC0 == 0x80 else { return 0 }
      return 2
    }
    guard let third = bytes.byte(at: index &+ 2) else { return 0 }
    if lead < 0xF0 {
      // E0 needs A0…BF next (no overlong forms), ED needs 80…9F (no surrogates).
      let low: UInt8 = lead == 0xE0 ? 0xA0 : 0x80
      let high: UInt8 = lead == 0xED ? 0x9F : 0xBF
      guard second >= low, second <= high, third & 0xC0 == 0x80 else { return 0 }
      return 3
    }
    // F0 needs 90…BF next (no overlong forms), F4 needs 80…8F (nothing above U+10FFFF).
    guard lead <= 0xF4, let fourth = bytes.byte(at: index &+ 3) else { return 0 }
    let low: UInt8 = lead == 0xF0 ? 0x90 : 0x80
    let high: UInt8 = lead == 0xF4 ? 0x8F : 0xBF
    guard second >= low, second <= high, third & 0xC0 == 0x80, fourth & 0xC0 == 0x80 else {
      return 0
    }
    return 4
  }

  /// The scalar whose well-formed sequence starts at `index`, and that sequence's length in
  /// bytes (1 to 4); nil when the bytes there are not one or `index` lies outside the bytes.
  @inline(__always)
  static func decode(_ bytes: CheckedBytes, at index: Int) -> (scalar: UInt32, length: Int)? {
    let length = sequenceLength(bytes, at: index)
    @inline(__always) func byte(_ offset: Int) -> UInt32 {
      UInt32(bytes.byte(at: index &+ offset) ?? 0)
    }
    switch length {
    case 1:
      return (byte(0), 1)
    case 2:
      return ((byte(0) & 0x1F) << 6 | byte(1) & 0x3F, 2)
    case 3:
      return ((byte(0) & 0x0F) << 12 | (byte(1) & 0x3F) << 6 | byte(2) & 0x3F, 3)
    case 4:
      let high = (byte(0) & 0x07) << 18 | (byte(1) & 0x3F) << 12
      return (high | (byte(2) & 0x3F) << 6 | byte(3) & 0x3F, 4)
    default:
      return nil
    }
  }

  /// Moves `index` past the well-formed sequences of bytes from 0x80 up that start there, up to
  /// the next ASCII byte or the end of the bytes.
  ///
  /// A run of non-Latin text goes sequence by sequence here, without a look at eight bytes at
  /// a time before each.
  ///
  /// - Returns: false, with `index` at its first byte, when a sequence is not well formed.
  @inline(__always)
  static func skipNonASCII(_ bytes: CheckedBytes, at index: inout Int) -> Bool {
    while let byte = bytes.byte(at: index), byte >= 0x80 {
      // The common two- and three-byte sequences with fewer tests; the rest, and every error,
      // through the full check.
      if byte >= 0xC2, byte <= 0xDF, let second = bytes.byte(at: index &+ 1), second & 0xC0 == 0x80
      {
        index &+= 2
      } else if byte >= 0xE1, byte <= 0xEC || byte >= 0xEE, byte <= 0xEF,
        let second = bytes.byte(at: index &+ 1), let third = bytes.byte(at: index &+ 2),
        second & 0xC0 == 0x80, third & 0xC0 == 0x80
      {
        index &+= 3
      } else {
        let length = sequenceLength(bytes, at: index)
        guard length > 0 else { return false }
        index &+= length
      }
    }
    return true
  }

  /// The offset of the first byte at or after `start` (a scalar boundary) that does not start
  /// a well-formed sequence, or nil when all of them do.
  ///
  /// ASCII goes eight bytes at a time.
  ///
  /// - Complexity: O(*n*) in the bytes from `start`.
  static func firstInvalid(_ bytes: CheckedBytes, from start: Int) -> Int? {
    var index = start
    while true {
      while let word = bytes.word(at: index), word & 0x8080_8080_8080_8080 == 0 {
        index &+= 8
      }
      guard let byte = bytes.byte(at: index) else { return nil }
      if byte < 0x80 {
        index &+= 1
        continue
      }
      guard skipNonASCII(bytes, at: &index) else { return index }
    }
  }

  /// The offset of the first byte of `bytes` that does not start a well-formed sequence, or
  /// nil when the bytes are valid UTF-8.
  ///
  /// - Complexity: O(*n*).
  static func firstInvalid(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalid(CheckedBytes($0), from: 0) }
  }
}
