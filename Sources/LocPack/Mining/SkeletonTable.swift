/// Groups keyed by their canonical skeleton (every slot alike), in a flat open-addressing
/// table of the skeletons' hashes: no `Hasher` and no copy of a skeleton per lookup.
struct SkeletonTable {
  /// Per slot: the hash's high 32 bits above the group index plus one (0 when empty).
  private var slots: [UInt64]
  private var mask: Int

  /// Creates a table with room for `expectedCount` groups.
  init(expectedCount: Int) {
    var capacity = 16
    while capacity < expectedCount * 2 { capacity <<= 1 }
    slots = Array(repeating: 0, count: capacity)
    mask = capacity - 1
  }

  /// The group in `groups` whose skeleton equals `skeleton` in canonical form, if stored.
  ///
  /// When none is, `index` is stored under the skeleton (whose canonical hash is `hash`) and
  /// the result is nil. At most half the room may be used.
  mutating func find(
    _ skeleton: [MiningState.Element], hash: UInt64, orInsert index: Int,
    in groups: [MiningState.Group]
  ) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    let tag = hash & 0xFFFF_FFFF_0000_0000
    while true {
      let entry = slots[slot]
      if entry == 0 { break }
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let found = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
        if found >= 0, found < groups.count,
          MiningState.CanonicalSkeleton.equal(groups[found].skeleton, skeleton)
        {
          return found
        }
      }
      slot = (slot &+ 1) & mask
    }
    slots[slot] = tag | UInt64(truncatingIfNeeded: index &+ 1) & 0xFFFF_FFFF
    return nil
  }
}
