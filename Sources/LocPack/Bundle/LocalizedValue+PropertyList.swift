/// Localized values and tables as property lists, in the shape of the files Xcode writes:
/// a plain text as a string, a `.stringsdict` entry as its dictionary.
extension LocalizedValue {
  /// The value as it would be stored: the text itself, or the `.stringsdict` dictionary
  /// (`NSStringLocalizedFormatKey` and one dictionary per variable, or the entry-level
  /// `NSStringVariableWidthRuleType` / `NSStringDeviceSpecificRuleType` dictionary).
  public var propertyList: PlistValue {
    switch self {
    case .text(let text): return .string(text)
    case .stringsDict(let entry): return entry.propertyList
    }
  }
}

extension StringsDictEntry {
  /// The entry as a `.stringsdict` dictionary, the inverse of reading one.
  public var propertyList: PlistValue {
    var dictionary = PlistDictionary()
    if hasFormatKey {
      dictionary.updateValue(.string(formatKey), forKey: "NSStringLocalizedFormatKey")
    }
    for variable in variables {
      // An entry-level rule stands alone: its forms sit directly under the rule's name.
      let isEntryRule =
        !hasFormatKey
        && (variable.name == StringsDictRule.variableWidthType
          || variable.name == StringsDictRule.deviceSpecificType)
      let body = isEntryRule ? variable.rule.forms : variable.rule.variableBody
      dictionary.updateValue(.dictionary(body), forKey: variable.name)
    }
    return .dictionary(dictionary)
  }
}

extension StringsDictRule {
  /// The forms keyed as in the file: CLDR categories, widths in decimal, device names.
  var forms: PlistDictionary {
    switch self {
    case .plural(_, let forms):
      return PlistDictionary(
        PluralCategory.allCases.compactMap { category in
          forms[category].map { (category.rawValue, PlistValue.string($0)) }
        })
    case .variableWidth(let forms):
      return PlistDictionary(forms.keys.sorted().map { (String($0), .string(forms[$0] ?? "")) })
    case .deviceSpecific(let forms):
      return PlistDictionary(forms.keys.sorted().map { ($0, .string(forms[$0] ?? "")) })
    }
  }

  /// A variable's dictionary: `NSStringFormatSpecTypeKey`, the value type of a plural rule,
  /// then the forms.
  var variableBody: PlistDictionary {
    var body = PlistDictionary()
    switch self {
    case .plural(let valueType, _):
      body.updateValue(.string(Self.pluralType), forKey: "NSStringFormatSpecTypeKey")
      body.updateValue(.string(valueType), forKey: "NSStringFormatValueTypeKey")
    case .variableWidth:
      body.updateValue(.string(Self.variableWidthType), forKey: "NSStringFormatSpecTypeKey")
    case .deviceSpecific:
      body.updateValue(.string(Self.deviceSpecificType), forKey: "NSStringFormatSpecTypeKey")
    }
    for (key, value) in forms { body.updateValue(value, forKey: key) }
    return body
  }
}

extension LocalizedTable {
  /// The table as a dictionary of key → ``LocalizedValue/propertyList``.
  public var propertyList: PlistValue {
    .dictionary(
      PlistDictionary(keys.compactMap { key in entries[key].map { (key, $0.value.propertyList) } }))
  }
}

extension XCStringsFile {
  /// What the catalog compiles to, as Xcode builds it: a dictionary of language → table
  /// (``table(for:name:)`` for each of ``localizations()``), each table a dictionary of key
  /// → text or `.stringsdict` dictionary.
  public var compiledPropertyList: PlistValue {
    .dictionary(
      PlistDictionary(
        localizations().map { language in
          (language, table(for: language, name: "Localizable").propertyList)
        }))
  }
}
