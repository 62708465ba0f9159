extension PayloadScanner {
  /// The keys of one JSON object read so far, as ranges of the line, to tell whether a key
  /// repeats.
  ///
  /// The first ``inlineCapacity`` keys are held inline, so recording and comparing them
  /// touches no heap buffer: no reference counting and no uniqueness check per key. An object
  /// with more keys keeps the rest in an array. A 64-bit filter (a bit per key, chosen by its
  /// length and its first and last bytes) spares the comparisons for a key whose bit no key
  /// before it set, which is nearly every key of an object without repeats.
  struct KeyList {
    static let inlineCapacity = 16

    private var inline = InlineArray<16, Range<Int>>(repeating: 0..<0)
    private var overflow: [Range<Int>] = []
    /// The bits of ``bit(_:in:)`` of the keys recorded.
    private var filter: UInt64 = 0
    /// The number of keys recorded.
    private(set) var count = 0

    /// Forgets every key (the array keeps its capacity).
    mutating func removeAll() {
      count = 0
      filter = 0
      if !overflow.isEmpty { overflow.removeAll(keepingCapacity: true) }
    }

    /// Records `key`, a range of `bytes`, and returns whether an equal key was recorded
    /// before (a key outside the bytes equals none).
    @inline(__always)
    mutating func insert(_ key: Range<Int>, in bytes: CheckedBytes) -> Bool {
      let bit = Self.bit(key, in: bytes)
      let mayRepeat = filter & bit != 0
      filter |= bit
      var repeats = false
      if mayRepeat {
        let inlineCount = Swift.min(count, Self.inlineCapacity)
        var position = 0
        while position < inlineCount {
          if Self.equal(inline[position], key, in: bytes) {
            repeats = true
            break
          }
          position &+= 1
        }
        if count > Self.inlineCapacity, !repeats {
          for other in overflow where Self.equal(other, key, in: bytes) {
            repeats = true
            break
          }
        }
      }
      if count < Self.inlineCapacity {
        inline[count] = key
      } else {
        overflow.append(key)
      }
      count &+= 1
      return repeats
    }

    /// The filter bit of `key`: its length and first and last bytes, mixed.
    @inline(__always)
    private static func bit(_ key: Range<Int>, in bytes: CheckedBytes) -> UInt64 {
      guard let first = bytes.byte(at: key.lowerBound),
        let last = bytes.byte(at: key.upperBound &- 1)
      else { return 1 }
      let packed =
        UInt64(first) | UInt64(last) &<< 8
        | UInt64(truncatingIfNeeded: key.count) &<< 16
      return 1 &<< ((packed &* 0x9E37_79B9_7F4A_7C15) &>> 58)
    }

    /// Whether two ranges of `bytes` hold the same bytes.
    @inline(__always)
    private static func equal(
      _ one: Range<Int>, _ other: Range<Int>, in bytes: CheckedBytes
    ) -> Bool {
      guard one.count == other.count else { return false }
      var offset = 0
      while offset < one.count {
        guard let byte = bytes.byte(at: one.lowerBound &+ offset),
          byte == bytes.byte(at: other.lowerBound &+ offset)
        else { return false }
        offset &+= 1
      }
      return true
    }
  }
}
