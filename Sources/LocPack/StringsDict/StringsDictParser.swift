/// Walks a decoded `.stringsdict` plist and collects entries and diagnostics.
struct StringsDictParser {
  static let formatKeyKey = "NSStringLocalizedFormatKey"
  static let specTypeKey = "NSStringFormatSpecTypeKey"
  static let valueTypeKey = "NSStringFormatValueTypeKey"

  let path: String
  let location: (([String]) -> SourceLocation?)?
  var entries: [StringsDictEntry] = []
  var diagnostics: [Diagnostic] = []

  init(path: String, location: (([String]) -> SourceLocation?)?) {
    self.path = path
    self.location = location
  }

  mutating func parse(_ root: PlistValue) {
    guard let dictionary = root.dictionaryValue else {
      report(.error, "not-a-dictionary", "the root is a \(root.typeName), not a dictionary", [])
      return
    }
    for (key, value) in dictionary {
      guard let body = value.dictionaryValue else {
        report(
          .error, "entry-not-a-dictionary",
          "the value of '\(key)' is a \(value.typeName), not a dictionary", [key])
        continue
      }
      if let entry = parseEntry(key, body) { entries.append(entry) }
    }
  }

  // MARK: - Entries

  private mutating func parseEntry(_ key: String, _ body: PlistDictionary) -> StringsDictEntry? {
    if body[Self.formatKeyKey] == nil {
      for ruleKey in [StringsDictRule.variableWidthType, StringsDictRule.deviceSpecificType] {
        guard let value = body[ruleKey] else { continue }
        return parseEntryLevelRule(key, ruleKey, value, body)
      }
      report(.error, "missing-format-key", "'\(key)' has no \(Self.formatKeyKey)", [key])
      return nil
    }
    guard let formatKey = body[Self.formatKeyKey]?.stringValue else {
      let typeName = body[Self.formatKeyKey]?.typeName ?? "nothing"
      report(
        .error, "invalid-value",
        "the \(Self.formatKeyKey) of '\(key)' is a \(typeName), not a string",
        [key, Self.formatKeyKey])
      return nil
    }
    var variables: [StringsDictVariable] = []
    var declared: [String] = []
    for (name, value) in body where name != Self.formatKeyKey {
      guard let variableBody = value.dictionaryValue else {
        report(
          .warning, "unexpected-key",
          "'\(name)' in '\(key)' is a \(value.typeName), not a variable dictionary", [key, name])
        continue
      }
      declared.append(name)
      if let rule = parseVariable(variableBody, at: [key, name]) {
        variables.append(StringsDictVariable(name: name, rule: rule))
      }
    }
    checkReferences(key: key, formatKey: formatKey, variables: variables, declared: declared)
    return StringsDictEntry(key: key, formatKey: formatKey, variables: variables)
  }

  private mutating func parseEntryLevelRule(
    _ key: String, _ ruleKey: String, _ value: PlistValue, _ body: PlistDictionary
  ) -> StringsDictEntry? {
    for other in body.keys where other != ruleKey {
      report(.warning, "unexpected-key", "'\(other)' in '\(key)' is ignored", [key, other])
    }
    guard let forms = value.dictionaryValue else {
      report(
        .error, "invalid-value",
        "the \(ruleKey) of '\(key)' is a \(value.typeName), not a dictionary",
        [key, ruleKey])
      return nil
    }
    let rule =
      ruleKey == StringsDictRule.variableWidthType
      ? parseWidths(forms, at: [key, ruleKey], skipping: [])
      : parseDevices(forms, at: [key, ruleKey], skipping: [])
    return StringsDictEntry(
      key: key, formatKey: "%#@\(ruleKey)@",
      variables: [StringsDictVariable(name: ruleKey, rule: rule)], hasFormatKey: false)
  }

  // MARK: - Variables

  private mutating func parseVariable(_ body: PlistDictionary, at path: [String])
    -> StringsDictRule?
  {
    let name = path.last ?? ""
    guard let specValue = body[Self.specTypeKey] else {
      report(.error, "missing-spec-type", "variable '\(name)' has no \(Self.specTypeKey)", path)
      return nil
    }
    guard let specType = specValue.stringValue else {
      report(
        .error, "invalid-value",
        "the \(Self.specTypeKey) of '\(name)' is a \(specValue.typeName), not a string",
        path + [Self.specTypeKey])
      return nil
    }
    switch specType {
    case StringsDictRule.pluralType:
      return parsePlural(body, at: path)
    case StringsDictRule.variableWidthType:
      return parseWidths(body, at: path, skipping: [Self.specTypeKey])
    case StringsDictRule.deviceSpecificType:
      return parseDevices(body, at: path, skipping: [Self.specTypeKey])
    default:
      report(
        .error, "unknown-spec-type",
        "variable '\(name)' has unknown \(Self.specTypeKey) '\(specType)'",
        path + [Self.specTypeKey])
      return nil
    }
  }

  private mutating func parsePlural(_ body: PlistDictionary, at path: [String]) -> StringsDictRule {
    let name = path.last ?? ""
    var valueType = ""
    if let value = body[Self.valueTypeKey] {
      if var text = value.stringValue {
        // Xcode's intent definitions export `%ld`: the conversion after a leading `%`.
        if text.utf8.count > 1, text.utf8.first == UInt8(ascii: "%"),
          Self.isNumericConversion(String(text.dropFirst()))
        {
          text.removeFirst()
        }
        valueType = text
        if !Self.isNumericConversion(text) {
          report(
            .error, "invalid-value-type",
            "the \(Self.valueTypeKey) '\(text)' of '\(name)' is not a numeric printf conversion"
              + " such as d, ld, lld, u or f",
            path + [Self.valueTypeKey])
        }
      } else {
        report(
          .error, "invalid-value",
          "the \(Self.valueTypeKey) of '\(name)' is a \(value.typeName), not a string",
          path + [Self.valueTypeKey])
      }
    } else {
      report(.warning, "missing-value-type", "variable '\(name)' has no \(Self.valueTypeKey)", path)
    }
    var forms: [PluralCategory: String] = [:]
    for (key, value) in body where key != Self.specTypeKey && key != Self.valueTypeKey {
      guard let category = PluralCategory(rawValue: key) else {
        report(
          .warning, "unknown-category",
          "'\(key)' in '\(name)' is not a plural category (zero, one, two, few, many, other)",
          path + [key])
        continue
      }
      if let text = formText(value, at: path + [key]) { forms[category] = text }
    }
    if forms[.other] == nil && body[PluralCategory.other.rawValue] == nil {
      report(.error, "missing-other", "plural variable '\(name)' has no 'other' form", path)
    }
    return .plural(valueType: valueType, forms: forms)
  }

  private mutating func parseWidths(
    _ body: PlistDictionary, at path: [String], skipping: Set<String>
  ) -> StringsDictRule {
    var forms: [Int: String] = [:]
    for (key, value) in body where !skipping.contains(key) {
      guard let width = Int(key), width >= 0 else {
        report(
          .warning, "invalid-width", "variable-width key '\(key)' is not a width", path + [key])
        continue
      }
      if let text = formText(value, at: path + [key]) { forms[width] = text }
    }
    return .variableWidth(forms)
  }

  private mutating func parseDevices(
    _ body: PlistDictionary, at path: [String], skipping: Set<String>
  ) -> StringsDictRule {
    var forms: [String: String] = [:]
    for (key, value) in body where !skipping.contains(key) {
      if !StringsDictRule.devices.contains(key) {
        report(.warning, "unknown-device", "'\(key)' is not a known device", path + [key])
      }
      if let text = formText(value, at: path + [key]) { forms[key] = text }
    }
    return .deviceSpecific(forms)
  }

  private mutating func formText(_ value: PlistValue, at path: [String]) -> String? {
    if let text = value.stringValue { return text }
    report(
      .error, "invalid-value", "form '\(path.last ?? "")' is a \(value.typeName), not a string",
      path)
    return nil
  }

  // MARK: - References

  /// Reports references without a variable and variables without a reference.
  private mutating func checkReferences(
    key: String, formatKey: String, variables: [StringsDictVariable], declared: [String]
  ) {
    var referenced: Set<String> = []
    var texts: [(text: String, path: [String])] = [(formatKey, [key, Self.formatKeyKey])]
    for variable in variables {
      switch variable.rule {
      case .plural(_, let forms):
        for category in PluralCategory.allCases {
          if let text = forms[category] {
            texts.append((text, [key, variable.name, category.rawValue]))
          }
        }
      case .variableWidth(let forms):
        for width in forms.keys.sorted() {
          if let text = forms[width] { texts.append((text, [key, variable.name, String(width)])) }
        }
      case .deviceSpecific(let forms):
        for device in forms.keys.sorted() {
          if let text = forms[device] { texts.append((text, [key, variable.name, device])) }
        }
      }
    }
    let known = Set(declared)
    for (text, path) in texts {
      let (references, malformedAt) = StringsDictReference.scan(text)
      for reference in references {
        referenced.insert(reference.name)
        if !known.contains(reference.name) {
          report(
            .error, "missing-variable",
            "'%#@\(reference.name)@' in '\(key)' has no variable dictionary '\(reference.name)'",
            path)
        }
      }
      if let malformedAt {
        report(
          .error, "malformed-reference",
          "'%#@' at byte \(malformedAt) of '\(path.last ?? key)' lacks a name and closing '@'",
          path)
      }
    }
    for name in declared where !referenced.contains(name) {
      report(
        .warning, "unused-variable",
        "variable '\(name)' of '\(key)' is not referenced by any %#@…@", [key, name])
    }
  }

  // MARK: - Helpers

  /// Whether `text` is a printf length (`h hh l ll q L z t j`) and a numeric conversion
  /// (`d D i u U o O x X f F e E g G a A`) or `@`, such as `d`, `ld`, `lld`, `lu`, `f`.
  static func isNumericConversion(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard let conversion = bytes.last else { return false }
    let length = bytes.dropLast()
    let lengths: [[UInt8]] = [
      [], [0x68], [0x68, 0x68], [0x6C], [0x6C, 0x6C], [0x71], [0x4C], [0x7A], [0x74], [0x6A],
    ]
    guard lengths.contains(Array(length)) else { return false }
    return Array("dDiuUoOxXfFeEgGaA@".utf8).contains(conversion)
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ name: String, _ message: String, _ keyPath: [String]
  ) {
    // The closest enclosing key the hook can place, else the start of the file.
    var place: SourceLocation?
    if let location {
      var prefix = keyPath[...]
      while place == nil {
        place = location(Array(prefix))
        if prefix.isEmpty { break }
        prefix = prefix.dropLast()
      }
    }
    let start = SourceLocation(path: path, line: 1, column: 1, offset: 0)
    diagnostics.append(Diagnostic(severity, id: "stringsdict.\(name)", message, at: place ?? start))
  }
}
