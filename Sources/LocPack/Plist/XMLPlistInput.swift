import Foundation

/// Brings an XML plist's bytes to UTF-8 before parsing, so that every offset, line and column
/// refers to one UTF-8 text.
///
/// Handles a UTF-8 BOM (dropped), UTF-16 and UTF-32 with a BOM or with `<?` in the first code
/// unit, and an encoding declaration naming UTF-8, ASCII, ISO-8859-1, Windows-1252 or Mac
/// Roman. A declaration that names UTF-16 or UTF-32 for bytes that are not is an error, as it
/// is for CoreFoundation; other encodings are not supported.
enum XMLPlistInput {
  static func utf8(_ bytes: [UInt8], path: String) throws(XMLPlistError) -> [UInt8] {
    let start = SourceLocation(path: path, line: 1, column: 1, offset: 0)
    let count = bytes.count
    func at(_ index: Int) -> UInt8 { index < count ? bytes[index] : 0xAA }
    if at(0) == 0xEF, at(1) == 0xBB, at(2) == 0xBF { return Array(bytes[3...]) }
    if at(0) == 0xFF, at(1) == 0xFE, at(2) == 0, at(3) == 0, count >= 4 {
      return try transcode(bytes, dropping: 4, .utf32LittleEndian, "UTF-32LE", start)
    }
    if at(0) == 0, at(1) == 0, at(2) == 0xFE, at(3) == 0xFF {
      return try transcode(bytes, dropping: 4, .utf32BigEndian, "UTF-32BE", start)
    }
    if at(0) == 0xFE, at(1) == 0xFF {
      return try transcode(bytes, dropping: 2, .utf16BigEndian, "UTF-16BE", start)
    }
    if at(0) == 0xFF, at(1) == 0xFE {
      return try transcode(bytes, dropping: 2, .utf16LittleEndian, "UTF-16LE", start)
    }
    if at(0) == 0, at(1) == 0x3C, at(2) == 0, at(3) == 0x3F {
      return try transcode(bytes, dropping: 0, .utf16BigEndian, "UTF-16BE", start)
    }
    if at(0) == 0x3C, at(1) == 0, at(2) == 0x3F, at(3) == 0 {
      return try transcode(bytes, dropping: 0, .utf16LittleEndian, "UTF-16LE", start)
    }
    guard let declared = declaredEncoding(bytes) else { return bytes }
    switch declared.lowercased() {
    case "utf-8", "utf8", "us-ascii", "ascii": return bytes
    case "iso-8859-1", "iso8859-1", "iso_8859-1", "latin1", "latin-1", "l1":
      var out: [UInt8] = []
      out.reserveCapacity(count + count / 8)
      for byte in bytes { out.appendUTF8(UInt32(byte)) }
      return out
    case "windows-1252", "cp1252":
      return try transcode(bytes, dropping: 0, .windowsCP1252, declared, start)
    case "macintosh", "macroman", "x-mac-roman":
      return try transcode(bytes, dropping: 0, .macOSRoman, declared, start)
    case "utf-16", "utf-16le", "utf-16be", "utf-32", "utf-32le", "utf-32be", "ucs-2", "ucs-4":
      throw .invalidEncoding(
        "the document declares \(declared) but its bytes are not \(declared)", at: start)
    default:
      throw .unsupportedEncoding(declared, at: start)
    }
  }

  private static func transcode(
    _ bytes: [UInt8], dropping prefix: Int, _ encoding: String.Encoding, _ name: String,
    _ start: SourceLocation
  ) throws(XMLPlistError) -> [UInt8] {
    guard let text = String(bytes: bytes[prefix...], encoding: encoding) else {
      throw .invalidEncoding("the bytes are not valid \(name)", at: start)
    }
    return Array(text.utf8)
  }

  /// The `encoding` pseudo-attribute of a leading `<?xml … ?>` declaration.
  static func declaredEncoding(_ bytes: [UInt8]) -> String? {
    guard bytes.count > 5, bytes[0] == UInt8(ascii: "<"), bytes[1] == UInt8(ascii: "?"),
      bytes[2] | 0x20 == UInt8(ascii: "x"), bytes[3] | 0x20 == UInt8(ascii: "m"),
      bytes[4] | 0x20 == UInt8(ascii: "l")
    else { return nil }
    let limit = min(bytes.count, 512)
    var end = 5
    while end + 1 < limit, !(bytes[end] == UInt8(ascii: "?") && bytes[end + 1] == UInt8(ascii: ">"))
    {
      end += 1
    }
    let key = Array("encoding".utf8)
    var index = 5
    while index + key.count < end {
      if bytes[index..<(index + key.count)].elementsEqual(key) {
        var cursor = index + key.count
        while cursor < end, XMLPlistScalars.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < end, bytes[cursor] == UInt8(ascii: "=") else { return nil }
        cursor += 1
        while cursor < end, XMLPlistScalars.isSpace(bytes[cursor]) { cursor += 1 }
        guard cursor < end, bytes[cursor] == 0x22 || bytes[cursor] == 0x27 else { return nil }
        let quote = bytes[cursor]
        let valueStart = cursor + 1
        var valueEnd = valueStart
        while valueEnd < end, bytes[valueEnd] != quote { valueEnd += 1 }
        return String(decoding: bytes[valueStart..<valueEnd], as: UTF8.self)
      }
      index += 1
    }
    return nil
  }
}
