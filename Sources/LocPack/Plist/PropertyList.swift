/// One entry point for every property-list and localization file: binary, XML, OpenStep
/// text and `.strings` tables, told apart by content, never by file name.
///
/// ```swift
/// let document = try PropertyList.read(bytes, path: "de.lproj/Localizable.strings")
/// document.format        // .stringsTable (or .xml, .binary, .openStep)
/// document.value         // .dictionary([...]) as Foundation returns it
/// ```
public enum PropertyList {
  // MARK: - Detection

  /// The format of `bytes`, by content, in the order Foundation tries them.
  ///
  /// - `bplist` at the very start: ``PropertyListFormat/binary``.
  /// - After an optional BOM (UTF-8, UTF-16, UTF-32) and whitespace, `<?xml`, `<plist` or
  ///   `<!DOCTYPE plist`: ``PropertyListFormat/xml``. BOM-less UTF-16 is recognised by a zero
  ///   first or second byte, as CoreFoundation does.
  /// - Otherwise OpenStep text: ``PropertyListFormat/openStep`` when the first character
  ///   after whitespace and comments is `{`, `(` or `<`, else
  ///   ``PropertyListFormat/stringsTable`` (also for empty input, which reading rejects).
  ///
  /// Only the start of the input is examined (the first 4096 code units); ``read(_:path:)``
  /// settles the rare cases this cannot see, such as a text that is one quoted string.
  public static func detect(_ bytes: [UInt8]) -> PropertyListFormat {
    if BinaryPlist.isBinaryPlist(bytes) { return .binary }
    let head = headScalars(bytes)
    var index = 0
    while index < head.count, isXMLSpace(head[index]) { index += 1 }
    for prefix in ["<?xml", "<plist", "<!DOCTYPE plist"] where startsWith(head, index, prefix) {
      return .xml
    }
    let first = firstSignificant(head)
    if first == "{" || first == "(" || first == "<" { return .openStep }
    return .stringsTable
  }

  // MARK: - Reading

  /// Reads a property list or localization table in any format.
  ///
  /// Binary plists go to ``BinaryPlist/read(_:path:limits:)``, XML to
  /// ``XMLPlist/read(_:path:recordLocations:)`` and text to ``StringsFile/parse(_:path:)``
  /// (a top-level dictionary, with entries and comments) or ``OpenStepPlist`` (any other
  /// top-level value). Each reader's diagnostics are kept. When `path` ends in `.strings`, the
  /// table checks of `.strings` text apply whatever the container: a top level that is not a
  /// dictionary is an error (`strings.not-a-dictionary`), and in XML and binary tables each
  /// value that is not a string is a warning (`strings.non-string-value`); XML tables also
  /// report duplicate keys (`plist.xml-duplicate-key`).
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - path: The path used in locations and diagnostics.
  ///   - limits: Bounds on nesting depth, string length and value count, passed to the
  ///     detected reader (the input size is checked where the file is read).
  /// - Throws: ``PropertyListError`` wrapping the detected reader's error.
  /// - Complexity: O(n) in the size of the input.
  public static func read(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(PropertyListError) -> PropertyListDocument {
    var document: PropertyListDocument
    switch detect(bytes) {
    case .binary:
      do {
        document = PropertyListDocument(
          value: try BinaryPlist.read(bytes, path: path, limits: BinaryPlistLimits(limits)),
          format: .binary)
      } catch {
        throw .binary(error)
      }
    case .xml:
      document = try readXML(bytes, path: path, limits: limits)
    case .openStep, .stringsTable:
      document = try readText(bytes, path: path, limits: limits)
    }
    if isStringsPath(path) {
      document.diagnostics += tableDiagnostics(
        document, bytes: bytes, path: path, limits: limits)
    }
    return document
  }

  private static func readXML(_ bytes: [UInt8], path: String, limits: InputLimits)
    throws(PropertyListError) -> PropertyListDocument
  {
    do {
      let xml = try XMLPlist.read(bytes, path: path, limits: limits)
      return PropertyListDocument(value: xml.value, format: .xml, diagnostics: xml.diagnostics)
    } catch {
      throw .xml(error)
    }
  }

  private static func readText(_ bytes: [UInt8], path: String, limits: InputLimits)
    throws(PropertyListError) -> PropertyListDocument
  {
    do {
      let file = try StringsFile.parse(bytes, path: path, limits: limits)
      let braced = firstSignificant(file.source.utf8.lazy.map { Unicode.Scalar($0) }) == "{"
      var diagnostics = file.diagnostics
      if braced, !isStringsPath(path) {
        // A general plist may hold any value; only a table must hold strings.
        diagnostics.removeAll { $0.id == "strings.non-string-value" }
      }
      return PropertyListDocument(
        value: .dictionary(file.table), format: braced ? .openStep : .stringsTable,
        encoding: file.encoding, diagnostics: diagnostics, entries: file.entries)
    } catch {
      switch error {
      case .notADictionary:
        var steps = 0
        do {
          let scan = try OpenStepScan.run(
            bytes, path: path, mode: .plist, limits: limits, steps: &steps)
          return PropertyListDocument(
            value: scan.value, format: .openStep, encoding: scan.encoding,
            diagnostics: scan.diagnostics)
        } catch {
          throw .strings(error)
        }
      case .otherPlistFormat:
        // XML the sniffing could not see (an unusual encoding): the XML reader decides.
        return try readXML(bytes, path: path, limits: limits)
      default:
        throw .strings(error)
      }
    }
  }

  // MARK: - Table checks

  /// Whether the path names a `.strings` table.
  static func isStringsPath(_ path: String) -> Bool {
    path.lowercased().hasSuffix(".strings")
  }

  /// The `.strings` checks that the text reader makes itself, for the other containers.
  private static func tableDiagnostics(
    _ document: PropertyListDocument, bytes: [UInt8], path: String, limits: InputLimits
  ) -> [Diagnostic] {
    let start = SourceLocation(path: path, line: 1, column: 1, offset: 0)
    guard case .dictionary(let table) = document.value else {
      if document.format == .stringsTable { return [] }
      return [
        Diagnostic(
          .error, id: "strings.not-a-dictionary",
          "the top level is \(article(document.value.typeName)), not a dictionary of strings; "
            + "Foundation loads no table",
          at: document.format == .binary ? nil : start)
      ]
    }
    guard document.format == .xml || document.format == .binary else { return [] }
    let xml =
      document.format == .xml ? try? XMLPlist.read(bytes, path: path, limits: limits) : nil
    var diagnostics: [Diagnostic] = []
    for (key, value) in table where value.stringValue == nil {
      diagnostics.append(
        Diagnostic(
          .warning, id: "strings.non-string-value",
          "the value of '\(key)' is \(article(value.typeName)), not a string",
          at: xml?.location(of: [.key(key)])))
    }
    return diagnostics
  }

  private static func article(_ noun: String) -> String {
    guard let first = noun.first else { return noun }
    return ("aeiouAEIOU".contains(first) || noun == "UID" ? "an " : "a ") + noun
  }

  // MARK: - Sniffing

  /// The first 4096 code units of the text as scalars, decoded by BOM (UTF-8, UTF-16,
  /// UTF-32), by CoreFoundation's zero-byte test for BOM-less UTF-16, else as UTF-8.
  private static func headScalars(_ bytes: [UInt8]) -> [Unicode.Scalar] {
    let limit = 4096
    func at(_ index: Int) -> UInt8? { index < bytes.count ? bytes[index] : nil }
    if at(0) == 0xFF, at(1) == 0xFE, at(2) == 0, at(3) == 0 {
      return utf32(bytes, from: 4, bigEndian: false, limit: limit)
    }
    if at(0) == 0, at(1) == 0, at(2) == 0xFE, at(3) == 0xFF {
      return utf32(bytes, from: 4, bigEndian: true, limit: limit)
    }
    if at(0) == 0xFE, at(1) == 0xFF { return utf16(bytes, from: 2, bigEndian: true, limit: limit) }
    if at(0) == 0xFF, at(1) == 0xFE { return utf16(bytes, from: 2, bigEndian: false, limit: limit) }
    if let first = at(0), let second = at(1), (first == 0) != (second == 0) {
      return utf16(bytes, from: 0, bigEndian: first == 0, limit: limit)
    }
    let start = at(0) == 0xEF && at(1) == 0xBB && at(2) == 0xBF ? 3 : 0
    let end = min(bytes.count, start &+ limit)
    return Array(String(decoding: bytes[min(start, end)..<end], as: UTF8.self).unicodeScalars)
  }

  private static func utf16(_ bytes: [UInt8], from start: Int, bigEndian: Bool, limit: Int)
    -> [Unicode.Scalar]
  {
    var units: [UInt16] = []
    var index = start
    while index &+ 1 < bytes.count, units.count < limit {
      let (high, low) =
        bigEndian ? (bytes[index], bytes[index + 1]) : (bytes[index + 1], bytes[index])
      units.append(UInt16(high) << 8 | UInt16(low))
      index += 2
    }
    return Array(String(decoding: units, as: UTF16.self).unicodeScalars)
  }

  private static func utf32(_ bytes: [UInt8], from start: Int, bigEndian: Bool, limit: Int)
    -> [Unicode.Scalar]
  {
    var scalars: [Unicode.Scalar] = []
    var index = start
    while index &+ 3 < bytes.count, scalars.count < limit {
      var value: UInt32 = 0
      for offset in 0..<4 {
        let byte = UInt32(bytes[bigEndian ? index + offset : index + 3 - offset])
        value = value << 8 | byte
      }
      scalars.append(Unicode.Scalar(value) ?? "\u{FFFD}")
      index += 4
    }
    return scalars
  }

  private static func isXMLSpace(_ scalar: Unicode.Scalar) -> Bool {
    scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r"
  }

  private static func isOpenStepSpace(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x09...0x0D, 0x20, 0x2028, 0x2029: return true
    default: return false
    }
  }

  private static func startsWith(_ head: [Unicode.Scalar], _ index: Int, _ prefix: String) -> Bool {
    var position = index
    for scalar in prefix.unicodeScalars {
      guard position < head.count, head[position] == scalar else { return false }
      position += 1
    }
    return true
  }

  /// The first character that is not OpenStep whitespace or inside a comment, or `nil`.
  ///
  /// UTF-8 bytes passed as scalars work too: every byte of a multi-byte sequence is ≥ 0x80,
  /// so none is taken for punctuation (U+2028 and U+2029 then count as significant, which
  /// only matters for the `{` test).
  private static func firstSignificant<C: Collection>(_ text: C) -> Unicode.Scalar?
  where C.Element == Unicode.Scalar, C.Index == Int {
    var index = text.startIndex
    let end = text.endIndex
    while index < end {
      let scalar = text[index]
      if isOpenStepSpace(scalar) {
        index += 1
      } else if scalar == "/", index + 1 < end, text[index + 1] == "/" {
        index += 2
        while index < end, text[index] != "\n", text[index] != "\r" { index += 1 }
      } else if scalar == "/", index + 1 < end, text[index + 1] == "*" {
        index += 2
        while index < end, !(text[index] == "*" && index + 1 < end && text[index + 1] == "/") {
          index += 1
        }
        index += 2
      } else {
        return scalar
      }
    }
    return nil
  }
}
