/// Reads one localization file into ``LocalizedTable`` values, whatever its form.
///
/// Never throws: a file that cannot be used yields no table and an error diagnostic.
///
/// | id | severity | problem |
/// |----|----------|---------|
/// | `plist.binary-invalid` | error | a binary plist that cannot be read (the message names the byte offset) |
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
    localization: String?, catalogLoader: AppBundle.CatalogLoader?,
    limits: InputLimits = .default
  ) -> Loaded {
    switch kind {
    case .strings:
      return loadStrings(
        bytes, path: path, table: table, localization: localization ?? "", limits: limits)
    case .stringsDict:
      return loadStringsDict(
        bytes, path: path, table: table, localization: localization ?? "", limits: limits)
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

  static func loadStrings(
    _ bytes: [UInt8], path: String, table: String, localization: String,
    limits: InputLimits = .default
  ) -> Loaded {
    if isBinaryPlist(bytes) || XMLPlist.looksLikeXMLPlist(bytes) {
      return loadPlistStrings(
        bytes, path: path, table: table, localization: localization, limits: limits)
    }
    let file: StringsFile
    do {
      file = try StringsFile.parse(bytes, path: path, limits: limits)
    } catch {
      return Loaded(
        format: .unreadable,
        diagnostics: [Diagnostic(.error, id: error.id, error.message, at: error.location)])
    }
    var result = LocalizedTable(name: table, localization: localization)
    result.sources = [path]
    result.reserveCapacity(file.entries.count)
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

  private static func loadPlistStrings(
    _ bytes: [UInt8], path: String, table: String, localization: String, limits: InputLimits
  ) -> Loaded {
    let document: PlistDocument
    switch readPlist(bytes, path: path, limits: limits) {
    case .success(let read): document = read
    case .failure(let failure): return failure
    }
    var diagnostics = document.diagnostics
    guard case .dictionary(let dictionary) = document.value else {
      diagnostics.append(
        Diagnostic(
          .error, id: "bundle.not-a-dictionary",
          "the root of a .strings property list is \(document.value.typeName), not a dictionary",
          at: document.locate([]) ?? start(path)))
      return Loaded(format: document.format, diagnostics: diagnostics)
    }
    var result = LocalizedTable(name: table, localization: localization)
    result.sources = [path]
    for (key, value) in dictionary {
      let location = document.locate([.key(key)])
      guard case .string(let text) = value else {
        diagnostics.append(nonString(key, value, at: location ?? start(path)))
        continue
      }
      result.insert(
        LocalizedEntry(key: key, value: .text(text), location: location, origin: .strings))
    }
    return Loaded(tables: [result], format: document.format, diagnostics: diagnostics)
  }

  // MARK: - .stringsdict

  static func loadStringsDict(
    _ bytes: [UInt8], path: String, table: String, localization: String,
    limits: InputLimits = .default
  ) -> Loaded {
    guard isBinaryPlist(bytes) || XMLPlist.looksLikeXMLPlist(bytes) else {
      return Loaded(
        format: .unreadable,
        diagnostics: [
          Diagnostic(
            .error, id: "bundle.not-a-plist",
            "a .stringsdict file must be an XML or binary property list", at: start(path))
        ])
    }
    let document: PlistDocument
    switch readPlist(bytes, path: path, limits: limits) {
    case .success(let read): document = read
    case .failure(let failure): return failure
    }
    let file = StringsDictFile.parse(document.value, path: path) { keys in
      document.locate(keys.map { .key($0) })
    }
    var result = LocalizedTable(name: table, localization: localization)
    result.sources = [path]
    for entry in file.entries {
      result.insert(
        LocalizedEntry(
          key: entry.key, value: .stringsDict(entry),
          location: document.locate([.key(entry.key)]), origin: .stringsDict))
    }
    return Loaded(
      tables: [result], format: document.format,
      diagnostics: document.diagnostics + file.diagnostics)
  }

  // MARK: - Helpers

  /// Whether the bytes start with the binary plist magic `bplist`.
  static func isBinaryPlist(_ bytes: [UInt8]) -> Bool {
    bytes.starts(with: "bplist".utf8)
  }

  /// A property list read from an XML or binary file, with a way to locate its keys.
  struct PlistDocument {
    var value: PlistValue
    var format: AppBundleFile.Format
    var diagnostics: [Diagnostic]
    var locate: ([PlistKeyPathComponent]) -> SourceLocation?
  }

  /// What reading a property list gave: the document, or the `Loaded` to return.
  enum PlistRead {
    case success(PlistDocument)
    case failure(Loaded)
  }

  /// Reads an XML or binary property list.
  static func readPlist(_ bytes: [UInt8], path: String, limits: InputLimits = .default)
    -> PlistRead
  {
    if isBinaryPlist(bytes) {
      do {
        let value = try BinaryPlist.read(bytes, path: path, limits: BinaryPlistLimits(limits))
        return .success(
          PlistDocument(value: value, format: .binaryPlist, diagnostics: [], locate: { _ in nil }))
      } catch {
        return .failure(
          Loaded(
            format: .unreadable,
            diagnostics: [
              Diagnostic(
                .error, id: "plist.binary-invalid",
                error.offset.map { "\(error.message) (at byte \($0))" } ?? error.message,
                at: start(path))
            ]))
      }
    }
    do {
      let document = try XMLPlist.read(bytes, path: path, limits: limits)
      return .success(
        PlistDocument(
          value: document.value, format: .xmlPlist, diagnostics: document.diagnostics,
          locate: { document.location(of: $0) }))
    } catch {
      return .failure(Loaded(format: .unreadable, diagnostics: [error.diagnostic]))
    }
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
