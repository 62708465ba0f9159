import Testing

@testable import LocPack

/// The reader's fast paths against slow, obvious references.
@Suite struct StringsFastPathTests {
  /// The first invalid offset, by the standard library: the longest valid prefix.
  static func referenceFirstInvalid(_ bytes: [UInt8]) -> Int? {
    if String(validating: bytes, as: UTF8.self) != nil { return nil }
    var end = bytes.count
    while end > 0, String(validating: bytes[..<end], as: UTF8.self) == nil { end -= 1 }
    return end
  }

  @Test func utf8ValidationMatchesStandardLibrary() {
    var state: UInt64 = 0x2545_F491_4F6C_DD1D
    func next() -> UInt8 {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return UInt8(truncatingIfNeeded: state >> 56)
    }
    // Bytes that make and break sequences: ASCII, continuations, every kind of lead.
    let alphabet: [UInt8] = [
      0x41, 0x80, 0x8F, 0x90, 0x9F, 0xA0, 0xBF, 0xC0, 0xC1, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEE,
      0xEF, 0xF0, 0xF1, 0xF4, 0xF5, 0xFF,
    ]
    for length in 1...12 {
      for _ in 0..<300 {
        let bytes = (0..<length).map { _ in alphabet[Int(next()) % alphabet.count] }
        let prefix = Array(repeating: UInt8(ascii: "a"), count: Int(next() % 9))
        let input = prefix + bytes
        let expected = Self.referenceFirstInvalid(input)
        #expect(
          UTF8Validation.firstInvalid(input) == expected, "\(input.map { String($0, radix: 16) })"
        )
      }
    }
  }

  @Test func repeatedCommentsKeepTheirText() throws {
    let comments = ["No comment", "Other", "No comment", "  No comment  ", "No commenT", "Other"]
    var text = ""
    for (index, comment) in comments.enumerated() {
      text += "/* \(comment) */\n\"k\(index)\" = v;\n"
    }
    text += "/* a */ /* b */\nlast = v;\n"
    let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
    #expect(
      file.entries.map(\.comment) == comments.map(\.self).map { $0.trimmingSpaces } + ["a\nb"])
  }
}

extension String {
  fileprivate var trimmingSpaces: String {
    String(String(self.drop { $0 == " " }.reversed()).drop { $0 == " " }.reversed())
  }
}
