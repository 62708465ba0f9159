/// Rare texts that share a template's words around several values.
///
/// In a sample that mixes many templates (several languages, hundreds of templates) a template
/// may have only a dozen lines. Its values (names, cities, emoji, quoted comments) recur in
/// other templates of the same language, so their words are anchors too, and each text is
/// literal: two texts of the template differ in two or three places at once, and no family of
/// one hole gathers them (`Ana Lima sent 🙏 to your file`, `Ben sent 👍 to your file`). Such texts are aligned instead: each rare text proposes, with the rare text that
/// shares most of its words, the template of their common tokens (a longest common
/// subsequence) with a slot for every run between. A proposal becomes a template only when the
/// rare texts it matches are evidence for it: several texts, every slot open (at least three
/// values, none covering half the lines), and more template words than a typical value has.
/// Near-duplicates of two values (`file`/`folder`) and one-off texts stay apart.
extension MiningState {

  /// The lines below which a group is rare: too few to show that its own text is not some
  /// value written out (`{name} wrote: "nice"` beside nine other comments).
  static func rareLines(_ options: TemplateMiner.Options) -> Int {
    max(options.minCount, 2 * options.openClassSize)
  }

  /// Merges the groups too rare to be templates into templates of several slots, where their
  /// texts align.
  mutating func alignRareGroups() {
    let rare = groups.indices.filter {
      groups[$0].count < Self.rareLines(options)
        && groups[$0].skeleton.count <= MiningThresholds.maxAlignElements
    }
    guard rare.count >= MiningThresholds.minAlignedTexts else { return }
    let sequences = rare.map { Self.canonical(groups[$0].skeleton) }
    let numbers = rare.map { groups[$0].skeleton.map { $0 == Self.numeric } }
    // The rare groups in which each word occurs, by token id (empty: none).
    var postings = Array(repeating: [Int32](), count: tokenBytes.count)
    for (position, sequence) in sequences.enumerated() {
      for element in sequence where isLexical(element) {
        let id = Int(element)
        if postings[id].last != Int32(position) { postings[id].append(Int32(position)) }
      }
    }
    let proposals = alignProposals(sequences, numbers: numbers, postings: postings)
    guard !proposals.isEmpty else { return }
    let (explained, names) = explainedGroups(rare)
    var claimed = Array(repeating: false, count: rare.count)
    // The patterns that cover the most lines first: a pattern proposed by two texts that share
    // a value (`… "nice"`) is more specific than the template, and covers fewer lines.
    var covering: [(pattern: [Element], found: (group: Group, positions: [Int]), rank: Int)] = []
    for (rank, pattern) in proposals.enumerated() {
      guard
        let found = alignedGroup(
          pattern, rare: rare, postings: postings, claimed: claimed, explained: explained,
          names: names)
      else { continue }
      covering.append((pattern, found, rank))
    }
    covering.sort {
      $0.found.group.count != $1.found.group.count
        ? $0.found.group.count > $1.found.group.count : $0.rank < $1.rank
    }
    var merged: [Group] = []
    for (pattern, first, _) in covering {
      // Unless a group it matched was claimed since, the pattern finds the same groups again.
      let again =
        first.positions.contains { claimed[$0] }
        ? alignedGroup(
          pattern, rare: rare, postings: postings, claimed: claimed, explained: explained,
          names: names)
        : first
      guard let found = again else { continue }
      for position in found.positions { claimed[position] = true }
      merged.append(found.group)
    }
    guard !merged.isEmpty else { return }
    var taken = Set<Int>()
    for (position, isClaimed) in claimed.enumerated() where isClaimed {
      taken.insert(rare[position])
    }
    var next: [Group] = []
    next.reserveCapacity(groups.count - taken.count + merged.count)
    for index in groups.indices where !taken.contains(index) { next.append(groups[index]) }
    groups = next + merged
  }

  // MARK: - Proposals

  /// The patterns proposed by pairs of rare groups, most often proposed first; `numbers` marks
  /// the slots of each sequence that only ever held numbers.
  func alignProposals(
    _ sequences: [[Element]], numbers: [[Bool]], postings: [[Int32]]
  ) -> [[Element]] {
    var shared = Array(repeating: Int32(0), count: sequences.count)
    var touched: [Int32] = []
    var proposed: [[Element]: Int] = [:]
    // Per token id: the last sequence that counted it, so each sequence counts a word once.
    var seenBy = Array(repeating: -1, count: postings.count)
    for (position, sequence) in sequences.enumerated() {
      touched.removeAll(keepingCapacity: true)
      for element in sequence where isLexical(element) && seenBy[Int(element)] != position {
        seenBy[Int(element)] = position
        let list = postings[Int(element)]
        guard !list.isEmpty, list.count <= MiningThresholds.maxAlignPostings else { continue }
        for other in list where Int(other) != position {
          if shared[Int(other)] == 0 { touched.append(other) }
          shared[Int(other)] += 1
        }
      }
      // The two partners sharing the most words (ties: the first).
      var best: [(shared: Int32, other: Int32)] = []
      for other in touched {
        let candidate = (shared: shared[Int(other)], other: other)
        let index = best.firstIndex {
          candidate.shared != $0.shared
            ? candidate.shared > $0.shared : candidate.other < $0.other
        }
        if let index {
          best.insert(candidate, at: index)
          if best.count > 2 { best.removeLast() }
        } else if best.count < 2 {
          best.append(candidate)
        }
      }
      for other in touched { shared[Int(other)] = 0 }
      for partner in best where partner.shared >= 2 {
        let other = Int(partner.other)
        guard
          let pattern = alignPattern(
            sequence, sequences[other], numbers: (numbers[position], numbers[other]))
        else { continue }
        proposed[pattern, default: 0] += 1
        if let smoothed = smoothed(pattern) { proposed[smoothed, default: 0] += 1 }
      }
    }
    // Each pattern's number of words counted once, not at every comparison.
    let ranked = proposed.map {
      (key: $0.key, value: $0.value, words: lexicalCount($0.key))
    }
    return ranked.sorted {
      if $0.value != $1.value { return $0.value > $1.value }
      if $0.words != $1.words { return $0.words > $1.words }
      return $0.key.lexicographicallyPrecedes($1.key)
    }.map(\.key)
  }

  /// The template of two skeletons.
  ///
  /// Their longest common subsequence of words and symbols, a slot for every run between, the
  /// spaces next to the common tokens kept where both texts have them. A slot of numbers in
  /// both texts stays a slot of numbers (`numbers` marks them).
  func alignPattern(
    _ a: [Element], _ b: [Element], numbers: ([Bool], [Bool]) = ([], [])
  ) -> [Element]? {
    let left = a.indices.filter { !isSpace(a[$0]) }
    let right = b.indices.filter { !isSpace(b[$0]) }
    let rows = left.count
    let columns = right.count
    guard rows > 0, columns > 0, rows <= MiningThresholds.maxAlignElements,
      columns <= MiningThresholds.maxAlignElements
    else { return nil }
    // Longest common subsequence table, slots equal to slots.
    var table = Array(repeating: Int16(0), count: (rows + 1) * (columns + 1))
    let width = columns + 1
    let ys = right.map { b[$0] }
    for row in stride(from: rows - 1, through: 0, by: -1) {
      let x = a[left[row]]
      for column in stride(from: columns - 1, through: 0, by: -1) {
        let y = ys[column]
        table[row * width + column] =
          x == y
          ? table[(row + 1) * width + column + 1] + 1
          : max(table[(row + 1) * width + column], table[row * width + column + 1])
      }
    }
    // Walk it forwards: a token of `a` is kept when it is matched.
    var matched = Array(repeating: -1, count: a.count)
    var row = 0
    var column = 0
    while row < rows, column < columns {
      if a[left[row]] == b[right[column]] {
        matched[left[row]] = right[column]
        row += 1
        column += 1
      } else if table[(row + 1) * width + column] >= table[row * width + column + 1] {
        row += 1
      } else {
        column += 1
      }
    }
    // A space is kept when it stands between kept tokens, or beside one, exactly as in `b`.
    var pattern: [Element] = []
    for (index, element) in a.enumerated() {
      var keep = matched[index] >= 0 && !Self.isSlot(element)
      if isSpace(element) {
        let before = index > 0 ? matched[index - 1] : -1
        let after = index + 1 < a.count ? matched[index + 1] : -1
        if before >= 0, before + 1 < b.count, b[before + 1] == element {
          keep = true
        } else if after >= 1, b[after - 1] == element {
          keep = true
        }
      }
      if keep {
        pattern.append(element)
      } else if matched[index] >= 0, index < numbers.0.count, numbers.0[index],
        matched[index] < numbers.1.count, numbers.1[matched[index]],
        pattern.last.map(Self.isSlot) != true
      {
        pattern.append(Self.numeric)
      } else if pattern.last == Self.numeric {
        pattern[pattern.count - 1] = Self.slot
      } else if pattern.last != Self.slot {
        pattern.append(Self.slot)
      }
    }
    // Rare texts align on their words: a slot there spans a label and its value alike.
    let collapsed = collapse(pattern, colonEnds: false)
    guard collapsed.contains(Self.slot), lexicalCount(collapsed) >= 2 else { return nil }
    return collapsed
  }

  /// The pattern without its islands of one ideograph or symbol between two slots, if it has
  /// any.
  ///
  /// Two free texts in the same slot may share a character by chance (`「はい」`, `「いいえ」`),
  /// which cuts the slot in two; the pattern without it is proposed too. A colon after a slot
  /// of words stays: it ends a name or a label (`%@: %@ files`, whose message starts with a
  /// number), where a colon between numbers is part of a time (`9:10`).
  func smoothed(_ pattern: [Element]) -> [Element]? {
    var out: [Element] = []
    var changed = false
    var index = 0
    while index < pattern.count {
      let element = pattern[index]
      guard !Self.isSlot(element) else {
        if out.last.map(Self.isSlot) != true { out.append(Self.slot) }
        index += 1
        continue
      }
      var end = index
      while end < pattern.count, !Self.isSlot(pattern[end]) { end += 1 }
      let island = pattern[index..<end].filter { !isSpace($0) }
      let isolated =
        index > 0 && end < pattern.count && island.count == 1
        && tokenKinds[Int(island[0])] != .word
        && !(isColon(island[0]) && pattern[index - 1] != Self.numeric)
      if isolated {
        changed = true
      } else {
        out.append(contentsOf: pattern[index..<end])
      }
      index = end
    }
    guard changed else { return nil }
    let collapsed = collapse(out, colonEnds: false)
    guard collapsed.contains(Self.slot), lexicalCount(collapsed) >= 2 else { return nil }
    return collapsed
  }

  /// Per rare group, whether the template of a frequent group matches its first text; and the
  /// values of the frequent templates' slots that may pass for names.
  ///
  /// A name of several words shared by the rare texts of many templates (`Ana de la Rosa
  /// joined`, `… shared #notes`) aligns into `Ana de la Rosa %@`; but the frequent templates
  /// explain those texts already, with the name as a value. A name that starts several rare
  /// texts (`Ana scored at 44'`, `Ana Lima: on the bus?`) is a value too, not the text of a
  /// template that starts there.
  func explainedGroups(_ rare: [Int]) -> (explained: [Bool], names: Set<ArraySlice<UInt8>>) {
    let lines = Self.rareLines(options)
    var frequent: [AlertTemplate] = []
    var names = Set<ArraySlice<UInt8>>()
    var slots: [Range<Int>] = []
    for group in groups where group.count >= lines {
      guard let template = refine(group), template.slotCount > 0 else { continue }
      frequent.append(template)
      forEachName(in: template, members: group.members) { names.insert($0) }
    }
    guard !frequent.isEmpty else { return (Array(repeating: false, count: rare.count), names) }
    let matcher = TemplateMatcher(templates: frequent, preference: .mostSpecific)
    let explained = rare.map { index in
      let text = texts[groups[index].members[0]]
      return matcher.match(text, slots: &slots) != nil
    }
    return (explained, names)
  }

  // MARK: - Evidence

  /// The rare groups (not yet claimed) whose texts all match a proposed pattern, merged into
  /// one group, when they are evidence enough for it: most of them unexplained by frequent
  /// templates.
  func alignedGroup(
    _ pattern: [Element], rare: [Int], postings: [[Int32]], claimed: [Bool],
    explained: [Bool], names: Set<ArraySlice<UInt8>> = []
  ) -> (group: Group, positions: [Int])? {
    // The pattern's rarest word: every member contains it.
    var rarest: [Int32]?
    for element in pattern where isLexical(element) {
      let list = postings[Int(element)]
      guard !list.isEmpty else { return nil }
      if rarest == nil || list.count < (rarest?.count ?? 0) { rarest = list }
    }
    guard let candidates = rarest, candidates.count <= MiningThresholds.maxAlignPostings else {
      return nil
    }
    let constants = self.constants(of: pattern)
    // A template does not start with a name the frequent templates hold as a value.
    if constants.count > 1 {
      var lead = constants[0][...]
      while let last = lead.last, last == 0x20 { lead = lead.dropLast() }
      if !lead.isEmpty, names.contains(lead) { return nil }
    }
    let template = AlertTemplate(constants: constants)
    var positions: [Int] = []
    var members: [Int] = []
    var lines = 0
    var largest = 0
    var values = Array(repeating: [ArraySlice<UInt8>: Int](), count: template.slotCount)
    var ranges: [Range<Int>] = []
    var found: [Range<Int>] = []
    var wordingLines = 0
    for candidate in candidates where !claimed[Int(candidate)] {
      let group = groups[rare[Int(candidate)]]
      // Each member matched once; its values count only when all members match.
      found.removeAll(keepingCapacity: true)
      var matchedAll = true
      for member in group.members {
        guard template.match(texts[member], slots: &ranges) else {
          matchedAll = false
          break
        }
        found.append(contentsOf: ranges)
      }
      guard matchedAll else { continue }
      for (index, member) in group.members.enumerated() {
        let text = texts[member]
        for slot in 0..<template.slotCount {
          values[slot][text[found[index * template.slotCount + slot]], default: 0] +=
            counts[member]
        }
      }
      if opensWithWording(template, group: group, values: found) { wordingLines += group.count }
      positions.append(Int(candidate))
      members.append(contentsOf: group.members)
      lines += group.count
      largest = max(largest, group.largest)
    }
    // Texts that frequent templates explain are no evidence for a new one; nor are texts of
    // templates whose own wording would fill a slot.
    let unexplained = positions.count(where: { !explained[$0] })
    guard members.count >= MiningThresholds.minAlignedTexts, lines >= options.minCount,
      unexplained * 2 > positions.count, wordingLines * 2 < lines,
      isAlignedEvidence(template, values: values, lines: lines)
    else { return nil }
    let group = Group(
      skeleton: pattern, members: members.sorted(), count: lines, distinct: members.count,
      largest: largest)
    return (group, positions)
  }

  /// Whether a group that is a template already fills a slot of the pattern with its wording.
  ///
  /// The group's slots hold several values, and in every line it fills one of the pattern's
  /// slots, after a word of the pattern, with the same text opening with a lowercase word:
  /// wording, not a value (``opensWithWording(_:)``). `values` holds the slot ranges of the
  /// group's members, member after member.
  func opensWithWording(
    _ pattern: AlertTemplate, group: Group, values: [Range<Int>]
  ) -> Bool {
    guard group.distinct >= options.minCount, pattern.slotCount > 0,
      values.count == group.members.count * pattern.slotCount
    else { return false }
    var tokens: [AlertTokenizer.Token] = []
    for slot in 0..<pattern.slotCount {
      let first = texts[group.members[0]][values[slot]]
      guard
        group.members.indices.allSatisfy({
          texts[group.members[$0]][values[$0 * pattern.slotCount + slot]] == first
        })
      else { continue }
      let before = pattern.constants[slot]
      AlertTokenizer.tokenize(before, replacing: &tokens)
      guard let last = tokens.last(where: { $0.kind != .space }), last.kind.isLexical else {
        continue
      }
      AlertTokenizer.tokenize(Array(first), replacing: &tokens)
      guard let opening = tokens.first(where: { $0.kind != .space }), opening.kind == .word
      else { continue }
      let word = first[(first.startIndex + opening.start)..<(first.startIndex + opening.end)]
      if Self.startsLowercase(word) { return true }
    }
    return false
  }

  /// Whether every slot holds an open class of values, and the template has more words of its
  /// own than a typical value of any slot, and as many bytes.
  ///
  /// A value that fills rare texts of several messages makes them align on it alone, with the
  /// messages' wording in the slots (`%@ประภาพร%@`, `see you at the gate%@`). Bytes weigh text
  /// alike in every script, as a payload does: a word of a script without spaces is several
  /// tokens, so such a value outnumbers the words around it, not their bytes.
  func isAlignedEvidence(
    _ template: AlertTemplate, values: [[ArraySlice<UInt8>: Int]], lines: Int
  ) -> Bool {
    let words = Self.lexicalCount(template.constants)
    for slot in values {
      guard slot.count >= MiningThresholds.minAlignedTexts, (slot.values.max() ?? 0) * 2 <= lines
      else {
        return false
      }
      let lengths = slot.keys.map { Self.lexicalCount([Array($0)]) }.sorted()
      let sizes = slot.keys.map(\.count).sorted()
      guard lengths[lengths.count / 2] <= words,
        sizes[sizes.count / 2] <= template.constantByteCount,
        !Self.isLabeled(slot, lines: lines),
        !Self.isWording(slot), !Self.sharesLead(slot)
      else {
        return false
      }
    }
    return words >= 2
  }

  /// Whether half the lines or more of a slot hold values that start with the same label, up
  /// to four words or ideographs and a colon, with more after it (`comment: «Nice!»` beside
  /// `profile`): those texts are a template of their own that keeps
  /// the label as text, and the pattern is too loose.
  static func isLabeled(_ values: [ArraySlice<UInt8>: Int], lines: Int) -> Bool {
    var labels: [[UInt8]: Int] = [:]
    var tokens: [AlertTokenizer.Token] = []
    for (value, count) in values {
      tokens.removeAll(keepingCapacity: true)
      Array(value).withUnsafeBufferPointer { buffer in
        AlertTokenizer.tokenize(buffer, into: &tokens)
        var words = 0
        for (index, token) in tokens.enumerated() {
          if token.kind.isLexical {
            words += 1
            guard words <= 4 else { return }
          } else if token.kind != .space {
            let mark = Array(
              CheckedBytes(buffer).bytes(in: token.start..<token.end) ?? CheckedBytes.emptyBuffer)
            guard words > 0, MiningPunctuation.labelMarks.contains(mark), index + 1 < tokens.count
            else { return }
            labels[
              Array(CheckedBytes(buffer).bytes(in: 0..<token.end) ?? CheckedBytes.emptyBuffer),
              default: 0] +=
              count
            return
          }
        }
      }
    }
    return (labels.values.max() ?? 0) * 2 >= lines
  }

  /// Whether the values of a slot are the wording of two or three templates, each with a
  /// value of its own: every value starts with one of two or three words of three letters or
  /// more (a katakana run counts), and two of those words each start several values
  /// (`%@ has %@` over `saved file 👍`, `saved file 😂`, `merged change #42`, `merged change
  /// #43` and `liked a note`).
  ///
  /// Names, titles and messages start with many different words, or with ones too short; a
  /// short list of names (`Hall`, `Porch`, `Back Garden` of `%@ Lamp is on`) has one value a
  /// word.
  static func isWording(_ values: [ArraySlice<UInt8>: Int]) -> Bool {
    var firsts: [[UInt8]: Int] = [:]
    var tokens: [AlertTokenizer.Token] = []
    for value in values.keys {
      tokens.removeAll(keepingCapacity: true)
      let first: [UInt8]? = Array(value).withUnsafeBufferPointer { buffer in
        AlertTokenizer.tokenize(buffer, into: &tokens)
        guard let token = tokens.first(where: { $0.kind.isLexical }),
          Self.isLongWord(token, in: buffer)
        else { return nil }
        return Array(
          CheckedBytes(buffer).bytes(in: token.start..<token.end) ?? CheckedBytes.emptyBuffer)
      }
      guard let first else { return false }
      firsts[first, default: 0] += 1
      if firsts.count > MiningThresholds.minAlignedTexts { return false }
    }
    return firsts.count >= 2 && firsts.values.count(where: { $0 >= 2 }) >= 2
  }

  /// Whether every value of a slot starts with the same word, ideograph or mark, white space
  /// aside.
  ///
  /// The texts that match the pattern all have it right before their values, so it is their
  /// template's text, and the pattern came from two texts of different templates: `Essay
  /// (Math 2)%@`, of a due date and a grade, holds `: ends today at 9:00` and `: ends monday at
  /// 11:15`; a pattern may also cut a word of a script without spaces in two. Left out, the
  /// texts' own template claims them, or they stay literal. A number that starts every value
  /// (`4 (Math`, the `Task 4` of an assignment's name) is a value's, as numbers are.
  static func sharesLead(_ values: [ArraySlice<UInt8>: Int]) -> Bool {
    var lead: ArraySlice<UInt8>?
    var tokens: [AlertTokenizer.Token] = []
    for value in values.keys {
      guard let first = leadingToken(of: value, tokens: &tokens), first.kind != .digits,
        lead.map({ $0.elementsEqual(first.bytes) }) ?? true
      else { return false }
      lead = first.bytes
    }
    return lead != nil
  }

}
