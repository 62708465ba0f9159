/// What the String Catalog rules need to know about one `.xcstrings` file: per key, whether it
/// should be translated, and per localization its state, value, plural forms and
/// substitutions.
///
/// Fill it from any catalog reader; ``document(_:_:)`` fills it from the catalog's JSON.
public struct CatalogFacts: Hashable, Sendable {
  /// One substitution (`%#@name@` in a catalog value).
  public struct Substitution: Hashable, Sendable {
    /// `argNum`: the argument the substitution reads.
    public var argNum: Int?
    /// `formatSpecifier`: the conversion of its number (`lld`, `d`).
    public var formatSpecifier: String?
    /// Its plural forms by CLDR category.
    public var plural: [PluralCategory: String]
    /// Where it is written.
    public var location: SourceLocation?

    /// Creates a substitution.
    public init(
      argNum: Int? = nil, formatSpecifier: String? = nil, plural: [PluralCategory: String] = [:],
      location: SourceLocation? = nil
    ) {
      self.argNum = argNum
      self.formatSpecifier = formatSpecifier
      self.plural = plural
      self.location = location
    }
  }

  /// One language of one key.
  public struct Localization: Hashable, Sendable {
    /// The `stringUnit` state (`new`, `translated`, `needs_review`, `stale`), or the first
    /// state found in its variations.
    public var state: String?
    /// The `stringUnit` value, if there is one.
    public var value: String?
    /// `variations.plural`, by category (`other` may be missing).
    public var plural: [PluralCategory: String]?
    /// The substitutions by name.
    public var substitutions: [String: Substitution]
    /// Where the language's object starts.
    public var location: SourceLocation?

    /// Creates a localization.
    public init(
      state: String? = nil, value: String? = nil, plural: [PluralCategory: String]? = nil,
      substitutions: [String: Substitution] = [:], location: SourceLocation? = nil
    ) {
      self.state = state
      self.value = value
      self.plural = plural
      self.substitutions = substitutions
      self.location = location
    }
  }

  /// One key of the catalog.
  public struct Key: Hashable, Sendable {
    /// The key.
    public var key: String
    /// `shouldTranslate` (true when absent).
    public var shouldTranslate: Bool
    /// `extractionState`, if written.
    public var extractionState: String?
    /// The localizations by language.
    public var localizations: [String: Localization]
    /// Where the key is written.
    public var location: SourceLocation?

    /// Creates a key.
    public init(
      key: String, shouldTranslate: Bool = true, extractionState: String? = nil,
      localizations: [String: Localization] = [:], location: SourceLocation? = nil
    ) {
      self.key = key
      self.shouldTranslate = shouldTranslate
      self.extractionState = extractionState
      self.localizations = localizations
      self.location = location
    }
  }

  /// `sourceLanguage`.
  public var sourceLanguage: String
  /// The keys in file order.
  public var keys: [Key]

  /// Creates facts.
  public init(sourceLanguage: String, keys: [Key]) {
    self.sourceLanguage = sourceLanguage
    self.keys = keys
  }

  /// Every language any key is localized in, and the source language, sorted.
  public var localizations: [String] {
    var set: Set<String> = [sourceLanguage]
    for key in keys { set.formUnion(key.localizations.keys) }
    return set.sorted()
  }

  /// The entries of one language as the other rules see them.
  ///
  /// A plain value becomes text, plural variations and substitutions a `.stringsdict`-like
  /// rule set. Keys that should not be
  /// translated count as present in every language (Xcode uses the source value).
  public func entries(for language: String, path: String) -> [LintEntry] {
    var result: [LintEntry] = []
    for key in keys {
      guard let localization = key.localizations[language] else {
        if !key.shouldTranslate || language == sourceLanguage {
          // Xcode falls back to the key itself for source-language strings without a unit.
          let text = key.localizations[sourceLanguage]?.value ?? key.key
          let entry = LintEntry(
            key: key.key, value: .text(text), origin: .stringCatalog, location: key.location,
            path: path)
          entry.isSourceFallback = true
          result.append(entry)
        }
        continue
      }
      let value: LocalizedValue
      if let plural = localization.plural {
        let name = "plural"
        value = .stringsDict(
          StringsDictEntry(
            key: key.key, formatKey: "%#@\(name)@",
            variables: [
              StringsDictVariable(name: name, rule: .plural(valueType: "", forms: plural))
            ]
          ))
      } else if !localization.substitutions.isEmpty {
        let variables = localization.substitutions.keys.sorted().compactMap { name in
          localization.substitutions[name].map {
            StringsDictVariable(
              name: name,
              rule: .plural(
                valueType: $0.formatSpecifier ?? "",
                forms: $0.plural.mapValues { [spec = $0.formatSpecifier ?? "@"] form in
                  // Xcode writes the substitution's own argument as `%arg`.
                  form.replacingOccurrences(of: "%arg", with: "%" + spec)
                }))
          }
        }
        value = .stringsDict(
          StringsDictEntry(
            key: key.key, formatKey: localization.value ?? "", variables: variables))
      } else {
        value = .text(localization.value ?? "")
      }
      result.append(
        LintEntry(
          key: key.key, value: value, origin: .stringCatalog,
          location: localization.location ?? key.location, path: path))
    }
    return result
  }
}
