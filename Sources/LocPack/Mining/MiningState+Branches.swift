/// Merging values longer than a family's hole: places where many groups share their beginning
/// (or their end) and then branch into an open class of values.
///
/// The groups are sorted by skeleton, so that every shared prefix is a run of neighbours (a
/// trie, walked as the intervals of the longest-common-prefix array). Where a prefix is
/// followed by many different elements, none of them covering half the lines, and the groups
/// under it end alike, the part between is a value: `Your file from ✱ is ready`, `✱ sent you
/// "✱"`. Sorting the reversed skeletons finds values at the start of a text.
extension MiningState {
  /// One pass forwards and one backwards; returns whether anything merged.
  mutating func mergeBranches() -> Bool {
    let forward = branchMerges(reversed: false)
    let backward = branchMerges(reversed: true)
    var holes: [Int: Range<Int>] = forward
    for (group, hole) in backward where holes[group] == nil { holes[group] = hole }
    guard !holes.isEmpty else { return false }
    return applyHoles(holes.mapValues { [$0] })
  }

  /// The holes to open: for each group, the range of its skeleton that becomes one slot.
  func branchMerges(reversed: Bool) -> [Int: Range<Int>] {
    let sequences = groups.map {
      let skeleton = Self.canonical($0.skeleton)
      return reversed ? Array(skeleton.reversed()) : skeleton
    }
    let known = Set(sequences)
    let order = sequences.indices.sorted { sequences[$0].lexicographicallyPrecedes(sequences[$1]) }
    guard order.count >= options.openClassSize else { return [:] }
    var lcp = [0]
    for index in 1..<order.count {
      let a = sequences[order[index - 1]]
      let b = sequences[order[index]]
      var length = 0
      while length < a.count, length < b.count, a[length] == b[length] { length += 1 }
      lcp.append(length)
    }
    var claimed = Set<Int>()
    var holes: [Int: Range<Int>] = [:]
    // Walk the LCP intervals bottom-up: deeper prefixes (shorter values) first.
    var stack: [(depth: Int, left: Int)] = [(0, 0)]
    for index in 1...order.count {
      let depth = index < order.count ? lcp[index] : 0
      var left = index - 1
      while let top = stack.last, top.depth > depth {
        stack.removeLast()
        left = top.left
        let members = Array(order[top.left...(index - 1)])
        if let found = openBranch(
          members, depth: top.depth, sequences: sequences, known: known, reversed: reversed)
        {
          for (group, range) in found where !claimed.contains(group) {
            claimed.insert(group)
            let count = sequences[group].count
            holes[group] =
              reversed ? (count - range.upperBound)..<(count - range.lowerBound) : range
          }
        }
      }
      if let top = stack.last, top.depth < depth { stack.append((depth, left)) }
    }
    return holes
  }

  /// Whether the groups sharing a prefix of `depth` elements branch into an open class of
  /// values with a common ending; if so, each group's value range.
  func openBranch(
    _ members: [Int], depth: Int, sequences: [[Element]], known: Set<[Element]>,
    reversed: Bool = false
  ) -> [(Int, Range<Int>)]? {
    guard members.count >= options.openClassSize else { return nil }
    // The branch: the element after the prefix, per group (a group that ends here has none).
    var branchLines: [Element: Int] = [:]
    var total = 0
    for member in members {
      let sequence = sequences[member]
      guard sequence.count > depth else { return nil }
      branchLines[sequence[depth], default: 0] += groups[member].count
      total += groups[member].count
    }
    guard branchLines.count >= options.openClassSize,
      (branchLines.values.max() ?? 0) * 2 <= total
    else { return nil }
    // The common ending, which must leave every value at least one element.
    let first = sequences[members[0]]
    var suffix = first.count - depth
    for member in members.dropFirst() {
      let sequence = sequences[member]
      var length = 0
      while length < suffix, length < sequence.count - depth,
        first[first.count - 1 - length] == sequence[sequence.count - 1 - length]
      {
        length += 1
      }
      suffix = length
    }
    var ranges: [(Int, Range<Int>)] = []
    var withSlot = 0
    var anchorSpread: [Element: Int] = [:]
    // After an opening mark (that does not close itself), the value ends at its closing one:
    // `“Roadmap” · 3 May` is a quoted title, then the rest of the text. Only forwards: before
    // a closing mark, a value may hold a quote of its own (`New song %@” is out` over `Live:
    // Part 2 “Home Again`).
    // The same marks end a slot in ``collapse(_:colonEnds:)``.
    var closings: [[UInt8]] = []
    if !reversed, let mark = openingMarkBefore(depth, in: first) {
      closings = closingMarks(of: mark)
    }
    var closed = 0
    var leaving = Set<Int>()
    var wordingLines = 0
    for member in members {
      let sequence = sequences[member]
      var range = depth..<(sequence.count - suffix)
      if !closings.isEmpty,
        let close = sequence[range].firstIndex(where: {
          !Self.isSlot($0) && closings.contains(tokenBytes[Int($0)])
        })
      {
        // Any space before the closing mark stays out too (`« Roadmap »`).
        var end = close
        while end > depth + 1, isSpace(sequence[end - 1]) { end -= 1 }
        range = depth..<end
        closed += 1
      }
      guard !range.isEmpty else { return nil }
      // A value that opens, beside the shared text, with wording before a slot of its own; or
      // with wording of a group that is a template already (``opensWithWording(_:)``).
      let hole =
        reversed ? (sequence.count - range.upperBound)..<(sequence.count - range.lowerBound) : range
      if isLowercaseWord(sequence[range.lowerBound]), hole.upperBound <= Int(Int16.max) {
        let place = Member(
          group: Int32(truncatingIfNeeded: member), start: Int16(hole.lowerBound),
          end: Int16(hole.upperBound))
        if holdsSlotBesideLowercaseWord(place) { leaving.insert(member) }
        if opensWithWording(place) { wordingLines += groups[member].count }
      }
      let value = sequence[range]
      if value.contains(Self.slot) { withSlot += 1 }
      for element in Set(value) where element != Self.slot && isLexical(element) {
        anchorSpread[element, default: 0] += 1
      }
      ranges.append((member, range))
    }
    // Values are mostly literal text with no word shared by most of them; otherwise the
    // branch is between templates, not inside one.
    // Between a pair of brackets or quotes the text is a title or a quote, whatever words it
    // shares (`「予算」`, `«Roadmap review»`).
    let before = depth > 0 ? first[depth - 1] : Self.slot
    let after = suffix > 0 ? first[first.count - suffix] : Self.slot
    let quoted =
      closed == members.count
      || (reversed ? isBracketPair(after, before) : isBracketPair(before, after))
    guard withSlot * 2 <= members.count,
      quoted || (anchorSpread.values.max() ?? 0) * 2 <= members.count
    else { return nil }
    // The template must keep some words around the value. A value that runs to an end of the
    // text, with no shared ending to close it, must not be longer than the text before it
    // (in words, for a typical value): a short name followed by whole sentences is a value
    // shared by several templates (`Ana Lima {joined …}`, `Ana Lima {left …}`), not a
    // template.
    let context = first[..<depth] + first[(first.count - suffix)...]
    let contextWords = lexicalCount(context)
    // A lone token glued to the value is no template's text either: a frequent character of
    // names (a surname shared by many people) would become a template of its own. Nor is a
    // shared beginning that half the lines go on from with wording: messages that begin alike.
    guard contextWords > 0, context.count > 1, wordingLines * 2 < total else { return nil }
    // Such a group is a template of its own, as in a family
    // (``holdsSlotBesideLowercaseWord(_:)``): it leaves the branch, and the rest is weighed
    // without it. Between brackets or quotes the words are a title's (`“iPhone %@ come nuovo”`).
    if !quoted, !leaving.isEmpty {
      return openBranch(
        members.filter { !leaving.contains($0) }, depth: depth, sequences: sequences,
        known: known, reversed: reversed)
    }
    let skeleton = groups[members[0]].skeleton
    let hole = ranges[0].1
    guard
      frameNames(
        skeleton,
        hole: reversed
          ? (skeleton.count - hole.upperBound)..<(skeleton.count - hole.lowerBound) : hole,
        lines: total)
    else { return nil }
    if suffix == 0 && closed < members.count {
      var valueWords = ranges.map { lexicalCount(sequences[$0.0][$0.1]) }
      valueWords.sort()
      guard valueWords[valueWords.count / 2] <= contextWords else { return nil }
    }
    // When what follows the shared prefix is, for most groups, already a template with a
    // slot where the prefix stands, the prefix is a value (a name shared by several
    // templates), not a template's text.
    var separators = depth
    while separators > 0, !isLexical(first[separators - 1]) { separators -= 1 }
    let trailing = Array(first[separators..<depth])
    var prefixIsValue = 0
    for member in members {
      let sequence = sequences[member]
      if known.contains([Self.slot] + trailing + sequence[depth...]) { prefixIsValue += 1 }
    }
    guard prefixIsValue < 2 else { return nil }
    return ranges
  }

  /// Whether two elements are an opening and the matching closing bracket or quote.
  func isBracketPair(_ open: Element, _ close: Element) -> Bool {
    guard !Self.isSlot(open), !Self.isSlot(close) else { return false }
    let opening = String(decoding: tokenBytes[Int(open)], as: UTF8.self)
    let closing = String(decoding: tokenBytes[Int(close)], as: UTF8.self)
    return MiningPunctuation.closingByOpening[opening] == closing
  }

  /// Replaces each group's holes with one slot and regroups; returns whether groups merged.
  ///
  /// Groups whose skeletons become equal merge into the first of them, in order. While the
  /// family index follows the groups and no two share a skeleton, only the groups changed can
  /// merge (``applyHolesInPlace(_:)``); otherwise every group is regrouped.
  mutating func applyHoles(_ generalize: [Int: [Range<Int>]]) -> Bool {
    if families.isBuilt && families.hasDistinctSkeletons {
      return applyHolesInPlace(generalize)
    }
    var merged: [CanonicalSkeleton: Int] = [:]
    var next: [Group] = []
    // Per new group: the old group it is, unchanged, or -1.
    var origin: [Int32] = []
    for (groupIndex, group) in groups.enumerated() {
      var skeleton = group.skeleton
      var unchanged = true
      if let holes = generalize[groupIndex] {
        skeleton = generalized(skeleton, holes: holes)
        unchanged = skeleton == group.skeleton
      }
      let key = CanonicalSkeleton(elements: skeleton)
      if let existing = merged[key] {
        next[existing].merge(group, skeleton: skeleton)
        origin[existing] = -1
      } else {
        merged[key] = next.count
        next.append(group.with(skeleton: skeleton))
        origin.append(unchanged ? Int32(groupIndex) : -1)
      }
    }
    let changed = next.count != groups.count
    let previousCount = groups.count
    var index = FamilyIndex()
    swap(&index, &families)
    groups = next
    if index.isBuilt {
      index.regrouped(self, previousCount: previousCount, origin: origin)
      families = index
    }
    return changed
  }

  /// A skeleton with slots over `holes`, runs of slots joined and collapsed.
  func generalized(_ skeleton: [Element], holes: [Range<Int>]) -> [Element] {
    var skeleton = skeleton
    for hole in holes { for position in hole { skeleton[position] = Self.slot } }
    var deduplicated: [Element] = []
    deduplicated.reserveCapacity(skeleton.count)
    for element in skeleton {
      if Self.isSlot(element), let last = deduplicated.last, Self.isSlot(last) {
        if element != Self.numeric { deduplicated[deduplicated.count - 1] = Self.slot }
      } else {
        deduplicated.append(element)
      }
    }
    return collapse(deduplicated)
  }

  /// ``applyHoles(_:)`` when no two groups share a canonical skeleton.
  ///
  /// A changed group can then only meet other changed groups, and at most one unchanged group,
  /// which the family index finds by its skeleton. Each such set merges into the first of its
  /// groups, as a full regrouping would, and the others leave in place; no other group is
  /// read.
  mutating func applyHolesInPlace(_ generalize: [Int: [Range<Int>]]) -> Bool {
    let (setMembers, skeletons) = meetingSets(generalize)
    let previousCount = groups.count
    var index = FamilyIndex()
    swap(&index, &families)
    // Per old group: the old group the new one there is, unchanged, or -1; and whether it left.
    var originOf = (0..<previousCount).map { Int32(truncatingIfNeeded: $0) }
    var leaves = [Bool](repeating: false, count: previousCount)
    for var members in setMembers {
      members.sort()
      let first = members[0]
      let firstSkeleton = skeletons[first] ?? groups[first].skeleton
      var group = groups[first].with(skeleton: firstSkeleton)
      // The members move, so that appending to them copies nothing.
      groups[first].members = []
      for other in members.dropFirst() {
        group.merge(groups[other], skeleton: skeletons[other] ?? groups[other].skeleton)
        leaves[other] = true
      }
      if members.count > 1 || group.skeleton != groups[first].skeleton { originOf[first] = -1 }
      groups[first] = group
    }
    // The groups that stay, in order.
    var origin: [Int32] = []
    origin.reserveCapacity(previousCount)
    var write = 0
    for read in 0..<previousCount where !leaves[read] {
      if write != read { groups.swapAt(write, read) }
      origin.append(originOf[read])
      write += 1
    }
    groups.removeLast(previousCount - write)
    index.regrouped(self, previousCount: previousCount, origin: origin)
    families = index
    return write != previousCount
  }

  /// The sets of groups that meet once `generalize` is applied (each changed group's set, with
  /// the unchanged group of the same new skeleton when there is one), and the new skeletons.
  ///
  /// Apart from ``applyHolesInPlace(_:)``, which mutates: calling the non-mutating helpers
  /// from there copied the whole state at each changed group.
  private func meetingSets(
    _ generalize: [Int: [Range<Int>]]
  ) -> (members: [[Int]], skeletons: [Int: [Element]]) {
    // The changed groups by their new canonical skeleton, with the unchanged group that has it.
    var sets: [CanonicalSkeleton: Int] = [:]
    var setMembers: [[Int]] = []
    var skeletons: [Int: [Element]] = [:]
    for groupIndex in generalize.keys.sorted() {
      guard let holes = generalize[groupIndex] else { continue }
      let skeleton = generalized(groups[groupIndex].skeleton, holes: holes)
      skeletons[groupIndex] = skeleton
      let key = CanonicalSkeleton(elements: skeleton)
      if let set = sets[key] {
        setMembers[set].append(groupIndex)
      } else {
        sets[key] = setMembers.count
        var members = [groupIndex]
        if let other = families.group(
          withSkeleton: skeleton, hash: CanonicalSkeleton.hash(of: skeleton), in: groups,
          excluding: generalize)
        {
          members.append(other)
        }
        setMembers.append(members)
      }
    }
    return (setMembers, skeletons)
  }

  /// Whether an anchor is a colon, ASCII or fullwidth.
  ///
  /// A colon after a slot of words ends that value: what follows is a label's value or a
  /// message, not more of the name (``collapse(_:)``).
  func isColon(_ element: Element) -> Bool {
    guard !Self.isSlot(element) else { return false }
    let bytes = tokenBytes[Int(element)]
    return MiningPunctuation.labelMarks.contains(bytes)
  }

  /// A skeleton hashed and compared in canonical form (every slot alike), without a copy.
  struct CanonicalSkeleton: Hashable {
    var elements: [Element]

    static func == (a: Self, b: Self) -> Bool { equal(a.elements, b.elements) }

    func hash(into hasher: inout Hasher) { hasher.combine(Self.hash(of: elements)) }

    /// Whether two skeletons are equal in canonical form.
    static func equal(_ a: [Element], _ b: [Element]) -> Bool {
      guard a.count == b.count else { return false }
      return a.withUnsafeBufferPointer { a in
        b.withUnsafeBufferPointer { b in
          for index in 0..<a.count where a[index] != b[index] {
            guard MiningState.isSlot(a[index]), MiningState.isSlot(b[index]) else { return false }
          }
          return true
        }
      }
    }

    /// The hash of a skeleton in canonical form.
    static func hash(of elements: [Element]) -> UInt64 {
      var hash: UInt64 = 0x9E37_79B9_7F4A_7C15
      for element in elements {
        let value = MiningState.isSlot(element) ? MiningState.slot : element
        hash = MiningState.mix(hash, UInt64(bitPattern: Int64(value)), 1, 2)
      }
      return hash
    }
  }
}
