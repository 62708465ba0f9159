import Testing

@testable import LocPack

/// The token primitives the parser, the payload scanner and the splice check share.
@Suite struct JSONTokenTests {
  struct EscapeCase: Sendable, CustomTestStringConvertible {
    var text: String
    /// The value and the length the escape at the start decodes to; nil when it is none.
    var value: UInt32?
    var length: Int

    init(_ text: String, _ value: UInt32?, _ length: Int = 0) {
      self.text = text
      self.value = value
      self.length = length
    }

    var testDescription: String { text }
  }

  static let escapes: [EscapeCase] = [
    EscapeCase(#"\""#, 0x22, 2),
    EscapeCase(#"\\"#, 0x5C, 2),
    EscapeCase(#"\/"#, 0x2F, 2),
    EscapeCase(#"\b"#, 0x08, 2),
    EscapeCase(#"\f"#, 0x0C, 2),
    EscapeCase(#"\n"#, 0x0A, 2),
    EscapeCase(#"\r"#, 0x0D, 2),
    EscapeCase(#"\t"#, 0x09, 2),
    EscapeCase(#"\u0000"#, 0, 6),
    EscapeCase(#"\u00e9x"#, 0xE9, 6),
    EscapeCase(#"\uFFFF"#, 0xFFFF, 6),
    EscapeCase(#"\ud83d\ude00"#, 0x1_F600, 12),
    EscapeCase(#"\uDBFF\uDFFF"#, 0x10_FFFF, 12),
    // Lone surrogates come back as themselves, six bytes long.
    EscapeCase(#"\uD800"#, 0xD800, 6),
    EscapeCase(#"\uD800\n"#, 0xD800, 6),
    EscapeCase(#"\uD800\uD800"#, 0xD800, 6),
    EscapeCase(#"\uD800\u0041"#, 0xD800, 6),
    EscapeCase(#"\uDC00"#, 0xDC00, 6),
    EscapeCase(#"\uD800\uDC0"#, 0xD800, 6),
    EscapeCase(#"\u12"#, nil),
    EscapeCase(#"\u12G4"#, nil),
    EscapeCase(#"\x"#, nil),
    EscapeCase(#"\U0041"#, nil),
    EscapeCase(#"\"#, nil),
  ]

  @Test(arguments: escapes) func escape(_ test: EscapeCase) {
    let bytes = Array(test.text.utf8)
    let decoded = bytes.withUnsafeBufferPointer { JSONScanner.escape(CheckedBytes($0), at: 0) }
    #expect(decoded?.value == test.value)
    #expect(decoded?.length == (test.value == nil ? nil : test.length))
  }

  struct StringCase: Sendable, CustomTestStringConvertible {
    var token: String
    /// The decoded text; nil when the token is refused.
    var text: String?

    init(_ token: String, _ text: String?) {
      self.token = token
      self.text = text
    }

    var testDescription: String { token }
  }

  static let strings: [StringCase] = [
    StringCase(#""""#, ""),
    StringCase(
      #""plain text that is longer than eight bytes""#, "plain text that is longer than eight bytes"
    ),
    StringCase(#""a\"b\\c\/d""#, #"a"b\c/d"#),
    StringCase(#""tab\there, line\nthere""#, "tab\there, line\nthere"),
    StringCase(#""nul\u0000end""#, "nul\u{0}end"),
    StringCase(#""caf\u00e9 \ud83d\ude00!""#, "café 😀!"),
    StringCase(#""déjà vu, 中文""#, "déjà vu, 中文"),
    StringCase(#""lone \ud800 high""#, nil),
    StringCase(#""lone \udc00 low""#, nil),
    StringCase(#""bad \q escape""#, nil),
    StringCase("\"raw\ncontrol\"", nil),
    StringCase(#""no closing quote"#, nil),
    StringCase(#"no opening quote""#, nil),
  ]

  /// Decoding agrees with the parser's strings: the same text where both accept, refusal
  /// where the parser fails or replaces a lone surrogate.
  @Test(arguments: strings) func decodeString(_ test: StringCase) throws {
    let bytes = Array(test.token.utf8)
    var out: [UInt8] = Array("kept".utf8)
    var index = 0
    let decoded = bytes.withUnsafeBufferPointer {
      JSONScanner.decodeString(CheckedBytes($0), at: &index, into: &out)
    }
    #expect(decoded == (test.text != nil))
    guard let text = test.text else { return }
    #expect(index == bytes.count)
    #expect(String(decoding: out, as: UTF8.self) == "kept" + text)
    let parsed = try JSONParser.parse(bytes, path: "t.json").value
    #expect(parsed == .string(text))
  }

  @Test func numberEnds() {
    let cases: [(String, JSONScanner.NumberEnd)] = [
      ("0", .end(1)), ("-0", .end(2)), ("12,", .end(2)), ("1.5e+3]", .end(6)),
      ("2E-7", .end(4)), ("0.0", .end(3)), ("-", .invalid), ("1.", .invalid), ("1.e3", .invalid),
      ("1e", .invalid), ("1e+", .invalid), (".5", .invalid), ("01", .leadingZero),
      ("-00", .leadingZero), ("0x1", .end(1)),
    ]
    for (text, expected) in cases {
      let bytes = Array(text.utf8)
      let found = bytes.withUnsafeBufferPointer { JSONScanner.numberEnd(CheckedBytes($0), at: 0) }
      #expect(found == expected, "\(text)")
    }
  }

  @Test func literals() {
    let cases: [(String, JSONValue?)] = [
      ("true", .bool(true)), ("false", .bool(false)), ("null", .null), ("trues", nil),
      ("nul", nil), ("True", nil), ("null_", nil), ("nan", nil),
    ]
    for (text, expected) in cases {
      let bytes = Array(text.utf8 + [UInt8(ascii: ",")])
      bytes.withUnsafeBufferPointer {
        let checked = CheckedBytes($0)
        let end = JSONScanner.wordEnd(checked, from: 0)
        #expect(end == text.utf8.count, "\(text)")
        #expect(JSONScanner.literal(checked, in: 0..<end) == expected, "\(text)")
      }
    }
  }

  /// The plain run ends at a quote, a backslash, a control byte or (when asked) a byte of 0x80
  /// and above, wherever it falls among eight-byte words.
  @Test func plainRunsEndAtEveryPosition() {
    let stops: [(UInt8, Bool)] = [
      (UInt8(ascii: "\""), true), (UInt8(ascii: "\\"), true), (0x00, true), (0x1F, true),
      (0x80, false), (0xFF, false), (0x7F, false),
    ]
    for length in 0..<20 {
      for (stop, alwaysStops) in stops {
        let bytes = Array(repeating: UInt8(ascii: "a"), count: length) + [stop, 0x22]
        bytes.withUnsafeBufferPointer {
          let checked = CheckedBytes($0)
          let strict = JSONScanner.plainEnd(checked, from: 0, stopsAtNonASCII: true)
          let lenient = JSONScanner.plainEnd(checked, from: 0, stopsAtNonASCII: false)
          let stopsStrictly = alwaysStops || stop >= 0x80
          #expect(strict == (stopsStrictly ? length : length + 1), "\(stop) after \(length)")
          #expect(lenient == (alwaysStops ? length : length + 1), "\(stop) after \(length)")
        }
      }
    }
  }
}
