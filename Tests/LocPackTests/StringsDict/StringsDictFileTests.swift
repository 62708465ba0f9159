import Foundation
import Testing

@testable import LocPack

@Suite struct StringsDictFileTests {
  // MARK: - Error fixtures: error-<id>.stringsdict reports exactly stringsdict.<id>

  static let errorFixtures = StringsDictFixtures.names(prefix: "error-")

  @Test func everyDiagnosticHasAFixture() {
    #expect(Self.errorFixtures.count >= 16)
  }

  @Test(arguments: errorFixtures) func errorFixture(_ name: String) throws {
    let file = try StringsDictFixtures.file(name)
    let id = "stringsdict." + name.dropFirst("error-".count).dropLast(".stringsdict".count)
    #expect(file.diagnostics.map(\.id) == [id], "\(file.diagnostics)")
    for diagnostic in file.diagnostics {
      #expect(diagnostic.location?.path == name)
      #expect(diagnostic.message.first?.isLowercase ?? false || diagnostic.message.first == "'")
      #expect(!diagnostic.message.hasSuffix("."))
    }
  }

  struct SeverityCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var severity: Diagnostic.Severity
    var keptEntries: Int
    var testDescription: String { fixture }
  }

  static let severities: [SeverityCase] = [
    SeverityCase(fixture: "not-a-dictionary", severity: .error, keptEntries: 0),
    SeverityCase(fixture: "entry-not-a-dictionary", severity: .error, keptEntries: 0),
    SeverityCase(fixture: "missing-format-key", severity: .error, keptEntries: 0),
    SeverityCase(fixture: "missing-variable", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "unused-variable", severity: .warning, keptEntries: 1),
    SeverityCase(fixture: "missing-spec-type", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "unknown-spec-type", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "missing-value-type", severity: .warning, keptEntries: 1),
    SeverityCase(fixture: "invalid-value-type", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "missing-other", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "unknown-category", severity: .warning, keptEntries: 1),
    SeverityCase(fixture: "malformed-reference", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "invalid-value", severity: .error, keptEntries: 1),
    SeverityCase(fixture: "invalid-width", severity: .warning, keptEntries: 1),
    SeverityCase(fixture: "unknown-device", severity: .warning, keptEntries: 1),
    SeverityCase(fixture: "unexpected-key", severity: .warning, keptEntries: 1),
  ]

  @Test(arguments: severities) func severity(_ c: SeverityCase) throws {
    let file = try StringsDictFixtures.file("error-\(c.fixture).stringsdict")
    #expect(file.diagnostics.map(\.severity) == [c.severity])
    #expect(file.entries.count == c.keptEntries)
  }

  // MARK: - Value types

  struct ValueTypeCase: Sendable, CustomTestStringConvertible {
    var written: String
    /// The value type kept, or nil when `stringsdict.invalid-value-type` is reported.
    var kept: String?
    var testDescription: String { written }
  }

  /// Xcode's intent definitions write the value type with its `%` (`%ld`): read as `ld`.
  static let valueTypes: [ValueTypeCase] = [
    ValueTypeCase(written: "ld", kept: "ld"),
    ValueTypeCase(written: "%ld", kept: "ld"),
    ValueTypeCase(written: "%lld", kept: "lld"),
    ValueTypeCase(written: "%f", kept: "f"),
    ValueTypeCase(written: "%", kept: nil),
    ValueTypeCase(written: "%%ld", kept: nil),
    ValueTypeCase(written: "%s", kept: nil),
    ValueTypeCase(written: "%lq", kept: nil),
    ValueTypeCase(written: "int", kept: nil),
  ]

  @Test(arguments: valueTypes) func valueType(_ c: ValueTypeCase) {
    let variable = PlistDictionary([
      ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
      ("NSStringFormatValueTypeKey", .string(c.written)),
      ("other", .string("%\(c.kept ?? "d") items")),
    ])
    let entry = PlistDictionary([
      ("NSStringLocalizedFormatKey", .string("%#@n@")), ("n", .dictionary(variable)),
    ])
    let plist = PlistValue.dictionary(PlistDictionary([("k", .dictionary(entry))]))
    let file = StringsDictFile.parse(plist, path: "t.stringsdict")
    let ids = file.diagnostics.map(\.id)
    #expect(ids == (c.kept == nil ? ["stringsdict.invalid-value-type"] : []), "\(file.diagnostics)")
    if let kept = c.kept, case .plural(let valueType, _) = file["k"]?[variable: "n"]?.rule {
      #expect(valueType == kept)
    }
  }

  // MARK: - Valid fixtures

  @Test(arguments: StringsDictFixtures.names(prefix: "valid-")) func validFixture(_ name: String)
    throws
  {
    let file = try StringsDictFixtures.file(name)
    #expect(file.diagnostics == [])
    #expect(!file.entries.isEmpty)
  }

  @Test func englishModel() throws {
    let file = try StringsDictFixtures.file("valid-en.stringsdict")
    #expect(file.entries.count == 8)
    let files = try #require(file["files.count"])
    #expect(files.formatKey == "%#@files@")
    #expect(files.hasFormatKey)
    #expect(
      files[variable: "files"]?.rule
        == .plural(
          valueType: "d", forms: [.zero: "No files", .one: "%d file", .other: "%d files"]))
    let photos = try #require(file["photos.albums"])
    #expect(photos.variables.map(\.name) == ["albums", "photos"])  // Foundation sorts keys
    let welcome = try #require(file["welcome"])
    #expect(!welcome.hasFormatKey)
    #expect(
      welcome.variables == [
        StringsDictVariable(
          name: "NSStringVariableWidthRuleType",
          rule: .variableWidth([1: "Hi", 20: "Hello", 50: "Welcome to the app"]))
      ])
    let tap = try #require(file["tap"])
    #expect(
      tap[variable: "NSStringDeviceSpecificRuleType"]?.rule
        == .deviceSpecific(["iphone": "Tap to open", "mac": "Click to open", "applewatch": "Tap"]))
  }

  // MARK: - Resolution

  struct ResolveCase: Sendable, CustomTestStringConvertible {
    var fixture: String
    var key: String
    var locale: String
    var count: String
    var expected: String
    var testDescription: String { "\(fixture) \(key) \(locale) \(count)" }
  }

  static let resolveCases: [ResolveCase] = [
    ResolveCase(fixture: "en", key: "files.count", locale: "en", count: "0", expected: "No files"),
    ResolveCase(fixture: "en", key: "files.count", locale: "en", count: "1", expected: "%d file"),
    ResolveCase(fixture: "en", key: "files.count", locale: "en", count: "2", expected: "%d files"),
    ResolveCase(
      fixture: "en", key: "files.count", locale: "en", count: "1.0", expected: "%d files"),
    ResolveCase(fixture: "en", key: "files.count", locale: "en", count: "x", expected: "%d files"),
    // Apple's zero rule applies in every language when the form exists.
    ResolveCase(fixture: "en", key: "files.count", locale: "ja", count: "0", expected: "No files"),
    ResolveCase(fixture: "en", key: "files.count", locale: "ja", count: "1", expected: "%d files"),
    ResolveCase(
      fixture: "en", key: "messages.from", locale: "en", count: "1",
      expected: "%1$ld new message from %2$@"),
    ResolveCase(
      fixture: "en", key: "photos.albums", locale: "en", count: "1",
      expected: "%d photo in %d album"),
    ResolveCase(
      fixture: "en", key: "percent", locale: "en", count: "3", expected: "%d items (100%% done)"),
    ResolveCase(fixture: "en", key: "nested", locale: "en", count: "1", expected: "one thing"),
    ResolveCase(fixture: "en", key: "nested", locale: "en", count: "7", expected: "many things"),
    ResolveCase(
      fixture: "en", key: "welcome", locale: "en", count: "1", expected: "Welcome to the app"),
    ResolveCase(fixture: "en", key: "tap", locale: "en", count: "1", expected: "Tap to open"),
    ResolveCase(fixture: "ru", key: "files.count", locale: "ru", count: "1", expected: "%d файл"),
    ResolveCase(fixture: "ru", key: "files.count", locale: "ru", count: "21", expected: "%d файл"),
    ResolveCase(fixture: "ru", key: "files.count", locale: "ru", count: "3", expected: "%d файла"),
    ResolveCase(
      fixture: "ru", key: "files.count", locale: "ru-RU", count: "11", expected: "%d файлов"),
    // ru has no `zero` form in this file: 0 is `many`.
    ResolveCase(
      fixture: "ru", key: "files.count", locale: "ru", count: "0", expected: "%d файлов"),
    ResolveCase(
      fixture: "ru", key: "files.count", locale: "ru", count: "1.5", expected: "%d файла"),
    ResolveCase(
      fixture: "ru", key: "days.left", locale: "uk", count: "24", expected: "Осталось %lu дня"),
    ResolveCase(fixture: "ar", key: "files.count", locale: "ar", count: "0", expected: "لا ملفات"),
    ResolveCase(fixture: "ar", key: "files.count", locale: "ar", count: "1", expected: "ملف واحد"),
    ResolveCase(fixture: "ar", key: "files.count", locale: "ar", count: "2", expected: "ملفان"),
    ResolveCase(fixture: "ar", key: "files.count", locale: "ar", count: "3", expected: "%d ملفات"),
    ResolveCase(fixture: "ar", key: "files.count", locale: "ar", count: "11", expected: "%d ملفًا"),
    ResolveCase(fixture: "ar", key: "files.count", locale: "ar", count: "100", expected: "%d ملف"),
    // English rules over Arabic forms: 2 is `other`.
    ResolveCase(fixture: "ar", key: "files.count", locale: "en", count: "2", expected: "%d ملف"),
  ]

  @Test(arguments: resolveCases) func resolve(_ c: ResolveCase) throws {
    let file = try StringsDictFixtures.file("valid-\(c.fixture).stringsdict")
    let entry = try #require(file[c.key])
    #expect(entry.resolve(count: c.count, locale: c.locale) == c.expected)
    if let integer = Int(c.count) {
      #expect(entry.resolve(count: integer, locale: c.locale) == c.expected)
    }
  }

  @Test func resolveWithDevice() throws {
    let entry = try #require(try StringsDictFixtures.file("valid-en.stringsdict")["tap"])
    let rules = PluralRules(locale: "en")
    #expect(entry.resolve(count: PluralOperands(1), rules: rules, device: "mac") == "Click to open")
    // No `ipad` form and no `other`: the first device alphabetically.
    #expect(entry.resolve(count: PluralOperands(1), rules: rules, device: "ipad") == "Tap")
  }

  // MARK: - Constructed values

  @Test func locationHookGetsTheClosestKeyPath() {
    let root = PlistValue.dictionary(
      PlistDictionary([
        (
          "k",
          .dictionary(
            PlistDictionary([
              ("NSStringLocalizedFormatKey", .string("%#@v@")),
              (
                "v",
                .dictionary(
                  PlistDictionary([
                    ("NSStringFormatSpecTypeKey", .string("NSStringPluralRuleType")),
                    ("NSStringFormatValueTypeKey", .string("d")),
                    ("one", .string("1")),
                  ]))
              ),
            ]))
        )
      ]))
    var asked: [[String]] = []
    let file = StringsDictFile.parse(root, path: "x.stringsdict") { keyPath in
      asked.append(keyPath)
      guard keyPath == ["k"] else { return nil }
      return SourceLocation(path: "x.stringsdict", line: 4, column: 3, offset: 40)
    }
    #expect(file.diagnostics.map(\.id) == ["stringsdict.missing-other"])
    #expect(file.diagnostics.first?.location?.line == 4)
    #expect(asked == [["k", "v"], ["k"]])
  }

  @Test func rootTypes() {
    let file = StringsDictFile.parse(.string("x"), path: "a.stringsdict")
    #expect(file.entries.isEmpty)
    #expect(file.diagnostics.map(\.id) == ["stringsdict.not-a-dictionary"])
    #expect(file.diagnostics.first?.description.contains("a.stringsdict:1:1: error:") == true)
    let empty = StringsDictFile.parse(.dictionary(PlistDictionary()), path: "b.stringsdict")
    #expect(empty.entries.isEmpty && empty.diagnostics.isEmpty)
  }

  // MARK: - Value types and references

  @Test(arguments: [
    "d", "i", "u", "o", "x", "X", "ld", "lld", "lu", "llu", "qd", "zd", "hd",
    "hhd", "f", "g", "e", "Lf", "@", "ld", "D", "U", "a",
  ])
  func acceptsValueType(_ text: String) {
    #expect(StringsDictParser.isNumericConversion(text))
  }

  @Test(arguments: ["", "%d", "s", "S", "c", "p", "lll", "dd", "l", "lq", "1d", " d", "d ", "n"])
  func rejectsValueType(_ text: String) {
    #expect(!StringsDictParser.isNumericConversion(text))
  }

  struct ReferenceCase: Sendable, CustomTestStringConvertible {
    var text: String
    var names: [String]
    var positions: [Int?] = []
    var malformedAt: Int? = nil
    var testDescription: String { text }
  }

  static let referenceCases: [ReferenceCase] = [
    ReferenceCase(text: "%#@a@", names: ["a"], positions: [nil]),
    ReferenceCase(text: "%1$#@a@ and %2$#@b c@", names: ["a", "b c"], positions: [1, 2]),
    ReferenceCase(text: "%%#@a@", names: []),
    ReferenceCase(text: "%%%#@a@", names: ["a"], positions: [nil]),
    ReferenceCase(text: "%d %@ %1$d %#x", names: []),
    ReferenceCase(text: "%#@", names: [], malformedAt: 0),
    ReferenceCase(text: "x %#@@", names: [], malformedAt: 2),
    ReferenceCase(text: "%#@a@ %#@b", names: ["a"], positions: [nil], malformedAt: 6),
    ReferenceCase(text: "%99999999999999999999$#@a@", names: ["a"], positions: [1_000_000]),
    ReferenceCase(text: "%", names: []),
    ReferenceCase(text: "%1", names: []),
    ReferenceCase(text: "%#", names: []),
    ReferenceCase(text: "é%#@ñ@", names: ["ñ"], positions: [nil]),
  ]

  @Test(arguments: referenceCases) func references(_ c: ReferenceCase) {
    let (references, malformedAt) = StringsDictReference.scan(c.text)
    #expect(references.map(\.name) == c.names)
    #expect(references.map(\.position) == c.positions)
    #expect(malformedAt == c.malformedAt)
    let bytes = Array(c.text.utf8)
    for reference in references {
      #expect(bytes[reference.range].first == UInt8(ascii: "%"))
      #expect(bytes[reference.range].last == UInt8(ascii: "@"))
    }
  }
}

extension StringsDictFileTests {
  @Test func selfReferencingFormsStayBounded() {
    let forms = String(repeating: "%#@v@", count: 10)
    let entry = StringsDictEntry(
      key: "k", formatKey: "%#@v@",
      variables: [
        StringsDictVariable(name: "v", rule: .plural(valueType: "d", forms: [.other: forms]))
      ])
    let text = entry.resolve(count: 3, locale: "en")
    #expect(text.utf8.count < 100_000)
    #expect(text.contains("%#@v@"))
  }
}
