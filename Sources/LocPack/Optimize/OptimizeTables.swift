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
/// ones on the device) but never written.
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

  /// The table name without extension (`Localizable`).
  public var name: String
  /// `CFBundleDevelopmentRegion`: what a phone picks when none of its languages matches.
  public var developmentRegion: String
  /// The tables, sorted by localization.
  public var tables: [Table]
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

  /// The localizations, sorted.
  public var localizations: [String] { tables.map(\.localization) }

  /// The index of `localization` in ``tables``.
  public func index(of localization: String) -> Int? {
    tables.firstIndex { $0.localization == localization }
  }

  /// The index of the table a phone falls back to: the development region's, else
  /// `Base`'s, else the first.
  public var developmentIndex: Int {
    index(of: developmentRegion) ?? index(of: "Base") ?? 0
  }

  /// Every key defined in any table or `.stringsdict`: new keys must differ from all.
  public var allKeys: Set<String> {
    var keys: Set<String> = []
    for table in tables {
      for entry in table.editor.entries { keys.insert(entry.key) }
      for key in table.stringsDict?.keys ?? [] { keys.insert(key) }
    }
    return keys
  }

  /// Whether any table was edited.
  public var hasChanges: Bool { tables.contains { $0.editor.hasChanges } }

  // MARK: - Verification

  /// The bundle a phone would read once the tables are written: each localization's
  /// `.strings` as edited, with its `.stringsdict` merged over it.
  public func verificationBundle() -> AppBundle {
    var bundle = AppBundle(path: bundlePath ?? "", developmentRegion: developmentRegion)
    for table in tables {
      bundle.addLocalization(table.localization)
      let loaded = TableLoader.loadStrings(
        table.editor.bytes(), path: table.path, table: name, localization: table.localization)
      for localized in loaded.tables { bundle.add(localized) }
      if loaded.tables.isEmpty {
        bundle.add(LocalizedTable(name: name, localization: table.localization))
      }
      if let stringsDict = table.stringsDict { bundle.add(stringsDict) }
    }
    return bundle
  }

  /// Key → string value of each table as its edited bytes read back (the last definition
  /// wins), by index in ``tables``.
  func readBack() -> [[String: String]] {
    tables.map { table in
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
