/// Writes a fresh `.strings` table.
///
/// ```swift
/// let bytes = StringsWriter.write([(key: "GREETING", value: "Hello, %@!", comment: "On launch")])
/// // /* On launch */
/// // "GREETING" = "Hello, %@!";
/// ```
public enum StringsWriter {
  /// The table in the given style (Xcode's by default: a `/* comment */` line, a
  /// `"key" = "value";` line, a blank line between entries, LF, UTF-8 without a BOM).
  ///
  /// Values and keys are escaped with ``StringsEscaping`` so that Foundation reads back
  /// exactly these strings. Entries keep their order; a repeated key is written again (the
  /// last one wins when read). An empty table is a single line break, since Foundation
  /// rejects an empty file.
  /// - Returns: The bytes in `style.encoding`, with its byte-order mark.
  /// - Complexity: O(n) in the size of the output.
  public static func write(
    _ table: [(key: String, value: String, comment: String?)], style: StringsStyle = .xcode
  ) -> [UInt8] {
    let eol = style.lineEnding.bytes
    var out: [UInt8] = []
    for (index, entry) in table.enumerated() {
      if index > 0 {
        out.append(contentsOf: eol)
        for _ in 0..<max(0, style.blankLinesBetweenEntries) { out.append(contentsOf: eol) }
      }
      out.append(
        contentsOf: style.render(key: entry.key, value: entry.value, comment: entry.comment).bytes)
    }
    if style.trailingNewline || out.isEmpty { out.append(contentsOf: eol) }
    return style.encoding.encode(out)
  }
}
