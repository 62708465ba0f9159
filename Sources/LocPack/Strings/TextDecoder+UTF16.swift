extension TextDecoder {
  // MARK: - UTF-16

  /// UTF-16 text from byte `start` as UTF-8, in an array of exactly the size it needs (plus a
  /// few bytes), so that a large file is not held in a worst-case buffer.
  static func utf16(_ bytes: [UInt8], from start: Int, little: Bool, path: String)
    throws(StringsError) -> [UInt8]
  {
    var failure: (offset: Int, odd: Bool)?
    let out = bytes.withUnsafeBytes { input -> [UInt8] in
      // The byte order as a constant in each call, so that each is compiled for one order.
      let length =
        little
        ? utf8Length(ofUTF16: input, from: start, little: true)
        : utf8Length(ofUTF16: input, from: start, little: false)
      return [UInt8](unsafeUninitializedCapacity: length + 4) { output, written in
        let result =
          little
          ? transcodeUTF16(input, from: start, little: true, into: output)
          : transcodeUTF16(input, from: start, little: false, into: output)
        written = result.written
        failure = result.failure
      }
    }
    if let failure {
      let prefix = Array(out[..<failure.offset])
      if failure.odd { throw .oddLengthUTF16(at: end(of: prefix, path: path)) }
      throw .loneSurrogateUTF16(at: end(of: prefix, path: path))
    }
    return out
  }

  /// The code unit at byte `offset` (which has a next byte).
  @inline(__always)
  private static func unit(_ input: UnsafeRawBufferPointer, _ offset: Int, little: Bool) -> UInt32 {
    let raw = input.loadUnaligned(fromByteOffset: offset, as: UInt16.self)
    return UInt32(little ? UInt16(littleEndian: raw) : UInt16(bigEndian: raw))
  }

  /// The four code units from byte `offset` (which has seven more bytes), one in each 16-bit
  /// lane of the word, the first lowest.
  @inline(__always)
  private static func units(_ input: UnsafeRawBufferPointer, _ offset: Int, little: Bool)
    -> UInt64
  {
    let word = UInt64(littleEndian: input.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
    if little { return word }
    return (word & 0x00FF_00FF_00FF_00FF) &<< 8 | (word &>> 8) & 0x00FF_00FF_00FF_00FF
  }

  /// The low byte of each 16-bit lane of `lanes` (whose high bytes are zero), in the low four
  /// bytes, in order.
  @inline(__always)
  private static func packedLowBytes(_ lanes: UInt64) -> UInt64 {
    let pairs = (lanes | lanes &>> 8) & 0x0000_FFFF_0000_FFFF
    return (pairs | pairs &>> 16) & 0xFFFF_FFFF
  }

  /// The high bit of each 16-bit lane of `lanes` that is not zero.
  @inline(__always)
  private static func nonZeroLanes(_ lanes: UInt64) -> UInt64 {
    let low15: UInt64 = 0x7FFF_7FFF_7FFF_7FFF
    return ((lanes & low15) &+ low15 | lanes) & ~low15
  }

  /// The number of UTF-8 bytes for the UTF-16 text from `start`: an upper bound where the text
  /// is invalid (the transcoder stops at the first lone surrogate).
  ///
  /// Four units at a time: each unit makes one byte, one more from U+0080 and one more from
  /// U+0800 except for a surrogate (the two of a pair make four bytes).
  @inline(__always)
  private static func utf8Length(
    ofUTF16 input: UnsafeRawBufferPointer, from start: Int, little: Bool
  ) -> Int {
    let count = input.count
    var index = start
    var length = 0
    while index &+ 8 <= count {
      if index &+ 16 <= count {
        // Eight ASCII units: eight bytes.
        let first = units(input, index, little: little)
        let second = units(input, index &+ 8, little: little)
        if (first | second) & 0xFF80_FF80_FF80_FF80 == 0 {
          length &+= 8
          index &+= 16
          continue
        }
      }
      let lanes = units(input, index, little: little)
      let fromU0080 = nonZeroLanes(lanes & 0xFF80_FF80_FF80_FF80)
      let fromU0800 = nonZeroLanes(lanes & 0xF800_F800_F800_F800)
      let notSurrogates = nonZeroLanes(lanes & 0xF800_F800_F800_F800 ^ 0xD800_D800_D800_D800)
      // Each lane's extra bytes (0 to 2), summed into the top lane by the multiplication.
      let extra = (fromU0080 &>> 15) &+ ((fromU0800 & notSurrogates) &>> 15)
      length &+= 4 &+ Int(truncatingIfNeeded: (extra &* 0x0001_0001_0001_0001) &>> 48)
      index &+= 8
    }
    while index &+ 1 < count {
      let unit = unit(input, index, little: little)
      length &+= unit < 0x80 ? 1 : unit < 0x800 || unit & 0xF800 == 0xD800 ? 2 : 3
      index &+= 2
    }
    return length
  }

  /// Transcodes UTF-16 from `start` into `output`, which has room for the result; stops at
  /// the first lone surrogate or odd trailing byte.
  ///
  /// ASCII eight units at a time; other units one at a time, up to the next ASCII unit.
  @inline(__always)
  private static func transcodeUTF16(
    _ input: UnsafeRawBufferPointer, from start: Int, little: Bool,
    into output: UnsafeMutableBufferPointer<UInt8>
  ) -> (written: Int, failure: (offset: Int, odd: Bool)?) {
    guard let out = output.baseAddress else { return (0, nil) }
    let count = input.count
    let capacity = output.count
    var index = start
    var length = 0
    while index &+ 1 < count {
      // Eight ASCII units at a time.
      while index &+ 16 <= count, length &+ 8 <= capacity {
        let first = units(input, index, little: little)
        let second = units(input, index &+ 8, little: little)
        guard (first | second) & 0xFF80_FF80_FF80_FF80 == 0 else { break }
        let bytes = packedLowBytes(first) | packedLowBytes(second) &<< 32
        UnsafeMutableRawPointer(out + length).storeBytes(of: bytes.littleEndian, as: UInt64.self)
        length &+= 8
        index &+= 16
      }
      guard index &+ 1 < count else { break }
      // Then one unit at a time, through the next ASCII unit.
      repeat {
        var scalar = unit(input, index, little: little)
        index &+= 2
        if scalar < 0x80 {
          out[length] = UInt8(truncatingIfNeeded: scalar)
          length &+= 1
          break
        }
        if scalar < 0x800 {
          length &+= out.writeUTF8(scalar, at: length)
          continue
        }
        if scalar & 0xF800 == 0xD800 {
          guard scalar <= 0xDBFF, index &+ 1 < count else { return (length, (length, false)) }
          let low = unit(input, index, little: little)
          guard low & 0xFC00 == 0xDC00 else { return (length, (length, false)) }
          scalar = 0x10000 &+ (scalar &- 0xD800) &<< 10 &+ (low &- 0xDC00)
          index &+= 2
          length &+= out.writeUTF8(scalar, at: length)
          continue
        }
        length &+= out.writeUTF8(scalar, at: length)
      } while index &+ 1 < count
    }
    return (length, index < count ? (length, true) : nil)
  }
}
