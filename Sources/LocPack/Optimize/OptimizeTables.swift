/// The tables a phone reads push keys from: one table name (`Localizable`) in every
/// localization of an app, as the optimizer reads, edits and verifies them.
///
/// A phone that picks localization L reads L's table only; a key missing there shows as the
/// raw key (FACTS §2). So every new key goes into every table here, and every rewrite is
/// verified against each of them as written (see ``verificationBundle()``).
///
/// The localizations are the `.lproj` folders that hold the table (its `.strings`, its
/// `.stringsdict`, or both) and the development region, whose table is created when it has
/// none. A `.stringsdict` is read for verification (its entries override the `.strings`
/// ones on the device) but never written. When the table is a String Catalog
/// (`Localizable.xcstrings`), the localizations are the catalog's languages and new keys
/// are entries of the catalog (see ``Catalog``).
///
/// Localizations are numbered by their place in ``localizations``.
///
/// ```swift
/// var (tables, problems) = try OptimizeTables.load(bundle: "App/Resources")
/// tables.localizations           // ["ar", "de", "en", …]
/// ```
public struct OptimizeTables: Sendable {
  /// One localization's `.strings` table.
  public struct Table: Sendable {
    /// The `.lproj` name without the extension (`en`, `zh-Hans`, `Base`).
    public var localization: String
    /// The `.strings` file.
    public var path: String
    /// The bytes read, or `nil` when the file does not exist yet.
    public var original: [UInt8]?
    /// The table being edited.
    public var editor: StringsEditor
    /// The `.stringsdict` entries of the same table and localization, as the device merges
    /// them over the `.strings` entries.
    var stringsDict: LocalizedTable?

    /// Creates a table.
    public init(localization: String, path: String, original: [UInt8]?, editor: StringsEditor) {
      self.localization = localization
      self.path = path
      self.original = original
      self.editor = editor
    }
  }

  /// A String Catalog that holds the table in every language, and the entries added to it.
  public struct Catalog: Sendable {
    /// The `.xcstrings` file.
    public var path: String
    /// The bytes read.
    public var original: [UInt8]
    /// The catalog as read.
    public let file: XCStringsFile
    /// The entries added, in order.
    public internal(set) var added: [XCStringsNewEntry] = []

    /// Creates a catalog table over a parsed file.
    public init(path: String, original: [UInt8], file: XCStringsFile) {
      self.path = path
      self.original = original
      self.file = file
    }

    /// The catalog's bytes with the added entries, in Xcode's layout and the file's key
    /// order; every other byte as read.
    public func bytes() throws(XCStringsError) -> [UInt8] {
      added.isEmpty ? original : try XCStringsInsertion.inserting(added, into: original, path: path)
    }

    /// The catalog as written, parsed again; the catalog as read if that fails.
    func written() -> XCStringsFile {
      guard !added.isEmpty, let bytes = try? bytes(),
        let file = try? XCStringsFile.parse(bytes, path: path)
      else { return file }
      return file
    }
  }

  /// The table name without extension (`Localizable`).
  public var name: String
  /// `CFBundleDevelopmentRegion`: what a phone picks when none of its languages matches.
  public var developmentRegion: String
  /// The `.strings` tables, sorted by localization; empty when the table is a catalog.
  public var tables: [Table]
  /// The String Catalog that holds the table, if it is one.
  public var catalog: Catalog?
  /// The folder the tables were found in, for messages.
  public var bundlePath: String?

  /// Creates tables from already parsed ones (sorted by localization here).
  public init(
    name: String = "Localizable", developmentRegion: String = "en", tables: [Table],
    bundlePath: String? = nil
  ) {
    self.name = name
    self.developmentRegion = developmentRegion
    self.tables = tables.sorted {
      $0.localization.utf8.lexicographicallyPrecedes($1.localization.utf8)
    }
    self.bundlePath = bundlePath
  }

  /// One table, for callers that edit a single `.strings` file (`--strings PATH`).
  ///
  /// Its localization is the `.lproj` folder the path names, else the development region.
  public static func single(
    _ editor: StringsEditor, path: String = "Localizable.strings",
    developmentRegion: String = "en", original: [UInt8]? = nil
  ) -> OptimizeTables {
    let localization = lprojName(of: path) ?? developmentRegion
    return OptimizeTables(
      developmentRegion: developmentRegion,
      tables: [Table(localization: localization, path: path, original: original, editor: editor)])
  }

  /// A String Catalog as the table, in every language it has.
  public init(
    name: String = "Localizable", developmentRegion: String = "en", catalog: Catalog,
    bundlePath: String? = nil
  ) {
    self.init(name: name, developmentRegion: developmentRegion, tables: [], bundlePath: bundlePath)
    self.catalog = catalog
  }

  /// The localizations, sorted: the `.lproj` names, or the catalog's languages.
  public var localizations: [String] {
    guard let catalog else { return tables.map(\.localization) }
    return catalog.file.localizations().sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
  }

  /// The file that holds localization `index`.
  public func path(of index: Int) -> String {
    catalog?.path ?? tables[index].path
  }

  /// The index of `localization` in ``localizations``.
  public func index(of localization: String) -> Int? {
    localizations.firstIndex(of: localization)
  }

  /// The index of the table a phone falls back to: the development region's, else
  /// `Base`'s, else the first.
  public var developmentIndex: Int {
    if let catalog, let index = index(of: catalog.file.sourceLanguage) { return index }
    return index(of: developmentRegion) ?? index(of: "Base") ?? 0
  }

  /// Every key defined in any table or `.stringsdict`: new keys must differ from all.
  public var allKeys: Set<String> {
    var keys: Set<String> = []
    if let catalog {
      keys.formUnion(catalog.file.strings.map(\.key))
      keys.formUnion(catalog.added.map(\.key))
    }
    for table in tables {
      for entry in table.editor.entries { keys.insert(entry.key) }
      for key in table.stringsDict?.keys ?? [] { keys.insert(key) }
    }
    return keys
  }

  /// Whether any table was edited.
  public var hasChanges: Bool {
    !(catalog?.added.isEmpty ?? true) || tables.contains { $0.editor.hasChanges }
  }

  // MARK: - Verification

  /// The bundle a phone would read once the tables are written: each localization's
  /// `.strings` as edited, with its `.stringsdict` merged over it; or what the catalog as
  /// written compiles to in each language.
  public func verificationBundle() -> AppBundle {
    var bundle = AppBundle(path: bundlePath ?? "", developmentRegion: developmentRegion)
    if let catalog {
      let written = catalog.written()
      for language in localizations {
        bundle.addLocalization(language)
        bundle.add(written.table(for: language, name: name))
      }
    }
    // Each table is written out and read back on a core of its own.
    let loads = Array(tables.indices).parallelMap { stringsTables(of: $0) }
    for (table, loaded) in zip(tables, loads) {
      bundle.addLocalization(table.localization)
      for localized in loaded { bundle.add(localized) }
    }
    return bundle
  }

  /// What a phone set to localization `index` reads once the tables are written.
  ///
  /// That localization's part of ``verificationBundle()``, for checks made one localization
  /// at a time. The localization is the catalog's language `index` when the table is a
  /// catalog, else `.strings` table `index`.
  ///
  /// - Parameter written: The catalog as written (``Catalog/written()``), parsed once for
  ///   every localization; `nil` without a catalog.
  func verificationBundle(of index: Int, written: XCStringsFile?) -> AppBundle {
    var bundle = AppBundle(path: bundlePath ?? "", developmentRegion: developmentRegion)
    if let written {
      let language = localizations[index]
      bundle.addLocalization(language)
      bundle.add(written.table(for: language, name: name))
      return bundle
    }
    bundle.addLocalization(tables[index].localization)
    for localized in stringsTables(of: index) { bundle.add(localized) }
    return bundle
  }

  /// `.strings` table `position` as a phone reads it once written: the table read back (an
  /// empty one when it cannot be read), then its `.stringsdict`.
  private func stringsTables(of position: Int) -> [LocalizedTable] {
    let table = tables[position]
    var loaded =
      TableLoader.loadStrings(
        table.editor.bytes(), path: table.path, table: name, localization: table.localization
      ).tables
    if loaded.isEmpty {
      loaded.append(LocalizedTable(name: name, localization: table.localization))
    }
    if let stringsDict = table.stringsDict { loaded.append(stringsDict) }
    return loaded
  }

  /// Key → string value of each table as its edited bytes read back (the last definition
  /// wins), by index in ``tables``.
  func readBack() -> [[String: String]] {
    if let catalog {
      let written = catalog.written()
      return localizations.map { language in
        let table = written.table(for: language, name: name)
        var values: [String: String] = [:]
        for key in table.keys {
          if case .text(let value)? = table[key]?.value { values[key] = value }
        }
        return values
      }
    }
    return tables.map { table in
      guard let file = try? StringsFile.parse(table.editor.bytes(), path: table.path) else {
        return [:]
      }
      var values: [String: String] = [:]
      for entry in file.entries {
        if case .string(let value) = entry.value { values[entry.key] = value }
      }
      return values
    }
  }

  /// Where `key` is defined in localization `index`, as read (its last definition); the
  /// file's start when it has none there.
  func location(of key: String, in index: Int) -> SourceLocation {
    if let catalog {
      let language = localizations[index]
      return catalog.file.location(ofKey: key, localization: language)
        ?? catalog.file.location(ofKey: key)
        ?? SourceLocation(path: catalog.path, line: 1, column: 1, offset: 0)
    }
    let table = tables[index]
    let source = SourceFile(path: table.path, utf8: table.editor.text)
    guard let entry = table.editor.entries.last(where: { $0.key == key }) else {
      return source.location(at: 0)
    }
    return source.location(at: entry.keyRange.lowerBound)
  }

  // MARK: - Editing

  /// Why a key could not be added.
  public struct InsertError: Error, CustomStringConvertible {
    /// The file that refused it.
    public var path: String
    /// What went wrong.
    public var description: String
  }

  /// Adds `key` to every localization, with `values[i]` in localization `i`.
  ///
  /// In `.strings` tables each entry gets `comment(marking)` for its localization's
  /// marking: `bytes` mode marks every one not for translation; `localize` mode marks those
  /// not in `translated` as needing translation from `source`. In a catalog the key is one
  /// `manual` entry with `comment(.source)`: in `bytes` mode marked "Don't translate"
  /// (`shouldTranslate: false`) with the source language's value, which Xcode compiles into
  /// every language; in `localize` mode with a value in every language, `translated` in
  /// `translated` and `new` elsewhere.
  /// - Throws: ``InsertError`` when the key exists.
  mutating func insert(
    key: String, values: [String], translated: Set<Int>, source: Int,
    mode: OptimizeOptions.Mode, comment: (Optimizer.EntryMarking) -> String
  ) throws(InsertError) {
    let names = localizations
    let own = source
    if var catalog {
      guard !allKeys.contains(key) else {
        throw InsertError(path: catalog.path, description: "the catalog already has key \(key)")
      }
      var units: [String: XCStringsStringUnit] = [:]
      switch mode {
      case .bytes:
        units[catalog.file.sourceLanguage] = XCStringsStringUnit(
          state: "translated", value: values[own])
      case .localize:
        for (index, language) in names.enumerated() {
          units[language] = XCStringsStringUnit(
            state: translated.contains(index) ? "translated" : "new", value: values[index])
        }
      }
      catalog.added.append(
        XCStringsNewEntry(
          key: key, comment: comment(.source),
          shouldTranslate: mode == .bytes ? false : nil, units: units))
      self.catalog = catalog
      return
    }
    for position in tables.indices {
      let marking: Optimizer.EntryMarking =
        mode == .bytes
        ? .doNotTranslate
        : translated.contains(position) ? .source : .needsTranslation(from: names[own])
      do {
        try tables[position].editor.insert(
          key: key, value: values[position], comment: comment(marking))
      } catch {
        throw InsertError(path: tables[position].path, description: error.description)
      }
    }
  }

  /// One key for ``insertAll(_:mode:)``: its value per localization, which localizations
  /// hold their own text, the one whose text the others take, and its comment per marking.
  struct NewKey: Sendable {
    var key: String
    var values: [String]
    var translated: Set<Int>
    var source: Int
    /// The comment of an entry in the localization of its text (and of a catalog entry).
    var sourceComment: String
    /// The comment of an entry waiting for translation from `source`.
    var needsTranslationComment: String
  }

  /// Adds every key in order, as ``insert(key:values:translated:source:mode:comment:)``
  /// does one (`localize` markings), each `.strings` table on a core of its own.
  ///
  /// - Returns: For each key a table refused, the first refusal, by index in `keys`.
  mutating func insertAll(_ keys: [NewKey]) -> [Int: InsertError] {
    guard catalog == nil else {
      var failures: [Int: InsertError] = [:]
      for (index, item) in keys.enumerated() {
        do {
          try insert(
            key: item.key, values: item.values, translated: item.translated, source: item.source,
            mode: .localize
          ) { marking in
            if case .needsTranslation = marking {
              item.needsTranslationComment
            } else {
              item.sourceComment
            }
          }
        } catch {
          failures[index] = error
        }
      }
      return failures
    }
    let current = tables
    let edited: [(Table, [Int: InsertError])] = Array(current.indices).parallelMap {
      (position: Int) -> (Table, [Int: InsertError]) in
      var table = current[position]
      var failures: [Int: InsertError] = [:]
      // Fields are read in place: a copy of each key per table would retain and release
      // every value of every localization once per table.
      keys.withUnsafeBufferPointer { items in
        for index in items.indices {
          let comment =
            items[index].translated.contains(position)
            ? items[index].sourceComment : items[index].needsTranslationComment
          do {
            try table.editor.insert(
              key: items[index].key, value: items[index].values[position], comment: comment)
          } catch {
            failures[index] = InsertError(path: table.path, description: "\(error)")
          }
        }
      }
      return (table, failures)
    }
    var failures: [Int: InsertError] = [:]
    for (position, (table, refused)) in edited.enumerated() {
      tables[position] = table
      failures.merge(refused) { first, _ in first }
    }
    return failures
  }

  // MARK: - Output

  /// A file to write: its path, its new bytes, and the bytes it must still hold (`nil`: it
  /// must not exist).
  public struct ChangedFile: Sendable {
    /// The file.
    public var path: String
    /// What to write.
    public var bytes: [UInt8]
    /// The bytes read, which the file must still hold; `nil` for a new file.
    public var original: [UInt8]?
  }

  /// Every changed table's file: edited `.strings` in their own encoding and layout, new
  /// ones in Xcode's, the catalog with its new entries.
  /// - Throws: ``XCStringsError`` when the catalog's new entries cannot be placed.
  public func changedFiles() throws(XCStringsError) -> [ChangedFile] {
    var files: [ChangedFile] = []
    if let catalog, !catalog.added.isEmpty {
      files.append(
        ChangedFile(path: catalog.path, bytes: try catalog.bytes(), original: catalog.original))
    }
    for table in tables where table.editor.hasChanges {
      if let original = table.original {
        files.append(ChangedFile(path: table.path, bytes: table.editor.bytes(), original: original))
      } else {
        let entries = table.editor.entries.compactMap { entry in
          entry.value.stringValue.map { (key: entry.key, value: $0, comment: entry.comment) }
        }
        files.append(
          ChangedFile(path: table.path, bytes: StringsWriter.write(entries), original: nil))
      }
    }
    return files
  }

  // MARK: - Paths

  /// `ja` for `…/ja.lproj/Localizable.strings`, `nil` when the parent is no `.lproj`.
  static func lprojName(of path: String) -> String? {
    let parts = path.split(separator: "/", omittingEmptySubsequences: true)
    guard parts.count >= 2 else { return nil }
    let folder = parts[parts.count - 2]
    guard folder.hasSuffix(".lproj"), folder.count > 6 else { return nil }
    return String(folder.dropLast(6))
  }
}
