/// Reports a String Catalog substitution that reads an argument as another type than the
/// source language reads it.
///
/// Arguments are compared by position (`argNum`, or the order of appearance when absent, as
/// Xcode numbers them) and type, never by substitution name: names differ per language, and
/// a translation may vary by plural where the source does not (and the reverse).
struct CatalogSubstitutionRule: LintRule {
  let id = "lint.catalog-substitution"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A catalog substitution reads an argument as another type than the source."
  let rationale = """
    A substitution ('%#@count@') reads the argument 'argNum' (without one, the argument its \
    place in the value gives it) with 'formatSpecifier'. When a translation reads an \
    argument as another type than the source does ('@' where the source reads 'lld'), it \
    shows the wrong value or crashes like any format mismatch. Not reported: names that \
    differ from the source's, a missing argNum that order of appearance makes right, a \
    translation that varies by plural where the source does not (or the reverse), an \
    argument the source does not read but its key does ('%lld' in the key), and integer \
    sizes alike on 64-bit devices ('ld', 'lld'). An argument beyond those the source value \
    and the key read is one nobody passes, and is reported.
    """
  var examples: [RuleExample] {
    [
      .passing(ExampleFile("Cat.xcstrings", Self.catalog(argNum: 1, specifier: "lld"))),
      .triggering(
        ExampleFile("Cat.xcstrings", Self.catalog(argNum: 2, specifier: "lld", mark: true))),
      .triggering(
        ExampleFile("Cat.xcstrings", Self.catalog(argNum: 1, specifier: "@", mark: true))),
    ]
  }

  static func catalog(argNum: Int, specifier: String, mark: Bool = false) -> String {
    func localization(_ language: String, _ argNum: Int, _ specifier: String, _ mark: Bool)
      -> String
    {
      """
      "\(language)" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" },
            "substitutions" : { \(mark ? "↓" : "")"n" : { "argNum" : \(argNum), "formatSpecifier" : "\(specifier)",
              "variations" : { "plural" : { "other" : { "stringUnit" : { "state" : "translated", "value" : "%arg" } } } } } } }
      """
    }
    return """
      { "sourceLanguage" : "en", "strings" : { "%lld files" : { "localizations" : {
          \(localization("en", 1, "lld", false)),
          \(localization("fr", argNum, specifier, mark)) } } } }

      """
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    let language = unit.locale.name
    guard let catalog = unit.table.catalog, language != catalog.lintSourceLanguage else {
      return
    }
    let sourceLanguage = catalog.lintSourceLanguage
    for entry in catalog.strings {
      guard let localization = entry.localizations[language],
        !localization.substitutions.isEmpty,
        let source = entry.localizations[sourceLanguage]
      else { continue }
      let theirs = Self.arguments(of: source)
      // The arguments the caller passes: as many as the source value or the key reads.
      let passed = max(
        theirs.map(\.position).max() ?? 0,
        FormatString.parse(entry.key).slots.map(\.index).max() ?? 0)
      for argument in Self.arguments(of: localization) {
        guard let name = argument.substitution else { continue }
        let message: String
        var noted: String?
        if argument.position > passed {
          message =
            "substitution '\(name)' of '\(entry.key)' reads argument \(argument.position) but "
            + "the source passes \(passed)"
        } else {
          guard let other = theirs.first(where: { $0.position == argument.position }),
            !Self.sameType(argument.type, other.type)
          else { continue }
          let what = other.substitution.map { "substitution '\($0)'" } ?? "'%\(other.spelling)'"
          message =
            "substitution '\(name)' of '\(entry.key)' reads argument \(argument.position) as "
            + "'\(argument.spelling)' but the source's \(what) reads it as '\(other.spelling)'"
          noted = other.substitution
        }
        let location =
          catalog.location(ofKey: entry.key, localization: language, substitution: name)
          ?? catalog.location(ofKey: entry.key, localization: language)
        let note = Diagnostic.Note(
          "source \(noted == nil ? "value" : "substitution") defined here",
          at: noted.flatMap {
            catalog.location(ofKey: entry.key, localization: sourceLanguage, substitution: $0)
          } ?? catalog.location(ofKey: entry.key, localization: sourceLanguage))
        findings.add(self, message, at: location, key: entry.key, notes: [note])
      }
    }
  }

  // MARK: - Arguments

  /// One argument a localization reads: which, as what, and through which substitution.
  struct Argument {
    /// The 1-based argument position.
    var position: Int
    /// What it is read as.
    var type: ArgumentType
    /// The conversion as written (`lld`, `@`).
    var spelling: String
    /// The substitution that reads it, nil for a plain specifier of the value.
    var substitution: String?
  }

  /// The arguments a localization reads, as Xcode numbers them: a substitution reads its
  /// `argNum`, else the argument its `%#@name@` takes in the value (by order of appearance,
  /// counting the value's other specifiers); plain specifiers of the value, or of its
  /// `other` plural form, read their own.
  static func arguments(of localization: XCStringsLocalization) -> [Argument] {
    var result: [Argument] = []
    var placed: Set<String> = []
    let text =
      localization.stringUnit?.value ?? localization.lintPluralForms?[.other] ?? ""
    let format = FormatString.parse(text)
    let utf8 = Array(text.utf8)
    for specifier in format.specifiers {
      if let name = specifier.variableName {
        guard let substitution = localization[substitution: name], !placed.contains(name),
          let argument = argument(substitution, at: specifier.argumentIndex)
        else { continue }
        placed.insert(name)
        result.append(argument)
        continue
      }
      let range = specifier.range.clamped(to: 0..<utf8.count)
      var spelling = String(decoding: utf8[range], as: UTF8.self)
      if spelling.first == "%" { spelling.removeFirst() }
      result.append(
        Argument(
          position: specifier.argumentIndex, type: specifier.valueType, spelling: spelling,
          substitution: nil))
    }
    // A substitution the value does not name still reads its argNum.
    for substitution in localization.substitutions.sorted(by: { $0.name < $1.name })
    where !placed.contains(substitution.name) {
      guard let argNum = substitution.argNum, let argument = argument(substitution, at: argNum)
      else { continue }
      result.append(argument)
    }
    return result
  }

  static func argument(_ substitution: XCStringsSubstitution, at index: Int) -> Argument? {
    guard let spelling = substitution.formatSpecifier, !spelling.isEmpty,
      let type = FormatString.parse("%" + spelling).specifiers.first?.valueType
    else { return nil }
    return Argument(
      position: substitution.argNum ?? index, type: type, spelling: spelling,
      substitution: substitution.name)
  }

  /// Whether two reads of one argument agree: equal types, signed and unsigned integers of
  /// one size alike (`lld` and `llu`, `ld` and `lld` on 64-bit devices).
  static func sameType(_ a: ArgumentType, _ b: ArgumentType) -> Bool {
    switch (a, b) {
    case (.int(let x), .int(let y)), (.int(let x), .unsignedInt(let y)),
      (.unsignedInt(let x), .int(let y)), (.unsignedInt(let x), .unsignedInt(let y)):
      return x == y
    default: return a == b
    }
  }
}
