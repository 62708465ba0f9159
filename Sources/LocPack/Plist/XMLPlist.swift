import Foundation

/// XML property lists: a safe streaming reader on libxml2 and a writer whose bytes match
/// Foundation's `PropertyListSerialization`.
///
/// ```swift
/// let document = try XMLPlist.read(bytes, path: "en.lproj/Localizable.stringsdict")
/// let bytes = XMLPlist.write(document.value)
/// ```
public enum XMLPlist {
  /// Reads an XML property list.
  ///
  /// Accepts what CoreFoundation accepts, with these differences: invalid base64 in `<data>`
  /// is an error (CF skips bad characters), dates in a truncated form such as `2024-01-02`
  /// are read with a warning (CF rejects them), and any entity declaration or non-predefined
  /// entity reference is an error. The text is UTF-8, UTF-16 or UTF-32 (with a BOM or a
  /// leading `<?`), or declares ISO-8859-1, Windows-1252 or Mac Roman.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The path shown in locations.
  ///   - recordLocations: Whether to keep the start of each element for
  ///     ``XMLPlistDocument/location(of:)``.
  ///   - limits: Bounds on nesting depth, `<string>`/`<key>` length and element count.
  ///     libxml2 itself stops text nodes above 10,000,000 bytes and nesting above 1024
  ///     elements, whatever the limits say.
  /// - Throws: ``XMLPlistError`` for the first fatal problem.
  /// - Complexity: O(n) in the size of the input.
  public static func read(
    _ bytes: [UInt8], path: String, recordLocations: Bool = true,
    limits: InputLimits = .default
  ) throws(XMLPlistError) -> XMLPlistDocument {
    let utf8 = try XMLPlistInput.utf8(bytes, path: path)
    let source = SourceFile(path: path, utf8: utf8)
    let reader = XMLPlistReader(
      source: source, recordsLocations: recordLocations, limits: limits)
    reader.run()
    if let error = reader.error { throw error }
    guard let value = reader.root else {
      throw .malformedXML("the document has no root element", at: source.location(at: 0))
    }
    return XMLPlistDocument(
      value: value, diagnostics: reader.diagnostics, source: recordLocations ? source : nil,
      nodeOffsets: reader.nodeOffsets, nodeEnds: reader.nodeEnds,
      documentOrderKeys: reader.documentOrderKeys)
  }

  /// Writes `value` as an XML property list, byte for byte as Foundation's
  /// `PropertyListSerialization.data(fromPropertyList:format: .xml, options: 0)` does.
  ///
  /// Dictionary keys are sorted by UTF-16 code units, as CoreFoundation sorts them. Reals use
  /// `%.17g` (`nan`, `+infinity`, `-infinity`, `0.0` for zero), dates drop fractional seconds,
  /// and `<data>` is base64 in lines of 76 characters minus 8 per indentation tab. A UID is
  /// written as `<dict><key>CF$UID</key><integer>…</integer></dict>`.
  public static func write(_ value: PlistValue) -> [UInt8] {
    write(value, sortKeys: true)
  }

  /// Writes `value` as an XML property list, sorting dictionary keys as Foundation does or
  /// keeping their order.
  ///
  /// With `sortKeys: true` the bytes equal Foundation's; with `false` the format is the same
  /// but keys stay in ``PlistDictionary`` order.
  public static func write(_ value: PlistValue, sortKeys: Bool) -> [UInt8] {
    var writer = XMLPlistWriter(sortKeys: sortKeys)
    return writer.document(value)
  }

  /// Whether `bytes` look like an XML property list: after an optional BOM and whitespace,
  /// `<?xml`, `<plist` or `<!DOCTYPE plist`.
  ///
  /// Recognises UTF-8 and, by transcoding the first bytes, UTF-16 with a BOM.
  public static func looksLikeXMLPlist(_ bytes: [UInt8]) -> Bool {
    var head = Array(bytes.prefix(256))
    if head.count >= 2, (head[0] == 0xFE && head[1] == 0xFF) || (head[0] == 0xFF && head[1] == 0xFE)
    {
      let encoding: String.Encoding = head[0] == 0xFE ? .utf16BigEndian : .utf16LittleEndian
      let even = head.count & ~1
      guard let text = String(bytes: head[2..<even], encoding: encoding) else { return false }
      head = Array(text.utf8)
    } else if head.count >= 3, head[0] == 0xEF, head[1] == 0xBB, head[2] == 0xBF {
      head.removeFirst(3)
    }
    var index = 0
    while index < head.count, XMLPlistScalars.isSpace(head[index]) { index += 1 }
    let rest = head[index...]
    for prefix in ["<?xml", "<plist", "<!DOCTYPE plist"] where rest.starts(with: prefix.utf8) {
      return true
    }
    return false
  }
}
