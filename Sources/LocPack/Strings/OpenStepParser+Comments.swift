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
      bytes.append(contentsOf: text[trimmed(piece)])
    }
    return bytes.withUnsafeBufferPointer { makeString($0) }
  }

  /// A range without its leading and trailing whitespace.
  private func trimmed(_ range: Range<Int>) -> Range<Int> {
    var low = range.lowerBound
    var high = range.upperBound
    while low < high, isSpace(text[low]) { low += 1 }
    while high > low, isSpace(text[high - 1]) { high -= 1 }
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
    mutating func text(of range: Range<Int>, in text: UnsafeBufferPointer<UInt8>, checked: Bool)
      -> String
    {
      let count = range.count
      guard let base = text.baseAddress, count > 0 else { return "" }
      let raw = UnsafeRawPointer(base)
      // A hash of the length, the first eight and the last eight bytes; the top six bits
      // pick the slot.
      var hash = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
      if count >= 8 {
        hash ^= raw.loadUnaligned(fromByteOffset: range.lowerBound, as: UInt64.self)
        hash = hash &* 0xBF58_476D_1CE4_E5B9
        hash ^= raw.loadUnaligned(fromByteOffset: range.upperBound &- 8, as: UInt64.self)
      } else {
        for index in range { hash = (hash ^ UInt64(text[index])) &* 0x100_0000_01B3 }
      }
      hash = hash &* 0x94D0_49BB_1331_11EB
      let slot = Int(truncatingIfNeeded: hash &>> 58)
      let cached = ranges[slot]
      if cached.count == count, Self.equal(raw, cached.lowerBound, range.lowerBound, count) {
        return strings[slot]
      }
      let bytes = UnsafeBufferPointer(rebasing: text[range])
      let string =
        checked
        ? OpenStepParser.uncheckedString(bytes, isASCII: OpenStepParser.isASCII(bytes))
        : String(decoding: bytes, as: UTF8.self)
      ranges[slot] = range
      strings[slot] = string
      return string
    }

    /// Whether the `count` bytes at `left` and at `right` are the same, eight at a time.
    private static func equal(_ base: UnsafeRawPointer, _ left: Int, _ right: Int, _ count: Int)
      -> Bool
    {
      var offset = 0
      while offset &+ 8 <= count {
        let a = base.loadUnaligned(fromByteOffset: left &+ offset, as: UInt64.self)
        let b = base.loadUnaligned(fromByteOffset: right &+ offset, as: UInt64.self)
        if a != b { return false }
        offset &+= 8
      }
      while offset < count {
        let a = base.load(fromByteOffset: left &+ offset, as: UInt8.self)
        let b = base.load(fromByteOffset: right &+ offset, as: UInt8.self)
        if a != b { return false }
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
