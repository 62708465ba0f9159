/// Finds the language a server catalog's path names: a folder (`locales/de/translation.json`,
/// `locale/pt_BR/LC_MESSAGES/django.po`) or the file name (`de.po`, `messages.de.po`,
/// `translation.de.json`).
///
/// A path component counts as a language when it looks like a tag — 2 or 3 lowercase ASCII
/// letters, then optionally `-` or `_` and subtags: a region (`BR`, `br`, `419`) or a script
/// (`Hans`), as in `pt_BR`, `pt-br`, `zh-Hant-TW` — and CLDR has plural rules for the language.
/// The second condition keeps words such as `app`, `web` or `api` from being read as
/// languages.
enum CatalogPathLanguage {
  /// Where to look first.
  enum Preference {
    /// The file name, then the folders from the nearest up (gettext: `de.po`,
    /// `messages.de.po`, then `locale/de/LC_MESSAGES/django.po`).
    case fileNameFirst
    /// The folders from the nearest up, then the file name (i18next:
    /// `locales/de/common.json`, then `de.json`).
    case foldersFirst
  }

  /// The language the path names, as written there (`pt_BR`), or nil.
  static func language(in path: String, preference: Preference) -> String? {
    var components = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
    guard let name = components.popLast() else { return nil }
    let fileName = languageInFileName(name)
    let folder = components.reversed().first { isLanguageTag($0) }
    switch preference {
    case .fileNameFirst: return fileName ?? folder
    case .foldersFirst: return folder ?? fileName
    }
  }

  /// The language in a file name: the whole stem (`de.po`, `pt_BR.json`) or its last
  /// dot-separated part (`messages.de.po`, `translation.de.json`).
  static func languageInFileName(_ name: String) -> String? {
    var parts = name.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
    guard parts.count >= 2 else { return nil }
    parts.removeLast()
    if let last = parts.last, isLanguageTag(last) { return last }
    return nil
  }

  /// Whether `text` looks like a language tag whose language CLDR knows.
  static func isLanguageTag(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count, bytes[index] >= UInt8(ascii: "a"), bytes[index] <= UInt8(ascii: "z")
    {
      index += 1
    }
    guard index == 2 || index == 3 else { return false }
    let language = String(decoding: bytes[..<index], as: UTF8.self)
    // Subtags: `-` or `_`, then 2–8 letters or digits.
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "_") else {
        return false
      }
      index += 1
      let start = index
      while index < bytes.count, isAlphanumeric(bytes[index]) { index += 1 }
      guard index - start >= 2, index - start <= 8 else { return false }
    }
    return !PluralRules(locale: language).isFallback
  }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
      || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
  }
}
