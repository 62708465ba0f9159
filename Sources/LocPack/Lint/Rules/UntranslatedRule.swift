/// Reports a translation identical to the base string, except brand names, symbols and very
/// short words.
struct UntranslatedRule: LintRule {
  let id = "lint.untranslated"
  let defaultSeverity = Diagnostic.Severity.info
  let summary = "A translation is identical to the base string."
  let rationale = """
    An identical value is often an untranslated row copied from the base. Values with no \
    more than three letters outside format specifiers ('OK', '%1$@: %2$@'), values made only \
    of words in 'untranslated.allow' (brand names), and regional variants of the base \
    language (en-GB for en) are not reported, nor an entry whose comment, in the base or the \
    translation, says "Do not translate" (or "Don't translate"), as push keys that the \
    optimizer keeps the same in every language do. Identical words that are right in both \
    languages exist, which is why the default severity is info.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"a\" = \"OK\";\n\"b\" = \"%1$@: %2$@\";\n\"c\" = \"Pebble Plus\";\n"),
        strings("fr", "\"a\" = \"OK\";\n\"b\" = \"%1$@: %2$@\";\n\"c\" = \"Pebble Plus\";\n"),
        configuration: #"{ "untranslated": { "allow": ["Pebble", "Plus"] } }"#),
      .passing(
        strings("en", "/* Do not translate: sent as it is. */\n\"a\" = \"Settings\";\n"),
        strings("fr", "/* Do not translate: sent as it is. */\n\"a\" = \"Settings\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Settings\";\n"), strings("fr", "↓\"a\" = \"Settings\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase, let base = unit.base else { return }
    if Self.language(unit.locale.name) == Self.language(base.name) { return }
    let allow = unit.context.configuration.untranslatedAllow
    for pair in unit.pairs {
      let key = pair.entry.key
      let entry = pair.entry
      guard let baseEntry = pair.base, Self.isUntranslated(entry, base: baseEntry, allow: allow)
      else { continue }
      findings.add(
        self, "the translation of '\(key)' is identical to the base string", at: entry.location,
        key: key)
    }
  }

  /// Whether `entry` holds its base's text unchanged, and nothing says that is right: not
  /// empty, not a catalog's source fallback, not an allowed text, not marked "Do not
  /// translate".
  static func isUntranslated(_ entry: LintEntry, base: LintEntry, allow: Set<String>) -> Bool {
    guard !entry.isSourceFallback, case .text(let text) = entry.value, !text.isEmpty,
      case .text(let baseText) = base.value, text == baseText
    else { return false }
    return !isExempt(text, allow: allow) && !entry.isMarkedDoNotTranslate
      && !base.isMarkedDoNotTranslate
  }

  /// `zh-Hans` → `zh`, `en_GB` → `en`.
  static func language(_ locale: String) -> Substring {
    locale.split(whereSeparator: { $0 == "-" || $0 == "_" }).first ?? Substring(locale)
  }

  /// Whether the text has at most three letters outside specifiers, or only allowed words.
  static func isExempt(_ text: String, allow: Set<String>) -> Bool {
    let format = FormatString.parse(text)
    var bytes = Array(text.utf8)
    for specifier in format.specifiers.reversed() where specifier.range.upperBound <= bytes.count {
      bytes.replaceSubrange(specifier.range, with: [UInt8(ascii: " ")])
    }
    let plain = String(decoding: bytes, as: UTF8.self)
    var letters = 0
    var words: [String] = []
    var word = ""
    for scalar in plain.unicodeScalars {
      if scalar.properties.isAlphabetic {
        letters += 1
        word.unicodeScalars.append(scalar)
      } else if !word.isEmpty {
        words.append(word)
        word = ""
      }
    }
    if !word.isEmpty { words.append(word) }
    if letters <= 3 { return true }
    return !allow.isEmpty && words.allSatisfy { allow.contains($0) }
  }
}
