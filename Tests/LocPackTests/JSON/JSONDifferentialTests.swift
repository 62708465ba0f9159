import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// locpack's parser and writer against `JSONSerialization` over a seeded random corpus.
@Suite struct JSONDifferentialTests {
  @Test(arguments: [1, 2, 3, 4] as [UInt64]) func parsesLikeFoundation(seed: UInt64) throws {
    var random = RandomJSON(rng: SeededGenerator(seed: seed), includesByteOrderMark: false)
    for _ in 0..<150 {
      let value = random.value(depth: 4)
      let text = random.spell(value)
      let bytes = Array(text.utf8)
      let document = try JSONParser.parse(bytes, path: "r.json")
      #expect(document.value == value, "\(text)")
      let theirs = try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed])
      #expect(jsonMatchesFoundation(document.value, theirs), "\(text)")
      let fast = try JSONParser.parseValue(bytes, in: 0..<bytes.count)
      #expect(fast == value)
    }
  }

  @Test(arguments: [5, 6] as [UInt64]) func roundTrips(seed: UInt64) throws {
    var random = RandomJSON(rng: SeededGenerator(seed: seed))
    for _ in 0..<150 {
      let value = random.value(depth: 4)
      let compact = JSONWriter.compact(value)
      #expect(JSONWriter.compactByteCount(value) == compact.count)
      #expect(try JSONParser.parse(compact, path: "c").value == value)
      // A compact payload has nothing left to save.
      #expect(try JSONParser.parse(compact, path: "c").wastedEscapeBytes == 0)
      for style in [
        JSONWriter.PrettyStyle(keyOrder: .preserved),
        JSONWriter.PrettyStyle(escapesSlashes: true, keyOrder: .preserved),
      ] {
        let pretty = JSONWriter.pretty(value, style: style)
        #expect(try JSONParser.parse(pretty, path: "p").value == value)
      }
      // Re-spelling with random escapes and whitespace minifies back to the same bytes.
      let spelled = Array(random.spell(value).utf8)
      #expect(JSONWriter.compact(try JSONParser.parse(spelled, path: "s").value) == compact)
    }
  }

  @Test(arguments: [7, 8] as [UInt64]) func writesLikeFoundation(seed: UInt64) throws {
    var random = RandomJSON(rng: SeededGenerator(seed: seed), includesByteOrderMark: false)
    for _ in 0..<100 {
      let value = JSONValue.object(random.object(depth: 3, integersOnly: true, asciiKeys: true))
      let object = try JSONSerialization.jsonObject(with: Data(JSONWriter.compact(value)))
      let pretty = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys])
      #expect(
        JSONWriter.prettyString(value, style: .foundation)
          == String(decoding: pretty, as: UTF8.self))
      let compact = try JSONSerialization.data(
        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
      let sorted = JSONWriter.pretty(value, style: .init(indent: 0, keySeparator: ":"))
      let resorted = try JSONParser.parse(sorted, path: "s").value
      #expect(JSONWriter.compactString(resorted) == String(decoding: compact, as: UTF8.self))
    }
  }

  /// `JSONSerialization` drops a raw U+FEFF at the start of a string; locpack keeps it.
  ///
  /// `"\u{FEFF}a"` decodes as `"a"` there. Escaped or mid-string, both agree.
  @Test func leadingByteOrderMarkInString() throws {
    let bytes = Array("[\"\u{FEFF}a\", \"a\u{FEFF}\", \"\\ufeffa\"]".utf8)
    let mine = try JSONParser.parse(bytes, path: "b.json").value
    #expect(mine == ["\u{FEFF}a", "a\u{FEFF}", "\u{FEFF}a"])
    let theirs = try #require(try JSONSerialization.jsonObject(with: Data(bytes)) as? [String])
    #expect(Array(theirs.dropFirst()) == ["a\u{FEFF}", "\u{FEFF}a"])
    withKnownIssue("JSONSerialization drops a leading raw U+FEFF inside a string") {
      #expect(theirs.first == "\u{FEFF}a")
    }
  }

  /// Byte-level mutations of valid texts: every input either parses (and then round-trips) or
  /// throws with a location inside the text; nothing traps.
  @Test func mutatedInputs() throws {
    var random = RandomJSON(rng: SeededGenerator(seed: 9))
    let specials: [UInt8] = [
      0x00, 0x22, 0x5C, 0x2C, 0x5D, 0x7D, 0x5B, 0x7B, 0x80, 0xC3, 0xED, 0xFF, 0x0A,
    ]
    var accepted = 0
    var rejected = 0
    for _ in 0..<400 {
      var bytes = Array(random.spell(random.value(depth: 3)).utf8)
      for _ in 0..<Int.random(in: 1...3, using: &random.rng) {
        let position = Int.random(in: 0...bytes.count, using: &random.rng)
        let special = specials.randomElement(using: &random.rng) ?? 0
        switch Int.random(in: 0..<3, using: &random.rng) {
        case 0: bytes.insert(special, at: position)
        case 1 where position < bytes.count: bytes.remove(at: position)
        default: if position < bytes.count { bytes[position] = special }
        }
      }
      do {
        let value = try JSONParser.parse(bytes, path: "m").value
        #expect(try JSONParser.parse(JSONWriter.compact(value), path: "c").value == value)
        accepted += 1
      } catch {
        #expect(error.location.offset <= bytes.count)
        #expect(error.location.line >= 1 && error.location.column >= 1)
        rejected += 1
      }
    }
    #expect(accepted > 20 && rejected > 200)
  }
}
