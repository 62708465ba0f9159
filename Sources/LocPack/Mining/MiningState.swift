/// The working state of one mining run (see ``TemplateMiner``).
struct MiningState {
  /// A skeleton element: an anchor token id (≥ 0) or a slot.
  typealias Element = Int32
  static let slot: Element = -1

  struct Group {
    var skeleton: [Element]
    var members: [Int]
    /// Lines covered.
    var count: Int
    /// Distinct texts covered.
    var distinct: Int
    /// The most lines any one text covers.
    var largest: Int

    func with(skeleton: [Element]) -> Group {
      Group(
        skeleton: skeleton, members: members, count: count, distinct: distinct, largest: largest)
    }
  }

  let options: TemplateMiner.Options
  var texts: [[UInt8]]
  var counts: [Int]
  var tokenIDs: [[Int32]] = []
  var tokenBytes: [[UInt8]] = []
  var tokenKinds: [AlertTokenizer.Kind] = []
  var groups: [Group] = []

  init(texts: [(text: [UInt8], count: Int)], options: TemplateMiner.Options) {
    // Sort for determinism: the result must not depend on input order.
    let sorted = texts.sorted { $0.text.lexicographicallyPrecedes($1.text) }
    self.texts = sorted.map(\.text)
    self.counts = sorted.map(\.count)
    self.options = options
  }

  // MARK: - Skeletons

  mutating func buildSkeletons() {
    var intern: [ArraySlice<UInt8>: Int32] = [:]
    var frequency: [Int] = []
    var tokens: [AlertTokenizer.Token] = []
    tokenIDs.reserveCapacity(texts.count)
    for (index, text) in texts.enumerated() {
      tokens.removeAll(keepingCapacity: true)
      text.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
      var ids: [Int32] = []
      ids.reserveCapacity(tokens.count)
      var seen = Set<Int32>()
      for token in tokens {
        let slice = text[token.start..<token.end]
        let id: Int32
        if let existing = intern[slice] {
          id = existing
        } else {
          id = Int32(tokenBytes.count)
          intern[slice] = id
          tokenBytes.append(Array(slice))
          tokenKinds.append(token.kind)
          frequency.append(0)
        }
        ids.append(id)
        if seen.insert(id).inserted { frequency[Int(id)] += counts[index] }
      }
      tokenIDs.append(ids)
    }
    var byskeleton: [[Element]: Int] = [:]
    for index in texts.indices {
      var skeleton: [Element] = []
      for id in tokenIDs[index] {
        if tokenKinds[Int(id)] != .digits && frequency[Int(id)] >= options.minCount {
          skeleton.append(id)
        } else if skeleton.last != Self.slot {
          skeleton.append(Self.slot)
        }
      }
      skeleton = collapse(skeleton)
      if let existing = byskeleton[skeleton] {
        groups[existing].members.append(index)
        groups[existing].count += counts[index]
        groups[existing].distinct += 1
        groups[existing].largest = max(groups[existing].largest, counts[index])
      } else {
        byskeleton[skeleton] = groups.count
        groups.append(
          Group(
            skeleton: skeleton, members: [index], count: counts[index], distinct: 1,
            largest: counts[index]))
      }
    }
  }

  /// Joins slots separated only by spaces, digits and symbols into one slot, as long as the
  /// skeleton keeps at least one word or ideograph.
  func collapse(_ skeleton: [Element]) -> [Element] {
    guard skeleton.contains(where: { $0 != Self.slot && tokenKinds[Int($0)].isLexical })
    else { return skeleton }
    var out: [Element] = []
    out.reserveCapacity(skeleton.count)
    var index = 0
    while index < skeleton.count {
      let element = skeleton[index]
      out.append(element)
      index += 1
      guard element == Self.slot else { continue }
      // Look ahead over separators to another slot.
      var probe = index
      var lastSlot = -1
      while probe < skeleton.count {
        let next = skeleton[probe]
        if next == Self.slot {
          lastSlot = probe
        } else if tokenKinds[Int(next)].isLexical {
          break
        }
        probe += 1
      }
      if lastSlot >= 0 { index = lastSlot + 1 }
    }
    return out
  }

  // MARK: - Merging open positions

  mutating func mergeOpenPositions() {
    for _ in 0..<options.maxRounds {
      if !mergeRound() { break }
    }
  }

  /// One merging round; returns whether anything merged.
  ///
  /// Single-position families come first; only when none of them merges, families whose
  /// varying part spans several elements, shortest first, and then shared prefixes or suffixes
  /// that branch into values.
  mutating func mergeRound() -> Bool {
    for holeLength in 1...options.maxHoleLength where mergeFamilies(maxHole: holeLength) {
      return true
    }
    return mergeBranches()
  }

  /// A group's place in a family: the elements `start..<end` of its skeleton are the hole.
  struct Member {
    var group: Int32
    var start: Int16
    var end: Int16
  }

  /// Builds the families whose holes are at most `maxHole` elements long (at least one member
  /// exactly that long when `maxHole > 1`), and merges the open ones.
  mutating func mergeFamilies(maxHole: Int) -> Bool {
    // Every (family key, member) pair, sorted by key: a family is a run of equal keys.
    var keyed: [(key: UInt64, member: Member)] = []
    var prefix: [UInt64] = []
    var suffix: [UInt64] = []
    for (groupIndex, group) in groups.enumerated() {
      let skeleton = group.skeleton
      let count = skeleton.count
      guard count <= Int(Int16.max) else { continue }
      Self.rollingHashes(skeleton, prefix: &prefix, suffix: &suffix)
      // lexicalBefore[i]: whether skeleton[0..<i] holds a word or ideograph.
      var lexicalBefore = [false]
      for element in skeleton {
        lexicalBefore.append(lexicalBefore[lexicalBefore.count - 1] || isLexical(element))
      }
      var lexicalFrom = Array(repeating: false, count: count + 1)
      for index in stride(from: count - 1, through: 0, by: -1) {
        lexicalFrom[index] = lexicalFrom[index + 1] || isLexical(skeleton[index])
      }
      for start in 0..<count {
        for end in (start + 1)...min(count, start + maxHole) {
          // A hole must leave some of the template's words as context.
          guard lexicalBefore[start] || lexicalFrom[end] else { continue }
          let key = Self.mix(prefix[start], suffix[end], UInt64(start), UInt64(count - end))
          keyed.append(
            (key, Member(group: Int32(groupIndex), start: Int16(start), end: Int16(end))))
        }
      }
    }
    keyed.sort { $0.key < $1.key }
    var generalize: [Int: [Range<Int>]] = [:]
    var runStart = 0
    while runStart < keyed.count {
      var runEnd = runStart + 1
      while runEnd < keyed.count, keyed[runEnd].key == keyed[runStart].key { runEnd += 1 }
      defer { runStart = runEnd }
      guard runEnd - runStart >= 2 else { continue }
      let members = keyed[runStart..<runEnd].map(\.member)
      let longest = members.map { Int($0.end - $0.start) }.max() ?? 0
      guard maxHole == 1 || longest == maxHole else { continue }
      let verified = verify(members)
      guard verified.count >= 2, isOpen(verified, multi: longest > 1) else { continue }
      for member in verified {
        generalize[Int(member.group), default: []].append(Int(member.start)..<Int(member.end))
      }
    }
    guard !generalize.isEmpty else { return false }
    return applyHoles(generalize)
  }

  func isLexical(_ element: Element) -> Bool {
    element != Self.slot && tokenKinds[Int(element)].isLexical
  }

  static func rollingHashes(_ elements: [Element], prefix: inout [UInt64], suffix: inout [UInt64]) {
    let count = elements.count
    prefix.removeAll(keepingCapacity: true)
    suffix.removeAll(keepingCapacity: true)
    prefix.append(0x9E37_79B9_7F4A_7C15)
    for element in elements {
      prefix.append(mix(prefix[prefix.count - 1], UInt64(bitPattern: Int64(element)), 1, 2))
    }
    suffix = Array(repeating: 0xC2B2_AE3D_27D4_EB4F, count: count + 1)
    var index = count - 1
    while index >= 0 {
      suffix[index] = mix(suffix[index + 1], UInt64(bitPattern: Int64(elements[index])), 3, 4)
      index -= 1
    }
  }

  @inline(__always)
  static func mix(_ a: UInt64, _ b: UInt64, _ c: UInt64, _ d: UInt64) -> UInt64 {
    var h = a &* 0x100_0000_01B3 ^ b
    h = (h ^ (h >> 29)) &* 0xBF58_476D_1CE4_E5B9
    h ^= c &* 0x94D0_49BB_1331_11EB
    h = (h ^ (h >> 32)) &* 0x9E37_79B9_7F4A_7C15
    h ^= d &+ 0x2545_F491_4F6C_DD1D
    return h ^ (h >> 31)
  }

  /// Keeps the members whose skeleton outside the hole equals the first member's (hash keys can
  /// collide), one entry per group.
  func verify(_ members: [Member]) -> [Member] {
    let reference = members[0]
    let referenceSkeleton = groups[Int(reference.group)].skeleton
    let prefixLength = Int(reference.start)
    let suffixLength = referenceSkeleton.count - Int(reference.end)
    var seen = Set<Int32>()
    return members.filter { member in
      let skeleton = groups[Int(member.group)].skeleton
      guard Int(member.start) == prefixLength,
        skeleton.count - Int(member.end) == suffixLength,
        seen.insert(member.group).inserted
      else { return false }
      return skeleton[..<prefixLength].elementsEqual(referenceSkeleton[..<prefixLength])
        && skeleton[Int(member.end)...].elementsEqual(referenceSkeleton[Int(reference.end)...])
    }
  }

  /// Whether the values a family shows at its hole form an open class.
  func isOpen(_ members: [Member], multi: Bool) -> Bool {
    var distinct = 0
    var total = 0
    var largest = 0
    var firsts: [Element: Int] = [:]
    var lasts: [Element: Int] = [:]
    var slotFirsts = 0
    var slotLasts = 0
    for member in members {
      let group = groups[Int(member.group)]
      let hole = group.skeleton[Int(member.start)..<Int(member.end)]
      total += group.count
      if hole.contains(Self.slot) {
        distinct += group.distinct
        largest = max(largest, group.largest)
      } else {
        distinct += 1
        largest = max(largest, group.count)
      }
      if let first = hole.first {
        if first == Self.slot {
          slotFirsts += group.distinct
        } else {
          firsts[first, default: 0] += 1
        }
      }
      if let last = hole.last {
        if last == Self.slot { slotLasts += group.distinct } else { lasts[last, default: 0] += 1 }
      }
    }
    if !multi {
      let skeleton = groups[Int(members[0].group)].skeleton
      let position = Int(members[0].start)
      let glued =
        (position > 0 && skeleton[position - 1] == Self.slot)
        || (position + 1 < skeleton.count && skeleton[position + 1] == Self.slot)
      if glued { return distinct >= 2 }
    }
    guard distinct >= options.openClassSize, largest * 2 <= total else { return false }
    guard multi else { return true }
    // A multi-element hole is a value only if it also varies at both of its ends; otherwise a
    // shorter hole describes the family better (and template words stay text).
    let openEnds = { (ends: [Element: Int], slots: Int) -> Bool in
      let variety = ends.count + slots
      let top = ends.values.max() ?? 0
      return variety >= self.options.openClassSize && top * 2 <= members.count
    }
    return openEnds(firsts, slotFirsts) && openEnds(lasts, slotLasts)
  }

  // MARK: - Templates

  func templates() -> [AlertTemplate] {
    var candidates: [AlertTemplate] = []
    for group in groups where group.count >= options.minCount {
      guard let template = refine(group) else { continue }
      candidates.append(template)
    }
    candidates.sort(by: Self.order)
    return absorb(candidates)
  }

  /// Builds a group's template, turning slots that never vary back into text.
  func refine(_ group: Group) -> AlertTemplate? {
    var constants: [[UInt8]] = [[]]
    for element in group.skeleton {
      if element == Self.slot {
        constants.append([])
      } else {
        constants[constants.count - 1].append(contentsOf: tokenBytes[Int(element)])
      }
    }
    var template = AlertTemplate(
      constants: constants, count: group.count,
      example: String(decoding: texts[group.members[0]], as: UTF8.self))
    guard template.slotCount > 0 else { return template }
    // Collect each slot's values; a slot with one value is constant text.
    var values = Array(repeating: Set<ArraySlice<UInt8>>(), count: template.slotCount)
    var ranges: [Range<Int>] = []
    for member in group.members {
      let text = texts[member]
      let matched = text.withUnsafeBufferPointer { template.match($0, slots: &ranges) }
      guard matched else { continue }
      for (slot, range) in ranges.enumerated() where values[slot].count < 2 {
        values[slot].insert(text[range])
      }
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
    if template.slotCount > 0 && !hasVisibleText(template) { return nil }
    return template
  }

  /// Whether the template has constant text other than white space.
  func hasVisibleText(_ template: AlertTemplate) -> Bool {
    var tokens: [AlertTokenizer.Token] = []
    for piece in template.constants {
      piece.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    }
    return tokens.contains { $0.kind != .space }
  }

  /// Folds templates into a much larger template that matches them too.
  func absorb(_ candidates: [AlertTemplate]) -> [AlertTemplate] {
    var kept: [AlertTemplate] = []
    var ranges: [Range<Int>] = []
    // Largest first: a template can only be absorbed by one already kept.
    for candidate in candidates {
      let example = Array(candidate.example.utf8)
      var absorbed = false
      for (index, general) in kept.enumerated()
      where general.count >= options.absorbRatio * candidate.count
        && general.constantByteCount < candidate.constantByteCount
      {
        if example.withUnsafeBufferPointer({ general.match($0, slots: &ranges) }) {
          kept[index].count += candidate.count
          absorbed = true
          break
        }
      }
      if !absorbed { kept.append(candidate) }
    }
    return kept.sorted(by: Self.order)
  }

  static func order(_ a: AlertTemplate, _ b: AlertTemplate) -> Bool {
    if a.count != b.count { return a.count > b.count }
    return a.constants.lexicographicallyPrecedes(b.constants) { $0.lexicographicallyPrecedes($1) }
  }
}
