import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// The optimizer over every localization of an app: keys in every table, the app's own
/// translations reused, and each template checked on every phone.
@Suite struct OptimizeLocalizationsTests {
  // MARK: - Helpers

  /// Tables of an app, one `.strings` text per localization (`en` is the development region).
  static func tables(_ texts: [String: String]) throws -> OptimizeTables {
    var tables: [OptimizeTables.Table] = []
    for (localization, text) in texts {
      let path = "\(localization).lproj/Localizable.strings"
      let bytes = Array(text.utf8)
      tables.append(
        OptimizeTables.Table(
          localization: localization, path: path, original: bytes,
          editor: StringsEditor(try StringsFile.parse(bytes, path: path))))
    }
    return OptimizeTables(tables: tables)
  }

  static func payloads(_ bodies: [String]) -> [UInt8] {
    Array(bodies.map { OptimizeTestSupport.payload(body: $0) + "\n" }.joined().utf8)
  }

  static func run(_ input: [UInt8], _ tables: OptimizeTables, mode: OptimizeOptions.Mode)
    -> Optimizer.Result
  {
    Optimizer(options: OptimizeOptions(mode: mode, minCount: 2)).optimize(
      input, path: "in.jsonl", tables: tables)
  }

  /// The bundle the result's tables make, and what localization `name` shows for a line.
  static func shown(_ result: Optimizer.Result, line: Int, in name: String) throws -> String? {
    let expander = Expander(bundle: result.tables.verificationBundle())
    let lines = OptimizeTestSupport.lines(result.payloads)
    let (payload, _) = try APNsPayload.parse(lines[line], path: "line")
    let expansion = expander.expand(
      alert: payload.aps?.alert, choice: LanguageChoice(localization: name, reason: .exact))
    #expect(!expansion.warnings.contains { $0.id == "expand.missing-key" })
    return expansion.body
  }

  static func text(_ result: Optimizer.Result, _ localization: String) -> String {
    let table = result.tables.tables.first { $0.localization == localization }
    return String(decoding: table?.editor.bytes() ?? [], as: UTF8.self)
  }

  static let names = ["Anna", "Ben", "Chloé", "Dmitri", "Emma", "Farid"]

  // MARK: - Every table

  @Test func bytesModePutsTheSameFormatInEveryTableNotForTranslation() throws {
    let tables = try Self.tables(["en": "\n", "de": "\n", "ja": "\n"])
    let bodies = Self.names.map { "\($0)さんがあなたの写真に「いいね！」しました" }
    let result = Self.run(Self.payloads(bodies), tables, mode: .bytes)
    #expect(result.report.rewritten == bodies.count)
    for localization in ["de", "en", "ja"] {
      let text = Self.text(result, localization)
      #expect(text.contains("= \"%@さんがあなたの写真に「いいね！」しました\";"), "\(localization)")
      #expect(text.contains("/* Do not translate: "), "\(localization)")
      #expect(try Self.shown(result, line: 0, in: localization) == bodies[0])
    }
    #expect(result.report.localizations.map(\.localization) == ["de", "en", "ja"])
    #expect(result.report.localizations.allSatisfy { $0.sameTextFields == bodies.count })
    #expect(result.report.templates.first?.language == "ja")
    #expect(result.report.localizations.first { $0.localization == "ja" }?.ownFields == 6)
  }

  @Test func localizeModeMarksOtherLocalizationsForTranslation() throws {
    let tables = try Self.tables(["en": "\n", "ru": "\n", "fr": "\n"])
    let bodies = Self.names.map { "\($0) оценил(а) ваше фото" }
    let result = Self.run(Self.payloads(bodies), tables, mode: .localize)
    #expect(result.report.rewritten == bodies.count)
    #expect(Self.text(result, "ru").contains("/* Push alert, seen 6 times."))
    #expect(Self.text(result, "en").contains("/* Needs translation from ru: a push alert"))
    #expect(Self.text(result, "fr").contains("/* Needs translation from ru: a push alert"))
    let keys = result.tables.tables.map { table in
      table.editor.entries.map(\.key)
    }
    #expect(Set(keys.map { $0.count }) == [1])
  }

  // MARK: - The app's own translations

  static let greetings: [String: String] = [
    "en": "\"GREETING\" = \"Hello %@, welcome back\";\n",
    "de": "\"GREETING\" = \"Hallo %@, willkommen zurück\";\n",
    "ja": "\"GREETING\" = \"%@さん、おかえりなさい\";\n",
  ]

  @Test func localizeModeReusesTheKeyThatTranslatesATemplate() throws {
    let bodies = Self.names.map { "Hallo \($0), willkommen zurück" }
    let result = Self.run(Self.payloads(bodies), try Self.tables(Self.greetings), mode: .localize)
    #expect(result.report.rewritten == bodies.count)
    #expect(result.report.newKeys.isEmpty)
    #expect(result.report.templates.first?.key == "GREETING")
    #expect(result.report.templates.first?.language == "de")
    // A German phone sees the text as sent; the others see their translation, never a key.
    #expect(try Self.shown(result, line: 0, in: "de") == bodies[0])
    #expect(try Self.shown(result, line: 0, in: "en") == "Hello Anna, welcome back")
    #expect(try Self.shown(result, line: 0, in: "ja") == "Annaさん、おかえりなさい")
  }

  @Test func bytesModeLeavesATranslatedTemplateLiteral() throws {
    let bodies = Self.names.map { "Hallo \($0), willkommen zurück" }
    let input = Self.payloads(bodies)
    let result = Self.run(input, try Self.tables(Self.greetings), mode: .bytes)
    #expect(result.payloads == input)
    #expect(!result.tables.hasChanges)
    #expect(result.report.literalTemplates.first?.translatedBy == "GREETING")
  }

  @Test func aReorderingTranslationGetsItsArgumentsInKeyOrder() throws {
    let tables = try Self.tables([
      "en": "\"MENTION\" = \"%1$@ mentioned you in %2$@\";\n",
      "ja": "\"MENTION\" = \"%2$@で%1$@さんがあなたをメンションしました\";\n",
    ])
    var bodies: [String] = []
    for name in Self.names {
      for group in ["家族", "職場", "山岳部", "読書会", "同期", "ゼミ"] {
        bodies.append("\(group)で\(name)さんがあなたをメンションしました")
      }
    }
    let result = Self.run(Self.payloads(bodies), tables, mode: .localize)
    #expect(result.report.templates.first?.key == "MENTION")
    #expect(result.report.templates.first?.argumentSlots == [1, 0])
    let first = String(decoding: OptimizeTestSupport.lines(result.payloads)[0], as: UTF8.self)
    #expect(first.contains(#""loc-args":["Anna","家族"]"#))
    #expect(try Self.shown(result, line: 0, in: "ja") == bodies[0])
    #expect(try Self.shown(result, line: 0, in: "en") == "Anna mentioned you in 家族")
    let templates = result.templatesJSON.arrayValue?.first
    #expect(templates?["arguments"] == .array([.number("1"), .number("0")]))
    #expect(templates?["formats"]?["ja"] == .string("%2$@で%1$@さんがあなたをメンションしました"))
  }

  @Test func aTranslationThatReadsMoreArgumentsIsNotReused() throws {
    var texts = Self.greetings
    texts["de"] = "\"GREETING\" = \"Hallo %1$@, willkommen zurück in %2$@\";\n"
    let bodies = Self.names.map { "Hello \($0), welcome back" }
    var diagnostics: [Diagnostic] = []
    let result = try Optimizer(options: OptimizeOptions(mode: .localize, minCount: 2)).optimize(
      OptimizeSource(.bytes(Self.payloads(bodies)), path: "in.jsonl"),
      tables: try Self.tables(texts), payloads: .memory,
      diagnostics: { diagnostics.append($0) })
    #expect(result.report.templates.first?.key != "GREETING")
    let warning = diagnostics.first { $0.id == "optimize.reuse-mismatch" }
    #expect(warning?.location?.path == "en.lproj/Localizable.strings")
    #expect(warning?.notes.first?.location?.path == "de.lproj/Localizable.strings")
    // The new key shows the text as sent in every localization.
    for localization in ["de", "en", "ja"] {
      #expect(try Self.shown(result, line: 0, in: localization) == bodies[0])
    }
  }

  @Test func aKeyWithAPluralRuleIsNotReused() throws {
    var tables = try Self.tables(Self.greetings)
    var plural = LocalizedTable(name: "Localizable", localization: "en")
    plural.insert(
      LocalizedEntry(
        key: "GREETING",
        value: .stringsDict(StringsDictEntry(key: "GREETING", formatKey: "%#@n@", variables: [])),
        origin: .stringsDict))
    tables.tables[1].stringsDict = plural
    let bodies = Self.names.map { "Hello \($0), welcome back" }
    let result = Self.run(Self.payloads(bodies), tables, mode: .localize)
    #expect(result.report.templates.first.map { $0.key != "GREETING" } == true)
  }

  // MARK: - One key per message

  /// Payloads with a `type` and a `lang` member beside `aps`.
  static func tagged(_ rows: [(type: String, lang: String, body: String)]) -> [UInt8] {
    Array(
      rows.map { row in
        OptimizeTestSupport.payload(
          body: row.body, extra: ",\"type\":\"\(row.type)\",\"lang\":\"\(row.lang)\"") + "\n"
      }.joined().utf8)
  }

  static func runTagged(_ input: [UInt8], mode: OptimizeOptions.Mode = .localize) throws -> (
    Optimizer.Result, [Diagnostic]
  ) {
    var options = OptimizeOptions(mode: mode, minCount: 2)
    options.messageField = "type"
    options.languageField = "lang"
    var diagnostics: [Diagnostic] = []
    let result = try Optimizer(options: options).optimize(
      OptimizeSource(.bytes(input), path: "in.jsonl"),
      tables: try Self.tables(["en": "\n", "de": "\n", "ja": "\n", "fr": "\n"]),
      payloads: .memory, diagnostics: { diagnostics.append($0) })
    return (result, diagnostics)
  }

  static let groups = ["Hikers", "Book Club", "Team", "Family", "Chess", "Choir"]

  @Test func aMessageInThreeLanguagesIsOneKey() throws {
    var rows: [(type: String, lang: String, body: String)] = []
    for name in Self.names {
      rows.append(("liked", "en", "\(name) liked your photo"))
      rows.append(("liked", "de", "\(name) gefällt dein Foto"))
      rows.append(("liked", "ja", "\(name)さんがあなたの写真に「いいね！」しました"))
    }
    let (result, _) = try Self.runTagged(Self.tagged(rows))
    #expect(result.report.newKeys == ["LIKED_YOUR_PHOTO"])
    #expect(result.report.messages.first?.localizations == ["de", "en", "ja"])
    #expect(Set(result.report.templates.map(\.language)) == ["de", "en", "ja"])
    // Each phone shows the message in its language; fr, untranslated, the English.
    #expect(try Self.shown(result, line: 0, in: "de") == "Anna gefällt dein Foto")
    #expect(try Self.shown(result, line: 1, in: "ja") == "Annaさんがあなたの写真に「いいね！」しました")
    #expect(try Self.shown(result, line: 2, in: "en") == "Anna liked your photo")
    #expect(try Self.shown(result, line: 2, in: "fr") == "Anna liked your photo")
    #expect(Self.text(result, "fr").contains("/* Needs translation from en: "))
    #expect(Self.text(result, "de").contains("\"LIKED_YOUR_PHOTO\" = \"%@ gefällt dein Foto\";"))
  }

  @Test func theValuesSettleTheOrderOfTheArguments() throws {
    // The same people and groups in both languages: the values pair the slots.
    var rows: [(type: String, lang: String, body: String)] = []
    for name in Self.names {
      for group in Self.groups {
        rows.append(("mention", "en", "\(name) mentioned you in \(group)"))
        rows.append(("mention", "ja", "\(group)で\(name)さんがあなたをメンションしました"))
      }
    }
    let (result, _) = try Self.runTagged(Self.tagged(rows))
    #expect(result.report.messages.first?.problems == [])
    #expect(Self.text(result, "ja").contains("= \"%2$@で%1$@さんがあなたをメンションしました\";"))
    let first = String(decoding: OptimizeTestSupport.lines(result.payloads)[1], as: UTF8.self)
    #expect(first.contains(#""loc-args":["Anna","Hikers"]"#))
    #expect(try Self.shown(result, line: 1, in: "ja") == "HikersでAnnaさんがあなたをメンションしました")
    #expect(try Self.shown(result, line: 1, in: "en") == "Anna mentioned you in Hikers")
  }

  @Test func anUnsettledOrderKeepsTheLanguagesApart() throws {
    // Other people in each language: nothing says which slot is which.
    var rows: [(type: String, lang: String, body: String)] = []
    for (index, name) in Self.names.enumerated() {
      for group in Self.groups {
        rows.append(("mention", "en", "\(name) mentioned you in \(group)"))
        rows.append(("mention", "ja", "グループ\(index)で友達\(group.count)さんがあなたをメンションしました"))
      }
    }
    let (result, _) = try Self.runTagged(Self.tagged(rows))
    #expect(result.report.newKeys.count == 2)
    #expect(result.report.messages.first?.problems.first?.contains("not settled") == true)
  }

  @Test func aCountAndANameFindTheirPlaces() throws {
    var rows: [(type: String, lang: String, body: String)] = []
    for (index, name) in Self.names.enumerated() {
      rows.append(("photos", "en", "\(name) sent you \(index + 2) photos"))
      rows.append(("photos", "ja", "\(index + 12)枚の写真が\(name)さんから届きました"))
    }
    let (result, _) = try Self.runTagged(Self.tagged(rows))
    #expect(result.report.newKeys.count == 1)
    #expect(Self.text(result, "ja").contains("= \"%2$@枚の写真が%1$@さんから届きました\";"))
    #expect(try Self.shown(result, line: 1, in: "ja") == "12枚の写真がAnnaさんから届きました")
    #expect(try Self.shown(result, line: 1, in: "en") == "Anna sent you 12 photos")
  }

  @Test func permutationsAndPositionalFormats() {
    #expect(OptimizeRun.permutations(3).count == 6)
    #expect(OptimizeRun.permutations(3).first == [0, 1, 2])
    #expect(Set(OptimizeRun.permutations(3).map { $0 }).count == 6)
    let template = AlertTemplate(constants: [Array("50% ".utf8), Array("で".utf8), []])
    #expect(OptimizeRun.positionalFormat(template, order: [1, 0]) == "50%% %2$@で%1$@")
    #expect(OptimizeRun.positionalFormat(template, order: [0, 1]) == "50%% %@で%@")
  }

  @Test func aLineTheScannerLeavesToTheParserKeepsItsFields() throws {
    // An escaped top-level key sends a line to the JSON parser; its fields still count.
    var lines = ""
    for name in Self.names {
      lines +=
        #"{"aps":{"alert":{"body":"\#(name) liked your photo"}},"t\u0079pe":"liked","lang":"en"}"#
      lines += "\n"
      lines +=
        #"{"aps":{"alert":{"body":"\#(name) gefällt dein Foto"}},"t\u0079pe":"liked","lang":"de"}"#
      lines += "\n"
    }
    let (result, _) = try Self.runTagged(Array(lines.utf8))
    #expect(result.report.messages.first?.localizations == ["de", "en"])
    #expect(result.report.newKeys.count == 1)
  }

  @Test func bytesModeMergesNothingAndSaysSo() throws {
    var rows: [(type: String, lang: String, body: String)] = []
    for name in Self.names {
      rows.append(("liked", "en", "\(name) liked your photo, and said so to everyone"))
      rows.append(("liked", "ja", "\(name)さんがあなたの写真に「いいね！」しました"))
    }
    let (result, diagnostics) = try Self.runTagged(Self.tagged(rows), mode: .bytes)
    #expect(diagnostics.map(\.id).contains("optimize.message-field-bytes"))
    #expect(result.report.messages.isEmpty)
  }

  @Test func aPayloadIsRewrittenOnlyIfItsLanguageShowsItsText() throws {
    // German payloads whose text the app's English key translates: a German phone would
    // show the German translation, not the text sent.
    var rows: [(type: String, lang: String, body: String)] = []
    for name in Self.names { rows.append(("greet", "de", "Hello \(name), welcome back")) }
    var options = OptimizeOptions(mode: .localize, minCount: 2)
    options.languageField = "lang"
    let result = Optimizer(options: options).optimize(
      Self.tagged(rows), path: "in.jsonl", tables: try Self.tables(Self.greetings))
    #expect(result.report.rewritten == 0)
  }

  // MARK: - String Catalogs

  static let catalog = """
    {
      "sourceLanguage" : "en",
      "strings" : {
        "GREETING" : {
          "localizations" : {
            "de" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hallo %@, willkommen zurück"
              }
            },
            "en" : {
              "stringUnit" : {
                "state" : "translated",
                "value" : "Hello %@, welcome back"
              }
            }
          }
        }
      },
      "version" : "1.0"
    }
    """

  static func catalogTables(_ text: String = catalog) -> OptimizeTables {
    OptimizeTables.load(catalog: "Localizable.xcstrings", bytes: Array(text.utf8)).tables
  }

  @Test func aCatalogGetsOneManualEntryNotForTranslationInBytesMode() throws {
    let bodies = Self.names.map { "\($0)さんがあなたの写真に「いいね！」しました" }
    let result = Self.run(Self.payloads(bodies), Self.catalogTables(), mode: .bytes)
    #expect(result.report.rewritten == bodies.count)
    #expect(result.report.localizations.map(\.localization) == ["de", "en"])
    let files = try result.tables.changedFiles()
    #expect(files.map(\.path) == ["Localizable.xcstrings"])
    let written = try XCStringsFile.parse(files[0].bytes, path: "written")
    let key = try #require(result.report.newKeys.first)
    let entry = try #require(written[key])
    #expect(entry.shouldTranslate == false)
    #expect(entry.extractionState == "manual")
    #expect(entry.localizations.keys.sorted() == ["en"])
    #expect(try Self.shown(result, line: 0, in: "de") == bodies[0])
    // The catalog's own entry is byte for byte what it was.
    let text = String(decoding: files[0].bytes, as: UTF8.self)
    let end = try #require(Self.catalog.range(of: "\n  },\n  \"version\""))
    #expect(text.hasPrefix(Self.catalog[..<end.lowerBound]))
    #expect(text.hasSuffix(Self.catalog[end.lowerBound...]))
  }

  @Test func aCatalogGetsEveryLanguageInLocalizeMode() throws {
    let bodies = Self.names.map { "\($0) оценил(а) ваше фото" }
    let result = Self.run(Self.payloads(bodies), Self.catalogTables(), mode: .localize)
    let written = try XCStringsFile.parse(try result.tables.changedFiles()[0].bytes, path: "w")
    let key = try #require(result.report.newKeys.first)
    let entry = try #require(written[key])
    #expect(entry.shouldTranslate != false)
    #expect(entry.localizations.keys.sorted() == ["de", "en"])
    // No de or ru: a Russian phone falls back to the development region, which is its own.
    #expect(entry.localizations["en"]?.stringUnit?.state == "translated")
    #expect(entry.localizations["de"]?.stringUnit?.state == "new")
    #expect(try Self.shown(result, line: 0, in: "en") == bodies[0])
  }

  @Test func aCatalogKeyIsReused() throws {
    let bodies = Self.names.map { "Hallo \($0), willkommen zurück" }
    let result = Self.run(Self.payloads(bodies), Self.catalogTables(), mode: .localize)
    #expect(result.report.templates.first?.key == "GREETING")
    #expect(try Self.shown(result, line: 0, in: "en") == "Hello Anna, welcome back")
    #expect(!result.tables.hasChanges)
  }

  struct BadCatalog: Sendable, CustomTestStringConvertible {
    var text: String
    var line: Int
    var testDescription: String { text }
  }

  @Test(arguments: [
    BadCatalog(text: "{\n  \"strings\" : {\n  }\n", line: 4),
    BadCatalog(text: "[1, 2]", line: 1),
    BadCatalog(text: "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : []\n}", line: 3),
    BadCatalog(
      text: "{\n  \"strings\" : {\n    \"A\" : {\n      \"localizations\" : 3\n    }\n  }\n}",
      line: 4),
  ])
  func aCatalogThatIsNotOneIsRefusedWithItsPlace(_ c: BadCatalog) {
    let (tables, diagnostics) = OptimizeTables.load(
      catalog: "Localizable.xcstrings", bytes: Array(c.text.utf8))
    #expect(tables.catalog == nil)
    let error = diagnostics.first { $0.severity == .error }
    #expect(error?.id == "optimize.table-unreadable")
    #expect(error?.location?.line == c.line, "\(diagnostics)")
  }

  // MARK: - Parts

  struct ShapeCase: Sendable, CustomTestStringConvertible {
    var value: String
    var template: [String]?
    var order: [Int]
    var testDescription: String { value }
  }

  @Test(arguments: [
    ShapeCase(value: "%1$@ in %2$@", template: ["", " in ", ""], order: [0, 1]),
    ShapeCase(value: "%@ in %@", template: ["", " in ", ""], order: [0, 1]),
    ShapeCase(value: "%2$@：%1$@", template: ["", "：", ""], order: [1, 0]),
    ShapeCase(value: "50%% off for % @", template: ["50% off for ", ""], order: [0]),
    ShapeCase(value: "No slots", template: ["No slots"], order: []),
    ShapeCase(value: "%d photos", template: nil, order: []),
    ShapeCase(value: "%@ and %2$@", template: nil, order: []),
    ShapeCase(value: "%1$@ and %1$@", template: nil, order: []),
    ShapeCase(value: "%1$@ and %3$@", template: nil, order: []),
    ShapeCase(value: "50% off", template: nil, order: []),
  ])
  func reusableShape(_ c: ShapeCase) {
    let found = ReusableFormats.shape(of: c.value)
    guard let template = c.template else {
      #expect(found == nil)
      return
    }
    let expected = ReusableFormats.shape(
      of: AlertTemplate(constants: template.map { Array($0.utf8) }))
    #expect(found?.shape == expected)
    #expect(found?.order == c.order)
  }

  struct ScriptCase: Sendable, CustomTestStringConvertible {
    var text: String
    var first: String?
    var testDescription: String { text }
  }

  @Test(arguments: [
    ScriptCase(text: "%@さんがあなたの写真に「いいね！」しました", first: "ja"),
    ScriptCase(text: "Pebble Plus：%@さん", first: "ja"),
    ScriptCase(text: "%@赞了你的照片", first: "zh-Hans"),
    ScriptCase(text: "%@님이 회원님을 초대했습니다", first: "ko"),
    ScriptCase(text: "Ваш заказ #%@ передан курьеру", first: "ru"),
    ScriptCase(text: "طلبك #%@ في طريقه إليك", first: "ar"),
    ScriptCase(text: "%@ שלח לך הודעה", first: "he"),
    ScriptCase(text: "Η παραγγελία σας %@", first: "el"),
    ScriptCase(text: "%@ liked your photo", first: nil),
    ScriptCase(text: "Pebble Plus: 東京", first: nil),
    ScriptCase(text: "🔥 %@ 🎉", first: nil),
  ])
  func scriptLanguage(_ c: ScriptCase) {
    #expect(ScriptLanguage.candidates(for: c.text).first == c.first)
  }

  @Test func aScriptPicksTheLocalizationTheAppHas() {
    let available = ["en", "uk", "zh-Hant"]
    #expect(
      ScriptLanguage.localization(
        for: "Ваше замовлення %@", available: available, developmentRegion: "en") == "uk")
    #expect(
      ScriptLanguage.localization(
        for: "%@讚了你的相片", available: available, developmentRegion: "en") == "zh-Hant")
    #expect(
      ScriptLanguage.localization(
        for: "%@ liked your photo", available: available, developmentRegion: "en") == nil)
  }

  @Test func loadFindsEveryLocalizationThatHoldsTheTable() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-tables-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    func write(_ path: String, _ text: String) throws {
      let url = URL(fileURLWithPath: folder + "/" + path)
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }
    try write("de.lproj/Localizable.strings", "\"A\" = \"a\";\n")
    try write("ru.lproj/Localizable.stringsdict", StringsDictFixture.minimal)
    try write("fr.lproj/InfoPlist.strings", "\"CFBundleDisplayName\" = \"App\";\n")
    let (tables, diagnostics) = try OptimizeTables.load(bundle: folder)
    #expect(tables.localizations == ["de", "en", "ru"])
    #expect(tables.tables.map { $0.original == nil } == [false, true, true])
    #expect(tables.tables[2].path == folder + "/ru.lproj/Localizable.strings")
    #expect(tables.tables[2].stringsDict?.keys == ["COUNT"])
    #expect(tables.allKeys == ["A", "COUNT"])
    #expect(diagnostics.map(\.id) == ["optimize.localization-without-table"])
    #expect(diagnostics.first?.message.hasPrefix("fr.lproj has no Localizable table") == true)
  }

  @Test func oneTableOfSeveralIsWarnedOf() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-siblings-\(UUID().uuidString)").path
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for localization in ["en", "de", "ja"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/\(localization).lproj", withIntermediateDirectories: true)
      try Data("\"A\" = \"a\";\n".utf8).write(
        to: URL(fileURLWithPath: folder + "/\(localization).lproj/Localizable.strings"))
    }
    let path = folder + "/en.lproj/Localizable.strings"
    let (tables, diagnostics) = OptimizeTables.load(
      file: path, bytes: Array("\"A\" = \"a\";\n".utf8))
    #expect(tables.localizations == ["en"])
    #expect(diagnostics.map(\.id) == ["optimize.other-localizations"])
    #expect(diagnostics.first?.message.contains("(de, ja)") == true)
    #expect(diagnostics.first?.location?.path == path)
    // A table outside any .lproj has no siblings to warn of.
    #expect(OptimizeTables.load(file: "Localizable.strings", bytes: nil).diagnostics.isEmpty)
  }

  @Test func aCompiledTableIsRefused() throws {
    let bytes = PropertyListEncoderFixture.binaryStrings
    let (tables, diagnostics) = OptimizeTables.load(
      file: "en.lproj/Localizable.strings", bytes: bytes)
    #expect(tables.tables.isEmpty)
    #expect(diagnostics.map(\.id) == ["optimize.table-compiled"])
  }
}

/// A `.stringsdict` with one plural key, `COUNT`.
enum StringsDictFixture {
  static let minimal = """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
    <plist version="1.0">
    <dict>
      <key>COUNT</key>
      <dict>
        <key>NSStringLocalizedFormatKey</key><string>%#@n@</string>
        <key>n</key>
        <dict>
          <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
          <key>NSStringFormatValueTypeKey</key><string>d</string>
          <key>one</key><string>%d item</string>
          <key>other</key><string>%d items</string>
        </dict>
      </dict>
    </dict>
    </plist>
    """
}

/// A binary property list `.strings`, as a built app holds it, written by Foundation.
enum PropertyListEncoderFixture {
  static var binaryStrings: [UInt8] {
    let data = try? PropertyListSerialization.data(
      fromPropertyList: ["A": "a"], format: .binary, options: 0)
    return data.map(Array.init) ?? []
  }
}
