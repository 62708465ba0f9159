import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// Helpers shared by the editor and writer tests.
enum EditorTestSupport {
  /// The folder `Tests`.
  static let tests: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url
  }()

  /// The folder `Tests/Fixtures/StringsEditor`.
  static let fixtures = tests.appendingPathComponent("Fixtures/StringsEditor").path

  /// Every `.strings` file under a folder, recursively, sorted.
  static func stringsFiles(under folder: URL) -> [String] {
    guard
      let walker = FileManager.default.enumerator(
        at: folder, includingPropertiesForKeys: nil)
    else { return [] }
    var paths: [String] = []
    for case let url as URL in walker where url.pathExtension == "strings" {
      paths.append(url.path)
    }
    return paths.sorted()
  }

  static func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static func editor(_ text: String, encoding: TextEncoding = .utf8(bom: false)) throws
    -> StringsEditor
  {
    StringsEditor(try StringsFile.parse(encoding.encode(Array(text.utf8)), path: "t.strings"))
  }

  /// The edited text as a string (UTF-8, no BOM).
  static func text(_ editor: StringsEditor) -> String {
    String(decoding: editor.text, as: UTF8.self)
  }

  /// The lengths of the longest common prefix and of the longest common suffix of two byte
  /// arrays, each found on its own (they overlap when the edit lies in repeated text).
  static func commonEnds(_ old: [UInt8], _ new: [UInt8]) -> (prefix: Int, suffix: Int) {
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count, suffix < new.count,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    return (prefix, suffix)
  }

  /// Key and ranges of each entry, to compare the editor's bookkeeping with a fresh parse.
  static func shape(_ entries: [StringsEntry]) -> [String] {
    entries.map {
      "\($0.key) k\($0.keyRange) v\(String(describing: $0.valueRange)) r\($0.range) "
        + "c\(String(describing: $0.commentRange))"
    }
  }

  /// A table without its key order.
  static func unordered(_ table: PlistDictionary) -> [String: PlistValue] {
    var result: [String: PlistValue] = [:]
    for (key, value) in table { result[key] = value }
    return result
  }

  /// Scalars of a string (to compare without canonical equivalence).
  static func scalars(_ string: String) -> [UInt32] { string.unicodeScalars.map(\.value) }

  /// The value Foundation reads for `key`, or nil.
  static func foundationValue(_ bytes: [UInt8], key: String) -> String? {
    let plist = try? PropertyListSerialization.propertyList(
      from: Data(bytes), options: [], format: nil)
    return (plist as? [String: Any])?[key] as? String
  }

  /// A deterministic generator (SplitMix64).
  struct Random {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    mutating func below(_ bound: Int) -> Int { Int(next() % UInt64(bound)) }
  }
}

/// Parse-then-write gives back the same bytes; edits change only the bytes involved and keep
/// the entry ranges in step with a fresh parse.
@Suite struct StringsEditorTests {
  struct Fixture: Sendable, CustomTestStringConvertible {
    var path: String
    var testDescription: String {
      path.components(separatedBy: "/").suffix(3).joined(separator: "/")
    }
  }

  /// Every `.strings` file of the repository's tests and sample bundle.
  static let fixtures: [Fixture] = {
    let tests = EditorTestSupport.tests
    let root = tests.deletingLastPathComponent()
    let folders = [
      tests.appendingPathComponent("Fixtures/Strings"),
      tests.appendingPathComponent("Fixtures/StringsEditor"),
      root.appendingPathComponent("Localizable"),
    ]
    return folders.flatMap(EditorTestSupport.stringsFiles).map(Fixture.init)
  }()

  @Test func fixturesExist() {
    #expect(Self.fixtures.count >= 25)
  }

  @Test(arguments: fixtures) func untouchedIsIdentical(_ fixture: Fixture) throws {
    let bytes = try EditorTestSupport.read(fixture.path)
    let editor = StringsEditor(try StringsFile.parse(bytes, path: fixture.path))
    #expect(editor.bytes() == bytes)
    #expect(!editor.hasChanges)
    // The re-encoding path (taken after an edit) is lossless too.
    #expect(editor.style.encoding.encode(editor.text) == bytes)
  }

  @Test(arguments: fixtures) func settingTheSameValueChangesNothing(_ fixture: Fixture) throws {
    let bytes = try EditorTestSupport.read(fixture.path)
    let file = try StringsFile.parse(bytes, path: fixture.path)
    var editor = StringsEditor(file)
    for (key, value) in file.table {
      guard case .string(let string) = value else { continue }
      try editor.setValue(string, forKey: key)
    }
    #expect(editor.bytes() == bytes)
  }

  @Test(arguments: fixtures) func editsTouchOnlyTheirEntry(_ fixture: Fixture) throws {
    let bytes = try EditorTestSupport.read(fixture.path)
    let file = try StringsFile.parse(bytes, path: fixture.path)
    var random = EditorTestSupport.Random(state: UInt64(bytes.count))
    let keys = Array(Set(file.entries.map(\.key))).sorted()
    guard !keys.isEmpty else { return }
    for _ in 0..<min(6, keys.count) {
      let key = keys[random.below(keys.count)]
      try checkSetValue(file, key: key, path: fixture.path)
      try checkRemove(file, key: key, path: fixture.path)
      try checkInsert(file, after: key, path: fixture.path)
    }
    try checkInsert(file, after: nil, path: fixture.path)
  }

  /// Reparses the edited bytes: same entries and ranges as the editor keeps, and the table
  /// Foundation reads (when it can read the encoding).
  private func checkReparse(_ editor: StringsEditor, expected: PlistDictionary, path: String)
    throws
  {
    let bytes = editor.bytes()
    let reparsed = try StringsFile.parse(bytes, path: path)
    #expect(EditorTestSupport.shape(reparsed.entries) == EditorTestSupport.shape(editor.entries))
    #expect(EditorTestSupport.unordered(reparsed.table) == EditorTestSupport.unordered(expected))
    switch editor.style.encoding {
    case .utf16LE(bom: false), .utf16BE(bom: false): break
    default:
      #expect(StringsTestSupport.foundation(bytes) == StringsTestSupport.locpack(bytes))
    }
  }

  private func checkSetValue(_ file: StringsFile, key: String, path: String) throws {
    guard let entry = file.entries.last(where: { $0.key == key }), entry.value.stringValue != nil
    else { return }
    var editor = StringsEditor(file)
    let value = "new \"value\" for \(key)\n\u{1F600}"
    try editor.setValue(value, forKey: key)
    let (prefix, suffix) = EditorTestSupport.commonEnds(file.source.utf8, editor.text)
    let window = entry.valueRange ?? entry.keyRange.upperBound..<entry.keyRange.upperBound
    #expect(prefix >= window.lowerBound, "\(key)")
    #expect(file.source.utf8.count - suffix <= window.upperBound, "\(key)")
    // Everything outside the value token is unchanged, byte for byte.
    let old = file.source.utf8
    let delta = editor.text.count - old.count
    #expect(editor.text[..<window.lowerBound] == old[..<window.lowerBound])
    #expect(editor.text[(window.upperBound + delta)...] == old[window.upperBound...])
    var expected = file.table
    expected[key] = .string(value)
    try checkReparse(editor, expected: expected, path: path)
  }

  private func checkRemove(_ file: StringsFile, key: String, path: String) throws {
    var editor = StringsEditor(file)
    try editor.remove(key: key)
    let old = file.source.utf8
    let new = editor.text
    if new == editor.style.lineEnding.bytes {
      // The file held only this entry; an empty file would not load, so one line break stays.
      #expect(editor.entries.isEmpty)
      return
    }
    let (prefix, suffix) = EditorTestSupport.commonEnds(old, new)
    // A pure deletion of `length` bytes at some offset between these bounds (a deletion in
    // repeated text can be placed several ways); one placement must spare every other entry.
    let length = old.count - new.count
    try #require(length > 0 && prefix + suffix >= new.count)
    let placements = max(0, old.count - length - suffix)...min(prefix, old.count - length)
    let spared = placements.contains { start in
      let removed = start..<(start + length)
      return file.entries.allSatisfy { entry in
        let first = entry.commentRange?.lowerBound ?? entry.range.lowerBound
        return entry.key == key || entry.range.upperBound <= removed.lowerBound
          || first >= removed.upperBound
      }
    }
    #expect(spared, "removing \(key) touched another entry")
    var expected = file.table
    expected[key] = nil
    if editor.entries.isEmpty {
      // Only what followed the table is left (in a file Foundation truncates, that may not
      // parse at all).
      #expect((try? StringsFile.parse(editor.bytes(), path: path))?.entries.isEmpty ?? true)
    } else {
      try checkReparse(editor, expected: expected, path: path)
    }
  }

  private func checkInsert(_ file: StringsFile, after: String?, path: String) throws {
    var editor = StringsEditor(file)
    let key = "INSERTED_\(after ?? "END")"
    let value = "inserted: 'x' \\ \"y\" % /* // \u{2028}"
    try editor.insert(key: key, value: value, comment: "A comment */ with an end", after: after)
    let old = file.source.utf8
    let (prefix, suffix) = EditorTestSupport.commonEnds(old, editor.text)
    #expect(prefix + suffix >= old.count, "only insertions")
    #expect(editor.text.count > old.count)
    var expected = file.table
    expected[key] = .string(value)
    try checkReparse(editor, expected: expected, path: path)
    let inserted = try #require(
      try StringsFile.parse(editor.bytes(), path: path).entries.first { $0.key == key })
    let comment =
      editor.style.commentForm == .block ? "A comment * / with an end" : "A comment */ with an end"
    #expect(inserted.comment == comment)
    if let after, let index = editor.entries.firstIndex(where: { $0.key == key }) {
      #expect(index > 0 && editor.entries[index - 1].key == after)
    }
  }

  /// An entry appended to a table that ends inside an unterminated comment is not swallowed.
  ///
  /// A table of comments only may end inside an unterminated `/*`, which the reader accepts:
  /// an entry appended there would be part of the comment (the `catalog-edit` fuzz target's
  /// first finding). The comment is closed on a line of its own first.
  @Test(arguments: [
    ("// a\n/* open", "// a\n/* open\n*/\n\n\"NEW\" = \"v\";"),
    ("/* open\n\"B\" = \"x\";\n", "/* open\n\"B\" = \"x\";\n\n*/\n\n\"NEW\" = \"v\";"),
    ("/*/", "/*/\n*/\n\n\"NEW\" = \"v\";"),
    ("/* a */ /* b *", "/* a */ /* b *\n*/\n\n\"NEW\" = \"v\";"),
    ("/* closed */\n", "/* closed */\n\n\"NEW\" = \"v\";\n"),
  ])
  func insertingAfterAnUnterminatedCommentClosesIt(text: String, edited: String) throws {
    let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
    #expect(file.entries.isEmpty)
    var editor = StringsEditor(file)
    try editor.insert(key: "NEW", value: "v", comment: nil)
    #expect(String(decoding: editor.bytes(), as: UTF8.self) == edited)
    #expect(editor.bytes().starts(with: text.utf8), "only appended")
    let back = try StringsFile.parse(editor.bytes(), path: "t.strings")
    #expect(back.table == PlistDictionary([("NEW", .string("v"))]))
    #expect(back.entries.map(\.key) == ["NEW"])
  }

  /// An entry is never appended after a quoted string that runs to the end of the file.
  ///
  /// The reader forgives such a string as an array's last element (`"B" = (x, ");`), as
  /// Foundation does; a quote appended after it would close it and change how the whole
  /// entry reads (the `catalog-edit` fuzz target's second finding). The insertion is refused
  /// at the quote; one before it is fine.
  @Test func insertingAfterAnUnterminatedQuoteIsRefused() throws {
    let text = "\"A\" = \"0\";\n\"B\" = (x, \");\n"
    let file = try StringsFile.parse(Array(text.utf8), path: "t.strings")
    #expect(file.entries.map(\.key) == ["A", "B"])
    var editor = StringsEditor(file)
    #expect(throws: StringsEditError.unterminatedQuote(at: file.source.location(at: 21))) {
      try editor.insert(key: "NEW", value: "v", comment: "c")
    }
    #expect(editor.bytes() == Array(text.utf8), "nothing changed")
    try editor.insert(key: "NEW", value: "v", comment: nil, after: "A")
    let back = try StringsFile.parse(editor.bytes(), path: "t.strings")
    #expect(back.entries.map(\.key) == ["A", "NEW", "B"])
    #expect(back.table["NEW"] == .string("v"))
    #expect(throws: StringsEditError.self) {
      try editor.insert(key: "LAST", value: "v", comment: nil)
    }
  }

  // MARK: - Generated corpora

  /// Tables straight from `gen_strings.py` (UTF-8 and UTF-16, LF and CRLF): identity, and
  /// one edit of each kind read back by Foundation.
  @Test(
    .enabled(if: SharedCorpus.has("gen_strings.py"), SharedCorpus.skipReason),
    arguments: [false, true])
  func generatedCorpora(crlf: Bool) throws {
    let generator = try #require(StringsCorpusTests.generator())
    let out = FileManager.default.temporaryDirectory.appendingPathComponent(
      "locpack-editor-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: out) }
    let status = try SharedCorpus.runPython(
      [
        generator, "tree", "--out", out.path, "--locales", "6", "--keys", "60", "--utf16",
        "--seed", crlf ? "11" : "5",
      ] + (crlf ? ["--crlf"] : []))
    try #require(status == 0)
    let paths = EditorTestSupport.stringsFiles(under: out)
    #expect(paths.count == 12)
    for path in paths {
      let bytes = try EditorTestSupport.read(path)
      let file = try StringsFile.parse(bytes, path: path)
      var editor = StringsEditor(file)
      #expect(editor.bytes() == bytes, "\(path)")
      #expect(editor.style.lineEnding == (crlf ? .crlf : .lf), "\(path)")
      let keys = file.entries.map(\.key)
      try editor.setValue("changed ✓", forKey: keys[3])
      try editor.remove(key: keys[5])
      try editor.insert(key: "NEW_KEY", value: "新しい \"値\"", comment: "added", after: keys[7])
      let edited = editor.bytes()
      #expect(EditorTestSupport.foundationValue(edited, key: keys[3]) == "changed ✓")
      #expect(EditorTestSupport.foundationValue(edited, key: keys[5]) == nil)
      #expect(EditorTestSupport.foundationValue(edited, key: "NEW_KEY") == "新しい \"値\"")
      #expect(StringsTestSupport.foundation(edited) == StringsTestSupport.locpack(edited))
    }
  }

  // MARK: - Refused edits

  struct NonString: Sendable, CustomTestStringConvertible {
    var key: String
    var found: String
    var testDescription: String { key }
  }

  @Test(arguments: [
    NonString(key: "LIST", found: "an array"), NonString(key: "DICT", found: "a dictionary"),
    NonString(key: "DATA", found: "data"),
  ])
  func nonStringValuesAreRefused(_ testCase: NonString) throws {
    let text = """
      "LIST" = ("a", "b");
      "DICT" = { k = v; };
      "DATA" = <0fa1>;

      """
    var editor = try EditorTestSupport.editor(text)
    let error = #expect(throws: StringsEditError.self) {
      try editor.setValue("x", forKey: testCase.key)
    }
    guard case .notAString(let key, let found, let at) = error else {
      Issue.record("unexpected \(String(describing: error))")
      return
    }
    #expect(key == testCase.key && found == testCase.found)
    let line = ["LIST": 1, "DICT": 2, "DATA": 3][testCase.key]
    #expect(at.line == line && at.column == 10)
    #expect(error?.id == "strings.edit-not-a-string")
    #expect(editor.bytes() == Array(text.utf8))
    // Removing such an entry is fine.
    try editor.remove(key: testCase.key)
    #expect(try StringsFile.parse(editor.bytes(), path: "t").table[testCase.key] == nil)
  }

  @Test func missingKeysAndDuplicatesAreRefused() throws {
    let text = "\"A\" = \"1\";\n\"B\" = \"2\";\n"
    var editor = try EditorTestSupport.editor(text)
    #expect(throws: StringsEditError.keyNotFound(key: "Z")) {
      try editor.setValue("x", forKey: "Z")
    }
    #expect(throws: StringsEditError.keyNotFound(key: "Z")) { try editor.remove(key: "Z") }
    #expect(throws: StringsEditError.anchorNotFound(key: "Z")) {
      try editor.insert(key: "N", value: "n", comment: nil, after: "Z")
    }
    let duplicate = #expect(throws: StringsEditError.self) {
      try editor.insert(key: "B", value: "n", comment: nil)
    }
    #expect(duplicate?.location?.line == 2)
    #expect(
      duplicate?.description
        == "t.strings:2:1: error: the table already has an entry 'B' [strings.edit-duplicate-key]")
    #expect(!editor.hasChanges)
    #expect(editor.bytes() == Array(text.utf8))
  }

  @Test func setValueChangesTheLastDefinition() throws {
    var editor = try EditorTestSupport.editor("\"A\" = \"1\";\n\"A\" = \"2\";\n")
    try editor.setValue("3", forKey: "A")
    #expect(EditorTestSupport.text(editor) == "\"A\" = \"1\";\n\"A\" = \"3\";\n")
    try editor.insert(key: "B", value: "b", comment: nil, after: "A")
    #expect(EditorTestSupport.text(editor) == "\"A\" = \"1\";\n\"A\" = \"3\";\n\"B\" = \"b\";\n")
    try editor.remove(key: "A")
    #expect(EditorTestSupport.text(editor) == "\"B\" = \"b\";\n")
  }

  @Test func manyEditsKeepRangesInStep() throws {
    var editor = try EditorTestSupport.editor("/* Header */\n\n\"K0\" = \"v\";\n")
    var random = Random(state: 99)
    var live = ["K0"]
    for step in 1...120 {
      switch random.below(3) {
      case 0:
        let key = "K\(step)"
        let after = live.isEmpty || random.below(4) == 0 ? nil : live[random.below(live.count)]
        try editor.insert(
          key: key, value: "v\(step)\n", comment: step % 2 == 0 ? "c\(step)" : nil, after: after)
        live.append(key)
      case 1 where !live.isEmpty:
        try editor.setValue("s\(step) \"q\"", forKey: live[random.below(live.count)])
      default:
        guard !live.isEmpty else { continue }
        let key = live.remove(at: random.below(live.count))
        try editor.remove(key: key)
      }
      let reparsed = try StringsFile.parse(editor.bytes(), path: "t.strings")
      #expect(EditorTestSupport.shape(reparsed.entries) == EditorTestSupport.shape(editor.entries))
      #expect(Set(reparsed.entries.map(\.key)) == Set(live))
    }
  }

  typealias Random = EditorTestSupport.Random
}
