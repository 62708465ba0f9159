import Foundation

@testable import LocPack

extension FuzzProperties {
  // MARK: - Differential against Foundation

  /// Diagnostic and error ids under which locpack's table knowingly differs from what
  /// `PropertyListSerialization` returns on this platform (FACTS §4).
  static let documentedDivergences: Set<String> = [
    // Foundation cannot detect UTF-16 without a byte-order mark.
    "strings.utf16-without-bom",
    // `\f`, `\v` and `\U` surrogate pairs mean different things in CF and swift-foundation;
    // locpack follows CoreFoundation and says so.
    "strings.platform-escape", "strings.surrogate-escape",
    // locpack rejects invalid encodings, which Foundation may read leniently.
    "strings.invalid-utf8", "strings.odd-length-utf16", "strings.lone-surrogate-utf16",
    "strings.invalid-utf32",
    // Foundation reads XML and binary plists, and top levels that are no table.
    "strings.other-plist-format", "strings.not-a-dictionary",
  ]

  /// The `.strings` differential check.
  ///
  /// locpack and Foundation read the same table or both reject the input, unless locpack
  /// reports a documented divergence. With a first byte below 0x40 the
  /// rest of the input is the file; otherwise it is a recipe that assembles a file from
  /// `.strings` fragments, so that most inputs are nearly valid.
  static func stringsDifferential(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    guard let first = bytes.first else { return }
    let input = first < 0x40 ? Array(bytes.dropFirst()) : StringsRecipe.assemble(bytes.dropFirst())
    try compareWithFoundation(input)
  }

  /// Compares locpack's and Foundation's reading of one `.strings` file.
  static func compareWithFoundation(_ input: [UInt8]) throws(FuzzPropertyFailure) {
    var ids: Set<String> = []
    var ours: String?
    do {
      let file = try StringsFile.parse(input, path: "fuzz.strings")
      ids = Set(file.diagnostics.map(\.id))
      ours = canonical(.dictionary(file.table))
    } catch {
      ids = [error.id]
    }
    // A file Foundation reads as a string, an array or data gives an app no table at all.
    var theirs = foundationCanonical(input)
    if let text = theirs, !text.hasPrefix("{") { theirs = nil }
    if ours == theirs || !ids.isDisjoint(with: documentedDivergences) { return }
    // CoreFoundation takes a zero first or second byte for BOM-less UTF-16 and misreads the
    // text (FACTS §4); where locpack does not read UTF-16 there, the readings differ by design.
    if input.prefix(2).contains(0) { return }
    throw FuzzPropertyFailure(
      description: """
        locpack and Foundation disagree (locpack ids: \(ids.sorted()))
        locpack:    \(ours ?? "rejects")
        Foundation: \(theirs ?? "rejects")
        """)
  }

  // MARK: - Round trip

  /// `.strings` round trip: for a table read from the input (first byte even) or built from
  /// it (odd), the writer's output in a style chosen by the input reads back to the same
  /// table, and Foundation reads it to the same dictionary.
  static func stringsRoundTrip(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    guard bytes.count >= 2 else { return }
    let style = StringsRecipe.style(bytes[0], bytes[1])
    let rest = Array(bytes.dropFirst(2))
    var rows: [(key: String, value: String, comment: String?)] = []
    if bytes[0] & 1 == 0 {
      guard let file = try? StringsFile.parse(rest, path: "fuzz.strings") else { return }
      var comments: [String: String] = [:]
      for entry in file.entries { comments[entry.key] = entry.comment }
      for (key, value) in file.table {
        guard case .string(let text) = value else { continue }
        rows.append((key, text, comments[key]))
      }
    } else {
      rows = StringsRecipe.table(rest)
    }
    var expected = PlistDictionary()
    for row in rows { _ = expected.updateValue(.string(row.value), forKey: row.key) }
    let written = StringsWriter.write(rows, style: style)
    let back: StringsFile
    do {
      back = try StringsFile.parse(written, path: "written.strings")
    } catch {
      throw FuzzPropertyFailure(description: "locpack rejects its own output: \(error)")
    }
    try require(
      back.table == expected,
      "write -> read changed the table in style \(style): \(canonical(.dictionary(back.table)))"
        + " != \(canonical(.dictionary(expected)))")
    guard style.encoding.hasBOM || style.encoding == .utf8(bom: false) else { return }
    let theirs = foundationCanonical(written)
    try require(
      theirs == canonical(.dictionary(expected)),
      "Foundation reads the written table as \(theirs ?? "an error") in style \(style)")
  }

  // MARK: - Canonical forms

  /// What Foundation's `PropertyListSerialization` makes of the bytes, canonically rendered,
  /// or nil when it rejects them.
  static func foundationCanonical(_ bytes: [UInt8]) -> String? {
    guard
      let value = try? PropertyListSerialization.propertyList(
        from: Data(bytes), options: [], format: nil)
    else { return nil }
    return canonical(any: value)
  }

  /// A rendering with sorted keys and every scalar spelled out.
  static func canonical(_ value: PlistValue) -> String {
    switch value {
    case .string(let string): return scalars(string)
    case .array(let items): return "(" + items.map(canonical).joined(separator: ",") + ")"
    case .dictionary(let dictionary):
      let pairs = dictionary.map { (scalars($0.key), canonical($0.value)) }.sorted { $0.0 < $1.0 }
      return "{" + pairs.map { "\($0.0)=\($0.1);" }.joined() + "}"
    case .data(let bytes):
      return "<" + bytes.map { String($0, radix: 16) }.joined(separator: ".") + ">"
    default: return "?\(value)"
    }
  }

  /// The same rendering of a Foundation property list object.
  static func canonical(any value: Any) -> String {
    if let string = value as? String { return scalars(string) }
    if let data = value as? Data {
      return "<" + data.map { String($0, radix: 16) }.joined(separator: ".") + ">"
    }
    if let array = value as? [Any] {
      return "(" + array.map(canonical(any:)).joined(separator: ",") + ")"
    }
    if let dictionary = value as? [String: Any] {
      let pairs = dictionary.map { (scalars($0.key), canonical(any: $0.value)) }
      return "{" + pairs.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1);" }.joined() + "}"
    }
    if let dictionary = value as? NSDictionary {
      var pairs: [(String, String)] = []
      for (key, item) in dictionary { pairs.append((scalars("\(key)"), canonical(any: item))) }
      return "{" + pairs.sorted { $0.0 < $1.0 }.map { "\($0.0)=\($0.1);" }.joined() + "}"
    }
    return "?\(type(of: value))"
  }

  private static func scalars(_ string: String) -> String {
    "\"" + string.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") + "\""
  }
}

/// Builds `.strings` files, tables and writer styles from fuzzer bytes.
enum StringsRecipe {
  /// Fragments a recipe byte picks from: the grammar's tokens, escapes, the characters the
  /// parsers treat specially, and text.
  static let fragments: [String] = [
    "\"", "'", " = ", "=", ";", "\n", "\r\n", "\r", " ", "\t", "key", "value", "a", "Z9_$/:.-",
    "\\", "\\n", "\\t", "\\\"", "\\'", "\\\\", "\\U", "\\U00e9", "\\UD83D", "\\UDE00", "\\u2026",
    "\\351", "\\0", "\\f", "\\v", "\\a", "\\b", "\\q", "\\\n", "/*", "*/", "//", "/* c */",
    "// c\n", "(", ")", ",", "{", "}", "<", ">", "0f", "a1 ", "é", "日本", "😀", "\u{2028}",
    "\u{2029}", "\u{A0}", "\u{3000}", "\u{FEFF}", "\u{0}", "\u{0B}", "\u{0C}", "%@", "%1$@",
    "%%", "#", "@", "\"k\" = \"v\";\n", "k = v;\n", "\"k\";\n", "{ a = b; }", "(a, b)", "<0fa1>",
  ]

  /// A file assembled from fragments: each byte picks one (low 7 bits); a byte with the high
  /// bit set also repeats the previous fragment.
  static func assemble(_ recipe: ArraySlice<UInt8>) -> [UInt8] {
    var out: [UInt8] = []
    var previous: [UInt8] = []
    for byte in recipe {
      let fragment = Array(fragments[Int(byte & 0x7F) % fragments.count].utf8)
      if byte & 0x80 != 0 { out.append(contentsOf: previous) }
      out.append(contentsOf: fragment)
      previous = fragment
    }
    return out
  }

  /// A table from arbitrary bytes: fields separated by 0xFF, taken as key, value, comment
  /// (empty means none), decoded as UTF-8 with replacement.
  static func table(_ bytes: [UInt8]) -> [(key: String, value: String, comment: String?)] {
    let fields = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map {
      String(decoding: $0, as: UTF8.self)
    }
    var rows: [(key: String, value: String, comment: String?)] = []
    var index = 0
    while index + 1 < fields.count {
      let comment = index + 2 < fields.count && !fields[index + 2].isEmpty ? fields[index + 2] : nil
      rows.append((fields[index], fields[index + 1], comment))
      index += 3
    }
    return rows
  }

  /// A writer style from two bytes.
  static func style(_ a: UInt8, _ b: UInt8) -> StringsStyle {
    let encodings: [TextEncoding] = [
      .utf8(bom: false), .utf8(bom: true), .utf16LE(bom: true), .utf16BE(bom: true),
      .utf16LE(bom: false), .utf16BE(bom: false), .utf32LE(bom: true), .utf32BE(bom: true),
    ]
    let separators = [" = ", "=", "\t=\t", " =\n"]
    let indents = ["", "  ", "\t"]
    return StringsStyle(
      lineEnding: StringsStyle.LineEnding.allCases[Int(a >> 1) % 3],
      keyQuoting: a & 0x08 == 0 ? .quoted : .unquotedWhenPossible,
      quote: a & 0x10 == 0 ? UInt8(ascii: "\"") : UInt8(ascii: "'"),
      separator: separators[Int(a >> 5) & 3], beforeSemicolon: a & 0x80 == 0 ? "" : " ",
      commentForm: b & 1 == 0 ? .block : .line, commentPadding: b & 2 == 0,
      indent: indents[Int(b >> 2) % 3], blankLinesBetweenEntries: Int(b >> 4) & 1,
      trailingNewline: b & 0x20 == 0, encoding: encodings[Int(b >> 5) & 7])
  }
}
