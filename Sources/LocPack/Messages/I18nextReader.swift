/// Walks a parsed i18next JSON document and its byte ranges together: finds the layout (one
/// language, or a resource bundle), flattens nested keys, gathers plural suffixes into plural
/// messages and reports what it skips (the rules are in ``I18nextCatalog``'s discussion).
struct I18nextReader {
  private let document: JSONDocument
  private var source: SourceFile { document.source }
  private(set) var entries: [MessageEntry] = []
  private(set) var diagnostics: [Diagnostic] = []

  /// The plural suffixes of i18next v4 and their categories.
  private static let suffixes: [(suffix: String, category: PluralCategory)] = PluralCategory
    .allCases.map { ("_" + $0.rawValue, $0) }

  init(document: JSONDocument) {
    self.document = document
  }

  /// Reads the document: one language when the path names it, else a resource bundle.
  ///
  /// - Throws: `messages.json-not-an-object`, `messages.json-language`.
  mutating func read(pathLanguage: String?) throws(MessageCatalogError) {
    guard case .object(let top) = document.value else {
      throw error(
        "messages.json-not-an-object",
        "an i18next file holds an object of keys, not \(document.value.typeName)", node: 0)
    }
    if let pathLanguage {
      readLanguage(top, node: 0, language: pathLanguage, namespace: nil)
      return
    }
    let languages = members(top, node: 0)
    let isBundle =
      !languages.isEmpty
      && languages.allSatisfy { member in
        CatalogPathLanguage.isLanguageTag(member.key) && member.value.objectValue != nil
      }
    guard isBundle else {
      throw error(
        "messages.json-language",
        "cannot tell the language of this file; keep one file per language as "
          + "locales/<lang>/<namespace>.json (or <lang>.json), key the top-level object by "
          + "language, or name it with --language FILE=LANG", node: 0)
    }
    // The namespaces of each language, when each language's members are all objects.
    var namespaceSets: [[String]?] = []
    for member in languages {
      let inner = member.value.objectValue ?? [:]
      let isNamespaced = !inner.isEmpty && inner.members.allSatisfy { $0.value.objectValue != nil }
      namespaceSets.append(isNamespaced ? inner.keys : nil)
    }
    let single = namespaceSets.first.flatMap { $0 }
    let dropsNamespace =
      single?.count == 1 && namespaceSets.allSatisfy { $0 != nil && $0 == single }
    for (member, namespaces) in zip(languages, namespaceSets) {
      let inner = member.value.objectValue ?? [:]
      guard namespaces != nil, !dropsNamespace else {
        let content = dropsNamespace ? childNode(member.node, position: 0) : member.node
        let object = dropsNamespace ? (inner.members.first?.value.objectValue ?? [:]) : inner
        readLanguage(object, node: content, language: member.key, namespace: nil)
        continue
      }
      for namespace in members(inner, node: member.node) {
        readLanguage(
          namespace.value.objectValue ?? [:], node: namespace.node, language: member.key,
          namespace: namespace.key)
      }
    }
  }

  // MARK: - One language

  /// A string found under a key path.
  private struct Leaf {
    var path: [String]
    var text: String
    var node: Int?
  }

  /// One message being gathered: a plain string, the forms of a plural, or both.
  private struct Gathered {
    var single: (text: String, node: Int?)?
    var forms: [(selector: PluralSelector, text: String, node: Int?)] = []
  }

  /// Reads the messages of one language (or one namespace of it).
  private mutating func readLanguage(
    _ object: JSONObject, node: Int?, language: String, namespace: String?
  ) {
    var leaves: [Leaf] = []
    flatten(object, node: node, path: [], into: &leaves)
    let hasZero = PluralRules(locale: language).categories.contains(.zero)
    var order: [String] = []
    var gathered: [String: Gathered] = [:]
    for leaf in leaves {
      var path = leaf.path
      let last = path.removeLast()
      var selector: PluralSelector?
      var base = last
      if last.hasSuffixOrdinal {
        report(
          .warning, "messages.json-ordinal-unsupported",
          "ordinal plural forms such as '\(last)' are not supported; the key is skipped",
          node: leaf.node, key: true)
        continue
      }
      for (suffix, category) in Self.suffixes
      where last.utf8.count > suffix.utf8.count && last.hasSuffixFast(suffix) {
        base = String(last.dropLast(suffix.count))
        selector = category == .zero && !hasZero ? .exact(0) : .category(category)
        break
      }
      let id = (namespace.map { $0 + ":" } ?? "") + (path + [base]).joined(separator: ".")
      if gathered[id] == nil {
        order.append(id)
        gathered[id] = Gathered()
      }
      if let selector {
        if let earlier = gathered[id]?.forms.firstIndex(where: { $0.selector == selector }) {
          duplicate(
            id + " (\(selector))", later: leaf.node, first: gathered[id]?.forms[earlier].node)
          gathered[id]?.forms.remove(at: earlier)
        }
        gathered[id]?.forms.append((selector, leaf.text, leaf.node))
      } else {
        if let earlier = gathered[id]?.single {
          duplicate(id, later: leaf.node, first: earlier.node)
        }
        gathered[id]?.single = (leaf.text, leaf.node)
      }
    }
    for id in order {
      guard let message = gathered[id] else { continue }
      if let first = message.forms.first {
        if let single = message.single {
          report(
            .note, "messages.json-plural-base",
            "'\(id)' is what i18next shows without a count; the plural forms of '\(id)' are read "
              + "instead", node: single.node, key: true)
        }
        entries.append(
          MessageEntry(
            id: id, language: language,
            text: .plural(
              message.forms.map { .init($0.selector, $0.text, at: location($0.node)) }),
            syntax: .i18next, at: location(first.node, key: true),
            textAt: location(first.node)))
      } else if let single = message.single {
        entries.append(
          MessageEntry(
            id: id, language: language, text: .single(single.text), syntax: .i18next,
            at: location(single.node, key: true), textAt: location(single.node)))
      }
    }
  }

  /// Whether `text` has i18next's `$t(` nesting.
  static func nestsKey(_ text: String) -> Bool {
    let utf8 = text.utf8
    var index = utf8.startIndex
    while let dollar = utf8[index...].firstIndex(of: UInt8(ascii: "$")) {
      let next = utf8.index(after: dollar)
      if utf8[next...].starts(with: "t(".utf8) { return true }
      index = next
    }
    return false
  }

  /// Collects the string leaves under `object`, reporting the values it skips.
  private mutating func flatten(
    _ object: JSONObject, node: Int?, path: [String], into leaves: inout [Leaf]
  ) {
    for member in members(object, node: node) {
      let memberPath = path + [member.key]
      switch member.value {
      case .object(let inner):
        flatten(inner, node: member.node, path: memberPath, into: &leaves)
      case .string(let text):
        if Self.nestsKey(text) {
          report(
            .warning, "messages.json-nesting-unsupported",
            "'\(memberPath.joined(separator: "."))' nests another key with $t(…), which is not "
              + "supported; the key is skipped", node: member.node)
        } else {
          leaves.append(Leaf(path: memberPath, text: text, node: member.node))
        }
      default:
        report(
          .warning, "messages.json-unsupported-value",
          "'\(memberPath.joined(separator: "."))' is \(member.value.typeName), not a string or an "
            + "object; it is skipped", node: member.node)
      }
    }
  }

  private mutating func duplicate(_ id: String, later: Int?, first: Int?) {
    diagnostics.append(
      Diagnostic(
        .warning, id: "messages.json-duplicate-key",
        "'\(id)' is defined twice (a key with a '.' and nested objects give the same ID); the "
          + "later one is read", at: location(later, key: true),
        notes: [Diagnostic.Note("first defined here", at: location(first, key: true))]))
  }

  // MARK: - Nodes

  /// The members of an object that no later member with the same key replaces, with their
  /// nodes.
  private func members(_ object: JSONObject, node: Int?) -> [(
    key: String, value: JSONValue, node: Int?
  )] {
    var result: [(key: String, value: JSONValue, node: Int?)] = []
    var child = node.map { $0 + 1 }
    for (position, member) in object.members.enumerated() {
      if object.lastIndex(of: member.key) == position {
        result.append((member.key, member.value, child))
      }
      child = child.map { $0 + 1 + document.nodes[$0].descendantCount }
    }
    return result
  }

  private func childNode(_ node: Int?, position: Int) -> Int? {
    node.flatMap { document.childIndex(of: $0, position: position) }
  }

  private func location(_ node: Int?, key: Bool = false) -> SourceLocation {
    guard let node, node < document.nodes.count else { return source.location(at: 0) }
    if key, let range = document.nodes[node].keyRange {
      return source.location(at: range.lowerBound)
    }
    return source.location(at: document.nodes[node].valueRange.lowerBound)
  }

  private mutating func report(
    _ severity: Diagnostic.Severity, _ id: String, _ message: String, node: Int?,
    key: Bool = false
  ) {
    diagnostics.append(Diagnostic(severity, id: id, message, at: location(node, key: key)))
  }

  private func error(_ id: String, _ message: String, node: Int) -> MessageCatalogError {
    MessageCatalogError(id: id, message, at: location(node))
  }
}

extension String {
  /// Whether the key ends in an i18next ordinal plural suffix: `place_ordinal_one`.
  fileprivate var hasSuffixOrdinal: Bool {
    PluralCategory.allCases.contains { category in
      let suffix = "_ordinal_" + category.rawValue
      return utf8.count > suffix.utf8.count && hasSuffixFast(suffix)
    }
  }

  /// `hasSuffix(suffix)` for an ASCII `suffix`, comparing bytes first.
  ///
  /// An ASCII text is canonically equivalent only to itself, so a string whose bytes do not
  /// end in `suffix` does not end in it; when they do, `hasSuffix` still decides, as a
  /// character before them may take in its first byte.
  fileprivate func hasSuffixFast(_ suffix: String) -> Bool {
    let tail = suffix.utf8
    guard utf8.count >= tail.count, utf8.suffix(tail.count).elementsEqual(tail) else {
      return false
    }
    return hasSuffix(suffix)
  }
}
