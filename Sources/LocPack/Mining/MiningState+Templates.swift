/// The last step of mining: each group becomes a template, folded and unfolded with the others,
/// and the texts left out are told apart from a template without words of its own.
extension MiningState {
  func templates() -> [AlertTemplate] { templatesAndLiterals().templates }

  /// The templates, and the texts of the sample that stay literal although a template without
  /// words of its own matches them (see ``TemplateMiner/mineWithLiterals(_:)``).
  func templatesAndLiterals(
    passes: [any MiningPass] = MiningPasses.all
  ) -> (templates: [AlertTemplate], literals: [[UInt8]]) {
    var stage = candidates()
    for pass in passes { pass.run(&stage, corpus: self) }
    return (stage.templates, stage.literals)
  }

  /// The candidate templates of the groups with enough lines, the singulars of counts apart
  /// (``singular(of:)``), in template order.
  func candidates() -> MiningStage {
    var candidates: [Candidate] = []
    var singulars: [Candidate] = []
    var covered = [Bool](repeating: false, count: texts.count)
    for var group in groups where group.count >= options.minCount {
      if let singular = singular(of: group), let template = refine(singular) {
        singulars.append(Candidate(template: template, members: singular.members))
        let members = Set(singular.members)
        for member in singular.members { covered[member] = true }
        group.members.removeAll { members.contains($0) }
        group.count -= singular.count
        group.distinct -= singular.distinct
      }
      guard group.count >= options.minCount, let template = refine(group) else { continue }
      for member in group.members { covered[member] = true }
      candidates.append(Candidate(template: template, members: group.members))
    }
    candidates.sort { Self.order($0.template, $1.template) }
    return MiningStage(candidates: candidates, covered: covered, singulars: singulars)
  }

  /// The candidates whose text is a few common words between free text (`%@ the %@`, `%@ to
  /// %@ of %@`): texts that share frequent words (headlines, messages), which are no template
  /// however many there are.
  ///
  /// Such a template's words come together no more often than by chance
  /// (``holdsWordsByChance(_:lines:)``; a template's own words come together far more often:
  /// `%@ shared a file`), and its values are free text: long (at least
  /// ``MiningThresholds/freeTextWords`` words a line) and seldom repeated (each slot has more
  /// distinct values than half its lines). A template with
  /// a mark (`%@: %@`, `Update: %@`) or a slot of short or repeated values (`%@ joined`, `%@ says
  /// %@`: the people who send) is kept. Scripts without spaces are left alone: their
  /// characters (Thai letters, `的`) are common in any text. There a template whose text is
  /// single characters, each beside a slot (`%@已%@`, `%@了`), is free text however its
  /// lines fall (``isLoneCharacters(_:)``).
  func freeTextAroundCommonWords(_ candidates: [Candidate]) -> Set<Int> {
    var found = Set<Int>()
    let lines = counts.reduce(0, +)
    for (index, candidate) in candidates.enumerated() where candidate.template.slotCount > 0 {
      if Self.isLoneCharacters(candidate.template)
        || (holdsWordsByChance(candidate, lines: lines)
          && holdsFreeText(candidate.template, members: candidate.members))
      {
        found.insert(index)
      }
    }
    return found
  }

  /// Marks the candidates whose words come together by chance (``AlertTemplate/isShell``) and
  /// returns the texts left out that one of them matches: those stay literal.
  ///
  /// A few texts of different messages that share a common word (`Switch to …`, `Transfer to
  /// …`) make a template of it (`%@ to %@`), which matches any text with the word. The miner
  /// saw the other such texts and built them into no template: they are no more values of
  /// this one than of any other.
  func leftOutOfShells(_ stage: inout MiningStage) -> [[UInt8]] {
    let lines = counts.reduce(0, +)
    var covered = [Bool](repeating: false, count: texts.count)
    for candidate in stage.candidates + stage.singulars {
      for member in candidate.members { covered[member] = true }
    }
    var literals = Set<Int>()
    var ranges: [Range<Int>] = []
    for index in stage.candidates.indices
    where !stage.candidates[index].isWordless
      && stage.candidates[index].template.constants.first?.isEmpty == true
      && stage.candidates[index].template.constants.last?.isEmpty == true
      && holdsWordsByChance(stage.candidates[index], lines: lines)
    {
      let template = stage.candidates[index].template
      let known = slotValues(stage.candidates[index], cap: .max)
      // A text left out joins when it shares a value with the template's texts, as one the
      // miner never saw does.
      let strays = texts.indices.filter { text in
        guard !covered[text], template.match(texts[text], slots: &ranges) else { return false }
        return !ranges.enumerated().contains { known[$0.offset].contains(texts[text][$0.element]) }
      }
      // A template that misses a few of its own texts takes them; one whose word the texts
      // left out hold more often than its own do is a shell.
      guard strays.reduce(0, { $0 + counts[$1] }) > template.count else { continue }
      stage.candidates[index].template.isShell = true
      literals.formUnion(strays)
    }
    return literals.sorted().map { texts[$0] }
  }

  /// Whether a template's text is common words and spaces only, in no more of the corpus's
  /// lines than chance would bring them together: fewer than twice the lines that would hold
  /// them all, were each word found independently in as many lines as it is outside the
  /// template, plus four times the square root of that and two lines.
  ///
  /// `lines` is the number of the corpus's lines.
  func holdsWordsByChance(_ candidate: Candidate, lines: Int) -> Bool {
    let template = candidate.template
    guard !tokenLines.isEmpty, template.slotCount > 0 else { return false }
    var tokens: [AlertTokenizer.Token] = []
    var words: [[UInt8]] = []
    for piece in template.constants {
      AlertTokenizer.tokenize(piece, replacing: &tokens)
      for token in tokens {
        if token.kind == .word {
          words.append(Array(piece[token.start..<token.end]))
        } else if token.kind != .space {
          return false
        }
      }
    }
    guard !words.isEmpty, let first = candidate.members.first, tokenIDs.indices.contains(first)
    else { return false }
    // A member's text holds every word of the template: its tokens give their ids.
    var expected = Double(lines)
    var seen = Set<Int32>()
    for word in words {
      guard let id = tokenIDs[first].first(where: { tokenBytes[Int($0)] == word }) else {
        expected = 0
        break
      }
      if seen.insert(id).inserted {
        expected *= Double(max(0, tokenLines[Int(id)] - template.count)) / Double(lines)
      }
    }
    // Chance brings a few lines more than expected, the more so the more are expected, and
    // among the many words some pair up in a couple of lines more.
    return Double(template.count) < 2 * expected + 4 * expected.squareRoot() + 2
  }

  /// Whether a template's text is single characters of a script without spaces, each beside a
  /// slot (`%@已%@`, `%@の%@`, `%@了`): any text that holds the character there matches it, and
  /// in such scripts a character is as common as a word is elsewhere.
  static func isLoneCharacters(_ template: AlertTemplate) -> Bool {
    guard template.slotCount > 0, template.constantByteCount > 0 else { return false }
    var tokens: [AlertTokenizer.Token] = []
    for piece in template.constants where !piece.isEmpty {
      AlertTokenizer.tokenize(piece, replacing: &tokens)
      guard tokens.count == 1, tokens[0].kind == .ideograph else { return false }
    }
    return true
  }

  /// Whether the values of a template's first members are free text: at least
  /// ``MiningThresholds/freeTextWords`` words a line, and in each slot more distinct values
  /// than half the lines.
  func holdsFreeText(_ template: AlertTemplate, members: [Int]) -> Bool {
    var tokens: [AlertTokenizer.Token] = []
    var ranges: [Range<Int>] = []
    var lines = 0
    var words = 0
    var distinct = Array(repeating: Set<ArraySlice<UInt8>>(), count: template.slotCount)
    for member in members.prefix(64) {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      lines += 1
      for (slot, range) in ranges.enumerated() {
        distinct[slot].insert(text[range])
        tokens.removeAll(keepingCapacity: true)
        text.withUnsafeBufferPointer { buffer in
          let value = CheckedBytes(buffer).bytes(in: range) ?? CheckedBytes.emptyBuffer
          AlertTokenizer.tokenize(value, into: &tokens)
          for token in tokens { words += AlertTokenizer.lexicalWeight(token, in: value) }
        }
      }
    }
    return lines > 0 && words >= MiningThresholds.freeTextWords * lines
      && distinct.allSatisfy { $0.count * 2 > lines }
  }

  /// The texts no template was built from that a template without words of its own matches
  /// with none of the values of its other texts, and the templates of labels among them.
  ///
  /// Such a template (`%@: %@`) matches any text with its separator. A value shared with
  /// another text — one the template was built from, or another text left out — marks a text
  /// of the series: a chat preview the miner left out still goes to the template when its
  /// sender or its message recurs, or its sender shares a name with a known one.
  /// `Note: the lift is out of order` shares nothing and stays as it is. Where a slot holds
  /// names, a value that is no known name but recurs in texts left out is the label of a
  /// template of its own (`Update: %@` beside the chat previews of `%@: %@`), made when its
  /// texts have ``TemplateMiner/Options/minCount`` lines and no template of `wordy` takes them.
  /// A sender is known too when it is one of `people` (``people(in:)``: `Ana Lima` of `Ana Lima
  /// shared a file`): the app's people recur across its alerts, a headline's label does not.
  func strays(
    uncovered covered: [Bool], wordless: [Candidate], wordy: [AlertTemplate] = [],
    people: [ArraySlice<UInt8>: Int] = [:]
  ) -> (literals: [[UInt8]], labels: [Candidate]) {
    guard !wordless.isEmpty else { return ([], []) }
    var ranges: [Range<Int>] = []
    // Each slot's values over the template's texts.
    var known: [[Set<ArraySlice<UInt8>>]] = []
    for candidate in wordless {
      var values = Array(repeating: Set<ArraySlice<UInt8>>(), count: candidate.template.slotCount)
      for member in candidate.members {
        let text = texts[member]
        guard candidate.template.match(text, slots: &ranges) else { continue }
        for (slot, range) in ranges.enumerated() { values[slot].insert(text[range]) }
      }
      known.append(values)
    }
    // The words of each slot of senders (names only, before a colon): a sender left out
    // shares a first name or a surname with known ones (`Ana Lee` beside `Ana Lima`).
    var nameWords = zip(known, wordless).map { slots, candidate in
      slots.indices.map { slot in
        let values = slots[slot]
        return Self.startsWithLabelMark(candidate.template.constants[slot + 1])
          && values.allSatisfy(Self.isName) ? Set(values.flatMap(Self.nameWords)) : []
      }
    }
    var strays: [(text: Int, template: Int, values: [ArraySlice<UInt8>])] = []
    var seen = known.map { $0.map { _ in [ArraySlice<UInt8>: Int]() } }
    var literals: [[UInt8]] = []
    for index in texts.indices where !covered[index] {
      let text = texts[index]
      guard
        let template = wordless.firstIndex(where: { candidate in
          candidate.template.match(text, slots: &ranges)
        })
      else { continue }
      let values = ranges.map { text[$0] }
      // A sender is a name: not a sentence written without spaces, nor a match of six words
      // (`Red Lions vs the Blue Owls: kickoff in 10 minutes`).
      // Such a text stays literal, and its values tie no other text to the series.
      let senders = values.indices.filter { !nameWords[template][$0].isEmpty }
      if senders.contains(where: { !Self.isSenderName(values[$0]) }) {
        literals.append(text)
        continue
      }
      for (slot, value) in values.enumerated() { seen[template][slot][value, default: 0] += 1 }
      strays.append((index, template, values))
    }
    // Per stray, whether a value ties it to the series; strays whose slot of names holds the
    // same unknown value, by template, slot and value.
    var labelled: [[Int]: [Int]] = [:]
    var open = Array(strays.indices)
    // Whether a stray joins the series, and the slot of names whose unknown value recurs.
    func joins(_ stray: (text: Int, template: Int, values: [ArraySlice<UInt8>])) -> (
      Bool, label: Int?
    ) {
      var label: Int?
      let joins = stray.values.indices.contains { slot in
        let value = stray.values[slot]
        let words = nameWords[stray.template][slot]
        if known[stray.template][slot].contains(value) { return true }
        guard !words.isEmpty else { return seen[stray.template][slot][value, default: 0] > 1 }
        if Self.isName(value) && Self.sharesNameWord(value, with: words) { return true }
        if people[value] != nil { return true }
        if seen[stray.template][slot][value, default: 0] > 1 { label = slot }
        return false
      }
      return (joins, label)
    }
    // A stray that joins makes its senders known: the others of theirs join too (`Ana: …`
    // beside `Ana: on the bus?`, which joined by its message; `Ana Lima` beside `Ana`), until none
    // does; at most ``MiningThresholds/maxSenderRounds`` rounds, so that a long chain costs no
    // square. A sender is known whole, not by its words: the words of a text that joined by
    // mistake (`Red Lions vs Owls: kickoff in 10 minutes`) take in no other.
    // Each round weighs every open stray once; the last round's labels stand.
    var labelOf: [Int: Int] = [:]
    for round in 1...MiningThresholds.maxSenderRounds {
      var joined: [Int] = []
      var remaining: [Int] = []
      labelOf.removeAll(keepingCapacity: true)
      for position in open {
        let (joins, label) = joins(strays[position])
        if joins {
          joined.append(position)
        } else {
          remaining.append(position)
          if let label { labelOf[position] = label }
        }
      }
      open = remaining
      guard !joined.isEmpty, !open.isEmpty, round < MiningThresholds.maxSenderRounds else { break }
      for position in joined {
        let stray = strays[position]
        for slot in stray.values.indices where !nameWords[stray.template][slot].isEmpty {
          nameWords[stray.template][slot].insert(stray.values[slot])
        }
      }
    }
    for position in open {
      if let label = labelOf[position] {
        labelled[[strays[position].template, label], default: []].append(position)
      } else {
        literals.append(texts[strays[position].text])
      }
    }
    var labels: [Candidate] = []
    guard !labelled.isEmpty else { return (literals, labels) }
    let taken = TemplateMatcher(templates: wordy)
    for key in labelled.keys.sorted(by: { $0.lexicographicallyPrecedes($1) }) {
      // One group per value of the slot, in the order of the strays; a stray that a template
      // with words matches is that template's (`Your score for Quiz: …` of `Your score for
      // %@ is %@`), which outranks the label.
      var byValue: [ArraySlice<UInt8>: [Int]] = [:]
      var order: [ArraySlice<UInt8>] = []
      for position in labelled[key] ?? []
      where taken.match(texts[strays[position].text], slots: &ranges) == nil {
        let value = strays[position].values[key[1]]
        if byValue[value] == nil { order.append(value) }
        byValue[value, default: []].append(position)
      }
      for value in order {
        let positions = byValue[value] ?? []
        let lines = positions.reduce(0) { $0 + counts[strays[$1].text] }
        guard lines >= options.minCount else {
          literals.append(contentsOf: positions.map { texts[strays[$0].text] })
          continue
        }
        var constants = wordless[key[0]].template.constants
        let slot = key[1]
        constants[slot] += Array(value) + constants[slot + 1]
        constants.remove(at: slot + 1)
        let example = String(decoding: texts[strays[positions[0]].text], as: UTF8.self)
        labels.append(
          Candidate(
            template: AlertTemplate(constants: constants, count: lines, example: example),
            members: positions.map { strays[$0].text }))
      }
    }
    return (literals, labels)
  }

  /// Whether a value may pass for a sender's name: a name (``isName(_:)``) that has a space
  /// or is short (eight characters of a script written without spaces).
  static func isSenderName(_ value: ArraySlice<UInt8>) -> Bool {
    isName(value) && (value.count <= 24 || value.contains(0x20))
  }

  /// Whether a name is known whole or shares a word with known names: a word between spaces,
  /// or, in a name written without spaces (`高橋一郎` beside `高橋 花`), a known word of two
  /// characters or more of such a script that starts or ends it.
  static func sharesNameWord(_ value: ArraySlice<UInt8>, with words: Set<ArraySlice<UInt8>>)
    -> Bool
  {
    if words.contains(value) { return true }
    let own = nameWords(value)
    if own.contains(where: words.contains) { return true }
    guard own.count == 1, let first = value.first, first >= 0xE0 else { return false }
    // Cuts between characters, at least two of three bytes or more from either end.
    var cut = value.startIndex
    var characters = 0
    while cut < value.endIndex {
      let lead = value[cut]
      guard lead >= 0xE0 else { return false }
      cut += lead >= 0xF0 ? 4 : 3
      characters += 1
      guard cut < value.endIndex else { break }
      if characters >= 2, words.contains(value[..<cut]) { return true }
      if value.endIndex - cut >= 6, words.contains(value[cut...]) { return true }
    }
    return false
  }

  /// The words of a name (split at spaces) of two bytes or more.
  static func nameWords(_ value: ArraySlice<UInt8>) -> [ArraySlice<UInt8>] {
    value.split(separator: 0x20).filter { $0.count >= 2 }
  }

  /// The singular of a count, which stays a template of its own.
  ///
  /// It is the texts of the group whose slot of numbers holds exactly 1 (`1 new file` beside
  /// `%@ new file`; `%@ and 1 other joined` beside `%@ and %@ other joined`, over every name), when 1 is one of the slot's most frequent values (at least half the lines
  /// of the most frequent one) and stands out from the rest (at least 3 times the lines of an
  /// average value). Apps send the singular as a string of its own, since most languages word
  /// it differently; a month or a rank of 1, as frequent as the other values, stays in the slot.
  /// The counted noun follows the number, so a slot with no word after it (`(id: %@)`,
  /// `Note: %@`) holds no count. Its other slots stay slots: only the number is the singular's
  /// text.
  func singular(of group: Group) -> Group? {
    guard group.distinct >= options.openClassSize, group.largest >= options.minCount,
      group.skeleton.contains(Self.numeric), let template = refine(group)
    else { return nil }
    // Each slot's values and their lines, and the texts whose slot holds 1.
    var lines = Array(repeating: [ArraySlice<UInt8>: Int](), count: template.slotCount)
    var ones = Array(repeating: [Int](), count: template.slotCount)
    var ranges: [Range<Int>] = []
    for member in group.members {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      for (slot, range) in ranges.enumerated() {
        lines[slot][text[range], default: 0] += counts[member]
        if Self.isOne(text[range]) { ones[slot].append(member) }
      }
    }
    var best: Group?
    for slot in 0..<template.slotCount
    where !ones[slot].isEmpty && Self.startsWithWord(template.constants[slot + 1]) {
      let values = lines[slot]
      let top = values.values.max() ?? 0
      var found = Group(skeleton: group.skeleton, members: [], count: 0, distinct: 0, largest: 0)
      for member in ones[slot] {
        found.members.append(member)
        found.count += counts[member]
        found.distinct += 1
        found.largest = max(found.largest, counts[member])
      }
      guard values.count >= options.openClassSize, found.count >= options.minCount,
        found.count * 2 >= top, found.count * values.count >= 3 * group.count,
        found.count > best?.count ?? 0
      else { continue }
      best = found
    }
    return best
  }

  /// Whether the piece begins with a word or an ideograph, after white space if any.
  static func startsWithWord(_ piece: [UInt8]) -> Bool {
    AlertTokenizer.tokens(of: piece).first { $0.kind != .space }?.kind.isLexical == true
  }

  /// Whether the bytes spell the number 1 in ASCII, Arabic-Indic or fullwidth digits.
  static func isOne(_ bytes: ArraySlice<UInt8>) -> Bool {
    bytes.elementsEqual([0x31]) || bytes.elementsEqual([0xD9, 0xA1])
      || bytes.elementsEqual([0xEF, 0xBC, 0x91])
  }

  /// Builds a group's template, turning slots that never vary back into text.
  func refine(_ group: Group) -> AlertTemplate? {
    let constants = self.constants(of: group.skeleton)
    var template = AlertTemplate(
      constants: constants, count: group.count,
      example: String(decoding: texts[group.members[0]], as: UTF8.self))
    guard template.slotCount > 0 else { return template }
    // Collect each slot's values; a slot with one value is constant text. Two values settle a
    // slot, so the members after all slots are settled change nothing.
    var values = Array(repeating: Set<ArraySlice<UInt8>>(), count: template.slotCount)
    var ranges: [Range<Int>] = []
    var settled = 0
    for member in group.members {
      let text = texts[member]
      let matched = template.match(text, slots: &ranges)
      guard matched else { continue }
      for (slot, range) in ranges.enumerated() where values[slot].count < 2 {
        values[slot].insert(text[range])
        if values[slot].count == 2 { settled += 1 }
      }
      if settled == template.slotCount { break }
    }
    var rebuilt: [[UInt8]] = [template.constants[0]]
    for slot in 0..<template.slotCount {
      if values[slot].count == 1, let only = values[slot].first {
        rebuilt[rebuilt.count - 1].append(contentsOf: only)
        rebuilt[rebuilt.count - 1].append(contentsOf: template.constants[slot + 1])
      } else {
        rebuilt.append(template.constants[slot + 1])
      }
    }
    template.constants = rebuilt
    // One character of a script without spaces before the first slot, stuck to it, is a
    // character of the values (the first character of a surname shared by several people),
    // not the template's text; before a number or a code it is (`第%@天`). The list fold cuts it too
    // (``closedClassFold(_:piece:isPart:sentenceOnly:)``).
    if template.slotCount > 0, Self.isLoneIdeograph(template.constants[0]),
      let first = values.first(where: { $0.count != 1 }), !first.allSatisfy(Self.isMachineValue)
    {
      template.constants[0] = []
    }
    if template.slotCount > 0 && !hasVisibleText(template) { return nil }
    giveBackColon(&template, members: group.members)
    for slot in (0..<template.slotCount).reversed() {
      splitAtOpeningMark(&template, slot: slot, members: group.members)
    }
    return template
  }

  /// Gives back the opening mark that a slot's values hold when the closing one follows it.
  ///
  /// The two marks enclose a value of their own (`Bus %@) leaves…` of `Bus 12 (Elm Row) …`
  /// becomes `Bus %@ (%@) leaves…`, `%@” is ready` of `Ana: “Roadmap” is ready` becomes `%@
  /// “%@” is ready`): the mark, with the white space before and inside it, is the
  /// template's text. Every value must hold text on both sides of its last opening mark, no
  /// closing one after it, and the same mark and spaces; otherwise the slot stays as it is.
  func splitAtOpeningMark(_ template: inout AlertTemplate, slot: Int, members: [Int]) {
    let after = template.constants[slot + 1]
    let inside = MiningPunctuation.quoteSpaces.first { after.starts(with: $0) }?.count ?? 0
    guard
      let (closing, openings) = MiningPunctuation.openingMarks.first(where: {
        after[inside...].starts(with: $0.key)
      })
    else { return }
    // A mark that the text before the slot opens is closed by this one already.
    let before = template.constants[slot]
    for opening in openings
    where before.indices.contains(where: { before[$0...].starts(with: opening) }) {
      return
    }
    var ranges: [Range<Int>] = []
    var glue: [UInt8]?
    for member in members {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      let value = text[ranges[slot]]
      // The last opening mark in the value, then the spaces around it.
      guard
        let (start, opening) = value.indices.reversed().lazy.compactMap({ index in
          openings.first { value[index...].starts(with: $0) }.map { (index, $0) }
        }).first
      else { return }
      var from = start
      while from > value.startIndex, value[from - 1] == 0x20 { from -= 1 }
      var to = start + opening.count
      if let space = MiningPunctuation.quoteSpaces.first(where: { value[to...].starts(with: $0) }) {
        to += space.count
      }
      guard from > value.startIndex, to < value.endIndex,
        !value[to...].indices.contains(where: { value[$0...].starts(with: closing) })
      else { return }
      let piece = Array(value[from..<to])
      if glue == nil { glue = piece }
      guard glue == piece else { return }
    }
    guard let glue else { return }
    template.constants.insert(glue, at: slot + 1)
  }

  /// Gives the template the colon that every value of its first slot, at the start of the
  /// text, ends with (`Ana：`, `Ben Okafor：` of `%@在吗`): the colon ends a sender's name or a
  /// label, and the message after it is the template's, as `%@：在吗`.
  func giveBackColon(_ template: inout AlertTemplate, members: [Int]) {
    guard template.slotCount > 0, template.constants[0].isEmpty,
      !Self.startsWithLabelMark(template.constants[1])
    else { return }
    var ranges: [Range<Int>] = []
    var ending: [UInt8]?
    for member in members {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      let value = text[ranges[0]]
      // The mark and any spaces after it end the value, which holds more than them. The
      // first value without them ends the look: one match for most templates.
      var end = value.endIndex
      while end > value.startIndex, value[end - 1] == 0x20 { end -= 1 }
      guard
        let mark = MiningPunctuation.labelMarks.first(where: {
          value[..<end].reversed().starts(with: $0.reversed())
        })
      else { return }
      let start = end - mark.count
      guard start > value.startIndex else { return }
      let tail = Array(text[start..<value.endIndex])
      if ending == nil { ending = tail }
      guard ending == tail else { return }
    }
    guard let ending else { return }
    template.constants[1] = ending + template.constants[1]
  }

  /// Whether the piece is exactly one ideograph (with its extenders).
  static func isLoneIdeograph(_ piece: [UInt8]) -> Bool {
    guard !piece.isEmpty else { return false }
    let tokens = AlertTokenizer.tokens(of: piece)
    return tokens.count == 1 && tokens[0].kind == .ideograph
  }

  /// Whether the template has constant text other than white space.
  func hasVisibleText(_ template: AlertTemplate) -> Bool {
    var tokens: [AlertTokenizer.Token] = []
    for piece in template.constants {
      piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    }
    return tokens.contains { $0.kind != .space }
  }

  static func order(_ a: AlertTemplate, _ b: AlertTemplate) -> Bool {
    if a.count != b.count { return a.count > b.count }
    return a.constants.lexicographicallyPrecedes(b.constants) { $0.lexicographicallyPrecedes($1) }
  }
}
