extension CategoriesManifest {
  /// Parses and checks a categories manifest.
  ///
  /// The rules are those of `Resources/categories.schema.json`: `categories` is required;
  /// a category needs `identifier` and `actions` (at most ``maxActions``); an action needs
  /// `identifier` and `titleKey`; options come from fixed lists and appear once; a text input
  /// needs `buttonTitleKey`; an icon names exactly one of `systemImageName` and
  /// `templateImageName`; identifiers and keys are non-empty strings; identifiers are unique
  /// (categories in the file, actions in their category); no other members are allowed
  /// (`$schema` is allowed at the top).
  ///
  /// A violation is an error diagnostic at the offending value's `line:column`; the element
  /// it concerns is dropped (a category without an identifier, an action without a title
  /// key, a duplicate identifier, an unknown option) and everything else is kept. Duplicate
  /// JSON keys are warnings (`categories.duplicate-key`; the last one wins).
  ///
  /// | id | problem |
  /// |---|---|
  /// | `categories.wrong-type` | a member has the wrong JSON type |
  /// | `categories.missing-field` | a required member is absent |
  /// | `categories.empty-value` | an identifier or key is `""` |
  /// | `categories.unknown-field` | a member the schema does not define |
  /// | `categories.unknown-option` | an option not in the schema's list |
  /// | `categories.duplicate-option` | an option listed twice |
  /// | `categories.duplicate-category` | a category identifier used twice (note: the first) |
  /// | `categories.duplicate-action` | an action identifier used twice in one category |
  /// | `categories.too-many-actions` | more than ten actions |
  /// | `categories.invalid-icon` | an icon without exactly one image name |
  ///
  /// - Parameters:
  ///   - bytes: The manifest, UTF-8 JSON.
  ///   - path: The path used in locations.
  ///   - limits: Bounds on nesting depth, string length and the number of JSON values.
  /// - Throws: ``CategoriesManifestError`` when the file is not JSON (or exceeds a limit), not
  ///   an object, or has no `categories` array.
  /// - Complexity: O(*n*) in the size of the file.
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(CategoriesManifestError) -> (CategoriesManifest, [Diagnostic]) {
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw .json(error)
    }
    var reader = ManifestReader(document: document)
    let manifest = try reader.readRoot()
    return (manifest, reader.diagnostics)
  }
}

// MARK: - Reader

/// Walks a parsed manifest value by value, with each value's node for locations.
struct ManifestReader {
  let document: JSONDocument
  var diagnostics: [Diagnostic] = []
  /// Where each table key of the category being read is first named.
  var keyLocations: [String: SourceLocation] = [:]

  init(document: JSONDocument) {
    self.document = document
    for var finding in document.diagnostics where finding.id.hasPrefix("json.") {
      finding.id = "categories." + finding.id.dropFirst("json.".count)
      diagnostics.append(finding)
    }
  }

  /// A value with the index of its node in the document.
  struct Item {
    var value: JSONValue
    var node: Int
  }

  /// A member of an object with the index of its node.
  struct Member {
    var key: String
    var item: Item
  }

  // MARK: - Root

  mutating func readRoot() throws(CategoriesManifestError) -> CategoriesManifest {
    let root = Item(value: document.value, node: 0)
    guard case .object = root.value else {
      throw .notAnObject(found: Self.described(root.value), at: location(root.node))
    }
    var manifest = CategoriesManifest()
    var categoriesItem: Item?
    for member in members(of: root) {
      switch member.key {
      case "$schema":
        _ = string(member, allowEmpty: true)
      case "table":
        if let table = string(member) { manifest.table = table }
      case "categories":
        categoriesItem = member.item
      default:
        unknownField(member, in: "the manifest")
      }
    }
    guard let categoriesItem else { throw .missingCategories(at: location(root.node)) }
    guard case .array = categoriesItem.value else {
      throw .categoriesNotAnArray(
        found: Self.described(categoriesItem.value), at: location(categoriesItem.node))
    }
    var firstSeen: [String: SourceLocation] = [:]
    for element in elements(of: categoriesItem) {
      guard var category = readCategory(element) else { continue }
      let here = location(element.node)
      if let first = firstSeen[category.identifier] {
        report(
          "duplicate-category",
          "category '\(category.identifier)' is registered twice; the first one is kept",
          at: element.node, notes: [Diagnostic.Note("first registered here", at: first)])
        continue
      }
      firstSeen[category.identifier] = here
      category.location = here
      manifest.categories.append(category)
    }
    return manifest
  }

  // MARK: - Category

  mutating func readCategory(_ item: Item) -> CategoriesManifest.Category? {
    guard expectObject(item, "a category") else { return nil }
    keyLocations = [:]
    var identifier: String?
    var actionsItem: Item?
    var options: CategoriesManifest.Category.Options = []
    var placeholderKey: String?
    var actionsLocation: SourceLocation?
    for member in members(of: item) {
      switch member.key {
      case "identifier": identifier = string(member)
      case "actions":
        actionsItem = expectArray(member) ? member.item : nil
        actionsLocation = location(member.item.node, key: true)
      case "options":
        options = readOptions(member, CategoriesManifest.Category.Options.names, "a category")
      case "hiddenPreviewsBodyPlaceholderKey": placeholderKey = tableKey(member)
      default: unknownField(member, in: "a category")
      }
    }
    guard let identifier else {
      if !hasMember(item, "identifier") {
        report("missing-field", "a category needs an 'identifier'", at: item.node)
      }
      return nil
    }
    var category = CategoriesManifest.Category(
      identifier: identifier, options: options, hiddenPreviewsBodyPlaceholderKey: placeholderKey)
    category.actionsLocation = actionsLocation
    guard let actionsItem else {
      if !hasMember(item, "actions") {
        report(
          "missing-field", "category '\(identifier)' needs an 'actions' array", at: item.node)
      }
      category.keyLocations = keyLocations
      return category
    }
    let elements = elements(of: actionsItem)
    if elements.count > CategoriesManifest.maxActions {
      report(
        "too-many-actions",
        "category '\(identifier)' has \(elements.count) actions; iOS shows at most "
          + "\(CategoriesManifest.maxActions)", at: actionsItem.node)
    }
    var seen: Set<String> = []
    for element in elements {
      guard var action = readAction(element, category: identifier) else { continue }
      guard seen.insert(action.identifier).inserted else {
        report(
          "duplicate-action",
          "action '\(action.identifier)' appears twice in category '\(identifier)'",
          at: element.node)
        continue
      }
      action.location = location(element.node)
      category.actions.append(action)
    }
    category.keyLocations = keyLocations
    return category
  }

  // MARK: - Action

  mutating func readAction(_ item: Item, category: String) -> CategoriesManifest.Action? {
    guard expectObject(item, "an action") else { return nil }
    var identifier: String?
    var titleKey: String?
    var options: CategoriesManifest.Action.Options = []
    var textInput: CategoriesManifest.Action.TextInput?
    var icon: CategoriesManifest.Action.Icon?
    for member in members(of: item) {
      switch member.key {
      case "identifier": identifier = string(member)
      case "titleKey": titleKey = tableKey(member)
      case "options":
        options = readOptions(member, CategoriesManifest.Action.Options.names, "an action")
      case "textInput": textInput = readTextInput(member)
      case "icon": icon = readIcon(member)
      default: unknownField(member, in: "an action")
      }
    }
    for (field, value) in [("identifier", identifier), ("titleKey", titleKey)]
    where value == nil && !hasMember(item, field) {
      report(
        "missing-field", "an action of category '\(category)' needs a '\(field)'",
        at: item.node)
    }
    guard let identifier, let titleKey else { return nil }
    return CategoriesManifest.Action(
      identifier: identifier, titleKey: titleKey, options: options, textInput: textInput,
      icon: icon)
  }

  mutating func readTextInput(_ member: Member) -> CategoriesManifest.Action.TextInput? {
    guard expectObject(member.item, "'textInput'") else { return nil }
    var buttonTitleKey: String?
    var placeholderKey: String?
    for inner in members(of: member.item) {
      switch inner.key {
      case "buttonTitleKey": buttonTitleKey = tableKey(inner)
      case "placeholderKey": placeholderKey = tableKey(inner)
      default: unknownField(inner, in: "'textInput'")
      }
    }
    guard let buttonTitleKey else {
      if !hasMember(member.item, "buttonTitleKey") {
        report("missing-field", "'textInput' needs a 'buttonTitleKey'", at: member.item.node)
      }
      return nil
    }
    return .init(buttonTitleKey: buttonTitleKey, placeholderKey: placeholderKey)
  }

  mutating func readIcon(_ member: Member) -> CategoriesManifest.Action.Icon? {
    guard expectObject(member.item, "'icon'") else { return nil }
    var icons: [CategoriesManifest.Action.Icon] = []
    for inner in members(of: member.item) {
      switch inner.key {
      case "systemImageName": if let name = string(inner) { icons.append(.system(name)) }
      case "templateImageName": if let name = string(inner) { icons.append(.template(name)) }
      default: unknownField(inner, in: "'icon'")
      }
    }
    guard icons.count == 1 else {
      report(
        "invalid-icon",
        "an icon names exactly one of 'systemImageName' and 'templateImageName'",
        at: member.item.node)
      return nil
    }
    return icons.first
  }

  /// An options array: known names, each once.
  mutating func readOptions<Options: OptionSet>(
    _ member: Member, _ names: [(String, Options)], _ owner: String
  ) -> Options where Options.Element == Options {
    guard expectArray(member) else { return [] }
    var options: Options = []
    var seen: Set<String> = []
    for element in elements(of: member.item) {
      guard case .string(let name) = element.value else {
        report(
          "wrong-type", "an option must be a string, not \(Self.described(element.value))",
          at: element.node)
        continue
      }
      guard let option = names.first(where: { $0.0 == name })?.1 else {
        let expected = names.map { "'\($0.0)'" }.joined(separator: ", ")
        report(
          "unknown-option", "'\(name)' is not an option of \(owner); expected one of \(expected)",
          at: element.node)
        continue
      }
      if !seen.insert(name).inserted {
        report("duplicate-option", "option '\(name)' is listed twice", at: element.node)
      }
      options.insert(option)
    }
    return options
  }

  // MARK: - Values

  /// The member's string, or `nil` with a diagnostic when it is not a (non-empty) string.
  mutating func string(_ member: Member, allowEmpty: Bool = false) -> String? {
    guard case .string(let text) = member.item.value else {
      report(
        "wrong-type",
        "'\(member.key)' must be a string, not \(Self.described(member.item.value))",
        at: member.item.node)
      return nil
    }
    if text.isEmpty && !allowEmpty {
      report("empty-value", "'\(member.key)' must not be empty", at: member.item.node)
      return nil
    }
    return text
  }

  /// The member's string as a table key, its first place recorded in ``keyLocations``.
  mutating func tableKey(_ member: Member) -> String? {
    guard let key = string(member) else { return nil }
    if keyLocations[key] == nil { keyLocations[key] = location(member.item.node) }
    return key
  }

  mutating func expectArray(_ member: Member) -> Bool {
    if case .array = member.item.value { return true }
    report(
      "wrong-type",
      "'\(member.key)' must be an array, not \(Self.described(member.item.value))",
      at: member.item.node)
    return false
  }

  mutating func expectObject(_ item: Item, _ what: String) -> Bool {
    if case .object = item.value { return true }
    report(
      "wrong-type", "\(what) must be an object, not \(Self.described(item.value))",
      at: item.node)
    return false
  }

  mutating func unknownField(_ member: Member, in owner: String) {
    report(
      "unknown-field", "'\(member.key)' is not a field of \(owner)", at: member.item.node,
      key: true)
  }

  // MARK: - Nodes

  /// The members of an object with their nodes, in file order (duplicates included).
  func members(of item: Item) -> [Member] {
    guard case .object(let object) = item.value else { return [] }
    let children = childNodes(of: item.node, count: object.count)
    return object.members.enumerated().map { index, member in
      Member(key: member.key, item: Item(value: member.value, node: children[index]))
    }
  }

  /// The elements of an array with their nodes.
  func elements(of item: Item) -> [Item] {
    guard case .array(let array) = item.value else { return [] }
    let children = childNodes(of: item.node, count: array.count)
    return array.enumerated().map { Item(value: $1, node: children[$0]) }
  }

  func hasMember(_ item: Item, _ key: String) -> Bool {
    item.value.objectValue?.contains(key) == true
  }

  /// The node indices of the first `count` children of `node`; `-1` where none was recorded.
  func childNodes(of node: Int, count: Int) -> [Int] {
    var result = [Int](repeating: -1, count: count)
    let nodes = document.nodes
    guard node >= 0, node < nodes.count else { return result }
    let end = node &+ 1 &+ nodes[node].descendantCount
    var child = node + 1
    var position = 0
    while child < end, child < nodes.count, position < count {
      result[position] = child
      child = child &+ 1 &+ nodes[child].descendantCount
      position += 1
    }
    return result
  }

  func location(_ node: Int, key: Bool = false) -> SourceLocation {
    guard node >= 0, node < document.nodes.count else {
      return document.source.location(at: 0)
    }
    let found = document.nodes[node]
    if key, let keyRange = found.keyRange {
      return document.source.location(at: keyRange.lowerBound)
    }
    return document.source.location(at: found.valueRange.lowerBound)
  }

  mutating func report(
    _ id: String, _ message: String, at node: Int, key: Bool = false,
    notes: [Diagnostic.Note] = []
  ) {
    diagnostics.append(
      Diagnostic(
        .error, id: "categories." + id, message, at: location(node, key: key), notes: notes))
  }

  /// `a string`, `an object`, `null`: the JSON type with its article, for messages.
  static func described(_ value: JSONValue) -> String {
    switch value {
    case .null: return "null"
    case .array, .object: return "an " + value.typeName
    default: return "a " + value.typeName
    }
  }
}
