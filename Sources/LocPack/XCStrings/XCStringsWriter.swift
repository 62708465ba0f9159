/// Writes String Catalogs in Xcode's layout.
///
/// Xcode writes catalogs as JSON with 2-space indentation, `"key" : value`, members sorted
/// as `JSONSerialization`'s `.sortedKeys` sorts them (numeric, case-insensitive), `/` and
/// non-ASCII text raw, only `"`, `\` and control characters escaped (`\n`, `\t`, `\u001b`),
/// empty objects written open (`{`, a blank line, `}`) and no newline after the final `}`.
/// A catalog parsed from a file that ended with a newline keeps it.
public enum XCStringsWriter {
  /// The catalog's bytes: an unchanged Xcode-written catalog comes back byte for byte.
  public static func write(_ file: XCStringsFile) -> [UInt8] {
    var tree = file.tree
    // Typed top-level edits win over the tree.
    if tree["sourceLanguage"]?.stringValue != file.sourceLanguage, !file.sourceLanguage.isEmpty {
      tree["sourceLanguage"] = .string(file.sourceLanguage)
    }
    if tree["version"]?.stringValue != file.version, !file.version.isEmpty {
      tree["version"] = .string(file.version)
    }
    var bytes = JSONWriter.pretty(.object(tree), style: .xcode)
    if file.endsWithNewline { bytes.append(UInt8(ascii: "\n")) }
    return bytes
  }
}
