/// A template mined from alert texts: constant pieces of text with slots between them.
///
/// A template with `k` slots has `k + 1` constant pieces; the first and last may be empty (a
/// slot at the start or end). Slot values are never empty. Filling the slots with the values a
/// match extracted gives back the matched text byte for byte, which is what makes rewriting
/// a payload as `loc-key` + `loc-args` lossless.
public struct AlertTemplate: Hashable, Sendable {
  /// The constant pieces, as UTF-8 bytes; `constants.count == slotCount + 1`.
  public var constants: [[UInt8]]
  /// How many lines of the mined sample this template covered.
  public var count: Int
  /// An example text the template matched.
  public var example: String
  /// The slots that hold a count, a bit each (the first 64).
  ///
  /// A text whose value there holds no digit is not this template's: `%@ %@ new files`, a
  /// name and a count, does not take `Ana Lima new files`. The format is the same,
  /// as loc-args are strings.
  public var numericSlots: UInt64 = 0
  /// Whether the template's words come together in the corpus no more often than by chance
  /// (`%@ to %@`, from a few texts of different messages).
  ///
  /// ``TemplateMatcher`` gives such a template, as it gives one without words of its own, only
  /// texts that the miner did not leave out: a text the miner saw and built no template from
  /// stays literal, and one it never saw goes to the template only when it shares a value with
  /// the template's texts.
  public var isShell = false

  /// Creates a template from its constant pieces.
  public init(constants: [[UInt8]], count: Int = 0, example: String = "") {
    precondition(!constants.isEmpty, "a template has at least one constant piece")
    self.constants = constants
    self.count = count
    self.example = example
  }

  /// The template a mined format stands for: `%@` is a slot and `%%` a `%`; `nil` for any
  /// other `%`.
  public init?(format: String) {
    var constants: [[UInt8]] = [[]]
    let bytes = Array(format.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        constants[constants.count - 1].append(byte)
        index += 1
        continue
      }
      guard index + 1 < bytes.count else { return nil }
      switch bytes[index + 1] {
      case UInt8(ascii: "%"): constants[constants.count - 1].append(byte)
      case UInt8(ascii: "@"): constants.append([])
      default: return nil
      }
      index += 2
    }
    self.init(constants: constants)
  }

  /// The number of slots.
  public var slotCount: Int { constants.count - 1 }

  /// The number of constant bytes: how much text the template carries for every payload.
  public var constantByteCount: Int { constants.reduce(0) { $0 + $1.count } }

  /// The template as an Apple format string: `%@` for each slot, `%` written as `%%`.
  ///
  /// Slots are numbered in order, so sequential `%@` is enough in the base language;
  /// translations that reorder use `%n$@`.
  public var format: String {
    var out: [UInt8] = []
    for (index, piece) in constants.enumerated() {
      if index > 0 { out.append(contentsOf: Array("%@".utf8)) }
      for byte in piece {
        out.append(byte)
        if byte == UInt8(ascii: "%") { out.append(byte) }
      }
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// Matches `text` against the template, writing the slot values' byte ranges to `slots`.
  ///
  /// The first and last pieces must be a prefix and a suffix; each middle piece is found at its
  /// leftmost place after the previous one, which finds a match whenever one exists. Every slot
  /// value is at least one byte long.
  /// - Returns: Whether the text matches.
  /// - Complexity: O(n · m) worst case for n text bytes and m constant bytes; in practice a few
  ///   `memcmp`-like passes.
  public func match(_ text: UnsafeBufferPointer<UInt8>, slots: inout [Range<Int>]) -> Bool {
    slots.removeAll(keepingCapacity: true)
    return match(text, record: true, slots: &slots)
  }

  /// ``match(_:slots:)`` over the bytes of an array.
  func match(_ text: [UInt8], slots: inout [Range<Int>]) -> Bool {
    text.withUnsafeBufferPointer { match($0, slots: &slots) }
  }

  /// Whether `text` matches, without recording the slot values (and without allocating).
  func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
    var none: [Range<Int>] = []
    return match(text, record: false, slots: &none)
  }

  private func match(
    _ text: UnsafeBufferPointer<UInt8>, record: Bool, slots: inout [Range<Int>]
  ) -> Bool {
    let first = constants[0]
    let last = constants[constants.count - 1]
    func equal(_ at: Int, _ piece: [UInt8]) -> Bool {
      piece.withUnsafeBufferPointer { Self.equal(text, at, $0) }
    }
    if constants.count == 1 { return text.count == first.count && equal(0, first) }
    guard text.count >= first.count + last.count + slotCount,
      equal(0, first), equal(text.count - last.count, last)
    else { return false }
    var position = first.count
    let limit = text.count - last.count
    for pieceIndex in 1..<(constants.count - 1) {
      let piece = constants[pieceIndex]
      // The slot before this piece takes at least one byte.
      guard
        let found = piece.withUnsafeBufferPointer({
          Self.find($0, in: text, from: position + 1, to: limit - 1)
        })
      else { return false }
      if record { slots.append(position..<found) }
      position = found + piece.count
    }
    guard position < limit else { return false }
    if record { slots.append(position..<limit) }
    return true
  }

  /// Whether `piece` stands in `text` at `at`.
  @inline(__always)
  static func equal(
    _ text: UnsafeBufferPointer<UInt8>, _ at: Int, _ piece: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    if at < 0 || at &+ piece.count > text.count { return false }
    var index = 0
    // Eight bytes at a time, then the rest one by one.
    if let textBase = text.baseAddress, let pieceBase = piece.baseAddress {
      let textRaw = UnsafeRawPointer(textBase + at)
      let pieceRaw = UnsafeRawPointer(pieceBase)
      while index &+ 8 <= piece.count {
        if textRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
          != pieceRaw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
        {
          return false
        }
        index &+= 8
      }
    }
    while index < piece.count {
      if text[at &+ index] != piece[index] { return false }
      index &+= 1
    }
    return true
  }

  /// The leftmost start of `piece` in `text[from..<end]` such that the whole piece ends by
  /// `end` (exclusive).
  @inline(__always)
  static func find(
    _ piece: UnsafeBufferPointer<UInt8>, in text: UnsafeBufferPointer<UInt8>, from: Int,
    to end: Int
  ) -> Int? {
    if piece.isEmpty { return from <= end ? from : nil }
    guard let base = text.baseAddress, from >= 0, end <= text.count else { return nil }
    let raw = UnsafeRawPointer(base)
    let firstByte = piece[0]
    let ones: UInt64 = 0x0101_0101_0101_0101
    let pattern = ones &* UInt64(firstByte)
    let lastStart = end &- piece.count
    var start = from
    while start <= lastStart {
      // Eight starts at a time up to the first that holds the piece's first byte: the lowest
      // flagged byte of the zero-byte test is exact.
      if start &+ 7 <= lastStart {
        let word = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: start, as: UInt64.self))
        let other = word ^ pattern
        let hits = (other &- ones) & ~other & (ones &* 0x80)
        if hits == 0 {
          start &+= 8
          continue
        }
        start &+= hits.trailingZeroBitCount &>> 3
      }
      if text[start] == firstByte, equal(text, start, piece) { return start }
      start &+= 1
    }
    return nil
  }

  /// The template's text with `values` in its slots, in order (one value a slot).
  func filled(with values: [String]) -> [UInt8] {
    var text: [UInt8] = []
    for (index, piece) in constants.enumerated() {
      if index > 0, index - 1 < values.count { text += values[index - 1].utf8 }
      text += piece
    }
    return text
  }
}
