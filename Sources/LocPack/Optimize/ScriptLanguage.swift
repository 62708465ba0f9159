/// The language a text is written in, as far as its script settles it.
///
/// Kana means Japanese and Hangul Korean; Han without kana is Chinese; Cyrillic, Arabic,
/// Hebrew, Greek, Thai and the scripts of India and South-East Asia each name the languages
/// that use them, most used first. Latin script (and text with no letters) settles nothing:
/// the caller decides, from a language field or the development region.
///
/// Letters are counted by script; the most frequent non-Latin script wins when it has at
/// least as many letters as Latin (a Japanese alert with a brand in Latin letters is still
/// Japanese). Digits, punctuation, symbols and emoji do not count.
public enum ScriptLanguage {
  /// The languages that `text`'s script points to, most likely first; empty for Latin
  /// script or no letters.
  ///
  /// ```swift
  /// ScriptLanguage.candidates(for: "%@さんがあなたの写真に「いいね！」しました")  // ["ja"]
  /// ScriptLanguage.candidates(for: "Ваш заказ %@ передан курьеру")  // ["ru", "uk", …]
  /// ```
  public static func candidates(for text: String) -> [String] {
    var counts = [Int](repeating: 0, count: Script.allCases.count)
    for scalar in text.unicodeScalars {
      if let script = Script(scalar.value) { counts[script.rawValue] &+= 1 }
    }
    if counts[Script.kana.rawValue] > 0 { return Script.kana.languages }
    var best: Script?
    for script in Script.allCases where script != .latin && counts[script.rawValue] > 0 {
      if best.map({ counts[script.rawValue] > counts[$0.rawValue] }) ?? true { best = script }
    }
    guard let best, counts[best.rawValue] >= counts[Script.latin.rawValue] else { return [] }
    return best.languages
  }

  /// The localization among `available` that a phone set to `text`'s language picks, or
  /// `nil` when the script settles nothing.
  ///
  /// The first candidate language the app has wins (`uk` for Cyrillic in an app without
  /// `ru`); when the app has none of them, the one a phone of the most likely language
  /// falls back to.
  public static func localization(
    for text: String, available: [String], developmentRegion: String
  ) -> String? {
    let languages = candidates(for: text)
    guard !languages.isEmpty else { return nil }
    for language in languages {
      let choice = LanguageMatcher.choose(
        available: available, preferred: [language], developmentRegion: developmentRegion)
      if !choice.isFallback { return choice.localization }
    }
    return LanguageMatcher.choose(
      available: available, preferred: [languages[0]], developmentRegion: developmentRegion
    ).localization
  }

  /// The scripts told apart, by the letters' code points.
  enum Script: Int, CaseIterable {
    case latin, kana, hangul, han, cyrillic, arabic, hebrew, greek, thai, devanagari, bengali
    case tamil, telugu, kannada, malayalam, gujarati, gurmukhi, georgian, armenian, lao, khmer
    case myanmar, ethiopic, sinhala

    /// The script of a letter, or `nil` for anything else.
    init?(_ value: UInt32) {
      switch value {
      case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x1E00...0x1EFF: self = .latin
      case 0x3040...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: self = .kana
      case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: self = .hangul
      case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x2FA1F: self = .han
      case 0x400...0x52F: self = .cyrillic
      case 0x600...0x6FF, 0x750...0x77F, 0xFB50...0xFDFF, 0xFE70...0xFEFF: self = .arabic
      case 0x590...0x5FF: self = .hebrew
      case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
      case 0xE00...0xE7F: self = .thai
      case 0x900...0x97F: self = .devanagari
      case 0x980...0x9FF: self = .bengali
      case 0xB80...0xBFF: self = .tamil
      case 0xC00...0xC7F: self = .telugu
      case 0xC80...0xCFF: self = .kannada
      case 0xD00...0xD7F: self = .malayalam
      case 0xA80...0xAFF: self = .gujarati
      case 0xA00...0xA7F: self = .gurmukhi
      case 0x10A0...0x10FF: self = .georgian
      case 0x530...0x58F: self = .armenian
      case 0xE80...0xEFF: self = .lao
      case 0x1780...0x17FF: self = .khmer
      case 0x1000...0x109F: self = .myanmar
      case 0x1200...0x139F: self = .ethiopic
      case 0xD80...0xDFF: self = .sinhala
      default: return nil
      }
    }

    /// The languages written in the script, most speakers first.
    var languages: [String] {
      switch self {
      case .latin: []
      case .kana: ["ja"]
      case .hangul: ["ko"]
      case .han: ["zh-Hans", "zh-Hant", "zh-HK", "yue"]
      case .cyrillic: ["ru", "uk", "bg", "sr", "be", "kk", "mk", "mn"]
      case .arabic: ["ar", "fa", "ur"]
      case .hebrew: ["he", "yi"]
      case .greek: ["el"]
      case .thai: ["th"]
      case .devanagari: ["hi", "mr", "ne"]
      case .bengali: ["bn", "as"]
      case .tamil: ["ta"]
      case .telugu: ["te"]
      case .kannada: ["kn"]
      case .malayalam: ["ml"]
      case .gujarati: ["gu"]
      case .gurmukhi: ["pa"]
      case .georgian: ["ka"]
      case .armenian: ["hy"]
      case .lao: ["lo"]
      case .khmer: ["km"]
      case .myanmar: ["my"]
      case .ethiopic: ["am", "ti"]
      case .sinhala: ["si"]
      }
    }
  }
}
