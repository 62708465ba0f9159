/// Builds the typed catalog model from a parsed JSON tree, walking the value and its byte
/// ranges together and reporting schema problems with their locations.
struct XCStringsDecoder {
  let source: SourceFile
  let nodes: [JSONNode]
  var diagnostics: [Diagnostic] = []

  init(source: SourceFile, nodes: [JSONNode]) {
    self.source = source
    self.nodes = nodes
  }

  // MARK: - Nodes and locations

  /// The node indices of a container's children, in order (all `nil` without ranges).
  func children(of node: Int?, count: Int) -> [Int?] {
    guard let node, node >= 0, node < nodes.count else {
      return Array(repeating: nil, count: count)
    }
    var result: [Int?] = []
    result.reserveCapacity(count)
    let end = node + 1 + nodes[node].descendantCount
    var child = node + 1
    while child < end, child < nodes.count, result.count < count {
      result.append(child)
      child += 1 + nodes[child].descendantCount
    }
    while result.count < count { result.append(nil) }
    return result
  }

  func location(_ node: Int?, key: Bool = false) -> SourceLocation? {
    guard let node, node >= 0, node < nodes.count else { return nil }
    if key, let keyRange = nodes[node].keyRange { return source.location(at: keyRange.lowerBound) }
    return source.location(at: nodes[node].valueRange.lowerBound)
  }

  func keyRange(_ node: Int?) -> Range<Int>? {
    guard let node, node >= 0, node < nodes.count else { return nil }
    return nodes[node].keyRange
  }

  mutating func report(
    _ severity: Diagnostic.Severity, _ id: String, _ message: String, at node: Int?,
    key: Bool = false
  ) {
    diagnostics.append(
      Diagnostic(severity, id: "xcstrings.\(id)", message, at: location(node, key: key)))
  }

  mutating func wrongType(_ field: String, expected: String, found: JSONValue, at node: Int?) {
    report(
      .error, "wrong-type", "'\(field)' should be \(expected), not \(found.typeName)", at: node)
  }

  /// The members of an object that are not duplicated later, with their nodes.
  func members(_ object: JSONObject, node: Int?) -> [(member: JSONMember, node: Int?)] {
    let childNodes = children(of: node, count: object.count)
    var result: [(member: JSONMember, node: Int?)] = []
    result.reserveCapacity(object.count)
    for (position, member) in object.members.enumerated()
    where object.lastIndex(of: member.key) == position {
      result.append((member, childNodes[position]))
    }
    return result
  }

  mutating func string(_ field: String, _ value: JSONValue, node: Int?) -> String? {
    if case .string(let text) = value { return text }
    wrongType(field, expected: "a string", found: value, at: node)
    return nil
  }

  mutating func object(_ field: String, _ value: JSONValue, node: Int?) -> JSONObject? {
    if case .object(let object) = value { return object }
    wrongType(field, expected: "an object", found: value, at: node)
    return nil
  }

  // MARK: - File

  struct Top {
    var sourceLanguage = ""
    var version = ""
    var strings: [XCStringsEntry] = []
    var unknownFields: JSONObject = [:]
  }

  mutating func decodeFile(_ value: JSONValue) -> Top {
    var top = Top()
    let rootNode: Int? = nodes.isEmpty ? nil : 0
    guard let root = object("the catalog", value, node: rootNode) else { return top }
    var sawSource = false
    var sawVersion = false
    var sawStrings = false
    for (member, node) in members(root, node: rootNode) {
      switch member.key {
      case "sourceLanguage":
        sawSource = true
        top.sourceLanguage = string("sourceLanguage", member.value, node: node) ?? ""
        if top.sourceLanguage.isEmpty, member.value.stringValue != nil {
          report(.error, "empty-source-language", "'sourceLanguage' is empty", at: node)
        }
      case "version":
        sawVersion = true
        top.version = string("version", member.value, node: node) ?? ""
      case "strings":
        sawStrings = true
        guard let strings = object("strings", member.value, node: node) else { continue }
        for (entryMember, entryNode) in members(strings, node: node) {
          if let entry = decodeEntry(entryMember, node: entryNode) { top.strings.append(entry) }
        }
      default:
        top.unknownFields[member.key] = member.value
      }
    }
    if !sawSource {
      report(.error, "missing-source-language", "the catalog has no 'sourceLanguage'", at: rootNode)
    }
    if !sawStrings {
      report(.error, "missing-strings", "the catalog has no 'strings'", at: rootNode)
    }
    if !sawVersion {
      report(.warning, "missing-version", "the catalog has no 'version'", at: rootNode)
    }
    return top
  }

  // MARK: - Entry

  mutating func decodeEntry(_ member: JSONMember, node: Int?) -> XCStringsEntry? {
    guard let object = object("the entry '\(member.key)'", member.value, node: node) else {
      return nil
    }
    var entry = XCStringsEntry(key: member.key, languages: [], keyRange: keyRange(node))
    for (field, fieldNode) in members(object, node: node) {
      switch field.key {
      case "comment":
        entry.comment = string("comment", field.value, node: fieldNode)
      case "extractionState":
        guard let state = string("extractionState", field.value, node: fieldNode) else { continue }
        entry.extractionState = state
        if !XCStringsEntry.knownExtractionStates.contains(state) {
          report(
            .warning, "unknown-extraction-state", "unknown extraction state '\(state)'",
            at: fieldNode)
        }
      case "shouldTranslate":
        entry.shouldTranslate = bool("shouldTranslate", field.value, node: fieldNode)
      case "isCommentAutoGenerated":
        entry.isCommentAutoGenerated = bool("isCommentAutoGenerated", field.value, node: fieldNode)
      case "localizations":
        guard let localizations = self.object("localizations", field.value, node: fieldNode) else {
          continue
        }
        for (language, languageNode) in members(localizations, node: fieldNode) {
          guard
            let localization = decodeLocalization(
              language.value, node: languageNode, name: language.key, key: member.key,
              topLevel: true)
          else { continue }
          entry.localizations[language.key] = localization
          entry.languages.append(language.key)
          if let range = keyRange(languageNode) { entry.languageRanges[language.key] = range }
        }
      default:
        entry.unknownFields[field.key] = field.value
      }
    }
    return entry
  }

  mutating func bool(_ field: String, _ value: JSONValue, node: Int?) -> Bool? {
    if case .bool(let flag) = value { return flag }
    wrongType(field, expected: "a Boolean", found: value, at: node)
    return nil
  }

  // MARK: - Localization

  mutating func decodeLocalization(
    _ value: JSONValue, node: Int?, name: String, key: String, topLevel: Bool
  ) -> XCStringsLocalization? {
    guard let object = object(name, value, node: node) else { return nil }
    var localization = XCStringsLocalization()
    var substitutionNodes: [Int?] = []
    for (field, fieldNode) in members(object, node: node) {
      switch field.key {
      case "stringUnit":
        localization.stringUnit = decodeStringUnit(field.value, node: fieldNode)
      case "variations":
        localization.variations = decodeVariations(field.value, node: fieldNode, key: key)
      case "substitutions":
        guard let substitutions = self.object("substitutions", field.value, node: fieldNode) else {
          continue
        }
        for (substitution, substitutionNode) in members(substitutions, node: fieldNode) {
          if let decoded = decodeSubstitution(substitution, node: substitutionNode, key: key) {
            localization.substitutions.append(decoded)
            substitutionNodes.append(substitutionNode)
          }
        }
      default:
        localization.unknownFields[field.key] = field.value
      }
    }
    if localization.stringUnit == nil && localization.variations == nil
      && object["stringUnit"] == nil && object["variations"] == nil
    {
      report(
        .warning, "empty-localization", "'\(name)' has neither a 'stringUnit' nor 'variations'",
        at: node, key: true)
    }
    if topLevel {
      checkSubstitutions(localization, node: node, substitutionNodes: substitutionNodes, key: key)
    }
    return localization
  }

  mutating func decodeStringUnit(_ value: JSONValue, node: Int?) -> XCStringsStringUnit? {
    guard let object = object("stringUnit", value, node: node) else { return nil }
    var unit = XCStringsStringUnit(state: nil, value: nil)
    for (field, fieldNode) in members(object, node: node) {
      switch field.key {
      case "state":
        guard let state = string("state", field.value, node: fieldNode) else { continue }
        unit.state = state
        if !XCStringsStringUnit.knownStates.contains(state) {
          report(.warning, "unknown-state", "unknown translation state '\(state)'", at: fieldNode)
        }
      case "value":
        unit.value = string("value", field.value, node: fieldNode)
      default:
        unit.unknownFields[field.key] = field.value
      }
    }
    if object["value"] == nil {
      report(.warning, "missing-value", "the 'stringUnit' has no 'value'", at: node, key: true)
    }
    return unit
  }

  // MARK: - Variations

  mutating func decodeVariations(_ value: JSONValue, node: Int?, key: String)
    -> XCStringsVariations?
  {
    guard let object = object("variations", value, node: node) else { return nil }
    var variations = XCStringsVariations()
    for (field, fieldNode) in members(object, node: node) {
      switch field.key {
      case "plural":
        guard let forms = self.object("plural", field.value, node: fieldNode) else { continue }
        var plural: [PluralCategory: XCStringsLocalization] = [:]
        for (form, formNode) in members(forms, node: fieldNode) {
          guard let category = PluralCategory(rawValue: form.key) else {
            report(
              .warning, "unknown-plural-category", "unknown plural category '\(form.key)'",
              at: formNode, key: true)
            continue
          }
          plural[category] = decodeLocalization(
            form.value, node: formNode, name: form.key, key: key, topLevel: false)
        }
        if forms["other"] == nil {
          report(
            .warning, "missing-other", "plural variation has no 'other' form", at: fieldNode,
            key: true)
        }
        variations.plural = plural
      case "device":
        guard let forms = self.object("device", field.value, node: fieldNode) else { continue }
        var device: [String: XCStringsLocalization] = [:]
        for (form, formNode) in members(forms, node: fieldNode) {
          if !XCStringsVariations.knownDevices.contains(form.key) {
            report(
              .warning, "unknown-device", "unknown device '\(form.key)'", at: formNode, key: true)
          }
          device[form.key] = decodeLocalization(
            form.value, node: formNode, name: form.key, key: key, topLevel: false)
        }
        variations.device = device
      default:
        variations.unknownFields[field.key] = field.value
      }
    }
    if variations.plural != nil && variations.device != nil {
      report(
        .warning, "mixed-variations",
        "'variations' has both 'plural' and 'device'; nest one inside the other", at: node,
        key: true)
    }
    return variations
  }

  // MARK: - Substitutions

  mutating func decodeSubstitution(_ member: JSONMember, node: Int?, key: String)
    -> XCStringsSubstitution?
  {
    guard let object = object(member.key, member.value, node: node) else { return nil }
    var substitution = XCStringsSubstitution(name: member.key, nameRange: keyRange(node))
    for (field, fieldNode) in members(object, node: node) {
      switch field.key {
      case "argNum":
        if let number = field.value.intValue {
          substitution.argNum = number
          if number < 1 {
            report(
              .error, "invalid-arg-num", "'argNum' must be 1 or more, not \(number)", at: fieldNode)
          }
        } else {
          wrongType("argNum", expected: "an integer", found: field.value, at: fieldNode)
        }
      case "formatSpecifier":
        substitution.formatSpecifier = string("formatSpecifier", field.value, node: fieldNode)
      case "variations":
        substitution.variations = decodeVariations(field.value, node: fieldNode, key: key)
      default:
        substitution.unknownFields[field.key] = field.value
      }
    }
    return substitution
  }

  /// Every text of a localization (its string unit and all variation forms, not the
  /// substitutions' forms), in a stable order.
  static func collectTexts(_ localization: XCStringsLocalization, into texts: inout [String]) {
    if let value = localization.stringUnit?.value { texts.append(value) }
    if let plural = localization.variations?.plural {
      for category in PluralCategory.allCases {
        if let form = plural[category] { collectTexts(form, into: &texts) }
      }
    }
    if let device = localization.variations?.device {
      for name in device.keys.sorted() {
        if let form = device[name] { collectTexts(form, into: &texts) }
      }
    }
  }

  /// Every `%#@name@` in the localization's texts needs a substitution, every substitution
  /// should be referenced, and `argNum` should name an argument of the key or the text.
  mutating func checkSubstitutions(
    _ localization: XCStringsLocalization, node: Int?, substitutionNodes: [Int?], key: String
  ) {
    var texts: [String] = []
    Self.collectTexts(localization, into: &texts)
    var referenced = Set<String>()
    for substitution in localization.substitutions {
      // A substitution's forms may reference other substitutions.
      var forms: [String] = []
      Self.collectTexts(
        XCStringsLocalization(variations: substitution.variations), into: &forms)
      for form in forms {
        for reference in StringsDictReference.scan(form).references {
          referenced.insert(reference.name)
        }
      }
    }
    for text in texts where localization.substitutions.count > 0 || Self.mayReference(text) {
      for reference in StringsDictReference.scan(text).references {
        referenced.insert(reference.name)
        if localization[substitution: reference.name] == nil {
          report(
            .error, "missing-substitution",
            "'%#@\(reference.name)@' has no substitution named '\(reference.name)'", at: node,
            key: true)
        }
      }
    }
    guard !localization.substitutions.isEmpty else { return }
    var argumentCount = FormatString.parse(key).argumentCount
    for text in texts { argumentCount = max(argumentCount, FormatString.parse(text).argumentCount) }
    for (position, substitution) in localization.substitutions.enumerated() {
      let substitutionNode = position < substitutionNodes.count ? substitutionNodes[position] : nil
      if !referenced.contains(substitution.name) {
        report(
          .warning, "unused-substitution",
          "substitution '\(substitution.name)' is not referenced by the text", at: substitutionNode,
          key: true)
      }
      if let argNum = substitution.argNum, argNum > max(argumentCount, 1) {
        report(
          .error, "missing-argument",
          "substitution '\(substitution.name)' uses argument \(argNum), but the string has "
            + "\(argumentCount)", at: substitutionNode, key: true)
      }
    }
  }

  /// Whether a text may hold a `%#@name@` reference (it has a `#`), so that most texts are
  /// not scanned.
  static func mayReference(_ text: String) -> Bool {
    text.utf8.contains(UInt8(ascii: "#"))
  }
}
