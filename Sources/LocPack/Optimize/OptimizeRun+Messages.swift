/// One key per message across languages (`--message-field`): templates of different
/// languages whose payloads name the same message become one key, each language's format
/// in its own localization.
extension OptimizeRun {
  /// The share of a template's sampled fields that must carry one message id (of those that
  /// carry any) for the template to be that message's.
  static let messageShare = 0.9
  /// The most slots a merged message may have: the argument order is searched among every
  /// permutation of them.
  static let messageMaxSlots = 6
  /// The most distinct values kept per slot as evidence of the argument order.
  static let messageSlotValues = 512

  /// Merges the chosen templates that share a message id, in `localize` mode.
  ///
  /// A message's templates are grouped by their own localization; in each, the most used
  /// one takes part (the others stay keys of their own, and the report says so). The
  /// development region's template, else the most used, is the base: its key is the
  /// message's, and its format the value of every localization no template of the message
  /// is in, marked for translation. Another template joins when it has as many slots and its
  /// argument order is settled (``argumentOrder(_:_:)``); its value in its own localization
  /// reads the arguments in the base's order (`%2$@ … %1$@`). A template that already is an
  /// app key stays that key. Every decision is a row of ``OptimizeReport/messages``.
  mutating func mergeMessages() {
    guard let field = messageFieldPosition else { return }
    guard options.mode == .localize else {
      emit(
        Diagnostic(
          .warning, id: "optimize.message-field-bytes",
          "--message-field merges languages into one key only in --mode localize: in bytes "
            + "mode every localization must show the same text"))
      return
    }
    let messages = dominantFieldValues(field: field, share: Self.messageShare)
    var groups: [Int32: [Int]] = [:]
    for index in order where messages[index] >= 0 && candidates[index].reuse == nil {
      groups[messages[index], default: []].append(index)
    }
    let values = slotValues(Set(groups.values.filter { $0.count > 1 }.joined()))
    let names = tables.localizations
    for (message, members) in groups.sorted(by: { $0.key < $1.key }) where members.count > 1 {
      var row = OptimizeReport.Message(id: fieldValue(message, field: field))
      // One template per localization: the most used (``order`` is by uses).
      var byLocalization: [Int: Int] = [:]
      for index in members {
        let own = candidates[index].own
        if byLocalization[own] == nil {
          byLocalization[own] = index
        } else {
          row.problems.append(
            "\(candidates[index].template.format) is a second template in \(names[own])")
        }
      }
      let chosen = byLocalization.values.sorted { position(of: $0) < position(of: $1) }
      let base = byLocalization[tables.developmentIndex] ?? chosen[0]
      let baseTemplate = candidates[base].template
      var formats = [String](repeating: baseTemplate.format, count: names.count)
      var translated: Set<Int> = [candidates[base].own]
      var joined: [(index: Int, slots: [Int]?)] = []
      for index in chosen where index != base {
        let template = candidates[index].template
        guard template.slotCount == baseTemplate.slotCount else {
          row.problems.append(
            "\(names[candidates[index].own]) has \(template.slotCount) arguments, "
              + "\(names[candidates[base].own]) \(baseTemplate.slotCount)")
          continue
        }
        guard let order = argumentOrder((index, values[index] ?? []), (base, values[base] ?? []))
        else {
          row.problems.append(
            "the order of the arguments in \(names[candidates[index].own]) is not settled by "
              + "their values")
          continue
        }
        formats[candidates[index].own] = Self.positionalFormat(template, order: order)
        translated.insert(candidates[index].own)
        var slots = [Int](repeating: 0, count: order.count)
        for (slot, argument) in order.enumerated() { slots[argument] = slot }
        joined.append((index, slots == Array(0..<slots.count) ? nil : slots))
      }
      row.localizations = ([base] + joined.map(\.index)).map { names[candidates[$0].own] }.sorted()
      if !joined.isEmpty {
        candidates[base].messageValues = formats
        candidates[base].messageTranslated = translated
        for (index, slots) in joined {
          candidates[index].messageBase = base
          candidates[index].argumentSlots = slots
        }
      }
      report.messages.append(row)
      messageRows.append((row: report.messages.count - 1, base: base))
    }
  }

  /// The place of candidate `index` in ``order`` (most used first).
  private func position(of index: Int) -> Int { order.firstIndex(of: index) ?? Int.max }

  /// For each candidate in `indices`, the values each slot took in the sample (at most
  /// ``messageSlotValues`` a slot).
  private func slotValues(_ indices: Set<Int>) -> [Int: [Set<[UInt8]>]] {
    var values: [Int: [Set<[UInt8]>]] = [:]
    guard !indices.isEmpty else { return values }
    let arena = sample.arena
    for id in 0..<sampleTemplates.count {
      let template = Int(sampleTemplates[id])
      guard indices.contains(template) else { continue }
      let text = sample.range(of: id)
      var slots =
        values[template] ?? Array(repeating: [], count: candidates[template].template.slotCount)
      for (slot, range) in sampleSlots[sampleSlotStarts[id]..<sampleSlotStarts[id + 1]].enumerated()
      where slot < slots.count && slots[slot].count < Self.messageSlotValues {
        let lower = text.lowerBound + range.lowerBound
        slots[slot].insert(Array(arena[lower..<(lower + range.count)]))
      }
      values[template] = slots
    }
    return values
  }

  /// The argument order of `member` in `base`'s: for each slot of `member`'s text, the slot
  /// of `base` it holds; `nil` when the evidence does not settle it.
  ///
  /// Slots that hold a number pair only with slots that hold a number. Among the orders that
  /// keep that, the one whose slots share the most values with `base`'s wins; a tie (no
  /// shared value tells two orders apart) settles nothing, unless there is one slot or none.
  func argumentOrder(
    _ member: (index: Int, values: [Set<[UInt8]>]), _ base: (index: Int, values: [Set<[UInt8]>])
  ) -> [Int]? {
    let count = candidates[member.index].template.slotCount
    if count <= 1 { return Array(0..<count) }
    guard count <= Self.messageMaxSlots, member.values.count == count, base.values.count == count
    else { return nil }
    let memberNumeric = candidates[member.index].template.numericSlots
    let baseNumeric = candidates[base.index].template.numericSlots
    func isNumeric(_ bits: UInt64, _ slot: Int) -> Bool { bits & (1 << UInt64(slot)) != 0 }
    var best: [Int]?
    var bestScore = -1
    var tie = false
    for permutation in Self.permutations(count) {
      guard
        (0..<count).allSatisfy({
          isNumeric(memberNumeric, $0) == isNumeric(baseNumeric, permutation[$0])
        })
      else { continue }
      var score = 0
      for slot in 0..<count {
        score += member.values[slot].intersection(base.values[permutation[slot]]).count
      }
      if score > bestScore {
        best = permutation
        bestScore = score
        tie = false
      } else if score == bestScore {
        tie = true
      }
    }
    return tie ? nil : best
  }

  /// Every order of `0..<count`, identity first.
  static func permutations(_ count: Int) -> [[Int]] {
    guard count > 0 else { return [[]] }
    var result: [[Int]] = []
    for rest in permutations(count - 1) {
      for place in 0...rest.count {
        var next = rest
        next.insert(count - 1, at: rest.count - place)
        result.append(next)
      }
    }
    return result
  }

  /// `template`'s format reading argument `order[s] + 1` at slot `s` (`%2$@ … %1$@`); the
  /// plain format when the order is the text's.
  static func positionalFormat(_ template: AlertTemplate, order: [Int]) -> String {
    guard order != Array(0..<order.count) else { return template.format }
    var out = ""
    for (index, piece) in template.constants.enumerated() {
      if index > 0 { out += "%\(order[index - 1] + 1)$@" }
      for scalar in String(decoding: piece, as: UTF8.self).unicodeScalars {
        out.unicodeScalars.append(scalar)
        if scalar == "%" { out += "%" }
      }
    }
    return out
  }

  /// Fills in each message row's key, once keys are named.
  mutating func finishMessageRows() {
    for (row, base) in messageRows where row < report.messages.count {
      report.messages[row].key = candidates[base].key
    }
  }
}
