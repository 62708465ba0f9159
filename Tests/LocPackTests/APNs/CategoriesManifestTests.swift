import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct CategoriesManifestTests {
  static let sample = GoldenFile.fixtures.deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Resources/categories.json")

  static func parse(_ text: String) throws(CategoriesManifestError) -> (
    CategoriesManifest, [Diagnostic]
  ) {
    try CategoriesManifest.parse(Array(text.utf8), path: "c.json")
  }

  // MARK: - The sample

  @Test func sampleManifestParsesCleanly() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.sample))
    let (manifest, diagnostics) = try CategoriesManifest.parse(bytes, path: "categories.json")
    #expect(diagnostics.isEmpty, "\(diagnostics)")
    #expect(manifest.table == "Localizable")
    #expect(
      manifest.categories.map(\.identifier) == [
        "MESSAGE", "FRIEND_REQUEST", "ORDER", "MISSED_CALL",
      ])
    let message = try #require(manifest["MESSAGE"])
    #expect(message.options == [.hiddenPreviewsShowTitle])
    #expect(message.hiddenPreviewsBodyPlaceholderKey == "HIDDEN_PREVIEW_MESSAGE")
    #expect(message.actions.map(\.identifier) == ["REPLY", "LIKE", "MUTE", "DELETE"])
    #expect(
      message.actions[0].textInput
        == .init(buttonTitleKey: "REPLY_SEND", placeholderKey: "REPLY_PLACEHOLDER"))
    #expect(message.actions[0].icon == .system("arrowshape.turn.up.left"))
    #expect(message.actions[3].options == [.destructive])
    let cancel = try #require(manifest["ORDER"]?.actions[1])
    #expect(cancel.options == [.destructive, .authenticationRequired])
    #expect(cancel.location?.line == 45)
    #expect(manifest["order"] == nil, "identifiers are case-sensitive")
    #expect(manifest.keys.contains("ACTION_CALL_BACK"))
    #expect(manifest.keys.count == Set(manifest.keys).count)
    // Where lint points: each key's value, and the category's `actions` member.
    let place = { (location: LocPack.SourceLocation?) in location.map { [$0.line, $0.column] } }
    #expect(place(message.keyLocations["REPLY_SEND"]) == [13, 44])
    #expect(place(message.keyLocations["HIDDEN_PREVIEW_MESSAGE"]) == [8, 43])
    #expect(place(message.actionsLocation) == [9, 7])
    #expect(Set(message.keyLocations.keys) == Set(message.keys))
  }

  /// Every key the sample manifest names is in every localization of the sample bundle.
  @Test func sampleKeysExistInEveryLocalization() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.sample))
    let (manifest, _) = try CategoriesManifest.parse(bytes, path: "categories.json")
    let bundle = try AppBundle.load(
      at: Self.sample.deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Localizable").path)
    #expect(bundle.localizations.count == 8)
    for localization in bundle.localizations {
      let table = try #require(bundle.table(named: manifest.table, localization: localization))
      for key in manifest.keys {
        #expect(table[key] != nil, "\(key) in \(localization)")
      }
    }
  }

  // MARK: - Fatal errors

  struct FatalCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var id: String
    var line: Int
    var column: Int
    var testDescription: String { name }
  }

  static let fatalCases: [FatalCase] = [
    FatalCase(
      name: "trailing comma", text: "{\"categories\": [],}", id: "categories.trailing-comma",
      line: 1, column: 18),
    FatalCase(
      name: "unterminated", text: "{\n  \"categories\": [\n", id: "categories.unexpected-end",
      line: 3, column: 1),
    FatalCase(
      name: "array at top", text: "\n[1]", id: "categories.not-an-object", line: 2, column: 1),
    FatalCase(
      name: "no categories", text: "{\"table\": \"T\"}", id: "categories.missing-categories",
      line: 1, column: 1),
    FatalCase(
      name: "categories is an object", text: "{\n \"categories\": {}}",
      id: "categories.categories-not-an-array", line: 2, column: 16),
  ]

  @Test(arguments: fatalCases)
  func fatalError(_ test: FatalCase) {
    #expect {
      _ = try Self.parse(test.text)
    } throws: { error in
      guard let error = error as? CategoriesManifestError else { return false }
      return error.id == test.id && error.location.line == test.line
        && error.location.column == test.column && error.location.path == "c.json"
    }
  }

  // MARK: - Schema violations

  struct ViolationCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// A category array element or whole manifest; `↓` marks where each diagnostic lands.
    var text: String
    var ids: [String]
    /// The category identifiers kept, and their action identifiers.
    var kept: [String]
    var testDescription: String { name }
  }

  static func manifest(_ categories: String) -> String {
    "{\"categories\": [\n" + categories + "\n]}"
  }

  static let violationCases: [ViolationCase] = [
    ViolationCase(
      name: "category without identifier",
      text: manifest("↓{\"actions\": []}"), ids: ["categories.missing-field"], kept: []),
    ViolationCase(
      name: "identifier is a number",
      text: manifest("{\"identifier\": ↓7, \"actions\": []}"), ids: ["categories.wrong-type"],
      kept: []),
    ViolationCase(
      name: "empty identifier",
      text: manifest("{\"identifier\": ↓\"\", \"actions\": []}"), ids: ["categories.empty-value"],
      kept: []),
    ViolationCase(
      name: "category without actions",
      text: manifest("↓{\"identifier\": \"A\"}"), ids: ["categories.missing-field"], kept: ["A:"]),
    ViolationCase(
      name: "unknown category field",
      text: manifest("{\"identifier\": \"A\", ↓\"colour\": 1, \"actions\": []}"),
      ids: ["categories.unknown-field"], kept: ["A:"]),
    ViolationCase(
      name: "unknown category option",
      text: manifest("{\"identifier\": \"A\", \"options\": [↓\"loud\"], \"actions\": []}"),
      ids: ["categories.unknown-option"], kept: ["A:"]),
    ViolationCase(
      name: "duplicate category",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": []},\n↓{\"identifier\": \"A\", \"actions\": []}"),
      ids: ["categories.duplicate-category"], kept: ["A:"]),
    ViolationCase(
      name: "action without title key",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": [↓{\"identifier\": \"X\"}, "
          + "{\"identifier\": \"Y\", \"titleKey\": \"K\"}]}"),
      ids: ["categories.missing-field"], kept: ["A:Y"]),
    ViolationCase(
      name: "duplicate action",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": [{\"identifier\": \"X\", \"titleKey\": \"K\"}, "
          + "↓{\"identifier\": \"X\", \"titleKey\": \"L\"}]}"),
      ids: ["categories.duplicate-action"], kept: ["A:X"]),
    ViolationCase(
      name: "action option unknown and repeated",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": [{\"identifier\": \"X\", \"titleKey\": \"K\", "
          + "\"options\": [↓\"red\", \"destructive\", ↓\"destructive\", ↓3]}]}"),
      ids: ["categories.unknown-option", "categories.duplicate-option", "categories.wrong-type"],
      kept: ["A:X"]),
    ViolationCase(
      name: "text input without button title",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": [{\"identifier\": \"X\", \"titleKey\": \"K\", "
          + "\"textInput\": ↓{\"placeholderKey\": \"P\"}}]}"),
      ids: ["categories.missing-field"], kept: ["A:X"]),
    ViolationCase(
      name: "icon with two names",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": [{\"identifier\": \"X\", \"titleKey\": \"K\", "
          + "\"icon\": ↓{\"systemImageName\": \"a\", \"templateImageName\": \"b\"}}]}"),
      ids: ["categories.invalid-icon"], kept: ["A:X"]),
    ViolationCase(
      name: "eleven actions",
      text: manifest(
        "{\"identifier\": \"A\", \"actions\": ↓["
          + (0..<11).map { "{\"identifier\": \"X\($0)\", \"titleKey\": \"K\"}" }
          .joined(separator: ",") + "]}"),
      ids: ["categories.too-many-actions"],
      kept: ["A:" + (0..<11).map { "X\($0)" }.joined(separator: ",")]),
    ViolationCase(
      name: "unknown top-level field and bad table",
      text: "{↓\"version\": 2, \"table\": ↓\"\", \"categories\": []}",
      ids: ["categories.unknown-field", "categories.empty-value"], kept: []),
    ViolationCase(
      name: "duplicate JSON key is a warning",
      text: manifest("{\"identifier\": \"A\", ↓\"identifier\": \"B\", \"actions\": []}"),
      ids: ["categories.duplicate-key"], kept: ["B:"]),
  ]

  @Test(arguments: violationCases)
  func violation(_ test: ViolationCase) throws {
    let (text, markers) = Self.unmark(test.text)
    let (manifest, diagnostics) = try Self.parse(text)
    #expect(diagnostics.map(\.id) == test.ids)
    let source = SourceFile(path: "c.json", utf8: Array(text.utf8))
    #expect(diagnostics.compactMap(\.location) == markers.map { source.location(at: $0) })
    let kept = manifest.categories.map {
      $0.identifier + ":" + $0.actions.map(\.identifier).joined(separator: ",")
    }
    #expect(kept == test.kept)
    for diagnostic in diagnostics where diagnostic.id != "categories.duplicate-key" {
      #expect(diagnostic.severity == .error)
    }
  }

  @Test func duplicateCategoryPointsAtTheFirst() throws {
    let text = Self.manifest(
      "{\"identifier\": \"A\", \"actions\": []},\n{\"identifier\": \"A\", \"actions\": []}")
    let (_, diagnostics) = try Self.parse(text)
    let note = try #require(diagnostics.first?.notes.first)
    #expect(note.location?.line == 2)
    #expect(note.location?.column == 1)
    #expect(diagnostics.first?.location?.line == 3)
  }

  /// Text without `↓` markers, and the byte offset of each marker.
  static func unmark(_ marked: String) -> (String, [Int]) {
    var bytes: [UInt8] = []
    var offsets: [Int] = []
    let marker = Array("↓".utf8)
    let input = Array(marked.utf8)
    var index = 0
    while index < input.count {
      if index + marker.count <= input.count, Array(input[index..<index + marker.count]) == marker {
        offsets.append(bytes.count)
        index += marker.count
      } else {
        bytes.append(input[index])
        index += 1
      }
    }
    return (String(decoding: bytes, as: UTF8.self), offsets)
  }

  // MARK: - Robustness

  @Test(arguments: [
    "", "{", "null", "{\"categories\": [null, 1, \"x\", [], {}]}",
    "{\"categories\": [{\"identifier\": \"A\", \"actions\": [null, {\"textInput\": 1, \"icon\": []}]}]}",
    String(repeating: "[", count: 600),
  ])
  func neverCrashes(_ text: String) {
    _ = try? Self.parse(text)
  }

  @Test func everyPrefixOfTheSampleIsHandled() throws {
    let bytes = try [UInt8](Data(contentsOf: Self.sample))
    var failures = 0
    var prefixes = 0
    for end in stride(from: 0, to: bytes.count, by: 7) {
      prefixes += 1
      do {
        _ = try CategoriesManifest.parse(Array(bytes[0..<end]), path: "p.json")
      } catch {
        failures += 1
      }
    }
    #expect(failures == prefixes, "every proper prefix of an object is incomplete")
  }
}
