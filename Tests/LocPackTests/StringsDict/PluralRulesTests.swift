import Testing

@testable import LocPack

@Suite struct PluralRulesTests {
  // MARK: - CLDR samples as the oracle

  @Test func dataParses() {
    #expect(PluralRules.table.problems == [])
    #expect(PluralRules.localeIdentifiers.count >= 200)
    for locale in ["en", "ru", "ar", "pt_PT", "root", "zh", "ja", "fil", "he", "cy"] {
      #expect(PluralRules.localeIdentifiers.contains(locale), "\(locale)")
    }
  }

  /// Every `@integer` and `@decimal` sample CLDR lists under a category evaluates to it.
  @Test(arguments: PluralRules.localeIdentifiers)
  func samplesMatchTheirCategory(_ locale: String) throws {
    let rules = PluralRules(locale: locale)
    #expect(rules.localeIdentifier == locale)
    #expect(!rules.isFallback)
    var checked = 0
    for rule in rules.rules {
      let samples = PluralSamples(ruleText: rule.text)
      let numbers =
        PluralSamples.expanded(samples.integers) + PluralSamples.expanded(samples.decimals)
      for number in numbers {
        let operands = try #require(PluralOperands(number), "\(locale): '\(number)'")
        #expect(
          rules.category(for: operands) == rule.category,
          "\(locale): \(number) should be \(rule.category)")
        checked += 1
      }
      if rule.category != .other || locale != "root" {
        #expect(!numbers.isEmpty || rule.text.isEmpty, "\(locale) \(rule.category) has samples")
      }
    }
    #expect(checked > 0)
  }

  /// `@integer` samples are written without a fraction and `@decimal` samples with one (`1.1c6`
  /// is a decimal sample even though its value, 1 100 000, is whole).
  @Test func integerSamplesAreIntegersAndDecimalSamplesShowAFraction() {
    for locale in PluralRules.localeIdentifiers {
      for rule in PluralRules(locale: locale).rules {
        let samples = PluralSamples(ruleText: rule.text)
        for number in PluralSamples.expanded(samples.integers) {
          #expect(!number.contains("."), "\(locale) \(number)")
          #expect(PluralOperands(number)?.v == 0, "\(locale) \(number)")
        }
        for number in PluralSamples.expanded(samples.decimals) {
          #expect(number.contains("."), "\(locale) \(number)")
        }
      }
    }
  }

  @Test func sampleExpansion() {
    let samples = PluralSamples(
      ruleText: "i = 0 or n = 1 @integer 0, 1, 2~4, … @decimal 0.0~0.2, 0.00~0.02, 1.1c6, …")
    #expect(samples.integers == ["0", "1", "2~4"])
    #expect(samples.decimals == ["0.0~0.2", "0.00~0.02", "1.1c6"])
    #expect(PluralSamples.expanded(samples.integers) == ["0", "1", "2", "3", "4"])
    #expect(
      PluralSamples.expanded(samples.decimals) == [
        "0.0", "0.1", "0.2", "0.00", "0.01", "0.02", "1.1c6",
      ])
  }

  // MARK: - Hand-checked cases

  struct Case: Sendable, CustomTestStringConvertible {
    var locale: String
    var number: String
    var category: PluralCategory
    var testDescription: String { "\(locale) \(number) → \(category)" }
  }

  static let handChecked: [Case] = [
    Case(locale: "ru", number: "1", category: .one),
    Case(locale: "ru", number: "21", category: .one),
    Case(locale: "ru", number: "11", category: .many),
    Case(locale: "ru", number: "22", category: .few),
    Case(locale: "ru", number: "5", category: .many),
    Case(locale: "ru", number: "0", category: .many),
    Case(locale: "ru", number: "111", category: .many),
    Case(locale: "ru", number: "1.5", category: .other),
    Case(locale: "uk", number: "24", category: .few),
    Case(locale: "ar", number: "0", category: .zero),
    Case(locale: "ar", number: "1", category: .one),
    Case(locale: "ar", number: "2", category: .two),
    Case(locale: "ar", number: "3", category: .few),
    Case(locale: "ar", number: "11", category: .many),
    Case(locale: "ar", number: "99", category: .many),
    Case(locale: "ar", number: "100", category: .other),
    Case(locale: "ar", number: "103", category: .few),
    Case(locale: "pl", number: "1", category: .one),
    Case(locale: "pl", number: "2", category: .few),
    Case(locale: "pl", number: "12", category: .many),
    Case(locale: "pl", number: "22", category: .few),
    Case(locale: "pl", number: "21", category: .many),
    Case(locale: "pl", number: "1.5", category: .other),
    Case(locale: "fr", number: "0", category: .one),
    Case(locale: "fr", number: "1", category: .one),
    Case(locale: "fr", number: "1.5", category: .one),
    Case(locale: "fr", number: "2", category: .other),
    Case(locale: "fr", number: "1000000", category: .many),
    Case(locale: "fr", number: "2000000", category: .many),
    Case(locale: "fr", number: "1000001", category: .other),
    Case(locale: "fr", number: "1c6", category: .many),
    Case(locale: "en", number: "1", category: .one),
    Case(locale: "en", number: "1.0", category: .other),
    Case(locale: "en", number: "0", category: .other),
    Case(locale: "lv", number: "0", category: .zero),
    Case(locale: "lv", number: "10", category: .zero),
    Case(locale: "lv", number: "21", category: .one),
    Case(locale: "lv", number: "11", category: .zero),
    Case(locale: "lv", number: "2", category: .other),
    Case(locale: "cy", number: "0", category: .zero),
    Case(locale: "cy", number: "3", category: .few),
    Case(locale: "cy", number: "6", category: .many),
    Case(locale: "cy", number: "4", category: .other),
    Case(locale: "cs", number: "3", category: .few),
    Case(locale: "cs", number: "2.5", category: .many),
    Case(locale: "he", number: "20", category: .many),
    Case(locale: "he", number: "10", category: .other),
    Case(locale: "sl", number: "102", category: .two),
    Case(locale: "ja", number: "1", category: .other),
    Case(locale: "pt", number: "0", category: .one),
    Case(locale: "pt_PT", number: "0", category: .other),
    Case(locale: "br", number: "1000000", category: .many),
    Case(locale: "is", number: "21", category: .one),
    Case(locale: "is", number: "11", category: .other),
  ]

  @Test(arguments: handChecked) func handCheckedCategory(_ c: Case) {
    #expect(PluralRules.category(for: c.number, locale: c.locale) == c.category)
  }

  @Test func integerAndDoubleEntryPoints() {
    #expect(PluralRules.category(for: 21, locale: "ru") == .one)
    #expect(PluralRules.category(for: 5, locale: "ru") == .many)
    #expect(PluralRules.category(for: -21, locale: "ru") == .one)
    #expect(PluralRules.category(for: Int.min, locale: "ru") == .many)  // …808
    #expect(PluralRules.category(for: Int.max, locale: "ru") == .many)  // …807
    #expect(PluralRules.category(for: 1.0, locale: "en") == .one)
    #expect(PluralRules.category(for: 1.5, locale: "ru") == .other)
    #expect(PluralRules.category(for: 1e6, locale: "fr") == .many)
    #expect(PluralRules.category(for: 0.1, locale: "lv") == .one)
    #expect(PluralRules.category(for: Double.nan, locale: "en") == .other)
    #expect(PluralRules.category(for: "", locale: "en") == .other)
    #expect(PluralRules.category(for: "one", locale: "en") == .other)
  }

  @Test func categories() {
    #expect(PluralRules.categories(locale: "ja") == [.other])
    #expect(PluralRules.categories(locale: "en") == [.one, .other])
    #expect(PluralRules.categories(locale: "fr") == [.one, .many, .other])
    #expect(PluralRules.categories(locale: "ru") == [.one, .few, .many, .other])
    #expect(PluralRules.categories(locale: "ar") == Set(PluralCategory.allCases))
    #expect(PluralRules.categories(locale: "xx") == [.other])
    #expect(PluralRules(locale: "en").ruleText(for: .one) == "i = 1 and v = 0 @integer 1")
    #expect(PluralRules(locale: "en").ruleText(for: .few) == nil)
  }

  // MARK: - Locale matching

  struct LocaleCase: Sendable, CustomTestStringConvertible {
    var identifier: String
    var id: String
    var isFallback = false
    var testDescription: String { "\(identifier) → \(id)" }
  }

  static let localeCases: [LocaleCase] = [
    LocaleCase(identifier: "ru-RU", id: "ru"),
    LocaleCase(identifier: "pt_BR", id: "pt"),
    LocaleCase(identifier: "pt-PT", id: "pt_PT"),
    LocaleCase(identifier: "pt_pt", id: "pt_PT"),
    LocaleCase(identifier: "pt-AO", id: "pt_PT"),
    LocaleCase(identifier: "pt", id: "pt"),
    LocaleCase(identifier: "zh-Hans", id: "zh"),
    LocaleCase(identifier: "zh-Hant-TW", id: "zh"),
    LocaleCase(identifier: "zh_Hant_HK", id: "zh"),
    LocaleCase(identifier: "sr-Latn", id: "sr"),
    LocaleCase(identifier: "sr-Latn-RS", id: "sr"),
    LocaleCase(identifier: "EN", id: "en"),
    LocaleCase(identifier: "en_US.UTF-8", id: "en"),
    LocaleCase(identifier: "es-419", id: "es"),
    LocaleCase(identifier: "yue-Hant", id: "yue"),
    LocaleCase(identifier: "fil", id: "fil"),
    LocaleCase(identifier: "nb-NO", id: "nb"),
    LocaleCase(identifier: "root", id: "root"),
    LocaleCase(identifier: "und", id: "root"),
    LocaleCase(identifier: "xx", id: "root", isFallback: true),
    LocaleCase(identifier: "Base", id: "root", isFallback: true),
    LocaleCase(identifier: "", id: "root", isFallback: true),
    LocaleCase(identifier: "--", id: "root", isFallback: true),
  ]

  /// The localizations iOS offers (as `.lproj` names) all have their own rules.
  @Test(arguments: [
    "en", "en-GB", "en-AU", "en-IN", "fr", "fr-CA", "de", "ja", "nl", "it", "es", "es-419",
    "es-MX", "pt-BR", "pt-PT", "da", "fi", "nb", "sv", "ko", "zh-Hans", "zh-Hant", "zh-HK",
    "ru", "pl", "tr", "uk", "ar", "hr", "cs", "el", "he", "ro", "sk", "th", "id", "ms", "ca",
    "hu", "vi", "hi", "bn", "gu", "kn", "ml", "mr", "or", "pa", "ta", "te", "ur", "kk", "sl",
    "lt", "lv", "et", "bg", "sr", "fa",
  ])
  func appleLocalizationsHaveRules(_ identifier: String) {
    #expect(!PluralRules(locale: identifier).isFallback)
  }

  @Test(arguments: localeCases) func localeMatching(_ c: LocaleCase) {
    let rules = PluralRules(locale: c.identifier)
    #expect(rules.localeIdentifier == c.id)
    #expect(rules.isFallback == c.isFallback)
  }
}
