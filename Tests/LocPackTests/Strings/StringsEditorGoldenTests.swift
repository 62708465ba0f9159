import Foundation
import Testing

@testable import LocPack

/// Edits of `Tests/Fixtures/StringsEditor/<case>.strings` against
/// `<case>.expected.strings`, byte for byte.
///
/// `LOCPACK_RECORD=1 swift test --filter StringsEditorGoldenTests` rewrites the expected
/// files and fails each rewritten case, so that the diff gets reviewed.
@Suite struct StringsEditorGoldenTests {
  enum Edit: Sendable {
    case set(String, String)
    case insert(String, String, comment: String?, after: String? = nil)
    case remove(String)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var edits: [Edit]
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "xcode-insert-end", edits: [.insert("NEW", "New \"one\"", comment: "Added")]),
    Case(
      name: "xcode-insert-after",
      edits: [.insert("NEW", "New", comment: "Added", after: "GREETING")]),
    Case(
      name: "crlf-insert-after",
      edits: [.insert("NEW", "Line 1\nLine 2", comment: "Two\nlines", after: "GREETING")]),
    Case(
      name: "compact-unquoted-insert",
      edits: [
        .insert("NEW_KEY", "New", comment: nil, after: "BYE"),
        .insert("needs quotes", "x", comment: nil),
      ]),
    Case(
      name: "line-comments-insert",
      edits: [.insert("NEW", "New", comment: "First line\nsecond line", after: "GREETING")]),
    Case(name: "braced-insert-end", edits: [.insert("NEW", "New", comment: "Added")]),
    Case(name: "braced-empty-insert", edits: [.insert("NEW", "New", comment: nil)]),
    Case(name: "no-trailing-newline-insert", edits: [.insert("NEW", "New", comment: "Added")]),
    Case(name: "same-line-insert-after", edits: [.insert("NEW", "New", comment: nil, after: "A")]),
    Case(
      name: "trailing-comment-insert-after",
      edits: [.insert("NEW", "New", comment: "Added", after: "A")]),
    Case(name: "header-only-insert", edits: [.insert("NEW", "New", comment: "Added")]),
    Case(name: "single-quotes-insert", edits: [.insert("NEW", "it's \"new\"", comment: nil)]),
    Case(name: "remove-middle", edits: [.remove("B")]),
    Case(name: "remove-last", edits: [.remove("B")]),
    Case(name: "remove-last-no-newline", edits: [.remove("B")]),
    Case(name: "remove-first-after-header", edits: [.remove("A")]),
    Case(name: "remove-duplicates", edits: [.remove("A")]),
    Case(name: "remove-same-line", edits: [.remove("B"), .remove("A")]),
    Case(
      name: "set-values",
      edits: [
        .set("QUOTED", "new \"quoted\""), .set("SINGLE", "it's"), .set("UNQUOTED", "new.value"),
        .set("UNQUOTED_TO_QUOTED", "two words"), .set("KEY_ONLY", "now a value"),
        .set("DUP", "last wins"),
      ]),
    Case(
      name: "mixed-edits",
      edits: [
        .set("A", "one"), .remove("B"), .insert("D", "4", comment: "D", after: "A"),
        .insert("E", "5", comment: "E"), .set("D", "four"),
      ]),
    Case(
      name: "utf16le-crlf-insert",
      edits: [.insert("NEW", "Nouveau 😀", comment: "Ajouté", after: "GREETING")]),
    Case(name: "unterminated-comment-insert", edits: [.insert("NEW", "New", comment: nil)]),
    Case(
      name: "utf16be-set-remove", edits: [.set("GREETING", "Salut « toi »"), .remove("BYE")]),
  ]

  @Test func everyFixtureHasACase() throws {
    let names = try FileManager.default.contentsOfDirectory(atPath: EditorTestSupport.fixtures)
    let inputs = Set(
      names.filter { $0.hasSuffix(".strings") && !$0.hasSuffix(".expected.strings") }
        .map { String($0.dropLast(".strings".count)) })
    #expect(inputs == Set(Self.cases.map(\.name)))
  }

  @Test(arguments: cases) func matchesGolden(_ testCase: Case) throws {
    let base = EditorTestSupport.fixtures + "/" + testCase.name
    let input = try EditorTestSupport.read(base + ".strings")
    let file = try StringsFile.parse(input, path: testCase.name)
    var editor = StringsEditor(file)
    var expected = EditorTestSupport.unordered(file.table)
    for edit in testCase.edits {
      switch edit {
      case .set(let key, let value):
        try editor.setValue(value, forKey: key)
        expected[key] = .string(value)
      case .insert(let key, let value, let comment, let after):
        try editor.insert(key: key, value: value, comment: comment, after: after)
        expected[key] = .string(value)
      case .remove(let key):
        try editor.remove(key: key)
        expected[key] = nil
      }
    }
    let output = editor.bytes()
    let goldenPath = base + ".expected.strings"
    if ProcessInfo.processInfo.environment["LOCPACK_RECORD"] == "1" {
      try Data(output).write(to: URL(fileURLWithPath: goldenPath))
      Issue.record("recorded \(goldenPath); review the diff and run again")
      return
    }
    let golden = try EditorTestSupport.read(goldenPath)
    #expect(output == golden, "\(String(decoding: editor.text, as: UTF8.self))")
    // The result reads as intended, by locpack and by Foundation, with no new kind of
    // diagnostic.
    let reparsed = try StringsFile.parse(output, path: testCase.name)
    #expect(EditorTestSupport.unordered(reparsed.table) == expected)
    #expect(reparsed.encoding == file.encoding)
    #expect(StringsTestSupport.foundation(output) == StringsTestSupport.locpack(output))
    let before = Set(file.diagnostics.map(\.id))
    #expect(Set(reparsed.diagnostics.map(\.id)).subtracting(before).isEmpty)
  }
}
