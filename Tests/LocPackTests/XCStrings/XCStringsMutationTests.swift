import LocPackTestSupport
import Testing

@testable import LocPack

/// Seeded damage to real catalogs: reading, compiling, editing and writing must return a
/// value or a located error, never trap.
@Suite struct XCStringsMutationTests {
  /// Everything the catalog offers, exercised once.
  func exercise(_ catalog: XCStringsFile) {
    var catalog = catalog
    for language in catalog.localizations() {
      let table = catalog.table(for: language, name: "L")
      for key in table.keys {
        if case .stringsDict(let entry) = table[key]?.value {
          _ = entry.resolve(count: 3, locale: language)
        }
      }
    }
    for entry in catalog.strings.prefix(3) {
      _ = catalog.location(ofKey: entry.key, localization: entry.languages.first)
      catalog.setValue("x", forKey: entry.key, localization: "de")
    }
    let written = XCStringsWriter.write(catalog)
    #expect((try? XCStringsFile.parse(written, path: "w")) != nil)
  }

  @Test(arguments: XCStringsFixtures.names)
  func damagedBytes(_ name: String) throws {
    let original = try XCStringsFixtures.bytes(name)
    guard !original.isEmpty else { return }
    var rng = SeededGenerator(seed: UInt64(original.count))
    let alphabet = Array("{}[]\",:\\ 0-1.eEtrufalsn%@#$\n".utf8) + [0xC3, 0xA9, 0xFF]
    for _ in 0..<30 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let position = Int.random(in: 0..<bytes.count, using: &rng)
        switch Int.random(in: 0..<3, using: &rng) {
        case 0: bytes[position] = alphabet.randomElement(using: &rng) ?? 0
        case 1: bytes.remove(at: position)
        default: bytes.insert(alphabet.randomElement(using: &rng) ?? 0, at: position)
        }
        if bytes.isEmpty { break }
      }
      do {
        exercise(try XCStringsFile.parse(bytes, path: name))
      } catch {
        #expect(error.location.line >= 1)
      }
    }
  }

  /// Replaces random values of the tree by values of other types (`"plural": 3`,
  /// `"argNum": {}`), so the schema checks see every wrong type.
  @Test(arguments: XCStringsFixtures.names)
  func confusedTypes(_ name: String) throws {
    let document = try JSONParser.parse(XCStringsFixtures.bytes(name), path: name)
    var rng = SeededGenerator(seed: 7 &+ UInt64(document.nodes.count))
    let replacements: [JSONValue] = [
      .null, true, 3, .number("-1"), "x", "%#@n@", [], .object([:]), .object(["other": 1]),
      .object(["stringUnit": .object(["value": 5])]),
    ]
    for _ in 0..<30 {
      var value = document.value
      for _ in 0..<Int.random(in: 1...3, using: &rng) {
        let replacement = replacements.randomElement(using: &rng) ?? .null
        value = replacingRandom(in: value, with: replacement, using: &rng)
      }
      let catalog = try XCStringsFile.parse(JSONWriter.pretty(value), path: name)
      for diagnostic in catalog.diagnostics where diagnostic.id.hasPrefix("xcstrings.") {
        #expect(diagnostic.location != nil, "\(diagnostic)")
      }
      exercise(catalog)
    }
  }

  func replacingRandom(
    in value: JSONValue, with replacement: JSONValue, using rng: inout SeededGenerator
  ) -> JSONValue {
    guard case .object(var object) = value, !object.isEmpty else { return replacement }
    let position = Int.random(in: 0..<object.count, using: &rng)
    let key = object.members[position].key
    let child = object.members[position].value
    object[key] =
      Int.random(in: 0..<3, using: &rng) == 0
      ? replacement : replacingRandom(in: child, with: replacement, using: &rng)
    return .object(object)
  }
}
