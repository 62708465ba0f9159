/// Templates that differ only in one value from a short list.
///
/// Games, rewards, task titles, restaurants: an app fills a slot from a list of a few values.
/// When every value is frequent, the token miner keeps each as text and writes one template a
/// value (`{name} joined Red Team`, `{name} joined Blue Team`). Such
/// templates are one template when at least three of them differ in one place only, carry
/// about the same traffic, and their other slots hold the same values (the same names come
/// with several games: the list combines freely with the rest). Near-duplicates made of two
/// templates (`shared a file` / `shared a folder`) stay apart.
extension MiningState {

  // MARK: - Families

  /// Merges the groups of candidates that differ in one value of a short list.
  ///
  /// With `crossing`, only templates folded from the same list fold again: two lists whose
  /// values combine freely (an alert's kind, each with every trailing sentence). Other
  /// near-duplicates that a fold made (`%@ wrote: “%@”` beside `%@ answered: “%@”`) stay
  /// apart.
  func foldClosedClasses(_ candidates: [Candidate], crossing: Bool = false) -> [Candidate] {
    // Each family, and its parts that share the ends of the differing piece.
    var tried: [(piece: Int, members: [Int], isPart: Bool, sentenceOnly: Bool)] = []
    for (piece, members) in Self.onePieceFamilies(candidates, including: { _ in true })
    where members.count >= 3 {
      // Templates not folded from the same list fold again only as an optional trailing
      // sentence, which one of them leaves out.
      var sentenceOnly = false
      if crossing {
        let list = candidates[members[0]].list
        sentenceOnly = list == nil || !members.allSatisfy { candidates[$0].list == list }
      }
      tried.append((piece, members, false, sentenceOnly))
      for part in parts(of: members, piece: piece, candidates: candidates)
      where part.count >= 3 && part.count < members.count {
        tried.append((piece, part, true, sentenceOnly))
      }
    }
    // Largest first, then by their first member: a deterministic order.
    tried.sort {
      if $0.members.count != $1.members.count { return $0.members.count > $1.members.count }
      if $0.members != $1.members { return $0.members.lexicographicallyPrecedes($1.members) }
      return $0.piece < $1.piece
    }
    var used = Set<Int>()
    var merged: [Candidate] = []
    for (piece, members, isPart, sentenceOnly) in tried
    where !members.contains(where: used.contains) {
      guard
        let fold = closedClassFold(
          members.map { candidates[$0] }, piece: piece, isPart: isPart,
          sentenceOnly: sentenceOnly)
      else {
        continue
      }
      let folded = Set(fold.members)
      used.formUnion(members.filter { candidates[$0].members.contains(where: folded.contains) })
      merged.append(fold)
    }
    return Self.replacing(candidates, used: used, with: merged)
  }

  /// The families of candidates that differ in one constant piece only: per family, that
  /// piece and the candidates (indices), for the candidates `including` takes with at most
  /// ``MiningThresholds/maxFoldPieces`` pieces.
  static func onePieceFamilies(
    _ candidates: [Candidate], including: (Candidate) -> Bool
  ) -> [(piece: Int, members: [Int])] {
    // Keyed by the constants with the piece left out, a mark no UTF-8 text holds in its place.
    var families: [[[UInt8]]: (piece: Int, members: [Int])] = [:]
    for (index, candidate) in candidates.enumerated()
    where candidate.template.constants.count <= MiningThresholds.maxFoldPieces
      && including(candidate)
    {
      let constants = candidate.template.constants
      for piece in constants.indices {
        var key = constants
        key[piece] = [0xFF, UInt8(truncatingIfNeeded: piece)]
        families[key, default: (piece, [])].members.append(index)
      }
    }
    return Array(families.values)
  }

  /// The constants with a slot in piece `piece`, between its first `prefix` and its last
  /// `suffix` bytes: where the members of a family differ, a list's value.
  static func slotting(
    _ constants: [[UInt8]], piece: Int, prefix: Int, suffix: Int
  ) -> [[UInt8]] {
    var result = constants
    let sample = constants[piece]
    result[piece] = Array(sample[..<prefix])
    result.insert(Array(sample[(sample.count - suffix)...]), at: piece + 1)
    return result
  }

  /// The members of a family grouped by the first (and last) tokens other than white space of
  /// their differing piece.
  ///
  /// A family keyed by the other pieces can gather unrelated templates when those pieces say
  /// little (every `{name}…` template shares the empty piece before its slot), and its most
  /// frequent members then hide a short list of values of their own (`{name}: {message}`,
  /// `{name} joined {team}`). A value needs the piece's ends around it, so the members that may
  /// fold together share them: the first tokens unless the piece starts the template, the last
  /// unless it ends it (a whole constant text is grouped both ways), and both. The ends are
  /// taken one to ``MiningThresholds/maxPartTokens`` tokens long: a token of a script written
  /// without spaces is one character, which many unrelated templates share.
  func parts(of members: [Int], piece: Int, candidates: [Candidate]) -> [[Int]] {
    guard let pieceCount = members.first.map({ candidates[$0].template.constants.count }) else {
      return []
    }
    let isFirst = piece == 0
    let isLast = piece == pieceCount - 1
    var byFirst: [[[UInt8]]: [Int]] = [:]
    var byLast: [[[UInt8]]: [Int]] = [:]
    var byBoth: [[[UInt8]]: [Int]] = [:]
    var tokens: [AlertTokenizer.Token] = []
    for member in members {
      let bytes = candidates[member].template.constants[piece]
      AlertTokenizer.tokenize(bytes, replacing: &tokens)
      let visible = tokens.filter { $0.kind != .space }
      guard !visible.isEmpty else { continue }
      for length in 1...min(MiningThresholds.maxPartTokens, visible.count) {
        let head = Array(bytes[visible[0].start..<visible[length - 1].end])
        let tail = Array(
          bytes[visible[visible.count - length].start..<visible[visible.count - 1].end])
        // Keys of different lengths never collide: the length leads each key.
        let size = [UInt8(truncatingIfNeeded: length)]
        if !isFirst || isLast { byFirst[[size, head], default: []].append(member) }
        if !isLast || isFirst { byLast[[size, tail], default: []].append(member) }
        byBoth[[size, head, tail], default: []].append(member)
      }
    }
    var seen = Set<[Int]>()
    var result: [[Int]] = []
    for part in Array(byFirst.values) + Array(byLast.values) + Array(byBoth.values)
    where seen.insert(part).inserted {
      result.append(part)
    }
    return result
  }

  // MARK: - Folding

  /// The candidate that replaces a family whose piece `piece` differs, if the differences
  /// are the values of one slot.
  func closedClassFold(
    _ family: [Candidate], piece: Int, isPart: Bool = false, sentenceOnly: Bool = false
  ) -> Candidate? {
    // Only the values with balanced traffic: a rare variant is kept apart.
    let top = family.map(\.template.count).max() ?? 0
    let balanced = family.filter { $0.template.count * options.balanceRatio >= top }
    let slotCount = balanced.first?.template.slotCount ?? 0
    // Whole constant texts need an open class, or one value fewer between words (below).
    guard balanced.count >= (slotCount > 0 ? 3 : max(3, options.openClassSize - 1)) else {
      return nil
    }
    // The shared beginning and end of the piece, cut between tokens. A trailing sentence may
    // be left out by one member (`… at 9:00 AM. `) when two others hold one.
    let pieces = balanced.map { $0.template.constants[piece] }
    let isFirst = piece == 0
    let isLast = piece == balanced[0].template.constants.count - 1
    let allowsBlank = isLast && slotCount > 0
    guard let ends = Self.sharedEnds(pieces, allowsBlank: allowsBlank) else { return nil }
    var prefix = ends.prefix
    var suffix = ends.suffix
    // One character shared at the start of the template is the values' (a surname's first
    // character), as in ``refine(_:)``.
    if isFirst, Self.isLoneIdeograph(Array(pieces[0][..<prefix])) { prefix = 0 }
    guard isFirst || prefix > 0, isLast || suffix > 0 else { return nil }
    // Between quotation marks the values are quoted text (a comment, a message, a title):
    // the whole of it is the value, up to the closing mark (`“on the bus at 7?”`, `“ok?”`).
    let sample = pieces[0]
    let quotedEnd = Self.quotedSuffix(sample, prefix: prefix, suffix: suffix)
    let quoted = quotedEnd != nil
    if let quotedEnd { suffix = quotedEnd }
    // A pair of words beside a list (`… ends today`, `… ends monday`, each with every course)
    // is two templates, each with the list: their parts fold on their own.
    if !quoted, Self.pairBesideAList(pieces.map { $0[prefix..<($0.count - suffix)] }) {
      return nil
    }
    // A short list's values are names of their own (games, rewards, couriers); pieces that all
    // hold one word are the template's wording around it (`file saved`, `saved to file`), a
    // template each.
    if !quoted && balanced.count < options.openClassSize
      && Self.shareWord(pieces.map { $0[prefix..<($0.count - suffix)] })
    {
      return nil
    }
    // Four constant texts are a list when their values stand between words of the text
    // (`Your table at %@ awaits you`), not at an end, where near-duplicates differ (`Your file
    // was saved`, `Your file was deleted`).
    if slotCount == 0 && balanced.count < options.openClassSize {
      guard Self.lexicalCount([Array(sample[..<prefix])]) > 0,
        Self.lexicalCount([Array(sample[(sample.count - suffix)...])]) > 0
      else { return nil }
    }
    let constants = Self.slotting(
      balanced[0].template.constants, piece: piece, prefix: prefix, suffix: suffix)
    // The template keeps words of its own; only a free text at the end, from many texts,
    // may leave it none (`{name}: {message}`).
    let kept = Self.lexicalCount(constants)
    // A member that leaves the trailing sentence out ends in the white space before it
    // (`… (by 9:00). `): the piece is an optional sentence, not the texts of templates that
    // end alike, however few words the template keeps.
    let optionalSentence =
      allowsBlank && kept > 0 && pieces.contains { !$0[prefix...].contains { $0 > 0x20 } }
    if sentenceOnly && !optionalSentence { return nil }
    // Five or more values between two pieces of the template, beside a single word of its own
    // (`%@ in Runners: %@`, `%@ in Chess club: %@`, … a group each): an open class,
    // when text other than white space stands on both sides of it.
    let openList =
      kept == 1 && !isFirst && !isLast && balanced.count >= options.openClassSize
      && sample[..<prefix].contains { $0 > 0x20 }
      && sample[(sample.count - suffix)...].contains { $0 > 0x20 }
    let freeText = kept < 2 && !optionalSentence && !openList
    // Values that run to the end after a colon, or a dash between spaces, are what the label
    // announces, however many words they hold (`%@ posted: %@` over titles, `NEWS: %@` over
    // headlines, `%@: new notes — %@`).
    let colon = Self.endsWithLabelMark(sample[..<prefix])
    let labelled =
      isLast && suffix == 0 && (colon || Self.endsWithSpacedDash(sample[..<prefix]))
    // Messages after a colon: the colon marks the sender's name.
    let afterColon = freeText && colon
    if freeText {
      // A part of a family may gather texts that merely share a separator: the slots before
      // it must then hold names (checked below), which a sender's free text comes with.
      // Messages after a colon need fewer of them: the slots before it must hold names.
      // Values that all begin with words other values begin with are templates going on.
      // Free text follows a mark that announces it (a colon, a spaced dash, quotes); after a
      // word alone the values are the wording of templates that begin alike (`%@ has
      // declined`, `%@ has muted the room`).
      guard (isLast && suffix == 0) || quoted, prefix > 0,
        balanced.count >= (afterColon ? 3 : options.openClassSize),
        constants.contains(where: { $0.contains { $0 > 0x20 } }),
        !Self.firstWordsRecur(pieces.map { $0[prefix..<($0.count - suffix)] }),
        afterColon || quoted || labelled
      else { return nil }
    } else if isPart && !optionalSentence && !openList && !quoted && !labelled {
      // A part of a family keeps at least as many words as a value has: otherwise the values
      // are the texts of different templates that end alike.
      let longest = pieces.map { Self.lexicalCount([Array($0[prefix..<($0.count - suffix)])]) }
      guard kept >= max(2, longest.max() ?? 0) else { return nil }
    }
    // The other slots hold values common to several members.
    if slotCount > 0 {
      let values = balanced.map { slotValues($0) }
      // After a label of its own, the list may also combine with another short list: each of
      // three channels with every title (`%@ posted: %@`).
      if freeText && !holdsNames(values, slotCount: slotCount)
        && !(labelled && kept > 0 && Self.sameValues(values))
      {
        return nil
      }
      var shared = false
      var counted = false
      for slot in 0..<slotCount {
        var seen = Set<ArraySlice<UInt8>>()
        var numbers = true
        for memberValues in values where slot < memberValues.count {
          for value in memberValues[slot] {
            if !seen.insert(value).inserted { shared = true }
            if !Self.holdsDigit(value) && !Self.isMachineValue(value) { numbers = false }
          }
        }
        if numbers && !seen.isEmpty { counted = true }
      }
      // Amounts, scores, times, links and codes rarely repeat: a slot of them combines freely
      // with the list (`%@ scored %@ in %@`, whose players are too many to repeat in a
      // sample; `Your %@ scan has finished: %@`), unless the values follow the number straight
      // away (`%@ days`: its noun).
      let afterWords = Self.lexicalCount([Array(sample[..<prefix])]) > 0
      // Quoted texts are values whatever the other slots hold: a comment is no list of a
      // few names' own; nor are messages after many senders' names and a colon, which a
      // small sample may show with no sender twice.
      guard shared || quoted || afterColon || (counted && afterWords && !freeText && !openList)
      else {
        return nil
      }
    }
    guard var fold = folded(balanced, into: constants) else { return nil }
    // A list's values that each hold a bracketed value of their own (`Essay (Math` before
    // `) ends …`) give back the opening mark, as a group's slot does.
    splitAtOpeningMark(&fold.template, slot: piece, members: fold.members)
    fold.list = pieces.map { Array($0[prefix..<($0.count - suffix)]) }.sorted {
      $0.lexicographicallyPrecedes($1)
    }
    return fold
  }

  /// Whether the members hold the same values in every slot, two or more: a list that
  /// combines freely with the one they differ in (each channel with every video title).
  static func sameValues(_ values: [[Set<ArraySlice<UInt8>>]]) -> Bool {
    guard let first = values.first, !first.isEmpty else { return false }
    return first.allSatisfy { $0.count >= 2 } && values.allSatisfy { $0 == first }
  }

  /// Whether every slot holds many short values over the members (names: five words at
  /// most), as the sender of a free-text message does.
  func holdsNames(_ values: [[Set<ArraySlice<UInt8>>]], slotCount: Int) -> Bool {
    for slot in 0..<slotCount {
      var seen = Set<ArraySlice<UInt8>>()
      for memberValues in values where slot < memberValues.count {
        for value in memberValues[slot] {
          guard Self.isName(value) else { return false }
          seen.insert(value)
        }
      }
      guard seen.count >= options.openClassSize else { return false }
    }
    return true
  }

  /// Whether the bytes end with a colon (full width too), past white space.
  static func endsWithLabelMark(_ bytes: ArraySlice<UInt8>) -> Bool {
    var end = bytes.endIndex
    while end > bytes.startIndex, bytes[end - 1] == 0x20 { end -= 1 }
    return MiningPunctuation.labelMarks.contains {
      bytes[..<end].reversed().starts(with: $0.reversed())
    }
  }

  /// Whether the bytes end with an em or en dash between two spaces (` — `, ` – `).
  static func endsWithSpacedDash(_ bytes: ArraySlice<UInt8>) -> Bool {
    MiningPunctuation.spacedDashes.contains { bytes.reversed().starts(with: $0.reversed()) }
  }

  /// Whether the bytes start with a colon (full width too), past white space.
  static func startsWithLabelMark(_ bytes: [UInt8]) -> Bool {
    let start = bytes.firstIndex { $0 != 0x20 } ?? bytes.endIndex
    return MiningPunctuation.labelMarks.contains { bytes[start...].starts(with: $0) }
  }

  /// Whether a value is one token of what an app writes without spaces: a link, an e-mail
  /// address, a code (see ``AlertTokenizer/valueEnd(_:at:)``).
  static func isMachineValue(_ value: ArraySlice<UInt8>) -> Bool {
    Array(value).withUnsafeBufferPointer { buffer in
      !buffer.isEmpty && AlertTokenizer.valueEnd(buffer, at: 0) == buffer.count
    }
  }

  /// Whether a value may pass for a name: at most ``MiningThresholds/maxNameBytes`` and five
  /// words (a name with particles, `Ana de la Rosa Lima`).
  static func isName<Bytes: Collection<UInt8>>(_ value: Bytes) -> Bool {
    value.count <= MiningThresholds.maxNameBytes && value.count(where: { $0 == 0x20 }) <= 4
  }

  /// Whether every value begins with a word that begins another value too (`shared: …` and
  /// `shared “…”` after `%@ has`): such values are no free text but what templates that
  /// begin alike go on with, each a list or a template of its own.
  static func firstWordsRecur(_ values: [ArraySlice<UInt8>]) -> Bool {
    var firsts: [ArraySlice<UInt8>: Int] = [:]
    var tokens: [AlertTokenizer.Token] = []
    for value in values {
      guard let first = leadingToken(of: value, tokens: &tokens), first.kind.isLexical else {
        return false
      }
      firsts[first.bytes, default: 0] += 1
    }
    return firsts.values.allSatisfy { $0 >= 2 }
  }

  /// The first token of a value other than white space, and its bytes; `tokens` is scratch.
  static func leadingToken(
    of value: ArraySlice<UInt8>, tokens: inout [AlertTokenizer.Token]
  ) -> (kind: AlertTokenizer.Kind, bytes: ArraySlice<UInt8>)? {
    AlertTokenizer.tokenize(value, replacing: &tokens)
    guard let first = tokens.first(where: { $0.kind != .space }) else { return nil }
    let start = value.startIndex
    return (first.kind, value[(start + first.start)..<(start + first.end)])
  }

  /// Whether values are a pair of words beside a list, every value of the list with both.
  ///
  /// The values share a word at the same place, counted from their start or from their end,
  /// and what follows it (or precedes it) is one of two words, what precedes it (or follows it)
  /// a list, most of whose values, and at least three, come with both words: `Essay (Math)
  /// ends today`, `… ends monday`, and so for each assignment and course. Such a pair is the
  /// template's wording (near-duplicates that stay apart), while a list with an article in it
  /// (`at the door`, `in the hall`) has no pair to set apart.
  static func pairBesideAList(_ values: [ArraySlice<UInt8>]) -> Bool {
    guard values.count >= 6 else { return false }
    var tokenized: [[ArraySlice<UInt8>]] = []
    var lexical: [[Bool]] = []
    var tokens: [AlertTokenizer.Token] = []
    for value in values {
      AlertTokenizer.tokenize(value, replacing: &tokens)
      tokenized.append(
        tokens.map { value[(value.startIndex + $0.start)..<(value.startIndex + $0.end)] })
      lexical.append(tokens.map(\.kind.isLexical))
    }
    let shortest = tokenized.map(\.count).min() ?? 0
    guard shortest >= 3 else { return false }
    // From the start (`fromEnd` false) or from the end: the shared word at `offset`, the pair
    // after it (or before it), the list on its other side.
    for fromEnd in [false, true] {
      for offset in 1..<(shortest - 1) {
        func at(_ value: [ArraySlice<UInt8>]) -> Int {
          fromEnd ? value.count - 1 - offset : offset
        }
        let word = tokenized[0][at(tokenized[0])]
        guard lexical[0][at(tokenized[0])], tokenized.allSatisfy({ $0[at($0)] == word })
        else { continue }
        var near = Set<[ArraySlice<UInt8>]>()
        var far: [[ArraySlice<UInt8>]: Set<[ArraySlice<UInt8>]>] = [:]
        for value in tokenized {
          let split = at(value)
          // The pair is on the side of the end counted from.
          let pair = fromEnd ? Array(value[(split + 1)...]) : Array(value[..<split])
          let list = fromEnd ? Array(value[..<split]) : Array(value[(split + 1)...])
          near.insert(pair)
          far[list, default: []].insert(pair)
        }
        // Most values of the list, and three at least, come with both words (a sample may
        // lack some, or hold them in a template of their own already).
        let withBoth = far.values.count { $0.count == 2 }
        if near.count == 2, withBoth >= 3, withBoth * 2 >= far.count { return true }
      }
    }
    return false
  }

  /// Whether one word of three letters or more (a katakana run counts, a single ideograph
  /// does not) stands in every value, but not in the same place in each: the values are then
  /// the template's wording around it (`file saved`, `saved to file`).
  ///
  /// Shorter words are particles and prepositions, which a list's values share (`map of
  /// town`, `list of rooms`); a word in the same place in every value (the same count of words
  /// before it, or last in its first sentence) is the list's own (`red level alert.`, `blue
  /// level alert. Stay home.`).
  static func shareWord(_ values: [ArraySlice<UInt8>]) -> Bool {
    /// Where a word stands in a value: how many words come before it, and whether it is the
    /// last of its sentence; nil where values disagree.
    typealias Place = (before: Int?, last: Bool)
    var shared: [ArraySlice<UInt8>: Place]?
    var tokens: [AlertTokenizer.Token] = []
    for value in values {
      tokens.removeAll(keepingCapacity: true)
      var words: [ArraySlice<UInt8>: Place] = [:]
      value.withUnsafeBufferPointer { buffer in
        AlertTokenizer.tokenize(buffer, into: &tokens)
        var before = 0
        for (index, token) in tokens.enumerated() where token.kind.isLexical {
          defer { before += 1 }
          guard Self.isLongWord(token, in: buffer) else { continue }
          // Last in its sentence: past white space, a sentence mark or the end follows.
          var next = index + 1
          while next < tokens.count, tokens[next].kind == .space { next += 1 }
          let last =
            next == tokens.count
            || MiningPunctuation.sentenceMarks.contains(
              Array(
                CheckedBytes(buffer).bytes(in: tokens[next].start..<tokens[next].end)
                  ?? CheckedBytes.emptyBuffer))
          let word = value[(value.startIndex + token.start)..<(value.startIndex + token.end)]
          if let seen = words[word] {
            words[word] = (seen.before, seen.last || last)
          } else {
            words[word] = (before, last)
          }
        }
      }
      var common: [ArraySlice<UInt8>: Place] = [:]
      for (word, place) in words {
        guard let earlier = shared.map({ $0[word] }) ?? place else { continue }
        common[word] = (
          earlier.before == place.before ? place.before : nil, earlier.last && place.last
        )
      }
      shared = common
      if common.isEmpty { return false }
    }
    return shared?.values.contains { $0.before == nil && !$0.last } ?? false
  }

  /// Whether a token is a word of three letters or more (a katakana run counts, a single
  /// ideograph does not): a template's own word, where shorter ones are particles.
  static func isLongWord(_ token: AlertTokenizer.Token, in buffer: UnsafeBufferPointer<UInt8>)
    -> Bool
  {
    guard token.kind == .word, let word = CheckedBytes(buffer).bytes(in: token.start..<token.end)
    else { return false }
    return word.count(where: { $0 & 0xC0 != 0x80 }) >= 3
  }

  /// What ``lexicalCount(_:counting:)`` counts.
  enum LexicalUnits {
    /// Words and ideographs, as ``AlertTokenizer/lexicalWeight(_:in:)`` weighs them.
    case all
    /// The same, but a word of one letter counts for none: an ending or a particle.
    case noLoneLetters
    /// Words of two letters or more, one each: a script written with spaces, whose words a
    /// count of ideographs or kana cannot be weighed against.
    case spacedWords
  }

  /// The words and ideographs in the pieces, as `units` says.
  static func lexicalCount(_ pieces: [[UInt8]], counting units: LexicalUnits = .all) -> Int {
    var tokens: [AlertTokenizer.Token] = []
    var count = 0
    for piece in pieces {
      tokens.removeAll(keepingCapacity: true)
      piece.withUnsafeBufferPointer { buffer in
        AlertTokenizer.tokenize(buffer, into: &tokens)
        let bytes = CheckedBytes(buffer)
        for token in tokens {
          if units != .all, token.kind == .word {
            // A word of one letter counts for none.
            if token.end - token.start == AlertTokenizer.decode(bytes, at: token.start).length {
              continue
            }
            // Kana and full-width forms (lead bytes E3 and EF) are written without spaces.
            if units == .spacedWords {
              let lead = bytes.byte(at: token.start)
              if lead != 0xE3 && lead != 0xEF { count += 1 }
              continue
            }
          }
          if units != .spacedWords { count += AlertTokenizer.lexicalWeight(token, in: buffer) }
        }
      }
    }
    return count
  }

  /// The byte length of the end of `piece` from the closing quotation mark on, when its shared
  /// beginning (`prefix` bytes) ends with an opening one (past white space) and its shared end
  /// (`suffix` bytes) holds the closing one; the white space just before the closing mark
  /// stays in the end.
  static func quotedSuffix(_ piece: [UInt8], prefix: Int, suffix: Int) -> Int? {
    guard prefix > 0, suffix > 0, prefix + suffix <= piece.count else { return nil }
    var end = prefix
    while let space = MiningPunctuation.quoteSpaces.first(where: {
      piece[..<end].suffix($0.count).elementsEqual($0)
    }
    ),
      end - space.count > 0
    {
      end -= space.count
    }
    // The opening mark: the last scalar before the white space.
    var start = end - 1
    while start > 0, piece[start] & 0xC0 == 0x80 { start -= 1 }
    guard let closes = MiningPunctuation.quotationMarks[Array(piece[start..<end])] else {
      return nil
    }
    let from = piece.count - suffix
    var close: Int?
    var index = from
    while index < piece.count, close == nil {
      if closes.contains(where: { piece[index...].starts(with: $0) }) { close = index }
      index += 1
    }
    guard var cut = close else { return nil }
    while let space = MiningPunctuation.quoteSpaces.first(where: {
      piece[from..<cut].suffix($0.count).elementsEqual($0)
    }) {
      cut -= space.count
    }
    return piece.count - cut
  }

  /// The byte lengths of the beginning and the end all pieces share, each ending between two
  /// tokens of every piece, leaving every piece a value with visible text in between.
  ///
  /// With `allowsBlank`, one piece may leave a value of white space only: the beginning then
  /// stops before the white space that follows it (`. ` and `. Stay home.` share `.`).
  static func sharedEnds(_ pieces: [[UInt8]], allowsBlank: Bool = false)
    -> (prefix: Int, suffix: Int)?
  {
    guard let first = pieces.first else { return nil }
    var tokens: [AlertTokenizer.Token] = []
    var starts: [Set<Int>] = []
    var ends: [Set<Int>] = []
    var shortest = Int.max
    for piece in pieces {
      AlertTokenizer.tokenize(piece, replacing: &tokens)
      starts.append(Set(tokens.map(\.start)).union([piece.count]))
      ends.append(Set(tokens.map { piece.count - $0.end }).union([piece.count]))
      shortest = min(shortest, piece.count)
    }
    var prefix = 0
    while prefix < shortest, pieces.allSatisfy({ $0[prefix] == first[prefix] }) { prefix += 1 }
    while prefix > 0, !starts.allSatisfy({ $0.contains(prefix) }) { prefix -= 1 }
    var suffix = 0
    while suffix < shortest - prefix,
      pieces.allSatisfy({ $0[$0.count - 1 - suffix] == first[first.count - 1 - suffix] })
    {
      suffix += 1
    }
    while suffix > 0, !ends.allSatisfy({ $0.contains(suffix) }) { suffix -= 1 }
    // Every value must hold more than white space, but for one blank value when allowed.
    var blank = 0
    for piece in pieces {
      let value = piece[prefix..<(piece.count - suffix)]
      if !value.contains(where: { $0 > 0x20 }) { blank += 1 }
    }
    guard blank > 0 else { return (prefix, suffix) }
    guard allowsBlank, blank == 1, suffix == 0 else { return nil }
    var start = prefix
    while start > 0, first[start - 1] == 0x20 { start -= 1 }
    guard start < prefix, start > 0, starts.allSatisfy({ $0.contains(start) }) else {
      return nil
    }
    return (start, suffix)
  }
}

/// A list of values too rare for the fold above.
///
/// In mixed traffic a template may have a dozen lines, and a list in it (games, carriers,
/// rooms) a few lines a value: two values make templates of a few lines each (`%@ joined Red
/// Team`, `%@ joined Blue Team`), and the rest stay literal. Two templates are no list
/// (`shared a file` / `shared a folder`); with texts left out that hold two more
/// values in the same place they are one, when each of the templates is rare.
extension MiningState {
  /// The candidates with each family of rare templates that differ in one value taking, with
  /// the value as a slot, the texts left out (`covered` false) that hold at least two other
  /// values there; those texts are then covered.
  func foldRareListsWithStrays(_ candidates: [Candidate], covered: inout [Bool]) -> [Candidate] {
    let rare = Self.rareLines(options)
    let left = covered.indices.filter { !covered[$0] }
    guard !left.isEmpty else { return candidates }
    let families = Self.onePieceFamilies(candidates) {
      $0.template.count < rare && $0.template.slotCount > 0
    }
    // In the order of their members: deterministic.
    let tried = families.filter { $0.members.count >= 2 }.sorted {
      $0.members != $1.members
        ? $0.members.lexicographicallyPrecedes($1.members) : $0.piece < $1.piece
    }
    var used = Set<Int>()
    var merged: [Candidate] = []
    var ranges: [Range<Int>] = []
    for (piece, members) in tried where !members.contains(where: used.contains) {
      let pieces = members.map { candidates[$0].template.constants[piece] }
      let count = candidates[members[0]].template.constants.count
      // A value after a colon is a message (`%@ Lima: haha`), which the texts left
      // out of a chat share by chance: the chat's, not a list's.
      guard let (prefix, suffix) = Self.sharedEnds(pieces),
        piece == 0 || prefix > 0, piece == count - 1 || suffix > 0,
        !Self.endsWithLabelMark(pieces[0][..<prefix])
      else { continue }
      let constants = Self.slotting(
        candidates[members[0]].template.constants, piece: piece, prefix: prefix, suffix: suffix)
      guard Self.lexicalCount(constants) >= 2 else { continue }
      let known = Set(pieces.map { $0[prefix..<($0.count - suffix)] })
      let template = AlertTemplate(constants: constants, count: 0)
      var values = Set<ArraySlice<UInt8>>()
      let strays = left.filter { text in
        guard !covered[text],
          Self.matchesAtEnds(template, texts[text], slots: &ranges)
        else { return false }
        let value = texts[text][ranges[piece]]
        guard !known.contains(value), value.contains(where: { $0 > 0x20 }) else { return false }
        values.insert(value)
        return true
      }
      guard values.count >= 2 else { continue }
      var joining = Candidate(template: template, members: strays)
      joining.template.count = strays.reduce(0) { $0 + counts[$1] }
      guard var fold = folded(members.map { candidates[$0] } + [joining], into: constants)
      else { continue }
      fold.members.sort()
      for stray in strays { covered[stray] = true }
      used.formUnion(members)
      merged.append(fold)
    }
    return Self.replacing(candidates, used: used, with: merged)
  }
}
