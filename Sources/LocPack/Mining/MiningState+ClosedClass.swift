/// Templates that differ only in one value from a short list.
///
/// Games, rewards, task titles, restaurants: an app fills a slot from a list of a few values.
/// When every value is frequent, the token miner keeps each as text and writes one template a
/// value (`{name} invited you to Word Quest`, `{name} invited you to Kingdom Builders`). Such
/// templates are one template when at least three of them differ in one place only, carry
/// about the same traffic, and their other slots hold the same values (the same names come
/// with several games: the list combines freely with the rest). Near-duplicates made of two
/// templates (`liked your photo` / `liked your video`) stay apart.
extension MiningState {
  /// The most constant pieces of a template that may fold: each piece is left out in a key of
  /// its own, so a template of thousands of slots (from a long untrusted text) would cost their
  /// square.
  static let maxFoldPieces = 64

  /// Merges the groups of candidates that differ in one value of a short list.
  func foldClosedClasses(_ candidates: [Candidate]) -> [Candidate] {
    // Candidates keyed by their constants with one piece left out.
    var families: [[[UInt8]]: [Int]] = [:]
    for (index, candidate) in candidates.enumerated()
    where candidate.template.constants.count <= Self.maxFoldPieces {
      let constants = candidate.template.constants
      for piece in constants.indices {
        var key = constants
        key[piece] = [0xFF, UInt8(truncatingIfNeeded: piece)]
        families[key, default: []].append(index)
      }
    }
    // Largest families first, then by their first member: a deterministic order.
    let ordered = families.filter { $0.value.count >= 3 }.sorted {
      if $0.value.count != $1.value.count { return $0.value.count > $1.value.count }
      return $0.value.lexicographicallyPrecedes($1.value)
    }
    var used = Set<Int>()
    var merged: [Candidate] = []
    for (key, members) in ordered where !members.contains(where: used.contains) {
      let piece = key.firstIndex { $0.count == 2 && $0[0] == 0xFF } ?? 0
      guard let fold = closedClassFold(members.map { candidates[$0] }, piece: piece) else {
        continue
      }
      let folded = Set(fold.members)
      used.formUnion(members.filter { candidates[$0].members.contains(where: folded.contains) })
      merged.append(fold)
    }
    guard !merged.isEmpty else { return candidates }
    var result = merged
    for index in candidates.indices where !used.contains(index) { result.append(candidates[index]) }
    return result.sorted { Self.order($0.template, $1.template) }
  }

  /// The candidate that replaces a family whose piece `piece` differs, if the differences
  /// are the values of one slot.
  func closedClassFold(_ family: [Candidate], piece: Int) -> Candidate? {
    // Only the values with balanced traffic: a rare variant is kept apart.
    let top = family.map(\.template.count).max() ?? 0
    let balanced = family.filter { $0.template.count * options.balanceRatio >= top }
    let slotCount = balanced.first?.template.slotCount ?? 0
    guard balanced.count >= (slotCount > 0 ? 3 : options.openClassSize) else { return nil }
    // The shared beginning and end of the piece, cut between tokens.
    let pieces = balanced.map { $0.template.constants[piece] }
    guard let (prefix, suffix) = Self.sharedEnds(pieces) else { return nil }
    let isFirst = piece == 0
    let isLast = piece == balanced[0].template.constants.count - 1
    guard isFirst || prefix > 0, isLast || suffix > 0 else { return nil }
    var constants = balanced[0].template.constants
    let sample = constants[piece]
    constants[piece] = Array(sample[..<prefix])
    constants.insert(Array(sample[(sample.count - suffix)...]), at: piece + 1)
    // The template keeps words of its own; only a free text at the end, from many texts,
    // may leave it none (`{name}: {message}`).
    if Self.lexicalCount(constants) < 2 {
      guard isLast, suffix == 0, prefix > 0, balanced.count >= options.openClassSize,
        constants.contains(where: { $0.contains { $0 > 0x20 } })
      else { return nil }
    }
    // The other slots hold values common to several members.
    if slotCount > 0 {
      let values = balanced.map(slotValues)
      var shared = false
      for slot in 0..<slotCount where !shared {
        var seen = Set<ArraySlice<UInt8>>()
        for memberValues in values where slot < memberValues.count {
          for value in memberValues[slot] where !seen.insert(value).inserted { shared = true }
        }
      }
      guard shared else { return nil }
    }
    var template = AlertTemplate(
      constants: constants, count: 0, example: balanced[0].template.example)
    var members: [Int] = []
    for candidate in balanced {
      template.count += candidate.template.count
      members.append(contentsOf: candidate.members)
    }
    for member in members {
      guard texts[member].withUnsafeBufferPointer({ template.matches($0) }) else { return nil }
    }
    return Candidate(template: template, members: members)
  }

  /// The words and ideographs in the pieces.
  static func lexicalCount(_ pieces: [[UInt8]]) -> Int {
    var tokens: [AlertTokenizer.Token] = []
    for piece in pieces {
      piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    }
    return tokens.count { $0.kind.isLexical }
  }

  /// The byte lengths of the beginning and the end all pieces share, each ending between two
  /// tokens of every piece, leaving every piece a value with visible text in between.
  static func sharedEnds(_ pieces: [[UInt8]]) -> (prefix: Int, suffix: Int)? {
    guard let first = pieces.first else { return nil }
    var tokens: [AlertTokenizer.Token] = []
    var starts: [Set<Int>] = []
    var ends: [Set<Int>] = []
    var shortest = Int.max
    for piece in pieces {
      tokens.removeAll(keepingCapacity: true)
      piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
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
    // Every value must hold more than white space.
    for piece in pieces {
      let value = piece[prefix..<(piece.count - suffix)]
      guard value.contains(where: { $0 > 0x20 }) else { return nil }
    }
    return (prefix, suffix)
  }
}
