/// An abbreviation's period after a value, beside the same alert without it.
///
/// Dates and units are often abbreviated with a period (`27 avr.`, `4 มี.ค.`, `ก.พ.`). The
/// token miner keeps the period, and for a script written without spaces the letters between
/// periods too, as text after the slot: `… est due le %@.` beside `… est due le %@` (a month
/// written out, `10 mars`, or a word, `demain`), and `วันที่%@.ค. เวลา%@` beside
/// `วันที่%@.ย. เวลา%@` and `วันที่%@ ก.พ. เวลา%@`. When templates differ only in such a tail
/// right after the same slot, up to the next white space or the end, the tail belongs to the
/// value and they are one template. The tail is an abbreviation: short letters each followed by
/// a period, so a noun (`%@ photo.` / `%@ photos.`) stays apart, and a period stuck to the
/// value needs a value that ends in a short word (`avr`, `มี`), not a number or a code.
extension MiningState {

  /// Folds the templates that differ only in an abbreviation's tail after one slot.
  func foldAbbreviations(_ candidates: [Candidate]) -> [Candidate] {
    guard candidates.count >= 2 else { return candidates }
    struct Key: Hashable {
      var head: [Piece]
      var rest: [Piece]
    }
    // Each candidate under each slot that a tail (possibly empty) follows.
    var families: [Key: [(candidate: Int, tail: Range<Int>)]] = [:]
    var allPieces: [[Piece]] = []
    for (index, candidate) in candidates.enumerated() {
      guard candidate.template.constants.count <= MiningThresholds.maxFoldPieces else {
        allPieces.append([])
        continue
      }
      let pieces = Self.pieces(candidate.template.constants)
      allPieces.append(pieces)
      for slot in pieces.indices where pieces[slot].isSlot {
        guard let tail = Self.abbreviationTail(pieces, after: slot) else { continue }
        let key = Key(head: Array(pieces[...slot]), rest: Array(pieces[tail.upperBound...]))
        families[key, default: []].append((index, tail))
      }
    }
    var tried: [(count: Int, first: Int, members: [(candidate: Int, tail: Range<Int>)])] = []
    for members in families.values where members.count >= 2 {
      let tails = Set(members.map { Array(allPieces[$0.candidate][$0.tail]) })
      guard tails.count == members.count,
        tails.contains(where: { $0.contains { $0.bytes == [0x2E] } })
      else { continue }
      let count = members.reduce(0) { $0 + candidates[$1.candidate].template.count }
      tried.append((count, members.map(\.candidate).min() ?? 0, members))
    }
    // Most lines first, then by the first candidate: a deterministic order.
    tried.sort { $0.count != $1.count ? $0.count > $1.count : $0.first < $1.first }
    var used = Set<Int>()
    var merged: [Candidate] = []
    for (_, _, members) in tried where !members.contains(where: { used.contains($0.candidate) }) {
      guard let fold = abbreviationFold(members, candidates: candidates, pieces: allPieces)
      else { continue }
      used.formUnion(members.map(\.candidate))
      merged.append(fold)
    }
    return Self.replacing(candidates, used: used, with: merged)
  }

  /// The candidate that replaces templates differing only in the tail after one slot, if
  /// each tail that starts with a period follows values ending in a short word and every text
  /// matches the template with the tail in the slot.
  func abbreviationFold(
    _ members: [(candidate: Int, tail: Range<Int>)], candidates: [Candidate], pieces: [[Piece]]
  ) -> Candidate? {
    var constants: [[UInt8]]?
    var ranges: [Range<Int>] = []
    for (index, tail) in members {
      let candidate = candidates[index]
      let elements = pieces[index]
      let slot = tail.lowerBound - 1
      if tail.lowerBound < tail.upperBound, elements[tail.lowerBound].bytes == [0x2E] {
        // The period is stuck to the value: the value must end in a short word.
        let position = elements[..<slot].count(where: \.isSlot)
        for member in candidate.members {
          let text = texts[member]
          guard text.withUnsafeBufferPointer({ candidate.template.match($0, slots: &ranges) }),
            position < ranges.count,
            Self.endsInShortWord(text[ranges[position]])
          else { return nil }
        }
      }
      if constants == nil {
        constants = Self.constants(elements, joining: slot..<tail.upperBound)
      }
    }
    guard let constants else { return nil }
    return folded(members.map { candidates[$0.candidate] }, into: constants)
  }

  /// The pieces after the slot at `slot` that may be an abbreviation's tail.
  ///
  /// The tail runs up to white space or the end of the template: at most one space, then
  /// periods and short words each followed by a period (`.`, `.ค.`, ` ก.พ.`). It is empty when
  /// white space or the end follows the slot and no such tail does; nil when anything else
  /// follows.
  static func abbreviationTail(_ pieces: [Piece], after slot: Int) -> Range<Int>? {
    let start = slot + 1
    // Nothing or white space after the slot: an empty tail.
    let atBreak = start == pieces.count || (pieces[start].kind == .space && !pieces[start].isSlot)
    var end = start
    if atBreak, end + 1 < pieces.count, pieces[end + 1].isVisible { end += 1 }
    var previousIsWord = false
    var periods = 0
    var words = 0
    while end < pieces.count, pieces[end].isVisible {
      let piece = pieces[end]
      if piece.bytes == [0x2E] {
        previousIsWord = false
        periods += 1
      } else if piece.isLexical, !previousIsWord, let bytes = piece.bytes,
        String(decoding: bytes, as: UTF8.self).count <= MiningThresholds.maxAbbreviationLength
      {
        previousIsWord = true
        words += 1
      } else {
        return atBreak ? start..<start : nil
      }
      end += 1
      guard end - start <= MiningThresholds.maxAbbreviationTokens else {
        return atBreak ? start..<start : nil
      }
    }
    // A word ends with its period, and the tail ends at white space or the end. A word with
    // one period may end a sentence (`%@ item.` / `%@ items.`): an abbreviation's tail
    // holding words has two periods (`.ค.`, `ก.พ.`, `a.m.`), and at most one more than its
    // words (an ellipsis is none).
    guard !previousIsWord, words == 0 || periods >= 2, periods <= words + 1,
      end > start + (atBreak ? 1 : 0),
      end == pieces.count || (pieces[end].kind == .space && !pieces[end].isSlot)
    else { return atBreak ? start..<start : nil }
    return start..<end
  }

  /// Whether a value ends in a word of at most ``MiningThresholds/maxAbbreviationLength`` characters, as a
  /// word cut short before its period does (`avr`, `มี`).
  static func endsInShortWord(_ value: ArraySlice<UInt8>) -> Bool {
    var tokens: [AlertTokenizer.Token] = []
    let bytes = Array(value)
    bytes.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    guard let last = tokens.last, last.kind.isLexical else { return false }
    let word = bytes[last.start..<last.end]
    if last.kind == .ideograph {
      return true
    }
    return String(decoding: word, as: UTF8.self).count <= MiningThresholds.maxAbbreviationLength
  }
}
