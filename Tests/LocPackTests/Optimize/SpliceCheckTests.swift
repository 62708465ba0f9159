import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// The check of a rewritten payload where it was spliced: it accepts a faithful rewrite and
/// turns down a corrupt table value, corrupt arguments and a corrupt splice.
@Suite struct OptimizeSpliceCheckTests {
  typealias Support = OptimizeTestSupport

  /// One field to rewrite: its kind, the key and table value, the arguments written.
  struct Rewrite {
    var kind: PayloadRewriter.FieldKind
    var key: String
    var value: String
    var arguments: [String]
  }

  /// The line's fields (scanned as the second pass scans them), the rewritten bytes and the
  /// stretches, in the order of their ranges.
  static func rewrite(_ line: [UInt8], _ rewrites: [Rewrite]) throws -> (
    fields: [OptimizeRun.Field], texts: [[UInt8]], rewritten: [UInt8]
  ) {
    var run = OptimizeRun(
      options: OptimizeOptions(), source: OptimizeSource(.bytes([]), path: "x"),
      tables: .single(try Support.editor("\n")), diagnostics: { _ in }, progress: nil)
    return line.withUnsafeBufferPointer { pointer in
      #expect(run.extract(pointer, number: 1, offset: 0, reports: false) == .fields)
      var fields: [OptimizeRun.Field] = []
      var texts: [[UInt8]] = []
      var edits: [(range: Range<Int>, bytes: [UInt8])] = []
      for field in run.fields {
        guard let rewrite = rewrites.first(where: { $0.kind == field.kind }) else { continue }
        fields.append(field)
        texts.append(run.withText(field, in: pointer) { Array($0) })
        edits.append(
          (
            field.range,
            PayloadRewriter.replacement(
              for: field.kind, key: rewrite.key, arguments: rewrite.arguments,
              isStringAlert: field.isStringAlert)
          ))
      }
      return (fields, texts, PayloadRewriter.splice(line, edits))
    }
  }

  /// What the second pass decides: the splice repeats the line, every stretch holds the key
  /// and arguments that expand through `values` to the field's text.
  static func holds(
    _ line: [UInt8], rewritten: [UInt8], fields: [OptimizeRun.Field], texts: [[UInt8]],
    keys: [String], values: [String]
  ) -> Bool {
    var check = SpliceCheck()
    check.start()
    return line.withUnsafeBufferPointer { line in
      rewritten.withUnsafeBufferPointer { written in
        for (position, field) in fields.enumerated() {
          guard
            check.readEdit(
              line: line, rewritten: written, range: field.range, kind: field.kind,
              isStringAlert: field.isStringAlert),
            check.key == Array(keys[position].utf8)
          else { return false }
          let format = CheckFormat(values[position])
          let expands = texts[position].withUnsafeBufferPointer { text in
            check.argumentBytes.withUnsafeBufferPointer {
              format.expands(to: text, arguments: check.argumentRanges, in: $0)
            }
          }
          if !expands { return false }
        }
        return check.finish(line: line, rewritten: written)
      }
    }
  }

  static let line = Array(
    #"{"id":7,"aps":{"alert":{"title":"Ann \"A\"","body":"Ann liked 3 photos\n"},"badge":1}}"#
      .utf8)
  static let rewrites = [
    Rewrite(kind: .title, key: "GREETING", value: "%@ \"A\"", arguments: ["Ann"]),
    Rewrite(kind: .body, key: "LIKED", value: "%@ liked %@ photos\n", arguments: ["Ann", "3"]),
  ]

  static func verdict(
    line: [UInt8] = line, rewritten: [UInt8]? = nil, keys: [String]? = nil,
    values: [String]? = nil
  ) throws -> Bool {
    let made = try rewrite(line, rewrites)
    return holds(
      line, rewritten: rewritten ?? made.rewritten, fields: made.fields, texts: made.texts,
      keys: keys ?? rewrites.map(\.key), values: values ?? rewrites.map(\.value))
  }

  @Test func aFaithfulRewriteHolds() throws {
    #expect(try Self.verdict())
    let made = try Self.rewrite(Self.line, Self.rewrites)
    #expect(
      String(decoding: made.rewritten, as: UTF8.self)
        == #"{"id":7,"aps":{"alert":{"title-loc-key":"GREETING","title-loc-args":["Ann"],"#
        + #""loc-key":"LIKED","loc-args":["Ann","3"]},"badge":1}}"#)
  }

  @Test func aCorruptTableValueFails() throws {
    #expect(try !Self.verdict(values: ["%@ \"B\"", Self.rewrites[1].value]))
    #expect(try !Self.verdict(values: [Self.rewrites[0].value, "%@ liked %@ photo\n"]))
    #expect(try !Self.verdict(values: [Self.rewrites[0].value, "%@ liked photos\n"]))
    #expect(try !Self.verdict(keys: ["GREETING", "LIKES"]))
  }

  @Test func corruptArgumentsFail() throws {
    let made = try Self.rewrite(Self.line, Self.rewrites)
    let text = String(decoding: made.rewritten, as: UTF8.self)
    for (from, to) in [
      (#"["Ann","3"]"#, #"["Ann","4"]"#), (#"["Ann","3"]"#, #"["Ann"]"#),
      (#"["Ann","3"]"#, #"["Ann","3","x"]"#), (#"["Ann"]"#, #"["An\n"]"#),
      (#"["Ann"]"#, #"["A\u006en"]"#),
    ] {
      let corrupt = Array(text.replacingOccurrences(of: from, with: to).utf8)
      #expect(corrupt != made.rewritten)
      let holds = Self.holds(
        Self.line, rewritten: corrupt, fields: made.fields, texts: made.texts,
        keys: Self.rewrites.map(\.key), values: Self.rewrites.map(\.value))
      // An escape that decodes to the same text is the same argument.
      #expect(holds == (to == #"["A\u006en"]"#), "\(to)")
    }
  }

  @Test func aCorruptSpliceFails() throws {
    let made = try Self.rewrite(Self.line, Self.rewrites)
    var flipped = 0
    for index in made.rewritten.indices {
      var corrupt = made.rewritten
      corrupt[index] ^= 0x01
      let holds = Self.holds(
        Self.line, rewritten: corrupt, fields: made.fields, texts: made.texts,
        keys: Self.rewrites.map(\.key), values: Self.rewrites.map(\.value))
      if !holds { flipped += 1 }
    }
    // Every byte matters: the line's, the names', the keys' and the arguments'.
    #expect(flipped == made.rewritten.count)
    for corrupt in [
      Array(made.rewritten.dropLast()), made.rewritten + [0x20],
      Array(made.rewritten.dropFirst()), [0x20] + made.rewritten,
    ] {
      #expect(
        !Self.holds(
          Self.line, rewritten: corrupt, fields: made.fields, texts: made.texts,
          keys: Self.rewrites.map(\.key), values: Self.rewrites.map(\.value)))
    }
  }

  @Test func aStringAlertAndEscapedArgumentsRoundTrip() throws {
    var random = SeededGenerator(seed: 9)
    let alphabet: [String] = [
      "a", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}", "\u{1F}", "é", "東",
      "😀", " ", "\u{7F}", "\u{2028}",
    ]
    for _ in 0..<200 {
      var argument = "x"
      for _ in 0..<Int(random.next() % 8) {
        argument += alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      let text = "Hi " + argument + "!"
      var line: [UInt8] = Array(#"{"aps":{"alert":"#.utf8)
      JSONWriter.writeString(text, escapesSlashes: false, into: &line)
      line += Array(#","sound":"a"}}"#.utf8)
      let rewrite = Rewrite(kind: .body, key: "HI", value: "Hi %@!", arguments: [argument])
      let made = try Self.rewrite(line, [rewrite])
      #expect(made.fields.count == 1 && made.fields.first?.isStringAlert == true)
      #expect(
        Self.holds(
          line, rewritten: made.rewritten, fields: made.fields, texts: made.texts,
          keys: ["HI"], values: ["Hi %@!"]), "\(text.debugDescription)")
      #expect(
        !Self.holds(
          line, rewritten: made.rewritten, fields: made.fields, texts: made.texts,
          keys: ["HI"], values: ["Hi %@?"]))
    }
  }

  // MARK: - Sample selection

  @Test func theSampleKeepsWhatAFullSortKeeps() {
    var random = SeededGenerator(seed: 3)
    for round in 0..<20 {
      var texts: [(text: [UInt8], count: Int)] = []
      for index in 0..<(500 + round * 37) {
        texts.append((Array("t\(index) \(random.next() % 1000)".utf8), Int(random.next() % 5) + 1))
      }
      let limit = 1 + Int(random.next() % UInt64(texts.count))
      var keyed: [(key: Double, index: Int)] = texts.enumerated().map { index, entry in
        let hash = TemplateMiner.hash(entry.text)
        let unit = (Double(hash >> 11) + 1) / 9_007_199_254_740_992
        return (log(unit) / Double(max(1, entry.count)), index)
      }
      keyed.sort {
        if $0.key != $1.key { return $0.key > $1.key }
        return texts[$0.index].text.lexicographicallyPrecedes(texts[$1.index].text)
      }
      let expected = keyed.prefix(limit).map { texts[$0.index] }
      let sampled = TemplateMiner.sample(texts, limit: limit)
      #expect(sampled.map(\.text) == expected.map(\.text))
      #expect(sampled.map(\.count) == expected.map(\.count))
    }
  }

  @Test func selectionMovesTheFirstElementsToTheFront() {
    var random = SeededGenerator(seed: 4)
    for size in [0, 1, 2, 3, 5, 17, 100, 1000] {
      for _ in 0..<10 {
        var values = (0..<size).map { _ in Int(random.next() % 7) }
        let count = size == 0 ? 0 : Int(random.next() % UInt64(size + 1))
        let sorted = values.sorted()
        TemplateMiner.selectFirst(count, of: &values, by: <)
        #expect(values[..<count].sorted() == Array(sorted[..<count]), "\(size) \(count)")
        #expect(values.sorted() == sorted)
      }
    }
  }
}
