import Foundation
import Testing

@testable import LocPack

/// A small bundle built in memory: en, ja and ru tables, with `.stringsdict` plurals.
enum ExpanderFixtures {
  static func plural(_ key: String, format: String, forms: [PluralCategory: String])
    -> LocalizedEntry
  {
    LocalizedEntry(
      key: key,
      value: .stringsDict(
        StringsDictEntry(
          key: key, formatKey: format,
          variables: [StringsDictVariable(name: "n", rule: .plural(valueType: "d", forms: forms))]
        )), origin: .stringsDict)
  }

  static func table(
    _ localization: String, _ texts: [(String, String)], _ extra: [LocalizedEntry] = []
  )
    -> LocalizedTable
  {
    var table = LocalizedTable(name: "Localizable", localization: localization)
    for (key, value) in texts {
      table.insert(LocalizedEntry(key: key, value: .text(value), origin: .strings))
    }
    for entry in extra { table.insert(entry) }
    return table
  }

  static let bundle: AppBundle = {
    var bundle = AppBundle(path: "memory", developmentRegion: "en")
    bundle.add(
      table(
        "en",
        [
          ("GREETING", "Hello, %@!"), ("PAIR", "%1$@ and %2$@"), ("SWAP", "%2$@ before %1$@"),
          ("PERCENT", "50%% off for %@"), ("PLAIN", "Welcome"), ("NUMBER", "%d items"),
          ("TITLE", "Title for %@"), ("SUB", "Sub %@"), ("ACTION", "Open"),
          ("ONLY_EN", "English only"),
        ],
        [
          plural("COUNT", format: "%#@n@ in %@", forms: [.one: "%d file", .other: "%d files"]),
          plural(
            "ZERO", format: "%#@n@",
            forms: [.zero: "no items", .one: "%d item", .other: "%d items"]
          ),
        ]))
    bundle.add(
      table(
        "ja", [("GREETING", "こんにちは、%@さん"), ("PAIR", "%2$@と%1$@"), ("PLAIN", "ようこそ")]))
    bundle.add(
      table(
        "ru", [("GREETING", "Привет, %@!")],
        [
          plural(
            "COUNT", format: "%#@n@ в %@",
            forms: [.one: "%d файл", .few: "%d файла", .many: "%d файлов", .other: "%d файла"])
        ]))
    bundle.addLocalization("ko")
    return bundle
  }()

  static let expander = Expander(bundle: bundle)
}

@Suite struct ExpanderTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var alert: String
    var languages = ["en"]
    var title: String?
    var subtitle: String?
    var body: String?
    var action: String?
    var localization = "en"
    var warnings: [String] = []
    var plurals = Expander.PluralHandling.apply
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "plain title, subtitle and body",
      alert: #"{"title":"T","subtitle":"S","body":"B"}"#, title: "T", subtitle: "S", body: "B"),
    Case(name: "legacy string alert", alert: #""Just text""#, body: "Just text"),
    Case(
      name: "loc-key with one argument", alert: #"{"loc-key":"GREETING","loc-args":["Ana"]}"#,
      body: "Hello, Ana!"),
    Case(
      name: "positional arguments", alert: #"{"loc-key":"PAIR","loc-args":["A","B"]}"#,
      body: "A and B"),
    Case(
      name: "positional arguments reordered", alert: #"{"loc-key":"SWAP","loc-args":["A","B"]}"#,
      body: "B before A"),
    Case(
      name: "missing key shows the raw key", alert: #"{"loc-key":"NOPE","loc-args":["x"]}"#,
      body: "NOPE", warnings: ["expand.missing-key"]),
    Case(
      name: "too few arguments render <null>", alert: #"{"loc-key":"PAIR","loc-args":["A"]}"#,
      body: "A and <null>", warnings: ["expand.missing-argument"]),
    Case(
      name: "no loc-args at all", alert: #"{"loc-key":"GREETING"}"#, body: "Hello, <null>!",
      warnings: ["expand.missing-argument"]),
    Case(
      name: "too many arguments are ignored",
      alert: #"{"loc-key":"GREETING","loc-args":["A","B","C"]}"#, body: "Hello, A!",
      warnings: ["expand.unused-arguments"]),
    Case(name: "a key without specifiers", alert: #"{"loc-key":"PLAIN"}"#, body: "Welcome"),
    Case(
      name: "%% is a percent sign", alert: #"{"loc-key":"PERCENT","loc-args":["you"]}"#,
      body: "50% off for you"),
    Case(
      name: "%d with a string argument", alert: #"{"loc-key":"NUMBER","loc-args":["3"]}"#,
      body: "%d items", warnings: ["expand.non-object-specifier"]),
    Case(
      name: "title-loc-key", alert: #"{"title-loc-key":"TITLE","title-loc-args":["X"]}"#,
      title: "Title for X"),
    Case(
      name: "subtitle-loc-key",
      alert: #"{"subtitle-loc-key":"SUB","subtitle-loc-args":["Y"],"body":"b"}"#, subtitle: "Sub Y",
      body: "b"),
    Case(
      name: "missing title key", alert: #"{"title-loc-key":"NO_TITLE","body":"b"}"#,
      title: "NO_TITLE", body: "b", warnings: ["expand.missing-key"]),
    Case(
      name: "loc-key wins over title text",
      alert: #"{"title":"plain","title-loc-key":"TITLE","title-loc-args":["Z"]}"#,
      title: "Title for Z", warnings: ["expand.text-ignored"]),
    Case(
      name: "loc-args without loc-key", alert: #"{"body":"b","loc-args":["x"]}"#, body: "b",
      warnings: ["expand.unused-loc-args"]),
    Case(
      name: "action-loc-key", alert: #"{"body":"b","action-loc-key":"ACTION"}"#, body: "b",
      action: "Open"),
    Case(
      name: "missing action key", alert: #"{"body":"b","action-loc-key":"NO_ACTION"}"#, body: "b",
      action: "NO_ACTION", warnings: ["expand.missing-key"]),
    Case(
      name: "plural one", alert: #"{"loc-key":"COUNT","loc-args":["1","Docs"]}"#,
      body: "1 file in Docs", warnings: ["expand.plural-unverified"]),
    Case(
      name: "plural other", alert: #"{"loc-key":"COUNT","loc-args":["5","Docs"]}"#,
      body: "5 files in Docs", warnings: ["expand.plural-unverified"]),
    Case(
      name: "plural ru few", alert: #"{"loc-key":"COUNT","loc-args":["3","Документы"]}"#,
      languages: ["ru"], body: "3 файла в Документы", localization: "ru",
      warnings: ["expand.plural-unverified"]),
    Case(
      name: "plural ru many", alert: #"{"loc-key":"COUNT","loc-args":["11","D"]}"#,
      languages: ["ru-RU"], body: "11 файлов в D", localization: "ru",
      warnings: ["expand.plural-unverified"]),
    Case(
      name: "plural zero form", alert: #"{"loc-key":"ZERO","loc-args":["0"]}"#, body: "no items",
      warnings: ["expand.plural-unverified"]),
    Case(
      name: "plural decimal count", alert: #"{"loc-key":"ZERO","loc-args":["1.5"]}"#,
      body: "1.5 items", warnings: ["expand.plural-unverified"]),
    Case(
      name: "plural count not a number", alert: #"{"loc-key":"ZERO","loc-args":["many"]}"#,
      body: "many items",
      warnings: ["expand.plural-count-not-a-number", "expand.plural-unverified"]),
    Case(
      name: "plural with too few arguments", alert: #"{"loc-key":"COUNT","loc-args":["2"]}"#,
      body: "2 files in <null>",
      warnings: ["expand.plural-unverified", "expand.missing-argument"]),
    Case(
      name: "plurals ignored", alert: #"{"loc-key":"COUNT","loc-args":["2","D"]}"#,
      body: "2 in D", warnings: ["expand.stringsdict-variable"], plurals: .ignore),
    Case(
      name: "regional preference falls back to the language",
      alert: #"{"loc-key":"GREETING","loc-args":["Ana"]}"#, languages: ["ja-JP", "en"],
      body: "こんにちは、Anaさん", localization: "ja"),
    Case(
      name: "no preferred language matches", alert: #"{"loc-key":"GREETING","loc-args":["Ana"]}"#,
      languages: ["it", "sv"], body: "Hello, Ana!", warnings: ["expand.language-fallback"]),
    Case(
      name: "no fallback to another language for a key",
      alert: #"{"loc-key":"ONLY_EN"}"#, languages: ["ja"], body: "ONLY_EN", localization: "ja",
      warnings: ["expand.missing-key"]),
    Case(
      name: "positional reordering in ja", alert: #"{"loc-key":"PAIR","loc-args":["A","B"]}"#,
      languages: ["ja"], body: "BとA", localization: "ja"),
    Case(
      name: "a localization without the table",
      alert: #"{"loc-key":"GREETING","loc-args":["Ana"]}"#, languages: ["ko"], body: "GREETING",
      localization: "ko", warnings: ["expand.missing-key"]),
    Case(
      name: "an alert with no text", alert: #"{"launch-image":"x.png"}"#,
      warnings: ["expand.empty-alert"]),
  ]

  static func payload(_ alert: String) throws -> APNsPayload {
    try APNsPayload.parse(Array(#"{"aps":{"alert":\#(alert)}}"#.utf8), path: "case.json").0
  }

  @Test(arguments: cases) func expand(_ c: Case) throws {
    let expander = Expander(
      bundle: ExpanderFixtures.bundle, options: .init(plurals: c.plurals))
    let result = expander.expand(
      payload: try Self.payload(c.alert), preferredLanguages: c.languages)
    #expect(result.hasAlert)
    #expect(result.title == c.title)
    #expect(result.subtitle == c.subtitle)
    #expect(result.body == c.body)
    #expect(result.action == c.action)
    #expect(result.localization == c.localization)
    #expect(result.warnings.map(\.id) == c.warnings)
  }

  @Test func aPushWithoutAlertSaysSo() throws {
    let payload = try APNsPayload.parse(
      Array(#"{"aps":{"content-available":1}}"#.utf8), path: "silent.json"
    ).0
    let result = ExpanderFixtures.expander.expand(payload: payload, preferredLanguages: ["en"])
    #expect(!result.hasAlert)
    #expect(result.title == nil && result.body == nil)
    #expect(result.warnings == [])
  }

  @Test func warningsNameTheirFieldAndKey() throws {
    let result = ExpanderFixtures.expander.expand(
      payload: try Self.payload(
        #"{"title-loc-key":"T_MISSING","loc-key":"PAIR","loc-args":["A"]}"#),
      preferredLanguages: ["en"])
    #expect(
      result.warnings.map(\.description) == [
        "title: 'T_MISSING' is not in en.lproj/Localizable; the device shows the raw key "
          + "[expand.missing-key]",
        "body: 'PAIR': argument 2 is missing and renders as '<null>' [expand.missing-argument]",
      ])
  }

  @Test func thePluralChoiceIsVisible() throws {
    let result = ExpanderFixtures.expander.expand(
      payload: try Self.payload(#"{"loc-key":"COUNT","loc-args":["3","D"]}"#),
      preferredLanguages: ["ru"])
    #expect(
      result.warnings.first?.message
        == "'COUNT' has a .stringsdict entry; the 'few' form of 'n' is shown for 3 (ru rules), "
        + "but whether pushes apply .stringsdict is unverified")
  }

  @Test func aBaseLocalizationServesTheDevelopmentRegion() throws {
    var bundle = AppBundle(path: "memory", developmentRegion: "en")
    bundle.add(ExpanderFixtures.table("Base", [("GREETING", "Hi %@")]))
    bundle.add(ExpanderFixtures.table("fr", [("GREETING", "Salut %@")]))
    let expander = Expander(bundle: bundle)
    let payload = try Self.payload(#"{"loc-key":"GREETING","loc-args":["Ana"]}"#)
    let english = expander.expand(payload: payload, preferredLanguages: ["en-US"])
    #expect(english.localization == "Base")
    #expect(english.body == "Hi Ana")
    let french = expander.expand(payload: payload, preferredLanguages: ["fr-CA"])
    #expect(french.body == "Salut Ana")
    #expect(french.localeSummary == "fr (fr-CA falls back to it)")
  }

  // MARK: - The sample bundle

  struct SampleCase: Sendable, CustomTestStringConvertible {
    var language: String
    var title: String
    var body: String
    var testDescription: String { language }
  }

  /// The expansions `Resources/README.md` documents for `payloads/new-message.json`.
  @Test(arguments: [
    SampleCase(
      language: "en", title: "Mia Wong in Weekend Hikers",
      body: "Mia Wong sent a voice message (0:42)"),
    SampleCase(
      language: "ja", title: "Weekend Hikers：Mia Wong", body: "Mia Wongさんから音声メッセージ（0:42）"),
    SampleCase(
      language: "de", title: "Mia Wong in Weekend Hikers",
      body: "Mia Wong hat eine Sprachnachricht gesendet (0:42)"),
    SampleCase(
      language: "ar", title: "Mia Wong في Weekend Hikers", body: "رسالة صوتية من Mia Wong (0:42)"),
  ])
  func sampleNewMessage(_ c: SampleCase) throws {
    let url = BundleFixtures.root.appendingPathComponent("Resources/payloads/new-message.json")
    let payload = try APNsPayload.parse(Array(try Data(contentsOf: url)), path: url.path).0
    let expander = Expander(bundle: BundleFixtures.sampleBundle)
    let result = expander.expand(payload: payload, preferredLanguages: [c.language])
    #expect(result.title == c.title)
    #expect(result.body == c.body)
    #expect(result.warnings == [])
  }

  // MARK: - Fast path and Foundation

  /// Every key of every sample table with seeded argument counts: the fast path writes the
  /// same text as the full path and reports a problem exactly when the full path warns.
  @Test func fastPathAgreesWithTheFullPath() throws {
    let bundle = BundleFixtures.sampleBundle
    let expander = Expander(bundle: bundle)
    var generator = SeededGenerator(seed: 2026)
    var buffer: [UInt8] = []
    var checked = 0
    for localization in bundle.localizations {
      let table = try #require(bundle.table(named: "Localizable", localization: localization))
      for key in table.keys + ["NOT_A_KEY"] {
        let count = Int.random(in: 0...3, using: &generator)
        let arguments = (0..<count).map { "arg\($0)" }
        buffer.removeAll(keepingCapacity: true)
        let clean = expander.expandKey(
          key, arguments: arguments, localization: localization, into: &buffer)
        let full = expander.text(forKey: key, arguments: arguments, localization: localization)
        #expect(String(decoding: buffer, as: UTF8.self) == full.text, "\(localization) \(key)")
        #expect(clean == full.warnings.isEmpty, "\(localization) \(key)")
        checked += 1
      }
    }
    #expect(checked == 8 * 58)
  }

  /// Differential: the push keys expand as Foundation's `String(format:)` fills them with the
  /// same string arguments.
  @Test func pushKeysMatchFoundation() throws {
    let bundle = BundleFixtures.sampleBundle
    let expander = Expander(bundle: bundle)
    var compared = 0
    for localization in bundle.localizations {
      let table = try #require(bundle.table(named: "Localizable", localization: localization))
      for key in table.keys {
        guard case .text(let format)? = table[key]?.value else { continue }
        let parsed = FormatString.parse(format)
        guard parsed.usesOnlyObjectArguments else { continue }
        let arguments = (0..<parsed.argumentCount).map { "«\($0 + 1)»" }
        let expected = String(
          format: format, arguments: arguments.map { NSString(string: $0) as CVarArg })
        let ours = expander.text(forKey: key, arguments: arguments, localization: localization)
        #expect(ours.text == expected, "\(localization) \(key)")
        #expect(ours.warnings == [])
        compared += 1
      }
    }
    #expect(compared >= 8 * 25)
  }
}
