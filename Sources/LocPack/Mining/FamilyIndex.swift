/// The families of holes of the mining groups, kept up to date from round to round.
///
/// Every hole of every group (see ``MiningState/forEachHole(in:maxHole:_:)``) is an entry
/// under its family key. Whether a family merges depends only on its members, so a family is
/// looked at again only when its membership changed: each hole length keeps a queue of the
/// families to look at. Groups that come out of a regrouping unchanged keep their entries;
/// the others leave, and the new groups join. Keys live in an open-addressing table (they are
/// hashes already), entries in flat linked lists: no allocation per family.
struct FamilyIndex {
  /// Whether the index holds the current groups.
  var isBuilt = false
  /// The longest hole indexed.
  var maxHole = 0

  // MARK: - Storage

  /// The key table: family number per slot (-1 when empty), and the key.
  private var tableFamilies: [Int32] = []
  private var tableKeys: [UInt64] = []
  private var tableMask = 0

  /// Per family: its first entry, its number of live entries, and the hole lengths whose
  /// queue holds it (bit `min(length, 64) - 1`).
  private var heads: [Int32] = []
  private var live: [Int32] = []
  private var queued: [UInt64] = []
  /// Per hole length (index 0 unused): the families to look at.
  private var pending: [[Int32]] = []

  /// Per entry: its group's id, its hole, and the next entry of its family.
  private var entryGroup: [Int32] = []
  private var entryStart: [Int16] = []
  private var entryEnd: [Int16] = []
  private var entryNext: [Int32] = []

  /// Per group id: its index in the groups (-1 once gone), and its range in `memberships`
  /// (the families it joined).
  private var positions: [Int32] = []
  private var membershipStart: [Int32] = []
  private var membershipEnd: [Int32] = []
  private var memberships: [Int32] = []
  /// Per group index: its id.
  private var ids: [Int32] = []

  // MARK: - Building

  /// Indexes every hole of at most `maxHole` elements of the groups.
  mutating func build(_ state: MiningState, maxHole: Int) {
    self = FamilyIndex()
    self.maxHole = max(1, maxHole)
    isBuilt = true
    pending = Array(repeating: [], count: self.maxHole + 1)
    let capacity = state.groups.reduce(0) { $0 + $1.skeleton.count } * self.maxHole
    resizeTable(minimumCapacity: max(16, capacity))
    ids.reserveCapacity(state.groups.count)
    for index in state.groups.indices {
      ids.append(add(state, group: index))
    }
  }

  /// Follows a regrouping: `origin[j]` is the index of the group that new group `j` is,
  /// unchanged, or -1 for a new or changed group.
  mutating func regrouped(_ state: MiningState, previousCount: Int, origin: [Int32]) {
    guard isBuilt else { return }
    var survived = Array(repeating: false, count: previousCount)
    var newIDs = Array(repeating: Int32(-1), count: origin.count)
    for (index, old) in origin.enumerated() where old >= 0 {
      let id = ids[Int(old)]
      newIDs[index] = id
      survived[Int(old)] = true
      positions[Int(id)] = Int32(index)
    }
    for (old, kept) in survived.enumerated() where !kept { remove(id: ids[old]) }
    for index in newIDs.indices where newIDs[index] < 0 {
      newIDs[index] = add(state, group: index)
    }
    ids = newIDs
  }

  // MARK: - Families to look at

  /// Takes the queue of families to look at for holes of `length` elements.
  mutating func takePending(length: Int) -> [Int32] {
    guard length >= 1, length < pending.count else { return [] }
    let families = pending[length]
    pending[length] = []
    let bit = UInt64(1) << UInt64(min(length, 64) - 1)
    for family in families { queued[Int(family)] &= ~bit }
    return families
  }

  /// The live members of a family with holes of at most `length` elements, in `members`, and
  /// whether one of them is exactly that long.
  mutating func members(
    of family: Int32, length: Int, into members: inout [MiningState.Member]
  ) -> Bool {
    members.removeAll(keepingCapacity: true)
    guard live[Int(family)] >= 2 else { return false }
    var exact = false
    var previous: Int32 = -1
    var entry = heads[Int(family)]
    while entry >= 0 {
      let next = entryNext[Int(entry)]
      let position = positions[Int(entryGroup[Int(entry)])]
      if position < 0 {
        // The group is gone: unlink its entry.
        if previous < 0 { heads[Int(family)] = next } else { entryNext[Int(previous)] = next }
      } else {
        let start = entryStart[Int(entry)]
        let end = entryEnd[Int(entry)]
        let holeLength = Int(end) - Int(start)
        if holeLength <= length {
          members.append(MiningState.Member(group: position, start: start, end: end))
          if holeLength == length { exact = true }
        }
        previous = entry
      }
      entry = next
    }
    return exact
  }

  // MARK: - Groups joining and leaving

  /// Indexes the holes of group `index` under a new id; returns the id.
  private mutating func add(_ state: MiningState, group index: Int) -> Int32 {
    let id = Int32(positions.count)
    positions.append(Int32(index))
    membershipStart.append(Int32(memberships.count))
    state.forEachHole(in: state.groups[index].skeleton, maxHole: maxHole) { key, start, end in
      let family = self.family(for: key)
      let entry = Int32(entryGroup.count)
      entryGroup.append(id)
      entryStart.append(Int16(start))
      entryEnd.append(Int16(end))
      entryNext.append(heads[Int(family)])
      heads[Int(family)] = entry
      live[Int(family)] += 1
      memberships.append(family)
      if live[Int(family)] >= 2 { queue(family) }
    }
    membershipEnd.append(Int32(memberships.count))
    return id
  }

  /// Marks a group gone; its entries are unlinked lazily.
  private mutating func remove(id: Int32) {
    positions[Int(id)] = -1
    for offset in Int(membershipStart[Int(id)])..<Int(membershipEnd[Int(id)]) {
      let family = memberships[offset]
      live[Int(family)] -= 1
      if live[Int(family)] >= 2 { queue(family) }
    }
  }

  /// Puts a family on the queue of every hole length, where it is not yet.
  private mutating func queue(_ family: Int32) {
    let all = maxHole >= 64 ? UInt64.max : (UInt64(1) << UInt64(maxHole)) - 1
    let missing = all & ~queued[Int(family)]
    guard missing != 0 else { return }
    queued[Int(family)] = all
    for length in 1...maxHole where missing & (UInt64(1) << UInt64(min(length, 64) - 1)) != 0 {
      pending[length].append(family)
    }
  }

  // MARK: - Key table

  /// The family of a key, created when new.
  private mutating func family(for key: UInt64) -> Int32 {
    var slot = Int(truncatingIfNeeded: key) & tableMask
    while true {
      let family = tableFamilies[slot]
      if family < 0 { break }
      if tableKeys[slot] == key { return family }
      slot = (slot &+ 1) & tableMask
    }
    let family = Int32(heads.count)
    heads.append(-1)
    live.append(0)
    queued.append(0)
    tableFamilies[slot] = family
    tableKeys[slot] = key
    if heads.count * 2 > tableMask { resizeTable(minimumCapacity: heads.count * 2) }
    return family
  }

  /// Rehashes into a table of at least twice `minimumCapacity` slots.
  private mutating func resizeTable(minimumCapacity: Int) {
    var capacity = 16
    while capacity < minimumCapacity * 2 { capacity <<= 1 }
    let oldFamilies = tableFamilies
    let oldKeys = tableKeys
    tableFamilies = Array(repeating: -1, count: capacity)
    tableKeys = Array(repeating: 0, count: capacity)
    tableMask = capacity - 1
    for (slot, family) in oldFamilies.enumerated() where family >= 0 {
      var target = Int(truncatingIfNeeded: oldKeys[slot]) & tableMask
      while tableFamilies[target] >= 0 { target = (target &+ 1) & tableMask }
      tableFamilies[target] = family
      tableKeys[target] = oldKeys[slot]
    }
  }
}
