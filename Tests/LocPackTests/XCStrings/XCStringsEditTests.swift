import Testing

@testable import LocPack

@Suite struct XCStringsEditTests {
  /// The changed line ranges (old, new) after trimming the common prefix and suffix.
  func changedLines(_ old: [UInt8], _ new: [UInt8]) -> (old: Range<Int>, new: Range<Int>) {
    let a = String(decoding: old, as: UTF8.self).components(separatedBy: "\n")
    let b = String(decoding: new, as: UTF8.self).components(separatedBy: "\n")
    var prefix = 0
    while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < a.count - prefix, suffix < b.count - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    // 1-based line numbers.
    return ((prefix + 1)..<(a.count - suffix + 1), (prefix + 1)..<(b.count - suffix + 1))
  }

  /// The 1-based lines of an entry in Xcode's layout: its key line to its closing brace.
  func entryLines(_ bytes: [UInt8], key line: Int) -> ClosedRange<Int> {
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\n")
    var end = line
    while end < lines.count, lines[end - 1] != "    }," && lines[end - 1] != "    }" { end += 1 }
    return line...end
  }

  @Test func changingOneValueChangesOneLine() throws {
    let bytes = try XCStringsFixtures.bytes("plain")
    var catalog = try XCStringsFile.parse(bytes, path: "plain")
    catalog.setValue("Eingang", forKey: "inbox.title", localization: "de")
    let written = XCStringsWriter.write(catalog)
    let changed = changedLines(bytes, written)
    #expect(changed.old == 47..<48)  // the "value" line of "de"
    #expect(changed.new == 47..<48)
    #expect(catalog["inbox.title"]?.localizations["de"]?.stringUnit?.value == "Eingang")
    #expect(catalog.table(for: "de", name: "L")["inbox.title"]?.value == .text("Eingang"))
  }

  @Test func changingStateAndValueStaysInsideTheEntry() throws {
    let bytes = try XCStringsFixtures.bytes("states")
    var catalog = try XCStringsFile.parse(bytes, path: "states")
    let line = try #require(catalog.location(ofKey: "Delete")?.line)
    let entry = entryLines(bytes, key: line)
    catalog.setValue("Löschen", forKey: "Delete", localization: "de", state: "translated")
    let changed = changedLines(bytes, XCStringsWriter.write(catalog))
    #expect(changed.old.count == 1)
    #expect(entry.contains(changed.old.lowerBound))
    #expect(catalog["Delete"]?.localizations["de"]?.stringUnit?.state == "translated")
  }

  @Test func addingALocalizationOnlyInsertsLinesInTheEntry() throws {
    let bytes = try XCStringsFixtures.bytes("plain")
    var catalog = try XCStringsFile.parse(bytes, path: "plain")
    let line = try #require(catalog.location(ofKey: "%@ liked your photo")?.line)
    let entry = entryLines(bytes, key: line)
    catalog.setValue("A %@ le gusta tu foto", forKey: "%@ liked your photo", localization: "es")
    let written = XCStringsWriter.write(catalog)
    let changed = changedLines(bytes, written)
    #expect(changed.old.isEmpty)  // a pure insertion
    #expect(entry.contains(changed.old.lowerBound))
    #expect(changed.new.count == 6)
    let text = String(decoding: written, as: UTF8.self)
    let inserted = """
              "es" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "A %@ le gusta tu foto"
                }
              },
              "fr" : {
      """
    #expect(text.contains(inserted))
    // Re-reading what was written gives the same model.
    let reread = try XCStringsFile.parse(written, path: "plain")
    let key = "%@ liked your photo"
    #expect(reread[key]?.localizations == catalog[key]?.localizations)
    #expect(XCStringsWriter.write(reread) == written)
  }

  @Test func addingAKeyInsertsItInXcodeOrder() throws {
    let bytes = try XCStringsFixtures.bytes("plain")
    var catalog = try XCStringsFile.parse(bytes, path: "plain")
    catalog.setValue("Weiterleiten", forKey: "Forward", localization: "de")
    let written = XCStringsWriter.write(catalog)
    let changed = changedLines(bytes, written)
    #expect(changed.old.isEmpty)
    #expect(changed.old.lowerBound == 41)  // before "inbox.title", after "CFBundleName"
    #expect(changed.new.count == 10)
    #expect(catalog.strings.last?.key == "Forward")
    #expect(catalog.location(ofKey: "Forward") == nil)
    #expect(catalog.location(ofKey: "inbox.title")?.line == 41)
    #expect(catalog.localizations().contains("de"))
  }

  @Test func plainValueReplacesVariations() throws {
    let bytes = try XCStringsFixtures.bytes("plurals")
    var catalog = try XCStringsFile.parse(bytes, path: "plurals")
    catalog.setValue("%lld new", forKey: "%lld new messages", localization: "en")
    let english = try #require(catalog["%lld new messages"]?.localizations["en"])
    #expect(english.variations == nil)
    #expect(english.stringUnit?.value == "%lld new")
    #expect(catalog.table(for: "en", name: "L")["%lld new messages"]?.value == .text("%lld new"))
    // Other languages keep their plural forms, byte for byte.
    let written = String(decoding: XCStringsWriter.write(catalog), as: UTF8.self)
    #expect(written.contains("\"value\" : \"%lld новых сообщений\""))
  }

  @Test func unknownFieldsSurviveAnEdit() throws {
    let bytes = try XCStringsFixtures.bytes("unknown-fields")
    var catalog = try XCStringsFile.parse(bytes, path: "unknown-fields")
    catalog.setValue("Dateien", forKey: "%lld files", localization: "de")
    let written = XCStringsWriter.write(catalog)
    let changed = changedLines(bytes, written)
    #expect(changed.old.isEmpty)
    #expect(written.last == UInt8(ascii: "\n"))
    let reread = try XCStringsFile.parse(written, path: "x")
    #expect(reread["%lld files"]?.unknownFields["x-owner"] == "growth")
    #expect(reread.unknownFields["tool"]?["since"] == 2026)
  }

  @Test func removingAKey() throws {
    var catalog = try XCStringsFixtures.catalog("plain")
    let removed = catalog.removeValue(forKey: "Archive")
    let removedAgain = catalog.removeValue(forKey: "Archive")
    #expect(removed)
    #expect(!removedAgain)
    #expect(catalog["Archive"] == nil)
    #expect(catalog["inbox.title"]?.key == "inbox.title")
    let written = String(decoding: XCStringsWriter.write(catalog), as: UTF8.self)
    #expect(!written.contains("\"Archive\""))
  }

  @Test func editingANewCatalog() {
    var catalog = XCStringsFile(sourceLanguage: "en")
    catalog.setValue("Hello", forKey: "greeting", localization: "en")
    let expected = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "localizations" : {
              "en" : {
                "stringUnit" : {
                  "state" : "translated",
                  "value" : "Hello"
                }
              }
            }
          }
        },
        "version" : "1.0"
      }
      """
    #expect(String(decoding: XCStringsWriter.write(catalog), as: UTF8.self) == expected)
  }
}
