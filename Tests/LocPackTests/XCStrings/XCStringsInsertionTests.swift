import Foundation
import Testing

@testable import LocPack

@Suite struct XCStringsInsertionTests {
  // MARK: - Support

  static func unit(_ value: String, _ state: String = "translated") -> XCStringsStringUnit {
    XCStringsStringUnit(state: state, value: value)
  }

  /// A push key as the optimizer adds it: manual, commented, in English and German.
  static func push(_ key: String) -> XCStringsNewEntry {
    XCStringsNewEntry(
      key: key, comment: "Push: \(key)",
      units: ["en": unit("EN \(key)"), "de": unit("DE \(key)", "needs_review")])
  }

  /// A key that is never translated: every language shows the English value.
  static let brand = XCStringsNewEntry(
    key: "PushBrand", comment: "Product name in push titles", shouldTranslate: false,
    units: ["en": unit("PushBrand")])

  /// A key that needs escapes: quotes, backslash, newline, tab and an escape character; `/`
  /// and non-ASCII stay raw.
  static let escaped = XCStringsNewEntry(
    key: "Say \"hi\" / ñ\\\n", extractionState: nil,
    units: ["fr": unit("Dis « salut »\t/ \u{1B}[1m")])

  struct Insertion {
    var original: [UInt8]
    var plan: XCStringsInsertion.Plan
    var result: [UInt8]
    var text: String { String(decoding: result, as: UTF8.self) }
  }

  static func insert(_ entries: [XCStringsNewEntry], into name: String) throws -> Insertion {
    let original = try XCStringsFixtures.bytes(name)
    return try insert(entries, into: original, path: "\(name).xcstrings")
  }

  static func insert(
    _ entries: [XCStringsNewEntry], into original: [UInt8], path: String
  ) throws -> Insertion {
    let plan = try XCStringsInsertion.plan(entries, into: original, path: path)
    let result = try XCStringsInsertion.inserting(entries, into: original, path: path)
    #expect(result == plan.applied(to: original))
    return Insertion(original: original, plan: plan, result: result)
  }

  /// The ranges of the result that the edits inserted.
  static func insertedSpans(_ insertion: Insertion) -> [Range<Int>] {
    var shift = 0
    var spans: [Range<Int>] = []
    for edit in insertion.plan.edits {
      let start = edit.range.lowerBound + shift
      spans.append(start..<(start + edit.bytes.count))
      shift += edit.bytes.count - edit.range.count
    }
    return spans
  }

  /// The result without the inserted spans.
  static func removingSpans(_ spans: [Range<Int>], from bytes: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    var offset = 0
    for span in spans {
      output += bytes[offset..<span.lowerBound]
      offset = span.upperBound
    }
    output += bytes[offset...]
    return output
  }

  /// The keys written in one inserted span: the span, without the commas and whitespace at
  /// its ends, read as the members of an object.
  static func keys(inSpan bytes: ArraySlice<UInt8>) throws -> [String] {
    let trimmed: Set<UInt8> = [UInt8(ascii: " "), UInt8(ascii: "\n"), UInt8(ascii: ",")]
    var slice = bytes
    while let first = slice.first, trimmed.contains(first) { slice = slice.dropFirst() }
    while let last = slice.last, trimmed.contains(last) { slice = slice.dropLast() }
    let object = try JSONParser.parse(
      Array("{".utf8) + slice + Array("}".utf8), path: "span"
    ).value.objectValue
    return try #require(object).keys
  }

  /// The keys of `strings`, in file order.
  static func keys(_ bytes: [UInt8]) throws -> [String] {
    try XCStringsFile.parse(bytes, path: "keys").strings.map(\.key)
  }

  // MARK: - Untouched bytes

  struct Scenario: Sendable, CustomTestStringConvertible {
    var fixture: String
    var keys: [String]
    var testDescription: String { "\(fixture): \(keys.joined(separator: " | "))" }

    init(_ fixture: String, _ keys: String...) {
      self.fixture = fixture
      self.keys = keys
    }
  }

  static let scenarios: [Scenario] = [
    Scenario("finder-order", "[Alpha] Preview"),
    Scenario("finder-order", "Zoom call started"),
    Scenario("finder-order", "After 10 minutes", "after 45 minutes", "Item 3", "delete.confirm"),
    Scenario("finder-order", "[Alpha] Preview", "Item 3", "Item 4", "Zoom call started", "Zz"),
    Scenario("foundation-order", "Level 11", "alert.sound", "%@ joined", "Upgrade available"),
    Scenario("unknown-order", "inbox.archive", "zz.title"),
    Scenario("empty", "push.reminder"),
    Scenario("empty", "b", "a", "c"),
    Scenario("plain", "push.new-follower", "Item 3", "zzz"),
    Scenario("states", "Archive", "push.reminder.title"),
  ]

  @Test(arguments: scenarios)
  func bytesOutsideTheInsertedEntriesStayTheSame(_ scenario: Scenario) throws {
    let entries = scenario.keys.map(Self.push)
    let insertion = try Self.insert(entries, into: scenario.fixture)
    #expect(insertion.plan.edits.allSatisfy { $0.range.isEmpty })  // pure insertions
    let spans = Self.insertedSpans(insertion)
    #expect(Self.removingSpans(spans, from: insertion.result) == insertion.original)
    // The spans hold the new entries and nothing else.
    var inserted: [String] = []
    for span in spans { inserted += try Self.keys(inSpan: insertion.result[span]) }
    #expect(Set(inserted) == Set(scenario.keys))
    #expect(inserted.count == scenario.keys.count)
    // The result is a catalog with every old key, in its old order, and every new one.
    let keys = try Self.keys(insertion.result)
    let old = try Self.keys(insertion.original)
    #expect(keys.filter { !scenario.keys.contains($0) } == old)
    #expect(keys.count == old.count + scenario.keys.count)
  }

  @Test func noEntriesChangeNothing() throws {
    let insertion = try Self.insert([], into: "finder-order")
    #expect(insertion.result == insertion.original)
    #expect(insertion.plan.edits.isEmpty)
  }

  // MARK: - Order

  struct Placement: Sendable, CustomTestStringConvertible {
    var fixture: String
    var key: String
    /// The existing keys the new one must land between (`nil` at either end).
    var after: String?
    var before: String?
    var testDescription: String { "\(fixture): \(key)" }

    init(_ fixture: String, _ key: String, after: String?, before: String?) {
      self.fixture = fixture
      self.key = key
      self.after = after
      self.before = before
    }
  }

  static let placements: [Placement] = [
    // Finder order: digits as numbers, case ignored, punctuation before digits and letters.
    Placement("finder-order", "[Alpha] Preview", after: nil, before: "[Beta] Shared inbox"),
    Placement(
      "finder-order", "{{count}} new", after: "[Beta] Shared inbox", before: "{{sender}} replied"),
    Placement("finder-order", "After 1 minute", after: "• %lld unread", before: "After 5 minutes"),
    Placement(
      "finder-order", "After 10 minutes", after: "After 5 minutes", before: "After 30 minutes"),
    Placement("finder-order", "after 45 minutes", after: "After 30 minutes", before: "after hours"),
    Placement("finder-order", "delete.confirm", after: "Delete", before: "delivery.failed"),
    Placement("finder-order", "Item 3", after: "Item 2", before: "Item 10"),
    Placement("finder-order", "item 11", after: "Item 10", before: "MyMail"),
    Placement("finder-order", "welcome", after: "MyMail", before: "Welcome back"),
    Placement("finder-order", "Zoom call started", after: "Welcome back", before: nil),
    // The writer's order.
    Placement("foundation-order", "%@ joined", after: "", before: "%lld new messages"),
    Placement("foundation-order", "alert.sound", after: "alert.body", before: "Alert.title"),
    Placement("foundation-order", "Level 11", after: "Level 10", before: "OK"),
    Placement("foundation-order", "Upgrade available", after: "Settings", before: nil),
    // No known order: before the first key in file order that sorts after the new one.
    Placement("unknown-order", "inbox.archive", after: nil, before: "welcome.title"),
    Placement("unknown-order", "zz.title", after: "settings.title", before: nil),
  ]

  @Test(arguments: placements)
  func newKeyGoesWhereTheOrderPutsIt(_ placement: Placement) throws {
    let insertion = try Self.insert([Self.push(placement.key)], into: placement.fixture)
    let keys = try Self.keys(insertion.result)
    let position = try #require(keys.firstIndex(of: placement.key))
    #expect((position > 0 ? keys[position - 1] : nil) == placement.after)
    #expect((position + 1 < keys.count ? keys[position + 1] : nil) == placement.before)
  }

  @Test func keysInOneGapAreSortedAmongThemselves() throws {
    let added = ["Item 9", "Item 3", "item 4"]
    let insertion = try Self.insert(added.map(Self.push), into: "finder-order")
    let keys = try Self.keys(insertion.result)
    let start = try #require(keys.firstIndex(of: "Item 2"))
    #expect(
      Array(keys[start...(start + 4)]) == ["Item 2", "Item 3", "item 4", "Item 9", "Item 10"])
  }

  @Test(arguments: [
    ("finder-order", XCStringsKeyOrder.finder),
    ("unknown-order", .unknown),
    ("plain", .finder),
  ])
  func detectsTheOrderOfTheExistingKeys(_ fixture: String, _ order: XCStringsKeyOrder) throws {
    let keys = try Self.keys(try XCStringsFixtures.bytes(fixture))
    #expect(XCStringsKeyOrder.detect(keys) == order)
  }

  @Test func finderOrderIsNotCodePointOrder() throws {
    let keys = try Self.keys(try XCStringsFixtures.bytes("finder-order"))
    #expect(keys != keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) })
  }

  @Test func writerOrderIsDetectedAsAKnownOrder() throws {
    // On Linux `.sortedKeys` collates like Finder, so either order may be reported; new keys
    // land in the same place under both.
    let keys = try Self.keys(try XCStringsFixtures.bytes("foundation-order"))
    #expect([XCStringsKeyOrder.finder, .foundation].contains(XCStringsKeyOrder.detect(keys)))
    let sorted = JSONWriter.KeyOrder.foundation.sorted(keys.map { JSONMember($0, .null) })
    #expect(sorted.map(\.key) == keys)
  }

  @Test func fewerThanTwoKeysAreInOrder() {
    #expect(XCStringsKeyOrder.detect([]) == .finder)
    #expect(XCStringsKeyOrder.detect(["z"]) == .finder)
    #expect(XCStringsKeyOrder.detect(["b", "a"]) == .unknown)
  }

  /// Pairs in Finder order, modelled on neighbours seen in real catalogs.
  @Test(arguments: [
    ("After 5 minutes", "After 30 minutes"),
    ("item 2", "Item 10"),
    ("apple", "Banana"),
    ("Comment", "COMMENT"),
    ("Disable Checker", "Disable CSE"),
    ("cse", "CSE Settings"),
    (" Note", "-"),
    ("[DNF]", "{{name}}"),
    ("{{name}}", "%@"),
    ("%lld", "• Item"),
    ("• Item", "© 2024"),
    ("© 2024", "+2"),
    ("|", "0.5"),
    ("0.5", "2x2"),
    ("2x2", "Accessibility"),
  ])
  func finderComparison(_ lhs: String, _ rhs: String) {
    #expect(XCStringsKeyOrder.finderCompare(lhs, rhs) == .orderedAscending)
    #expect(XCStringsKeyOrder.finderCompare(rhs, lhs) == .orderedDescending)
    #expect(XCStringsKeyOrder.finderCompare(lhs, lhs) == .orderedSame)
  }

  // MARK: - Layout

  @Test func entryIsWrittenAsXcodeWritesIt() throws {
    let entry = XCStringsNewEntry(
      key: "push.brand", comment: "Brand name / product", shouldTranslate: false,
      units: ["zh-Hant": Self.unit("品牌"), "en": Self.unit("Brand"), "en-GB": Self.unit("Brand")])
    let insertion = try Self.insert([entry], into: "finder-order")
    let expected = """
          "MyMail" : {
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "MyMail"
                }
              }
            },
            "shouldTranslate" : false
          },
          "push.brand" : {
            "comment" : "Brand name / product",
            "extractionState" : "manual",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Brand"
                }
              },
              "en-GB" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Brand"
                }
              },
              "zh-Hant" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "品牌"
                }
              }
            },
            "shouldTranslate" : false
          },
          "Welcome back" : {
      """
    #expect(insertion.text.contains(expected), "\(insertion.text)")
  }

  @Test func emptyStringsGetTheEntriesInPlaceOfTheBlankLine() throws {
    let insertion = try Self.insert(
      [Self.brand, XCStringsNewEntry(key: "a", extractionState: nil)], into: "empty")
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "a" : {

          },
          "PushBrand" : {
            "comment" : "Product name in push titles",
            "extractionState" : "manual",
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "PushBrand"
                }
              }
            },
            "shouldTranslate" : false
          }
        },
        "version" : "1.0"
      }
      """
    #expect(insertion.text == expected)
  }

  @Test func lastKeyGetsAComma() throws {
    let insertion = try Self.insert([Self.push("zzz")], into: "unknown-order")
    #expect(insertion.text.contains("        }\n      }\n    },\n    \"zz"))
    #expect(insertion.text.hasSuffix("    }\n  },\n  \"version\" : \"1.0\"\n}"))
  }

  @Test func stringsAreEscapedAsTheWriterEscapesThem() throws {
    let insertion = try Self.insert([Self.escaped], into: "empty")
    #expect(insertion.text.contains(#"    "Say \"hi\" / ñ\\\n" : {"#))
    #expect(insertion.text.contains(#"            "value" : "Dis « salut »\t/ \u001b[1m""#))
    let catalog = try XCStringsFile.parse(insertion.result, path: "escaped")
    #expect(
      catalog[Self.escaped.key]?.localizations["fr"]?.stringUnit?.value
        == "Dis « salut »\t/ \u{1B}[1m")
  }

  @Test(arguments: [("finder-order", false), ("foundation-order", true), ("empty", false)])
  func finalNewlineIsKept(_ fixture: String, _ endsWithNewline: Bool) throws {
    let insertion = try Self.insert([Self.push("zzz"), Self.push("!")], into: fixture)
    #expect((insertion.original.last == UInt8(ascii: "\n")) == endsWithNewline)
    #expect((insertion.result.last == UInt8(ascii: "\n")) == endsWithNewline)
    #expect(insertion.result.suffix(2) == insertion.original.suffix(2))
  }

  @Test func otherLayoutsStillGiveACatalog() throws {
    let compact = Array(#"{"sourceLanguage":"en","strings":{},"version":"1.0"}"#.utf8)
    let one = try Self.insert([Self.push("b")], into: compact, path: "compact")
    #expect(try Self.keys(one.result) == ["b"])
    let inline = Array(#"{"sourceLanguage":"en","strings":{"b":{}},"version":"1.0"}"#.utf8)
    let two = try Self.insert([Self.push("a"), Self.push("c")], into: inline, path: "inline")
    #expect(try Self.keys(two.result) == ["a", "b", "c"])
  }

  // MARK: - Reading back

  @Test func insertedKeysReadBackWithTheirValues() throws {
    let insertion = try Self.insert(
      [Self.push("push.reminder"), Self.brand, Self.escaped], into: "finder-order")
    let catalog = try XCStringsFile.parse(insertion.result, path: "finder-order")
    #expect(!catalog.diagnostics.hasErrors, "\(catalog.diagnostics)")

    let reminder = try #require(catalog["push.reminder"])
    #expect(reminder.comment == "Push: push.reminder")
    #expect(reminder.extractionState == "manual")
    #expect(reminder.shouldTranslate == nil)
    #expect(reminder.localizations["de"]?.stringUnit?.state == "needs_review")
    #expect(reminder.localizations["en"]?.stringUnit?.value == "EN push.reminder")
    #expect(
      catalog.table(for: "en", name: "L")["push.reminder"]?.value == .text("EN push.reminder"))
    #expect(
      catalog.table(for: "de", name: "L")["push.reminder"]?.value == .text("DE push.reminder"))
    #expect(catalog.table(for: "fr", name: "L")["push.reminder"] == nil)

    let brand = try #require(catalog["PushBrand"])
    #expect(brand.shouldTranslate == false)
    #expect(brand.extractionState == "manual")
    for language in ["en", "de", "fr"] {
      #expect(catalog.table(for: language, name: "L")["PushBrand"]?.value == .text("PushBrand"))
    }
    #expect(catalog[Self.escaped.key]?.extractionState == nil)
  }

  /// Inserting into a catalog already in the writer's order gives what the writer writes.
  @Test(
    arguments: XCStringsFixtures.names + ["finder-order", "foundation-order"])
  func resultIsWhatTheWriterWrites(_ fixture: String) throws {
    let original = try XCStringsFixtures.bytes(fixture)
    let before = try XCStringsFile.parse(original, path: fixture)
    try #require(XCStringsWriter.write(before) == original)
    let entries = [
      Self.push("push.new-follower"), Self.push("[Alpha] Preview"), Self.push("Item 3"),
      Self.push("zzz"), Self.brand, Self.escaped,
    ].filter { before[$0.key] == nil }
    let insertion = try Self.insert(entries, into: original, path: fixture)
    let after = try XCStringsFile.parse(insertion.result, path: fixture)
    let rewritten = XCStringsWriter.write(after)
    #expect(rewritten == insertion.result, "\(String(decoding: rewritten, as: UTF8.self))")
  }

  // MARK: - Errors

  struct Failure: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var keys: [String]
    var id: String
    var line: Int
    var column: Int
    var testDescription: String { name }

    init(
      _ name: String, _ text: String, keys: [String] = ["new"], _ id: String, _ line: Int,
      _ column: Int
    ) {
      self.name = name
      self.text = text
      self.keys = keys
      self.id = id
      self.line = line
      self.column = column
    }
  }

  static let catalogText = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "Done" : {

        }
      },
      "version" : "1.0"
    }
    """

  static let failures: [Failure] = [
    Failure("empty file", "", "json.unexpected-end", 1, 1),
    Failure("not JSON", "\"sourceLanguage\" = \"en\";", "json.trailing-garbage", 1, 18),
    Failure("trailing comma", "{\n  \"strings\" : {\n\n  },\n}", "json.trailing-comma", 4, 4),
    Failure("top level is an array", "[\n\n]", "xcstrings.wrong-type", 1, 1),
    Failure("top level is a string", "\n  \"strings\"", "xcstrings.wrong-type", 2, 3),
    Failure(
      "no strings", "{\n  \"sourceLanguage\" : \"en\",\n  \"version\" : \"1.0\"\n}",
      "xcstrings.missing-strings", 1, 1),
    Failure(
      "strings is an array", "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : [\n\n  ]\n}",
      "xcstrings.wrong-type", 3, 15),
    Failure("key exists", catalogText, keys: ["Done"], "xcstrings.key-exists", 4, 5),
    Failure("key given twice", catalogText, keys: ["a", "b", "a"], "xcstrings.key-exists", 3, 3),
  ]

  @Test(arguments: failures)
  func malformedCatalogsAndDuplicateKeysFailWithALocation(_ failure: Failure) throws {
    let entries = failure.keys.map(Self.push)
    let error = #expect(throws: XCStringsError.self) {
      try XCStringsInsertion.inserting(entries, into: Array(failure.text.utf8), path: "C.xcstrings")
    }
    let location = try #require(error?.location)
    #expect(error?.id == failure.id)
    #expect(location.path == "C.xcstrings")
    #expect(location.line == failure.line)
    #expect(location.column == failure.column)
    #expect(
      error?.description.hasPrefix("C.xcstrings:\(failure.line):\(failure.column): error:") == true)
  }

  @Test func messagesNameTheProblem() throws {
    let exists = #expect(throws: XCStringsError.self) {
      try XCStringsInsertion.inserting(
        [Self.push("Done")], into: Array(Self.catalogText.utf8), path: "C.xcstrings")
    }
    #expect(exists?.message == "the key 'Done' is already in the catalog")
    let array = #expect(throws: XCStringsError.self) {
      try XCStringsInsertion.inserting(
        [Self.push("x")], into: Array(#"{"strings":[]}"#.utf8), path: "C.xcstrings")
    }
    #expect(array?.message == "'strings' should be an object, not array")
  }
}
