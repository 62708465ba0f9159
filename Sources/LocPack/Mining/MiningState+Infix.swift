/// A slot that holds two values with the same text between them in every line.
///
/// Names of several words shift the positions of the words after them, so in a small sample
/// the token miner may make one slot of a name, a word and a channel (`أشار إليك %@` over
/// `علي المصري في #design`). Another template then keeps a value of it written out
/// (`أشار إليك %@ عبد الله في #%@`), with more slots, and cannot fold into the general one.
/// When every value of a slot holds the same words between white space or marks exactly once
/// (` في #`), each side holding several values, and another template has those words as
/// text, the slot splits in two around them: `أشار إليك %@ في #%@`, into which the other one
/// then folds.
extension MiningState {

  /// Splits each slot whose values share words that another template keeps as text.
  func splitSharedInfixes(_ candidates: [Candidate]) -> [Candidate] {
    var result = candidates
    var changed = false
    for index in result.indices {
      var slot = 0
      while slot < result[index].template.slotCount {
        guard let infix = sharedInfix(result[index], slot: slot) else {
          slot += 1
          continue
        }
        var constants = result[index].template.constants
        constants.insert(infix, at: slot + 1)
        // The split template still matches every text of this one.
        guard let split = folded([result[index]], into: constants)?.template else {
          slot += 1
          continue
        }
        // Another template, with at most half the lines, written out from this one.
        let shows = candidates.indices.contains { other in
          other != index
            && candidates[other].template.count * options.absorbRatio
              <= split.count
            && candidates[other].template.constants.contains { $0.firstRange(of: infix) != nil }
            && candidates[other].members.allSatisfy { member in
              texts[member].withUnsafeBufferPointer { split.matches($0) }
            }
        }
        guard shows else {
          slot += 1
          continue
        }
        result[index].template = split
        changed = true
        slot += 2
      }
    }
    return changed ? result.sorted { Self.order($0.template, $1.template) } : candidates
  }

  /// The longest run of tokens, from white space or a mark to white space or a mark with a
  /// word between, that every value of the slot holds exactly once with text on both sides,
  /// when each side then holds several values.
  func sharedInfix(_ candidate: Candidate, slot: Int) -> [UInt8]? {
    var values = Set<ArraySlice<UInt8>>()
    var ranges: [Range<Int>] = []
    // The runs the first value offers, longest first, dropped as soon as a value lacks them:
    // most slots have none after a few values.
    var runs: [[UInt8]]?
    for member in candidate.members {
      let text = texts[member]
      guard text.withUnsafeBufferPointer({ candidate.template.match($0, slots: &ranges) }),
        slot < ranges.count
      else { continue }
      let value = text[ranges[slot]]
      guard values.insert(value).inserted else { continue }
      if var kept = runs {
        kept.removeAll { Self.inside(of: $0, value) == nil }
        guard !kept.isEmpty else { return nil }
        runs = kept
      } else {
        runs = Self.runs(in: Array(value))
        guard runs?.isEmpty == false else { return nil }
      }
    }
    guard let runs, values.count >= options.openClassSize else { return nil }
    for run in runs {
      var left = Set<ArraySlice<UInt8>>()
      var right = Set<ArraySlice<UInt8>>()
      let holds = values.allSatisfy { value in
        guard let at = Self.inside(of: run, value) else { return false }
        left.insert(value[..<at])
        right.insert(value[(at + run.count)...])
        return true
      }
      if holds, left.count >= options.minCount, right.count >= options.minCount { return run }
    }
    return nil
  }

  /// The runs of tokens of a value that start and end with white space or a mark and hold a
  /// word, not at either end of it, longest first (then in byte order).
  static func runs(in value: [UInt8]) -> [[UInt8]] {
    var tokens: [AlertTokenizer.Token] = []
    value.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    guard tokens.count <= MiningThresholds.maxInfixTokens else { return [] }
    var runs: [[UInt8]] = []
    let isMark = { (token: AlertTokenizer.Token) in token.kind == .space || token.kind == .symbol }
    for start in tokens.indices.dropFirst() where isMark(tokens[start]) {
      var hasWord = false
      for end in (start + 1)..<tokens.count {
        if tokens[end].kind.isLexical { hasWord = true }
        guard hasWord, isMark(tokens[end]), end + 1 < tokens.count else { continue }
        runs.append(Array(value[tokens[start].start..<tokens[end].end]))
      }
    }
    return runs.sorted {
      $0.count != $1.count ? $0.count > $1.count : $0.lexicographicallyPrecedes($1)
    }
  }

  /// Where the only occurrence of `run` in `value` starts, when it has text on both sides.
  static func inside(of run: [UInt8], _ value: ArraySlice<UInt8>) -> Int? {
    guard let at = onlyOccurrence(of: run, in: value), at > value.startIndex,
      at + run.count < value.endIndex
    else { return nil }
    return at
  }

  /// The start of the only occurrence of `needle` in `haystack`, or nil.
  static func onlyOccurrence(of needle: [UInt8], in haystack: ArraySlice<UInt8>) -> Int? {
    guard !needle.isEmpty, needle.count <= haystack.count else { return nil }
    var found: Int?
    var start = haystack.startIndex
    while start + needle.count <= haystack.endIndex {
      if haystack[start] == needle[0],
        haystack[start..<(start + needle.count)].elementsEqual(needle)
      {
        if found != nil { return nil }
        found = start
      }
      start += 1
    }
    return found
  }
}
