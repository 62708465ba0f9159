/// The first pass and the decisions made between the passes: sample the alert texts, mine
/// them, match the sample, choose which templates pay and name their keys, and build the
/// table the second pass verifies against.
extension OptimizeRun {
  // MARK: - Pass 1: sampling

  /// Counts the alert texts of one line into the sample: the first
  /// ``OptimizeOptions/sampleSize`` distinct texts, then only texts already in it.
  mutating func sampleLine(_ piece: LineReader.Piece) {
    guard piece.kind == .line, !Self.isBlank(piece.content) else { return }
    if isTextLines {
      wrap(piece.content)
      let line = wrapped
      line.withUnsafeBufferPointer { sampleFields($0, piece) }
    } else {
      sampleFields(piece.content, piece)
    }
  }

  private mutating func sampleFields(
    _ line: UnsafeBufferPointer<UInt8>, _ piece: LineReader.Piece
  ) {
    guard
      extract(
        line, number: piece.number, offset: piece.offset, reports: false,
        readsAll: !lineFields.isEmpty) == .fields
    else { return }
    for position in fields.indices {
      let field = fields[position]
      if field.textPlace == .line {
        count(
          field, text: CheckedBytes(line).bytes(in: field.textRange) ?? CheckedBytes.emptyBuffer)
      } else {
        Self.withText(field, in: line, scratch: scanner.scratch, slow: slowTexts) {
          count(field, text: $0)
        }
      }
    }
  }

  /// Queues one field holding `text` for the sample; counts the queue once it is a batch.
  private mutating func count(_ field: Field, text: UnsafeBufferPointer<UInt8>) {
    let start = pendingTexts.count
    pendingTexts.append(contentsOf: text)
    var field = PendingField(
      text: start..<pendingTexts.count, hash: TextTable.hash(text),
      variant: Self.variant(field), rangeBytes: field.range.count)
    if let position = messageFieldPosition { field.message = lineFields[position] }
    if let position = languageFieldPosition { field.language = lineFields[position] }
    pending.append(field)
    if pending.count >= Self.pendingBatch { countPending() }
  }

  /// Counts the queued fields into the sample, in order: the first
  /// ``OptimizeOptions/sampleSize`` distinct texts, then only texts already in it.
  ///
  /// The table slots where their lookups start, then the texts those slots hold, are read for
  /// the whole batch first, so that the cache misses overlap instead of coming one by one.
  mutating func countPending() {
    guard !pending.isEmpty else { return }
    // Taken out of the run while it is counted into, and given back empty with its capacity.
    var fields: [PendingField] = []
    var texts: [UInt8] = []
    swap(&fields, &pending)
    swap(&texts, &pendingTexts)
    var touched: UInt64 = 0
    for field in fields { touched ^= sample.touch(hash: field.hash) }
    for field in fields { touched ^= sample.touchText(hash: field.hash) }
    self.touched ^= touched
    texts.withUnsafeBufferPointer { texts in
      for field in fields {
        countSampled(
          field, text: CheckedBytes(texts).bytes(in: field.text) ?? CheckedBytes.emptyBuffer)
      }
    }
    fields.removeAll(keepingCapacity: true)
    texts.removeAll(keepingCapacity: true)
    swap(&fields, &pending)
    swap(&texts, &pendingTexts)
  }

  /// Counts one queued field holding `text` into the sample.
  private mutating func countSampled(_ field: PendingField, text: UnsafeBufferPointer<UInt8>) {
    var id = sample.find(text, hash: field.hash)
    if id == nil, sample.count < options.sampleSize { id = sample.insert(text, hash: field.hash) }
    guard let id else {
      report.unsampledFields += 1
      return
    }
    if id == sampleStats.count { sampleStats.append(SampleStats()) }
    sampleStats[id].add(variant: field.variant, rangeBytes: field.rangeBytes)
    if sampleStats[id].message < 0 { sampleStats[id].message = field.message }
    if sampleStats[id].language < 0 { sampleStats[id].language = field.language }
  }

  // MARK: - Between the passes

  /// Mines the sample and decides every template's fate; returns the table to verify against.
  mutating func plan() -> OptimizeTables {
    countPending()
    pending = []
    pendingTexts = []
    report.sampledTexts = sample.count
    var texts: [(text: [UInt8], count: Int)] = []
    texts.reserveCapacity(sample.count)
    for id in 0..<sample.count {
      texts.append((Array(sample.arena[sample.range(of: id)]), sampleStats[id].count))
    }
    var minerOptions = TemplateMiner.Options()
    minerOptions.minCount = max(2, options.minCount)
    minerOptions.sampleLimit = options.mineSampleSize
    minerOptions.splitsVocabulary = options.mode == .localize
    let mined = TemplateMiner(options: minerOptions).mineWithLiterals(texts)
    report.minedTexts = mined.mined.count
    texts = []
    matcher = TemplateMatcher(
      templates: mined.templates, preference: .mostSpecific, literals: mined.literals,
      seen: mined.mined)
    candidates = mined.templates.map { Candidate(template: $0) }
    matchSample()

    let tableValues = tables.readBack()
    order = candidates.indices.filter { candidates[$0].uses >= options.minCount }.sorted {
      let (a, b) = (candidates[$0], candidates[$1])
      if a.uses != b.uses { return a.uses > b.uses }
      return a.template.format.utf8.lexicographicallyPrecedes(b.template.format.utf8)
    }
    if order.count > options.maxTemplates {
      report.templatesDropped = order.count - options.maxTemplates
      emit(
        Diagnostic(
          .warning, id: "optimize.too-many-templates",
          "found \(order.count) templates, over the limit of \(options.maxTemplates) "
            + "(--max-templates); the \(report.templatesDropped) least used stay literal"))
      order.removeSubrange(options.maxTemplates...)
    }
    decideLanguages(values: tableValues)
    mergeMessages()
    assignKeys(order)
    estimateDeltas()
    for index in order {
      let candidate = candidates[index]
      candidates[index].enabled =
        candidate.translatedBy == nil && (options.mode == .localize || candidate.delta < 0)
    }
    assignKeys(order.filter { candidates[$0].enabled })
    indexRepeated()
    return tentativeTable()
  }

  /// Takes the templates of an earlier run instead of mining: each is enabled with its key,
  /// which is not added to any table, and checked in every localization as the tables are
  /// (a key a localization lacks keeps its payloads literal, with a warning).
  mutating func plan(applying applied: AppliedTemplates) {
    let names = tables.localizations
    matcher = TemplateMatcher(
      templates: applied.templates.map(\.template), preference: .mostSpecific)
    candidates = applied.templates.map { Candidate(template: $0.template) }
    order = Array(candidates.indices)
    for (index, template) in applied.templates.enumerated() {
      let scripted = ScriptLanguage.localization(
        for: template.template.format, available: names,
        developmentRegion: tables.developmentRegion)
      candidates[index].own =
        template.language.flatMap(tables.index(of:)) ?? scripted.flatMap(tables.index(of:))
        ?? tables.developmentIndex
      candidates[index].key = template.key
      candidates[index].reused = true
      candidates[index].argumentSlots = template.argumentSlots
      candidates[index].enabled = true
      prepareReplacement(index)
    }
    let values = tables.readBack()
    for index in order {
      let candidate = candidates[index]
      candidates[index].check = values[candidate.own][candidate.key].map(CheckFormat.init)
    }
    verifyLocalizations(tables)
  }

  /// Builds ``repeated`` with its entries from the sample, then lets the sample go.
  private mutating func indexRepeated() {
    var table = TextTable(expectedCount: 0)
    var entries: [RepeatedEntry] = []
    var slots: [Range<Int>] = []
    let arena = sample.arena
    arena.withUnsafeBufferPointer { arena in
      for id in 0..<sample.count where sampleStats[id].count > 1 {
        let text = CheckedBytes(arena).bytes(in: sample.range(of: id)) ?? CheckedBytes.emptyBuffer
        _ = table.insert(text, hash: TextTable.hash(text))
        let start = slots.count
        slots.append(contentsOf: sampleSlots[sampleSlotStarts[id]..<sampleSlotStarts[id + 1]])
        entries.append(
          RepeatedEntry(template: Int(sampleTemplates[id]), slots: start..<slots.count))
      }
    }
    repeated = table
    repeatedEntries = entries
    repeatedSlots = slots
    sample = TextTable(expectedCount: 0)
    sampleTemplates = []
    sampleSlotStarts = []
    sampleSlots = []
  }

  /// Matches every sampled text once and counts each template's uses.
  private mutating func matchSample() {
    sampleTemplates = []
    sampleTemplates.reserveCapacity(sample.count)
    sampleSlotStarts = [0]
    sampleSlotStarts.reserveCapacity(sample.count + 1)
    let arena = sample.arena
    // A local copy: the matcher read through the run inside the closure would be copied,
    // all its arrays retained and released, for every text.
    let matcher = self.matcher
    arena.withUnsafeBufferPointer { arena in
      for id in 0..<sample.count {
        let text = CheckedBytes(arena).bytes(in: sample.range(of: id)) ?? CheckedBytes.emptyBuffer
        let found = matcher.match(text, slots: &slots)
        if let found, found >= 0, found < candidates.count {
          sampleTemplates.append(Int32(truncatingIfNeeded: found))
          for slot in slots { sampleSlots.append(slot.clamped(to: 0..<text.count)) }
          candidates[found].uses += sampleStats[id].count
        } else {
          sampleTemplates.append(-1)
        }
        sampleSlotStarts.append(sampleSlots.count)
      }
    }
  }

  /// Gives each candidate in `indices` a key: the key it reuses, else a new name.
  ///
  /// The templates merged into another of the same message take that one's key; they are
  /// named after the others, and the one they merged into is named even when not in
  /// `indices`.
  private mutating func assignKeys(_ indices: [Int]) {
    var namer = KeyNamer(
      style: options.keyStyle, prefix: options.keyPrefix, existingKeys: tables.allKeys)
    var named = Set<Int>()
    let bases = indices.filter { candidates[$0].messageBase == nil }
    let members = indices.filter { candidates[$0].messageBase != nil }
    for index in bases + members {
      if let base = candidates[index].messageBase {
        if !named.contains(base) {
          candidates[base].key = namer.name(for: candidates[base].template)
          named.insert(base)
        }
        candidates[index].key = candidates[base].key
        candidates[index].reused = false
        prepareReplacement(index)
        continue
      }
      named.insert(index)
      if let reuse = candidates[index].reuse {
        candidates[index].key = reuse.key
        candidates[index].reused = true
      } else {
        candidates[index].key = namer.name(for: candidates[index].template)
        candidates[index].reused = false
      }
      prepareReplacement(index)
    }
  }

  private mutating func prepareReplacement(_ index: Int) {
    let key = candidates[index].key
    candidates[index].keyBytes = Array(key.utf8)
    candidates[index].keyMembers = PayloadRewriter.FieldKind.allCases.map { kind in
      var out: [UInt8] = []
      JSONWriter.writeString(kind.locKey, escapesSlashes: false, into: &out)
      out.append(UInt8(ascii: ":"))
      JSONWriter.writeString(key, escapesSlashes: false, into: &out)
      return out
    }
  }

  /// The bytes each template would add over the sampled fields it covers (negative: saves).
  private mutating func estimateDeltas() {
    var chosen = [Bool](repeating: false, count: candidates.count)
    for index in order { chosen[index] = true }
    let arena = sample.arena
    arena.withUnsafeBufferPointer { arena in
      for id in 0..<sample.count {
        let template = Int(sampleTemplates[id])
        guard template >= 0, chosen[template] else { continue }
        let text = CheckedBytes(arena).bytes(in: sample.range(of: id)) ?? CheckedBytes.emptyBuffer
        let arguments = sampleSlots[sampleSlotStarts[id]..<sampleSlotStarts[id + 1]]
        var delta = -sampleStats[id].rangeBytes
        for variant in 0..<4 {
          let count = sampleStats[id].count(of: variant)
          guard count > 0 else { continue }
          let kind = PayloadRewriter.FieldKind(rawValue: min(variant, 2)) ?? .body
          replacements.removeAll(keepingCapacity: true)
          writeReplacement(
            kind: kind, candidate: template, text: text, arguments: arguments,
            isStringAlert: variant == 3)
          delta += replacements.count * count
        }
        candidates[template].delta += delta
      }
    }
    replacements.removeAll(keepingCapacity: true)
  }

  /// Appends `"loc-key":"K","loc-args":["a"]` (no `loc-args` without arguments) to
  /// ``replacements``, wrapped in `{…}` for a string alert.
  mutating func writeReplacement(
    kind: PayloadRewriter.FieldKind, candidate: Int, text: UnsafeBufferPointer<UInt8>,
    arguments: ArraySlice<Range<Int>>, isStringAlert: Bool
  ) {
    if isStringAlert { replacements.append(UInt8(ascii: "{")) }
    replacements.append(contentsOf: candidates[candidate].keyMembers[kind.rawValue])
    if !arguments.isEmpty {
      replacements.append(contentsOf: Self.argumentOpeners[kind.rawValue])
      if let slots = candidates[candidate].argumentSlots, slots.count == arguments.count {
        for (position, slot) in slots.enumerated() {
          if position > 0 { replacements.append(UInt8(ascii: ",")) }
          let argument = arguments[arguments.startIndex + slot]
          JSONWriter.writeString(
            CheckedBytes(text).bytes(in: argument) ?? CheckedBytes.emptyBuffer,
            escapesSlashes: false,
            into: &replacements)
        }
      } else {
        var first = true
        for argument in arguments {
          if !first { replacements.append(UInt8(ascii: ",")) }
          first = false
          JSONWriter.writeString(
            CheckedBytes(text).bytes(in: argument) ?? CheckedBytes.emptyBuffer,
            escapesSlashes: false,
            into: &replacements)
        }
      }
      replacements.append(UInt8(ascii: "]"))
    }
    if isStringAlert { replacements.append(UInt8(ascii: "}")) }
  }

  // MARK: - Tables

  /// Every table with every enabled new template; each enabled template's value in its own
  /// localization as read back, compiled for the check of each payload; and the check of
  /// every enabled template in every localization (``verifyLocalizations(_:)``).
  private mutating func tentativeTable() -> OptimizeTables {
    var edited = tables
    for index in order where isInserted(index, when: { $0.enabled }) {
      if !insert(index, into: &edited) {
        for member in messageGroup(index) { candidates[member].enabled = false }
      }
    }
    let values = edited.readBack()
    for index in order where candidates[index].enabled {
      let candidate = candidates[index]
      candidates[index].check = values[candidate.own][candidate.key].map(CheckFormat.init)
    }
    verifyLocalizations(edited)
    return edited
  }

  /// Adds candidate `index`'s key to every localization of `edited`, with the comment its
  /// mode and localization call for; false (with an error) when a table refuses it.
  private func insert(_ index: Int, into edited: inout OptimizeTables) -> Bool {
    let candidate = candidates[index]
    let values =
      candidate.messageValues
      ?? [String](repeating: candidate.template.format, count: edited.localizations.count)
    do {
      try edited.insert(
        key: candidate.key, values: values,
        translated: candidate.messageTranslated.union([candidate.own]), source: candidate.own,
        mode: options.mode
      ) { marking in
        Optimizer.comment(candidate.template.example, count: candidate.uses, marking: marking)
      }
      return true
    } catch {
      emit(
        Diagnostic(
          .error, id: "optimize.table-insert",
          "cannot add key \(candidate.key) to \(error.path): \(error.description)"))
      return false
    }
  }

  /// Whether candidate `index` adds its key: a new key whose template, or one of the
  /// templates merged into it, passes `test`.
  private func isInserted(_ index: Int, when test: (Candidate) -> Bool) -> Bool {
    let candidate = candidates[index]
    guard !candidate.reused, candidate.messageBase == nil else { return false }
    return messageGroup(index).contains { test(candidates[$0]) }
  }

  /// Candidate `index` and the templates merged into it.
  func messageGroup(_ index: Int) -> [Int] {
    guard candidates[index].messageValues != nil else { return [index] }
    return [index] + order.filter { candidates[$0].messageBase == index }
  }

  /// Every table with the templates that were used, in order: the tables to write.
  mutating func finalTable(verifiedAgainst tentative: OptimizeTables) -> OptimizeTables {
    var edited = tables
    for index in order where isInserted(index, when: { $0.used }) {
      if insert(index, into: &edited) { report.newKeys.append(candidates[index].key) }
    }
    // The payloads were checked against tables with every enabled template; the ones
    // written must read back the same values for the keys they use, in every localization.
    let checked = tentative.readBack()
    let written = edited.readBack()
    for index in order where candidates[index].used {
      let key = candidates[index].key
      for position in edited.localizations.indices
      where checked[position][key] != written[position][key] {
        emit(
          Diagnostic(
            .error, id: "optimize.table-changed",
            "key \(key) reads back differently from \(edited.path(of: position)) as written"))
      }
    }
    return edited
  }
}
