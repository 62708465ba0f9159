extension OpenStepParser {
  // MARK: - Values

  /// Any value: `{…}`, `(…)`, `<…>`, a quoted or an unquoted string.
  ///
  /// Returns nil when no value starts here; with `require`, that is a failure.
  mutating func parseObject(require: Bool, depth: Int) -> PlistValue? {
    steps &+= 1
    if isOverLimit { return nil }
    guard skipSpace() else {
      if require {
        if let comment = unterminatedComment {
          fail(.unterminatedComment(at: at(comment)))
        } else {
          fail(.unexpectedEndOfFile(at: at(pos)))
        }
      }
      return nil
    }
    guard depth <= limits.maxDepth else {
      fail(.tooDeep(limit: limits.maxDepth, at: at(pos)))
      return nil
    }
    guard let byte = text.byte(at: pos) else { return nil }
    switch byte {
    case UInt8(ascii: "{"), UInt8(ascii: "("), UInt8(ascii: "<"), UInt8(ascii: "\""),
      UInt8(ascii: "'"):
      guard countValue(at: pos) else { return nil }
    default:
      if isUnquoted(byte) { guard countValue(at: pos) else { return nil } }
    }
    pos += 1
    switch byte {
    case UInt8(ascii: "{"): return parseDictionary(depth: depth)
    case UInt8(ascii: "("): return parseArray(depth: depth)
    case UInt8(ascii: "<"): return parseData()
    case UInt8(ascii: "\""), UInt8(ascii: "'"):
      return parseQuoted(quote: byte).map(PlistValue.string)
    default:
      pos -= 1
      if isUnquoted(byte) { return .string(parseUnquoted()) }
      if require { fail(.unexpectedCharacter(describe(at: pos), at: at(pos))) }
      return nil
    }
  }

  /// `( a, b, )` after the `(`.
  mutating func parseArray(depth: Int) -> PlistValue? {
    var items: [PlistValue] = []
    var element = parseObject(require: false, depth: depth + 1)
    while let item = element {
      items.append(item)
      guard skipSpace() else {
        fail(closingFailure(or: .unterminatedArray(at: at(pos))))
        return nil
      }
      guard text.byte(at: pos) == UInt8(ascii: ",") else { break }
      pos += 1
      element = parseObject(require: false, depth: depth + 1)
    }
    guard skipSpace(), text.byte(at: pos) == UInt8(ascii: ")") else {
      fail(closingFailure(or: .unterminatedArray(at: at(pos))))
      return nil
    }
    clearFailure()
    pos += 1
    return .array(items)
  }

  /// `{ k = v; }` after the `{`.
  mutating func parseDictionary(depth: Int) -> PlistValue? {
    guard let dictionary = parseEntries(depth: depth, record: false) else { return nil }
    guard skipSpace(), text.byte(at: pos) == UInt8(ascii: "}") else {
      fail(stopFailure ?? closingFailure(or: .unterminatedDictionary(at: at(pos))))
      return nil
    }
    pos += 1
    return .dictionary(dictionary)
  }

  /// The failure for a missing closing token: the unterminated comment that hid it, if any.
  func closingFailure(or error: StringsError) -> StringsError {
    if pos >= count, let comment = unterminatedComment {
      return .unterminatedComment(at: at(comment))
    }
    return error
  }

  // MARK: - Entries

  /// The rest of an entry whose key was just read, through the `;`: sets `value` and
  /// `valueRange` (both left nil for `key;`); false on failure.
  mutating func parseEntryValue(
    key: String, keyEnd: Int, depth: Int, value: inout PlistValue?, valueRange: inout Range<Int>?
  ) -> Bool {
    guard skipSpace() else {
      fail(closingFailure(or: .missingSemicolon(key: key, at: at(keyEnd))))
      return false
    }
    guard let byte = text.byte(at: pos) else {
      fail(closingFailure(or: .missingSemicolon(key: key, at: at(keyEnd))))
      return false
    }
    if byte == UInt8(ascii: ";") {
      pos += 1
      return true
    }
    guard byte == UInt8(ascii: "=") else {
      fail(.expectedEqualsOrSemicolon(key: key, found: describe(at: pos), at: at(pos)))
      return false
    }
    pos += 1
    _ = skipSpace()
    let valueStart = pos
    guard let parsed = parseObject(require: true, depth: depth + 1) else { return false }
    let valueEnd = pos
    guard skipSpace(), text.byte(at: pos) == UInt8(ascii: ";") else {
      fail(closingFailure(or: .missingSemicolon(key: key, at: at(valueEnd))))
      return false
    }
    pos += 1
    value = parsed
    valueRange = valueStart..<valueEnd
    return true
  }

  /// The entries of a dictionary, up to the first position where no key starts.
  ///
  /// Used for braced dictionaries and for the top level of a `.strings` file. With `record`,
  /// keeps entries, comments and warnings.
  mutating func parseEntries(depth: Int, record: Bool) -> PlistDictionary? {
    var dictionary = PlistDictionary()
    if record {
      table.keys.reserveCapacity(entryEstimate)
      table.values.reserveCapacity(entryEstimate)
      table.tags.reserveCapacity(entryEstimate)
    }
    while skipSpace(track: record) {
      let keyStart = pos
      guard let key = parseKey() else { break }
      let keyEnd = pos
      // Nil for `key;`, whose value is the key (made only then: no retain and release of the
      // key per entry).
      var parsed: PlistValue?
      var valueRange: Range<Int>?
      guard
        parseEntryValue(
          key: key, keyEnd: keyEnd, depth: depth, value: &parsed, valueRange: &valueRange)
      else { return nil }
      let value = parsed ?? .string(key)
      if record {
        self.record(key: key, value: value, keyRange: keyStart..<keyEnd, valueRange: valueRange)
      } else {
        _ = dictionary.setValue(value, forKey: key)
      }
    }
    // Success, even when a key failed to parse: remember why, then clear (as CoreFoundation).
    stopFailure = failure
    clearFailure()
    guard record else { return dictionary }
    let pairs = table
    table = RecordedPairs()
    let built = PlistDictionary.building(keys: pairs.keys, values: pairs.values, tags: pairs.tags)
    duplicates = built.repeated
    return built.dictionary
  }

  /// The key–value pairs of the recorded table, in file order, repeated keys included, with
  /// the keys' hash tags (taken while each key is fresh in the cache).
  struct RecordedPairs {
    var keys: [String] = []
    var values: [PlistValue] = []
    var tags: [UInt32] = []
  }

  /// Keeps an entry of the top-level table, with its comment and warnings.
  private mutating func record(
    key: __owned String, value: __owned PlistValue, keyRange: Range<Int>, valueRange: Range<Int>?
  ) {
    if mode == .strings {
      if let valueRange {
        if case .string = value {
        } else {
          findings.append(.nonStringValue(key, value, at: valueRange.lowerBound))
        }
      } else {
        findings.append(.keyOnly(key, at: keyRange.lowerBound))
      }
    }
    table.keys.append(key)
    table.values.append(value)
    table.tags.append(PlistDictionary.tag(of: key))
    let comment = leadingComment()
    guard hasCompactOffsets else {
      entries.append(
        StringsEntry(
          key: key, value: value, comment: comment,
          commentRange: comment == nil ? nil : commentBlockStart..<commentBlockEnd,
          keyRange: keyRange, valueRange: valueRange, range: keyRange.lowerBound..<pos))
      return
    }
    // Every offset is below `count`, so it fits in 32 bits and is never the absent mark.
    let absent = StringsEntry.Fields.absent
    func offset(_ value: Int) -> UInt32 { UInt32(truncatingIfNeeded: value) }
    // Memberwise, so that the entry is moved into the array, not copied (see `Fields`).
    entries.append(
      StringsEntry(
        fields: .init(
          key: key, comment: comment, keyStart: offset(keyRange.lowerBound),
          keyEnd: offset(keyRange.upperBound),
          valueStart: valueRange.map { offset($0.lowerBound) } ?? absent,
          valueEnd: valueRange.map { offset($0.upperBound) } ?? absent,
          start: offset(keyRange.lowerBound), end: offset(pos),
          commentStart: comment == nil ? absent : offset(commentBlockStart),
          commentEnd: comment == nil ? absent : offset(commentBlockEnd), value: value,
          wide: nil)))
  }

  /// Whether every offset into the text fits in an entry's 32-bit offsets.
  private var hasCompactOffsets: Bool { count < Int(StringsEntry.Fields.absent) }

  // MARK: - Top level

  /// The whole text, as CoreFoundation reads it: an empty or blank text is an empty
  /// dictionary; a single value is that value; a string followed by more text starts a
  /// `.strings` table (a dictionary without braces).
  mutating func parseTopLevel() throws(StringsError) -> PlistValue {
    guard skipSpace() else {
      if let comment = unterminatedComment { findings.append(.truncatedByComment(at: comment)) }
      return .dictionary(PlistDictionary())
    }
    let first = text.byte(at: pos)
    if mode == .strings {
      entryEstimate = estimatedEntryCount()
      entries.reserveCapacity(entryEstimate)
    }
    if first == UInt8(ascii: "{"), mode == .strings {
      pos += 1
      guard let dictionary = parseEntries(depth: 0, record: true) else { throw pendingFailure() }
      guard skipSpace(), text.byte(at: pos) == UInt8(ascii: "}") else {
        throw stopFailure ?? closingFailure(or: .unterminatedDictionary(at: at(pos)))
      }
      pos += 1
      if skipSpace() { throw .junkAfterValue(at: at(pos)) }
      return .dictionary(dictionary)
    }
    let findingsBefore = findings.count
    guard let value = parseObject(require: true, depth: 0) else { throw pendingFailure() }
    guard skipSpace() else {
      if mode == .strings, let comment = unterminatedComment {
        // A lone key whose `/*` swallowed the rest: report the comment, not the lone string.
        throw .unterminatedComment(at: at(comment))
      }
      return value
    }
    guard case .string = value else { throw .junkAfterValue(at: at(pos)) }
    // A string followed by more text: start again as a `.strings` table.
    findings.removeSubrange(findingsBefore...)
    failure = nil
    valueCount = 0
    pos = 0
    guard let table = parseEntries(depth: 0, record: true) else { throw pendingFailure() }
    reportTruncation()
    return .dictionary(table)
  }

  /// The room to reserve for entries: the number of `;` bytes, but no more than one entry
  /// per 64 bytes, so that a file of stray `;` cannot make the reservation outgrow the file.
  ///
  /// A large text is sampled: four 16 KB windows spread over it, scaled to its size, plus an
  /// eighth. A text whose entries are denser elsewhere only costs the arrays some growth.
  private func estimatedEntryCount() -> Int {
    let window = 16_384
    let windows = 4
    guard count > 4 * windows * window else {
      return min(semicolons(in: 0..<count), count / 64)
    }
    var sampled = 0
    for index in 0..<windows {
      let start = (count - window) / (windows - 1) * index
      sampled += semicolons(in: start..<(start + window))
    }
    let scaled = Int(Double(sampled) * (Double(count) / Double(windows * window)))
    return min(scaled + scaled / 8, count / 64)
  }

  /// The number of `;` bytes in `range`.
  private func semicolons(in range: Range<Int>) -> Int {
    var semicolons = 0
    var index = range.lowerBound
    let end = range.upperBound
    // Eight bytes at a time: a zero byte of `word ^ ";;;;;;;;"` is a `;`.
    let semicolonsWord: UInt64 = 0x3B3B_3B3B_3B3B_3B3B
    let low7: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
    while index &+ 8 <= end, let loaded = text.word(at: index) {
      let word = loaded ^ semicolonsWord
      // The high bit of each byte of `nonZero` is set exactly when that byte is not zero.
      let nonZero = ((word & low7) &+ low7) | word
      semicolons &+= (~nonZero & ~low7).nonzeroBitCount
      index &+= 8
    }
    while index < end, let byte = text.byte(at: index) {
      if byte == UInt8(ascii: ";") { semicolons &+= 1 }
      index &+= 1
    }
    return semicolons
  }

  /// The pending failure, or a generic one at the cursor.
  func pendingFailure() -> StringsError {
    failure ?? .unexpectedCharacter(describe(at: pos), at: at(pos))
  }

  /// After the top-level table stopped: explains why, if it stopped before the end.
  private mutating func reportTruncation() {
    // The text after the stop is not all checked as UTF-8 (the counting below skips bytes).
    if pos < count { mayBeInvalid = true }
    if let failure = stopFailure {
      // An unterminated string where a key should start swallows the rest of the file.
      findings.append(.truncatedByString(at: failure.location.offset))
      return
    }
    if pos >= count {
      if let comment = unterminatedComment { findings.append(.truncatedByComment(at: comment)) }
      return
    }
    let stray = pos
    let (dropped, next) = countEntries(after: stray)
    findings.append(.silentTruncation(describe(at: stray), dropped: dropped, at: stray, next: next))
  }

  /// Counts the entries Foundation never sees after a stray character: skips each stray
  /// character and parses on, until the end or the first real error.
  private mutating func countEntries(after stray: Int) -> (count: Int, first: Int?) {
    isCounting = true
    defer { isCounting = false }
    var dropped = 0
    var first: Int?
    pos = stray + scalarLength(at: stray)
    while skipSpace() {
      let keyStart = pos
      guard let key = parseKey() else {
        if hasFailure { break }  // an unterminated string: the rest is inside it
        pos += scalarLength(at: pos)
        continue
      }
      var value: PlistValue?
      var valueRange: Range<Int>?
      guard
        parseEntryValue(key: key, keyEnd: pos, depth: 0, value: &value, valueRange: &valueRange)
      else { break }
      dropped += 1
      if first == nil { first = keyStart }
    }
    clearFailure()
    return (dropped, first)
  }
}
