/// A String Catalog (`.xcstrings`): Xcode's JSON file that holds one strings table in every
/// language.
///
/// The parsed JSON tree is the source of truth for writing, so unknown fields, member order
/// and numbers survive untouched; the typed model (``strings``) is a view over it, and
/// edits (``setValue(_:forKey:localization:state:)``) change both.
///
/// ```swift
/// let catalog = try XCStringsFile.parse(bytes, path: "Localizable.xcstrings")
/// let german = catalog.table(for: "de", name: "Localizable")
/// let bytes = XCStringsWriter.write(catalog)   // identical for an Xcode-written file
/// ```
public struct XCStringsFile: Sendable {
  /// The development language (`en`).
  public var sourceLanguage: String
  /// The format version (`1.0`).
  public var version: String
  /// The entries in file order.
  public internal(set) var strings: [XCStringsEntry]
  /// Schema problems (`xcstrings.*`) and JSON warnings (`json.duplicate-key` …), with
  /// locations in the parsed bytes.
  public var diagnostics: [Diagnostic]
  /// Top-level members this model does not know, kept for writing.
  public internal(set) var unknownFields: JSONObject
  /// The path used in locations.
  public var path: String { source.path }

  /// The JSON tree written by ``XCStringsWriter``.
  var tree: JSONObject
  /// Whether the parsed file ended with a newline (Xcode writes none).
  var endsWithNewline: Bool
  let source: SourceFile
  var entryPositions: [String: Int]

  /// An empty catalog in `sourceLanguage`, as Xcode creates it.
  public init(sourceLanguage: String, version: String = "1.0", path: String = "<new>") {
    self.sourceLanguage = sourceLanguage
    self.version = version
    self.strings = []
    self.diagnostics = []
    self.unknownFields = [:]
    self.tree = [
      "sourceLanguage": .string(sourceLanguage), "strings": .object([:]),
      "version": .string(version),
    ]
    self.endsWithNewline = false
    self.source = SourceFile(path: path, utf8: [])
    self.entryPositions = [:]
  }

  /// Parses a catalog.
  ///
  /// - Parameters:
  ///   - limits: Bounds on nesting depth, string length and the number of JSON values.
  /// - Throws: ``XCStringsError/syntax(_:)`` with the line and column of a JSON syntax error
  ///   or an exceeded limit. Everything else is reported in ``diagnostics``.
  /// - Complexity: O(n).
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(XCStringsError) -> XCStringsFile {
    let document: JSONDocument
    do {
      document = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw .syntax(error)
    }
    return XCStringsFile(decoding: document, endsWithNewline: bytes.last == UInt8(ascii: "\n"))
  }

  /// Builds the catalog from its parsed JSON, for a reader that looked at the JSON first.
  ///
  /// ``diagnostics`` holds the document's JSON warnings, then the schema problems.
  init(decoding document: JSONDocument, endsWithNewline: Bool) {
    var decoder = XCStringsDecoder(source: document.source, nodes: document.nodes)
    let top = decoder.decodeFile(document.value)
    self.sourceLanguage = top.sourceLanguage
    self.version = top.version
    self.strings = top.strings
    self.diagnostics = document.diagnostics + decoder.diagnostics
    self.unknownFields = top.unknownFields
    self.tree = document.value.objectValue ?? [:]
    self.endsWithNewline = endsWithNewline
    self.source = document.source
    var positions: [String: Int] = [:]
    positions.reserveCapacity(top.strings.count)
    for (position, entry) in top.strings.enumerated() { positions[entry.key] = position }
    self.entryPositions = positions
  }

  /// The entry for a key.
  public subscript(key: String) -> XCStringsEntry? {
    guard let position = entryPositions[key], position < strings.count else { return nil }
    return strings[position]
  }

  /// Every language that appears: the source language first, then the others in the order
  /// they first appear.
  public func localizations() -> [String] {
    var seen: Set<String> = []
    var result: [String] = []
    if !sourceLanguage.isEmpty {
      seen.insert(sourceLanguage)
      result.append(sourceLanguage)
    }
    for entry in strings {
      for language in entry.languages where seen.insert(language).inserted {
        result.append(language)
      }
    }
    return result
  }

  /// Where a key is defined, one of its localizations (the language's key), or one of that
  /// localization's substitutions (the substitution's name), in the parsed bytes; `nil` for
  /// keys added or edited since.
  public func location(
    ofKey key: String, localization: String? = nil, substitution: String? = nil
  ) -> SourceLocation? {
    guard let entry = self[key] else { return nil }
    let range: Range<Int>?
    if let localization {
      if let substitution {
        range = entry.localizations[localization]?[substitution: substitution]?.nameRange
      } else {
        range = entry.languageRanges[localization]
      }
    } else {
      range = entry.keyRange
    }
    return range.map { source.location(at: $0.lowerBound) }
  }
}
