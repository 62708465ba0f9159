/// A count after a value, in the texts of a template whose other texts hold the same values
/// without one.
///
/// Languages that do not mark the plural after a number write the singular and the plural
/// alike but for the count: Turkish `Mehmet 15 fotoğraf gönderdi` ("Mehmet sent 15 photos")
/// beside `Zeynep Kaya bir fotoğraf gönderdi` ("… a photo"), `Elif 4 cevapsız arama` beside
/// `Mehmet cevapsız arama`. A name and the count after it, with only a space between, are one
/// slot before the two forms meet, so they fold into one template (`%@ fotoğraf gönderdi`)
/// whose slot holds `Mehmet 15` and `Zeynep Kaya bir`. Apps send the two forms as two strings,
/// each translated on its own. They are told apart here: when, in one slot, some values end
/// in a count (a space and a number) and the others do not, and the same values stand before
/// the count as in the others (the same people), the template splits in two. The plural gets a
/// slot for the count, which must hold a number (``AlertTemplate/numericSlots``: a name of
/// two words is not a name and a count); a word that all of the singular's values end with
/// (`bir`, "a") becomes its text. A number that belongs to its value (`Schalke 04`, `UA 2806`)
/// stays: the values before it are not those of the other texts.
extension MiningState {
  /// The candidates with each template split whose slot holds the same values with a count
  /// after them in some texts and without one in the others.
  func splitTrailingCounts(_ candidates: [Candidate]) -> [Candidate] {
    var result: [Candidate] = []
    var split = false
    for candidate in candidates {
      if let pair = countSplit(candidate) {
        result.append(contentsOf: [pair.counted, pair.plain])
        split = true
      } else {
        result.append(candidate)
      }
    }
    return split ? result.sorted { Self.order($0.template, $1.template) } : candidates
  }

  /// The plural and the singular of a template whose slot holds values with and without a
  /// count after them (``splitTrailingCounts(_:)``), if one does.
  func countSplit(_ candidate: Candidate) -> (counted: Candidate, plain: Candidate)? {
    let template = candidate.template
    guard template.slotCount > 0, template.slotCount < 63,
      template.constants.count <= MiningThresholds.maxFoldPieces,
      Self.lexicalCount(template.constants) > 0
    else { return nil }
    // The slots where, in up to ``MiningThresholds/countProbes`` members spread over them, a value before a
    // count is also a value without one (or with one more word): a plural that can split is
    // not rarer.
    var ranges: [Range<Int>] = []
    var probes: [(member: Int, ranges: [Range<Int>])] = []
    var seen: UInt64 = 0
    let stride = max(1, candidate.members.count / MiningThresholds.countProbes)
    for index in Swift.stride(from: 0, to: candidate.members.count, by: stride) {
      let member = candidate.members[index]
      let text = texts[member]
      guard text.withUnsafeBufferPointer({ template.match($0, slots: &ranges) }) else {
        continue
      }
      for (slot, range) in ranges.enumerated() where Self.countStart(text[range]) != nil {
        seen |= 1 << UInt64(slot)
      }
      probes.append((member, ranges))
    }
    guard seen != 0 else { return nil }
    var withCount: UInt64 = 0
    for slot in 0..<template.slotCount where seen & (1 << UInt64(slot)) != 0 {
      var before = Set<ArraySlice<UInt8>>()
      var alone = Set<ArraySlice<UInt8>>()
      for probe in probes {
        let value = texts[probe.member][probe.ranges[slot]]
        if let start = Self.countStart(value) {
          before.insert(value[..<(start - 1)])
        } else {
          alone.insert(value)
          if let space = value.lastIndex(of: 0x20) { alone.insert(value[..<space]) }
        }
      }
      if !before.isDisjoint(with: alone) { withCount |= 1 << UInt64(slot) }
    }
    guard withCount != 0 else { return nil }
    // Each member's values, matched once.
    var values: [[Range<Int>]] = []
    var members: [Int] = []
    for member in candidate.members {
      guard texts[member].withUnsafeBufferPointer({ template.match($0, slots: &ranges) }) else {
        continue
      }
      values.append(ranges)
      members.append(member)
    }
    for slot in 0..<template.slotCount where withCount & (1 << UInt64(slot)) != 0 {
      var counted: [(member: Int, prefix: ArraySlice<UInt8>)] = []
      var plain: [(member: Int, value: ArraySlice<UInt8>)] = []
      var numbers = Set<ArraySlice<UInt8>>()
      for (index, member) in members.enumerated() {
        let value = texts[member][values[index][slot]]
        if let start = Self.countStart(value) {
          counted.append((member, value[..<(start - 1)]))
          numbers.insert(value[start...])
        } else {
          plain.append((member, value))
        }
      }
      let countedLines = counted.reduce(0) { $0 + counts[$1.member] }
      let plainLines = plain.reduce(0) { $0 + counts[$1.member] }
      guard countedLines >= options.minCount, plainLines >= options.minCount,
        numbers.count >= MiningThresholds.minAlignedTexts
      else { continue }
      // A word every plain value ends with is the singular's text (`bir`, "a").
      let word = Self.sharedLastWord(plain.map(\.value))
      let cut = word.map { $0.count + 1 } ?? 0
      let cores = Set(plain.map { $0.value.dropLast(cut) })
      let prefixes = Set(counted.map(\.prefix))
      let shared = cores.intersection(prefixes).count
      guard shared >= MiningThresholds.minAlignedTexts,
        2 * shared >= min(cores.count, prefixes.count)
      else { continue }
      // The plural: a slot for the count after the value's.
      var pieces = template.constants
      pieces.insert([0x20], at: slot + 1)
      let low = template.numericSlots & ((1 << UInt64(slot + 1)) - 1)
      let high = (template.numericSlots >> UInt64(slot + 1)) << UInt64(slot + 2)
      var plural = AlertTemplate(
        constants: pieces, count: countedLines,
        example: String(decoding: texts[counted[0].member], as: UTF8.self))
      plural.numericSlots = low | high | (1 << UInt64(slot + 1))
      // The singular: its shared word as text.
      var singularPieces = template.constants
      if let word { singularPieces[slot + 1] = [0x20] + word + singularPieces[slot + 1] }
      var singular = AlertTemplate(
        constants: singularPieces, count: plainLines,
        example: String(decoding: texts[plain[0].member], as: UTF8.self))
      singular.numericSlots = template.numericSlots
      return (
        Candidate(template: plural, members: counted.map(\.member)),
        Candidate(template: singular, members: plain.map(\.member))
      )
    }
    return nil
  }

  /// Where the count at the end of a value starts: a run of ASCII digits after a space, with
  /// more before it (`Mehmet 15`); nil for any other value.
  static func countStart(_ value: ArraySlice<UInt8>) -> Int? {
    var start = value.endIndex
    while start > value.startIndex, value[start - 1] >= 0x30, value[start - 1] <= 0x39 {
      start -= 1
    }
    guard start < value.endIndex, start - 1 > value.startIndex, value[start - 1] == 0x20,
      value[start - 2] != 0x20
    else { return nil }
    return start
  }

  /// The word every value ends with after a space, when they all end with the same one and
  /// hold more before it.
  static func sharedLastWord(_ values: [ArraySlice<UInt8>]) -> [UInt8]? {
    guard let first = values.first else { return nil }
    var tokens: [AlertTokenizer.Token] = []
    first.withUnsafeBufferPointer { AlertTokenizer.tokenize($0, into: &tokens) }
    guard tokens.count >= 3, let last = tokens.last, last.kind == .word,
      tokens[tokens.count - 2].kind == .space,
      tokens[tokens.count - 2].end - tokens[tokens.count - 2].start == 1,
      first[first.startIndex + tokens[tokens.count - 2].start] == 0x20
    else { return nil }
    let word = Array(first[(first.startIndex + last.start)...])
    let tail = [0x20] + word
    for value in values {
      guard value.count > tail.count, value.reversed().starts(with: tail.reversed()) else {
        return nil
      }
    }
    return word
  }
}
