import Testing

@testable import LocPack

/// The one UTF-8 validator and decoder against the standard library's own decoder, on the
/// edges of the encoding and on seeded random bytes.
@Suite struct UTF8ValidationTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var bytes: [UInt8]
    /// The scalar the bytes decode to, when they are one well-formed sequence.
    var scalar: UInt32?

    init(_ name: String, _ bytes: [UInt8], _ scalar: UInt32?) {
      self.name = name
      self.bytes = bytes
      self.scalar = scalar
    }

    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case("ASCII letter", [0x41], 0x41),
    Case("NUL", [0x00], 0),
    Case("DEL", [0x7F], 0x7F),
    Case("lowest two-byte", [0xC2, 0x80], 0x80),
    Case("highest two-byte", [0xDF, 0xBF], 0x7FF),
    Case("overlong C0", [0xC0, 0x80], nil),
    Case("overlong C1", [0xC1, 0xBF], nil),
    Case("lowest three-byte", [0xE0, 0xA0, 0x80], 0x800),
    Case("overlong E0 80", [0xE0, 0x80, 0x80], nil),
    Case("overlong E0 9F", [0xE0, 0x9F, 0xBF], nil),
    Case("last before surrogates", [0xED, 0x9F, 0xBF], 0xD7FF),
    Case("high surrogate", [0xED, 0xA0, 0x80], nil),
    Case("low surrogate", [0xED, 0xBF, 0xBF], nil),
    Case("first after surrogates", [0xEE, 0x80, 0x80], 0xE000),
    Case("U+FFFF", [0xEF, 0xBF, 0xBF], 0xFFFF),
    Case("lowest four-byte", [0xF0, 0x90, 0x80, 0x80], 0x10000),
    Case("overlong F0 80", [0xF0, 0x80, 0x80, 0x80], nil),
    Case("overlong F0 8F", [0xF0, 0x8F, 0xBF, 0xBF], nil),
    Case("U+10FFFF", [0xF4, 0x8F, 0xBF, 0xBF], 0x10_FFFF),
    Case("above U+10FFFF (F4 90)", [0xF4, 0x90, 0x80, 0x80], nil),
    Case("lead F5", [0xF5, 0x80, 0x80, 0x80], nil),
    Case("lead FF", [0xFF], nil),
    Case("lone continuation 80", [0x80], nil),
    Case("lone continuation BF", [0xBF], nil),
    Case("two-byte cut", [0xC3], nil),
    Case("three-byte cut after two", [0xE2, 0x82], nil),
    Case("four-byte cut after three", [0xF0, 0x9F, 0x98], nil),
    Case("two-byte, ASCII second", [0xC3, 0x41], nil),
    Case("three-byte, ASCII third", [0xE2, 0x82, 0x41], nil),
    Case("four-byte, lead second", [0xF0, 0x9F, 0xC3, 0xA9], nil),
  ]

  /// The scalar of the one well-formed sequence at `index`, by the standard library: the
  /// shortest prefix from there that it accepts, if that prefix is one scalar.
  static func reference(_ bytes: [UInt8], at index: Int) -> (scalar: UInt32, length: Int)? {
    for length in 1...4 where index + length <= bytes.count {
      guard let text = String(validating: bytes[index..<(index + length)], as: UTF8.self)
      else { continue }
      let scalars = Array(text.unicodeScalars)
      return scalars.count == 1 ? (scalars[0].value, length) : nil
    }
    return nil
  }

  /// The offset of the first invalid byte, by the standard library: the end of the longest
  /// valid prefix.
  static func referenceFirstInvalid(_ bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var end = bytes.count
    while end > 0, String(validating: bytes[..<end], as: UTF8.self) == nil { end -= 1 }
    return end
  }

  static func decode(_ bytes: [UInt8], at index: Int) -> (scalar: UInt32, length: Int)? {
    bytes.withUnsafeBufferPointer { UTF8Validation.decode(CheckedBytes($0), at: index) }
  }

  static func sequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
    bytes.withUnsafeBufferPointer { UTF8Validation.sequenceLength(CheckedBytes($0), at: index) }
  }

  @Test(arguments: cases) func edgeSequence(_ test: Case) {
    let decoded = Self.decode(test.bytes, at: 0)
    #expect(decoded?.scalar == test.scalar)
    #expect(decoded?.length == (test.scalar == nil ? nil : test.bytes.count))
    #expect(Self.sequenceLength(test.bytes, at: 0) == (test.scalar == nil ? 0 : test.bytes.count))
    // The standard library agrees on every edge.
    let standard = String(validating: test.bytes, as: UTF8.self)
    #expect(standard?.unicodeScalars.map(\.value) == test.scalar.map { [$0] })
    #expect((UTF8Validation.firstInvalid(test.bytes) == nil) == (test.scalar != nil))
    if let scalar = test.scalar {
      #expect(String(decoding: test.bytes, as: UTF8.self).unicodeScalars.map(\.value) == [scalar])
    } else {
      #expect(UTF8Validation.firstInvalid(test.bytes) == 0)
    }
  }

  /// After ASCII, an invalid sequence is found where it starts, whatever comes around it.
  @Test(arguments: cases.filter { $0.scalar == nil }) func invalidAfterASCII(_ test: Case) {
    for prefix in [0, 1, 7, 8, 9, 16] {
      let bytes = Array(repeating: UInt8(ascii: "a"), count: prefix) + test.bytes + [0x41]
      #expect(UTF8Validation.firstInvalid(bytes) == prefix)
    }
  }

  /// Random bytes drawn from an alphabet of leads, continuations and ASCII, at every index:
  /// the decoder agrees with the standard library's, and a valid run decodes to the scalars
  /// of `String(validating:)` and of `String(decoding:)`.
  @Test func randomBytesAgreeWithTheStandardLibrary() {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(truncatingIfNeeded: state >> 33)
    }
    let alphabet: [UInt8] = [
      0x00, 0x41, 0x7F, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xC3, 0xDF, 0xE0,
      0xE1, 0xE2, 0xEC, 0xED, 0xEE, 0xEF, 0xF0, 0xF1, 0xF3, 0xF4, 0xF5, 0xF8, 0xFE, 0xFF,
    ]
    var validCount = 0
    for round in 0..<4000 {
      let length = 1 + next() % 12
      // Half the rounds draw any byte, half from the alphabet of edges.
      let bytes = (0..<length).map { _ in
        round % 2 == 0 ? UInt8(truncatingIfNeeded: next()) : alphabet[next() % alphabet.count]
      }
      let hex = bytes.map { String($0, radix: 16) }.joined(separator: " ")
      for index in 0..<bytes.count {
        let ours = Self.decode(bytes, at: index)
        let reference = Self.reference(bytes, at: index)
        #expect(ours?.scalar == reference?.scalar, "\(hex) at \(index)")
        #expect(ours?.length == reference?.length, "\(hex) at \(index)")
        #expect(Self.sequenceLength(bytes, at: index) == (reference?.length ?? 0))
      }
      // After up to two words of ASCII, the first invalid byte is where the standard
      // library's longest valid prefix ends.
      let padded = Array(repeating: UInt8(ascii: "a"), count: next() % 17) + bytes
      let expected = Self.referenceFirstInvalid(padded)
      #expect(
        UTF8Validation.firstInvalid(padded) == expected,
        "\(hex) after \(padded.count - bytes.count)")
      let standard = String(validating: bytes, as: UTF8.self)
      #expect((UTF8Validation.firstInvalid(bytes) == nil) == (standard != nil), "\(hex)")
      guard let standard else { continue }
      validCount += 1
      var scalars: [UInt32] = []
      var index = 0
      while let (scalar, length) = Self.decode(bytes, at: index) {
        scalars.append(scalar)
        index += length
      }
      #expect(index == bytes.count, "\(hex)")
      #expect(scalars == standard.unicodeScalars.map(\.value), "\(hex)")
      #expect(scalars == String(decoding: bytes, as: UTF8.self).unicodeScalars.map(\.value))
    }
    // The draw makes valid runs too, or the last checks would test nothing.
    #expect(validCount > 100)
  }

  /// Reads outside the bytes are nothing: no length, no scalar, and a window's last lead is
  /// cut there even when the buffer beyond it would complete it.
  @Test func readsStayInsideTheBytes() {
    let bytes: [UInt8] = [0x61, 0xC3, 0xA9]
    bytes.withUnsafeBufferPointer { buffer in
      let window = CheckedBytes(UnsafeBufferPointer(rebasing: buffer[0..<2]))
      #expect(UTF8Validation.sequenceLength(window, at: 1) == 0)
      #expect(UTF8Validation.sequenceLength(window, at: 2) == 0)
      #expect(UTF8Validation.sequenceLength(CheckedBytes(buffer), at: 1) == 2)
      for index in [-1, 3, Int.min, Int.max] {
        #expect(UTF8Validation.decode(CheckedBytes(buffer), at: index) == nil)
      }
      #expect(UTF8Validation.firstInvalid(window, from: 0) == 1)
    }
  }

  /// The non-ASCII run stops at the next ASCII byte, or where a sequence is not well formed.
  @Test func nonASCIIRunStopsAtASCIIOrAtTheBadSequence() {
    let bytes: [UInt8] = Array("é中😀".utf8) + [0x41] + Array("ü".utf8) + [0xED, 0xA0, 0x80]
    bytes.withUnsafeBufferPointer { buffer in
      let text = CheckedBytes(buffer)
      var index = 0
      #expect(UTF8Validation.skipNonASCII(text, at: &index))
      #expect(index == 9)
      index = 10
      #expect(!UTF8Validation.skipNonASCII(text, at: &index))
      #expect(index == 12)
    }
  }
}
