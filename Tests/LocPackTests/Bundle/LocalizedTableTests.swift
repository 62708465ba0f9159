import Testing

@testable import LocPack

/// Which definition of a key a table keeps, in which order keys stay, and that a bundle merges
/// tables as inserting their entries one by one would.
@Suite struct LocalizedTableTests {
  /// One definition: key, text and the kind of file it comes from.
  struct Definition: Sendable {
    var key: String
    var text: String
    var origin: LocalizedEntry.Origin

    init(_ key: String, _ text: String, _ origin: LocalizedEntry.Origin = .strings) {
      self.key = key
      self.text = text
      self.origin = origin
    }

    var entry: LocalizedEntry {
      LocalizedEntry(key: key, value: .text(text), origin: origin)
    }
  }

  /// Definitions inserted in order, and the table they must give.
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var inserts: [Definition]
    var keys: [String]
    var values: [String: String]
    var testDescription: String { name }
  }

  static let cases = [
    Case(
      name: "the first definition places a key, the last one gives its text",
      inserts: [.init("b", "1"), .init("a", "2"), .init("b", "3")], keys: ["b", "a"],
      values: ["a": "2", "b": "3"]),
    Case(
      name: "a .stringsdict entry keeps its place over a later .strings one",
      inserts: [.init("a", "plural", .stringsDict), .init("a", "text"), .init("c", "4")],
      keys: ["a", "c"], values: ["a": "plural", "c": "4"]),
    Case(
      name: "a .stringsdict entry replaces an earlier .strings one",
      inserts: [.init("a", "text"), .init("a", "plural", .stringsDict)], keys: ["a"],
      values: ["a": "plural"]),
    Case(
      name: "a catalog entry replaces a .stringsdict one",
      inserts: [.init("a", "plural", .stringsDict), .init("a", "catalog", .stringCatalog)],
      keys: ["a"], values: ["a": "catalog"]),
    Case(
      name: "two .stringsdict entries: the last one wins",
      inserts: [.init("a", "one", .stringsDict), .init("a", "two", .stringsDict)],
      keys: ["a"], values: ["a": "two"]),
  ]

  static func texts(_ table: LocalizedTable) -> [String: String] {
    var texts: [String: String] = [:]
    for key in table.keys { texts[key] = table[key]?.value.format }
    return texts
  }

  @Test(arguments: cases)
  func insertKeepsTheDeviceDefinition(_ test: Case) {
    var table = LocalizedTable(name: "Localizable", localization: "en")
    for definition in test.inserts { table.insert(definition.entry) }
    #expect(table.keys == test.keys)
    #expect(table.count == test.keys.count)
    #expect(Self.texts(table) == test.values)
    #expect(table.entries.count == test.keys.count)
  }

  @Test(arguments: cases)
  func reservedRoomChangesNothing(_ test: Case) {
    var table = LocalizedTable(name: "Localizable", localization: "en")
    table.reserveCapacity(100)
    for definition in test.inserts { table.insert(definition.entry) }
    #expect(table.keys == test.keys)
    #expect(Self.texts(table) == test.values)
  }

  /// Every split of the definitions into two tables of one localization merges into the
  /// table all of them make, whether the first is taken as it is or merged into.
  @Test(arguments: cases)
  func aBundleMergesTablesAsInsertsWould(_ test: Case) {
    for split in 0...test.inserts.count {
      var first = LocalizedTable(name: "Localizable", localization: "en")
      first.sources = ["first"]
      for definition in test.inserts[..<split] { first.insert(definition.entry) }
      var second = LocalizedTable(name: "Localizable", localization: "en")
      second.sources = ["second"]
      for definition in test.inserts[split...] { second.insert(definition.entry) }
      var bundle = AppBundle()
      bundle.add(first)
      bundle.add(second)
      let merged = bundle.table(named: "Localizable", localization: "en")
      #expect(merged?.keys == test.keys, "split at \(split)")
      #expect(merged.map(Self.texts) == test.values, "split at \(split)")
      #expect(merged?.sources == ["first", "second"], "split at \(split)")
      #expect(bundle.localizations == ["en"])
    }
  }

  @Test func aFirstTableIsStoredWithItsEntriesAndSources() {
    var table = LocalizedTable(name: "InfoPlist", localization: "de")
    table.sources = ["de.lproj/InfoPlist.strings"]
    table.insert(LocalizedEntry(key: "CFBundleName", value: .text("App"), origin: .strings))
    var bundle = AppBundle()
    bundle.add(table)
    let stored = bundle.table(named: "InfoPlist", localization: "de")
    #expect(stored?.keys == ["CFBundleName"])
    #expect(stored?["CFBundleName"]?.value == .text("App"))
    #expect(stored?.sources == ["de.lproj/InfoPlist.strings"])
    #expect(bundle.tableNames == ["InfoPlist"])
    #expect(bundle.table(named: "Localizable", localization: "de") == nil)
  }
}
