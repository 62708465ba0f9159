/// A language identifier in canonical base-name form: `zh_Hant_TW`, `en_GB`, `pt`.
///
/// Parsing accepts BCP 47 (`zh-Hant-TW`), POSIX/Apple underscore forms (`zh_CN`,
/// `en_US.UTF-8`, `de_DE@euro`) and legacy English names (`English`), in any letter case.
/// The canonical form lowercases the language, title-cases the script and uppercases the
/// region, joined with `_`, the way ICU's `uloc_getBaseName` does. Extensions (`-u-…`,
/// `-x-…`), keywords (`@…`) and codeset suffixes (`.UTF-8`) are dropped.
struct LanguageTag: Hashable, Sendable, CustomStringConvertible {
  /// The language subtag, lowercase (`en`, `zh`, or a legacy name such as `english`).
  var language: String
  /// The script subtag in title case (`Hant`), if any.
  var script: String?
  /// The region subtag, uppercase (`TW`) or three digits (`419`), if any.
  var region: String?
  /// Variant subtags, uppercase.
  var variants: [String] = []

  /// The canonical base name, subtags joined with `_`.
  var description: String {
    var parts = [language]
    if let script { parts.append(script) }
    if let region { parts.append(region) }
    parts.append(contentsOf: variants)
    return parts.joined(separator: "_")
  }

  /// Creates a tag from its parts.
  init(language: String, script: String? = nil, region: String? = nil, variants: [String] = []) {
    self.language = language
    self.script = script
    self.region = region
    self.variants = variants
  }

  /// Parses an identifier; `nil` when it has no usable language subtag.
  ///
  /// Not a hot path: identifiers are a few bytes long.
  init?(parsing text: String) {
    var subtags: [[UInt8]] = []
    var current: [UInt8] = []
    for byte in text.utf8 {
      if byte == UInt8(ascii: "@") || byte == UInt8(ascii: ".") { break }
      if byte == UInt8(ascii: "-") || byte == UInt8(ascii: "_") {
        subtags.append(current)
        current = []
        continue
      }
      guard byte < 0x80 else { return nil }
      current.append(byte)
      if current.count > 16 { return nil }
    }
    subtags.append(current)
    guard let first = subtags.first, first.count >= 2, first.allSatisfy(Self.isLetter) else {
      return nil
    }
    language = Self.lowercased(first)
    for subtag in subtags.dropFirst() {
      if subtag.count <= 1 { break }  // an extension singleton (`u`, `x`) or an empty subtag
      let letters = subtag.allSatisfy(Self.isLetter)
      let digits = subtag.allSatisfy(Self.isDigit)
      if subtag.count == 4 && letters && script == nil && region == nil && variants.isEmpty {
        let lower = Self.lowercased(subtag)
        script = lower.prefix(1).uppercased() + lower.dropFirst()
      } else if region == nil && variants.isEmpty
        && ((subtag.count == 2 && letters) || (subtag.count == 3 && digits))
      {
        region = Self.lowercased(subtag).uppercased()
      } else if subtag.count >= 4 && subtag.allSatisfy({ Self.isLetter($0) || Self.isDigit($0) }) {
        variants.append(Self.lowercased(subtag).uppercased())
      } else {
        return nil
      }
    }
  }

  /// The tag without its last subtag (`zh_Hant_TW` → `zh_Hant` → `zh`), or `nil` at the
  /// bare language.
  var truncated: LanguageTag? {
    var copy = self
    if !copy.variants.isEmpty {
      copy.variants.removeLast()
    } else if copy.region != nil {
      copy.region = nil
    } else if copy.script != nil {
      copy.script = nil
    } else {
      return nil
    }
    return copy
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func lowercased(_ bytes: [UInt8]) -> String {
    String(decoding: bytes.map { isLetter($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
  }
}
