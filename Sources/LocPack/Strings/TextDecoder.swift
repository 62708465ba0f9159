/// Sniffs the encoding of a text file and transcodes it to UTF-8, once.
///
/// A BOM decides (UTF-8, UTF-16LE/BE, UTF-32LE/BE). Without one, a zero first or second byte
/// means UTF-16 (a warning: Foundation cannot read such a file); everything else is UTF-8.
/// Invalid UTF-16 or UTF-32 is an error at its position; UTF-8 is checked by the parser.
enum TextDecoder {
  /// The decoded text.
  struct Result {
    var utf8: [UInt8]
    var encoding: TextEncoding
  }

  /// The text of `bytes` as UTF-8.
  ///
  /// UTF-8 text comes back as it is, not checked: the parser checks it while scanning (see
  /// `OpenStepParser.scanQuoted`); transcoded text is valid by construction.
  static func decode(_ bytes: [UInt8], path: String) throws(StringsError) -> Result {
    let count = bytes.count
    func byte(_ index: Int) -> UInt8? { index < count ? bytes[index] : nil }
    let b0 = byte(0)
    let b1 = byte(1)
    if b0 == 0xEF, b1 == 0xBB, byte(2) == 0xBF {
      return Result(utf8: Array(bytes[3...]), encoding: .utf8(bom: true))
    }
    if b0 == 0xFF, b1 == 0xFE, byte(2) == 0, byte(3) == 0 {
      return Result(
        utf8: try utf32(bytes, from: 4, little: true, path: path), encoding: .utf32LE(bom: true))
    }
    if b0 == 0, b1 == 0, byte(2) == 0xFE, byte(3) == 0xFF {
      return Result(
        utf8: try utf32(bytes, from: 4, little: false, path: path), encoding: .utf32BE(bom: true))
    }
    if b0 == 0xFF, b1 == 0xFE {
      return Result(
        utf8: try utf16(bytes, from: 2, little: true, path: path), encoding: .utf16LE(bom: true))
    }
    if b0 == 0xFE, b1 == 0xFF {
      return Result(
        utf8: try utf16(bytes, from: 2, little: false, path: path), encoding: .utf16BE(bom: true))
    }
    if let b0, let b1, (b0 == 0) != (b1 == 0) {
      let little = b1 == 0
      return Result(
        utf8: try utf16(bytes, from: 0, little: little, path: path),
        encoding: little ? .utf16LE(bom: false) : .utf16BE(bom: false))
    }
    return Result(utf8: bytes, encoding: .utf8(bom: false))
  }

  /// The location of the end of `prefix`, which is valid UTF-8.
  static func end(of prefix: [UInt8], path: String) -> SourceLocation {
    SourceFile(path: path, utf8: prefix).location(at: prefix.count)
  }

  // MARK: - UTF-8

  /// Throws at the first byte that does not start or continue a valid UTF-8 sequence
  /// (overlong forms, surrogates and values above U+10FFFF are invalid).
  static func validateUTF8(_ bytes: [UInt8], path: String) throws(StringsError) {
    guard let bad = firstInvalidUTF8(bytes) else { return }
    throw .invalidUTF8(at: end(of: Array(bytes[..<bad]), path: path))
  }

  /// The offset of the first invalid byte, or nil.
  static func firstInvalidUTF8(_ bytes: [UInt8]) -> Int? {
    bytes.withUnsafeBufferPointer { firstInvalidUTF8(CheckedBytes($0), from: 0) }
  }

  /// The offset of the first invalid byte at or after `start` (a scalar boundary), or nil.
  static func firstInvalidUTF8(_ bytes: CheckedBytes, from start: Int) -> Int? {
    var index = start
    while true {
      // Eight ASCII bytes at a time.
      while let word = bytes.word(at: index), word & 0x8080_8080_8080_8080 == 0 {
        index &+= 8
      }
      guard let byte = bytes.byte(at: index) else { break }
      if byte < 0x80 {
        index &+= 1
        continue
      }
      let length = sequenceLength(bytes, at: index)
      if length == 0 { return index }
      index &+= length
    }
    return nil
  }

  /// The length of the valid UTF-8 sequence that starts at `index` with a byte from 0x80 up
  /// (2, 3 or 4), or 0 when the bytes there are not one: a stray continuation byte, an overlong
  /// form, a surrogate, a value above U+10FFFF or a sequence cut short.
  @inline(__always)
  static func sequenceLength(_ bytes: CheckedBytes, at index: Int) -> Int {
    guard let lead = bytes.byte(at: index), let second = bytes.byte(at: index &+ 1) else {
      return 0
    }
    if lead < 0xE0 {
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

  // MARK: - UTF-16 and UTF-32

  private static func utf32(_ bytes: [UInt8], from start: Int, little: Bool, path: String)
    throws(StringsError) -> [UInt8]
  {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    let count = bytes.count
    var index = start
    while index + 3 < count {
      let a = UInt32(bytes[index])
      let b = UInt32(bytes[index + 1])
      let c = UInt32(bytes[index + 2])
      let d = UInt32(bytes[index + 3])
      let scalar = little ? a | b << 8 | c << 16 | d << 24 : a << 24 | b << 16 | c << 8 | d
      guard scalar < 0x11_0000, scalar & 0xFFFF_F800 != 0xD800 else {
        throw .invalidUTF32(at: end(of: out, path: path))
      }
      out.appendUTF8(scalar)
      index += 4
    }
    if index < count { throw .invalidUTF32(at: end(of: out, path: path)) }
    return out
  }
}
