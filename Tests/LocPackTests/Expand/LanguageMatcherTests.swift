import Foundation
import Testing

@testable import LocPack

@Suite struct LanguageMatcherTests {
  /// What `Bundle.preferredLocalizations(from:forPreferences:)` returns for the same input on
  /// this platform.
  enum FoundationAnswer: Sendable {
    /// Foundation picks the same localization.
    case agrees
    /// Foundation picks another one: a known divergence. On Linux, Foundation has no
    /// `ualoc_localizationsToUse` and always returns the first localization listed.
    case differs(String)
    /// Not comparable (Foundation does not know the development region or `Base`).
    case notCompared
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var available: [String]
    var preferred: [String]
    var development = "en"
    var expected: String
    var reason: LanguageChoice.Reason
    var foundation: FoundationAnswer
    var testDescription: String {
      "\(preferred.joined(separator: ",")) in [\(available.joined(separator: ","))]"
    }
  }

  static let cases: [Case] = [
    // Exact, case-insensitive, `-` vs `_`.
    Case(
      available: ["en", "zh-Hans", "pt-BR", "Base"], preferred: ["zh-Hant-TW", "en"],
      expected: "en", reason: .exact, foundation: .agrees),
    Case(
      available: ["en", "ZH-hans"], preferred: ["zh-HANS"], expected: "ZH-hans", reason: .exact,
      foundation: .differs("en")),
    Case(
      available: ["en", "pt_BR"], preferred: ["pt-BR"], expected: "pt_BR", reason: .exact,
      foundation: .differs("en")),
    Case(
      available: ["en", "fr-CA", "fr"], preferred: ["fr-CA"], expected: "fr-CA", reason: .exact,
      foundation: .differs("en")),
    // Chinese: script inferred from the region, or from the bare language.
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-TW"], expected: "zh-Hant",
      reason: .scriptInferred, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-HK"], expected: "zh-Hant",
      reason: .scriptInferred, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-MO"], expected: "zh-Hant",
      reason: .scriptInferred, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh"], expected: "zh-Hans",
      reason: .scriptInferred, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-CN"], expected: "zh-Hans",
      reason: .scriptInferred, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-SG"], expected: "zh-Hans",
      reason: .scriptInferred, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["zh-Hant-TW"], expected: "zh-Hant",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "zh-Hans", "zh-Hant", "zh-HK"], preferred: ["zh-Hant-HK"],
      expected: "zh-HK", reason: .scriptInferred, foundation: .differs("en")),
    // Old-style zh_CN / zh_TW lprojs (ICU's behaviour table, list 1 and 2).
    Case(
      available: ["en", "zh_CN", "zh_TW"], preferred: ["zh-Hant"], expected: "zh_TW",
      reason: .sameLanguageOtherRegion, foundation: .differs("en")),
    Case(
      available: ["en", "zh_CN", "zh_TW"], preferred: ["zh-Hans"], expected: "zh_CN",
      reason: .sameLanguageOtherRegion, foundation: .differs("en")),
    Case(
      available: ["en", "zh_CN", "zh_TW", "zh_HK"], preferred: ["zh-MO"], expected: "zh_HK",
      reason: .scriptInferred, foundation: .differs("en")),
    // A bare zh.lproj is Simplified Chinese: a zh-Hant user does not get it.
    Case(
      available: ["en", "zh"], preferred: ["zh-Hant"], expected: "en",
      reason: .developmentRegion, foundation: .agrees),
    Case(
      available: ["en", "zh"], preferred: ["zh-Hans-CN"], expected: "zh",
      reason: .regionFallback, foundation: .differs("en")),
    // English regions, with Apple's own parents (en-AU → en-GB, en-FR → en-150 → en-GB).
    Case(
      available: ["en", "en-GB"], preferred: ["en-AU"], expected: "en-GB",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "en-GB"], preferred: ["en-US"], expected: "en", reason: .regionFallback,
      foundation: .agrees),
    Case(
      available: ["en", "en-GB"], preferred: ["en-IN"], expected: "en-GB",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "en-GB"], preferred: ["en-FR"], expected: "en-GB",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "en-GB"], preferred: ["en-IL"], expected: "en", reason: .regionFallback,
      foundation: .agrees),
    Case(
      available: ["en", "en_AU", "en_GB", "en_CA"], preferred: ["en-CA"], expected: "en_CA",
      reason: .exact, foundation: .differs("en")),
    Case(
      available: ["en-GB", "fr"], preferred: ["en-US"], expected: "en-GB",
      reason: .sameLanguageOtherRegion, foundation: .agrees),
    // Spanish and Portuguese.
    Case(
      available: ["es", "es-419"], preferred: ["es-MX"], expected: "es-419",
      reason: .regionFallback, foundation: .differs("es")),
    Case(
      available: ["es", "es-419"], preferred: ["es-ES"], expected: "es", reason: .regionFallback,
      foundation: .agrees),
    Case(
      available: ["es", "es_MX"], preferred: ["es-AR"], expected: "es", reason: .regionFallback,
      foundation: .agrees),
    Case(
      available: ["pt", "pt-PT"], preferred: ["pt-BR"], expected: "pt", reason: .regionFallback,
      foundation: .agrees),
    Case(
      available: ["pt", "pt-BR"], preferred: ["pt-PT"], expected: "pt", reason: .regionFallback,
      foundation: .agrees),
    Case(
      available: ["pt", "pt_PT"], preferred: ["pt-MO"], expected: "pt_PT",
      reason: .regionFallback, foundation: .differs("pt")),
    Case(
      available: ["en", "pt-BR"], preferred: ["pt"], expected: "pt-BR",
      reason: .sameLanguageOtherRegion, foundation: .differs("en")),
    Case(
      available: ["en", "pt-BR"], preferred: ["pt-PT"], expected: "pt-BR",
      reason: .sameLanguageOtherRegion, foundation: .differs("en")),
    Case(
      available: ["en", "pt-BR"], preferred: ["pt-PT", "en"], expected: "en", reason: .exact,
      foundation: .agrees),
    Case(
      available: ["en", "pt-BR"], preferred: ["pt", "en"], expected: "pt-BR",
      reason: .sameLanguageOtherRegion, foundation: .differs("en")),
    // Legacy names and deprecated codes.
    Case(
      available: ["English", "Japanese"], preferred: ["ja"], expected: "Japanese",
      reason: .alias, foundation: .differs("English")),
    Case(
      available: ["English", "French"], preferred: ["en-GB"], expected: "English",
      reason: .regionFallback, foundation: .agrees),
    Case(
      available: ["en", "zh_CN"], preferred: ["zh-Hans"], expected: "zh_CN",
      reason: .sameLanguageOtherRegion, foundation: .differs("en")),
    Case(
      available: ["he", "en"], preferred: ["iw"], expected: "he", reason: .alias,
      foundation: .agrees),
    Case(
      available: ["en", "nb"], preferred: ["no"], expected: "nb", reason: .alias,
      foundation: .differs("en")),
    // Serbian: the Latin script does not fall back to Cyrillic sr.lproj.
    Case(
      available: ["sr", "en"], preferred: ["sr-Latn-RS", "en"], expected: "en", reason: .exact,
      foundation: .differs("sr")),
    Case(
      available: ["sr", "en"], preferred: ["sr-RS"], expected: "sr", reason: .regionFallback,
      foundation: .agrees),
    // Extensions, keywords and codesets are ignored; garbage entries are skipped.
    Case(
      available: ["en", "de"], preferred: ["de-DE-u-co-phonebk"], expected: "de",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "de"], preferred: ["de_DE.UTF-8"], expected: "de",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "fr"], preferred: ["bogus!!", "fr"], expected: "fr", reason: .exact,
      foundation: .differs("en")),
    Case(
      available: ["en", "fr-CA", "fr"], preferred: ["fr-CH"], expected: "fr",
      reason: .regionFallback, foundation: .differs("en")),
    Case(
      available: ["en", "ja"], preferred: ["ja-JP", "en"], expected: "ja",
      reason: .regionFallback, foundation: .differs("en")),
    // Order of preferences: the first preference with any match wins.
    Case(
      available: ["en", "de", "fr"], preferred: ["it", "fr", "de"], expected: "fr",
      reason: .exact, foundation: .differs("en")),
    // Nothing preferred matches: development region, Base, en_US, first listed.
    Case(
      available: ["en", "de"], preferred: ["fr"], expected: "en", reason: .developmentRegion,
      foundation: .agrees),
    Case(
      available: ["de", "en"], preferred: ["fr"], expected: "en", reason: .developmentRegion,
      foundation: .differs("de")),
    Case(
      available: ["Base", "de"], preferred: ["fr"], expected: "Base", reason: .base,
      foundation: .notCompared),
    Case(
      available: ["Base", "de"], preferred: ["en-GB"], expected: "Base", reason: .base,
      foundation: .notCompared),
    Case(
      available: ["Base", "en", "de"], preferred: ["fr"], expected: "en",
      reason: .developmentRegion, foundation: .notCompared),
    Case(
      available: ["Base", "de"], preferred: ["de-AT"], expected: "de", reason: .regionFallback,
      foundation: .notCompared),
    Case(
      available: ["de", "fr"], preferred: ["ja"], expected: "de", reason: .firstAvailable,
      foundation: .agrees),
    Case(
      available: ["de", "en"], preferred: ["ja"], development: "it", expected: "en",
      reason: .englishBackstop, foundation: .differs("de")),
    Case(
      available: [], preferred: ["ja"], expected: "en", reason: .developmentRegion,
      foundation: .notCompared),
    Case(
      available: ["en", "de"], preferred: [], expected: "en", reason: .developmentRegion,
      foundation: .notCompared),
  ]

  @Test(arguments: cases) func choice(_ c: Case) {
    let choice = LanguageMatcher.choose(
      available: c.available, preferred: c.preferred, developmentRegion: c.development)
    #expect(choice.localization == c.expected, "steps: \(choice.steps)")
    #expect(choice.reason == c.reason, "steps: \(choice.steps)")
    #expect(!choice.steps.isEmpty)
  }

  /// Records how Foundation on this platform differs; fails when Foundation changes, so the
  /// table (and the documentation of the divergence) gets updated.
  @Test(arguments: cases) func foundationComparison(_ c: Case) {
    let answer = Bundle.preferredLocalizations(from: c.available, forPreferences: c.preferred)
    switch c.foundation {
    case .agrees:
      #expect(answer.first == c.expected)
    case .differs(let other):
      #expect(answer.first == other)
      #expect(other != c.expected)
    case .notCompared:
      break
    }
  }

  @Test func matchedPreferenceAndSteps() {
    let choice = LanguageMatcher.choose(
      available: ["en", "zh-Hans", "zh-Hant"], preferred: ["ko", "zh-Hant-TW", "en"],
      developmentRegion: "en")
    #expect(choice.matchedPreference == "zh-Hant-TW")
    #expect(
      choice.steps == [
        "ko: no match (tried ko)",
        "zh-Hant-TW: falls back zh_Hant_TW → zh_Hant; zh-Hant.lproj matches",
      ])
  }

  /// The sample app's `.lproj` folders: en (development region), zh-Hans, ja, de, fr, ru,
  /// ar, es.
  @Test func sampleBundle() throws {
    let folder = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("Localizable")
    let available = try FileManager.default.contentsOfDirectory(atPath: folder.path)
      .filter { $0.hasSuffix(".lproj") }.map { String($0.dropLast(6)) }.sorted()
    #expect(available == ["ar", "de", "en", "es", "fr", "ja", "ru", "zh-Hans"])
    let expectations: [([String], String)] = [
      (["zh-Hant-TW", "en-US"], "en"), (["zh-Hans-CN"], "zh-Hans"), (["zh-SG"], "zh-Hans"),
      (["ja-JP"], "ja"), (["de-CH", "en"], "de"), (["es-MX"], "es"), (["ar-SA"], "ar"),
      (["pt-BR", "fr-CA"], "fr"), (["ko-KR"], "en"), (["uk-UA", "ru-RU"], "ru"),
    ]
    for (preferred, expected) in expectations {
      let choice = LanguageMatcher.choose(
        available: available, preferred: preferred, developmentRegion: "en")
      #expect(choice.localization == expected, "\(preferred): \(choice.steps)")
    }
  }

  struct TagCase: Sendable, CustomTestStringConvertible {
    var input: String
    var canonical: String?
    var testDescription: String { input }
  }

  static let tagCases: [TagCase] = [
    TagCase(input: "zh-hant-tw", canonical: "zh_Hant_TW"),
    TagCase(input: "EN_us", canonical: "en_US"),
    TagCase(input: "es-419", canonical: "es_419"),
    TagCase(input: "English", canonical: "english"),
    TagCase(input: "de-DE-u-co-phonebk", canonical: "de_DE"),
    TagCase(input: "sl-rozaj-biske", canonical: "sl_ROZAJ_BISKE"),
    TagCase(input: "en_US.UTF-8", canonical: "en_US"),
    TagCase(input: "", canonical: nil),
    TagCase(input: "x", canonical: nil),
    TagCase(input: "-en", canonical: nil),
    TagCase(input: "日本語", canonical: nil),
    TagCase(input: "en-$$", canonical: nil),
  ]

  @Test(arguments: tagCases) func tagParsing(_ c: TagCase) {
    #expect(LanguageTag(parsing: c.input)?.description == c.canonical)
  }
}
