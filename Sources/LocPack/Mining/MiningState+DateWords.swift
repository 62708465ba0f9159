/// A date written in numbers, and texts left out that write it with a word.
///
/// Reminders, bills and bookings name a day either with numbers (`17/02`, `5月3日`) or with a
/// word (`tomorrow`, `mañana`). The token miner keeps the numbers' units and separators as
/// text (`Due: %@月%@日 %@`); the texts with a word there are too few for a template of their
/// own and are left out. Where a template has a run of slots with short glue between them
/// whose values hold numbers, and texts left out hold a few words and no number in its place,
/// the run becomes one slot (`Due: %@ %@`) and those texts join it. A word beside a number
/// (`1 file`) is its noun, never a date.
extension MiningState {
  /// One element of a template: a token of its constant text, or a slot (no bytes).
  struct Piece: Hashable {
    var bytes: [UInt8]?
    var kind: AlertTokenizer.Kind

    static let slot = Piece(bytes: nil, kind: .symbol)

    var isSlot: Bool { bytes == nil }
    /// Whether the piece is a word or ideograph of the constant text.
    var isLexical: Bool { bytes != nil && kind.isLexical }
    /// Whether the piece is constant text other than white space.
    var isVisible: Bool { bytes != nil && kind != .space }
  }

  /// The folded candidate `into` (the general one, `original` before any fold) with its date
  /// as one slot (`constants`), taking the texts of `words`, if every text matches it and
  /// each of the date's slots (`dateSlots` of the original template) holds a number in every
  /// text of the original one; with `wordsHoldNumbers`, the date of each text of `words` holds
  /// a number too (the other template writes the date in numbers another way).
  func foldDate(
    _ original: Candidate, into general: Candidate, constants: [[UInt8]],
    dateSlots: Range<Int>, words: Candidate, wordsHoldNumbers: Bool = false
  ) -> Candidate? {
    var ranges: [Range<Int>] = []
    var tokens: [AlertTokenizer.Token] = []
    for member in original.members {
      let text = texts[member]
      guard original.template.match(text, slots: &ranges),
        dateSlots.upperBound <= ranges.count
      else { return nil }
      for slot in dateSlots {
        tokens.removeAll(keepingCapacity: true)
        text.withUnsafeBufferPointer { buffer in
          AlertTokenizer.tokenize(
            CheckedBytes(buffer).bytes(in: ranges[slot]) ?? CheckedBytes.emptyBuffer, into: &tokens)
        }
        guard tokens.contains(where: { $0.kind == .digits }) else { return nil }
      }
    }
    if wordsHoldNumbers {
      let joined = AlertTemplate(constants: constants, count: 0)
      for member in words.members {
        let text = texts[member]
        guard joined.match(text, slots: &ranges),
          dateSlots.lowerBound < ranges.count,
          Self.holdsDigit(text[ranges[dateSlots.lowerBound]])
        else { return nil }
      }
    }
    return folded([general, words], into: constants)
  }

  /// Whether `region` of a template's pieces is a date in numbers: at least two slots, with
  /// short glue between each two (``isGlue(_:)``) and units stuck to its ends, the template
  /// keeping a word of its own outside it.
  static func isDate(_ general: [Piece], _ region: Range<Int>) -> Bool {
    let date = general[region]
    guard let first = date.firstIndex(where: \.isSlot), let last = date.lastIndex(where: \.isSlot),
      first < last, isStuckUnit(date[region.lowerBound..<first]),
      isStuckUnit(date[(last + 1)..<region.upperBound])
    else { return false }
    var glue: [Piece] = []
    for piece in date[first...last] {
      if piece.isSlot {
        guard isGlue(glue) else { return false }
        glue.removeAll()
      } else {
        glue.append(piece)
      }
    }
    return general[..<region.lowerBound].contains(where: \.isLexical)
      || general[region.upperBound...].contains(where: \.isLexical)
  }

  /// Whether the pieces between two slots of a date are short glue: at most two visible
  /// tokens, one of them a word, each stuck to one of the slots (`월 `, `:`, `. `), never a
  /// word between spaces (`%@ file %@`: a noun between two values).
  static func isGlue(_ pieces: [Piece]) -> Bool {
    guard pieces.count(where: \.isVisible) <= 2, pieces.count(where: \.isLexical) <= 1 else {
      return false
    }
    let head = pieces.prefix(while: \.isVisible).count
    let tail = pieces.reversed().prefix(while: \.isVisible).count
    return head == pieces.count || pieces[head..<(pieces.count - tail)].allSatisfy { !$0.isVisible }
  }

  /// Whether the pieces are at most two visible tokens with no space: a unit stuck to a value.
  static func isStuckUnit(_ pieces: ArraySlice<Piece>) -> Bool {
    pieces.count <= 2 && pieces.allSatisfy(\.isVisible)
  }

  /// A template's constant pieces as tokens, with a slot between each two.
  static func pieces(_ constants: [[UInt8]]) -> [Piece] {
    var out: [Piece] = []
    var tokens: [AlertTokenizer.Token] = []
    for (index, constant) in constants.enumerated() {
      if index > 0 { out.append(.slot) }
      AlertTokenizer.tokenize(constant, replacing: &tokens)
      for token in tokens {
        out.append(Piece(bytes: Array(constant[token.start..<token.end]), kind: token.kind))
      }
    }
    return out
  }

  /// The constant pieces of a template given as pieces, with `region` as one slot.
  static func constants(_ pieces: [Piece], joining region: Range<Int>) -> [[UInt8]] {
    var constants: [[UInt8]] = [[]]
    for (index, piece) in pieces.enumerated() {
      if region.contains(index) {
        if index == region.lowerBound { constants.append([]) }
      } else if let bytes = piece.bytes {
        constants[constants.count - 1].append(contentsOf: bytes)
      } else {
        constants.append([])
      }
    }
    return constants
  }
}

/// A date in numbers whose word form is too rare for a template of its own.
///
/// In mixed traffic a template may have a dozen lines, and the few that name the day with a
/// word (`Rent of $900 due tomorrow` beside `Rent of $900 due 5/4`) stay literal, or make a
/// loose template of rare texts (`Rent of %@ due %@`), where
/// ``foldDateWords(_:)`` finds no template of the word to fold. The date becomes one slot when
/// texts of the sample left out, or every text of another template, have a few words in its
/// place; those texts join.
extension MiningState {
  /// The candidates, each template with a date in numbers taking it as one slot when texts
  /// left out (`covered` false), or every text of another template, hold a few words in its
  /// place: those texts join it, and are covered.
  func foldDateWordsIntoValues(_ candidates: [Candidate], covered: inout [Bool]) -> [Candidate] {
    let left = covered.indices.filter { !covered[$0] }
    var result = candidates
    var gone = [Bool](repeating: false, count: candidates.count)
    var changed = false
    var ranges: [Range<Int>] = []
    for index in candidates.indices where !gone[index] {
      let constants = result[index].template.constants
      guard constants.count >= 3, constants.count <= MiningThresholds.maxFoldPieces else {
        continue
      }
      let pieces = Self.pieces(constants)
      for region in Self.dateRegions(pieces) {
        let joined = Self.constants(pieces, joining: region)
        let slot = pieces[..<region.lowerBound].count(where: \.isSlot)
        let dateSlots = slot..<(slot + pieces[region].count(where: \.isSlot))
        let template = AlertTemplate(constants: joined, count: 0)
        let joins = { (text: [UInt8]) in
          Self.matchesAtEnds(template, text, slots: &ranges)
            && Self.isDateWords(text[ranges[slot]])
        }
        let (strays, others) = joiners(
          of: index, in: result, gone: gone, left: left, covered: covered, joins: joins)
        guard !strays.isEmpty || !others.isEmpty else { continue }
        let joining = gathered(strays: strays, others: others, in: result)
        var words = Candidate(template: template, members: joining.members)
        words.template.count = joining.lines
        guard
          var merged = foldDate(
            result[index], into: result[index], constants: joined, dateSlots: dateSlots,
            words: words)
        else { continue }
        merged.members.sort()
        result[index] = merged
        changed = true
        for other in others { gone[other] = true }
        for stray in strays { covered[stray] = true }
        break
      }
    }
    guard changed else { return candidates }
    return result.indices.filter { !gone[$0] }.map { result[$0] }
      .sorted { Self.order($0.template, $1.template) }
  }

  /// The regions of a template's pieces that may be a date in numbers (``isDate(_:_:)``):
  /// each run of two or more slots with glue between (`%@월 %@일`, `%@:%@`, in a longer run
  /// too: `(%@) %@월 %@일`), with the units stuck to its ends and without them, longest first.
  static func dateRegions(_ pieces: [Piece]) -> [Range<Int>] {
    var regions: [Range<Int>] = []
    var start = 0
    while start < pieces.count {
      guard pieces[start].isSlot else {
        start += 1
        continue
      }
      // The slots joined by glue from here.
      var slots = [start]
      var next = start + 1
      while next < pieces.count, let slot = pieces[next...].firstIndex(where: \.isSlot),
        isGlue(Array(pieces[next..<slot]))
      {
        slots.append(slot)
        next = slot + 1
      }
      for length in stride(from: slots.count, through: 2, by: -1) {
        for first in 0...(slots.count - length) {
          let (from, to) = (slots[first], slots[first + length - 1])
          var lower = from
          while lower > 0, from - lower < 2, pieces[lower - 1].isVisible { lower -= 1 }
          var upper = to + 1
          while upper < pieces.count, upper - to <= 2, pieces[upper].isVisible { upper += 1 }
          for region in [lower..<upper, from..<upper, lower..<(to + 1), from..<(to + 1)]
          where !regions.contains(region) && isDate(pieces, region) {
            regions.append(region)
          }
        }
      }
      start = slots[slots.count - 1] + 1
    }
    return regions
  }

  /// Whether a value is a few words that name a day (`tomorrow`, `next monday`): one to
  /// ``MiningThresholds/maxDateWords`` words or ideographs, with spaces or hyphens between, and no number.
  static func isDateWords(_ value: ArraySlice<UInt8>) -> Bool {
    let tokens = AlertTokenizer.tokens(of: value)
    var words = 0
    for token in tokens {
      if token.kind.isLexical {
        words += 1
      } else if token.kind != .space {
        let bytes = value[(value.startIndex + token.start)..<(value.startIndex + token.end)]
        guard bytes.elementsEqual([0x2D]) else { return false }
      }
    }
    return words >= 1 && words <= MiningThresholds.maxDateWords
  }
}
