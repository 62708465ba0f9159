@testable import LocPack

extension FuzzProperties {
  /// The languages a fuzzed insertion gives values for, chosen by the bits of one byte.
  static let catalogEditLanguages = ["en", "fr", "ja", "zh-Hans", "de-CH", "pt-BR", "ar", "x"]

  /// Target `catalog-edit`: inserting a key into a String Catalog or a `.strings` table, as
  /// `optimize` does, keeps every existing key and value and reads back with exactly the
  /// values inserted.
  ///
  /// The input is `mode`, `languages`, then fields separated by 0xFF: the file, the key, and
  /// one value per language whose bit is set in `languages` (a missing field is empty). An
  /// even `mode` edits a catalog (``XCStringsInsertion``), an odd one a `.strings` table
  /// (``StringsEditor``, the first value, with the second as its comment when `mode & 2`;
  /// the comment reads back as the style renders it, so only its presence is checked).
  /// A file locpack rejects, or an insertion it refuses, must fail with a location inside
  /// the input; a key already there must be refused, never overwritten; a table that ends
  /// inside a quoted string the reader forgave is refused at that quote.
  static func catalogEdit(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    guard bytes.count >= 2 else { return }
    let fields = bytes.dropFirst(2).split(separator: 0xFF, omittingEmptySubsequences: false)
    let file = Array(fields[0])
    func field(_ index: Int) -> String {
      index < fields.count ? String(decoding: fields[index], as: UTF8.self) : ""
    }
    let key = field(1)
    var values: [(language: String, value: String)] = []
    for (bit, language) in catalogEditLanguages.enumerated() where bytes[1] & (1 << bit) != 0 {
      values.append((language, field(2 + values.count)))
    }
    if bytes[0] & 1 == 0 {
      try catalogInsertion(file, key: key, values: values)
    } else {
      let comment = bytes[0] & 2 != 0 ? field(3) : nil
      try stringsInsertion(file, key: key, value: values.first?.value ?? field(2), comment: comment)
    }
  }

  /// The catalog half of ``catalogEdit(_:)``.
  static func catalogInsertion(
    _ bytes: [UInt8], key: String, values: [(language: String, value: String)]
  ) throws(FuzzPropertyFailure) {
    let path = "fuzz.xcstrings"
    guard let file = try? XCStringsFile.parse(bytes, path: path) else { return }
    var units: [String: XCStringsStringUnit] = [:]
    for (language, value) in values {
      units[language] = XCStringsStringUnit(state: "translated", value: value)
    }
    let entry = XCStringsNewEntry(
      key: key, comment: "Example: \(key)", shouldTranslate: false, units: units)
    var before: [String: String] = [:]
    for existing in file.strings { before[existing.key] = rendering(existing) }
    let plan: XCStringsInsertion.Plan
    do {
      plan = try XCStringsInsertion.plan([entry], into: bytes, path: path, limits: .default)
    } catch {
      try checkLocation(error.location, path: path, raw: bytes, "insertion \(error.id)")
      if case .keyExists = error { return }
      try require(before[key] == nil, "refused \(error.id) though the key is new")
      return
    }
    try require(before[key] == nil, "'\(key)' was inserted although it is already there")
    // Removing the inserted spans gives back the original bytes.
    let edited = plan.applied(to: bytes)
    var kept: [UInt8] = []
    var offset = 0
    for edit in plan.edits {
      try require(
        offset <= edit.range.lowerBound && edit.range.upperBound <= bytes.count,
        "edit \(edit.range) out of order or outside \(bytes.count) bytes")
      kept.append(contentsOf: bytes[offset..<edit.range.lowerBound])
      offset = edit.range.upperBound
      try require(
        edit.range.isEmpty
          || bytes[edit.range].allSatisfy { [0x20, 0x09, 0x0A, 0x0D].contains($0) },
        "an edit replaced bytes that are not whitespace: \(edit.range)")
    }
    kept.append(contentsOf: bytes[offset...])
    try require(
      kept.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) }
        == bytes.filter { ![0x20, 0x09, 0x0A, 0x0D].contains($0) },
      "the bytes outside the insertion changed")
    let again: XCStringsFile
    do {
      again = try XCStringsFile.parse(edited, path: "edited.xcstrings")
    } catch {
      throw FuzzPropertyFailure(description: "the edited catalog does not parse: \(error)")
    }
    try require(again.sourceLanguage == file.sourceLanguage, "the source language changed")
    guard let inserted = again[key] else {
      throw FuzzPropertyFailure(description: "'\(key)' does not read back")
    }
    try require(inserted.comment == "Example: \(key)", "the comment reads back as \(inserted)")
    try require(inserted.extractionState == "manual", "extractionState reads back wrong")
    try require(inserted.shouldTranslate == false, "shouldTranslate reads back wrong")
    try require(
      inserted.localizations.keys.sorted() == units.keys.sorted(),
      "languages \(inserted.localizations.keys.sorted()) != \(units.keys.sorted())")
    for (language, unit) in units {
      let back = inserted.localizations[language]?.stringUnit
      try require(
        back?.value == unit.value && back?.state == unit.state
          && inserted.localizations[language]?.variations == nil,
        "\(language) reads back as \(String(describing: back)), not \(unit)")
    }
    var after: [String: String] = [:]
    for existing in again.strings where existing.key != key {
      after[existing.key] = rendering(existing)
    }
    try require(after == before, "inserting '\(key)' changed other entries")
  }

  /// The `.strings` half of ``catalogEdit(_:)``.
  static func stringsInsertion(_ bytes: [UInt8], key: String, value: String, comment: String?)
    throws(FuzzPropertyFailure)
  {
    guard let file = try? StringsFile.parse(bytes, path: "fuzz.strings") else { return }
    var editor = StringsEditor(file)
    do {
      try editor.insert(key: key, value: value, comment: comment)
    } catch {
      if case .duplicateKey(_, let at) = error {
        try require(file.table[key] != nil, "refused '\(key)' as a duplicate though it is new")
        try checkLocation(at, path: "fuzz.strings", raw: bytes, "duplicate key")
        return
      }
      if case .unterminatedQuote(let at) = error {
        // Refused: a quoted string the reader forgave runs to the end of the file.
        try checkLocation(at, path: "fuzz.strings", raw: bytes, "unterminated quote")
        let quote = file.source.utf8[at.offset]
        try require(
          quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'"),
          "the refusal does not point at a quote: \(at)")
        return
      }
      throw FuzzPropertyFailure(description: "insert threw \(error.id)")
    }
    try require(file.table[key] == nil, "'\(key)' was inserted although it is already there")
    let written = editor.bytes()
    let again: StringsFile
    do {
      again = try StringsFile.parse(written, path: "edited.strings")
    } catch {
      throw FuzzPropertyFailure(
        description: "the edited table does not parse: \(error)\n"
          + String(decoding: written, as: UTF8.self).debugDescription)
    }
    try require(again.encoding == file.encoding, "the encoding changed")
    try require(
      again.table[key] == .string(value),
      "'\(key)' reads back as \(String(describing: again.table[key])), not '\(value)'")
    var rest = again.table
    _ = rest.removeValue(forKey: key)
    try require(
      rest == file.table,
      "inserting '\(key)' changed the table: \(canonical(.dictionary(rest))) != "
        + canonical(.dictionary(file.table)))
    // The comment is the style's rendering of it (line endings, `*/` → `* /`), not checked.
    if comment != nil {
      try require(
        again.entries.last(where: { $0.key == key })?.comment != nil,
        "the new entry's comment does not read back")
    }
  }
}
