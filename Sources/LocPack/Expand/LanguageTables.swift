/// The data behind ``LanguageMatcher``: aliases, parent locales and likely subtags.
///
/// These follow what Apple's platforms use to pick an `.lproj` (CFBundle hands the choice to
/// ICU's `ualoc_localizationsToUse`): Apple's alias map for legacy names, CLDR's
/// `parentLocales` with Apple's own parents for English, and CLDR likely subtags for the
/// languages apps commonly ship. Only the part that decides an `.lproj` choice is kept.
enum LanguageTables {
  /// Whole-identifier aliases, keyed by the lowercased base name.
  ///
  /// Legacy `.lproj` names (`English.lproj`), and Chinese without a script, which Apple
  /// reads as Simplified Chinese (`zh`, `zh_CN`, `Chinese` → `zh_Hans`).
  static let aliases: [String: String] = [
    "arabic": "ar", "chinese": "zh_Hans", "danish": "da", "dutch": "nl", "english": "en",
    "finnish": "fi", "french": "fr", "german": "de", "italian": "it", "japanese": "ja",
    "korean": "ko", "norwegian": "nb", "polish": "pl", "portuguese": "pt", "russian": "ru",
    "spanish": "es", "swedish": "sv", "thai": "th", "turkish": "tr",
    "zh": "zh_Hans", "yue": "yue_Hans", "no_no": "nb_NO",
    "zh_cn": "zh_Hans_CN", "zh_sg": "zh_Hans_SG", "zh_tw": "zh_Hant_TW",
    "zh_hk": "zh_Hant_HK", "zh_mo": "zh_Hant_MO", "sh": "sr_Latn",
  ]

  /// Deprecated language subtags and their replacements (`iw` → `he`), applied to the
  /// language subtag of any identifier.
  static let languageAliases: [String: String] = [
    "iw": "he", "in": "id", "ji": "yi", "jw": "jv", "no": "nb", "tl": "fil", "mo": "ro",
  ]

  /// Parent locales, keyed by canonical base name; `"root"` ends the chain early.
  ///
  /// Anything not listed falls back by dropping its last subtag.
  static let parents: [String: String] = {
    var table: [String: String] = [
      "en_150": "en_GB", "en_GB": "en_001", "en_CA": "en_001", "en_IL": "en_001",
      "en_NZ": "en_AU", "en_AU": "en_GB", "zh_Hant_MO": "zh_Hant_HK",
    ]
    for region in [
      "BD", "GH", "HK", "IE", "IN", "JM", "KE", "MT", "MY", "NG", "PK", "SG", "ZA",
    ] {
      table["en_\(region)"] = "en_GB"
    }
    for region in [
      "AT", "BE", "CH", "CZ", "DE", "DK", "ES", "FI", "FR", "GR", "HU", "IT", "NL", "NO",
      "PL", "PT", "RO", "SE",
    ] {
      table["en_\(region)"] = "en_150"
    }
    for region in [
      "AR", "BO", "BR", "BZ", "CL", "CO", "CR", "CU", "DO", "EC", "GT", "HN", "MX", "NI",
      "PA", "PE", "PR", "PY", "SV", "US", "UY", "VE",
    ] {
      table["es_\(region)"] = "es_419"
    }
    for region in ["AO", "CH", "CV", "GQ", "GW", "LU", "MO", "MZ", "ST", "TL"] {
      table["pt_\(region)"] = "pt_PT"
    }
    // A non-default script never falls back to the bare language (CLDR: parent is root).
    for tag in [
      "zh_Hant", "sr_Latn", "az_Cyrl", "bs_Cyrl", "uz_Arab", "uz_Cyrl", "pa_Arab", "ms_Arab",
      "mn_Mong", "yue_Hans", "ha_Arab", "ks_Deva", "sd_Deva",
    ] {
      table[tag] = "root"
    }
    return table
  }()

  /// Apple's weighted parents used for a second-best ("sibling") match, with distances.
  static let siblingParents: [String: (parent: String, distance: Int)] = [
    "de_DE": ("de", 0), "en_001": ("en", 2), "en_150": ("en_GB", 1), "en_AU": ("en_GB", 1),
    "en_GB": ("en_001", 0), "en_US": ("en", 0), "es_419": ("es", 2), "es_MX": ("es_419", 0),
    "fr_FR": ("fr", 0), "it_IT": ("it", 0), "pt_PT": ("pt", 2), "zh_Hans_CN": ("zh_Hans", 0),
    "zh_Hant_HK": ("zh_Hant", 1), "zh_Hant_TW": ("zh_Hant", 0),
  ]

  /// Likely script and region per language (CLDR likely subtags, common app languages).
  static let likely: [String: (script: String, region: String)] = [
    "af": ("Latn", "ZA"), "ar": ("Arab", "EG"), "az": ("Latn", "AZ"), "be": ("Cyrl", "BY"),
    "bg": ("Cyrl", "BG"), "bn": ("Beng", "BD"), "bs": ("Latn", "BA"), "ca": ("Latn", "ES"),
    "cs": ("Latn", "CZ"), "cy": ("Latn", "GB"), "da": ("Latn", "DK"), "de": ("Latn", "DE"),
    "el": ("Grek", "GR"), "en": ("Latn", "US"), "es": ("Latn", "ES"), "et": ("Latn", "EE"),
    "eu": ("Latn", "ES"), "fa": ("Arab", "IR"), "fi": ("Latn", "FI"), "fil": ("Latn", "PH"),
    "fr": ("Latn", "FR"), "ga": ("Latn", "IE"), "gl": ("Latn", "ES"), "gu": ("Gujr", "IN"),
    "he": ("Hebr", "IL"), "hi": ("Deva", "IN"), "hr": ("Latn", "HR"), "hu": ("Latn", "HU"),
    "hy": ("Armn", "AM"), "id": ("Latn", "ID"), "is": ("Latn", "IS"), "it": ("Latn", "IT"),
    "ja": ("Jpan", "JP"), "ka": ("Geor", "GE"), "kk": ("Cyrl", "KZ"), "km": ("Khmr", "KH"),
    "kn": ("Knda", "IN"), "ko": ("Kore", "KR"), "lo": ("Laoo", "LA"), "lt": ("Latn", "LT"),
    "lv": ("Latn", "LV"), "mk": ("Cyrl", "MK"), "ml": ("Mlym", "IN"), "mn": ("Cyrl", "MN"),
    "mr": ("Deva", "IN"), "ms": ("Latn", "MY"), "my": ("Mymr", "MM"), "nb": ("Latn", "NO"),
    "ne": ("Deva", "NP"), "nl": ("Latn", "NL"), "pa": ("Guru", "IN"), "pl": ("Latn", "PL"),
    "pt": ("Latn", "BR"), "ro": ("Latn", "RO"), "ru": ("Cyrl", "RU"), "sk": ("Latn", "SK"),
    "sl": ("Latn", "SI"), "sq": ("Latn", "AL"), "sr": ("Cyrl", "RS"), "sv": ("Latn", "SE"),
    "sw": ("Latn", "TZ"), "ta": ("Taml", "IN"), "te": ("Telu", "IN"), "th": ("Thai", "TH"),
    "tr": ("Latn", "TR"), "uk": ("Cyrl", "UA"), "ur": ("Arab", "PK"), "uz": ("Latn", "UZ"),
    "vi": ("Latn", "VN"), "yue": ("Hant", "HK"), "zh": ("Hans", "CN"), "zu": ("Latn", "ZA"),
  ]

  /// Regions whose Chinese is written in Traditional script.
  static let traditionalChineseRegions: Set<String> = ["TW", "HK", "MO"]
}
