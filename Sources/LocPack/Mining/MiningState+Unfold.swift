/// A constant value beside a template whose slot holds the same kind of values, written with
/// some text of their own.
///
/// Devices, rooms and teams often end alike: `Hall Lamp`, `Desk Lamp`, `Porch Lamp` and
/// `Attic Fan`. The token miner then keeps the common word as text (`%@ Lamp is on for %@ h`)
/// and the other value as a template of its own (`Attic Fan is on for %@ h`). The slot is
/// unfolded over the words next to it that the other template lacks (`%@ is on for %@ h`),
/// and the constant
/// value becomes one more of its values, when the template keeps most of its words and the
/// slot then holds an open class.
extension MiningState {
  // MARK: - Unfolding

  /// Merges each constant value into a template whose slot, widened over the text around it,
  /// takes that value.
  func unfoldFrozenValues(_ candidates: [Candidate]) -> [Candidate] {
    // Slots keyed by the pieces outside them; constant pieces by the pieces outside them.
    var slots: [[[UInt8]]: [(candidate: Int, slot: Int)]] = [:]
    for (index, candidate) in candidates.enumerated()
    where candidate.template.constants.count <= MiningThresholds.maxFoldPieces {
      let constants = candidate.template.constants
      for slot in 0..<candidate.template.slotCount {
        slots[Self.outside(constants, slot, slot + 2), default: []].append((index, slot))
      }
    }
    guard !slots.isEmpty else { return candidates }
    var result = candidates
    var removed = Set<Int>()
    var unfolded = Set<Int>()
    for (index, candidate) in candidates.enumerated()
    where candidate.template.constants.count < MiningThresholds.maxFoldPieces {
      let constants = candidate.template.constants
      for piece in constants.indices {
        let key = Self.outside(constants, piece, piece + 1)
        for (general, slot) in slots[key] ?? []
        where general != index && !removed.contains(general) && !removed.contains(index) {
          guard
            let merged = unfold(
              result[general], slot: slot, wasUnfolded: unfolded.contains(general),
              value: candidate, piece: piece)
          else { continue }
          result[general] = merged
          unfolded.insert(general)
          removed.insert(index)
        }
      }
    }
    guard !removed.isEmpty else { return candidates }
    return result.indices.filter { !removed.contains($0) }.map { result[$0] }
      .sorted { Self.order($0.template, $1.template) }
  }

  /// The pieces before `start` and from `end` on, with a marker of where the gap is.
  static func outside(_ constants: [[UInt8]], _ start: Int, _ end: Int) -> [[UInt8]] {
    var key = Array(constants[..<start])
    key.append([0xFF, UInt8(truncatingIfNeeded: start)])
    key.append(contentsOf: constants[end...])
    return key
  }

  /// The general candidate with slot `slot` widened to take the constant piece `piece` of
  /// `specific` as a value, if that is one more value of the same kind.
  func unfold(
    _ general: Candidate, slot: Int, wasUnfolded: Bool, value specific: Candidate, piece: Int
  ) -> Candidate? {
    let before = general.template.constants[slot]
    let after = general.template.constants[slot + 1]
    let text = specific.template.constants[piece]
    // The specific one is a value of the general one, not the other way round.
    guard specific.template.count <= general.template.count else { return nil }
    let head = Self.sharedHead(before, text)
    let tail = Self.sharedTail(after, text)
    guard head + tail < text.count else { return nil }
    let value = Array(text[head..<(text.count - tail)])
    guard value.contains(where: { $0 > 0x20 }) else { return nil }
    let dropped = [Array(before[head...]), Array(after[..<(after.count - tail)])]
    // Only words join a value: punctuation marks where a value starts or ends (`: "%@"`).
    guard dropped.allSatisfy(Self.wordsAndSpaces) else { return nil }
    // Text the general template gives up; with none, the absorb rule decides, unless the slot
    // was already widened for another value.
    guard wasUnfolded || dropped.contains(where: { !$0.isEmpty }) else { return nil }
    var constants = general.template.constants
    constants[slot] = Array(before[..<head])
    constants[slot + 1] = Array(after[(after.count - tail)...])
    // The widened slot stays apart from its neighbours: text remains between them.
    guard slot == 0 || !constants[slot].isEmpty,
      slot + 2 == constants.count || !constants[slot + 1].isEmpty
    else { return nil }
    // The template keeps most of its words: twice those it gives up, and as many as the value.
    let kept = Self.lexicalCount(constants)
    guard kept >= 2 * max(1, Self.lexicalCount(dropped)), kept >= Self.lexicalCount([value])
    else { return nil }
    // The widened slot holds an open class with the new value.
    let values = slotValues(general)
    guard slot < values.count else { return nil }
    // A number's words are its unit or noun, which change with it (`1 file`, `5 files`):
    // they are text, and each form a template of its own.
    guard !Self.holdsDigit(value), !values[slot].contains(where: Self.holdsDigit) else {
      return nil
    }
    // Words that an open class of values all keep beside them, in a piece whose other words
    // stay, are the message's wording, not part of a value: `%@ has made the room public`
    // beside `You have made the room public` is two messages.
    guard
      values[slot].count < options.openClassSize
        || Self.lexicalCount(dropped) == 0
        || Self.lexicalCount([constants[slot], constants[slot + 1]]) == 0
    else { return nil }
    var widened = Set<[UInt8]>()
    for old in values[slot] { widened.insert(dropped[0] + Array(old) + dropped[1]) }
    widened.insert(value)
    guard
      widened.count >= options.openClassSize
        || (widened.count > values[slot].count
          && isBalancedList(general, slot: slot, adding: specific.template.count))
    else { return nil }
    // The values are names (of devices, rooms, teams): short, a few words at most.
    guard widened.allSatisfy(Self.isName) else { return nil }
    return folded([general, specific], into: constants)
  }

  /// Whether a slot holds a short list of values (at least three) that, with one more value
  /// of `lines` lines, carry about the same traffic each.
  ///
  /// A list of rooms or lamps (`Lámpara del salón`, `Lámpara trasera`, `Lámpara del porche`)
  /// is a slot before it holds an open class; one more of the same traffic (`Ventilador del
  /// ático`) belongs to it.
  func isBalancedList(_ candidate: Candidate, slot: Int, adding lines: Int) -> Bool {
    var perValue: [ArraySlice<UInt8>: Int] = [:]
    var ranges: [Range<Int>] = []
    for member in candidate.members {
      let text = texts[member]
      guard candidate.template.match(text, slots: &ranges),
        slot < ranges.count
      else { continue }
      perValue[text[ranges[slot]], default: 0] += counts[member]
    }
    guard perValue.count >= 3, perValue.count < options.openClassSize else { return false }
    let smallest = min(lines, perValue.values.min() ?? 0)
    let largest = max(lines, perValue.values.max() ?? 0)
    return smallest >= options.minCount && smallest * options.balanceRatio >= largest
  }

  /// The length of the longest shared beginning of two pieces that ends between tokens of both.
  static func sharedHead(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var length = 0
    while length < a.count, length < b.count, a[length] == b[length] { length += 1 }
    guard length > 0 else { return 0 }
    return commonBoundary(atMost: length, tokenStarts(a), tokenStarts(b))
  }

  /// The length of the longest shared end of two pieces that starts between tokens of both.
  static func sharedTail(_ a: [UInt8], _ b: [UInt8]) -> Int {
    var length = 0
    while length < a.count, length < b.count, a[a.count - 1 - length] == b[b.count - 1 - length] {
      length += 1
    }
    guard length > 0 else { return 0 }
    // Offsets from the end: a token boundary `length` bytes before the end of both.
    let aEnds = tokenStarts(a).reversed().map { a.count - $0 }
    let bEnds = tokenStarts(b).reversed().map { b.count - $0 }
    return commonBoundary(atMost: length, aEnds, bEnds)
  }

  /// The largest offset of at most `limit` in both ascending lists, or 0.
  static func commonBoundary(atMost limit: Int, _ a: [Int], _ b: [Int]) -> Int {
    var i = a.count - 1
    var j = b.count - 1
    while i >= 0, j >= 0 {
      let x = a[i]
      let y = b[j]
      if x > limit || x > y {
        i -= 1
      } else if y > limit || y > x {
        j -= 1
      } else {
        return x
      }
    }
    return 0
  }

  /// Whether the bytes hold an ASCII digit.
  static func holdsDigit<Bytes: Collection<UInt8>>(_ bytes: Bytes) -> Bool {
    bytes.contains { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
  }

  /// Whether the piece holds only words, ideographs and spaces.
  static func wordsAndSpaces(_ piece: [UInt8]) -> Bool {
    let tokens = AlertTokenizer.tokens(of: piece)
    return tokens.allSatisfy { $0.kind.isLexical || $0.kind == .space }
  }

  /// The offsets where a token of the piece starts, and its end, ascending.
  static func tokenStarts(_ piece: [UInt8]) -> [Int] {
    let tokens = AlertTokenizer.tokens(of: piece)
    var starts = tokens.map(\.start)
    if starts.last != piece.count { starts.append(piece.count) }
    return starts
  }
}
