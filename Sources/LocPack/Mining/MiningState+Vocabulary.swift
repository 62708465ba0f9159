/// The app's own words in a slot (``VocabularyPass``).
extension MiningState {
  /// The candidates with every slot that holds a closed set of words written out, one
  /// template per word, in template order.
  func splitVocabulary(_ candidates: [Candidate]) -> [Candidate] {
    let contexts = valueContexts(candidates)
    let wording = wordingWords(candidates)
    return Self.splitting(candidates) {
      vocabularySplit($0, contexts: contexts, wording: wording)
    }
  }

  /// The candidates with each one `split` splits replaced by what it gives, split again,
  /// in template order; the same candidates when none splits.
  ///
  /// Each split takes a slot's values out of a template, so this ends.
  static func splitting(
    _ candidates: [Candidate], by split: (Candidate) -> [Candidate]?
  ) -> [Candidate] {
    var result: [Candidate] = []
    var pending = candidates
    var changed = false
    while let candidate = pending.popLast() {
      guard let parts = split(candidate) else {
        result.append(candidate)
        continue
      }
      changed = true
      pending.append(contentsOf: parts)
    }
    return changed ? result.sorted { order($0.template, $1.template) } : candidates
  }

  /// Each member's slot ranges in the candidate's template; nil when one does not match.
  func slotRanges(of candidate: Candidate) -> [[Range<Int>]]? {
    var matched: [[Range<Int>]] = []
    var ranges: [Range<Int>] = []
    for member in candidate.members {
      guard candidate.template.match(texts[member], slots: &ranges) else { return nil }
      matched.append(ranges)
    }
    return matched
  }

  /// For each value of one word, how many templates' slots hold it, counted up to
  /// ``MiningThresholds/minValueContexts``.
  func valueContexts(_ candidates: [Candidate]) -> [[UInt8]: Int] {
    var seen: [[UInt8]: Set<Int>] = [:]
    var ranges: [Range<Int>] = []
    for (index, candidate) in candidates.enumerated() where candidate.template.slotCount > 0 {
      for member in candidate.members {
        let text = texts[member]
        guard candidate.template.match(text, slots: &ranges) else { continue }
        for range in ranges where range.count <= MiningThresholds.maxValueBytes {
          let value = Array(text[range])
          if seen[value, default: []].count < MiningThresholds.minValueContexts {
            seen[value, default: []].insert(index)
          }
        }
      }
    }
    return seen.mapValues(\.count)
  }

  /// The templates a candidate splits into at its first slot that holds a closed set of
  /// words, one per word; nil when no slot does.
  func vocabularySplit(
    _ candidate: Candidate, contexts: [[UInt8]: Int], wording: Set<[UInt8]>
  ) -> [Candidate]? {
    let template = candidate.template
    guard template.slotCount > 0, template.slotCount < 64,
      let matched = slotRanges(of: candidate)
    else { return nil }
    slots: for slot in 0..<template.slotCount {
      var byWord: [[UInt8]: [Int]] = [:]
      for (position, member) in candidate.members.enumerated() {
        let value = Array(texts[member][matched[position][slot]])
        if byWord[value] == nil {
          guard byWord.count < MiningThresholds.maxVocabularyWords, isOneWord(value),
            contexts[value, default: 0] < MiningThresholds.minValueContexts
          else { continue slots }
        }
        byWord[value, default: []].append(member)
      }
      // The app's own words: it writes at least half of them itself, elsewhere.
      guard byWord.count > 1, byWord.values.allSatisfy({ $0.count >= options.minCount }),
        byWord.keys.count(where: wording.contains) * 2 >= byWord.count
      else { continue }
      return byWord.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
        writing($0.key, into: slot, of: template, members: $0.value)
      }
    }
    return nil
  }

  /// The candidates with each one-word value of a slot that the app writes as wording in
  /// ``MiningThresholds/minValueContexts`` templates or more, and in more lines than the
  /// corpus carries it as a value, one template per such value, in template order.
  ///
  /// `You` in `%@ removed %@` beside `You set a timer` and `You reacted with %@`: as an
  /// argument it reaches a German phone in English. The slot keeps its other values.
  func peelWordingValues(_ candidates: [Candidate]) -> [Candidate] {
    var wordingLines: [[UInt8]: Int] = [:]
    var argumentLines: [[UInt8]: Int] = [:]
    var wordingTemplates: [[UInt8]: Int] = [:]
    var ranges: [Range<Int>] = []
    for candidate in candidates {
      for word in Self.words(of: candidate.template) {
        wordingLines[word, default: 0] += candidate.template.count
        wordingTemplates[word, default: 0] += 1
      }
      guard candidate.template.slotCount > 0 else { continue }
      for member in candidate.members {
        guard candidate.template.match(texts[member], slots: &ranges) else { continue }
        for range in ranges where range.count <= MiningThresholds.maxValueBytes {
          let value = Array(texts[member][range])
          if isWholeWord(value) { argumentLines[value, default: 0] += counts[member] }
        }
      }
    }
    func isWording(_ value: [UInt8]) -> Bool {
      (wordingTemplates[value] ?? 0) >= MiningThresholds.minValueContexts
        && (wordingLines[value] ?? 0) > (argumentLines[value] ?? 0)
    }
    return Self.splitting(candidates) { peel($0, isWording: isWording) }
  }

  /// The templates of the values of a candidate's first slot that `isWording` holds, each
  /// with its lines if it has enough for a template, and the candidate with the other
  /// values; nil when no slot holds such a value.
  func peel(_ candidate: Candidate, isWording: ([UInt8]) -> Bool) -> [Candidate]? {
    let template = candidate.template
    guard template.slotCount > 0, template.slotCount < 64,
      let matched = slotRanges(of: candidate)
    else { return nil }
    for slot in 0..<template.slotCount {
      var byWord: [[UInt8]: [Int]] = [:]
      var rest: [Int] = []
      for (position, member) in candidate.members.enumerated() {
        let value = Array(texts[member][matched[position][slot]])
        if isWholeWord(value), isWording(value) {
          byWord[value, default: []].append(member)
        } else {
          rest.append(member)
        }
      }
      for (word, members) in byWord where members.count < options.minCount {
        rest += members
        byWord[word] = nil
      }
      guard !byWord.isEmpty, !rest.isEmpty else { continue }
      var peeled = byWord.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
        writing($0.key, into: slot, of: template, members: $0.value)
      }
      rest.sort()
      var kept = template
      kept.count = rest.reduce(0) { $0 + counts[$1] }
      kept.example = String(decoding: texts[rest[0]], as: UTF8.self)
      peeled.append(Candidate(template: kept, members: rest, list: candidate.list))
      return peeled
    }
    return nil
  }

  /// The template of `members` with `word` written in `template`'s `slot`.
  func writing(
    _ word: [UInt8], into slot: Int, of template: AlertTemplate, members: [Int]
  ) -> Candidate {
    var constants = Array(template.constants[..<slot])
    constants.append(template.constants[slot] + word + template.constants[slot + 1])
    constants.append(contentsOf: template.constants[(slot + 2)...])
    var written = AlertTemplate(
      constants: constants, count: members.reduce(0) { $0 + counts[$1] },
      example: String(decoding: texts[members[0]], as: UTF8.self))
    written.numericSlots = Self.removingSlot(slot, from: template.numericSlots)
    return Candidate(template: written, members: members)
  }

  /// The words the candidates' constant text holds.
  func wordingWords(_ candidates: [Candidate]) -> Set<[UInt8]> {
    candidates.reduce(into: Set<[UInt8]>()) { $0.formUnion(Self.words(of: $1.template)) }
  }

  /// The words a template's constant text holds.
  static func words(of template: AlertTemplate) -> Set<[UInt8]> {
    var words = Set<[UInt8]>()
    var tokens: [AlertTokenizer.Token] = []
    for piece in template.constants {
      AlertTokenizer.tokenize(piece, replacing: &tokens)
      for token in tokens where token.kind.isLexical {
        words.insert(Array(piece[token.start..<token.end]))
      }
    }
    return words
  }

  /// The numeric-slot bits with `slot`'s removed and the later ones moved down.
  static func removingSlot(_ slot: Int, from bits: UInt64) -> UInt64 {
    let below = bits & ((1 << UInt64(slot)) &- 1)
    return below | ((bits >> UInt64(slot + 1)) << UInt64(slot))
  }

  /// Whether a value is one word of a script written with spaces, of two letters or more: a
  /// letter (`Gate A`) or a character of a script without spaces names nothing of its own.
  func isWholeWord(_ value: [UInt8]) -> Bool {
    guard !Self.holdsDigit(value) else { return false }
    let tokens = AlertTokenizer.tokens(of: value)
    return tokens.count == 1 && tokens[0].kind == .word
      && String(decoding: value, as: UTF8.self).unicodeScalars.count >= 2
  }

  /// Whether a value is one word: a single lexical token without a digit.
  func isOneWord(_ value: [UInt8]) -> Bool {
    guard !Self.holdsDigit(value) else { return false }
    let tokens = AlertTokenizer.tokens(of: value)
    return tokens.count == 1 && tokens[0].kind.isLexical
  }
}
