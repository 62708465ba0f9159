/// The working state of one mining run (see ``TemplateMiner``).
struct MiningState {
  /// A skeleton element: an anchor token id (≥ 0) or a slot.
  typealias Element = Int32
  /// A slot.
  static let slot: Element = -1
  /// A slot that so far only ever held numbers (digits and the separators between them).
  static let numeric: Element = -2

  /// Whether an element is a slot of either kind.
  @inline(__always)
  static func isSlot(_ element: Element) -> Bool { element < 0 }

  /// The skeleton with every slot written the same way: groups are keyed by it.
  static func canonical(_ skeleton: [Element]) -> [Element] {
    skeleton.map { $0 < 0 ? slot : $0 }
  }

  /// Two skeletons with the same canonical form, combined: a slot stays numeric only if it is
  /// numeric in both.
  static func combine(_ a: [Element], _ b: [Element]) -> [Element] {
    guard a.count == b.count else { return a }
    var out = a
    for index in out.indices where out[index] == numeric && b[index] != numeric {
      out[index] = slot
    }
    return out
  }

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

    /// Takes in `other`, whose skeleton is now `skeleton` (the same in canonical form).
    mutating func merge(_ other: Group, skeleton otherSkeleton: [Element]) {
      skeleton = MiningState.combine(skeleton, otherSkeleton)
      members.append(contentsOf: other.members)
      count += other.count
      distinct += other.distinct
      largest = max(largest, other.largest)
    }
  }

  let options: TemplateMiner.Options
  var texts: [[UInt8]]
  var counts: [Int]
  var tokenIDs: [[Int32]] = []
  var tokenBytes: [[UInt8]] = []
  var tokenKinds: [AlertTokenizer.Kind] = []
  /// Per token id, the lines of the sample whose text holds it.
  var tokenLines: [Int] = []
  /// Per anchor word, the texts that hold it, in order (empty for other tokens).
  var anchorTexts: [[Int32]] = []
  /// Per text, the group that holds it, as of the start of the merge round.
  var textGroups: [Int32] = []
  var groups: [Group] = [] {
    // The family index follows the groups through `applyHoles`; any other change rebuilds it.
    didSet { families.isBuilt = false }
  }
  /// The families of the groups' holes, kept between merge rounds.
  var families = FamilyIndex()
  /// The tokens of every text, when already split (empty otherwise).
  var tokenCache: [[AlertTokenizer.Token]] = []

  init(texts: [(text: [UInt8], count: Int)], options: TemplateMiner.Options) {
    // Sort for determinism: the result must not depend on input order.
    let sorted = texts.sorted { $0.text.lexicographicallyPrecedes($1.text) }
    self.texts = sorted.map(\.text)
    self.counts = sorted.map(\.count)
    self.options = options
  }

  // MARK: - Skeletons

  mutating func buildSkeletons() {
    // Token ids in order of first appearance, interned in a flat table of byte hashes.
    var intern = TextTable(expectedCount: 4096)
    var frequency: [Int] = []
    // Per token id: the last text that counted it, so each text counts a token once.
    var countedBy: [Int] = []
    var tokens: [AlertTokenizer.Token] = []
    let cached = tokenCache.count == texts.count
    tokenIDs.reserveCapacity(texts.count)
    for (index, text) in texts.enumerated() {
      if cached {
        tokens = tokenCache[index]
      } else {
        AlertTokenizer.tokenize(text, replacing: &tokens)
      }
      var ids: [Int32] = []
      ids.reserveCapacity(tokens.count)
      text.withUnsafeBufferPointer { buffer in
        for token in tokens {
          let piece =
            CheckedBytes(buffer).bytes(in: token.start..<token.end) ?? CheckedBytes.emptyBuffer
          let hash = TextTable.hash(piece)
          let id: Int32
          if let existing = intern.find(piece, hash: hash) {
            id = Int32(truncatingIfNeeded: existing)
          } else {
            id = Int32(truncatingIfNeeded: intern.insert(piece, hash: hash))
            tokenBytes.append(Array(piece))
            tokenKinds.append(token.kind)
            frequency.append(0)
            countedBy.append(-1)
          }
          ids.append(id)
          if countedBy[Int(id)] != index {
            countedBy[Int(id)] = index
            frequency[Int(id)] += counts[index]
          }
        }
      }
      tokenIDs.append(ids)
    }
    tokenCache = []
    tokenLines = frequency
    anchorTexts = Array(repeating: [], count: frequency.count)
    for (index, ids) in tokenIDs.enumerated() {
      for id in ids
      where frequency[Int(id)] >= options.minCount && tokenKinds[Int(id)].isLexical
        && anchorTexts[Int(id)].last != Int32(truncatingIfNeeded: index)
      {
        anchorTexts[Int(id)].append(Int32(truncatingIfNeeded: index))
      }
    }
    var byskeleton: [CanonicalSkeleton: Int] = [:]
    for index in texts.indices {
      var skeleton: [Element] = []
      for id in tokenIDs[index] {
        let kind = tokenKinds[Int(id)]
        if kind != .digits && frequency[Int(id)] >= options.minCount {
          skeleton.append(id)
        } else if let last = skeleton.last, Self.isSlot(last) {
          if kind != .digits { skeleton[skeleton.count - 1] = Self.slot }
        } else {
          skeleton.append(kind == .digits ? Self.numeric : Self.slot)
        }
      }
      skeleton = collapse(skeleton)
      let single = Group(
        skeleton: skeleton, members: [index], count: counts[index], distinct: 1,
        largest: counts[index])
      let key = CanonicalSkeleton(elements: skeleton)
      if let existing = byskeleton[key] {
        groups[existing].merge(single, skeleton: skeleton)
      } else {
        byskeleton[key] = groups.count
        groups.append(single)
      }
    }
  }

  /// Joins slots separated only by spaces, digits and symbols into one slot, as long as the
  /// skeleton keeps at least one word or ideograph; with `colonEnds`, a colon right after a
  /// slot of words keeps the slots apart, and without it when a slot of numbers follows.
  ///
  /// A closing bracket or quotation mark whose opening one stands just before the slot ends
  /// it (`(42) 7 km`, `“Roadmap” · 3 May`): the quoted value is one slot, what follows the
  /// quote another.
  func collapse(_ skeleton: [Element], colonEnds: Bool = true) -> [Element] {
    guard skeleton.contains(where: { !Self.isSlot($0) && tokenKinds[Int($0)].isLexical })
    else { return skeleton }
    var out: [Element] = []
    out.reserveCapacity(skeleton.count)
    var index = 0
    while index < skeleton.count {
      let element = skeleton[index]
      out.append(element)
      index += 1
      guard Self.isSlot(element) else { continue }
      // Look ahead over separators to another slot.
      var probe = index
      var lastSlot = -1
      var isNumeric = element == Self.numeric
      var closings: [[UInt8]] = []
      if let mark = openingMarkBefore(out.count - 1, in: out) { closings = closingMarks(of: mark) }
      while probe < skeleton.count {
        let next = skeleton[probe]
        if Self.isSlot(next) {
          lastSlot = probe
          if next != Self.numeric { isNumeric = false }
        } else if tokenKinds[Int(next)].isLexical {
          break
        } else if closings.contains(tokenBytes[Int(next)]) {
          break  // `“Roadmap” · 3 May`: the marks around the value end it
        } else if lastSlot < 0 && !isNumeric && isColon(next)
          && (colonEnds || startsWithNumber(skeleton, after: probe))
        {
          break  // `Ana: 5 files`: a label ends at its colon; times (`9:10`) keep theirs
        }
        probe += 1
      }
      if lastSlot >= 0 {
        index = lastSlot + 1
        out[out.count - 1] = isNumeric ? Self.numeric : Self.slot
      }
    }
    return out
  }

  /// The element just before `index`, past one space (`« Ana »`), when it is a symbol: a
  /// candidate opening mark.
  func openingMarkBefore(_ index: Int, in skeleton: [Element]) -> Element? {
    var before = index - 1
    if before >= 0, isSpace(skeleton[before]) { before -= 1 }
    guard before >= 0, !Self.isSlot(skeleton[before]),
      tokenKinds[Int(skeleton[before])] == .symbol
    else { return nil }
    return skeleton[before]
  }

  /// The closing marks of `element` when it is an opening bracket or quotation mark.
  ///
  /// A quotation mark that closes itself (`"`) has none: a free text may hold one, and its
  /// values would then stop halfway.
  func closingMarks(of element: Element) -> [[UInt8]] {
    guard !Self.isSlot(element), tokenKinds[Int(element)] == .symbol else { return [] }
    let bytes = tokenBytes[Int(element)]
    if let closing = MiningPunctuation.brackets[bytes] { return [closing] }
    return MiningPunctuation.quotationMarks[bytes]?.filter { $0 != bytes } ?? []
  }

  /// Whether a slot of numbers follows the colon at `colon`, past spaces: a message that
  /// starts with a number (`Ana: 5 files`), never more of the name before the colon.
  func startsWithNumber(_ skeleton: [Element], after colon: Int) -> Bool {
    var probe = colon + 1
    while probe < skeleton.count, isSpace(skeleton[probe]) { probe += 1 }
    return probe < skeleton.count && skeleton[probe] == Self.numeric
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
    textGroups = Array(repeating: 0, count: texts.count)
    for (index, group) in groups.enumerated() {
      for member in group.members { textGroups[member] = Int32(truncatingIfNeeded: index) }
    }
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
  ///
  /// Whether a family merges depends only on its members (their skeletons, line counts and
  /// holes), so only the families whose membership changed since they were last looked at for
  /// this hole length are looked at again (``FamilyIndex``): the others would not merge now
  /// either, or would only reopen holes that are slots already.
  mutating func mergeFamilies(maxHole: Int) -> Bool {
    if !families.isBuilt { buildFamilies() }
    var index = FamilyIndex()
    swap(&index, &families)
    var members: [Member] = []
    var longer: [Member] = []
    var generalize: [Int: [Range<Int>]] = [:]
    for family in index.takePending(length: maxHole) {
      let exact = index.members(of: family, length: maxHole, into: &members)
      guard members.count >= 2, maxHole == 1 || exact else { continue }
      // Members in the order of their groups, as the families were first defined.
      members.sort { ($0.group, $0.start, $0.end) < ($1.group, $1.start, $1.end) }
      // A group that keeps wording beside its slot is a template of its own.
      var verified = verify(members)
      verified.removeAll { holdsSlotBesideLowercaseWord($0) || endsWithSentenceMark($0) }
      // Holes that are wording of templates (``opensWithWording(_:)``) in half the lines: the
      // members are messages that begin alike, not values of one.
      let wordingLines = verified.reduce(0) {
        $0 + (opensWithWording($1) ? groups[Int($1.group)].count : 0)
      }
      let familyLines = verified.reduce(0) { $0 + groups[Int($1.group)].count }
      if wordingLines * 2 >= familyLines { continue }
      guard verified.count >= 2, !leavesLoneCharacters(verified[0]) else { continue }
      // A unit that other texts of the family hold apart from the number is none.
      var unit = isUnitBesideNumber(verified)
      if unit, maxHole > 1 {
        _ = index.members(of: family, length: options.maxHoleLength, into: &longer)
        unit = !unitsStandApart(verified, longer: longer)
      }
      guard isOpen(verified, multi: maxHole > 1, unitBesideNumber: unit),
        contextNamesFamily(verified)
      else { continue }
      let ends = endsBeforeColon(verified)
      for member in verified where Int(member.end) - ends > Int(member.start) {
        let end = Int(member.end) - ends
        generalize[Int(member.group), default: []].append(Int(member.start)..<end)
      }
    }
    swap(&index, &families)
    guard !generalize.isEmpty else { return false }
    return applyHoles(generalize)
  }

  /// How many elements every hole of a family gives back at its end: a colon that all its
  /// values end with, and what follows it in the hole, are the template's (`Ana: 5 files`:
  /// the name is the value, the colon and the number after it are not).
  func endsBeforeColon(_ members: [Member]) -> Int {
    guard let first = members.first else { return 0 }
    let firstSkeleton = groups[Int(first.group)].skeleton
    var shortest = Int.max
    for member in members { shortest = min(shortest, Int(member.end) - Int(member.start)) }
    // The common ending of the holes. It may take a whole hole: a group whose slot already
    // stands before the colon (`%@: on the bus`) beside `Ana Lima: on the bus` keeps its skeleton.
    var common = 0
    while common < shortest {
      let element = firstSkeleton[Int(first.end) - 1 - common]
      let same = members.allSatisfy { member in
        let other = groups[Int(member.group)].skeleton[Int(member.end) - 1 - common]
        return other == element || (Self.isSlot(other) && Self.isSlot(element))
      }
      guard same else { break }
      common += 1
    }
    // The earliest colon of that ending, after a value of words in one of the holes.
    var back = common
    while back > 0 {
      let position = Int(first.end) - back
      if isColon(firstSkeleton[position]),
        members.contains(where: { member in
          let before = Int(member.end) - back - 1
          return before >= Int(member.start)
            && !Self.isSlot(groups[Int(member.group)].skeleton[before])
        })
      {
        return back
      }
      back -= 1
    }
    return 0
  }

  /// Indexes the families of the current groups.
  mutating func buildFamilies() {
    var index = FamilyIndex()
    index.build(self, maxHole: options.maxHoleLength)
    families = index
  }

  /// A hole of a skeleton: its family key and its bounds.
  struct Hole {
    var key: UInt64
    var start: Int
    var end: Int
  }

  /// The family key and the bounds of every hole of at most `maxHole` elements of a skeleton
  /// that leaves some of the template's words as context, in `holes`.
  ///
  /// The key hashes the canonical skeleton before and after the hole, with their lengths.
  func holes(of skeleton: [Element], maxHole: Int, into holes: inout [Hole]) {
    holes.removeAll(keepingCapacity: true)
    let count = skeleton.count
    guard count > 0, count <= Int(Int16.max) else { return }
    // Words before `start` exist when the first word is before it; words from `end` on when
    // the last word is at or after it.
    var firstLexical = count
    var lastLexical = -1
    for (index, element) in skeleton.enumerated() where isLexical(element) {
      if firstLexical == count { firstLexical = index }
      lastLexical = index
    }
    withUnsafeTemporaryAllocation(of: UInt64.self, capacity: 2 * (count + 1)) { buffer in
      let prefix = UnsafeMutableBufferPointer(rebasing: buffer[0...count])
      let suffix = UnsafeMutableBufferPointer(rebasing: buffer[(count + 1)...])
      Self.rollingHashes(skeleton, prefix: prefix, suffix: suffix)
      for start in 0..<count {
        // A hole must leave some of the template's words as context: before it, or after.
        let reach = min(count, start + maxHole)
        let last = firstLexical < start ? reach : min(reach, lastLexical)
        guard last > start else { continue }
        for end in (start + 1)...last {
          let key = Self.mix(prefix[start], suffix[end], UInt64(start), UInt64(count - end))
          holes.append(Hole(key: key, start: start, end: end))
        }
      }
    }
  }

  /// The constant pieces of a skeleton: its tokens' bytes, a piece before, between and after
  /// its slots.
  func constants(of skeleton: [Element]) -> [[UInt8]] {
    Self.constants(of: skeleton, bytes: tokenBytes)
  }

  /// The constant pieces of elements whose tokens have the bytes `bytes` (by id).
  static func constants(of elements: [Element], bytes: [[UInt8]]) -> [[UInt8]] {
    var constants: [[UInt8]] = [[]]
    for element in elements {
      if isSlot(element) {
        constants.append([])
      } else {
        constants[constants.count - 1].append(contentsOf: bytes[Int(element)])
      }
    }
    return constants
  }

  /// The elements of a member's hole.
  func hole(of member: Member) -> ArraySlice<Element> {
    groups[Int(member.group)].skeleton[Int(member.start)..<Int(member.end)]
  }

  /// Whether the words a family keeps around its hole name its texts
  /// (``frameNames(_:hole:lines:)``), or its slot already holds most of its lines.
  ///
  /// Members whose hole is a slot are texts with values too rare to be anchors: when they
  /// carry half the lines, the slot is an open class by itself, and the frequent values of
  /// the other members (a team many texts name) join it whatever words surround it.
  func contextNamesFamily(_ members: [Member]) -> Bool {
    guard let reference = members.first else { return true }
    var total = 0
    var slotted = 0
    for member in members {
      let group = groups[Int(member.group)]
      total += group.count
      if hole(of: member).contains(where: Self.isSlot) { slotted += group.count }
    }
    if slotted * 2 >= total { return true }
    return frameNames(
      groups[Int(reference.group)].skeleton, hole: Int(reference.start)..<Int(reference.end),
      lines: total)
  }

  /// Whether the words of `skeleton` outside `hole`, a template's constant text, tell its
  /// `lines` from the rest of the corpus.
  ///
  /// A template's words name its message. A lone word that most of the corpus's other
  /// messages also hold (`a`, `in`, `de`, `to`) names none: texts that share only it
  /// (`Replying to %@`, `Welcome to %@`, `Sent to %@`) are several messages, and the words
  /// that differ are theirs, not values. So when the words around the hole are one word, the
  /// other texts that hold it, and are not this frame with a value of other tokens, may be at
  /// most ``MiningThresholds/contextShare`` − 1 times the family's lines. A word with a
  /// label's mark after it (`Current: %@`) is weighed against the texts with that label only.
  /// Two or more words name a message well enough; text without words is left to the other
  /// rules.
  func frameNames(_ skeleton: [Element], hole: Range<Int>, lines: Int) -> Bool {
    var words: [Element] = []
    for (position, element) in skeleton.enumerated()
    where !hole.contains(position) && isLexical(element) && !words.contains(element) {
      words.append(element)
    }
    guard words.count == 1, let word = words.first else { return true }
    let allowed = (MiningThresholds.contextShare - 1) * lines
    guard tokenLines[Int(word)] - lines > allowed, textGroups.count == texts.count else {
      return true
    }
    var frame = Array(skeleton[..<hole.lowerBound])
    frame.append(Self.anyRun)
    frame.append(contentsOf: skeleton[hole.upperBound...])
    // A word with a mark after it (`Current:`) is a label: only the texts with that label
    // share it.
    let label = labelMark(after: word, in: skeleton, outside: hole)
    var others = 0
    for text in anchorTexts[Int(word)] {
      let other = groups[Int(textGroups[Int(text)])].skeleton
      guard !fitsFrame(other, frame: frame) else { continue }
      if let label, !Self.holds(other, word, then: label) { continue }
      others += counts[Int(text)]
      if others > allowed { return false }
    }
    return true
  }

  /// The mark right after `word` in `skeleton`, outside `hole`, when it is a label's
  /// (``isColon(_:)``).
  func labelMark(after word: Element, in skeleton: [Element], outside hole: Range<Int>) -> Element?
  {
    for position in skeleton.indices.dropLast()
    where skeleton[position] == word && !hole.contains(position + 1) {
      if isColon(skeleton[position + 1]) { return skeleton[position + 1] }
    }
    return nil
  }

  /// Whether `skeleton` holds `word` right before `mark`.
  static func holds(_ skeleton: [Element], _ word: Element, then mark: Element) -> Bool {
    for position in skeleton.indices.dropLast()
    where skeleton[position] == word && skeleton[position + 1] == mark {
      return true
    }
    return false
  }

  /// A frame element that stands for any run of elements.
  static let anyRun: Element = .min

  /// Whether `skeleton` is `frame` with each slot of the frame a run of at most
  /// ``TemplateMiner/Options/maxHoleLength`` elements, and its ``anyRun`` a run of any length:
  /// the same template's text, with values written in other tokens.
  func fitsFrame(_ skeleton: [Element], frame: [Element]) -> Bool {
    // The positions of `skeleton` that the frame's elements so far can reach.
    var reach = Array(repeating: false, count: skeleton.count + 1)
    reach[0] = true
    var next = reach
    for element in frame {
      for index in next.indices { next[index] = false }
      for start in reach.indices where reach[start] {
        if Self.isSlot(element) {
          let longest = element == Self.anyRun ? skeleton.count : options.maxHoleLength
          var end = start + 1
          while end <= skeleton.count, end - start <= longest {
            next[end] = true
            end += 1
          }
        } else if start < skeleton.count, skeleton[start] == element {
          next[start + 1] = true
        }
      }
      swap(&reach, &next)
      guard reach.contains(true) else { return false }
    }
    return reach[skeleton.count]
  }

  /// The words (and ideographs) of a member's skeleton outside its hole: the family's context.
  func contextWords(of member: Member) -> Int {
    let skeleton = groups[Int(member.group)].skeleton
    return lexicalCount(skeleton[..<Int(member.start)]) + lexicalCount(skeleton[Int(member.end)...])
  }

  /// Whether an element is white space.
  func isSpace(_ element: Element) -> Bool {
    !Self.isSlot(element) && tokenKinds[Int(element)] == .space
  }

  func isLexical(_ element: Element) -> Bool {
    !Self.isSlot(element) && tokenKinds[Int(element)].isLexical
  }

  /// How many elements of `elements` are lexical (a loop, not `count(where: isLexical)`,
  /// whose method reference copies the whole state).
  func lexicalCount<C: Collection<Element>>(_ elements: C) -> Int {
    var count = 0
    for element in elements where isLexical(element) { count += 1 }
    return count
  }

  /// Hashes of every prefix and every suffix of a canonical skeleton (`count + 1` each).
  static func rollingHashes(
    _ elements: [Element], prefix: UnsafeMutableBufferPointer<UInt64>,
    suffix: UnsafeMutableBufferPointer<UInt64>
  ) {
    let count = elements.count
    guard prefix.count > count, suffix.count > count else { return }
    prefix[0] = 0x9E37_79B9_7F4A_7C15
    for (index, element) in elements.enumerated() {
      let value = UInt64(bitPattern: Int64(isSlot(element) ? slot : element))
      prefix[index + 1] = mix(prefix[index], value, 1, 2)
    }
    suffix[count] = 0xC2B2_AE3D_27D4_EB4F
    var index = count - 1
    while index >= 0 {
      let element = isSlot(elements[index]) ? slot : elements[index]
      suffix[index] = mix(suffix[index + 1], UInt64(bitPattern: Int64(element)), 3, 4)
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
  ///
  /// The members come sorted by group, so the entries of a group are neighbours.
  func verify(_ members: [Member]) -> [Member] {
    let reference = members[0]
    let referenceSkeleton = groups[Int(reference.group)].skeleton
    let prefixLength = Int(reference.start)
    let suffixLength = referenceSkeleton.count - Int(reference.end)
    var kept: [Member] = []
    var lastGroup: Int32 = -1
    for member in members {
      let skeleton = groups[Int(member.group)].skeleton
      guard Int(member.start) == prefixLength,
        skeleton.count - Int(member.end) == suffixLength,
        member.group != lastGroup
      else { continue }
      lastGroup = member.group
      if Self.sameCanonical(skeleton, referenceSkeleton, from: 0, 0, count: prefixLength)
        && Self.sameCanonical(
          skeleton, referenceSkeleton, from: Int(member.end), Int(reference.end),
          count: suffixLength)
      {
        kept.append(member)
      }
    }
    return kept
  }

  /// Whether `count` elements of two skeletons, from `a` in the first and `b` in the second,
  /// are equal in canonical form.
  static func sameCanonical(
    _ first: [Element], _ second: [Element], from a: Int, _ b: Int, count: Int
  ) -> Bool {
    guard count > 0 else { return true }
    guard a >= 0, b >= 0, a + count <= first.count, b + count <= second.count else {
      return false
    }
    for offset in 0..<count {
      let x = first[a + offset]
      let y = second[b + offset]
      if x != y && !(isSlot(x) && isSlot(y)) { return false }
    }
    return true
  }

  /// Whether a family's context, its hole a slot, would be single characters of a script
  /// without spaces beside slots (`%@已%@`): any text that holds the character fits, and the
  /// final templates drop such a one (``isLoneCharacters(_:)``), so its groups stay apart
  /// for a template of more of their text.
  func leavesLoneCharacters(_ member: Member) -> Bool {
    let skeleton = groups[Int(member.group)].skeleton
    let start = Int(member.start)
    let end = Int(member.end)
    var previousIsText = false
    var text = 0
    for index in skeleton.indices where index < start || index >= end {
      let element = skeleton[index]
      if Self.isSlot(element) {
        previousIsText = false
        continue
      }
      guard !previousIsText, tokenKinds[Int(element)] == .ideograph else { return false }
      // Text right before the hole and right after it are apart: the hole is a slot.
      previousIsText = !(index == start - 1)
      text += 1
    }
    return text > 0
  }

  /// Whether the family's holes are the ends of several messages, not values.
  ///
  /// They follow a value and a word the messages share. Most of the family's lines lie in
  /// members that keep the same hole over many values of the slot before it, and those
  /// members are fewer than the values a typical one holds. Wording varies less than the
  /// values beside it (`%@ hat dir geschrieben`, `%@ hat den Anruf beendet`: one template
  /// each, not `%@ hat %@`).
  ///
  /// Only a hole that ends the text and follows the slot and a word counts: after a label's
  /// mark (`Reminder: %@ - Dentist`) the end of a text is a value of its own.
  func isWordingOverValues(_ members: [Member], total: Int) -> Bool {
    var lines = 0
    var variety: [Int] = []
    for member in members {
      let group = groups[Int(member.group)]
      let skeleton = group.skeleton
      let start = Int(member.start)
      let end = Int(member.end)
      guard group.distinct >= options.openClassSize,
        !skeleton[start..<end].contains(where: Self.isSlot),
        end == skeleton.count,
        let slot = skeleton[..<start].lastIndex(where: Self.isSlot),
        skeleton[(slot + 1)..<start].contains(where: isLexical)
      else { continue }
      lines += group.count
      variety.append(group.distinct)
    }
    guard variety.count >= 2, lines * 2 > total else { return false }
    variety.sort()
    return variety.count < variety[variety.count / 2]
  }

  /// Whether the values a family shows at its hole form an open class; `unitBesideNumber`
  /// whether its holes are a number's unit (``isUnitBesideNumber(_:)``, less
  /// ``unitsStandApart(_:longer:)``).
  func isOpen(_ members: [Member], multi: Bool, unitBesideNumber: Bool) -> Bool {
    var distinct = 0
    var total = 0
    var largest = 0
    // The lines of frequent holes that hold words beside their slot: the words are the same
    // in all of a group's lines. (Characters of a script without spaces only three or more
    // in a row: a value's rare character, a surname glued to the text, makes groups of a line
    // or so beside the template's.)
    var worded = 0
    let frequent = Self.rareLines(options)
    var wordedElements = Set<Element>()
    var plainFrequent: [(elements: ArraySlice<Element>, lines: Int)] = []
    for member in members {
      let group = groups[Int(member.group)]
      let hole = group.skeleton[Int(member.start)..<Int(member.end)]
      total += group.count
      if hole.contains(where: Self.isSlot) {
        distinct += group.distinct
        largest = max(largest, group.largest)
        if group.count >= frequent, holdsTemplateWords(hole) {
          worded += group.count
          for element in hole where isLexical(element) { wordedElements.insert(element) }
        }
      } else {
        distinct += 1
        largest = max(largest, group.count)
        if group.count >= frequent { plainFrequent.append((hole, group.count)) }
      }
    }
    // Another form of such a template, words alone that share one of its words (`One new
    // file` beside `New files: %@`), counts with it.
    for plain in plainFrequent where plain.elements.contains(where: wordedElements.contains) {
      worded += plain.lines
    }
    if leavesOutACount(members) { return false }
    // Templates' words against texts that each have a line or so (free text that happens
    // to end like them): the templates keep their words.
    if worded > MiningThresholds.dominance * (total - worded) { return false }
    if unitBesideNumber { return distinct >= 2 }
    if !multi {
      let skeleton = groups[Int(members[0].group)].skeleton
      let position = Int(members[0].start)
      let glued =
        (position > 0 && Self.isSlot(skeleton[position - 1]))
        || (position + 1 < skeleton.count && Self.isSlot(skeleton[position + 1]))
      if glued { return distinct >= 2 && !gluedWordsAreTemplates(members) }
    }
    if isBalancedClosedClass(members) { return true }
    guard distinct >= options.openClassSize, largest * 2 <= total else { return false }
    if isWordingOverValues(members, total: total) { return false }
    guard multi else { return true }
    if wordingOutweighsContext(members, total: total) { return false }
    // A few members that are each frequent are templates of their own that begin or end
    // alike (`Note pinned`, `Note pinned by %@`: titles after one word), unless the template
    // keeps at least as many words as they have, as a list's does, or has a slot of its own
    // that they combine with.
    let rare = Self.rareLines(options)
    let reference = members[0]
    let skeleton = groups[Int(reference.group)].skeleton
    if members.count < 2 * options.openClassSize,
      !skeleton[..<Int(reference.start)].contains(where: Self.isSlot),
      !skeleton[Int(reference.end)...].contains(where: Self.isSlot),
      members.allSatisfy({ groups[Int($0.group)].count >= rare })
    {
      let longest = members.map { lexicalCount(hole(of: $0)) }.max() ?? 0
      if contextWords(of: reference) < max(2, longest) { return false }
    }
    // A multi-element hole is a value only if it also varies at both of its ends; otherwise a
    // shorter hole describes the family better (and template words stay text).
    var firsts: [Element: Int] = [:]
    var lasts: [Element: Int] = [:]
    var slotFirsts = 0
    var slotLasts = 0
    for member in members {
      let group = groups[Int(member.group)]
      let hole = group.skeleton[Int(member.start)..<Int(member.end)]
      if let first = hole.first {
        if Self.isSlot(first) {
          slotFirsts += group.distinct
        } else {
          firsts[first, default: 0] += 1
        }
      }
      if let last = hole.last {
        if Self.isSlot(last) { slotLasts += group.distinct } else { lasts[last, default: 0] += 1 }
      }
    }
    let size = options.openClassSize
    func openEnds(_ ends: [Element: Int], _ slots: Int) -> Bool {
      let top = ends.values.max() ?? 0
      return ends.count + slots >= size && top * 2 <= members.count
    }
    return openEnds(firsts, slotFirsts) && openEnds(lasts, slotLasts)
  }

  /// Whether a member's hole is its group's slot and the mark that ends the text after it.
  ///
  /// In a group of many values with words of its own (`Unfollow %@?` beside `Unfollow %@`),
  /// a question and a statement are two messages. Texts with no words but their values (a
  /// chat's `%@: %@`) keep their marks in the values.
  func endsWithSentenceMark(_ member: Member) -> Bool {
    let group = groups[Int(member.group)]
    let skeleton = group.skeleton
    let start = Int(member.start)
    guard Int(member.end) == skeleton.count, skeleton.count - start == 2,
      Self.isSlot(skeleton[start]), !Self.isSlot(skeleton[start + 1]),
      MiningPunctuation.sentenceMarks.contains(tokenBytes[Int(skeleton[start + 1])]),
      group.distinct >= options.openClassSize, group.count >= Self.rareLines(options)
    else { return false }
    return skeleton[..<start].contains { !Self.isSlot($0) && tokenKinds[Int($0)].isLexical }
  }

  /// Whether two or more words glued to a family's slot each keep a group of many values.
  ///
  /// Such words (`%@をフォロー`, `%@がフォロー`: a particle of each template, in a script
  /// written without spaces) are the templates' own text, not pieces of their values. A piece
  /// of a value glued to the slot (a surname's last character) keeps a few values.
  func gluedWordsAreTemplates(_ members: [Member]) -> Bool {
    var open = 0
    for member in members {
      let group = groups[Int(member.group)]
      let hole = group.skeleton[Int(member.start)..<Int(member.end)]
      guard hole.count == 1, let element = hole.first, !Self.isSlot(element),
        tokenKinds[Int(element)].isLexical, group.distinct >= options.openClassSize
      else { continue }
      open += 1
    }
    return open >= 2
  }

  /// Whether the holes that are a group's slot with lowercase words (`dimmed by %@`,
  /// `atenuada por %@` after `Lamp`: templates of several languages that begin with the
  /// same word) carry at least half of a family's lines, while its context keeps fewer words
  /// than the middle one of them holds, or fewer than two.
  ///
  /// In a script with case such words are wording, not names
  /// (``holdsSlotBesideLowercaseWord(_:)``): the groups are templates that begin alike, not
  /// values of a template of one word.
  func wordingOutweighsContext(_ members: [Member], total: Int) -> Bool {
    var lines = 0
    var words: [Int] = []
    for member in members {
      let group = groups[Int(member.group)]
      let hole = group.skeleton[Int(member.start)..<Int(member.end)]
      guard hole.contains(where: Self.isSlot) else { continue }
      var count = 0
      for element in hole where isLowercaseWord(element) { count += 1 }
      guard count > 0 else { continue }
      lines += group.count
      words.append(count)
    }
    guard !words.isEmpty, lines * 2 >= total else { return false }
    words.sort()
    return contextWords(of: members[0]) < max(2, words[words.count / 2])
  }

  /// Whether a member's hole opens with a lowercase word right after a word of the text, in a
  /// group that is a template already: its slots hold several values (`%@ has declined`
  /// beside `%@ has muted the room`, each sent by many people).
  ///
  /// In a script with case, names, places and titles are capitalized, so lowercase words that
  /// go on from the text's own words are more of its wording: the messages begin alike, and
  /// the rest of each is its own text, which a translator must see. A value whose lowercase
  /// part goes on from its first word (`Porte du garage`, `Porte arrière`) looks the same:
  /// no family opens after that word, and the whole value joins a slot in a family of its
  /// own. A message after a mark (`%@: ok`) follows no word. Holes of a group of one or two
  /// texts say nothing: any text is one.
  func opensWithWording(_ member: Member) -> Bool {
    let group = groups[Int(member.group)]
    guard group.distinct >= options.minCount else { return false }
    let end = Int(member.end)
    let skeleton = group.skeleton
    var start = Int(member.start)
    guard !skeleton[start..<end].contains(where: Self.isSlot) else { return false }
    while start < end, isSpace(skeleton[start]) { start += 1 }
    guard start < end, isLowercaseWord(skeleton[start]) else { return false }
    var before = start - 1
    while before >= 0, isSpace(skeleton[before]) { before -= 1 }
    return before >= 0 && !Self.isSlot(skeleton[before]) && isLexical(skeleton[before])
  }

  /// Whether a member's hole is a slot of its group with lowercase words beside it that
  /// reach the family's context (`%@ really` of `%@ really likes your file` beside `Ana Lima
  /// likes your file`; `reacted with %@` of `You reacted with %@` beside `You %@`).
  ///
  /// In a script with case, names, places and titles are capitalized: lowercase words that a
  /// group of several values keeps beside their slot, in all of its lines, are wording, and the
  /// group a template of its own, not a longer value. Words between a slot and another word
  /// may be a name's particles (`%@ de la Rosa`) or a title in sentence case, and a word after
  /// a number is its unit (`%@ mg`): those stay part of the value.
  func holdsSlotBesideLowercaseWord(_ member: Member) -> Bool {
    let group = groups[Int(member.group)]
    guard group.distinct >= 2, group.count >= Self.rareLines(options) else { return false }
    let start = Int(member.start)
    let end = Int(member.end)
    let skeleton = group.skeleton
    guard end - start >= 2, skeleton[start..<end].contains(where: Self.isSlot) else {
      return false
    }
    // The index next to `index` going `step`, past one space; nil past the text's ends.
    func neighbour(of index: Int, step: Int) -> Int? {
      var next = index + step
      if next >= 0, next < skeleton.count, isSpace(skeleton[next]) { next += step }
      return next >= 0 && next < skeleton.count ? next : nil
    }
    func isValueSlot(_ index: Int?, unitAfter: Bool) -> Bool {
      guard let index else { return false }
      return Self.isSlot(skeleton[index]) && (!unitAfter || skeleton[index] != Self.numeric)
    }
    // Text beside the words: the family's context, or a mark in the hole. A word beside them
    // may be more of a value (`%@ de la Rosa`, `Annemin doğum günü %@`: a name's particles, a
    // title in sentence case).
    func isText(_ index: Int?) -> Bool {
      guard let index else { return false }
      guard index >= start, index < end else { return true }
      return !Self.isSlot(skeleton[index]) && !tokenKinds[Int(skeleton[index])].isLexical
    }
    // Each run of lowercase words in the hole, one space apart: wording when a slot stands on
    // one side and text on the other.
    var index = start
    while index < end {
      guard isLowercaseWord(skeleton[index]) else {
        index += 1
        continue
      }
      var last = index
      while let next = neighbour(of: last, step: 1), next < end, isLowercaseWord(skeleton[next]) {
        last = next
      }
      let before = neighbour(of: index, step: -1)
      let after = neighbour(of: last, step: 1)
      if (isValueSlot(before, unitAfter: true) && isText(after))
        || (isText(before) && isValueSlot(after, unitAfter: false))
      {
        return true
      }
      index = last + 1
    }
    return false
  }

  /// Whether an element is a word that starts with a lowercase letter.
  func isLowercaseWord(_ element: Element) -> Bool {
    guard !Self.isSlot(element), tokenKinds[Int(element)] == .word else { return false }
    return Self.startsLowercase(tokenBytes[Int(element)])
  }

  /// Whether the first character of UTF-8 bytes is a lowercase letter.
  static func startsLowercase<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    var iterator = bytes.makeIterator()
    var decoder = UTF8()
    guard case .scalarValue(let scalar) = decoder.decode(&iterator) else { return false }
    return scalar.properties.isLowercase
  }

  /// Whether a hole holds words of a template's own: a word, or a run of at least
  /// ``MiningThresholds/minIdeographRun`` characters of a script without spaces (a value's
  /// rare character, a surname glued to the text, is one).
  func holdsTemplateWords(_ hole: ArraySlice<Element>) -> Bool {
    var run = 0
    for element in hole {
      guard !Self.isSlot(element) else {
        run = 0
        continue
      }
      switch tokenKinds[Int(element)] {
      case .word: return true
      case .ideograph:
        run += 1
        if run >= MiningThresholds.minIdeographRun { return true }
      default: run = 0
      }
    }
    return false
  }

  /// Whether some holes of a family are others with a count added (`Ana: 4 new files` beside
  /// `Ana: new file`): the singular leaves the number out, and each form is a
  /// template of its own.
  ///
  /// A hole that is already a slot with a counted phrase beside it (`%@ and %@ more` beside
  /// `%@`) is a template of its own too: the words next to its count are the phrase's,
  /// so they are left out as well before comparing.
  func leavesOutACount(_ members: [Member]) -> Bool {
    // Most families hold no count at all: nothing to compare then.
    let hasCount = members.contains { member in
      hole(of: member).contains(Self.numeric)
    }
    guard hasCount else { return false }
    var counted = Set<[Element]>()
    var plain = Set<[Element]>()
    var rest: [Element] = []
    var phrase: [Element] = []
    for member in members {
      let hole = self.hole(of: member)
      // The hole without its numbers and spaces, every slot written the same way; and the
      // same without the words right beside a number (across one space) either.
      rest.removeAll(keepingCapacity: true)
      phrase.removeAll(keepingCapacity: true)
      var holdsCount = false
      var holdsSlot = false
      for index in hole.indices {
        let element = hole[index]
        if element == Self.numeric {
          holdsCount = true
        } else if Self.isSlot(element) {
          holdsSlot = true
          rest.append(Self.slot)
          phrase.append(Self.slot)
        } else if tokenKinds[Int(element)] != .space {
          rest.append(element)
          if !isLexical(element) || !besideNumber(index, in: hole) { phrase.append(element) }
        }
      }
      if holdsCount {
        counted.insert(rest)
        if holdsSlot { counted.insert(phrase) }
      } else {
        plain.insert(rest)
      }
    }
    return !counted.isDisjoint(with: plain)
  }

  /// Whether the element at `index` of `hole` has a number next to it, or one space away.
  private func besideNumber(_ index: Int, in hole: ArraySlice<Element>) -> Bool {
    for step in [-1, 1] {
      var probe = index + step
      if hole.indices.contains(probe), isSpace(hole[probe]) { probe += step }
      if hole.indices.contains(probe), hole[probe] == Self.numeric { return true }
    }
    return false
  }

  /// Whether a family's holes hold a few literal values that occur about equally often.
  ///
  /// Such values (rooms, devices picked from a list) fill a slot. Near-duplicate templates
  /// (`shared a file` / `shared a folder`) rarely share their traffic that evenly, and a pair
  /// of values never counts. Nor do words that follow a count straight away (a number that
  /// varies): they are its noun, worded once for each plural form (`%@ pliki` / `%@ plików`),
  /// and each form is a template of its own. Words after a model's number (`Tram 7 blue`)
  /// still fold.
  func isBalancedClosedClass(_ members: [Member]) -> Bool {
    guard members.count >= 3 else { return false }
    var smallest = Int.max
    var largest = 0
    var longestValue = 0
    for member in members {
      let group = groups[Int(member.group)]
      let hole = group.skeleton[Int(member.start)..<Int(member.end)]
      guard !hole.contains(where: Self.isSlot), group.count >= options.minCount else {
        return false
      }
      smallest = min(smallest, group.count)
      largest = max(largest, group.count)
      longestValue = max(longestValue, lexicalCount(hole))
    }
    // The template keeps at least as many words as a value has: otherwise the values are
    // the text of different templates that happen to end alike.
    guard contextWords(of: members[0]) >= max(2, longestValue),
      smallest * options.balanceRatio >= largest,
      !isTwoListsSideBySide(members)
    else {
      return false
    }
    // Last, as it reads the texts: no value follows a count straight away.
    return !members.contains { member in
      let group = groups[Int(member.group)]
      var index = Int(member.start) - 1
      if index >= 0, isSpace(group.skeleton[index]) { index -= 1 }
      return index >= 0 && group.skeleton[index] == Self.numeric && varies(group, slotAt: index)
    }
  }

  /// Whether the holes are two shorter lists side by side: all as long, with a word at the
  /// same place inside each, values that vary on both sides of it, and every value of one
  /// side beside every value of the other (`Math) ends today`, `Art) ends monday`, and
  /// the other two: a course and a day, each a list of two).
  ///
  /// Such holes are no list of whole values: a word of one side (`today`, `monday`) is never
  /// taken into a slot as a value's. A list whose values share an article (`at the door`, `in
  /// the hall`) is no such pair of lists.
  func isTwoListsSideBySide(_ members: [Member]) -> Bool {
    let first = members[0]
    let reference = self.hole(of: first)
    guard reference.count >= 3 else { return false }
    var holes: [ArraySlice<Element>] = []
    for member in members {
      let hole = self.hole(of: member)
      guard hole.count == reference.count else { return false }
      holes.append(hole)
    }
    // Where the holes differ, by offset.
    let differs = (0..<reference.count).map { offset in
      holes.contains { $0[$0.startIndex + offset] != reference[reference.startIndex + offset] }
    }
    guard let firstDifference = differs.firstIndex(of: true),
      let lastDifference = differs.lastIndex(of: true), firstDifference + 1 < lastDifference
    else { return false }
    return ((firstDifference + 1)..<lastDifference).contains { offset in
      guard !differs[offset], isLexical(reference[reference.startIndex + offset]) else {
        return false
      }
      // Every value of one side with every value of the other.
      var before = Set<ArraySlice<Element>>()
      var after = Set<ArraySlice<Element>>()
      var pairs = Set<[ArraySlice<Element>]>()
      for hole in holes {
        let middle = hole.startIndex + offset
        before.insert(hole[..<middle])
        after.insert(hole[(middle + 1)...])
        pairs.insert([hole[..<middle], hole[(middle + 1)...]])
      }
      return pairs.count == before.count * after.count
    }
  }

  /// Whether the slot at `position` of a group's skeleton holds more than one value over its
  /// texts: a count, not the number of a name (`Tram 7`).
  func varies(_ group: Group, slotAt position: Int) -> Bool {
    guard group.skeleton.indices.contains(position), Self.isSlot(group.skeleton[position]) else {
      return false
    }
    let slot = group.skeleton[..<position].count(where: Self.isSlot)
    let template = AlertTemplate(
      constants: constants(of: group.skeleton), count: group.count, example: "")
    var ranges: [Range<Int>] = []
    var first: ArraySlice<UInt8>?
    for member in group.members {
      let text = texts[member]
      guard template.match(text, slots: &ranges) else { continue }
      let value = text[ranges[slot]]
      if let first, first != value { return true }
      first = value
    }
    return false
  }

  /// Whether every member's hole is a short unit beside a number.
  ///
  /// `9:10 AM`/`PM`, `12 kg`: such a closed class belongs to the value, not to
  /// two templates.
  func isUnitBesideNumber(_ members: [Member]) -> Bool {
    for member in members {
      let skeleton = groups[Int(member.group)].skeleton
      let start = Int(member.start)
      let end = Int(member.end)
      var scalars = 0
      var isASCII = true
      for element in skeleton[start..<end] where !Self.isSlot(element) {
        if tokenKinds[Int(element)] == .space { return false }
        for byte in tokenBytes[Int(element)] where byte & 0xC0 != 0x80 {
          scalars += 1
          if byte >= 0x80 { isASCII = false }
        }
      }
      guard scalars > 0, scalars <= (isASCII ? 2 : 3) else { return false }
      if !isNumericNeighbour(skeleton, before: start) && !isNumericNeighbour(skeleton, after: end) {
        return false
      }
    }
    return true
  }

  /// Whether a member's hole, a short unit beside a number (``isUnitBesideNumber(_:)``),
  /// stands apart from the number in a longer hole of the family: the same elements, then
  /// words before the number (`today 7:20` beside `today PM 6:40`), or after it, then the
  /// same elements.
  ///
  /// A unit is written with its number, always beside it (`PM`, `kg`); a word that other texts
  /// of the same template part from the number is the template's, or another value's. A value
  /// between is another number's (`9 h 30 min`: `min` is the minutes' unit).
  func unitsStandApart(_ members: [Member], longer: [Member]) -> Bool {
    for member in members {
      let skeleton = groups[Int(member.group)].skeleton
      let hole = skeleton[Int(member.start)..<Int(member.end)]
      let beforeNumber = isNumericNeighbour(skeleton, after: Int(member.end))
      for other in longer where other.end - other.start > member.end - member.start {
        let otherHole = self.hole(of: other)
        let same =
          beforeNumber
          ? otherHole.starts(with: hole) : otherHole.reversed().starts(with: hole.reversed())
        guard same else { continue }
        let rest = beforeNumber ? otherHole.dropFirst(hole.count) : otherHole.dropLast(hole.count)
        // Words alone between: a number there is another one (`h # min`: hours, minutes).
        if rest.contains(where: isLexical), !rest.contains(where: Self.isSlot) { return true }
      }
    }
    return false
  }

  /// Whether the element just before `before` (across at most one space) is a numeric slot.
  func isNumericNeighbour(_ skeleton: [Element], before: Int) -> Bool {
    var index = before - 1
    if index >= 0, isSpace(skeleton[index]) { index -= 1 }
    return index >= 0 && skeleton[index] == Self.numeric
  }

  /// Whether the element at `after` (across at most one space) is a numeric slot.
  func isNumericNeighbour(_ skeleton: [Element], after: Int) -> Bool {
    var index = after
    if index < skeleton.count, isSpace(skeleton[index]) { index += 1 }
    return index < skeleton.count && skeleton[index] == Self.numeric
  }
}
