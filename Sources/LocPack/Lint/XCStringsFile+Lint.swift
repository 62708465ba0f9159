extension XCStringsFile {
  /// The language the catalog's rules compare against: `sourceLanguage`, or `en` when the
  /// catalog names none.
  var lintSourceLanguage: String { sourceLanguage.isEmpty ? "en" : sourceLanguage }

  /// Every language any key is localized in, and the source language, sorted.
  var lintLanguages: [String] {
    var set: Set<String> = [lintSourceLanguage]
    for entry in strings { set.formUnion(entry.languages) }
    return set.sorted()
  }

  /// Where a key's localization is written, else where the key is.
  func lintLocation(of entry: XCStringsEntry, language: String) -> SourceLocation? {
    if let range = entry.languageRanges[language] { return source.location(at: range.lowerBound) }
    return lintLocation(of: entry)
  }

  /// Where the key is written.
  func lintLocation(of entry: XCStringsEntry) -> SourceLocation? {
    entry.keyRange.map { source.location(at: $0.lowerBound) }
  }

  /// The entries of one language as the other rules see them.
  ///
  /// A plain value becomes text, plural variations and substitutions a `.stringsdict`-like
  /// rule set. Keys that should not be translated count as present in every language (Xcode
  /// uses the source value).
  func lintEntries(for language: String, path: String) -> [LintEntry] {
    let sourceLanguage = lintSourceLanguage
    var result: [LintEntry] = []
    result.reserveCapacity(strings.count)
    for entry in strings {
      guard let localization = entry.localizations[language] else {
        if entry.shouldTranslate == false || language == sourceLanguage {
          // Xcode falls back to the key itself for source-language strings without a unit.
          let text = entry.localizations[sourceLanguage]?.stringUnit?.value ?? entry.key
          let lintEntry = LintEntry(
            key: entry.key, value: .text(text), origin: .stringCatalog,
            location: lintLocation(of: entry), path: path)
          lintEntry.isSourceFallback = true
          result.append(lintEntry)
        }
        continue
      }
      result.append(
        LintEntry(
          key: entry.key, value: localization.lintValue(key: entry.key), origin: .stringCatalog,
          location: lintLocation(of: entry, language: language), path: path))
    }
    return result
  }
}

extension XCStringsLocalization {
  /// The state the catalog rules read: the string unit's, else the first plural form's in
  /// the order Xcode writes them (by name: `few`, `many`, `one`, `other`, `two`, `zero`).
  var lintState: String? {
    if let state = stringUnit?.state { return state }
    guard let plural = variations?.plural else { return nil }
    for category in Self.categoriesByName {
      if let state = plural[category]?.stringUnit?.state { return state }
    }
    return nil
  }

  static let categoriesByName = PluralCategory.allCases.sorted { $0.rawValue < $1.rawValue }

  /// The texts of the top-level plural variation by category (`""` for a form without a
  /// value), or nil when the text does not vary by plural.
  var lintPluralForms: [PluralCategory: String]? {
    variations?.plural.map(lintFormTexts)
  }

  /// The value as the other rules see it: the plural forms, or the substitutions, as a
  /// `.stringsdict`-like rule set; else the text.
  func lintValue(key: String) -> LocalizedValue {
    if let plural = lintPluralForms {
      let name = "plural"
      return .stringsDict(
        StringsDictEntry(
          key: key, formatKey: "%#@\(name)@",
          variables: [StringsDictVariable(name: name, rule: .plural(valueType: "", forms: plural))]
        ))
    }
    guard !substitutions.isEmpty else { return .text(stringUnit?.value ?? "") }
    let variables = substitutions.sorted { $0.name < $1.name }.map { substitution in
      let specifier = substitution.formatSpecifier
      return StringsDictVariable(
        name: substitution.name,
        rule: .plural(
          valueType: specifier ?? "",
          forms: substitution.lintPluralForms.mapValues { form in
            // Xcode writes the substitution's own argument as `%arg`.
            form.replacingOccurrences(of: "%arg", with: "%" + (specifier ?? "@"))
          }))
    }
    return .stringsDict(
      StringsDictEntry(key: key, formatKey: stringUnit?.value ?? "", variables: variables))
  }
}

extension XCStringsSubstitution {
  /// The texts of its plural forms by category (`""` for a form without a value); empty when
  /// it has none.
  var lintPluralForms: [PluralCategory: String] {
    variations?.plural.map(lintFormTexts) ?? [:]
  }
}

/// The text of each form (`""` for a form without a value).
private func lintFormTexts(_ forms: [PluralCategory: XCStringsLocalization]) -> [PluralCategory:
  String]
{
  forms.mapValues { $0.stringUnit?.value ?? "" }
}
