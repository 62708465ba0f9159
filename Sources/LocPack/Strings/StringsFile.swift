/// A `.strings` localization table in the OpenStep text format, read exactly as
/// CoreFoundation reads it, with byte ranges for every entry and diagnostics for everything
/// Foundation gets wrong or loses silently.
///
/// ```swift
/// let file = try StringsFile.parse(bytes, path: "fr.lproj/Localizable.strings")
/// file.table["GREETING"]   // .string("Bonjour"), as Foundation would return it
/// ```
public struct StringsFile: Sendable {
  /// The UTF-8 text all ranges refer to (transcoded once for UTF-16 and UTF-32 files, and
  /// without the byte-order mark).
  public var source: SourceFile
  /// The encoding of the original bytes.
  public var encoding: TextEncoding
  /// Key → value as Foundation returns it: the last duplicate wins, in first-seen key order.
  ///
  /// Declared before `entries`, so that it is destroyed first: the entries then free each
  /// key and value in file order, neighbours in memory one after the other, which is cheaper
  /// for the allocator than all keys first and all values after.
  public var table: PlistDictionary
  /// The entries in file order, duplicates included.
  public var entries: [StringsEntry]
  /// Recoverable problems, in file order: warnings, and errors that did not stop the parse
  /// (Foundation would still load the table, but loses or changes something).
  public var diagnostics: [Diagnostic]

  /// Creates a file from its parts.
  public init(
    source: SourceFile, encoding: TextEncoding, entries: [StringsEntry],
    diagnostics: [Diagnostic], table: PlistDictionary
  ) {
    self.source = source
    self.encoding = encoding
    self.entries = entries
    self.diagnostics = diagnostics
    self.table = table
  }

  /// Parses a `.strings` file.
  ///
  /// The text may be UTF-8 or UTF-16 with or without a BOM, or UTF-32 with a BOM. The table
  /// is the top-level `key = value;` list, or a top-level `{ … }` dictionary.
  /// - Parameters:
  ///   - bytes: The file's bytes as read from disk.
  ///   - path: The path used in locations and diagnostics.
  ///   - limits: Bounds on nesting depth, string length and value count; exceeding one
  ///     throws `tooDeep`, `stringTooLong` or `tooManyValues`.
  /// - Throws: ``StringsError`` where Foundation rejects the file (plus invalid encodings and
  ///   a top level that is not a dictionary), at the exact line and column.
  /// - Complexity: O(n) in the size of the file, for every input.
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(StringsError) -> StringsFile {
    var steps = 0
    return try parse(bytes, path: path, limits: limits, steps: &steps)
  }

  /// `parse(_:path:)`, also reporting the scanning work done (for linearity tests).
  static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default, steps: inout Int
  ) throws(StringsError) -> StringsFile {
    let scan = try OpenStepScan.run(
      bytes, path: path, mode: .strings, limits: limits, steps: &steps)
    guard case .dictionary(let table) = scan.value else {
      let found: String
      switch scan.value {
      case .array: found = "an array"
      case .data: found = "data"
      default: found = "a single string"
      }
      throw .notADictionary(found: found, at: scan.source.location(at: 0))
    }
    return StringsFile(
      source: scan.source, encoding: scan.encoding, entries: scan.entries,
      diagnostics: scan.diagnostics, table: table)
  }
}

/// The shared driver of `StringsFile.parse` and `OpenStepPlist.parse`: decode, scan, resolve.
struct OpenStepScan {
  var source: SourceFile
  var encoding: TextEncoding
  var value: PlistValue
  var entries: [StringsEntry]
  var diagnostics: [Diagnostic]

  /// Decodes and scans; `steps` receives the scanning work done, even when the scan throws.
  static func run(
    _ bytes: [UInt8], path: String, mode: OpenStepParser.Mode, limits: InputLimits = .default,
    steps: inout Int
  ) throws(StringsError) -> OpenStepScan {
    let empty = SourceLocation(path: path, line: 1, column: 1, offset: 0)
    guard !bytes.isEmpty else { throw .emptyFile(at: empty) }
    if bytes.starts(with: Array("bplist".utf8)) {
      throw .otherPlistFormat("a binary property list", at: empty)
    }
    // UTF-8 text is checked while it is scanned (transcoded text is valid by construction).
    // `checkUTF8` checks all of it where the scan could not vouch for it, so that invalid UTF-8
    // anywhere still comes before any other error.
    let decoded = try TextDecoder.decode(bytes, path: path)
    let isTranscoded: Bool
    if case .utf8 = decoded.encoding { isTranscoded = false } else { isTranscoded = true }
    func checkUTF8() throws(StringsError) {
      if !isTranscoded { try TextDecoder.validateUTF8(decoded.utf8, path: path) }
    }
    if let format = xmlPlistPrefix(decoded.utf8) {
      try checkUTF8()
      throw .otherPlistFormat(format, at: empty)
    }
    guard !decoded.utf8.isEmpty else { throw .emptyFile(at: empty) }
    let source = SourceFile(path: path, utf8: decoded.utf8)
    var mayBeInvalid = false
    let result = decoded.utf8.withUnsafeBufferPointer {
      buffer -> Result<(PlistValue, [StringsEntry], [StringsFinding]), StringsError> in
      var parser = OpenStepParser(
        text: buffer, mode: mode, limits: limits, isValidUTF8: isTranscoded)
      defer {
        steps = parser.steps
        mayBeInvalid = parser.mayBeInvalid
      }
      do throws(StringsError) {
        let parsed = Result { () throws(StringsError) in try parser.parseTopLevel() }
        if let exceeded = parser.limitFailure { throw exceeded }
        let value = try parsed.get()
        var findings = parser.findings
        if !parser.duplicates.isEmpty {
          findings.append(contentsOf: duplicateFindings(parser.entries, parser.duplicates))
        }
        return .success((value, parser.entries, findings))
      } catch {
        return .failure(error)
      }
    }
    switch result {
    case .failure(let error):
      try checkUTF8()
      throw error.relocated(source.location(at: error.location.offset))
    case .success(let (value, entries, findings)):
      if mayBeInvalid { try checkUTF8() }
      var findings = findings
      switch decoded.encoding {
      case .utf16LE(bom: false), .utf16BE(bom: false):
        findings.append(StringsFinding.utf16WithoutBOM())
      default: break
      }
      return OpenStepScan(
        source: source, encoding: decoded.encoding, value: value, entries: entries,
        diagnostics: StringsFinding.resolve(findings, in: source))
    }
  }

  /// `an XML property list` when the text starts (after whitespace) with `<?xml`,
  /// `<!DOCTYPE` or `<plist`, which OpenStep text never does (`<` starts hex data).
  private static func xmlPlistPrefix(_ text: [UInt8]) -> String? {
    var index = 0
    while index < text.count, text[index] == 0x20 || (0x09...0x0D).contains(text[index]) {
      index += 1
    }
    for prefix in ["<?xml", "<!DOCTYPE", "<plist"] where text[index...].starts(with: prefix.utf8) {
      return "an XML property list"
    }
    return nil
  }

  /// A warning on each repeated key, with a note at its first occurrence.
  private static func duplicateFindings(_ entries: [StringsEntry], _ duplicates: [Int])
    -> [StringsFinding]
  {
    var first: [String: Int] = [:]
    for entry in entries where first[entry.key] == nil {
      first[entry.key] = entry.keyRange.lowerBound
    }
    return duplicates.map { index in
      let entry = entries[index]
      return .duplicateKey(
        entry.key, at: entry.keyRange.lowerBound, first: first[entry.key] ?? 0)
    }
  }
}
