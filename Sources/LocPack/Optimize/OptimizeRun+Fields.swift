/// The payload members `--message-field` and `--language-field` name: read from each line,
/// interned, and turned into the messages and languages of templates.
extension OptimizeRun {
  // MARK: - Reading

  /// Sets ``lineFields`` from the scanner's captures of `line`.
  mutating func readLineFields(_ line: UnsafeBufferPointer<UInt8>) {
    guard !lineFields.isEmpty else { return }
    for position in lineFields.indices {
      lineFields[position] = intern(capturedBytes(position, in: line), field: position)
    }
  }

  /// Sets ``lineFields`` from a line the scanner left to the parser.
  mutating func readLineFields(document: JSONValue) {
    guard !lineFields.isEmpty else { return }
    for position in lineFields.indices {
      let name = position == messageFieldPosition ? options.messageField : options.languageField
      lineFields[position] = intern(Self.scalarBytes(document, member: name ?? ""), field: position)
    }
  }

  /// The bytes of the scanner's capture `position` of `line`, empty when absent.
  private func capturedBytes(_ position: Int, in line: UnsafeBufferPointer<UInt8>) -> [UInt8] {
    let member = scanner.captures[position]
    guard member.isPresent else { return [] }
    let text = member.text
    if text.inScratch { return Array(scanner.scratch[text.start..<text.end]) }
    return Array(CheckedBytes(line).bytes(in: text.start..<text.end) ?? CheckedBytes.emptyBuffer)
  }

  /// The UTF-8 of a top-level string or number member of `document`, empty otherwise.
  ///
  /// Kept out of line: Swift 6.3's optimizer (CopyPropagation) crashes on this switch over a
  /// `JSONValue` when it is inlined into ``readLineFields(document:)``.
  @inline(never)
  private static func scalarBytes(_ document: JSONValue, member: String) -> [UInt8] {
    if let text = document[member]?.stringValue { return Array(text.utf8) }
    if case .number(let text)? = document[member] { return Array(text.utf8) }
    return []
  }

  /// The id of `value` among the values of captured field `field`; -1 for an empty value or
  /// past the bound.
  private mutating func intern(_ value: [UInt8], field: Int) -> Int32 {
    guard !value.isEmpty else { return -1 }
    // The table is taken out of the run while it is searched, so no copy is made.
    var table = TextTable(expectedCount: 0)
    swap(&table, &fieldTables[field])
    defer { swap(&table, &fieldTables[field]) }
    return value.withUnsafeBufferPointer { buffer -> Int32 in
      let hash = TextTable.hash(buffer)
      if let id = table.find(buffer, hash: hash) { return Int32(id) }
      guard table.count < Self.maxFieldValues else { return -1 }
      return Int32(table.insert(buffer, hash: hash))
    }
  }

  /// The text of a captured field's value.
  func fieldValue(_ id: Int32, field: Int) -> String {
    guard id >= 0, Int(id) < fieldTables[field].count else { return "" }
    let table = fieldTables[field]
    return String(decoding: table.arena[table.range(of: Int(id))], as: UTF8.self)
  }

  // MARK: - Languages

  /// The localization a payload of language tag `id` picks, or nil when the app has none of
  /// its language (a phone would fall back: no language says which text it must show).
  mutating func localization(forTag id: Int32) -> Int? {
    guard id >= 0, let field = languageFieldPosition else { return nil }
    if let known = tagLocalizations[id] { return known < 0 ? nil : known }
    let choice = LanguageMatcher.choose(
      available: tables.localizations, preferred: [fieldValue(id, field: field)],
      developmentRegion: tables.developmentRegion)
    let found = choice.isFallback ? -1 : tables.index(of: choice.localization) ?? -1
    tagLocalizations[id] = found
    return found < 0 ? nil : found
  }

  /// For each candidate, the id that most of its sampled fields carry in captured field
  /// `field`, when one carries at least `share` of those that carry any; -1 otherwise.
  func dominantFieldValues(field: Int, share: Double) -> [Int32] {
    var counts = [[Int32: Int]](repeating: [:], count: candidates.count)
    for id in 0..<sampleTemplates.count {
      let template = Int(sampleTemplates[id])
      guard template >= 0, template < candidates.count else { continue }
      let stats = sampleStats[id]
      let value = field == messageFieldPosition ? stats.message : stats.language
      guard value >= 0 else { continue }
      counts[template][value, default: 0] += stats.count
    }
    return counts.map { tally in
      let total = tally.values.reduce(0, +)
      guard
        let best = tally.max(by: { $0.value < $1.value || $0.value == $1.value && $0.key > $1.key }
        ),
        total > 0, Double(best.value) >= share * Double(total)
      else { return -1 }
      return best.key
    }
  }
}
