import Foundation
import Testing

@testable import LocPack

@Suite struct LocalizedValuePropertyListTests {
  static let fixtures: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.appendingPathComponent("Fixtures/StringsDict").path
  }()

  /// Reading a `.stringsdict` and writing each entry back as a dictionary gives the file's
  /// own dictionary, rule for rule and form for form.
  @Test(arguments: ["valid-en.stringsdict", "valid-ru.stringsdict", "valid-ar.stringsdict"])
  func stringsDictEntriesRoundTrip(_ name: String) throws {
    let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.fixtures + "/" + name)))
    let root = try PropertyList.read(bytes, path: name).value
    let file = StringsDictFile.parse(root, path: name)
    #expect(!file.entries.isEmpty)
    let written = PlistValue.dictionary(
      PlistDictionary(file.entries.map { ($0.key, $0.propertyList) }))
    #expect(StringsTestSupport.canonical(written) == StringsTestSupport.canonical(root))
  }

  /// A catalog compiles per language: texts stay strings, plural variations become the
  /// `.stringsdict` dictionary Xcode writes, and a language without a translation is left out.
  @Test func catalogCompilesToLanguageTables() throws {
    let catalog = """
      {
        "sourceLanguage" : "en",
        "strings" : {
          "greeting" : {
            "localizations" : {
              "en" : { "stringUnit" : { "state" : "translated", "value" : "Hello, %@" } },
              "fr" : { "stringUnit" : { "state" : "translated", "value" : "Bonjour, %@" } }
            }
          },
          "photos %lld" : {
            "localizations" : {
              "en" : { "variations" : { "plural" : {
                "one" : { "stringUnit" : { "state" : "translated", "value" : "%lld photo" } },
                "other" : { "stringUnit" : { "state" : "translated", "value" : "%lld photos" } }
              } } }
            }
          }
        },
        "version" : "1.0"
      }
      """
    let file = try XCStringsFile.parse(Array(catalog.utf8), path: "L.xcstrings")
    let compiled = file.compiledPropertyList
    let photos: PlistValue = .dictionary(
      PlistDictionary([
        ("NSStringLocalizedFormatKey", .string("%#@arg1@")),
        (
          "arg1",
          .dictionary(
            PlistDictionary([
              ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
              ("NSStringFormatValueTypeKey", .string("lld")),
              ("one", .string("%lld photo")), ("other", .string("%lld photos")),
            ]))
        ),
      ]))
    let expected: PlistValue = .dictionary(
      PlistDictionary([
        (
          "en",
          .dictionary(
            PlistDictionary([("greeting", .string("Hello, %@")), ("photos %lld", photos)]))
        ),
        ("fr", .dictionary(PlistDictionary([("greeting", .string("Bonjour, %@"))]))),
      ]))
    #expect(StringsTestSupport.canonical(compiled) == StringsTestSupport.canonical(expected))
  }
}
