/// How to write a string as a quoted `.strings` token so that CoreFoundation and Foundation
/// read back exactly the same scalars.
///
/// Inside quotes only the quote character and the backslash must be escaped; everything else
/// may stand literally. For readability and for safety against editors and line-ending
/// converters, `quoted(_:quote:)` also escapes:
/// - LF, CR and TAB as `\n`, `\r`, `\t`;
/// - every other C0 control (NUL included), DEL and the C1 controls as `\UXXXX` (always four
///   hex digits, so a following hex digit is never taken into the escape);
/// - U+2028, U+2029 (which editors show as line breaks) and U+FEFF (invisible) as `\UXXXX`.
///
/// `\f` and `\v` are avoided: CoreFoundation and swift-foundation disagree on them. Scalars
/// above U+FFFF are written literally, never as surrogate escapes (which swift-foundation
/// rejects). Everything else, including `%`, `/*`, `//` and the other quote character, is
/// written as it is.
public enum StringsEscaping {
  /// The quoted token, quotes included, that reads back as `value`.
  ///
  /// ```swift
  /// StringsEscaping.quoted("Say \"hi\"\n")   // "\"Say \\\"hi\\\"\\n\""
  /// ```
  /// - Parameters:
  ///   - value: Any string; every string can be represented.
  ///   - quote: `"` (the default) or `'`.
  /// - Complexity: O(n) in the UTF-8 length of `value`.
  public static func quoted(_ value: String, quote: UInt8 = UInt8(ascii: "\"")) -> String {
    var out: [UInt8] = []
    appendQuoted(value, quote: quote, to: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the quoted token for `value` as UTF-8.
  static func appendQuoted(_ value: String, quote: UInt8, to out: inout [UInt8]) {
    var value = value
    value.withUTF8 { bytes in
      out.reserveCapacity(out.count + bytes.count + 2)
      out.append(quote)
      let count = bytes.count
      var index = 0
      while index < count {
        let byte = bytes[index]
        if byte >= 0x20, byte < 0x7F {
          if byte == quote || byte == UInt8(ascii: "\\") { out.append(UInt8(ascii: "\\")) }
          out.append(byte)
          index += 1
          continue
        }
        switch byte {
        case 0x0A: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "n")])
        case 0x0D: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "r")])
        case 0x09: out.append(contentsOf: [UInt8(ascii: "\\"), UInt8(ascii: "t")])
        case 0x00..<0x20, 0x7F: appendUnicodeEscape(UInt16(byte), to: &out)
        case 0xC2 where index + 1 < count && bytes[index + 1] < 0xA0:
          // U+0080…U+009F.
          appendUnicodeEscape(UInt16(bytes[index + 1]), to: &out)
          index += 2
          continue
        case 0xE2
        where index + 2 < count && bytes[index + 1] == 0x80
          && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9):
          appendUnicodeEscape(bytes[index + 2] == 0xA8 ? 0x2028 : 0x2029, to: &out)
          index += 3
          continue
        case 0xEF where index + 2 < count && bytes[index + 1] == 0xBB && bytes[index + 2] == 0xBF:
          appendUnicodeEscape(0xFEFF, to: &out)
          index += 3
          continue
        default: out.append(byte)
        }
        index += 1
      }
      out.append(quote)
    }
  }

  /// `\U` and four uppercase hex digits.
  private static func appendUnicodeEscape(_ unit: UInt16, to out: inout [UInt8]) {
    let digits = Array("0123456789ABCDEF".utf8)
    out.append(UInt8(ascii: "\\"))
    out.append(UInt8(ascii: "U"))
    for shift in stride(from: 12, through: 0, by: -4) {
      out.append(digits[Int((unit >> UInt16(shift)) & 0xF)])
    }
  }

  /// Whether `key` may be written without quotes: a non-empty run of `[A-Za-z0-9_$:.-]`.
  ///
  /// `/` is allowed unquoted by the grammar but left out here, so that an unquoted token can
  /// never start a comment.
  static func canStandUnquoted(_ key: String) -> Bool {
    guard !key.isEmpty else { return false }
    for byte in key.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"),
        UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
        continue
      default: return false
      }
    }
    return true
  }
}
