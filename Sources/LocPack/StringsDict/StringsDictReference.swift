/// A `%#@name@` or `%1$#@name@` reference to a `.stringsdict` variable, found in a format key
/// or a form.
struct StringsDictReference: Hashable, Sendable {
  /// The variable name between the `@`s.
  var name: String
  /// The 1-based argument position of `%1$#@name@`, or `nil`.
  var position: Int?
  /// The UTF-8 byte range of the whole reference in the scanned text.
  var range: Range<Int>

  /// The references in a format string, plus the byte offset of a `%#@` that lacks its
  /// closing `@` or its name (scanning stops there).
  ///
  /// This is a small scanner for references only: `%%` is skipped, and any other `%`
  /// specifier is left for the format-string parser.
  static func scan(_ text: String) -> (references: [StringsDictReference], malformedAt: Int?) {
    let bytes = Array(text.utf8)
    var references: [StringsDictReference] = []
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      let start = index
      var cursor = index + 1
      if cursor < bytes.count && bytes[cursor] == UInt8(ascii: "%") {
        index = cursor + 1
        continue
      }
      var position: Int?
      var digits = 0
      var value = 0
      while cursor < bytes.count && bytes[cursor] >= UInt8(ascii: "0")
        && bytes[cursor] <= UInt8(ascii: "9")
      {
        value = min(value &* 10 &+ Int(bytes[cursor] &- UInt8(ascii: "0")), 1_000_000)
        digits += 1
        cursor += 1
      }
      if digits > 0 {
        guard cursor < bytes.count && bytes[cursor] == UInt8(ascii: "$") else {
          index = cursor
          continue
        }
        position = value
        cursor += 1
      }
      guard cursor + 1 < bytes.count, bytes[cursor] == UInt8(ascii: "#"),
        bytes[cursor + 1] == UInt8(ascii: "@")
      else {
        index = max(cursor, start + 1)
        continue
      }
      let nameStart = cursor + 2
      var nameEnd = nameStart
      while nameEnd < bytes.count && bytes[nameEnd] != UInt8(ascii: "@") { nameEnd += 1 }
      guard nameEnd < bytes.count, nameEnd > nameStart else {
        return (references, start)
      }
      let name = String(decoding: bytes[nameStart..<nameEnd], as: UTF8.self)
      references.append(
        StringsDictReference(name: name, position: position, range: start..<(nameEnd + 1)))
      index = nameEnd + 1
    }
    return (references, nil)
  }

  /// `text` with each reference replaced by what `replacement` gives for it, or kept as
  /// written where it gives `nil`.
  static func replacing(
    in text: String, _ replacement: (StringsDictReference) -> String?
  ) -> String {
    let references = scan(text).references
    guard !references.isEmpty else { return text }
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count)
    var last = 0
    for reference in references {
      result.append(contentsOf: bytes[last..<reference.range.lowerBound])
      if let value = replacement(reference) {
        result.append(contentsOf: value.utf8)
      } else {
        result.append(contentsOf: bytes[reference.range])
      }
      last = reference.range.upperBound
    }
    result.append(contentsOf: bytes[last...])
    return String(decoding: result, as: UTF8.self)
  }
}
