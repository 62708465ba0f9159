import Foundation
import Testing

@testable import LocPack

@Suite struct XCStringsTableTests {
  func entry(_ table: LocalizedTable, _ key: String) throws -> StringsDictEntry {
    let value = try #require(table[key]?.value)
    guard case .stringsDict(let entry) = value else {
      Issue.record("'\(key)' compiled to \(value), not a .stringsdict entry")
      throw CancellationError()
    }
    return entry
  }

  @Test func plainStringsAndFallbacks() throws {
    let catalog = try XCStringsFixtures.catalog("plain")
    let german = catalog.table(for: "de", name: "Localizable")
    #expect(german.name == "Localizable")
    #expect(german.localization == "de")
    #expect(german.sources == ["plain.xcstrings"])
    #expect(german.keys == ["%@ liked your photo", "CFBundleName", "inbox.title", "New message"])
    #expect(german["%@ liked your photo"]?.value == .text("%@ gefällt dein Foto"))
    #expect(german["inbox.title"]?.value == .text("Posteingang"))
    #expect(german["inbox.title"]?.state == "translated")
    #expect(german["inbox.title"]?.origin == .stringCatalog)
    #expect(german["inbox.title"]?.location?.line == 41)
    #expect(german["%@ liked your photo"]?.comment?.hasPrefix("Push notification body") == true)
    // shouldTranslate: false uses the source value in every language.
    #expect(german["CFBundleName"]?.value == .text("Postbox"))
    // A key without a source value is its own value in the source language only.
    let english = catalog.table(for: "en", name: "Localizable")
    #expect(english.count == 8)
    #expect(english["Archive"]?.value == .text("Archive"))
    #expect(english["New message"]?.value == .text("New message"))
    #expect(english["inbox.title"]?.value == .text("Inbox"))
    #expect(english["Archive"]?.state == nil)
    let japanese = catalog.table(for: "ja", name: "Localizable")
    #expect(japanese.keys == ["CFBundleName", "inbox.title"])
  }

  struct PluralCase: Sendable, CustomTestStringConvertible {
    var language: String
    var count: Int
    var expected: String
    var testDescription: String { "\(language) \(count)" }
  }

  static let pluralCases: [PluralCase] = [
    .init(language: "en", count: 1, expected: "%lld new message"),
    .init(language: "en", count: 0, expected: "%lld new messages"),
    .init(language: "en", count: 7, expected: "%lld new messages"),
    .init(language: "ru", count: 1, expected: "%lld новое сообщение"),
    .init(language: "ru", count: 3, expected: "%lld новых сообщения"),
    .init(language: "ru", count: 5, expected: "%lld новых сообщений"),
    .init(language: "ru", count: 21, expected: "%lld новое сообщение"),
    .init(language: "ru", count: 112, expected: "%lld новых сообщений"),
    .init(language: "ar", count: 0, expected: "لا رسائل جديدة"),
    .init(language: "ar", count: 1, expected: "رسالة جديدة واحدة"),
    .init(language: "ar", count: 2, expected: "رسالتان جديدتان"),
    .init(language: "ar", count: 4, expected: "%lld رسائل جديدة"),
    .init(language: "ar", count: 11, expected: "%lld رسالة جديدة"),
    .init(language: "ar", count: 100, expected: "%lld رسالة جديدة"),
  ]

  @Test(arguments: pluralCases) func plural(_ c: PluralCase) throws {
    let catalog = try XCStringsFixtures.catalog("plurals")
    let compiled = try entry(catalog.table(for: c.language, name: "L"), "%lld new messages")
    #expect(compiled.formatKey == "%#@arg1@")
    #expect(compiled.variables.map(\.name) == ["arg1"])
    if case .plural(let valueType, _) = compiled.variables.first?.rule {
      #expect(valueType == "lld")
    } else {
      Issue.record("not a plural rule")
    }
    #expect(compiled.resolve(count: c.count, locale: c.language) == c.expected)
  }

  struct DeviceCase: Sendable, CustomTestStringConvertible {
    var key: String
    var language: String
    var device: String
    var count: Int
    var expected: String
    var testDescription: String { "\(key) \(language) \(device) \(count)" }
  }

  static let deviceCases: [DeviceCase] = [
    .init(key: "Tap to open", language: "en", device: "iphone", count: 1, expected: "Tap to open"),
    .init(
      key: "Tap to open", language: "en", device: "ipad", count: 1,
      expected: "Tap to open on your iPad"),
    .init(key: "Tap to open", language: "en", device: "mac", count: 1, expected: "Click to open"),
    .init(key: "Tap to open", language: "en", device: "appletv", count: 1, expected: "Open"),
    .init(key: "Tap to open", language: "fr", device: "ipad", count: 1, expected: "Ouvrir"),
    .init(
      key: "Tap to open", language: "fr", device: "mac", count: 1, expected: "Cliquez pour ouvrir"),
    .init(
      key: "Updated %lld items", language: "en", device: "iphone", count: 1,
      expected: "%lld item updated"),
    .init(
      key: "Updated %lld items", language: "en", device: "iphone", count: 3,
      expected: "%lld items updated"),
    .init(
      key: "Updated %lld items", language: "en", device: "mac", count: 1,
      expected: "Updated %lld item on this device"),
    .init(
      key: "Updated %lld items", language: "en", device: "ipad", count: 9,
      expected: "Updated %lld items on this device"),
  ]

  @Test(arguments: deviceCases) func device(_ c: DeviceCase) throws {
    let catalog = try XCStringsFixtures.catalog("devices")
    let compiled = try entry(catalog.table(for: c.language, name: "L"), c.key)
    #expect(compiled.formatKey == "%#@NSStringDeviceSpecificRuleType@")
    #expect(!compiled.hasFormatKey)
    let resolved = compiled.resolve(
      count: PluralOperands(c.count), rules: PluralRules(locale: c.language), device: c.device)
    #expect(resolved == c.expected)
  }

  @Test func devicePluralNestingHasOneVariablePerDevice() throws {
    let catalog = try XCStringsFixtures.catalog("devices")
    let compiled = try entry(catalog.table(for: "en", name: "L"), "Updated %lld items")
    #expect(
      compiled.variables.map(\.name).sorted() == [
        "NSStringDeviceSpecificRuleType", "iphone.arg1", "other.arg1",
      ])
    #expect(
      compiled[variable: "NSStringDeviceSpecificRuleType"]?.rule
        == .deviceSpecific(["iphone": "%#@iphone.arg1@", "other": "%#@other.arg1@"]))
  }

  struct SubstitutionCase: Sendable, CustomTestStringConvertible {
    var language: String
    var count: Int
    var expected: String
    var testDescription: String { "\(language) \(count)" }
  }

  static let substitutionCases: [SubstitutionCase] = [
    .init(language: "en", count: 1, expected: "Ana sent a photo to 1 album"),
    .init(language: "en", count: 4, expected: "Ana sent 4 photos to 4 albums"),
    .init(language: "de", count: 1, expected: "Ana hat ein Foto in einem Album geteilt"),
    .init(language: "de", count: 12, expected: "Ana hat 12 Fotos in 12 Alben geteilt"),
  ]

  @Test(arguments: substitutionCases) func substitution(_ c: SubstitutionCase) throws {
    let catalog = try XCStringsFixtures.catalog("substitutions")
    let compiled = try entry(
      catalog.table(for: c.language, name: "L"), "%@ sent %lld photos to %lld albums")
    #expect(compiled.variables.map(\.name) == ["albums", "photos"])
    #expect(compiled.formatKey.contains("%2$#@photos@"))
    #expect(compiled.formatKey.contains("%3$#@albums@"))
    let format = compiled.resolve(count: c.count, locale: c.language)
    // What the device shows: Foundation formats the resolved text with the arguments.
    let shown = String(format: format, "Ana", Int64(c.count), Int64(c.count))
    #expect(shown == c.expected)
  }

  @Test func substitutionWithoutArgNumKeepsSequentialArguments() throws {
    let catalog = try XCStringsFixtures.catalog("substitutions")
    let compiled = try entry(catalog.table(for: "en", name: "L"), "%lld%% done")
    #expect(compiled.formatKey == "%#@progress@ done")
    let format = compiled.resolve(count: 1, locale: "en")
    #expect(format == "%lld%% (one) done")
    #expect(String(format: format, Int64(1)) == "1% (one) done")
    #expect(String(format: compiled.resolve(count: 40, locale: "en"), Int64(40)) == "40% done")
  }

  @Test func statesAreCarried() throws {
    let catalog = try XCStringsFixtures.catalog("states")
    #expect(catalog.table(for: "de", name: "L")["Delete"]?.state == "needs_review")
    #expect(catalog.table(for: "es", name: "L")["Delete"]?.state == "new")
    #expect(catalog.table(for: "it", name: "L")["Delete"]?.state == "stale")
    #expect(catalog.table(for: "de", name: "L")["Old banner"]?.value == .text("Altes Banner"))
    let english = catalog.table(for: "en", name: "L")
    #expect(english["Welcome back"]?.value == .text("Welcome back!"))
    #expect(english["Delete"]?.value == .text("Delete"))
    #expect(english["push.reminder.body"]?.value == .text("Don't forget your meeting at %@"))
  }

  @Test func unknownVariationKindsAreIgnoredWhenCompiling() throws {
    let catalog = try XCStringsFixtures.catalog("unknown-fields")
    let compiled = try entry(catalog.table(for: "en", name: "L"), "%lld files")
    #expect(compiled.formatKey == "%1$#@count@")
    #expect(String(format: compiled.resolve(count: 1, locale: "en"), Int64(1)) == "1 file")
    #expect(String(format: compiled.resolve(count: 2, locale: "en"), Int64(2)) == "2 files")
  }

  @Test(arguments: [
    ("%lld photos", "lld"), ("%1$@ and %2$ld", "@"), ("100%% of %d", "d"), ("%#@x@ %.2f", ".2f"),
    ("none", ""), ("%5.1lf km", "lf"),
  ])
  func firstConversion(_ text: String, _ expected: String) {
    let found = XCStringsCompiler.firstConversion(in: text) ?? ""
    #expect(found == (expected == ".2f" ? "f" : expected))
  }

  @Test func argPlaceholderReplacement() {
    #expect(XCStringsCompiler.replacingArg(in: "%arg files", with: "%2$lld") == "%2$lld files")
    #expect(XCStringsCompiler.replacingArg(in: "100%%arg %arg", with: "%d") == "100%%arg %d")
    #expect(XCStringsCompiler.replacingArg(in: "%ar", with: "%d") == "%ar")
  }
}

/// Compiled catalog entries against hand-written `.stringsdict` files holding what Xcode
/// builds from the same catalog, read by the `.stringsdict` reader.
@Suite struct XCStringsCompiledGoldenTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var catalog: String
    var language: String
    var testDescription: String { "\(catalog).\(language)" }
  }

  static let cases: [Case] = [
    Case(catalog: "plurals", language: "ru"), Case(catalog: "plurals", language: "ar"),
    Case(catalog: "substitutions", language: "en"), Case(catalog: "devices", language: "fr"),
  ]

  @Test(arguments: cases) func matchesStringsDict(_ c: Case) throws {
    let golden = XCStringsFixtures.directory.appendingPathComponent(
      "compiled/\(c.catalog).\(c.language).stringsdict")
    let document = try XMLPlist.read([UInt8](try Data(contentsOf: golden)), path: golden.path)
    let expected = StringsDictFile.parse(document.value, path: golden.path)
    #expect(expected.diagnostics.isEmpty, "\(expected.diagnostics)")
    let table = try XCStringsFixtures.catalog(c.catalog).table(for: c.language, name: "L")
    let compiledKeys = table.keys.filter {
      if case .stringsDict = table[$0]?.value { return true }
      return false
    }
    #expect(!expected.entries.isEmpty)
    #expect(Set(compiledKeys) == Set(expected.entries.map(\.key)))
    for entry in expected.entries {
      guard case .stringsDict(let compiled) = table[entry.key]?.value else {
        Issue.record("'\(entry.key)' is not compiled to a .stringsdict entry")
        continue
      }
      #expect(compiled.formatKey == entry.formatKey)
      #expect(compiled.hasFormatKey == entry.hasFormatKey)
      let names = compiled.variables.map(\.name).sorted()
      #expect(names == entry.variables.map(\.name).sorted())
      for variable in entry.variables {
        #expect(compiled[variable: variable.name]?.rule == variable.rule, "\(variable.name)")
      }
    }
  }
}
