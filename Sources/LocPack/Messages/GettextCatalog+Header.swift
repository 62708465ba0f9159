extension GettextCatalog {
  /// The fields of a `.po` header (the message with an empty `msgid`) that the reader uses.
  ///
  /// The header's `msgstr` holds `Name: value` lines, such as
  /// `"Content-Type: text/plain; charset=UTF-8\n"`. Names compare without case; values are
  /// trimmed. Each value keeps its file offset for diagnostics.
  struct Header {
    /// One field's value and the file offset where it starts.
    struct Value {
      var text: String
      var offset: Int
    }

    /// `Language:`, when not empty.
    var language: Value?
    /// The `charset=` of `Content-Type:`.
    var charset: Value?
    /// `Plural-Forms:`.
    var pluralForms: Value?

    /// Reads the fields from the header's `msgstr`.
    init(_ field: GettextMessage.Field) {
      let bytes = Array(field.text.utf8)
      var lineStart = 0
      while lineStart < bytes.count {
        var lineEnd = lineStart
        while lineEnd < bytes.count, bytes[lineEnd] != 0x0A { lineEnd += 1 }
        read(line: lineStart..<lineEnd, of: bytes, field: field)
        lineStart = lineEnd + 1
      }
    }

    private mutating func read(line: Range<Int>, of bytes: [UInt8], field: GettextMessage.Field) {
      guard let colon = bytes[line].firstIndex(of: UInt8(ascii: ":")) else { return }
      let name = String(decoding: bytes[line.lowerBound..<colon], as: UTF8.self).lowercased()
      let range = Self.trimmed(colon + 1..<line.upperBound, in: bytes)
      let value = Value(
        text: String(decoding: bytes[range], as: UTF8.self),
        offset: field.sourceOffset(ofTextOffset: range.lowerBound))
      switch name.trimmingSpaces {
      case "language":
        if !value.text.isEmpty { language = value }
      case "plural-forms":
        pluralForms = value
      case "content-type":
        guard let found = Self.find(Array("charset=".utf8), in: bytes[range]) else { return }
        var end = found + 8
        while end < range.upperBound, bytes[end] != UInt8(ascii: ";"), bytes[end] != 0x20,
          bytes[end] != 0x09
        {
          end += 1
        }
        charset = Value(
          text: String(decoding: bytes[(found + 8)..<end], as: UTF8.self),
          offset: field.sourceOffset(ofTextOffset: found + 8))
      default:
        break
      }
    }

    /// Whether a charset name means text locpack reads as is: UTF-8, ASCII, or `CHARSET`, the
    /// placeholder of templates that `xgettext` writes.
    static func isReadable(charset: String) -> Bool {
      switch charset.lowercased() {
      case "utf-8", "utf8", "ascii", "us-ascii", "ansi_x3.4-1968", "charset", "": return true
      default: return false
      }
    }

    /// The charset a file declares, found without parsing it (for a file that is not valid
    /// UTF-8): the first `charset=` in the file, with its offset.
    static func sniffCharset(_ bytes: [UInt8]) -> Value? {
      guard let found = find(Array("charset=".utf8), in: bytes[...]) else { return nil }
      var end = found + 8
      while end < bytes.count, end - found < 72,
        bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "\\"),
        bytes[end] != UInt8(ascii: "\""), bytes[end] > 0x20, bytes[end] < 0x7F
      {
        end += 1
      }
      return Value(
        text: String(decoding: bytes[(found + 8)..<end], as: UTF8.self), offset: found + 8)
    }

    private static func find(_ needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
      guard haystack.count >= needle.count else { return nil }
      var start = haystack.startIndex
      while start + needle.count <= haystack.endIndex {
        var matched = true
        for offset in 0..<needle.count where haystack[start + offset] | 0x20 != needle[offset] {
          matched = false
          break
        }
        if matched { return start }
        start += 1
      }
      return nil
    }

    private static func trimmed(_ range: Range<Int>, in bytes: [UInt8]) -> Range<Int> {
      var lower = range.lowerBound
      var upper = range.upperBound
      while lower < upper, bytes[lower] == 0x20 || bytes[lower] == 0x09 || bytes[lower] == 0x0D {
        lower += 1
      }
      while upper > lower,
        bytes[upper - 1] == 0x20 || bytes[upper - 1] == 0x09 || bytes[upper - 1] == 0x0D
      {
        upper -= 1
      }
      return lower..<upper
    }
  }
}

extension String {
  /// The text without leading and trailing spaces and tabs.
  fileprivate var trimmingSpaces: String {
    let bytes = Array(utf8)
    var start = 0
    var end = bytes.count
    while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
    while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
    return String(decoding: bytes[start..<end], as: UTF8.self)
  }
}
