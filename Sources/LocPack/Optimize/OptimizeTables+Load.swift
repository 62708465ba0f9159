import Foundation

// MARK: - Loading

extension OptimizeTables {
  /// Reads the tables named `name` in every localization below a folder.
  ///
  /// Each `*.lproj/NAME.strings` becomes a table to edit, each `*.lproj/NAME.stringsdict` is
  /// merged over it for verification, and an `.lproj` with only a `.stringsdict` gets a new
  /// `.strings` beside it. The development region gets a new table when no `.lproj` holds
  /// one for it (nor `Base.lproj`).
  ///
  /// Problems come back as diagnostics; an error among them means the tables cannot be
  /// edited safely (a table that does not parse, a compiled plist table, two tables for one
  /// localization, a String Catalog of the same name beside `.lproj` tables):
  /// - `optimize.table-unreadable` (error): a table that does not parse, with its location;
  /// - `optimize.table-compiled` (error): a binary or XML plist `.strings`, as a built app
  ///   holds it: edit the source tables instead;
  /// - `optimize.table-duplicate` (error): two tables of one localization below the folder;
  /// - `optimize.localization-without-table` (warning): an `.lproj` that a phone may pick
  ///   and that has no such table; every push key shows raw there.
  /// - Throws: ``FileIOError`` when the folder or a table cannot be read.
  public static func load(
    bundle path: String, name: String = "Localizable", developmentRegion: String = "en",
    limits: InputLimits = .default
  ) throws(FileIOError) -> (tables: OptimizeTables, diagnostics: [Diagnostic]) {
    let found = try BundleScanner.scan(path)
    var diagnostics: [Diagnostic] = []
    var strings: [String: String] = [:]
    var dicts: [String: String] = [:]
    var catalogs: [String] = []
    for file in found.files where file.table == name {
      if file.kind == .stringCatalog { catalogs.append(file.path) }
      guard let localization = file.localization else { continue }
      switch file.kind {
      case .strings, .stringsDict:
        let isStrings = file.kind == .strings
        if let first = isStrings ? strings[localization] : dicts[localization] {
          diagnostics.append(
            Diagnostic(
              .error, id: "optimize.table-duplicate",
              "\(localization) has two \(name) tables, \(first) and \(file.path); give "
                + "--bundle the folder of one app target",
              at: SourceLocation(path: file.path, line: 1, column: 1, offset: 0)))
        } else if isStrings {
          strings[localization] = file.path
        } else {
          dicts[localization] = file.path
        }
      case .stringCatalog:
        continue
      }
    }
    if let catalogPath = catalogs.first {
      if catalogs.count > 1 {
        diagnostics.append(
          Diagnostic(
            .error, id: "optimize.table-duplicate",
            "\(catalogs.count) \(name).xcstrings catalogs below \(path) (\(catalogPath), "
              + "\(catalogs[1])); give --bundle the folder of one app target",
            at: SourceLocation(path: catalogs[1], line: 1, column: 1, offset: 0)))
      }
      if let other = strings.values.sorted().first ?? dicts.values.sorted().first {
        diagnostics.append(
          Diagnostic(
            .error, id: "optimize.table-duplicate",
            "\(name) is both a String Catalog (\(catalogPath)) and .lproj tables (\(other)); "
              + "Xcode builds only one of them",
            at: SourceLocation(path: other, line: 1, column: 1, offset: 0)))
      }
      let bytes = try FileIO.read(catalogPath, maxBytes: limits.maxInputBytes)
      let (tables, problems) = load(
        catalog: catalogPath, bytes: bytes, name: name, developmentRegion: developmentRegion,
        limits: limits)
      var result = tables
      result.bundlePath = path
      return (result, diagnostics + problems)
    }
    var tables: [Table] = []
    for localization in Set(strings.keys).union(dicts.keys) {
      let stringsPath: String
      var original: [UInt8]?
      if let path = strings[localization] {
        stringsPath = path
        original = try FileIO.read(path, maxBytes: limits.maxInputBytes)
      } else {
        stringsPath = FileIO.directory(of: dicts[localization] ?? "") + "/" + name + ".strings"
      }
      guard
        var table = editable(
          original, path: stringsPath, localization: localization, limits: limits,
          diagnostics: &diagnostics)
      else { continue }
      if let dictPath = dicts[localization] {
        let bytes = try FileIO.read(dictPath, maxBytes: limits.maxInputBytes)
        let loaded = TableLoader.loadStringsDict(
          bytes, path: dictPath, table: name, localization: localization, limits: limits)
        table.stringsDict = loaded.tables.first
        diagnostics += loaded.diagnostics.filter { $0.severity == .error }
      }
      tables.append(table)
    }
    let holders = Set(tables.map(\.localization))
    if !holders.contains(developmentRegion), !holders.contains("Base") {
      let newPath = trimmed(path) + "/" + developmentRegion + ".lproj/" + name + ".strings"
      if let table = editable(
        nil, path: newPath, localization: developmentRegion, limits: limits,
        diagnostics: &diagnostics)
      {
        tables.append(table)
      }
    }
    for localization in Set(found.localizations).subtracting(holders).sorted()
    where localization != developmentRegion && localization != "Base" {
      diagnostics.append(
        Diagnostic(
          .warning, id: "optimize.localization-without-table",
          "\(localization).lproj has no \(name) table: a phone that picks \(localization) "
            + "shows every push key raw, the ones it has today included; it is not written"))
    }
    return (
      OptimizeTables(
        name: name, developmentRegion: developmentRegion, tables: tables, bundlePath: path),
      diagnostics
    )
  }

  /// A String Catalog as the table, in every language it has.
  ///
  /// A catalog that is not JSON, or whose shape locpack does not know (a top level or
  /// `strings` that is not an object, a member of the wrong type), gets a located
  /// `optimize.table-unreadable` error: nothing is written to it.
  public static func load(
    catalog path: String, bytes: [UInt8], name: String = "Localizable",
    developmentRegion: String = "en", limits: InputLimits = .default
  ) -> (tables: OptimizeTables, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    var catalog: Catalog?
    do {
      let file = try XCStringsFile.parse(bytes, path: path, limits: limits)
      var problems = file.diagnostics.filter { $0.severity == .error }
      if problems.isEmpty, file.tree["strings"]?.objectValue == nil {
        problems.append(
          Diagnostic(
            .error, id: "xcstrings.missing-strings",
            "a String Catalog is an object with a 'strings' object",
            at: SourceLocation(path: path, line: 1, column: 1, offset: 0)))
      }
      for var problem in problems {
        problem.message = "the catalog cannot be edited: " + problem.message
        problem.id = "optimize.table-unreadable"
        diagnostics.append(problem)
      }
      if problems.isEmpty {
        catalog = Catalog(path: path, original: bytes, file: file)
      }
    } catch {
      var diagnostic = error.diagnostic
      diagnostic.id = "optimize.table-unreadable"
      diagnostics.append(diagnostic)
    }
    var tables = OptimizeTables(name: name, developmentRegion: developmentRegion, tables: [])
    tables.catalog = catalog
    return (tables, diagnostics)
  }

  /// One `.strings` table as the app's only localization: the `.lproj` its path names, else
  /// the development region.
  ///
  /// - Parameter bytes: The file's bytes, `nil` when it does not exist yet (it is created).
  /// - Returns: The tables, and an error diagnostic when the file cannot be edited (see
  ///   ``load(bundle:name:developmentRegion:limits:)``).
  public static func load(
    file path: String, bytes: [UInt8]?, name: String = "Localizable",
    developmentRegion: String = "en", limits: InputLimits = .default
  ) -> (tables: OptimizeTables, diagnostics: [Diagnostic]) {
    var diagnostics: [Diagnostic] = []
    let table = editable(
      bytes, path: path, localization: lprojName(of: path) ?? developmentRegion, limits: limits,
      diagnostics: &diagnostics)
    let siblings = siblingLocalizations(of: path, name: name)
    if !siblings.isEmpty {
      diagnostics.append(
        Diagnostic(
          .warning, id: "optimize.other-localizations",
          "the app has other localizations of \(name) (\(siblings.joined(separator: ", "))): "
            + "phones that pick them show the new keys raw; give --bundle "
            + FileIO.directory(of: FileIO.directory(of: path)) + " to write them all",
          at: SourceLocation(path: path, line: 1, column: 1, offset: 0)))
    }
    return (
      OptimizeTables(
        name: name, developmentRegion: developmentRegion, tables: table.map { [$0] } ?? []),
      diagnostics
    )
  }

  /// The other `.lproj` folders beside the one `path` is in that hold a table `name`, sorted.
  static func siblingLocalizations(of path: String, name: String) -> [String] {
    guard let own = lprojName(of: path) else { return [] }
    let parent = FileIO.directory(of: FileIO.directory(of: path))
    guard let entries = try? FileManager.default.contentsOfDirectory(atPath: parent) else {
      return []
    }
    return entries.filter { entry in
      entry.hasSuffix(".lproj") && entry != own + ".lproj"
        && (FileManager.default.fileExists(atPath: parent + "/" + entry + "/" + name + ".strings")
          || FileManager.default.fileExists(
            atPath: parent + "/" + entry + "/" + name + ".stringsdict"))
    }.map { String($0.dropLast(6)) }.sorted()
  }

  /// A table over `bytes` (a new, empty one for `nil`), or `nil` with an error diagnostic.
  static func editable(
    _ bytes: [UInt8]?, path: String, localization: String, limits: InputLimits,
    diagnostics: inout [Diagnostic]
  ) -> Table? {
    let text = bytes ?? Array("\n".utf8)
    if BinaryPlist.isBinaryPlist(text) || XMLPlist.looksLikeXMLPlist(text) {
      diagnostics.append(
        Diagnostic(
          .error, id: "optimize.table-compiled",
          "the table is a compiled property list, as a built app holds it; give the "
            + "project's source tables instead",
          at: SourceLocation(path: path, line: 1, column: 1, offset: 0)))
      return nil
    }
    do {
      let file = try StringsFile.parse(text, path: path, limits: limits)
      return Table(
        localization: localization, path: path, original: bytes, editor: StringsEditor(file))
    } catch {
      diagnostics.append(
        Diagnostic(.error, id: "optimize.table-unreadable", error.message, at: error.location))
      return nil
    }
  }

  private static func trimmed(_ path: String) -> String {
    var path = path
    while path.count > 1, path.hasSuffix("/") { path.removeLast() }
    return path
  }
}
