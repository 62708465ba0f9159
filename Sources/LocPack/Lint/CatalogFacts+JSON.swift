extension CatalogFacts {
  /// Reads the facts the catalog rules need from an `.xcstrings` file.
  ///
  /// A small reader of the catalog's JSON: `sourceLanguage`, and per key `shouldTranslate`,
  /// `extractionState` and each language's `stringUnit`, plural `variations` and
  /// `substitutions`. A JSON syntax error becomes an error diagnostic; the rest is lenient.
  static func document(
    _ bytes: [UInt8], _ input: LintLoader.Input, limits: InputLimits = .default
  ) -> LintDocument {
    var result = LintDocument(
      path: input.path, kind: .stringCatalog, table: input.table, localization: nil,
      format: .json)
    let json: JSONDocument
    do {
      json = try JSONParser.parse(
        bytes, path: input.path, options: JSONParseOptions(limits: limits))
    } catch {
      result.format = .unreadable
      result.diagnostics = [error.diagnostic]
      return result
    }
    result.source = json.source
    result.diagnostics = json.diagnostics
    let start = SourceLocation(path: input.path, line: 1, column: 1, offset: 0)
    guard let root = json.value.objectValue else {
      result.diagnostics.append(
        Diagnostic(
          .error, id: "xcstrings.not-an-object",
          "the root of a String Catalog is \(json.value.typeName), not an object", at: start))
      return result
    }
    let sourceLanguage = root["sourceLanguage"]?.stringValue ?? "en"
    var keys: [Key] = []
    for member in root["strings"]?.objectValue?.members ?? [] {
      let path: [JSONPathComponent] = [.key("strings"), .key(member.key)]
      var key = Key(
        key: member.key, shouldTranslate: member.value["shouldTranslate"]?.boolValue ?? true,
        extractionState: member.value["extractionState"]?.stringValue,
        location: json.location(of: path, key: true))
      for language in member.value["localizations"]?.objectValue?.members ?? [] {
        let languagePath = path + [.key("localizations"), .key(language.key)]
        key.localizations[language.key] = localization(
          language.value, at: languagePath, in: json)
      }
      keys.append(key)
    }
    result.catalog = CatalogFacts(sourceLanguage: sourceLanguage, keys: keys)
    return result
  }

  private static func localization(
    _ value: JSONValue, at path: [JSONPathComponent], in json: JSONDocument
  ) -> Localization {
    var result = Localization(location: json.location(of: path, key: true))
    if let unit = value["stringUnit"] {
      result.state = unit["state"]?.stringValue
      result.value = unit["value"]?.stringValue
    }
    if let plural = value["variations"]?["plural"]?.objectValue {
      var forms: [PluralCategory: String] = [:]
      for member in plural.members {
        guard let category = PluralCategory(rawValue: member.key) else { continue }
        forms[category] = member.value["stringUnit"]?["value"]?.stringValue ?? ""
        if result.state == nil { result.state = member.value["stringUnit"]?["state"]?.stringValue }
      }
      result.plural = forms
    }
    for member in value["substitutions"]?.objectValue?.members ?? [] {
      var substitution = Substitution(
        argNum: member.value["argNum"]?.intValue,
        formatSpecifier: member.value["formatSpecifier"]?.stringValue,
        location: json.location(of: path + [.key("substitutions"), .key(member.key)], key: true))
      for form in member.value["variations"]?["plural"]?.objectValue?.members ?? [] {
        guard let category = PluralCategory(rawValue: form.key) else { continue }
        substitution.plural[category] = form.value["stringUnit"]?["value"]?.stringValue ?? ""
      }
      result.substitutions[member.key] = substitution
    }
    return result
  }
}
