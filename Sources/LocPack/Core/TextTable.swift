#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A set of distinct byte strings with an integer id each, stored in one arena: the bounded
/// sample of alert texts the optimizer mines, looked up again for every payload.
///
/// Open addressing over a power-of-two slot array; texts are compared byte for byte, so
/// canonically equivalent but differently encoded texts stay apart (the round trip is byte
/// exact). No `String` is created.
struct TextTable {
  /// Every text's bytes, one after another.
  private(set) var arena: [UInt8] = []
  /// Where text `id` ends in ``arena`` (it starts where `id - 1` ends).
  private(set) var ends: [Int] = []
  private var hashes: [UInt64] = []
  /// The open-addressing slots (16 bytes each, so a lookup reads one slot and the text's
  /// bytes, not ``ends``).
  private var slots: [Slot]
  /// Per slot, one byte: 0 when empty, else `0x80` with seven bits of the hash.
  ///
  /// A probe reads this small array first (a sixteenth of ``slots``, so it mostly stays in cache) and a
  /// slot only when its byte matches: a text that is not in the table costs no slot read.
  private var controls: [UInt8]
  private var mask: Int

  /// One slot: `entry` is the text's id plus one in the low 32 bits and the high 32 bits of
  /// its hash above (so a probe rarely reads the arena for another text), 0 when empty;
  /// `place` is where the text starts in the arena (above bit 24) and its length (the low 24
  /// bits, ``Slot/longLength`` for a text that long or longer: then ``ends`` tells).
  private struct Slot {
    var entry: UInt64
    var place: UInt64

    static let empty = Slot(entry: 0, place: 0)
    static let longLength: UInt64 = 0xFF_FFFF
  }

  /// The number of texts.
  var count: Int { ends.count }

  init(expectedCount: Int = 1024) {
    var capacity = 16
    while capacity < expectedCount * 2 { capacity <<= 1 }
    slots = [Slot](repeating: .empty, count: capacity)
    controls = [UInt8](repeating: 0, count: capacity)
    mask = capacity - 1
  }

  /// The byte range of text `id` in ``arena``.
  func range(of id: Int) -> Range<Int> {
    (id == 0 ? 0 : ends[id - 1])..<ends[id]
  }

  /// The id of `text`, or nil.
  func find(_ text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int? {
    var slot = Int(truncatingIfNeeded: hash) & mask
    let tag = hash & 0xFFFF_FFFF_0000_0000
    let control = Self.control(hash)
    return controls.withUnsafeBufferPointer { controls in
      slots.withUnsafeBufferPointer { slots in
        while true {
          let byte = controls[slot]
          if byte == 0 { return nil }
          // The control byte, the tag and the slot give most of the hash; the bytes decide.
          if byte == control {
            let found = slots[slot]
            if found.entry & 0xFFFF_FFFF_0000_0000 == tag {
              let id = Int(truncatingIfNeeded: found.entry & 0xFFFF_FFFF) &- 1
              if equals(id, found.place, text) { return id }
            }
          }
          slot = (slot &+ 1) & mask
        }
      }
    }
  }

  /// Reads the control byte and the slot where a lookup of `hash` starts, and returns them
  /// folded: a batch of lookups reads these first, so that their cache misses overlap.
  @inline(__always)
  func touch(hash: UInt64) -> UInt64 {
    let slot = Int(truncatingIfNeeded: hash) & mask
    return controls.withUnsafeBufferPointer { controls in
      slots.withUnsafeBufferPointer { slots in
        UInt64(controls[slot]) ^ slots[slot].place
      }
    }
  }

  /// Reads the first byte of the text in the slot where a lookup of `hash` starts (after
  /// ``touch(hash:)``: the slot is then at hand), for the same reason.
  @inline(__always)
  func touchText(hash: UInt64) -> UInt64 {
    let slot = Int(truncatingIfNeeded: hash) & mask
    let start = slots.withUnsafeBufferPointer {
      Int(truncatingIfNeeded: $0[slot].place >> 24)
    }
    return arena.withUnsafeBufferPointer { arena in
      start < arena.count ? UInt64(arena[start]) : 0
    }
  }

  /// A used slot's control byte for `hash`: seven bits the slot index does not come from
  /// (below the tag's 32).
  @inline(__always)
  private static func control(_ hash: UInt64) -> UInt8 {
    0x80 | UInt8(truncatingIfNeeded: hash >> 25) & 0x7F
  }

  /// Adds `text` (which must not be present) and returns its id.
  mutating func insert(_ text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
    if (ends.count + 1) * 2 > slots.count { grow() }
    let id = ends.count
    arena.append(contentsOf: text)
    ends.append(arena.count)
    hashes.append(hash)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while controls[slot] != 0 { slot = (slot &+ 1) & mask }
    slots[slot] = slotValue(id, hash)
    controls[slot] = Self.control(hash)
    return id
  }

  private func equals(_ id: Int, _ place: UInt64, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var length = Int(truncatingIfNeeded: place & Slot.longLength)
    var start = Int(truncatingIfNeeded: place >> 24)
    if place & Slot.longLength == Slot.longLength {
      let range = self.range(of: id)
      start = range.lowerBound
      length = range.count
    }
    guard length == text.count, start &+ length <= arena.count else { return false }
    let range = start..<(start &+ length)
    return arena.withUnsafeBufferPointer { arena in
      guard let base = arena.baseAddress, let other = text.baseAddress else {
        return range.isEmpty
      }
      return memcmp(base + range.lowerBound, other, range.count) == 0
    }
  }

  private mutating func grow() {
    let capacity = slots.count * 2
    slots = [Slot](repeating: .empty, count: capacity)
    controls = [UInt8](repeating: 0, count: capacity)
    mask = capacity - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while controls[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = slotValue(id, hash)
      controls[slot] = Self.control(hash)
    }
  }

  /// The slot of text `id` with `hash`.
  private func slotValue(_ id: Int, _ hash: UInt64) -> Slot {
    let range = self.range(of: id)
    let length = UInt64(truncatingIfNeeded: min(range.count, Int(Slot.longLength)))
    return Slot(
      entry: (hash & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: id &+ 1) & 0xFFFF_FFFF,
      place: UInt64(truncatingIfNeeded: range.lowerBound) << 24 | length)
  }

  /// Mixed into every hash, so that texts which collide cannot be chosen in advance.
  ///
  /// Only slots depend on it; ids, and so every output, follow insertion order.
  private static let seed = UInt64.random(in: .min ... .max)

  /// A fast 64-bit hash of `bytes`, eight bytes at a time, seeded per process.
  static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    let multiplier: UInt64 = 0x9E37_79B9_7F4A_7C15
    var hash: UInt64 = seed ^ 0xA076_1D64_78BD_642F ^ UInt64(truncatingIfNeeded: bytes.count)
    guard let base = bytes.baseAddress else { return hash }
    let raw = UnsafeRawPointer(base)
    var offset = 0
    while offset &+ 8 <= bytes.count {
      let word = raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      hash = (hash ^ word) &* multiplier
      hash ^= hash >> 29
      offset &+= 8
    }
    var tail: UInt64 = 0
    if offset < bytes.count, bytes.count >= 8 {
      // The last eight bytes, overlapping the last word read: one load, no byte loop.
      tail = raw.loadUnaligned(fromByteOffset: bytes.count &- 8, as: UInt64.self)
    } else {
      var shift: UInt64 = 0
      while offset < bytes.count {
        tail |= UInt64(base[offset]) << shift
        shift &+= 8
        offset &+= 1
      }
    }
    hash = (hash ^ tail) &* multiplier
    hash ^= hash >> 32
    hash = hash &* multiplier
    return hash ^ (hash >> 29)
  }
}
