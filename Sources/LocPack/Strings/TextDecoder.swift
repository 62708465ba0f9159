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
    guard let bad = UTF8Validation.firstInvalid(bytes) else { return }
    throw .invalidUTF8(at: end(of: Array(bytes[..<bad]), path: path))
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
