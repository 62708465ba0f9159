import LocPackTestSupport
import Testing

@testable import LocPack

/// The scanner against ``JSONParser`` + ``PayloadRewriter/extract(_:)``: whatever it does not
/// give up on, it must answer exactly as they do.
@Suite struct PayloadScannerTests {
  typealias Support = OptimizeTestSupport

  /// What the slow path says about a line, in a comparable form.
  static func slowAnswer(_ line: [UInt8]) -> String {
    guard let document = try? JSONParser.parse(line, path: "x") else { return "invalid" }
    switch PayloadRewriter.extract(document) {
    case .notAPayload: return "not-a-payload"
    case .passThrough: return "pass"
    case .fields(let fields):
      return fields.map { "\($0.kind) \($0.range) \($0.isStringAlert) [\($0.text)]" }
        .joined(separator: "; ")
    }
  }

  /// What the scanner says, or nil when it gives up.
  static func fastAnswer(_ line: [UInt8]) throws -> String? {
    var run = try emptyRun()
    return answer(line, run: &run)
  }

  static func emptyRun() throws -> OptimizeRun {
    OptimizeRun(
      options: OptimizeOptions(), source: OptimizeSource(.bytes([]), path: "x"),
      tables: .single(try Support.editor("\n")), diagnostics: { _ in }, progress: nil)
  }

  /// What the scanner of `run` says, or nil when it gives up.
  static func answer(_ line: [UInt8], run: inout OptimizeRun) -> String? {
    line.withUnsafeBufferPointer { pointer -> String? in
      if run.scanner.scan(pointer) == .bail { return nil }
      switch run.extract(pointer, number: 1, offset: 0, reports: false) {
      case .invalid: return "not-a-payload"
      case .passThrough: return "pass"
      case .fields:
        return run.fields.map { field in
          let text = run.withText(field, in: pointer) { String(decoding: $0, as: UTF8.self) }
          return "\(field.kind) \(field.range) \(field.isStringAlert) [\(text)]"
        }.joined(separator: "; ")
      }
    }
  }

  struct LineCase: Sendable, CustomTestStringConvertible {
    var line: String
    /// Whether the scanner must handle it itself (not give up).
    var handled: Bool
    var testDescription: String { line }
  }

  @Test(arguments: [
    LineCase(
      line: #"{"aps":{"alert":{"title":"Hi","body":"Ann liked your photo"}}}"#, handled: true),
    LineCase(
      line: #"{"aps":{"alert":"Ann \"A\" liked\n\u00e9\ud83d\ude00"},"x":[1,-2.5e+3,true,null]}"#,
      handled: true),
    LineCase(
      line: #" { "aps" : { "alert" : { "subtitle" : "S\/t" , "body" : "" } } } "#, handled: true),
    LineCase(line: #"{"aps":{"alert":{"loc-key":"K","body":"B"}}}"#, handled: true),
    LineCase(line: #"{"aps":{"alert":{"body":"A","body":"B"}}}"#, handled: true),
    LineCase(line: #"{"aps":{"badge":1,"badge":2,"alert":"A"}}"#, handled: true),
    LineCase(line: #"{"aps":{"alert":"A"},"aps":{"alert":"B"}}"#, handled: true),
    LineCase(line: #"{"aps":{"alert":"A"},"aps":3}"#, handled: true),
    LineCase(line: #"{"aps":{"alert":{"title":1,"body":["x"]}}}"#, handled: true),
    LineCase(line: #"{"aps":{"alert":{"title-loc-args":["a"],"title":"T x"}}}"#, handled: true),
    LineCase(line: #"{"aps":{"content-available":1}}"#, handled: true),
    LineCase(line: #"{"deep":[[[{"a":[{}]}]]],"aps":{"alert":"x"}}"#, handled: true),
    LineCase(line: #"[1,2]"#, handled: true),
    LineCase(line: #""text""#, handled: true),
    LineCase(line: #"{"ap\u0073":{"alert":"A"}}"#, handled: false),
    LineCase(line: #"{"aps":{"alert":"\ud800"}}"#, handled: false),
    LineCase(line: #"{"aps":{"alert":"A",}}"#, handled: false),
    LineCase(line: #"{"aps":{"alert":"A"}} x"#, handled: false),
    LineCase(line: #"{"aps":{"badge":01}}"#, handled: false),
    LineCase(line: #"{"aps":{"badge":1.}}"#, handled: false),
    LineCase(line: #"{"aps":{"badge":tru}}"#, handled: false),
    LineCase(line: #"{"aps":{"badge":truex}}"#, handled: false),
    LineCase(line: #"{"aps":{"alert":"a\qb"}}"#, handled: false),
    LineCase(line: #"{"aps":{"alert":"a"#, handled: false),
    LineCase(line: "{\"aps\":{\"alert\":\"a\tb\"}}", handled: false),
    LineCase(line: "\u{FEFF}{\"aps\":{\"alert\":\"a\"}}", handled: false),
    LineCase(line: #"{"aps" {"alert":"a"}}"#, handled: false),
  ])
  func agreesWithTheParser(_ c: LineCase) throws {
    let line = Array(c.line.utf8)
    let fast = try Self.fastAnswer(line)
    if c.handled { #expect(fast != nil) }
    if let fast { #expect(fast == Self.slowAnswer(line)) }
  }

  /// Objects with more keys than the scanner holds inline: a repeated key is found whether
  /// it repeats one held inline or one beyond, in `aps` and in the alert.
  @Test(arguments: [0, 5, 15, 16, 17, 19, -1])
  func manyKeysAgreeWithTheParser(repeating position: Int) throws {
    var keys = (0..<20).map { "k\($0)" }
    if position >= 0 { keys.append(keys[position]) }
    let apsMembers = keys.map { "\"\($0)\":1" }.joined(separator: ",")
    let alertMembers = keys.map { "\"\($0)\":\"v\"" }.joined(separator: ",")
    let lines = [
      #"{"aps":{\#(apsMembers),"alert":{"body":"Ann liked your photo"}}}"#,
      #"{"aps":{"alert":{\#(alertMembers),"body":"Ann liked your photo"}}}"#,
    ]
    for line in lines {
      let bytes = Array(line.utf8)
      let fast = try Self.fastAnswer(bytes)
      #expect(fast != nil)
      #expect(fast == Self.slowAnswer(bytes))
      #expect((fast == "pass") == (position >= 0))
    }
  }

  /// One scanner reading line after line answers each as a fresh one does: what one line's
  /// alert left (members, a string alert, repeated keys) is gone when the next is read.
  @Test func aReusedScannerAnswersAsAFreshOne() throws {
    let lines = [
      #"{"aps":{"alert":{"title":"Hi","subtitle":"S","body":"Ann liked your photo"}}}"#,
      #"{"aps":{"badge":1}}"#,
      #"{"aps":{"alert":"Bo sent you a photo"}}"#,
      #"{"aps":{"alert":{"body":"A","body":"B"}}}"#,
      #"{"aps":{"alert":{"loc-key":"K","title":"T"}}}"#,
      #"{"aps":{"alert":3}}"#,
      #"{"aps":{"alert":{"body":"Cy is here"}},"aps":{"sound":"x"}}"#,
      #"{"aps":{"alert":{"title-loc-args":["a"],"title":"T x"}}}"#,
      #"[1]"#,
      #"{"aps":{"alert":"a"#,
    ]
    var run = try Self.emptyRun()
    for line in lines + lines.reversed() + lines {
      let bytes = Array(line.utf8)
      let reused = Self.answer(bytes, run: &run)
      #expect(reused == (try Self.fastAnswer(bytes)), "\(line)")
    }
  }

  @Test func keyListFindsRepeatsInlineAndBeyond() {
    // Twenty keys of two bytes each: "a0", "a1", … "a9", "b0", … "b9".
    let bytes = Array((0..<20).map { "\($0 < 10 ? "a" : "b")\($0 % 10)" }.joined().utf8)
    bytes.withUnsafeBufferPointer { buffer in
      let bytes = CheckedBytes(buffer)
      var keys = PayloadScanner.KeyList()
      var repeats: [Bool] = []
      for index in 0..<20 { repeats.append(keys.insert((2 * index)..<(2 * index + 2), in: bytes)) }
      #expect(repeats == [Bool](repeating: false, count: 20))
      #expect(keys.count == 20)
      // "a3", held inline, and "b8", beyond.
      repeats = [keys.insert(6..<8, in: bytes), keys.insert(36..<38, in: bytes)]
      #expect(repeats == [true, true])
      // A key of another length is not a repeat of a prefix.
      repeats = [keys.insert(6..<7, in: bytes)]
      #expect(repeats == [false])
      keys.removeAll()
      #expect(keys.count == 0)
      repeats = [keys.insert(36..<38, in: bytes), keys.insert(36..<38, in: bytes)]
      #expect(repeats == [false, true])
    }
  }

  /// Keys of the same length and the same first and last bytes share a filter bit, and are
  /// still told apart by their bytes.
  @Test func keyListComparesKeysThatShareAFilterBit() {
    #expect(Self.repeats(in: "a1ba2ba1b", keys: [0..<3, 3..<6, 6..<9]) == [false, false, true])
  }

  /// A key that does not lie within the bytes (a range of another line) reads nothing and
  /// repeats no key, not even itself.
  @Test func keyListKeyOutsideTheBytesIsNoRepeat() {
    let keys = [0..<3, 4..<7, 4..<7, -1..<2, 3..<6]
    #expect(Self.repeats(in: "abcabc", keys: keys) == [false, false, false, false, true])
  }

  /// Whether each key, inserted in order into a fresh list, repeats one before it.
  private static func repeats(in text: String, keys: [Range<Int>]) -> [Bool] {
    Array(text.utf8).withUnsafeBufferPointer { buffer in
      var list = PayloadScanner.KeyList()
      return keys.map { list.insert($0, in: CheckedBytes(buffer)) }
    }
  }

  @Test func invalidUTF8AndDepthAreLeftToTheParser() throws {
    let lines: [[UInt8]] = [
      Array(#"{"aps":{"alert":""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8),
      Array(#"{"aps":{"alert":""#.utf8) + [0xED, 0xA0, 0x80] + Array(#""}}"#.utf8),
      Array(String(repeating: "[", count: 600).utf8)
        + Array(String(repeating: "]", count: 600).utf8),
    ]
    for line in lines {
      #expect(try Self.fastAnswer(line) == nil)
      #expect(Self.slowAnswer(line) == "invalid")
    }
  }

  struct SequenceCase: Sendable, CustomTestStringConvertible {
    var bytes: [UInt8]
    var isValid: Bool
    var testDescription: String {
      bytes.map { String($0, radix: 16, uppercase: true) }.joined(separator: " ")
    }
  }

  /// UTF-8 sequences and string bytes at every offset from an eight-byte boundary: a valid
  /// text is handled and agrees with the parser; an invalid one is left to it.
  @Test(arguments: [
    SequenceCase(bytes: [0xC2, 0x80], isValid: true),
    SequenceCase(bytes: [0xDF, 0xBF], isValid: true),
    SequenceCase(bytes: [0xC0, 0x80], isValid: false),
    SequenceCase(bytes: [0xC1, 0xBF], isValid: false),
    SequenceCase(bytes: [0xC2, 0x41], isValid: false),
    SequenceCase(bytes: [0xC2], isValid: false),
    SequenceCase(bytes: [0xE0, 0xA0, 0x80], isValid: true),
    SequenceCase(bytes: [0xE0, 0x9F, 0xBF], isValid: false),
    SequenceCase(bytes: [0xE1, 0x80, 0x80], isValid: true),
    SequenceCase(bytes: [0xEC, 0xBF, 0xBF], isValid: true),
    SequenceCase(bytes: [0xED, 0x9F, 0xBF], isValid: true),
    SequenceCase(bytes: [0xED, 0xA0, 0x80], isValid: false),
    SequenceCase(bytes: [0xEE, 0x80, 0x80], isValid: true),
    SequenceCase(bytes: [0xEF, 0xBF, 0xBF], isValid: true),
    SequenceCase(bytes: [0xEF, 0xBF], isValid: false),
    SequenceCase(bytes: [0xE1, 0x80, 0x41], isValid: false),
    SequenceCase(bytes: [0xE1, 0xC0, 0x80], isValid: false),
    SequenceCase(bytes: [0xF0, 0x90, 0x80, 0x80], isValid: true),
    SequenceCase(bytes: [0xF4, 0x8F, 0xBF, 0xBF], isValid: true),
    SequenceCase(bytes: [0xF4, 0x90, 0x80, 0x80], isValid: false),
    SequenceCase(bytes: [0x80], isValid: false),
    SequenceCase(bytes: [0xFF], isValid: false),
    SequenceCase(bytes: [0x1F], isValid: false),
    SequenceCase(bytes: [0x00], isValid: false),
    SequenceCase(bytes: [0x7F], isValid: true),
    SequenceCase(bytes: [0x5C, 0x22], isValid: true),
    SequenceCase(bytes: [0x5C, 0x5C], isValid: true),
    SequenceCase(bytes: [0x5C, 0x75, 0x30, 0x30, 0x65, 0x39], isValid: true),
    SequenceCase(bytes: [0x5C, 0x78], isValid: false),
  ])
  func sequencesAtEveryAlignment(_ c: SequenceCase) throws {
    for padding in 0...9 {
      for tail in [0, 1, 9] {
        let text =
          Array(String(repeating: "a", count: padding).utf8) + c.bytes
          + Array(String(repeating: "b", count: tail).utf8)
        let line = Array(#"{"aps":{"alert":{"body":""#.utf8) + text + Array(#""}}}"#.utf8)
        let fast = try Self.fastAnswer(line)
        if c.isValid {
          #expect(fast != nil, "padding \(padding), tail \(tail)")
          #expect(fast == Self.slowAnswer(line), "padding \(padding), tail \(tail)")
        } else {
          #expect(fast == nil, "padding \(padding), tail \(tail)")
          #expect(Self.slowAnswer(line) == "invalid", "padding \(padding), tail \(tail)")
        }
      }
    }
  }

  /// What a scanner finds in `line`: its outcome and every alert member's text.
  static func findings(
    _ scanner: inout PayloadScanner, _ line: [UInt8], stopsAfterAps: Bool = false
  ) -> String {
    line.withUnsafeBufferPointer { pointer in
      let outcome = scanner.scan(pointer, stopsAfterAps: stopsAfterAps)
      guard outcome == .object else { return "\(outcome)" }
      let texts = scanner.members.map { member in
        member.isString
          ? scanner.withText(member.text, in: pointer) { String(decoding: $0, as: UTF8.self) }
          : "-"
      }
      return "object \(scanner.alert) " + texts.joined(separator: "|")
    }
  }

  /// The scanner that reads rewritten lines back takes UTF-8 as valid: on valid lines it
  /// finds what the validating one finds; invalid UTF-8 passes, every other error still
  /// stops it.
  @Test func trustingScannerAgreesOnValidLines() throws {
    var validating = PayloadScanner()
    var trusting = PayloadScanner(trustsUTF8: true)
    var lines = Support.lines(Support.seededCorpus(lines: 200, seed: 7))
    let sequences: [[UInt8]] = [
      [0xC3, 0xA9], [0xE4, 0xBD, 0xA0, 0xE5, 0xA5, 0xBD], [0xF0, 0x9F, 0x98, 0x80],
    ]
    for bytes in sequences {
      for padding in 0...9 {
        lines.append(
          Array(#"{"aps":{"alert":{"body":""#.utf8)
            + Array(String(repeating: "a", count: padding).utf8) + bytes + bytes
            + Array(#"\n\u00e9"}},"k":"x"#.utf8) + bytes + Array(#""}"#.utf8))
      }
    }
    var handled = 0
    for line in lines {
      let expected = Self.findings(&validating, line)
      guard expected != "bail" else { continue }
      handled += 1
      #expect(Self.findings(&trusting, line) == expected)
    }
    #expect(handled > 200)
    let invalid = Array(#"{"aps":{"alert":""#.utf8) + [0xC3, 0x28] + Array(#""}}"#.utf8)
    #expect(Self.findings(&validating, invalid) == "bail")
    #expect(Self.findings(&trusting, invalid) != "bail")
    for bad in [[0x1F], [0x5C, 0x78], [0x22]] as [[UInt8]] {
      let line = Array(#"{"aps":{"alert":"é"#.utf8) + bad + Array(#"é"}}"#.utf8)
      #expect(Self.findings(&trusting, line) == "bail")
    }
  }

  /// The first pass's scan, which stops after `aps`, finds what a full scan finds on every
  /// line a full scan accepts with one `aps`; after `aps` it reads nothing, so a line broken
  /// there, or repeating `aps`, gives the first `aps`'s findings; before it, it validates.
  @Test func scanStoppingAfterApsAgreesUpToIt() throws {
    var full = PayloadScanner()
    var early = PayloadScanner()
    var random = SeededGenerator(seed: 9)
    var agreed = 0
    for line in Support.lines(Support.seededCorpus(lines: 300, seed: 9)) {
      var variants = [line]
      for _ in 0..<3 {
        var mutated = line
        let position = Int(random.next() % UInt64(max(1, mutated.count)))
        mutated[position] = [0x22, 0x5C, 0x2C, 0x7D, 0x20, 0xFF][Int(random.next() % 6)]
        variants.append(mutated)
      }
      for variant in variants {
        let expected = Self.findings(&full, variant)
        let apsCount =
          String(decoding: variant, as: UTF8.self)
          .components(separatedBy: #""aps""#).count - 1
        guard expected != "bail", apsCount == 1 else { continue }
        agreed += 1
        #expect(Self.findings(&early, variant, stopsAfterAps: true) == expected)
      }
    }
    #expect(agreed > 300)
    let first = Self.findings(&full, Array(#"{"aps":{"alert":{"body":"A b"}}}"#.utf8))
    let invalidUTF8 = Array(#"{"aps":{"alert":{"body":"A b"}},"k":""#.utf8) + [0xFF, 0x22, 0x7D]
    for line in [
      Array(#"{"aps":{"alert":{"body":"A b"}},"x":[1,}"#.utf8),
      Array(#"{"aps":{"alert":{"body":"A b"}},"aps":{"alert":"C"}}"#.utf8),
      invalidUTF8,
    ] {
      #expect(Self.findings(&full, line) != first)
      #expect(Self.findings(&early, line, stopsAfterAps: true) == first)
    }
    for broken in [#"{"x":[1,],"aps":{"alert":"A"}}"#, #"{"aps":{"alert":"A",}}"#] {
      #expect(Self.findings(&early, Array(broken.utf8), stopsAfterAps: true) == "bail")
    }
  }

  @Test(arguments: [1 as UInt64, 2, 3, 4])
  func seededCorpusAndMutations(seed: UInt64) throws {
    var random = SeededGenerator(seed: seed)
    let corpus = Support.seededCorpus(lines: 400, seed: seed)
    var handled = 0
    for line in Support.lines(corpus) {
      var variants = [line]
      // Truncations and single-byte changes: each either bails or agrees.
      for _ in 0..<3 {
        var mutated = line
        let position = Int(random.next() % UInt64(max(1, mutated.count)))
        let bytes: [UInt8] = [0x22, 0x5C, 0x2C, 0x7D, 0x5D, 0x20, 0x30, 0xFF, 0x75, 0x00]
        mutated[position] = bytes[Int(random.next() % UInt64(bytes.count))]
        variants.append(mutated)
        variants.append(Array(line.prefix(position)))
      }
      for variant in variants {
        guard let fast = try Self.fastAnswer(variant) else { continue }
        handled += 1
        #expect(fast == Self.slowAnswer(variant), "\(String(decoding: variant, as: UTF8.self))")
      }
    }
    #expect(handled > 400)
  }

  @Test(arguments: [false, true])
  func argumentStringsAreEscapedAsJSONNeedsAndReadBack(escapesSlashes: Bool) throws {
    var random = SeededGenerator(seed: 11)
    let alphabet: [String] = [
      "a", "\"", "\\", "/", "\n", "\r", "\t", "\u{8}", "\u{C}", "\u{1}",
      "\u{1F}", "é", "東", "😀", " ", "\u{7F}", "\u{2028}",
    ]
    // The escapes as a table: the shortest form of each, `\u00xx` for other controls.
    func expected(_ text: String) -> String {
      var out = "\""
      for scalar in text.unicodeScalars {
        switch scalar {
        case "\"": out += "\\\""
        case "\\": out += "\\\\"
        case "/" where escapesSlashes: out += "\\/"
        case "\u{8}": out += "\\b"
        case "\u{C}": out += "\\f"
        case "\n": out += "\\n"
        case "\r": out += "\\r"
        case "\t": out += "\\t"
        case "\u{0}"..."\u{1F}":
          let hex = String(scalar.value, radix: 16)
          out += "\\u00" + (hex.count == 1 ? "0" + hex : hex)
        default: out.unicodeScalars.append(scalar)
        }
      }
      return out + "\""
    }
    for _ in 0..<300 {
      var text = ""
      for _ in 0..<Int(random.next() % 12) {
        text += alphabet[Int(random.next() % UInt64(alphabet.count))]
      }
      var actual: [UInt8] = []
      Array(text.utf8).withUnsafeBufferPointer {
        JSONWriter.writeString($0, escapesSlashes: escapesSlashes, into: &actual)
      }
      #expect(actual.elementsEqual(expected(text).utf8), "\(text.debugDescription)")
      #expect(try JSONParser.parseValue(actual, in: 0..<actual.count) == .string(text))
    }
  }

  struct FormatCase: Sendable, CustomTestStringConvertible {
    var format: String
    var arguments: [String]
    var testDescription: String { "\(format) \(arguments)" }
  }

  @Test(arguments: [
    FormatCase(format: "%@ liked your photo", arguments: ["Ann"]),
    FormatCase(format: "%@ liked your photo", arguments: ["Ann", "extra"]),
    FormatCase(format: "%@ liked your photo", arguments: []),
    FormatCase(format: "%@%% of %@", arguments: ["50", "goal"]),
    FormatCase(format: "100%%", arguments: []),
    FormatCase(format: "%2$@ from %1$@", arguments: ["$5", "Bo"]),
    FormatCase(format: "%d items %@", arguments: ["3", "x"]),
    FormatCase(format: "%@#%@", arguments: ["a", "b"]),
    FormatCase(format: "ends with %", arguments: []),
    FormatCase(format: "", arguments: []),
  ])
  func checkFormatAgreesWithCompiledFormat(_ c: FormatCase) {
    let compiled = FormatString.parse(c.format).compiled
    var buffer: [UInt8] = []
    let clean = compiled.expand(into: &buffer, arguments: c.arguments)
    let check = CheckFormat(c.format)
    var bytes: [UInt8] = []
    var ranges: [Range<Int>] = []
    for argument in c.arguments {
      let start = bytes.count
      bytes += Array(argument.utf8)
      ranges.append(start..<bytes.count)
    }
    let ok = buffer.withUnsafeBufferPointer { text in
      bytes.withUnsafeBufferPointer { check.expands(to: text, arguments: ranges, in: $0) }
    }
    #expect(ok == clean)
    // A different text never passes.
    let other = buffer + [0x21]
    let otherOK = other.withUnsafeBufferPointer { text in
      bytes.withUnsafeBufferPointer { check.expands(to: text, arguments: ranges, in: $0) }
    }
    #expect(!otherOK)
  }
}
