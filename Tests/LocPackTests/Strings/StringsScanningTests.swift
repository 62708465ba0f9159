import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// The scanner's fast paths against slow, obvious references: UTF-8 checked while scanning
/// (eight bytes at a time, then scalar by scalar), strings made without a second check, and
/// UTF-16 transcoded four and eight units at a time.
@Suite struct StringsScanningTests {
  // MARK: - Invalid UTF-8 wherever it stands

  /// Where an invalid sequence is placed: the text before and after it.
  struct Context: Sendable, CustomTestStringConvertible {
    var name: String
    var head: String
    var tail: String
    var testDescription: String { name }
  }

  static let contexts: [Context] = [
    Context(name: "quoted value", head: #""k" = ""#, tail: #"tail";"#),
    Context(name: "quoted key", head: #"a = b; ""#, tail: #"" = "v";"#),
    Context(name: "value after an escape", head: #""k" = "\n"#, tail: #"\t";"#),
    Context(name: "single-quoted value", head: "'k' = '", tail: "';"),
    Context(name: "block comment", head: "a = b;\n/* ", tail: " */\nc = d;"),
    Context(name: "line comment", head: "a = b; // ", tail: "\nc = d;"),
    Context(name: "unterminated comment", head: "a = b;\n/* ", tail: " no end"),
    Context(name: "after a silent truncation", head: "a = b;\n;c = \"", tail: "\";"),
    Context(name: "after a syntax error", head: "a = b c;\nd = \"", tail: "\";"),
    Context(name: "unterminated string", head: "a = b;\n\"", tail: "no end"),
    Context(name: "between entries", head: "a = b;\n", tail: "c = d;"),
    Context(name: "nested dictionary", head: "a = { b = \"", tail: "\"; };"),
    Context(name: "XML-looking text", head: "<?xml x ", tail: ""),
  ]

  /// Sequences that are not UTF-8: stray continuation, overlong forms, surrogates, values
  /// above U+10FFFF, bytes that never occur, sequences cut short by an ASCII byte.
  static let invalidSequences: [[UInt8]] = [
    [0x80], [0xBF], [0xC0, 0xAF], [0xC1, 0xBF], [0xC2], [0xE0, 0x80, 0x80], [0xE0, 0x9F, 0xBF],
    [0xED, 0xA0, 0x80], [0xED, 0xBF, 0xBF], [0xE2, 0x82], [0xF0, 0x80, 0x80, 0x80],
    [0xF0, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xF8],
    [0xFF], [0xF0, 0x9F, 0x98],
  ]

  @Test(arguments: contexts)
  func invalidUTF8IsReportedAtItsFirstByte(_ context: Context) {
    for sequence in Self.invalidSequences {
      // Every offset in a word, before and after non-ASCII text.
      for padding in 0..<18 {
        for filler in ["x", "é"] {
          let prefix = String(repeating: filler, count: padding)
          let bytes = Array((context.head + prefix).utf8) + sequence + Array(context.tail.utf8)
          let expected = UTF8ValidationTests.referenceFirstInvalid(bytes)
          let label = "\(context.name) \(padding)×\(filler) \(sequence)"
          do {
            _ = try StringsFile.parse(bytes, path: "t.strings")
            Issue.record("no error for \(label)")
          } catch {
            guard case .invalidUTF8(let location) = error else {
              Issue.record("\(error) for \(label)")
              continue
            }
            #expect(location.offset == expected, "\(label)")
          }
        }
      }
    }
  }

  // MARK: - Valid text at every offset

  /// Scalars at the edges of each UTF-8 length.
  static let scalars: [String] = [
    "\u{80}", "é", "\u{7FF}", "\u{800}", "日", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{FFFF}",
    "\u{10000}", "😀", "\u{10FFFF}", "\u{2028}",
  ]

  @Test func nonASCIIAtEveryOffsetMakesTheSameStrings() throws {
    for scalar in Self.scalars {
      for padding in 0..<18 {
        for tail in ["", "abc", "日本", "\\n", "é\\\"x"] {
          let prefix = String(repeating: "a", count: padding)
          let key = prefix + scalar
          let value = prefix + scalar + tail
          let comment = prefix + scalar
          let text = "/* \(comment) */\n\"\(key)\" = \"\(value)\";\n// \(comment)\nk = v;"
          let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
          let expectedValue = value.replacingOccurrences(of: "\\n", with: "\n")
            .replacingOccurrences(of: "\\\"", with: "\"")
          #expect(file.entries.count == 2)
          guard file.entries.count == 2 else { continue }
          let entry = file.entries[0]
          // Equal, and equal in every view: a string with a wrong ASCII flag counts wrongly.
          #expect(entry.key == key)
          #expect(entry.key.count == key.count)
          #expect(entry.key.unicodeScalars.count == key.unicodeScalars.count)
          #expect(entry.value == .string(expectedValue))
          #expect(entry.value.stringValue?.count == expectedValue.count)
          #expect(entry.comment == comment)
          #expect(entry.comment?.count == comment.count)
          #expect(file.table[key] == .string(expectedValue))
          #expect(file.table["k"] == .string("v"))
        }
      }
    }
  }

  @Test func asciiStringsOfEveryLength() throws {
    for length in 0..<40 {
      let key = String((0..<length).map { Character(Unicode.Scalar(UInt8(97 + $0 % 26))) })
      let text = "\"\(key)\" = \"\(key)\(key)\";"
      let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
      #expect(file.entries.first?.key == key)
      #expect(file.entries.first?.key.count == length)
      #expect(file.table[key] == .string(key + key))
    }
  }

  // MARK: - Escapes

  @Test func escapesAtEveryOffsetAndAtTheEnd() throws {
    let escapes: [(written: String, meaning: String)] = [
      (#"\n"#, "\n"), (#"\""#, "\""), (#"\\"#, "\\"), (#"\U2026"#, "…"), (#"\UD83D\UDE00"#, "😀"),
      (#"\é"#, "é"), (#"\日"#, "日"), (#"\101"#, "A"), (#"\q"#, "q"),
    ]
    for (written, meaning) in escapes {
      for padding in 0..<18 {
        for filler in ["x", "ü"] {
          let prefix = String(repeating: filler, count: padding)
          for suffix in ["", "y", "日本語"] {
            let text = "k = \"\(prefix)\(written)\(suffix)\";"
            let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
            let expected = prefix + meaning + suffix
            #expect(file.table["k"] == .string(expected), "\(text)")
            #expect(file.table["k"]?.stringValue?.count == expected.count, "\(text)")
          }
        }
      }
      // The file ends inside the escape or right after it.
      let cut = "k = \"abc" + written
      #expect(throws: StringsError.self) { try StringsFile.parse(Array(cut.utf8), path: "t") }
    }
    let backslashAtEnd = Array("k = \"abc\\".utf8)
    #expect(throws: StringsError.self) { try StringsFile.parse(backslashAtEnd, path: "t") }
    do {
      _ = try StringsFile.parse(backslashAtEnd, path: "t")
    } catch {
      guard case .unterminatedEscape = error else {
        Issue.record("\(error)")
        return
      }
    }
  }

  @Test func escapedStringsAgreeWithFoundation() {
    var generator = SeededGenerator(seed: 0x5EED_0001)
    let pieces = ["a", "é", "日本", "😀", #"\n"#, #"\""#, #"\\"#, #"\U00e9"#, #"\t"#, " ", "'"]
    for _ in 0..<300 {
      var value = ""
      for _ in 0..<Int.random(in: 0..<12, using: &generator) {
        value += pieces[Int.random(in: 0..<pieces.count, using: &generator)]
      }
      let bytes = Array("\"k\" = \"\(value)\";\n\"k2\" = \"\(value)x\";".utf8)
      let foundation = StringsTestSupport.foundation(bytes)
      #expect(foundation != nil)
      #expect(StringsTestSupport.locpack(bytes) == foundation, "\(value)")
    }
  }

  // MARK: - UTF-16

  /// Random text from ASCII runs, two- and three-byte scalars and surrogate pairs.
  static func randomText(units: Int, using generator: inout SeededGenerator) -> String {
    let choices: [String] = ["a", "Z", " ", "\"", "é", "ж", "\u{7FF}", "\u{800}", "語", "\u{FFFF}"]
    var text = ""
    var count = 0
    while count < units {
      if Int.random(in: 0..<4, using: &generator) == 0 {
        text += "😀"
        count += 2
      } else if Int.random(in: 0..<2, using: &generator) == 0 {
        let run = Int.random(in: 1..<20, using: &generator)
        text += String(repeating: "x", count: run)
        count += run
      } else {
        text += choices[Int.random(in: 0..<choices.count, using: &generator)]
        count += 1
      }
    }
    return text
  }

  @Test func utf16TranscodesLikeTheStandardLibrary() throws {
    var generator = SeededGenerator(seed: 0x5EED_0002)
    for units in 0..<80 {
      for _ in 0..<6 {
        let text = Self.randomText(units: units, using: &generator)
        for little in [true, false] {
          for bom in [true, false] {
            // Without a BOM, text is read as UTF-16 when one of its first two bytes is zero.
            if !bom {
              guard let first = text.utf16.first, first < 0x100, first != 0 else { continue }
            }
            let bytes = StringsTestSupport.utf16(text, little: little, bom: bom)
            let decoded = try TextDecoder.decode(bytes, path: "t")
            #expect(decoded.utf8 == Array(text.utf8), "\(units) units, little: \(little)")
          }
        }
      }
    }
  }

  @Test func utf16LoneSurrogatesAndOddLengthsAtEveryOffset() {
    for little in [true, false] {
      for padding in 0..<20 {
        for filler in ["a", "é", "語"] {
          let prefix = String(repeating: filler, count: padding)
          let good = StringsTestSupport.utf16(prefix, little: little, bom: true)
          let expectedOffset = prefix.utf8.count
          for lone: UInt16 in [0xD83D, 0xDE00] {
            var bytes = good
            let (first, second) = little ? (lone & 0xFF, lone >> 8) : (lone >> 8, lone & 0xFF)
            bytes += [UInt8(first), UInt8(second)]
            bytes += StringsTestSupport.utf16("b\"c", little: little, bom: false)
            #expect(Self.decodeError(bytes) == "lone surrogate at \(expectedOffset)")
          }
          #expect(Self.decodeError(good + [0x41]) == "odd length at \(expectedOffset)")
        }
      }
    }
  }

  /// The decoding error and its offset, as text.
  static func decodeError(_ bytes: [UInt8]) -> String {
    do {
      _ = try TextDecoder.decode(bytes, path: "t")
      return "no error"
    } catch {
      switch error {
      case .loneSurrogateUTF16(let location): return "lone surrogate at \(location.offset)"
      case .oddLengthUTF16(let location): return "odd length at \(location.offset)"
      default: return "\(error)"
      }
    }
  }

  @Test func utf16TableParsesLikeItsUTF8() throws {
    var generator = SeededGenerator(seed: 0x5EED_0003)
    var text = "/* header */\n"
    for index in 0..<300 {
      let value = Self.randomText(
        units: Int.random(in: 0..<30, using: &generator), using: &generator
      )
      .replacingOccurrences(of: "\"", with: "\\\"")
      text += "/* c\(index % 7) */\n\"key.\(index)\" = \"\(value)\";\n"
    }
    let utf8 = try StringsFile.parse(Array(text.utf8), path: "t.strings")
    for little in [true, false] {
      let bytes = StringsTestSupport.utf16(text, little: little, bom: true)
      let utf16 = try StringsFile.parse(bytes, path: "t.strings")
      #expect(utf16.table == utf8.table)
      #expect(utf16.entries.map(\.comment) == utf8.entries.map(\.comment))
      #expect(utf16.entries.map(\.range) == utf8.entries.map(\.range))
      #expect(utf16.diagnostics.isEmpty)
    }
  }
}
