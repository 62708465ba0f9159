extension MiningState {
  /// A template with the texts of the sample it was built from.
  struct Candidate {
    var template: AlertTemplate
    /// Indices into `texts`.
    var members: [Int]
    /// The values of the short list this template was folded from, sorted, when it was.
    var list: [[UInt8]]? = nil

    /// Whether the template has slots and no word of its own (`{name}: {message}`).
    var isWordless: Bool {
      template.slotCount > 0 && MiningState.lexicalCount(template.constants) == 0
    }
  }

  /// One candidate for the texts of `family` under `constants`, with the first one's example
  /// and their lines together, when that template matches every one of those texts.
  func folded(_ family: [Candidate], into constants: [[UInt8]]) -> Candidate? {
    guard let first = family.first else { return nil }
    var template = AlertTemplate(constants: constants, count: 0, example: first.template.example)
    var members: [Int] = []
    for candidate in family {
      template.count += candidate.template.count
      members.append(contentsOf: candidate.members)
    }
    for member in members {
      guard texts[member].withUnsafeBufferPointer({ template.matches($0) }) else { return nil }
    }
    return Candidate(template: template, members: members)
  }

  /// The candidates with those at `used` replaced by `merged`, in template order; the same
  /// candidates when nothing merged.
  static func replacing(
    _ candidates: [Candidate], used: Set<Int>, with merged: [Candidate]
  ) -> [Candidate] {
    guard !merged.isEmpty else { return candidates }
    var result = merged
    for index in candidates.indices where !used.contains(index) { result.append(candidates[index]) }
    return result.sorted { order($0.template, $1.template) }
  }

  // MARK: - Folding

  /// Folds templates into a more general template that matches them too.
  ///
  /// A template folds into a general one in two cases:
  /// - the general one covers at least `absorbRatio` times its lines and has no fewer slots: the
  ///   smaller one is the larger with some values written out (`Hall Lamp` for `{device}`); a
  ///   template with more slots is a template of its own (`{name} and {count} others joined`
  ///   beside `{name} joined`);
  /// - whatever the line counts, the general one matches every text of it, and its extra text is
  ///   one value of a slot of the general one that holds many other values
  ///   (``isFrozenValue(_:of:values:)``): `Red Team vs %@` beside `%@ vs %@`.
  ///
  /// With `generals`, only the first that many candidates may take others in.
  func absorb(_ candidates: [Candidate], generals: Int = .max) -> [Candidate] {
    var kept: [Candidate] = []
    var values: [[Set<ArraySlice<UInt8>>]?] = []
    var wordy: [Bool] = []
    var weak: [Bool] = []
    // For a template of words no more common together than by chance, its own lines.
    var chance: [Int?] = []
    let lines = counts.reduce(0, +)
    var ranges: [Range<Int>] = []
    // Largest first: a template can only be absorbed by one already kept.
    for (position, candidate) in candidates.enumerated() {
      let template = candidate.template
      let example = Array(template.example.utf8)
      var absorbed = false
      for index in kept.indices where wordy[index] {
        let general = kept[index].template
        guard general.constantByteCount < template.constantByteCount,
          general.match(example, slots: &ranges)
        else { continue }
        // A template of words that meet by chance weighs only its own lines.
        var folds =
          ((chance[index] ?? general.count) >= options.absorbRatio * template.count
            || (chance[index] == nil
              && Self.isQuoted(template, in: general, ranges: ranges, example: example)))
          && general.slotCount >= template.slotCount
        if !folds {
          if values[index] == nil { values[index] = slotValues(kept[index]) }
          folds = isFrozenValue(
            candidate, of: general, values: values[index] ?? [], wholeSlots: chance[index] == nil)
        }
        // Wording beside a slot of its own makes a template of its own (`%@ really likes %@`
        // beside `%@ likes %@`); read only for a template that would fold.
        // A mark that ends a template's text after its last slot, where the general one's
        // slot ends the text, makes another message (`Unfollow %@?` beside `Unfollow %@`).
        if folds, template.count >= Self.rareLines(options),
          general.constants.last?.isEmpty == true,
          let last = template.constants.last, MiningPunctuation.sentenceMarks.contains(last)
        {
          folds = false
        }
        // A slot that takes in a whole message, with a slot of its own and more words than
        // the general template keeps (`%@ and %@` over `We made %@ faster and easier to use`),
        // holds wording, not a value.
        if folds, takesInMessage(candidate, in: general, ranges: ranges, example: example) {
          folds = false
        }
        // Words of its own in two of the general template's slots make a template of its
        // own that a looser one happens to match (`Sold out: %@ in blue %@` beside `%@ in
        // %@: %@`; `%@さんがあなたをミュートしました` beside `%@さん%@を%@ました`, a shell of
        // particles), not a value written out; read last, as it reads the general one's texts.
        if folds,
          !Self.holdsWordingBesideSlot(
            template, ranges: ranges, example: example,
            wordsBefore: template.count >= Self.rareLines(options)),
          !isForeign(
            template, in: kept[index], ranges: ranges, example: example, whole: !weak[index])
        {
          kept[index].template.count += template.count
          absorbed = true
          break
        }
      }
      if !absorbed {
        kept.append(candidate)
        values.append(nil)
        // A template with no words of its own (`{name}: {message}`) absorbs none: any text
        // with its separator would match it.
        let words = Self.lexicalCount(template.constants)
        wordy.append(words > 0 && position < generals)
        // One whose words come together no more often than by chance (`%@ to %@`) takes in
        // what its own lines outweigh, and values written out beside one of the other's slots,
        // not text that fills a slot whole: its slots hold other messages' wording.
        chance.append(holdsWordsByChance(candidate, lines: lines) ? template.count : nil)
        weak.append(words == 1)
      }
    }
    return kept.sorted { Self.order($0.template, $1.template) }
  }

  /// Whether a general slot would take in a message.
  ///
  /// One of the general template's slots (`ranges`, in `example`) holds one of the candidate's
  /// slots with the candidate's text on both sides, and the candidate has more than
  /// ``MiningThresholds/messageWordsRatio`` times the general template's words, in a script
  /// written with spaces (ideographs and kana weigh a name as much as wording). A slot with a
  /// number in every text is no evidence: the words around it are its units (`%@年%@月%@日`, a
  /// date).
  func takesInMessage(
    _ candidate: Candidate, in general: AlertTemplate, ranges: [Range<Int>], example: [UInt8]
  ) -> Bool {
    let specific = candidate.template
    guard
      Self.lexicalCount(specific.constants, counting: .spacedWords)
        > MiningThresholds.messageWordsRatio
        * Self.lexicalCount(general.constants, counting: .spacedWords)
    else { return false }
    var own: [Range<Int>] = []
    guard specific.match(example, slots: &own) else { return false }
    let wrapped = own.indices.filter { index in
      ranges.contains {
        $0.lowerBound < own[index].lowerBound && own[index].upperBound < $0.upperBound
      }
    }
    guard !wrapped.isEmpty else { return false }
    var numeric = wrapped
    for member in candidate.members where !numeric.isEmpty {
      guard specific.match(texts[member], slots: &own) else { continue }
      numeric.removeAll { !Self.holdsDigit(texts[member][own[$0]]) }
    }
    return numeric.count < wrapped.count
  }

  /// Whether a slot of the general template holds, in the specific one's example, one of the
  /// specific one's slots with lowercase words of its own text beside it that reach the
  /// general slot's end or the specific one's other text (`Ana really` of `%@ really likes %@`
  /// in `%@ likes %@`; `rooms from Ana` of `Remove rooms from %@?` in `Remove %@?`).
  ///
  /// Such words are wording, not part of a name, which is capitalized in a script with case
  /// (``holdsSlotBesideLowercaseWord(_:)``). Words between a slot and another word may be a
  /// name's particles (`Ana de la Rosa`) or a title in sentence case, and a word after a number
  /// is its unit (`%@ mi`): those are values. `ranges` are the general template's slots in
  /// `example`.
  ///
  /// Words before the slot count only with `wordsBefore`, for a template of many lines: a
  /// frequent message's first words before a value written without spaces (`meeting moved to
  /// 3pm`) look the same in a few lines.
  static func holdsWordingBesideSlot(
    _ specific: AlertTemplate, ranges: [Range<Int>], example: [UInt8], wordsBefore: Bool = true
  ) -> Bool {
    var own: [Range<Int>] = []
    guard specific.match(example, slots: &own) else { return false }
    var tokens: [AlertTokenizer.Token] = []
    for range in ranges where !range.isEmpty {
      AlertTokenizer.tokenize(example[range], replacing: &tokens)
      let visible = tokens.filter { $0.kind != .space }.map {
        (range.lowerBound + $0.start)..<(range.lowerBound + $0.end)
      }
      let kinds = tokens.filter { $0.kind != .space }.map(\.kind)
      // A visible token's place: nil past the slot's ends (the general template's text), the
      // specific one's slot holding it, or none for the specific one's own text.
      func slot(at index: Int) -> Range<Int>?? {
        guard visible.indices.contains(index) else { return nil }
        return .some(own.first { $0.overlaps(visible[index]) })
      }
      func isValue(_ place: Range<Int>??, unitAfter: Bool) -> Bool {
        guard case .some(.some(let slot)) = place else { return false }
        return !unitAfter || !holdsDigit(example[slot])
      }
      // Text beside the words: the general slot's end, or a mark of the specific template's
      // own text. A word beside them may be more of a value (`Ana de la Rosa`, `Annemin doğum
      // günü 34`: a name's particles, a title in sentence case).
      func isText(_ place: Range<Int>??, at index: Int) -> Bool {
        guard case .some(let slot) = place else { return true }
        return slot == nil && !kinds[index].isLexical
      }
      var index = 0
      while index < visible.count {
        guard kinds[index] == .word, startsLowercase(example[visible[index]]),
          case .some(.none) = slot(at: index)
        else {
          index += 1
          continue
        }
        var last = index
        while last + 1 < visible.count, kinds[last + 1] == .word,
          startsLowercase(example[visible[last + 1]]), case .some(.none) = slot(at: last + 1)
        {
          last += 1
        }
        let before = slot(at: index - 1)
        let after = slot(at: last + 1)
        if (isValue(before, unitAfter: true) && isText(after, at: last + 1))
          || (wordsBefore && isText(before, at: index - 1) && isValue(after, unitAfter: false))
        {
          return true
        }
        index = last + 1
      }
      if holdsClauseAfterSlot(own: own, range: range, tokens: tokens, example: example) {
        return true
      }
    }
    return false
  }

  /// Whether the specific template's text in a general slot goes on after one of its own slots
  /// with a clause of the app's.
  ///
  /// In the slot's `range` (its `tokens`), punctuation and lowercase words follow the slot
  /// (`Ana, but no distributors have been configured` in `Current push provider: %@`): a
  /// clause, not part of a value. A name's particles (`de la Rosa`) follow no punctuation; a
  /// number's unit is a word after a number.
  static func holdsClauseAfterSlot(
    own: [Range<Int>], range: Range<Int>, tokens: [AlertTokenizer.Token], example: [UInt8]
  ) -> Bool {
    var index = 0
    while index < tokens.count {
      let start = range.lowerBound + tokens[index].start
      guard let slot = own.first(where: { $0.contains(start) }), slot.upperBound < range.upperBound,
        !holdsDigit(example[slot])
      else {
        index += 1
        continue
      }
      // Past the slot: punctuation, then lowercase words of the specific template's own text.
      index += 1
      while index < tokens.count, range.lowerBound + tokens[index].start < slot.upperBound {
        index += 1
      }
      var punctuated = false
      var words = 0
      while index < tokens.count {
        let token = tokens[index]
        let bytes = example[(range.lowerBound + token.start)..<(range.lowerBound + token.end)]
        if own.contains(where: { $0.contains(range.lowerBound + token.start) }) { break }
        if token.kind == .symbol, words == 0 {
          punctuated = true
        } else if token.kind == .word, punctuated, startsLowercase(bytes) {
          words += 1
        } else if token.kind != .space {
          break
        }
        index += 1
      }
      if words >= MiningThresholds.minClauseWords { return true }
    }
    return false
  }

  /// Whether every slot of `general` that holds constant text of `specific` stands between an
  /// opening and a closing quotation mark: a quoted comment or message is a value, however
  /// often it recurs (`%@ wrote: “%@”` beside `%@ wrote: “on the bus”`).
  ///
  /// `ranges` are the general template's slots in the specific one's example.
  static func isQuoted(
    _ specific: AlertTemplate, in general: AlertTemplate, ranges: [Range<Int>], example: [UInt8]
  ) -> Bool {
    var own: [Range<Int>] = []
    guard specific.match(example, slots: &own) else { return false }
    var quoted = false
    for (slot, range) in ranges.enumerated() {
      // Constant text of the specific template in this slot: bytes no slot of its covers.
      var covered = 0
      for inner in own {
        covered += max(
          0, min(inner.upperBound, range.upperBound) - max(inner.lowerBound, range.lowerBound))
      }
      guard covered < range.count else { continue }
      let before = general.constants[slot]
      let after = general.constants[slot + 1]
      let opening = MiningPunctuation.quotationMarks.keys.first {
        before.reversed().starts(with: $0.reversed())
      }
      guard let opening, let closes = MiningPunctuation.quotationMarks[opening],
        closes.contains(where: { after.starts(with: $0) })
      else { return false }
      quoted = true
    }
    return quoted
  }

  /// Whether `specific` is a template of its own that the loose template `general` happens to
  /// match: words of its own stand in two or more of the general one's slots, and no text of
  /// the general one shows those words in one of these slots without the others.
  ///
  /// `Sold out: %@ in blue %@` matches `%@ in %@: %@`, as if `Sold` wrote in a group `out`; no
  /// chat has `Sold` as its sender in another group. A frequent alert of the general one
  /// written out (`%@ in Runners: on the bus at 8`) folds as before: other texts show the group
  /// with other messages, and so does a constant text.
  ///
  /// With `whole`, only words that fill each of those slots whole count
  /// (`%@さんがあなたをミュートしました` in `%@さん%@を%@ました`, whose slots then hold `があなた`
  /// and `ミュートし`): pieces of a value beside the specific one's own slots (`#%@W%@`, `%@ PM`)
  /// are values written out.
  func isForeign(
    _ specific: AlertTemplate, in general: Candidate, ranges: [Range<Int>], example: [UInt8],
    whole: Bool
  ) -> Bool {
    // A constant text is a frequent alert of the general one (`Ana wrote: "ok"`).
    var own: [Range<Int>] = []
    guard specific.slotCount > 0,
      specific.match(example, slots: &own)
    else { return false }
    // Per slot of the general template holding words of the specific one: that slot, and the
    // specific one's text there, in pieces between its own slots.
    var worded: [(slot: Int, pieces: [[UInt8]])] = []
    for (slot, range) in ranges.enumerated() {
      var pieces: [[UInt8]] = []
      var position = range.lowerBound
      for inner in own where inner.upperBound > position && inner.lowerBound < range.upperBound {
        pieces.append(Array(example[position..<max(position, inner.lowerBound)]))
        position = min(range.upperBound, max(position, inner.upperBound))
      }
      pieces.append(Array(example[position..<range.upperBound]))
      if whole, pieces.count > 1 { continue }
      if Self.lexicalCount(pieces) > 0 { worded.append((slot, pieces)) }
    }
    guard worded.count > 1 else { return false }
    var values: [Range<Int>] = []
    for member in general.members {
      let text = texts[member]
      guard general.template.match(text, slots: &values),
        values.count == ranges.count
      else { continue }
      var some = false
      var all = true
      for (slot, pieces) in worded {
        if Self.fits(text[values[slot]], pieces) { some = true } else { all = false }
      }
      if some && !all { return false }
    }
    return true
  }

  /// Whether `value` is the pieces with anything between each two: it starts with the first
  /// piece, ends with the last, and holds the others in order between them.
  static func fits(_ value: ArraySlice<UInt8>, _ pieces: [[UInt8]]) -> Bool {
    guard let first = pieces.first, let last = pieces.last else { return value.isEmpty }
    guard pieces.count > 1 else { return value.elementsEqual(first) }
    guard value.count >= first.count + last.count, value.starts(with: first),
      value.reversed().starts(with: last.reversed())
    else { return false }
    var position = value.startIndex + first.count
    let end = value.endIndex - last.count
    for piece in pieces.dropFirst().dropLast() where !piece.isEmpty {
      guard let found = value[position..<end].firstRange(of: piece) else { return false }
      position = found.upperBound
    }
    return true
  }

  /// The distinct values each slot of a template holds over its texts, at most `cap` a slot
  /// (`nil`: `openClassSize + 1`).
  func slotValues(_ candidate: Candidate, cap: Int? = nil) -> [Set<ArraySlice<UInt8>>] {
    let template = candidate.template
    let cap = cap ?? options.openClassSize + 1
    var values = Array(repeating: Set<ArraySlice<UInt8>>(), count: template.slotCount)
    var ranges: [Range<Int>] = []
    var full = 0
    for member in candidate.members where full < values.count {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      for (slot, range) in ranges.enumerated() where values[slot].count < cap {
        values[slot].insert(text[range])
        if values[slot].count == cap { full += 1 }
      }
    }
    return values
  }

  /// Whether a template is a general one with one of its values written out as text.
  ///
  /// The general template must match every text of the specific one, and each slot of the
  /// general one that holds some of the specific one's constant text must hold at least three
  /// other values in the general one's own texts (``MiningThresholds/minAlignedTexts``, the
  /// evidence a template aligned from rare texts needs): a game that recurs in a dozen
  /// invitations beside a template with three other games is one of its values.
  /// Near-duplicates that differ in one word (`shared a file` / `shared a folder`) stay apart:
  /// no general template has a varied slot where that word stands. A constant with spaces that
  /// sits inside such a slot between the specific one's own slots (`{name} and {count}
  /// others`) makes a template of its own; a value glued together (`#{id}W{id}`), a unit after
  /// a value (`{time} PM`) or a word between numbers (`{day} May, {time}`, a date's month)
  /// does not. Without `wholeSlots`, text that fills a general slot whole, with no slot of the
  /// specific one beside it, is no value.
  func isFrozenValue(
    _ candidate: Candidate, of general: AlertTemplate, values: [Set<ArraySlice<UInt8>>],
    wholeSlots: Bool = true
  ) -> Bool {
    let specific = candidate.template
    var generalRanges: [Range<Int>] = []
    var specificRanges: [Range<Int>] = []
    for member in candidate.members {
      let text = texts[member]
      let matched = text.withUnsafeBufferPointer {
        general.match($0, slots: &generalRanges) && specific.match($0, slots: &specificRanges)
      }
      guard matched, generalRanges.count == values.count else { return false }
      for (slot, range) in generalRanges.enumerated() {
        // The specific template's slots inside this one, and its constant bytes there.
        var covered = 0
        var inner = 0
        var spaced: [ArraySlice<UInt8>] = []
        var counted = true
        var position = range.lowerBound
        for own in specificRanges where own.lowerBound < range.upperBound {
          guard own.upperBound > range.lowerBound else { continue }
          let lower = max(own.lowerBound, range.lowerBound)
          let upper = min(own.upperBound, range.upperBound)
          // Text with a space between two of the specific template's own slots.
          if inner > 0, lower > position, text[position..<lower].contains(0x20) {
            spaced.append(text[position..<lower])
          }
          if !Self.holdsDigit(text[lower..<upper]) { counted = false }
          covered += upper - lower
          inner += 1
          position = max(position, upper)
        }
        guard covered < range.count else { continue }
        guard wholeSlots || inner > 0 else { return false }
        // This slot holds constant text of the specific template. Text with a space between
        // its own slots makes a template of its own, unless those slots hold numbers (a
        // date's or an amount's word: `%@ May, %@` in `%@`) or the general slot's other
        // values hold that text too, as their shape (`%@ at %@` in `New card: %@`, whose
        // values read `“Roadmap”, ends at 5 pm`).
        let value = text[range]
        if !spaced.isEmpty && !counted && specific.slotCount > general.slotCount,
          !spaced.allSatisfy({ piece in
            values[slot].count { $0 != value && $0.firstRange(of: piece) != nil }
              >= MiningThresholds.minAlignedTexts
          })
        {
          return false
        }
        let others = values[slot].count - (values[slot].contains(value) ? 1 : 0)
        guard others >= MiningThresholds.minAlignedTexts else { return false }
      }
    }
    return true
  }
}
