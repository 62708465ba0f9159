/// The families of holes of the mining groups, kept up to date from round to round.
///
/// Every hole of every group (see ``MiningState/holes(of:maxHole:into:)``) is an entry
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

  /// A family: its first entry, its number of live entries, and the hole lengths whose queue
  /// holds it (bit `min(length, 64) - 1`).
  private struct Family {
    var head: Int32
    var live: Int32
    var queued: UInt64
  }

  /// One hole of one group: the group's id, the hole, and the next entry of its family.
  private struct Entry {
    var group: Int32
    var start: Int16
    var end: Int16
    var next: Int32
  }

  /// The key table (open addressing, linear probing, indexed by the key's high bits), at most
  /// three quarters full.
  ///
  /// A slot holds the key's low 32 bits above its family plus one (0 when empty): a probe
  /// rarely reads the key of another family.
  private var table: [UInt64] = []
  private var tableShift: UInt64 = 64
  private var tableMask = 0

  private var families: [Family] = []
  /// Per family: its key.
  private var keys: [UInt64] = []
  /// Per hole length (index 0 unused): the families to look at.
  private var pending: [[Int32]] = []
  private var entries: [Entry] = []
  /// Entries of groups that are gone.
  private var deadEntries = 0

  /// Per group id: its index in the groups (-1 once gone), and its range in `memberships`
  /// (the families it joined).
  private var positions: [Int32] = []
  private var membershipStart: [Int32] = []
  private var membershipEnd: [Int32] = []
  private var memberships: [Int32] = []
  /// Per group index: its id.
  private var ids: [Int32] = []
  /// Per group id: the hash of its canonical skeleton; and a table of the ids by that hash
  /// (open addressing, id + 1, 0 when empty; ids of groups gone stay until it grows).
  private var skeletonHashes: [UInt64] = []
  private var skeletonTable: [Int32] = []
  /// Whether no two groups indexed share their canonical skeleton, as after a regrouping: a
  /// regrouping can then merge only the groups it changes (see
  /// ``MiningState/applyHolesInPlace(_:)``).
  private(set) var hasDistinctSkeletons = true

  /// The holes of the group being added, and their families.
  private var holes: [MiningState.Hole] = []
  private var holeFamilies: [Int32] = []
  /// What the reads ahead of ``touchSlots()`` saw: kept so that they are made, used for
  /// nothing.
  private var touched: UInt64 = 0

  // MARK: - Building

  /// Indexes every hole of at most `maxHole` elements of the groups.
  mutating func build(_ state: MiningState, maxHole: Int) {
    self = FamilyIndex()
    self.maxHole = max(1, maxHole)
    isBuilt = true
    pending = Array(repeating: [], count: self.maxHole + 1)
    let holes = state.groups.reduce(0) { $0 + $1.skeleton.count } * self.maxHole
    // Most holes are a family of their own, and `holes` counts more than there are (about one
    // and a half times the families on a mixed sample): room for three quarters of it keeps the
    // table under three quarters full, so it rarely grows, in half the memory of a table twice
    // as large, which is mostly what building the index reads and writes.
    resizeTable(minimumCapacity: max(16, holes * 3 / 4))
    families.reserveCapacity(holes)
    keys.reserveCapacity(holes)
    entries.reserveCapacity(holes)
    memberships.reserveCapacity(holes)
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
    // Entries of groups gone are only unlinked when their family is read: once they are three
    // quarters of the index, compact it in place, so memory stays within four times the live
    // holes (compacting at a half compacted once more on a mixed sample, for no gain).
    if deadEntries > entries.count / 4 * 3 { compact() }
  }

  /// Drops the entries of groups gone, and the families left without members, in place: no
  /// hole is hashed again, no family is looked at again that would not be anyway, and no
  /// storage grows.
  ///
  /// Entry `i` is the hole of `memberships[i]` (both are appended together, group by group),
  /// so the live entries move down in order and each family's list is linked again from them,
  /// most recent first as before.
  private mutating func compact() {
    // The families that keep members, numbered anew in order.
    var remap = [Int32](repeating: -1, count: families.count)
    var familyCount = 0
    for family in families.indices where families[family].live > 0 {
      remap[family] = Int32(truncatingIfNeeded: familyCount)
      families[familyCount] = Family(
        head: -1, live: families[family].live,
        queued: families[family].queued)
      keys[familyCount] = keys[family]
      familyCount += 1
    }
    families.removeLast(families.count - familyCount)
    keys.removeLast(keys.count - familyCount)
    // The storage moves out while it is rewritten through its buffers.
    var movedEntries: [Entry] = []
    var movedMemberships: [Int32] = []
    var movedFamilies: [Family] = []
    swap(&movedEntries, &entries)
    swap(&movedMemberships, &memberships)
    swap(&movedFamilies, &families)
    var write = 0
    movedEntries.withUnsafeMutableBufferPointer { entries in
      movedMemberships.withUnsafeMutableBufferPointer { memberships in
        movedFamilies.withUnsafeMutableBufferPointer { families in
          remap.withUnsafeBufferPointer { remap in
            for id in positions.indices {
              let start = Int(membershipStart[id])
              let end = Int(membershipEnd[id])
              membershipStart[id] = Int32(truncatingIfNeeded: write)
              if positions[id] >= 0 {
                for offset in start..<end {
                  let family = remap[Int(memberships[offset])]
                  var entry = entries[offset]
                  entry.next = families[Int(family)].head
                  entries[write] = entry
                  memberships[write] = family
                  families[Int(family)].head = Int32(truncatingIfNeeded: write)
                  write += 1
                }
              }
              membershipEnd[id] = Int32(truncatingIfNeeded: write)
            }
          }
        }
      }
    }
    movedEntries.removeLast(movedEntries.count - write)
    movedMemberships.removeLast(movedMemberships.count - write)
    swap(&movedEntries, &entries)
    swap(&movedMemberships, &memberships)
    swap(&movedFamilies, &families)
    for length in pending.indices {
      var kept = 0
      for family in pending[length] where remap[Int(family)] >= 0 {
        pending[length][kept] = remap[Int(family)]
        kept += 1
      }
      pending[length].removeLast(pending[length].count - kept)
    }
    deadEntries = 0
    resizeTable(minimumCapacity: max(16, 2 * families.count))
  }

  // MARK: - Families to look at

  /// Takes the queue of families to look at for holes of `length` elements.
  mutating func takePending(length: Int) -> [Int32] {
    guard length >= 1, length < pending.count else { return [] }
    let taken = pending[length]
    pending[length] = []
    let bit = UInt64(1) << UInt64(min(length, 64) - 1)
    for family in taken { families[Int(family)].queued &= ~bit }
    return taken
  }

  /// The live members of a family with holes of at most `length` elements, in `members`, and
  /// whether one of them is exactly that long.
  mutating func members(
    of family: Int32, length: Int, into members: inout [MiningState.Member]
  ) -> Bool {
    members.removeAll(keepingCapacity: true)
    guard families[Int(family)].live >= 2 else { return false }
    var exact = false
    var previous: Int32 = -1
    var entry = families[Int(family)].head
    while entry >= 0 {
      let current = entries[Int(entry)]
      let position = positions[Int(current.group)]
      if position < 0 {
        // The group is gone: unlink its entry.
        if previous < 0 {
          families[Int(family)].head = current.next
        } else {
          entries[Int(previous)].next = current.next
        }
      } else {
        let holeLength = Int(current.end) - Int(current.start)
        if holeLength <= length {
          members.append(
            MiningState.Member(group: position, start: current.start, end: current.end))
          if holeLength == length { exact = true }
        }
        previous = entry
      }
      entry = current.next
    }
    return exact
  }

  // MARK: - Groups joining and leaving

  /// Indexes the holes of group `index` under a new id; returns the id.
  ///
  /// The holes' families are found first (the key table grows beforehand, so never while it
  /// is probed), then the entries are written through buffers sized for them: no storage is
  /// checked for sharing at each hole.
  private mutating func add(_ state: MiningState, group index: Int) -> Int32 {
    let id = Int32(truncatingIfNeeded: positions.count)
    let skeleton = state.groups[index].skeleton
    let skeletonHash = MiningState.CanonicalSkeleton.hash(of: skeleton)
    if hasDistinctSkeletons,
      self.group(
        withSkeleton: skeleton, hash: skeletonHash, in: state.groups, excluding: [:]) != nil
    {
      hasDistinctSkeletons = false
    }
    positions.append(Int32(truncatingIfNeeded: index))
    skeletonHashes.append(skeletonHash)
    insertSkeleton(id: id)
    membershipStart.append(Int32(truncatingIfNeeded: memberships.count))
    state.holes(of: skeleton, maxHole: maxHole, into: &holes)
    touchSlots()
    let count = holes.count
    if (families.count + count) * 4 > (tableMask + 1) * 3 {
      resizeTable(minimumCapacity: (families.count + count) * 2)
    }
    // The family of each hole, in `holeFamilies`; new families are appended.
    holeFamilies.removeAll(keepingCapacity: true)
    let shift = tableShift
    let mask = tableMask
    var movedTable: [UInt64] = []
    swap(&movedTable, &table)
    movedTable.withUnsafeMutableBufferPointer { table in
      for hole in holes {
        let key = hole.key
        var slot = Int(truncatingIfNeeded: key >> shift)
        let tag = key << 32
        var family: Int32 = -1
        while true {
          let found = table[slot]
          if found == 0 { break }
          if found & 0xFFFF_FFFF_0000_0000 == tag {
            let candidate = Int32(truncatingIfNeeded: found & 0xFFFF_FFFF) &- 1
            if keys[Int(candidate)] == key {
              family = candidate
              break
            }
          }
          slot = (slot &+ 1) & mask
        }
        if family < 0 {
          family = Int32(truncatingIfNeeded: families.count)
          families.append(Family(head: -1, live: 0, queued: 0))
          keys.append(key)
          table[slot] = Self.slot(key, family)
        }
        holeFamilies.append(family)
      }
    }
    swap(&movedTable, &table)
    // The entries, each at the head of its family's list.
    let first = entries.count
    entries.append(
      contentsOf: repeatElement(Entry(group: id, start: 0, end: 0, next: -1), count: count))
    memberships.append(contentsOf: holeFamilies)
    var movedEntries: [Entry] = []
    var movedFamilies: [Family] = []
    swap(&movedEntries, &entries)
    swap(&movedFamilies, &families)
    movedEntries.withUnsafeMutableBufferPointer { entries in
      movedFamilies.withUnsafeMutableBufferPointer { families in
        for offset in 0..<count {
          let family = Int(holeFamilies[offset])
          let entry = first + offset
          entries[entry].start = Int16(truncatingIfNeeded: holes[offset].start)
          entries[entry].end = Int16(truncatingIfNeeded: holes[offset].end)
          entries[entry].next = families[family].head
          families[family].head = Int32(truncatingIfNeeded: entry)
          families[family].live += 1
          // Marked for the queue, in order (the sign bit: a family index is never negative).
          if families[family].live >= 2 { holeFamilies[offset] |= Int32.min }
        }
      }
    }
    swap(&movedEntries, &entries)
    swap(&movedFamilies, &families)
    for family in holeFamilies where family < 0 { queue(family & Int32.max) }
    membershipEnd.append(Int32(truncatingIfNeeded: memberships.count))
    return id
  }

  /// Marks a group gone; its entries are unlinked lazily.
  private mutating func remove(id: Int32) {
    positions[Int(id)] = -1
    deadEntries += Int(membershipEnd[Int(id)] - membershipStart[Int(id)])
    for offset in Int(membershipStart[Int(id)])..<Int(membershipEnd[Int(id)]) {
      let family = memberships[offset]
      families[Int(family)].live -= 1
      if families[Int(family)].live >= 2 { queue(family) }
    }
  }

  /// Puts a family on the queue of every hole length, where it is not yet.
  private mutating func queue(_ family: Int32) {
    let all = maxHole >= 64 ? UInt64.max : (UInt64(1) << UInt64(maxHole)) - 1
    let missing = all & ~families[Int(family)].queued
    guard missing != 0 else { return }
    families[Int(family)].queued = all
    for length in 1...maxHole where missing & (UInt64(1) << UInt64(min(length, 64) - 1)) != 0 {
      pending[length].append(family)
    }
  }

  // MARK: - Groups by skeleton

  /// The index of the group whose canonical skeleton is `skeleton` (of hash `hash`), leaving
  /// out the groups at the indices `excluding` holds; nil when there is none.
  func group(
    withSkeleton skeleton: [MiningState.Element], hash: UInt64, in groups: [MiningState.Group],
    excluding: [Int: [Range<Int>]]
  ) -> Int? {
    guard !skeletonTable.isEmpty else { return nil }
    let mask = skeletonTable.count - 1
    var slot = Int(truncatingIfNeeded: hash) & mask
    while skeletonTable[slot] != 0 {
      let id = Int(skeletonTable[slot] - 1)
      let position = Int(positions[id])
      if skeletonHashes[id] == hash, position >= 0, excluding[position] == nil,
        MiningState.CanonicalSkeleton.equal(groups[position].skeleton, skeleton)
      {
        return position
      }
      slot = (slot + 1) & mask
    }
    return nil
  }

  /// Puts a group id in the skeleton table, which doubles (keeping only the ids of groups still
  /// there) once the ids ever given reach half its slots.
  private mutating func insertSkeleton(id: Int32) {
    if 2 * (Int(id) + 1) > skeletonTable.count {
      var capacity = max(64, skeletonTable.count)
      while 2 * (Int(id) + 1) > capacity { capacity *= 2 }
      skeletonTable = Array(repeating: 0, count: capacity)
      for old in 0..<Int(id) where positions[old] >= 0 { place(Int32(truncatingIfNeeded: old)) }
    }
    place(id)
  }

  private mutating func place(_ id: Int32) {
    let mask = skeletonTable.count - 1
    var slot = Int(truncatingIfNeeded: skeletonHashes[Int(id)]) & mask
    while skeletonTable[slot] != 0 { slot = (slot + 1) & mask }
    skeletonTable[slot] = id + 1
  }

  // MARK: - Key table

  /// Reads the first table slot of each hole's key before any is looked up: the reads miss
  /// the cache together rather than one after another.
  private mutating func touchSlots() {
    var sum: UInt64 = 0
    let shift = tableShift
    table.withUnsafeBufferPointer { table in
      for hole in holes {
        let slot = Int(truncatingIfNeeded: hole.key >> shift)
        if slot < table.count { sum ^= table[slot] }
      }
    }
    touched ^= sum
  }

  /// A table slot's value for a key and its family.
  @inline(__always)
  private static func slot(_ key: UInt64, _ family: Int32) -> UInt64 {
    (key << 32) | UInt64(truncatingIfNeeded: family &+ 1) & 0xFFFF_FFFF
  }

  /// Rehashes into a table of at least `minimumCapacity` slots.
  private mutating func resizeTable(minimumCapacity: Int) {
    var capacity = 16
    var bits: UInt64 = 4
    while capacity < minimumCapacity {
      capacity <<= 1
      bits += 1
    }
    table = []
    table = Array(repeating: 0, count: capacity)
    tableMask = capacity - 1
    tableShift = 64 - bits
    for (family, key) in keys.enumerated() {
      var target = Int(truncatingIfNeeded: key >> tableShift)
      while table[target] != 0 { target = (target &+ 1) & tableMask }
      table[target] = Self.slot(key, Int32(truncatingIfNeeded: family))
    }
  }
}
