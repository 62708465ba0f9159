import Foundation

/// Reads localization files into ``LintDocument`` values: `.strings` and `.stringsdict` in
/// any `*.lproj` folder, and `.xcstrings` catalogs.
///
/// Files are independent, so they are read and parsed on every core.
public enum LintLoader {
  /// A file to read: where it is and what the path says it holds.
  public struct Input: Hashable, Sendable {
    /// The path to read and to show in diagnostics.
    public var path: String
    /// The kind, from the extension.
    public var kind: AppBundleFile.Kind
    /// The table name.
    public var table: String
    /// The `.lproj` name, nil for catalogs.
    public var localization: String?
    /// The folder that holds the `.lproj` folders (for grouping tables of one bundle).
    public var group: String

    /// Creates an input.
    public init(
      path: String, kind: AppBundleFile.Kind, table: String, localization: String?,
      group: String
    ) {
      self.path = path
      self.kind = kind
      self.table = table
      self.localization = localization
      self.group = group
    }

    /// An input described by its path alone (`…/fr.lproj/Main.strings`, `…/Cat.xcstrings`),
    /// or nil when the path names no localization file.
    public init?(path: String) {
      var components = path.split(separator: "/", omittingEmptySubsequences: false).map(
        String.init)
      guard let name = components.popLast() else { return nil }
      let folder = components.last ?? ""
      let lproj = LintLoader.stem(folder, dropping: ".lproj")
      if let table = LintLoader.stem(name, dropping: ".xcstrings") {
        self.init(
          path: path, kind: .stringCatalog, table: table, localization: nil, group: path)
        return
      }
      guard let lproj else { return nil }
      components.removeLast()
      let group = components.joined(separator: "/")
      if let table = LintLoader.stem(name, dropping: ".stringsdict") {
        self.init(path: path, kind: .stringsDict, table: table, localization: lproj, group: group)
      } else if let table = LintLoader.stem(name, dropping: ".strings") {
        self.init(path: path, kind: .strings, table: table, localization: lproj, group: group)
      } else {
        return nil
      }
    }
  }

  /// Every localization file under `root` (a folder or one file), in path order.
  ///
  /// - Throws: ``FileIOError`` when `root` does not exist or cannot be listed.
  public static func inputs(under root: String) throws(FileIOError) -> [Input] {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isDirectory) else {
      throw FileIOError(.read, path: root, reason: .notFound)
    }
    if !isDirectory.boolValue {
      guard let input = Input(path: root) else {
        throw FileIOError(.read, path: root, reason: .system("not a localization file"))
      }
      return [input]
    }
    let trimmed = root.hasSuffix("/") ? String(root.dropLast()) : root
    if trimmed.hasSuffix(".lproj") {
      // A single localization folder: its files, read by their own paths.
      let names = (try? FileManager.default.contentsOfDirectory(atPath: trimmed)) ?? []
      return names.sorted().compactMap { Input(path: trimmed + "/" + $0) }
    }
    let found = try BundleScanner.scan(root)
    return found.files.compactMap { Input(path: $0.path) }
  }

  /// Reads and parses the inputs on every core; the result keeps their order.
  ///
  /// A file over one of `limits` becomes a document with that error.
  public static func load(_ inputs: [Input], limits: InputLimits = .default) -> [LintDocument] {
    inputs.parallelMap { input in
      let bytes: [UInt8]
      do throws(FileIOError) {
        bytes = try FileIO.read(input.path, maxBytes: limits.maxInputBytes)
      } catch {
        return LintDocument(
          input, format: .unreadable,
          diagnostics: [
            Diagnostic(
              .error, id: "bundle.unreadable-file", error.description,
              at: SourceLocation(path: input.path, line: 1, column: 1, offset: 0))
          ])
      }
      return document(bytes, input, limits: limits)
    }
  }

  /// Parses one file's bytes.
  public static func document(
    _ bytes: [UInt8], _ input: Input, limits: InputLimits = .default
  ) -> LintDocument {
    switch input.kind {
    case .strings:
      // A binary property list has no lines: its findings still name the file.
      if TableLoader.isBinaryPlist(bytes) || XMLPlist.looksLikeXMLPlist(bytes) {
        return readWhole(bytes, input, limits: limits)
      }
      return strings(bytes, input, limits: limits)
    case .stringsDict:
      // A binary `.stringsdict` (as in a built app) has no lines: its entries name the file.
      guard XMLPlist.looksLikeXMLPlist(bytes) else {
        return readWhole(bytes, input, limits: limits)
      }
      return stringsDict(bytes, input, limits: limits)
    case .stringCatalog: return catalog(bytes, input, limits: limits)
    }
  }

  // MARK: - .strings

  static func strings(_ bytes: [UInt8], _ input: Input, limits: InputLimits) -> LintDocument {
    var document = LintDocument(input, format: .unreadable)
    let file: StringsFile
    do {
      file = try StringsFile.parse(bytes, path: input.path, limits: limits)
    } catch {
      document.diagnostics = [Diagnostic(.error, id: error.id, error.message, at: error.location)]
      return document
    }
    document.format = .text(file.encoding)
    document.source = file.source
    document.diagnostics = file.diagnostics
    let starts = file.entries.map(\.keyRange.lowerBound)
    let locations = StringsFinding.locate(starts, in: file.source)
    let utf8 = file.source.utf8
    document.entries.reserveCapacity(file.entries.count)
    for (index, entry) in file.entries.enumerated() {
      guard case .string(let text) = entry.value else { continue }
      let lintEntry = LintEntry(
        key: entry.key, value: .text(text), origin: .strings,
        location: index < locations.count ? locations[index] : nil, path: input.path)
      lintEntry.valueOffset = exactValueOffset(text, entry.valueRange, utf8)
      lintEntry.isMarkedDoNotTranslate = LintEntry.saysDoNotTranslate(entry.comment)
      document.entries.append(lintEntry)
    }
    return document
  }

  /// Where the value's bytes start in the source, when the token between its quotes (or the
  /// unquoted token) is byte for byte the value.
  static func exactValueOffset(_ text: String, _ range: Range<Int>?, _ utf8: [UInt8]) -> Int? {
    guard let range, range.lowerBound >= 0, range.upperBound <= utf8.count, !range.isEmpty
    else { return nil }
    var start = range.lowerBound
    var end = range.upperBound
    let first = utf8[start]
    if first == UInt8(ascii: "\"") || first == UInt8(ascii: "'") {
      guard end - start >= 2 else { return nil }
      start += 1
      end -= 1
    }
    let count = text.utf8.count
    guard end - start == count else { return nil }
    let same = text.withUTF8Bytes { value in
      utf8.withUnsafeBufferPointer { source in
        value.elementsEqual(UnsafeBufferPointer(rebasing: source[start..<end]))
      }
    }
    return same ? start : nil
  }

  // MARK: - .stringsdict

  static func stringsDict(_ bytes: [UInt8], _ input: Input, limits: InputLimits)
    -> LintDocument
  {
    var document = LintDocument(input, format: .xmlPlist)
    let plist: XMLPlistDocument
    do {
      plist = try XMLPlist.read(bytes, path: input.path, limits: limits)
    } catch {
      document.format = .unreadable
      document.diagnostics = [error.diagnostic]
      return document
    }
    document.source = plist.source
    let file = StringsDictFile.parse(plist.value, path: input.path) { keys in
      plist.location(of: keys.map { .key($0) })
    }
    document.diagnostics = plist.diagnostics + file.diagnostics
    for entry in file.entries {
      let lintEntry = LintEntry(
        key: entry.key, value: .stringsDict(entry), origin: .stringsDict,
        location: plist.location(of: [.key(entry.key)]), path: input.path)
      lintEntry.formLocations[""] = plist.location(
        of: [.key(entry.key), .key(StringsDictParser.formatKeyKey)])
      for variable in entry.variables {
        guard case .plural(_, let forms) = variable.rule else { continue }
        for category in forms.keys {
          lintEntry.formLocations["\(variable.name)/\(category.rawValue)"] = plist.location(
            of: [.key(entry.key), .key(variable.name), .key(category.rawValue)])
        }
        lintEntry.formLocations[variable.name] = plist.location(
          of: [.key(entry.key), .key(variable.name)])
      }
      document.entries.append(lintEntry)
    }
    return document
  }

  // MARK: - .xcstrings

  /// Reads a String Catalog through ``XCStringsFile``; the catalog rules read the model.
  ///
  /// Lint reports the JSON's syntax error and warnings, and a root that is not an object; the
  /// catalog's schema problems are the reader's (`locpack parse`), not lint's.
  static func catalog(_ bytes: [UInt8], _ input: Input, limits: InputLimits) -> LintDocument {
    var document = LintDocument(
      path: input.path, kind: .stringCatalog, table: input.table, localization: nil,
      format: .json)
    let json: JSONDocument
    do {
      json = try JSONParser.parse(
        bytes, path: input.path, options: JSONParseOptions(limits: limits))
    } catch {
      document.format = .unreadable
      document.diagnostics = [error.diagnostic]
      return document
    }
    document.source = json.source
    document.diagnostics = json.diagnostics
    guard json.value.objectValue != nil else {
      document.diagnostics.append(
        Diagnostic(
          .error, id: "xcstrings.not-an-object",
          "the root of a String Catalog is \(json.value.typeName), not an object",
          at: SourceLocation(path: input.path, line: 1, column: 1, offset: 0)))
      return document
    }
    document.catalog = XCStringsFile(
      decoding: json, endsWithNewline: bytes.last == UInt8(ascii: "\n"))
    return document
  }

  // MARK: - Files read whole

  /// A `.strings` or `.stringsdict` file read without line numbers: a binary or XML property
  /// list read whole.
  static func readWhole(_ bytes: [UInt8], _ input: Input, limits: InputLimits) -> LintDocument {
    let isStrings = input.kind == .strings
    let load = isStrings ? TableLoader.loadStrings : TableLoader.loadStringsDict
    let loaded = load(bytes, input.path, input.table, input.localization ?? "", limits)
    var document = LintDocument(
      input, format: loaded.format, diagnostics: placed(loaded.diagnostics, in: input.path))
    document.entries = entries(
      of: loaded.tables, origin: isStrings ? .strings : .stringsDict, path: input.path)
    return document
  }

  /// Lint entries for the tables of a file read without line numbers (a binary or XML
  /// property list read whole): entries without a place get the whole file's.
  static func entries(
    of tables: [LocalizedTable], origin: LocalizedEntry.Origin, path: String
  ) -> [LintEntry] {
    let wholeFile = SourceLocation.wholeFile(path)
    var entries: [LintEntry] = []
    for table in tables {
      for key in table.keys {
        guard let entry = table[key] else { continue }
        entries.append(
          LintEntry(
            key: key, value: entry.value, origin: origin,
            location: entry.location ?? wholeFile, path: path))
      }
    }
    return entries
  }

  /// The diagnostics, those without a place given the whole file's.
  static func placed(_ diagnostics: [Diagnostic], in path: String) -> [Diagnostic] {
    diagnostics.map { diagnostic in
      guard diagnostic.location == nil else { return diagnostic }
      var placed = diagnostic
      placed.location = .wholeFile(path)
      return placed
    }
  }

  static func stem(_ name: String, dropping suffix: String) -> String? {
    guard name.utf8.count > suffix.utf8.count, name.hasSuffix(suffix) else { return nil }
    return String(name.dropLast(suffix.count))
  }
}
