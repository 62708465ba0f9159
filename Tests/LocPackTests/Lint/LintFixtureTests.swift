import Foundation
import Testing

@testable import LocPack

/// The fixture projects: `seeded/` triggers every rule, `clean/` nothing at all.
@Suite struct LintFixtureTests {
  static let fixtures = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/Lint").path

  static func run(_ name: String) throws -> LintSession {
    var options = LintSession.Options()
    options.paths = [fixtures + "/" + name]
    return try LintSession.run(options)
  }

  @Test func seededTriggersEveryRule() throws {
    let session = try Self.run("seeded")
    let ids = Set(session.items.map(\.diagnostic.id))
    // The code rules need --sources: the sources fixture triggers them (below).
    for rule in Linter.rules where rule.id != "lint.syntax" && !Self.codeRules.contains(rule.id) {
      #expect(ids.contains(rule.id), "\(rule.id) does not fire on the seeded fixture")
    }
    // The syntax rule reports under the readers' ids.
    #expect(ids.contains("strings.duplicate-key"))
    #expect(ids.contains("strings.silent-truncation"))
    #expect(ids.contains("strings.utf16-without-bom"))
    #expect(session.items.contains { $0.diagnostic.severity == .error })
  }

  static let codeRules: Set = ["lint.code-missing-key", "lint.unused-key", "lint.dynamic-key"]

  @Test func sourcesFixtureTriggersTheCodeRules() throws {
    var options = LintSession.Options()
    options.paths = [Self.fixtures + "/sources/App"]
    options.sources = [Self.fixtures + "/sources/App"]
    let ids = Set(try LintSession.run(options).items.map(\.diagnostic.id))
    #expect(Self.codeRules.isSubset(of: ids))
  }

  @Test func seededCoversTheLocalesTheIssueNames() throws {
    let session = try Self.run("seeded")
    let locales = Set(session.result.tables.flatMap(\.localeNames))
    for locale in ["en", "fr", "de", "ru", "ar", "ja", "zh-Hans"] {
      #expect(locales.contains(locale))
    }
    let kinds = Set(session.result.documents.map(\.kind))
    #expect(kinds == [.strings, .stringsDict, .stringCatalog])
    #expect(
      Set(session.result.tables.map(\.name)) == ["Localizable", "Legal", "Widget", "Catalog"])
  }

  @Test func cleanHasNoFindings() throws {
    let session = try Self.run("clean")
    #expect(session.items.map(\.diagnostic.description) == [])
    #expect(session.result.documents.count == 22)
  }

  /// A file in a folder whose name has spaces is found and grouped with its own bundle.
  @Test func nestedFoldersWithSpacesFormTheirOwnTables() throws {
    let session = try Self.run("clean")
    let widget = try #require(session.result.tables.first { $0.name == "Widget" })
    #expect(widget.folder.hasSuffix("/clean/Photo Widget/Resources"))
    #expect(widget.base == "en")
    #expect(widget.localeNames.count == 7)
  }

  @Test func ignoredKeysAndSeveritiesApply() throws {
    let session = try Self.run("seeded")
    var configuration = session.configuration
    configuration.rules["lint.push-format"] = .some(nil)
    configuration.rules["strings.duplicate-key"] = .error
    configuration.ignoreKeys = [Glob("SAVE_*")]
    configuration.locales["ru"] = LintConfiguration.LocaleSettings()
    configuration.locales["ru"]?.rules["lint.empty-value"] = .some(nil)
    let linter = Linter(context: LintContext(configuration: configuration))
    let items = linter.settle(session.result.items)
    #expect(!items.contains { $0.diagnostic.id == "lint.push-format" })
    #expect(!items.contains { $0.key?.hasPrefix("SAVE_") == true })
    #expect(!items.contains { $0.diagnostic.id == "lint.empty-value" && $0.locale == "ru" })
    #expect(
      items.first { $0.diagnostic.id == "strings.duplicate-key" }?.diagnostic.severity == .error)
  }

  @Test func baselineSuppressesKnownFindingsOnly() throws {
    let session = try Self.run("seeded")
    let baseline = Baseline(Array(session.items.dropLast()))
    let text = baseline.json()
    let reread = try Baseline.parse(Array(text.utf8), path: "baseline.json")
    #expect(reread == baseline)
    let new = reread.newFindings(session.items)
    #expect(new.map(\.diagnostic) == [session.items.last?.diagnostic].compactMap { $0 })
    // A finding that moves to another line stays matched.
    var moved = session.items
    moved[0].diagnostic.location?.line += 10
    #expect(Baseline(session.items).newFindings(moved).isEmpty)
  }
}
