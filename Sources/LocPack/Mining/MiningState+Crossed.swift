/// Templates that each write out a value the other has a slot for.
///
/// When a template has only a dozen lines in the sample, its texts gather by whatever repeats
/// among them: one sender's replies (`Ana Lima wrote: “%@”`), one message several people sent
/// (`%@ wrote: “ok”`), one event's invitations (`%@ invited you to “Roadmap” · %@`).
/// Each is the template with one of its slots written out, and none is general enough for the
/// others to fold into. Two such templates fold into the template with a slot wherever either
/// has one (`%@ wrote: “%@”`): aligned token by token, every place where they differ is a
/// slot in one of them and a value written out in the other, each of them writes out a value
/// the other has a slot for, and each slot of the result holds several values.
///
/// A run that the app writes in the text of a third template, and that no template's slot
/// holds, is its wording, not a value: `Remove %@ from channel?` and `Remove rooms from %@?`
/// are two messages, where other templates say `channel` and `rooms`, and stay two.
///
/// Near-duplicates (`shared a file` / `shared a folder`) differ where neither has a slot,
/// and a template that writes out values only where the other has slots is left to the absorb
/// rule, which weighs their lines; both stay as they are here.
extension MiningState {

  /// Folds pairs of candidates that each write out a value the other has a slot for.
  func foldCrossedValues(_ candidates: [Candidate]) -> [Candidate] {
    var spelling = CrossedSpelling()
    // The whole slot values of the candidates: a run that one of them holds as a value is
    // no wording, whatever templates that froze it write.
    let values = valueContexts(candidates)
    var pool = candidates
    var elements: [[Int32]?] = candidates.map { candidate in
      let template = candidate.template
      guard template.slotCount > 0, template.constants.count <= MiningThresholds.maxFoldPieces,
        Self.lexicalCount(template.constants) >= 2
      else { return nil }
      let spelled = spelling.elements(of: template.constants)
      return spelled.count <= MiningThresholds.maxCrossedElements ? spelled : nil
    }
    var alive = [Bool](repeating: true, count: pool.count)
    // Templates this fold made: a template that writes out one of their values joins them.
    var crossed = [Bool](repeating: false, count: pool.count)
    // Each template's distinct words, and the templates that have each word.
    var words: [[Int32]] = elements.map { $0.map(spelling.words) ?? [] }
    var holders: [Int32: [Int]] = [:]
    for (index, list) in words.enumerated() {
      for word in list { holders[word, default: []].append(index) }
    }
    var shared = [Int](repeating: 0, count: pool.count)
    var touched: [Int] = []
    // The candidates to pair with all others in the next pass.
    var fresh = Array(pool.indices)
    for _ in 0..<MiningThresholds.maxCrossedPasses where !fresh.isEmpty {
      var pairs: [(lines: Int, first: Int, second: Int, merged: Candidate)] = []
      let freshSet = Set(fresh)
      for first in fresh where alive[first] {
        guard let a = elements[first] else { continue }
        // The templates that share a word with this one, and at least half the words of the
        // one with fewer: a cheap test before aligning them.
        for word in words[first] {
          for other in holders[word] ?? [] where other != first {
            if shared[other] == 0 { touched.append(other) }
            shared[other] += 1
          }
        }
        touched.sort()
        for second in touched where alive[second] {
          let count = shared[second]
          // Each pair once: a fresh one with an older one, or two fresh ones in order.
          guard !freshSet.contains(second) || second > first,
            count * 2 >= min(words[first].count, words[second].count),
            let b = elements[second],
            let merged = crossedFold(
              pool[first], a, pool[second], b, spelling,
              generalIsCrossed: (crossed[first], crossed[second]),
              isWording: { run, fold in
                // Every word of the run is in the text of a third template of another shape
                // (a sibling that writes out other values of the fold's slots is no evidence),
                // and no template's slot holds the run. A run with a slot in it is the
                // other's slot taking in text beside it (`%@ min`), never wording.
                guard !run.contains(-1), values[run.flatMap { spelling.bytes[Int($0)] }] == nil
                else { return false }
                var words = 0
                for element in run where element >= 0 && spelling.kinds[Int(element)] == .word {
                  words += 1
                  let others = holders[element]?.contains { other in
                    other != first && other != second && alive[other]
                      && !Array(pool[other].template.example.utf8).withUnsafeBufferPointer {
                        fold.matches($0)
                      }
                  }
                  guard others == true else { return false }
                }
                return words > 0
              })
          else { continue }
          // A fold of words alone that also matches a busier template's texts is a loose
          // pattern (`%@ in %@`), not the template of these two; with punctuation of its own
          // (`%@ in %@: %@`), the matcher gives each text its most specific template.
          let isLoose =
            !Self.hasMark(merged.template.constants)
            && pool.indices.contains { other in
              alive[other] && other != first && other != second
                && pool[other].template.count > merged.template.count
                && Array(pool[other].template.example.utf8).withUnsafeBufferPointer {
                  merged.template.matches($0)
                }
            }
          guard !isLoose else { continue }
          pairs.append((merged.template.count, min(first, second), max(first, second), merged))
        }
        for other in touched { shared[other] = 0 }
        touched.removeAll(keepingCapacity: true)
      }
      // Most lines first, then by position: a deterministic order.
      pairs.sort {
        if $0.lines != $1.lines { return $0.lines > $1.lines }
        if $0.first != $1.first { return $0.first < $1.first }
        return $0.second < $1.second
      }
      fresh = []
      var used = Set<Int>()
      for pair in pairs where !used.contains(pair.first) && !used.contains(pair.second) {
        used.insert(pair.first)
        used.insert(pair.second)
        alive[pair.second] = false
        pool[pair.first] = pair.merged
        let spelled = spelling.elements(of: pair.merged.template.constants)
        elements[pair.first] = spelled
        words[pair.first] = spelling.words(of: spelled)
        for word in words[pair.first] where holders[word]?.contains(pair.first) != true {
          holders[word, default: []].append(pair.first)
        }
        crossed[pair.first] = true
        fresh.append(pair.first)
      }
    }
    guard alive.contains(false) else { return candidates }
    return pool.indices.filter { alive[$0] }.map { pool[$0] }
      .sorted { Self.order($0.template, $1.template) }
  }

  /// The candidate with a slot wherever `first` or `second` has one, if each writes out a
  /// value the other has a slot for (or one of them was made by this fold and the other
  /// writes out its values), and each new slot holds several values.
  func crossedFold(
    _ first: Candidate, _ a: [Int32], _ second: Candidate, _ b: [Int32],
    _ spelling: CrossedSpelling, generalIsCrossed: (Bool, Bool),
    isWording: ([Int32], AlertTemplate) -> Bool
  ) -> Candidate? {
    guard let hunks = Self.differences(a, b, isSpace: spelling.isSpace) else { return nil }
    var writesOutA = 0
    var writesOutB = 0
    var writtenOut: [[Int32]] = []
    for hunk in hunks {
      let runA = Array(a[hunk.a])
      let runB = Array(b[hunk.b])
      if runA == [-1], !runB.isEmpty, runB != [-1] {
        guard spelling.isValue(runB) else { return nil }
        writtenOut.append(runB)
        writesOutB += 1
      } else if runB == [-1], !runA.isEmpty {
        guard spelling.isValue(runA) else { return nil }
        writtenOut.append(runA)
        writesOutA += 1
      } else {
        return nil
      }
    }
    let isCross = writesOutA > 0 && writesOutB > 0
    let joinsFold =
      (writesOutA == 0 && generalIsCrossed.0) || (writesOutB == 0 && generalIsCrossed.1)
    guard isCross || joinsFold else { return nil }
    // The merged template: the shared elements, and one slot for each difference.
    var merged: [Int32] = []
    var newSlots: [Int] = []
    var slotIndex = 0
    var position = 0
    for hunk in hunks {
      for element in a[position..<hunk.a.lowerBound] {
        merged.append(element)
        if element == -1 { slotIndex += 1 }
      }
      merged.append(-1)
      newSlots.append(slotIndex)
      slotIndex += 1
      position = hunk.a.upperBound
    }
    for element in a[position...] { merged.append(element) }
    // Two slots with no text between them could not be told apart.
    for index in merged.indices.dropFirst() where merged[index] == -1 && merged[index - 1] == -1 {
      return nil
    }
    let constants = spelling.constants(of: merged)
    // The template keeps two words of its own, or one with punctuation (`%@ wrote: “%@”`,
    // `%@ in %@: %@`): `You gave $%@` and `%@ paid a bill` share a word, no template. A lone
    // letter is no word of its own: an ending or a particle that many messages write
    // (`%@(а) %@` from `%@(а) аватар комнаты` and `%@ отправил(а) %@`).
    let kept = Self.lexicalCount(constants, counting: .noLoneLetters)
    guard kept >= 2 || (kept == 1 && Self.hasMark(constants)) else { return nil }
    guard var fold = folded([first, second], into: constants),
      !writtenOut.contains(where: { isWording($0, fold.template) })
    else { return nil }
    let values = slotValues(fold)
    for slot in newSlots where slot >= values.count || values[slot].count < options.minCount {
      return nil
    }
    fold.members.sort()
    return fold
  }

  /// Whether the pieces hold a mark: punctuation or a symbol.
  static func hasMark(_ pieces: [[UInt8]]) -> Bool {
    var tokens: [AlertTokenizer.Token] = []
    for piece in pieces {
      piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    }
    return tokens.contains { $0.kind == .symbol }
  }

  /// The places where two spelled templates differ, as ranges of `a` and of `b` in order.
  ///
  /// They are aligned on their longest common subsequence, shared endings first. A text one of
  /// them has and the other lacks, right beside a shared slot, takes that slot in (`%@`
  /// against `%@ AM`). Nil when a difference is text on one side only elsewhere.
  static func differences(
    _ a: [Int32], _ b: [Int32], isSpace: (Int32) -> Bool
  ) -> [(a: Range<Int>, b: Range<Int>)]? {
    let width = b.count + 1
    var table = [UInt8](repeating: 0, count: (a.count + 1) * width)
    guard !a.isEmpty, !b.isEmpty else { return nil }
    for i in 1...a.count {
      for j in 1...b.count {
        table[i * width + j] =
          a[i - 1] == b[j - 1]
          ? table[(i - 1) * width + j - 1] + 1
          : max(table[(i - 1) * width + j], table[i * width + j - 1])
      }
    }
    // Matched pairs from the end: shared endings align first.
    var matches: [(Int, Int)] = []
    var i = a.count
    var j = b.count
    while i > 0, j > 0 {
      if a[i - 1] == b[j - 1] {
        matches.append((i - 1, j - 1))
        i -= 1
        j -= 1
      } else if table[(i - 1) * width + j] >= table[i * width + j - 1] {
        i -= 1
      } else {
        j -= 1
      }
    }
    matches.reverse()
    // The stretches between matched pairs; two of them with only white space matched between
    // are one (a space may match on either side of a value).
    var gaps: [(a: Range<Int>, b: Range<Int>)] = []
    var lastA = 0
    var lastB = 0
    for index in 0...matches.count {
      let (matchA, matchB) = index < matches.count ? matches[index] : (a.count, b.count)
      if matchA > lastA || matchB > lastB {
        if let last = gaps.last, (last.a.upperBound..<lastA).allSatisfy({ isSpace(a[$0]) }) {
          gaps[gaps.count - 1] = (last.a.lowerBound..<matchA, last.b.lowerBound..<matchB)
        } else {
          gaps.append((lastA..<matchA, lastB..<matchB))
        }
      }
      lastA = matchA + 1
      lastB = matchB + 1
    }
    var hunks: [(a: Range<Int>, b: Range<Int>)] = []
    for gap in gaps {
      var rangeA = gap.a
      var rangeB = gap.b
      // What both sides of a merged stretch begin or end with is shared.
      while !rangeA.isEmpty, !rangeB.isEmpty, a[rangeA.lowerBound] == b[rangeB.lowerBound] {
        rangeA = (rangeA.lowerBound + 1)..<rangeA.upperBound
        rangeB = (rangeB.lowerBound + 1)..<rangeB.upperBound
      }
      while !rangeA.isEmpty, !rangeB.isEmpty, a[rangeA.upperBound - 1] == b[rangeB.upperBound - 1] {
        rangeA = rangeA.lowerBound..<(rangeA.upperBound - 1)
        rangeB = rangeB.lowerBound..<(rangeB.upperBound - 1)
      }
      if rangeA.isEmpty || rangeB.isEmpty {
        // Text on one side only: it must stand beside a shared slot, which joins it.
        let before = rangeA.lowerBound - 1
        let previousEnd = hunks.last?.a.upperBound ?? 0
        if before >= previousEnd, a[before] == -1, rangeB.lowerBound > 0,
          b[rangeB.lowerBound - 1] == -1
        {
          rangeA = before..<rangeA.upperBound
          rangeB = (rangeB.lowerBound - 1)..<rangeB.upperBound
        } else if rangeA.upperBound < a.count, a[rangeA.upperBound] == -1,
          rangeB.upperBound < b.count, b[rangeB.upperBound] == -1
        {
          rangeA = rangeA.lowerBound..<(rangeA.upperBound + 1)
          rangeB = rangeB.lowerBound..<(rangeB.upperBound + 1)
        } else {
          return nil
        }
      }
      if let last = hunks.last, last.a.upperBound > rangeA.lowerBound { return nil }
      hunks.append((rangeA, rangeB))
    }
    return hunks
  }
}

/// Tokens of templates' constant text as numbers, to align templates: -1 is a slot.
struct CrossedSpelling {
  var ids: [[UInt8]: Int32] = [:]
  var bytes: [[UInt8]] = []
  var kinds: [AlertTokenizer.Kind] = []
  var isLexical: [Bool] = []

  /// The template's tokens and slots.
  mutating func elements(of constants: [[UInt8]]) -> [Int32] {
    var result: [Int32] = []
    var tokens: [AlertTokenizer.Token] = []
    for (index, piece) in constants.enumerated() {
      if index > 0 { result.append(-1) }
      AlertTokenizer.tokenize(piece, replacing: &tokens)
      for token in tokens {
        let text = Array(piece[token.start..<token.end])
        if let id = ids[text] {
          result.append(id)
        } else {
          let id = Int32(bytes.count)
          ids[text] = id
          bytes.append(text)
          kinds.append(token.kind)
          isLexical.append(token.kind.isLexical)
          result.append(id)
        }
      }
    }
    return result
  }

  /// The constant pieces of a spelled template.
  func constants(of elements: [Int32]) -> [[UInt8]] {
    MiningState.constants(of: elements, bytes: bytes)
  }

  /// The distinct words and ideographs among the elements, in order of their numbers.
  func words(of elements: [Int32]) -> [Int32] {
    Array(Set(elements.filter { $0 >= 0 && isLexical[Int($0)] })).sorted()
  }

  /// Whether an element is white space.
  func isSpace(_ element: Int32) -> Bool { element >= 0 && kinds[Int(element)] == .space }

  /// Whether a run one template writes out where the other has a slot can be a value: text
  /// with something other than white space, or a slot with text beside it that the other's
  /// slot takes in (`%@ AM`, `山%@`, `%@. Stay home.`), whose brackets and quotes close
  /// inside it.
  func isValue(_ run: [Int32]) -> Bool {
    guard run.count(where: { $0 < 0 }) <= 1,
      run.contains(where: { $0 < 0 || kinds[Int($0)] != .space })
    else { return false }
    var open: [String] = []
    for element in run where element >= 0 && kinds[Int(element)] == .symbol {
      let mark = String(decoding: bytes[Int(element)], as: UTF8.self)
      if let last = open.last, MiningPunctuation.closingByOpening[last] == mark {
        open.removeLast()
      } else if MiningPunctuation.closingByOpening[mark] != nil,
        !MiningPunctuation.apostrophes.contains(mark)
      {
        open.append(mark)
      } else if MiningPunctuation.closingOnlyMarks.contains(mark) {
        return false
      }
    }
    return open.isEmpty
  }

}
