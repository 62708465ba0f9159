extension OpenStepParser {
  // MARK: - Leading comments

  /// The text of the current leading-comment block, trimmed, pieces joined by newlines.
  ///
  /// A single-comment block whose text was seen recently reuses that `String` (tables often
  /// repeat a comment, such as `No comment provided by engineer.`), which saves an allocation
  /// and its memory per entry.
  mutating func leadingComment() -> String? {
    guard let first = commentPieces.first else { return nil }
    if commentPieces.count == 1 {
      return recentComments.text(of: trimmed(first), in: text, checked: !mayBeInvalid)
    }
    var bytes: [UInt8] = []
    for piece in commentPieces.all {
      if !bytes.isEmpty { bytes.append(0x0A) }
      if let piece = text.bytes(in: trimmed(piece)) { bytes.append(contentsOf: piece) }
    }
    return bytes.withUnsafeBufferPointer { makeString($0) }
  }

  /// A range without its leading and trailing whitespace.
  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high, let byte = text.byte(at: low), isSpace(byte) { low += 1 }
    while high > low, let byte = text.byte(at: high - 1), isSpace(byte) { high -= 1 }
    return low..<high
  }

  /// The strings of recently seen comments, in 64 slots chosen by a hash of their bytes.
  struct RecentComments {
    /// Per slot, the range of the text its string was made from.
    private var ranges = [Range<Int>](repeating: 0..<0, count: 64)
    private var strings = [String](repeating: "", count: 64)

    /// The string for `range` of `text`: one made before from the same bytes, or a new one.
    ///
    /// With `checked`, the bytes are known to be valid UTF-8.
    mutating func text(of range: Range<Int>, in text: CheckedBytes, checked: Bool) -> String {
      guard let bytes = text.bytes(in: range), !bytes.isEmpty, let base = bytes.baseAddress else {
        return ""
      }
      let raw = UnsafeRawPointer(base)
      let count = bytes.count
      // A hash of the length, the first eight and the last eight bytes; the top six bits
      // pick the slot.
      var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
      if count >= 8 {
        hash ^= raw.loadUnaligned(as: UInt64.self)
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
      } else {
        for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
      }
      hash = hash &* 0x94D0_49BB_1331_11EB
      let slot = Int(truncatingIfNeeded: hash &>> 58)
      if let cached = text.bytes(in: ranges[slot]), Self.equal(cached, bytes) {
        return strings[slot]
      }
      let string =
        checked
        ? OpenStepParser.uncheckedString(bytes, isASCII: OpenStepParser.isASCII(bytes))
        : String(decoding: bytes, as: UTF8.self)
      ranges[slot] = range
      strings[slot] = string
      return string
    }

    /// Whether two runs of bytes are the same, eight at a time.
    private static func equal(
      _ left: UnsafeBufferPointer<UInt8>, _ right: UnsafeBufferPointer<UInt8>
    )
      -> Bool
    {
      let count = left.count
      guard right.count == count else { return false }
      guard let a = left.baseAddress, let b = right.baseAddress else { return true }
      let rawA = UnsafeRawPointer(a)
      let rawB = UnsafeRawPointer(b)
      var offset = 0
      // Both runs are `count` long: every read below is within both.
      while offset &+ 8 <= count {
        let wordA = rawA.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        let wordB = rawB.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        if wordA != wordB { return false }
        offset &+= 8
      }
      while offset < count {
        if left[offset] != right[offset] { return false }
        offset &+= 1
      }
      return true
    }
  }

  /// The comments of the current leading-comment block: a list that is emptied for almost
  /// every entry, which keeps its storage and costs only a store.
  struct CommentPieces {
    private var storage: [Range<Int>] = []
    /// The number of pieces.
    private(set) var count = 0

    var isEmpty: Bool { count == 0 }

    var first: Range<Int>? { count > 0 ? storage[0] : nil }

    var all: ArraySlice<Range<Int>> { storage[..<count] }

    mutating func append(_ piece: Range<Int>) {
      if count < storage.count {
        storage[count] = piece
      } else {
        storage.append(piece)
      }
      count += 1
    }

    mutating func removeAll() { count = 0 }
  }
}
