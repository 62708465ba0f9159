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
  /// Per slot: the text's id plus one in the low 32 bits and the high 32 bits of its hash
  /// above (so a probe rarely reads ``hashes`` or the arena for another text); 0 is empty.
  private var slots: [UInt64]
  private var mask: Int

  /// The number of texts.
  var count: Int { ends.count }

  init(expectedCount: Int = 1024) {
    var capacity = 16
    while capacity < expectedCount * 2 { capacity <<= 1 }
    slots = [UInt64](repeating: 0, count: capacity)
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
    while true {
      let entry = slots[slot]
      if entry == 0 { return nil }
      // The tag and the slot give most of the hash; the bytes decide.
      if entry & 0xFFFF_FFFF_0000_0000 == tag {
        let id = Int(truncatingIfNeeded: entry & 0xFFFF_FFFF) &- 1
        if equals(id, text) { return id }
      }
      slot = (slot &+ 1) & mask
    }
  }

  /// Adds `text` (which must not be present) and returns its id.
  mutating func insert(_ text: UnsafeBufferPointer<UInt8>, hash: UInt64) -> Int {
    if (ends.count + 1) * 2 > slots.count { grow() }
    let id = ends.count
    arena.append(contentsOf: text)
    ends.append(arena.count)
    hashes.append(hash)
    var slot = Int(truncatingIfNeeded: hash) & mask
    while slots[slot] != 0 { slot = (slot &+ 1) & mask }
    slots[slot] = Self.entry(id, hash)
    return id
  }

  private func equals(_ id: Int, _ text: UnsafeBufferPointer<UInt8>) -> Bool {
    let range = self.range(of: id)
    guard range.count == text.count else { return false }
    return arena.withUnsafeBufferPointer { arena in
      guard let base = arena.baseAddress, let other = text.baseAddress else {
        return range.isEmpty
      }
      return memcmp(base + range.lowerBound, other, range.count) == 0
    }
  }

  private mutating func grow() {
    let capacity = slots.count * 2
    slots = [UInt64](repeating: 0, count: capacity)
    mask = capacity - 1
    for (id, hash) in hashes.enumerated() {
      var slot = Int(truncatingIfNeeded: hash) & mask
      while slots[slot] != 0 { slot = (slot &+ 1) & mask }
      slots[slot] = Self.entry(id, hash)
    }
  }

  /// A slot's value for text `id` with `hash`.
  private static func entry(_ id: Int, _ hash: UInt64) -> UInt64 {
    (hash & 0xFFFF_FFFF_0000_0000) | UInt64(truncatingIfNeeded: id &+ 1) & 0xFFFF_FFFF
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
    var shift: UInt64 = 0
    while offset < bytes.count {
      tail |= UInt64(base[offset]) << shift
      shift &+= 8
      offset &+= 1
    }
    hash = (hash ^ tail) &* multiplier
    hash ^= hash >> 32
    hash = hash &* multiplier
    return hash ^ (hash >> 29)
  }
}
