import Foundation

/// Writes ``JSONValue``s as compact (APNs) or pretty (Xcode `.xcstrings`) JSON.
///
/// Both forms write non-ASCII text as raw UTF-8 and numbers as their literal text. Strings
/// escape only `"`, `\` and U+0000…U+001F, each in its shortest form: `\b \f \n \r \t`, else
/// `\u00XX` (lowercase hex). U+2028, U+2029 and U+007F stay raw.
public enum JSONWriter {
  /// The layout of pretty output.
  public struct PrettyStyle: Hashable, Sendable {
    /// Spaces per nesting level.
    public var indent: Int
    /// What stands between a key and its value (`" : "` in Xcode's style).
    public var keySeparator: String
    /// Whether `/` is written as `\/` (`JSONSerialization` does; Xcode does not).
    public var escapesSlashes: Bool
    /// The order object members are written in.
    public var keyOrder: KeyOrder
    /// Whether an empty object or array is written open, `{` newline, blank line, indent `}`,
    /// as `JSONSerialization` and Xcode do, rather than `{}`.
    public var opensEmptyContainers: Bool

    /// Creates a style.
    public init(
      indent: Int = 2, keySeparator: String = " : ", escapesSlashes: Bool = false,
      keyOrder: KeyOrder = .foundation, opensEmptyContainers: Bool = true
    ) {
      self.indent = indent
      self.keySeparator = keySeparator
      self.escapesSlashes = escapesSlashes
      self.keyOrder = keyOrder
      self.opensEmptyContainers = opensEmptyContainers
    }

    /// Xcode's `.xcstrings` layout: 2 spaces, `"key" : value`, `/` raw, empty containers
    /// open, keys sorted as `JSONSerialization`'s `.sortedKeys` sorts them.
    public static let xcode = PrettyStyle()

    /// `JSONSerialization`'s `[.prettyPrinted, .sortedKeys]` layout, which also escapes `/`
    /// as `\/`.
    public static let foundation = PrettyStyle(escapesSlashes: true)

    /// The layout of locpack's own reports: 2 spaces, `"key": value`, members in the order
    /// given, empty containers as `{}` and `[]`.
    public static let report = PrettyStyle(
      keySeparator: ": ", keyOrder: .preserved, opensEmptyContainers: false)
  }

  /// The order in which pretty output writes object members.
  public enum KeyOrder: Hashable, Sendable {
    /// The value's own order (file order for parsed values).
    case preserved
    /// Sorted by the keys' UTF-8 bytes.
    case utf8
    /// Sorted as `JSONSerialization` `.sortedKeys` does: numeric, case-insensitive, with a
    /// forced order for ties (`k5` before `k31`, `a` before `B`).
    case foundation

    func sorted(_ members: [JSONMember]) -> [JSONMember] {
      switch self {
      case .preserved: return members
      case .utf8: return members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) }
      case .foundation:
        return members.sorted { Self.foundationCompare($0.key, $1.key) == .orderedAscending }
      }
    }

    /// How `JSONSerialization`'s `.sortedKeys` compares two keys (``foundation``).
    static func foundationCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
      lhs.compare(
        rhs, options: [.numeric, .caseInsensitive, .forcedOrdering], range: nil,
        locale: foundationLocale)
    }

    private static let foundationLocale = Locale(identifier: "")
  }

  // MARK: - Compact

  /// The compact form: no whitespace, raw UTF-8, minimal escapes.
  ///
  /// What APNs should receive.
  public static func compact(_ value: JSONValue) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(256)
    writeCompact(value, into: &output)
    return output
  }

  /// The compact form as a `String`.
  public static func compactString(_ value: JSONValue) -> String {
    String(decoding: compact(value), as: UTF8.self)
  }

  /// The byte count of ``compact(_:)`` without building it.
  public static func compactByteCount(_ value: JSONValue) -> Int {
    switch value {
    case .null: return 4
    case .bool(let flag): return flag ? 4 : 5
    case .number(let text): return text.utf8.count
    case .string(let text): return escapedByteCount(text, escapesSlashes: false)
    case .array(let elements):
      var total = 2 + max(0, elements.count - 1)
      for element in elements { total &+= compactByteCount(element) }
      return total
    case .object(let object):
      var total = 2 + max(0, object.count - 1)
      for member in object.members {
        total &+=
          escapedByteCount(member.key, escapesSlashes: false) &+ 1
          &+ compactByteCount(member.value)
      }
      return total
    }
  }

  /// Appends the compact form of `value` to `output`.
  public static func writeCompact(_ value: JSONValue, into output: inout [UInt8]) {
    switch value {
    case .null: output.append(contentsOf: "null".utf8)
    case .bool(let flag): output.append(contentsOf: (flag ? "true" : "false").utf8)
    case .number(let text): output.append(contentsOf: text.utf8)
    case .string(let text): writeString(text, escapesSlashes: false, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        writeCompact(element, into: &output)
      }
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      for (position, member) in object.members.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        writeString(member.key, escapesSlashes: false, into: &output)
        output.append(UInt8(ascii: ":"))
        writeCompact(member.value, into: &output)
      }
      output.append(UInt8(ascii: "}"))
    }
  }

  // MARK: - Pretty

  /// The pretty form in `style` (Xcode's by default), without a trailing newline.
  public static func pretty(_ value: JSONValue, style: PrettyStyle = .xcode) -> [UInt8] {
    var output: [UInt8] = []
    output.reserveCapacity(1024)
    writePretty(value, style: style, level: 0, into: &output)
    return output
  }

  /// The pretty form as a `String`.
  public static func prettyString(_ value: JSONValue, style: PrettyStyle = .xcode) -> String {
    String(decoding: pretty(value, style: style), as: UTF8.self)
  }

  /// Appends the pretty form of `value` as it stands at nesting `level` of a document (its
  /// members indented one level deeper), for writers that lay out the outer levels
  /// themselves.
  static func writePretty(
    _ value: JSONValue, style: PrettyStyle, level: Int, into output: inout [UInt8]
  ) {
    switch value {
    case .null, .bool, .number: writeCompact(value, into: &output)
    case .string(let text): writeString(text, escapesSlashes: style.escapesSlashes, into: &output)
    case .array(let elements):
      output.append(UInt8(ascii: "["))
      if elements.isEmpty {
        closeEmpty(UInt8(ascii: "]"), style: style, level: level, into: &output)
        return
      }
      for (position, element) in elements.enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(style: style, level: level + 1, into: &output)
        writePretty(element, style: style, level: level + 1, into: &output)
      }
      newline(style: style, level: level, into: &output)
      output.append(UInt8(ascii: "]"))
    case .object(let object):
      output.append(UInt8(ascii: "{"))
      if object.isEmpty {
        closeEmpty(UInt8(ascii: "}"), style: style, level: level, into: &output)
        return
      }
      for (position, member) in style.keyOrder.sorted(object.members).enumerated() {
        if position > 0 { output.append(UInt8(ascii: ",")) }
        newline(style: style, level: level + 1, into: &output)
        writeString(member.key, escapesSlashes: style.escapesSlashes, into: &output)
        output.append(contentsOf: style.keySeparator.utf8)
        writePretty(member.value, style: style, level: level + 1, into: &output)
      }
      newline(style: style, level: level, into: &output)
      output.append(UInt8(ascii: "}"))
    }
  }

  private static func closeEmpty(
    _ closer: UInt8, style: PrettyStyle, level: Int, into output: inout [UInt8]
  ) {
    if style.opensEmptyContainers {
      output.append(UInt8(ascii: "\n"))
      newline(style: style, level: level, into: &output)
    }
    output.append(closer)
  }

  private static func newline(style: PrettyStyle, level: Int, into output: inout [UInt8]) {
    output.append(UInt8(ascii: "\n"))
    output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: style.indent * level))
  }

  // MARK: - Strings

  /// Appends `text` as a quoted JSON string with minimal escapes.
  public static func writeString(_ text: String, escapesSlashes: Bool, into output: inout [UInt8]) {
    var text = text
    text.withUTF8 { writeString($0, escapesSlashes: escapesSlashes, into: &output) }
  }

  /// Appends `bytes` (valid UTF-8) as a quoted JSON string, escaped as
  /// ``writeString(_:escapesSlashes:into:)-(String,_,_)`` escapes text: runs without escapes
  /// are copied whole.
  public static func writeString(
    _ bytes: UnsafeBufferPointer<UInt8>, escapesSlashes: Bool, into output: inout [UInt8]
  ) {
    output.append(UInt8(ascii: "\""))
    var start = 0
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard
        byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\")
          || (escapesSlashes && byte == UInt8(ascii: "/"))
      else {
        index &+= 1
        continue
      }
      output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<index]))
      switch byte {
      case UInt8(ascii: "\""): output.append(contentsOf: [0x5C, 0x22])
      case UInt8(ascii: "\\"): output.append(contentsOf: [0x5C, 0x5C])
      case UInt8(ascii: "/"): output.append(contentsOf: [0x5C, 0x2F])
      case 0x08: output.append(contentsOf: [0x5C, UInt8(ascii: "b")])
      case 0x0C: output.append(contentsOf: [0x5C, UInt8(ascii: "f")])
      case 0x0A: output.append(contentsOf: [0x5C, UInt8(ascii: "n")])
      case 0x0D: output.append(contentsOf: [0x5C, UInt8(ascii: "r")])
      case 0x09: output.append(contentsOf: [0x5C, UInt8(ascii: "t")])
      default:
        output.append(contentsOf: [0x5C, UInt8(ascii: "u"), 0x30, 0x30])
        output.append(hexDigits[Int(byte >> 4)])
        output.append(hexDigits[Int(byte & 0x0F)])
      }
      index &+= 1
      start = index
    }
    output.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<bytes.count]))
    output.append(UInt8(ascii: "\""))
  }

  /// Lowercase hexadecimal digits, as `\u00XX` escapes are written.
  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)

  /// The byte count of `text` written as a quoted JSON string, quotes included.
  public static func escapedByteCount(_ text: String, escapesSlashes: Bool = false) -> Int {
    let fast = text.utf8.withContiguousStorageIfAvailable { buffer in
      escapedByteCount(buffer, escapesSlashes: escapesSlashes)
    }
    if let fast { return fast }
    var text = text
    return text.withUTF8 { escapedByteCount($0, escapesSlashes: escapesSlashes) }
  }

  private static func escapedByteCount(
    _ buffer: UnsafeBufferPointer<UInt8>, escapesSlashes: Bool
  ) -> Int {
    // Every byte costs 1; escapes add their extra bytes.
    var total = 2 &+ buffer.count
    for byte in buffer where byte < 0x30 || byte == UInt8(ascii: "\\") {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"), 0x08, 0x0C, 0x0A, 0x0D, 0x09: total &+= 1
      case UInt8(ascii: "/"): if escapesSlashes { total &+= 1 }
      case 0..<0x20: total &+= 5
      default: break
      }
    }
    return total
  }

  /// The bytes the compact writer spends on one scalar inside a string.
  static func escapedLength(of scalar: Unicode.Scalar) -> Int {
    switch scalar.value {
    case 0x22, 0x5C, 0x08, 0x0C, 0x0A, 0x0D, 0x09: return 2
    case 0..<0x20: return 6
    default: return UTF8.width(scalar)
    }
  }
}
