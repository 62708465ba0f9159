import Foundation
import Testing

@testable import LocPack

/// Paths of the bundles the tests read.
enum BundleFixtures {
  /// The package root, found from this file's path.
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  /// The sample app's `Localizable/` folder.
  static let sample = root.appendingPathComponent("Localizable").path

  /// `Tests/Fixtures/Bundle/<name>`.
  static func fixture(_ name: String) -> String {
    root.appendingPathComponent("Tests/Fixtures/Bundle").appendingPathComponent(name).path
  }

  /// The sample bundle, loaded once.
  static let sampleBundle: AppBundle = {
    do { return try AppBundle.load(at: sample) } catch { fatalError("\(error)") }
  }()
}

@Suite struct AppBundleTests {
  // MARK: - The sample bundle

  @Test func sampleBundleHasEightLocalizationsAndTwoTables() {
    let bundle = BundleFixtures.sampleBundle
    #expect(bundle.localizations == ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"])
    #expect(bundle.tableNames == ["InfoPlist", "Localizable"])
    #expect(bundle.developmentRegion == "en")
    #expect(bundle.diagnostics.filter { $0.severity == .error } == [])
    #expect(bundle.files.count == 13)
  }

  @Test(arguments: ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"])
  func everyLocalizableTableHasTheSameFiftySevenKeys(_ localization: String) throws {
    let bundle = BundleFixtures.sampleBundle
    let table = try #require(bundle.table(named: "Localizable", localization: localization))
    let english = try #require(bundle.table(named: "Localizable", localization: "en"))
    #expect(table.count == 57)
    #expect(Set(table.keys) == Set(english.keys))
    #expect(table.localization == localization)
  }

  @Test func theUTF16GermanFileIsReadAndItsEncodingRecorded() throws {
    let bundle = BundleFixtures.sampleBundle
    let file = try #require(
      bundle.files.first { $0.path.hasSuffix("de.lproj/Localizable.strings") })
    #expect(file.format == .text(.utf16LE(bom: true)))
    #expect(file.kind == .strings)
    #expect(file.localization == "de")
    let table = try #require(bundle.table(named: "Localizable", localization: "de"))
    #expect(table["FRIEND_REQUEST_TITLE"]?.value == .text("Freundschaftsanfrage"))
    let english = try #require(
      bundle.files.first { $0.path.hasSuffix("en.lproj/Localizable.strings") })
    #expect(english.format == .text(.utf8(bom: false)))
  }

  /// `.stringsdict` entries override the `.strings` fallbacks in en, ru and ar only.
  @Test(arguments: [
    ("en", true), ("ru", true), ("ar", true), ("ja", false), ("de", false), ("zh-Hans", false),
  ])
  func stringsdictOverridesStrings(_ localization: String, _ plural: Bool) throws {
    let table = try #require(
      BundleFixtures.sampleBundle.table(named: "Localizable", localization: localization))
    for key in ["UNREAD_MESSAGES", "FRIEND_REQUESTS_PENDING", "MINUTES_AGO"] {
      let entry = try #require(table[key])
      #expect((entry.origin == .stringsDict) == plural, "\(key)")
      if case .stringsDict(let dictEntry) = entry.value {
        #expect(dictEntry.key == key)
        #expect(!dictEntry.variables.isEmpty)
      } else {
        #expect(!plural)
      }
    }
  }

  /// Every entry knows where its key is: file, line and column.
  @Test func entriesCarryLocations() throws {
    let table = try #require(
      BundleFixtures.sampleBundle.table(named: "Localizable", localization: "en"))
    let title = try #require(table["NEW_MESSAGE_TITLE"]?.location)
    #expect(title.path.hasSuffix("en.lproj/Localizable.strings"))
    #expect(title.line == 11)
    #expect(title.column == 1)
    let plural = try #require(table["UNREAD_MESSAGES"]?.location)
    #expect(plural.path.hasSuffix("en.lproj/Localizable.stringsdict"))
    #expect(plural.line > 1)
    #expect(table.sources.count == 2)
  }

  /// Differential: every `.strings` table equals what Foundation reads from the same file.
  @Test func stringsTablesMatchFoundation() throws {
    let bundle = BundleFixtures.sampleBundle
    for file in bundle.files where file.kind == .strings {
      let data = try Data(contentsOf: URL(fileURLWithPath: file.path))
      let plist = try PropertyListSerialization.propertyList(from: data, format: nil)
      let expected = try #require(plist as? [String: String], "\(file.path)")
      let table = try #require(
        bundle.table(named: file.table, localization: file.localization ?? ""))
      for (key, value) in expected {
        guard table[key]?.origin == .strings else { continue }
        #expect(table[key]?.value == .text(value), "\(file.path): \(key)")
      }
      #expect(table.count >= expected.count, "\(file.path)")
    }
  }

  @Test func otherTablesAreReadableToo() throws {
    let table = try #require(
      BundleFixtures.sampleBundle.table(named: "InfoPlist", localization: "de"))
    #expect(table["CFBundleDisplayName"]?.value == .text("Pebble"))
    #expect(BundleFixtures.sampleBundle.table(named: "InfoPlist", localization: "ja") == nil)
    #expect(BundleFixtures.sampleBundle.tables(named: "InfoPlist").keys.sorted() == ["de", "en"])
  }

  // MARK: - The nested fixture

  static let nested: AppBundle = {
    do { return try AppBundle.load(at: BundleFixtures.fixture("nested")) } catch {
      fatalError("\(error)")
    }
  }()

  @Test func nestedFoldersBaseAndSpacesAreFound() throws {
    let bundle = Self.nested
    #expect(bundle.localizations == ["Base", "en", "fr", "it", "ko", "nl", "pt"])
    #expect(bundle.tableNames == ["Catalog", "Localizable", "Main"])
    let french = try #require(bundle.table(named: "Localizable", localization: "fr"))
    #expect(french["GREETING"]?.value == .text("Bonjour, %@ !"))
    #expect(french.sources.first?.contains("Sub Folder/fr.lproj") == true)
    let base = try #require(bundle.table(named: "Localizable", localization: "Base"))
    #expect(base["GREETING"]?.value == .text("Hello from Base, %@!"))
    #expect(bundle.table(named: "Main", localization: "Base")?["TITLE"]?.value == .text("Main"))
  }

  @Test func hiddenFoldersAreSkipped() {
    #expect(!Self.nested.localizations.contains("de"))
    #expect(!Self.nested.files.contains { $0.path.contains(".hidden") })
  }

  @Test func anEmptyLprojStillCountsAsALocalization() {
    #expect(Self.nested.localizations.contains("ko"))
    #expect(Self.nested.table(named: "Localizable", localization: "ko") == nil)
  }

  @Test func anXMLPlistStringsFileIsReadWithAWarningForNonStrings() throws {
    let bundle = Self.nested
    let italian = try #require(bundle.table(named: "Localizable", localization: "it"))
    #expect(italian["GREETING"]?.value == .text("Ciao, %@!"))
    #expect(italian["COUNT"] == nil)
    #expect(italian["GREETING"]?.location?.line == 5)
    let file = try #require(bundle.files.first { $0.localization == "it" })
    #expect(file.format == .xmlPlist)
    let warning = try #require(bundle.diagnostics.first { $0.id == "bundle.non-string-value" })
    #expect(warning.severity == .warning)
    #expect(
      warning.message == "the value of 'COUNT' is an integer, not a string; the key is skipped")
    #expect(warning.location?.line == 7)
  }

  @Test func aBinaryPlistStringsFileIsRead() throws {
    let file = try #require(Self.nested.files.first { $0.localization == "nl" })
    #expect(file.format == .binaryPlist)
    let dutch = try #require(Self.nested.table(named: "Localizable", localization: "nl"))
    #expect(dutch["GREETING"]?.value == .text("Hallo, %@!"))
    #expect(!Self.nested.diagnostics.contains { $0.location?.path.contains("nl.lproj") == true })
  }

  @Test func aMalformedStringsFileIsAnErrorWithItsLocation() throws {
    let error = try #require(
      Self.nested.diagnostics.first {
        $0.severity == .error && $0.location?.path.hasSuffix("pt.lproj/Localizable.strings") == true
      })
    #expect(error.id == "strings.missing-semicolon")
    #expect(error.location?.line == 1)
    #expect(error.location?.column == 24)
    let notPlist = try #require(Self.nested.diagnostics.first { $0.id == "bundle.not-a-plist" })
    #expect(notPlist.location?.path.hasSuffix("pt.lproj/Localizable.stringsdict") == true)
  }

  @Test func catalogsAreReadByDefault() throws {
    #expect(!Self.nested.diagnostics.contains { $0.id == "bundle.catalog-unsupported" })
    #expect(Self.nested.files.contains { $0.kind == .stringCatalog && $0.table == "Catalog" })
    // The catalog has no strings yet: its source language has an empty table.
    #expect(Self.nested.table(named: "Catalog", localization: "en")?.count == 0)
  }

  @Test func aCatalogLoaderAddsItsTables() throws {
    let bundle = try AppBundle.load(at: BundleFixtures.fixture("nested")) { bytes, path, name in
      var table = LocalizedTable(name: name, localization: "sv")
      table.insert(
        LocalizedEntry(key: "GREETING", value: .text("Hej, %@!"), origin: .stringCatalog))
      table.sources = [path]
      return ([table], [Diagnostic(.note, id: "test.loaded", "\(bytes.count) bytes")])
    }
    #expect(bundle.localizations.contains("sv"))
    #expect(
      bundle.table(named: "Catalog", localization: "sv")?["GREETING"]?.value == .text("Hej, %@!"))
    #expect(bundle.diagnostics.contains { $0.id == "test.loaded" })
    #expect(!bundle.diagnostics.contains { $0.id == "bundle.catalog-unsupported" })
  }

  // MARK: - Folders made on the fly

  @Test func buildFoldersAndLinkCyclesAreSkippedAndStringsdictWins() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-bundle-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    func write(_ relative: String, _ text: String) throws {
      let url = root.appendingPathComponent(relative)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write(".build/es.lproj/Localizable.strings", "\"A\" = \"x\";\n")
    try write("en.lproj/Localizable.strings", "\"N\" = \"%d items\";\n\"B\" = \"b\";\n")
    try write(
      "en.lproj/Localizable.stringsdict",
      """
      <?xml version="1.0" encoding="UTF-8"?>
      <plist version="1.0"><dict><key>N</key><dict>
      <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
      <key>n</key><dict><key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
      <key>NSStringFormatValueTypeKey</key><string>d</string>
      <key>one</key><string>%d item</string><key>other</key><string>%d items</string>
      </dict></dict></dict></plist>
      """)
    try FileManager.default.createSymbolicLink(
      atPath: root.appendingPathComponent("loop").path, withDestinationPath: root.path)
    let bundle = try AppBundle.load(at: root.path, developmentRegion: "fr")
    #expect(bundle.localizations == ["en"])
    #expect(bundle.files.count == 2)
    #expect(bundle.developmentRegion == "fr")
    let table = try #require(bundle.table(named: "Localizable", localization: "en"))
    #expect(table["N"]?.origin == .stringsDict)
    #expect(table["B"]?.value == .text("b"))
  }

  @Test func aFIFONamedLikeATableIsSkippedNotOpened() throws {
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-fifo-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    let lproj = root.appendingPathComponent("en.lproj")
    try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
    try Data("\"A\" = \"a\";\n".utf8).write(to: lproj.appendingPathComponent("Real.strings"))
    #expect(mkfifo(lproj.appendingPathComponent("Localizable.strings").path, 0o644) == 0)
    // Opening the FIFO would block this test forever; the scan must not open it.
    let bundle = try AppBundle.load(at: root.path)
    #expect(bundle.files.map(\.table) == ["Real"])
  }

  @Test func aMissingFolderThrows() {
    #expect(throws: FileIOError(.read, path: "/nonexistent/locpack", reason: .notFound)) {
      try AppBundle.load(at: "/nonexistent/locpack")
    }
  }

  @Test func aFileIsNotABundle() {
    let path = BundleFixtures.root.appendingPathComponent("Package.swift").path
    #expect(throws: FileIOError(.read, path: path, reason: .system("not a directory"))) {
      try AppBundle.load(at: path)
    }
  }

  @Test func aFolderWithoutLocalizationsWarns() throws {
    let bundle = try AppBundle.load(
      at: BundleFixtures.root.appendingPathComponent("Sources/CLibXML2").path)
    #expect(bundle.localizations == [])
    #expect(bundle.diagnostics.map(\.id) == ["bundle.no-localizations"])
  }
}
