import Foundation

/// One app's localizations, read from a folder: every `*.lproj/*.strings`,
/// `*.lproj/*.stringsdict` and `*.xcstrings` file below it.
///
/// The folder may be an app bundle, an Xcode project or just the `Localizable/` folder of a
/// repository. Hidden folders and `.build` are skipped; everything else is searched at any
/// depth. Files for the same table and localization are merged the way Xcode compiles them: a
/// `.stringsdict` entry overrides a `.strings` entry with the same key.
///
/// ```swift
/// let bundle = try AppBundle.load(at: "Localizable", developmentRegion: "en")
/// bundle.localizations                                   // ["ar", "de", "en", …]
/// bundle.table(named: "Localizable", localization: "ja")?["NEW_MESSAGE_TITLE"]
/// ```
public struct AppBundle: Sendable {
  /// The folder as given to ``load(at:developmentRegion:catalogLoader:)``.
  public var path: String
  /// `CFBundleDevelopmentRegion`: the localization used when no preferred language matches.
  public var developmentRegion: String
  /// The localizations: `.lproj` names without the extension (`Base` included) and catalog
  /// languages, sorted.
  public private(set) var localizations: [String]
  /// Every table name found (`Localizable`, `InfoPlist`, …), sorted.
  public private(set) var tableNames: [String]
  /// Every file read, in path order.
  public private(set) var files: [AppBundleFile]
  /// What the readers reported: parse errors of files that could not be used, and warnings
  /// of the files that were (each with `file:line:col` where the reader has one).
  public private(set) var diagnostics: [Diagnostic]

  private var tables: [TableKey: LocalizedTable]

  struct TableKey: Hashable, Sendable {
    var name: String
    var localization: String
  }

  /// Creates an empty bundle with no localizations.
  public init(path: String = "", developmentRegion: String = "en") {
    self.path = path
    self.developmentRegion = developmentRegion
    self.localizations = []
    self.tableNames = []
    self.files = []
    self.diagnostics = []
    self.tables = [:]
  }

  /// The table `name` in `localization`, if the bundle has it.
  ///
  /// - Parameters:
  ///   - name: The table name without extension, `Localizable` for pushes.
  ///   - localization: An `.lproj` name (`ja`, `zh-Hans`, `Base`) exactly as found.
  public func table(named name: String, localization: String) -> LocalizedTable? {
    tables[TableKey(name: name, localization: localization)]
  }

  /// Every table named `name`, by localization.
  public func tables(named name: String) -> [String: LocalizedTable] {
    var result: [String: LocalizedTable] = [:]
    for (key, table) in tables where key.name == name { result[key.localization] = table }
    return result
  }

  /// Adds a table (or merges it into the table with the same name and localization), and
  /// records its localization and name.
  ///
  /// Entries of `table` are inserted in order with ``LocalizedTable/insert(_:)``, so a
  /// `.stringsdict` entry keeps priority over a `.strings` entry.
  public mutating func add(_ table: LocalizedTable) {
    let key = TableKey(name: table.name, localization: table.localization)
    // A first table is taken as it is: inserting its entries one by one into an empty table
    // gives the same entries in the same order. A later one merges into the table taken out,
    // so that the merge edits it in place instead of copying it.
    if var merged = tables.removeValue(forKey: key) {
      for entryKey in table.keys {
        if let entry = table[entryKey] { merged.insert(entry) }
      }
      merged.sources.append(contentsOf: table.sources)
      tables[key] = merged
    } else {
      tables[key] = table
    }
    if !localizations.contains(table.localization) {
      localizations.append(table.localization)
      localizations.sort()
    }
    if !tableNames.contains(table.name) {
      tableNames.append(table.name)
      tableNames.sort()
    }
  }

  /// Records a localization that has an `.lproj` folder, even one with no readable table.
  mutating func addLocalization(_ localization: String) {
    guard !localizations.contains(localization) else { return }
    localizations.append(localization)
    localizations.sort()
  }

  mutating func record(_ file: AppBundleFile, diagnostics: [Diagnostic]) {
    files.append(file)
    self.diagnostics.append(contentsOf: diagnostics)
  }
}

// MARK: - Loading

extension AppBundle {
  /// Reads a String Catalog: its bytes and path in, one table per language out.
  ///
  /// The table name is the file name without `.xcstrings`.
  public typealias CatalogLoader =
    @Sendable (_ bytes: [UInt8], _ path: String, _ tableName: String) -> (
      tables: [LocalizedTable], diagnostics: [Diagnostic]
    )

  /// The String Catalog reader used when ``load(at:developmentRegion:catalogLoader:)`` is not
  /// given one: ``XCStringsFile``, compiled into one table per language of the catalog.
  public static let defaultCatalogLoader: CatalogLoader? = catalogLoader(limits: .default)

  /// The ``XCStringsFile`` catalog reader with other input limits than the defaults.
  public static func catalogLoader(limits: InputLimits) -> CatalogLoader {
    { bytes, path, tableName in
      do throws(XCStringsError) {
        let catalog = try XCStringsFile.parse(bytes, path: path, limits: limits)
        let tables = catalog.localizations().map { catalog.table(for: $0, name: tableName) }
        return (tables, catalog.diagnostics)
      } catch {
        return ([], [error.diagnostic])
      }
    }
  }

  /// Reads every localization file below a folder.
  ///
  /// Unreadable or malformed files do not stop the load: each becomes a diagnostic and the
  /// rest is read. `.strings` files may be text (UTF-8, UTF-16, UTF-32), XML plists or binary
  /// plists (detected by content); `.stringsdict` files XML or binary plists.
  ///
  /// - Parameters:
  ///   - path: The folder.
  ///   - developmentRegion: `CFBundleDevelopmentRegion`, `en` by default.
  ///   - limits: Bounds on each file's size, nesting depth, string length and value count; a
  ///     file over one becomes an error diagnostic. Pass ``catalogLoader(limits:)`` as the
  ///     catalog reader for the same limits in `.xcstrings` files.
  ///   - catalogLoader: Reads `.xcstrings` files; ``defaultCatalogLoader`` by default.
  /// - Throws: ``FileIOError`` when `path` cannot be read as a folder.
  /// - Complexity: O(total size of the files).
  public static func load(
    at path: String, developmentRegion: String = "en", limits: InputLimits = .default,
    catalogLoader: CatalogLoader? = AppBundle.defaultCatalogLoader
  ) throws(FileIOError) -> AppBundle {
    let found = try BundleScanner.scan(path)
    var bundle = AppBundle(path: path, developmentRegion: developmentRegion)
    for localization in found.localizations { bundle.addLocalization(localization) }
    for file in found.files {
      let bytes: [UInt8]
      do {
        bytes = try FileIO.read(file.path, maxBytes: limits.maxInputBytes)
      } catch {
        bundle.record(
          AppBundleFile(
            path: file.path, kind: file.kind, format: .unreadable, table: file.table,
            localization: file.localization),
          diagnostics: [Diagnostic(.error, id: "bundle.unreadable-file", error.description)])
        continue
      }
      let loaded = TableLoader.load(
        bytes, path: file.path, kind: file.kind, table: file.table,
        localization: file.localization, catalogLoader: catalogLoader, limits: limits)
      for table in loaded.tables { bundle.add(table) }
      bundle.record(
        AppBundleFile(
          path: file.path, kind: file.kind, format: loaded.format, table: file.table,
          localization: file.localization),
        diagnostics: loaded.diagnostics)
    }
    if bundle.localizations.isEmpty {
      bundle.diagnostics.append(
        Diagnostic(
          .warning, id: "bundle.no-localizations",
          "no .lproj folder or .xcstrings file was found in '\(path)'"))
    }
    return bundle
  }
}
