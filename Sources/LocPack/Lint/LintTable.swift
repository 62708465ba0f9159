/// One localization of a table: the entries of its `.strings` and `.stringsdict` files (or
/// of a catalog's language), merged as Foundation merges them.
public struct LintLocale: Sendable {
  /// The localization (`fr`, `zh-Hans`, `Base`).
  public var name: String
  /// Indices into ``LintTable/documents`` of the files of this localization.
  public var documents: [Int] = []
  /// The entries by key; a `.stringsdict` entry overrides a `.strings` entry.
  public var entries: [String: LintEntry] = [:]
  /// The keys in file order, each once.
  public var keys: [String] = []

  /// Creates an empty localization.
  public init(name: String) { self.name = name }

  /// The entry for a key.
  public subscript(key: String) -> LintEntry? { entries[key] }

  mutating func insert(_ entry: LintEntry) {
    if let existing = entries[entry.key] {
      if existing.origin == .stringsDict && entry.origin == .strings { return }
    } else {
      keys.append(entry.key)
    }
    entries[entry.key] = entry
  }
}

/// A table (`Localizable`) of one bundle folder, in every localization, with its base.
public struct LintTable: Sendable {
  /// The table name.
  public var name: String
  /// The folder holding the `.lproj` folders, or the catalog's path.
  public var folder: String
  /// The base localization, if the table has it.
  public var base: String?
  /// The files of the table.
  public var documents: [LintDocument]
  /// The localizations by name.
  public var locales: [String: LintLocale]
  /// The catalog, for a table read from a `.xcstrings` file.
  public var catalog: XCStringsFile?

  /// Groups documents into tables: `.lproj` files by folder and table name, each catalog on
  /// its own.
  ///
  /// - Parameter base: The base localization asked for; otherwise a catalog's
  ///   `sourceLanguage`, else `en`. A table without that localization falls back to `Base`.
  public static func group(_ documents: [LintDocument], base: String?) -> [LintTable] {
    var order: [String] = []
    var byKey: [String: [LintDocument]] = [:]
    for document in documents {
      let folder = document.kind == .stringCatalog ? document.path : folderOf(document.path)
      let key = folder + "\u{0}" + document.table
      if byKey[key] == nil { order.append(key) }
      byKey[key, default: []].append(document)
    }
    return order.compactMap { key in
      guard let members = byKey[key], let first = members.first else { return nil }
      let folder = first.kind == .stringCatalog ? first.path : folderOf(first.path)
      return make(name: first.table, folder: folder, members, base: base)
    }
  }

  static func make(name: String, folder: String, _ documents: [LintDocument], base: String?)
    -> LintTable
  {
    var table = LintTable(
      name: name, folder: folder, base: nil, documents: documents, locales: [:], catalog: nil)
    var byLocale: [String: [Int]] = [:]
    for (index, document) in documents.enumerated() {
      if let catalog = document.catalog {
        table.catalog = catalog
        for language in catalog.lintLanguages {
          var locale = table.locales[language] ?? LintLocale(name: language)
          locale.documents.append(index)
          for entry in catalog.lintEntries(for: language, path: document.path) {
            locale.insert(entry)
          }
          table.locales[language] = locale
        }
        continue
      }
      guard let name = document.localization else { continue }
      byLocale[name, default: []].append(index)
    }
    // Merging entries is per localization: run the localizations on every core.
    let groups = byLocale
    let names = groups.keys.sorted()
    let built = names.parallelMap { name in
      var locale = LintLocale(name: name)
      let count = (groups[name] ?? []).reduce(0) { $0 + documents[$1].entries.count }
      locale.entries.reserveCapacity(count)
      locale.keys.reserveCapacity(count)
      for index in groups[name] ?? [] {
        locale.documents.append(index)
        for entry in documents[index].entries { locale.insert(entry) }
      }
      return locale
    }
    for locale in built { table.locales[locale.name] = locale }
    let wanted = base ?? table.catalog?.lintSourceLanguage ?? "en"
    if table.locales[wanted] != nil {
      table.base = wanted
    } else if table.locales["Base"] != nil {
      table.base = "Base"
    }
    return table
  }

  /// The localizations in name order.
  public var localeNames: [String] { locales.keys.sorted() }

  /// `a/b/en.lproj/X.strings` → `a/b`.
  static func folderOf(_ path: String) -> String {
    var parts = path.split(separator: "/", omittingEmptySubsequences: false)
    if !parts.isEmpty { parts.removeLast() }
    if !parts.isEmpty { parts.removeLast() }
    return parts.joined(separator: "/")
  }
}
