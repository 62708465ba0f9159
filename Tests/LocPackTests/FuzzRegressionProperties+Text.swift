import Foundation

@testable import LocPack

extension FuzzProperties {
  // MARK: - JSON inputs

  /// `.xcstrings` reader: errors and diagnostics point into the input; the writer's output
  /// reads back to the same entries and is a fixed point of read -> write; every
  /// localization compiles to a table.
  static func xcstrings(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = "fuzz.xcstrings"
    let file: XCStringsFile
    do {
      file = try XCStringsFile.parse(bytes, path: path)
    } catch {
      try checkLocation(error.location, path: path, raw: bytes, "thrown \(error.id)")
      return
    }
    try checkDiagnostics(file.diagnostics, path: path, raw: bytes)
    for localization in file.localizations() {
      _ = file.table(for: localization, name: "Localizable")
    }
    let written = XCStringsWriter.write(file)
    let again: XCStringsFile
    do {
      again = try XCStringsFile.parse(written, path: "written.xcstrings")
    } catch {
      throw FuzzPropertyFailure(description: "the writer's output does not parse: \(error)")
    }
    try require(again.sourceLanguage == file.sourceLanguage, "sourceLanguage changed")
    // The writer orders entries by key, as Xcode does; compare them by key.
    func byKey(_ entries: [XCStringsEntry]) -> [String: XCStringsEntry] {
      var result: [String: XCStringsEntry] = [:]
      for var entry in entries {
        // Source ranges differ between the two texts; everything else must not.
        (entry.keyRange, entry.languageRanges) = (nil, [:])
        result[entry.key] = entry
      }
      return result
    }
    let before = byKey(file.strings)
    let after = byKey(again.strings)
    try require(
      before.keys.sorted() == after.keys.sorted(),
      "write -> read changed the keys from \(before.keys.sorted()) to \(after.keys.sorted())")
    for (key, entry) in before {
      try require(
        after[key] == entry,
        "write -> read changed an entry:\n\(entry)\n\(String(describing: after[key]))")
    }
    try require(XCStringsWriter.write(again) == written, "write is not a fixed point")
  }

  /// APNs payload: errors and diagnostics point into the input; the size figures match the
  /// writer; the minified form and the pretty form read back to the same value.
  static func payload(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = "fuzz.json"
    let types: [PushType?] = [nil, .voip, .liveActivity, .background]
    let pushType = types[bytes.count % types.count]
    let payload: APNsPayload
    let diagnostics: [Diagnostic]
    do {
      (payload, diagnostics) = try APNsPayload.parse(bytes, path: path, pushType: pushType)
    } catch {
      try checkLocation(
        error.location, path: path, raw: bytes, text: SourceFile(path: path, utf8: bytes),
        "thrown \(error)")
      return
    }
    try checkDiagnostics(
      diagnostics, path: path, raw: bytes, text: SourceFile(path: path, utf8: bytes))
    let value = payload.document.value
    let compact = JSONWriter.compact(value)
    try require(payload.size.asGiven == bytes.count, "size as given \(payload.size.asGiven)")
    try require(
      payload.size.minified == compact.count,
      "minified size \(payload.size.minified) but the writer wrote \(compact.count) bytes")
    let pretty = JSONWriter.pretty(
      value,
      style: JSONWriter.PrettyStyle(escapesSlashes: bytes.count & 1 == 0, keyOrder: .preserved))
    for (name, written) in [("compact", compact), ("pretty", pretty)] {
      let back: JSONDocument
      do {
        back = try JSONParser.parse(written, path: "written.json")
      } catch {
        throw FuzzPropertyFailure(description: "\(name) output does not parse: \(error)")
      }
      try require(
        back.value == value,
        "\(name) write -> read changed the value: \(String(decoding: written, as: UTF8.self))")
    }
  }

  // MARK: - Format strings

  /// Format strings: the pieces tile the text; every range is inside it; a text without
  /// specifiers expands to itself with `%%` as `%`; comparing two texts never traps, and a
  /// clean text is compatible with itself.
  static func format(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let split = bytes.firstIndex(of: 0) ?? bytes.count
    let baseText = String(decoding: bytes[..<split], as: UTF8.self)
    let translationText = String(decoding: bytes[min(split + 1, bytes.count)...], as: UTF8.self)
    let base = FormatString.parse(baseText)
    let translation = FormatString.parse(translationText)
    for format in [base, translation] {
      try checkFormat(format)
    }
    _ = FormatString.compatibility(base: base, translation: translation)
    _ = FormatString.appleValidates(base: base, translation: translation)
    if base.issues.isEmpty {
      let own = FormatString.compatibility(base: base, translation: base)
      try require(own.mismatches.isEmpty, "a clean format is incompatible with itself: \(own)")
    }
  }

  static func checkFormat(_ format: FormatString) throws(FuzzPropertyFailure) {
    let utf8 = Array(format.text.utf8)
    var position = 0
    var literalOnly = true
    var expected: [UInt8] = []
    for piece in format.pieces {
      try require(
        piece.range.lowerBound == position && piece.range.upperBound <= utf8.count
          && !piece.range.isEmpty,
        "piece \(piece.range) does not continue at \(position) in \(utf8.count) bytes")
      position = piece.range.upperBound
      switch piece.kind {
      case .literal: expected.append(contentsOf: utf8[piece.range])
      case .percent: expected.append(UInt8(ascii: "%"))
      default: literalOnly = false
      }
    }
    try require(position == utf8.count, "pieces end at \(position) of \(utf8.count)")
    for specifier in format.specifiers {
      try require(
        specifier.range.lowerBound >= 0 && specifier.range.upperBound <= utf8.count,
        "specifier range \(specifier.range) outside the text")
      try require(specifier.argumentIndex >= 0, "argument index \(specifier.argumentIndex)")
    }
    for issue in format.issues {
      try require(
        issue.range.lowerBound >= 0 && issue.range.upperBound <= utf8.count,
        "issue range \(issue.range) outside the text")
      _ = issue.diagnostic()
    }
    let arguments = (0..<min(format.slots.count + 1, 64)).map { "‹\($0)›" }
    let full = format.compiled.expand(arguments: arguments)
    _ = format.compiled.expand(arguments: [])
    if literalOnly, format.specifiers.isEmpty {
      try require(
        Array(full.text.utf8) == expected,
        "a text without specifiers expands to '\(full.text)', not itself")
    }
  }

  // MARK: - Template miner

  /// Template miner over a corpus of lines: every template has enough lines and matches
  /// its example; the matcher finds a template whenever one matches, picks the one with the
  /// most constant bytes, and every match re-expands to the line exactly.
  static func miner(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    guard let first = bytes.first else { return }
    var options = TemplateMiner.Options()
    options.minCount = 2 + Int(first & 0x03)
    options.openClassSize = 2 + Int((first >> 2) & 0x03)
    var counts: [[UInt8]: Int] = [:]
    var order: [[UInt8]] = []
    for line in bytes.dropFirst().split(separator: 0x0A, omittingEmptySubsequences: true) {
      let text = Array(line)
      if counts[text] == nil { order.append(text) }
      counts[text, default: 0] += 1
    }
    let texts = order.map { (text: $0, count: counts[$0] ?? 0) }
    let templates = TemplateMiner(options: options).mine(texts)
    let total = texts.reduce(0) { $0 + $1.count }
    var slots: [Range<Int>] = []
    for template in templates {
      try require(
        template.count >= options.minCount && template.count <= total,
        "template '\(template.format)' covers \(template.count) of \(total) lines")
      // The example is a String: a line that is not UTF-8 comes back with U+FFFD in it.
      if template.example.unicodeScalars.contains("\u{FFFD}") { continue }
      let example = Array(template.example.utf8)
      let matches = example.withUnsafeBufferPointer { template.match($0, slots: &slots) }
      try require(matches, "template '\(template.format)' does not match its example")
    }
    let matcher = TemplateMatcher(templates: templates)
    for (text, _) in texts {
      try text.withUnsafeBufferPointer { buffer throws(FuzzPropertyFailure) in
        var best = -1
        for template in templates where template.match(buffer, slots: &slots) {
          best = max(best, template.constantByteCount)
        }
        let found = matcher.match(buffer, slots: &slots)
        guard let found else {
          try require(best < 0, "the matcher misses a template that matches")
          return
        }
        let template = templates[found]
        try require(
          template.constantByteCount == best,
          "the matcher picks \(template.constantByteCount) constant bytes, not \(best)")
        try require(slots.count == template.slotCount, "\(slots.count) slots")
        var rebuilt = template.constants[0]
        for (index, slot) in slots.enumerated() {
          try require(
            !slot.isEmpty && slot.lowerBound >= 0 && slot.upperBound <= text.count,
            "slot \(slot) in \(text.count) bytes")
          rebuilt.append(contentsOf: text[slot])
          rebuilt.append(contentsOf: template.constants[index + 1])
        }
        try require(rebuilt == text, "a matched line does not re-expand exactly")
      }
    }
  }
}
