/// Reads one localization file into ``LocalizedTable`` values, whatever its form.
///
/// Never throws: a file that cannot be used yields no table and an error diagnostic.
///
/// | id | severity | problem |
/// |----|----------|---------|
/// | `bundle.binary-plist-unsupported` | warning | a binary plist, which locpack cannot read yet |
/// | `bundle.catalog-unsupported` | warning | a String Catalog, with no catalog reader |
/// | `bundle.non-string-value` | warning | a `.strings` value that is not a string |
/// | `bundle.not-a-dictionary` | error | a plist `.strings` whose root is not a dictionary |
/// | `bundle.not-a-plist` | error | a `.stringsdict` that is not a property list |
enum TableLoader {
  /// What one file yielded.
  struct Loaded: Sendable {
    var tables: [LocalizedTable] = []
    var format: AppBundleFile.Format
    var diagnostics: [Diagnostic] = []
  }

  /// Reads `bytes` as a file of `kind` for table `table` in `localization`.
  static func load(
    _ bytes: [UInt8], path: String, kind: AppBundleFile.Kind, table: String,
    localization: String?, catalogLoader: AppBundle.CatalogLoader?
  ) -> Loaded {
    switch kind {
    case .strings:
      return loadStrings(bytes, path: path, table: table, localization: localization ?? "")
    case .stringsDict:
      return loadStringsDict(bytes, path: path, table: table, localization: localization ?? "")
    case .stringCatalog:
      guard let catalogLoader else {
        return Loaded(
          format: .json,
          diagnostics: [
            Diagnostic(
              .warning, id: "bundle.catalog-unsupported",
              "String Catalogs are not supported yet; the file was skipped", at: start(path))
          ])
      }
      let result = catalogLoader(bytes, path, table)
      return Loaded(tables: result.tables, format: .json, diagnostics: result.diagnostics)
    }
  }

  // MARK: - .strings

  static func loadStrings(_ bytes: [UInt8], path: String, table: String, localization: String)
    -> Loaded
  {
    if isBinaryPlist(bytes) { return binaryPending(path) }
    if XMLPlist.looksLikeXMLPlist(bytes) {
      return loadXMLStrings(bytes, path: path, table: table, localization: localization)
    }
    let file: StringsFile
    do {
      file = try StringsFile.parse(bytes, path: path)
    } catch {
      return Loaded(
        format: .unreadable,
        diagnostics: [Diagnostic(.error, id: error.id, error.message, at: error.location)])
    }
    var result = LocalizedTable(name: table, localization: localization)
    result.sources = [path]
    var diagnostics = file.diagnostics
    for entry in file.entries {
      let location = file.source.location(at: entry.keyRange.lowerBound)
      guard case .string(let text) = entry.value else {
        diagnostics.append(nonString(entry.key, entry.value, at: location))
        continue
      }
      result.insert(
        LocalizedEntry(
          key: entry.key, value: .text(text), comment: entry.comment, location: location,
          origin: .strings))
    }
    return Loaded(tables: [result], format: .text(file.encoding), diagnostics: diagnostics)
  }

  private static func loadXMLStrings(
    _ bytes: [UInt8], path: String, table: String, localization: String
  ) -> Loaded {
    let document: XMLPlistDocument
    do {
      document = try XMLPlist.read(bytes, path: path)
    } catch {
      return Loaded(format: .unreadable, diagnostics: [error.diagnostic])
    }
    var diagnostics = document.diagnostics
    guard case .dictionary(let dictionary) = document.value else {
      diagnostics.append(
        Diagnostic(
          .error, id: "bundle.not-a-dictionary",
          "the root of a .strings property list is \(document.value.typeName), not a dictionary",
          at: document.location(of: []) ?? start(path)))
      return Loaded(format: .xmlPlist, diagnostics: diagnostics)
    }
    var result = LocalizedTable(name: table, localization: localization)
    result.sources = [path]
    for (key, value) in dictionary {
      let location = document.location(of: [.key(key)])
      guard case .string(let text) = value else {
        diagnostics.append(nonString(key, value, at: location ?? start(path)))
        continue
      }
      result.insert(
        LocalizedEntry(key: key, value: .text(text), location: location, origin: .strings))
    }
    return Loaded(tables: [result], format: .xmlPlist, diagnostics: diagnostics)
  }

  // MARK: - .stringsdict

  static func loadStringsDict(
    _ bytes: [UInt8], path: String, table: String, localization: String
  ) -> Loaded {
    if isBinaryPlist(bytes) { return binaryPending(path) }
    guard XMLPlist.looksLikeXMLPlist(bytes) else {
      return Loaded(
        format: .unreadable,
        diagnostics: [
          Diagnostic(
            .error, id: "bundle.not-a-plist",
            "a .stringsdict file must be an XML or binary property list", at: start(path))
        ])
    }
    let document: XMLPlistDocument
    do {
      document = try XMLPlist.read(bytes, path: path)
    } catch {
      return Loaded(format: .unreadable, diagnostics: [error.diagnostic])
    }
    let file = StringsDictFile.parse(document.value, path: path) { keys in
      document.location(of: keys.map { .key($0) })
    }
    var result = LocalizedTable(name: table, localization: localization)
    result.sources = [path]
    for entry in file.entries {
      result.insert(
        LocalizedEntry(
          key: entry.key, value: .stringsDict(entry),
          location: document.location(of: [.key(entry.key)]), origin: .stringsDict))
    }
    return Loaded(
      tables: [result], format: .xmlPlist, diagnostics: document.diagnostics + file.diagnostics)
  }

  // MARK: - Helpers

  /// Whether the bytes start with the binary plist magic `bplist`.
  static func isBinaryPlist(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: "bplist".utf8)
  }

  private static func binaryPending(_ path: String) -> Loaded {
    Loaded(
      format: .binaryPlist,
      diagnostics: [
        Diagnostic(
          .warning, id: "bundle.binary-plist-unsupported",
          "binary property list support is pending; the file was skipped", at: start(path))
      ])
  }

  private static func nonString(_ key: String, _ value: PlistValue, at location: SourceLocation)
    -> Diagnostic
  {
    let name = value.typeName
    let article = name.first.map { "aeiou".contains($0) } == true ? "an" : "a"
    return Diagnostic(
      .warning, id: "bundle.non-string-value",
      "the value of '\(key)' is \(article) \(name), not a string; the key is skipped",
      at: location)
  }

  private static func start(_ path: String) -> SourceLocation {
    SourceLocation(path: path, line: 1, column: 1, offset: 0)
  }
}
