/// Finds, for a text, the template that matches it.
///
/// Templates are indexed by up to 7 leading bytes of their first constant piece (or, for
/// templates that start with a slot, up to 7 trailing bytes of their last piece) in one flat
/// open-addressing table, so a lookup tries only the handful of templates that could match.
/// Among the matches, a constant template (an exact text) wins; then the ``Preference``
/// decides; ties go to the earlier template.
public struct TemplateMatcher: Sendable {
  /// Which of several matching templates takes a text (after an exact text, which always wins).
  ///
  /// The miner's templates are made for ``mostSpecific``, the default and what `optimize` uses:
  /// a specific template (`Final: %@ %@ – %@ %@`) sits beside a general one
  /// (`%@ %@ – %@ %@`) and must keep its own lines.
  public enum Preference: Sendable {
    /// The template that covered the most lines when mined.
    case mostLines
    /// The most specific template: one with words of its own before one without (`%@: %@`
    /// matches any text with its separator), then the most constant bytes less 8 for each slot
    /// (a slot must buy a word's worth of constant text; a slot that must hold a count,
    /// ``AlertTemplate/numericSlots``, costs nothing), then one that refines the other (the
    /// same first and last piece, more slots between: `%@ and %@ others joined it` beside `%@
    /// joined it`), then the fewest slots, then the most lines. So `Final: %@ – %@` keeps its
    /// lines from a general `%@ – %@`, whatever their sizes. A refinement whose pieces between
    /// hold words ranks with the template it refines, whatever its slots cost: the general
    /// `%@ updated` does not take `%@ on %@ in %@ updated`'s texts
    /// (``markRefinements(_:of:)``).
    case mostSpecific
  }

  /// The templates, in the order given.
  public let templates: [AlertTemplate]

  // MARK: - Compiled form

  // Templates are renumbered by preference: "place" 0 is the most preferred template, and a
  // lower place always wins. Everything below is indexed by place.

  /// The template at each place.
  private var templateAt: [Int32] = []
  /// Per place, where its pieces start in ``pieceStarts`` (one more entry at the end).
  private var firstPiece: [Int32] = [0]
  /// Per piece, where its bytes start in ``pieceBytes`` (one more entry at the end).
  private var pieceStarts: [Int32] = [0]
  /// Every constant piece's bytes, one after another.
  private var pieceBytes: [UInt8] = []
  /// Per place, the shortest text it can match: its constant bytes plus a byte a slot.
  private var minimumLength: [Int32] = []
  /// Per place, the slots (a bit each, the first 64) that must hold a digit.
  ///
  /// For a template without words of its own (``Preference/mostSpecific`` only), those whose
  /// value in the template's example is a number. `%@ %@ – %@ %@` mined from scores takes
  /// `Red Lions 2 – 1 Blue Owls`, not any text with a dash between words.
  private var numericSlots: [UInt64] = []
  /// Per place, whether its template has slots and no word of its own
  /// (``Preference/mostSpecific`` only).
  private var wordless: [Bool] = []
  /// Texts that no template without words of its own may take (the miner left them literal).
  private var literals: Set<[UInt8]> = []
  /// Keys (``valueKey(template:slot:_:)``) of the values that templates without words of
  /// their own took from the texts the miner saw; empty when it was not given them.
  private var seenValues: Set<UInt64> = []

  // MARK: - Index

  /// Open-addressing slots of `kind << 59 | length << 56 | bytes` keys (0: empty).
  private var keys: [UInt64] = []
  /// Per slot, where its places start and end in ``bucketPlaces``.
  private var bucketRanges: [(start: Int32, end: Int32)] = []
  /// The places of each bucket, ascending (most preferred first).
  private var bucketPlaces: [Int32] = []
  private var shift: UInt64 = 63
  private var prefixLengths: [Int] = []
  private var suffixLengths: [Int] = []
  /// Places of templates with no constant first or last piece, ascending.
  private var floating: [Int32] = []
  /// Per place, the bytes its constant pieces hold, a bit each (see ``byteBits(_:)``): a text
  /// that lacks one of them cannot match, and is not scanned for the pieces.
  private var requiredBytes: [UInt64] = []
  /// Per first byte, the lengths of the prefix keys that start with it (bit `length - 1`);
  /// per last byte, the same for suffix keys: a text probes only lengths some key has.
  private var prefixLengthsByByte = [UInt8](repeating: 0, count: 256)
  private var suffixLengthsByByte = [UInt8](repeating: 0, count: 256)

  /// How much a template is preferred, compared field by field: higher wins.
  struct Rank: Comparable, Sendable {
    /// 1 for a constant template (an exact text), else 0.
    var exact: Int
    /// 1 for a template with a word of its own (``Preference/mostSpecific`` only), else 0: a
    /// template of only slots and punctuation (`%@: %@`) matches any text with its separator.
    var wordy: Int
    /// The constant bytes less 8 a slot (``Preference/mostSpecific`` only).
    var specificity: Int
    /// How deep the template refines others it is ranked with, else 0 (set by
    /// ``markRefinements(_:of:)``; ``Preference/mostSpecific`` only).
    var refines = 0
    /// The number of slots, negated (``Preference/mostSpecific`` only).
    var fewerSlots: Int
    /// The lines the template covered when mined.
    var count: Int

    init(_ template: AlertTemplate, _ preference: Preference) {
      exact = template.slotCount == 0 ? 1 : 0
      count = template.count
      switch preference {
      case .mostLines:
        wordy = 0
        specificity = 0
        fewerSlots = 0
      case .mostSpecific:
        wordy = MiningState.lexicalCount(template.constants) > 0 ? 1 : 0
        // A slot that must hold a count is no wildcard: it costs nothing.
        let open = template.slotCount &- template.numericSlots.nonzeroBitCount
        specificity = template.constantByteCount &- 8 &* open
        fewerSlots = -template.slotCount
      }
    }

    static func < (lhs: Rank, rhs: Rank) -> Bool {
      if lhs.exact != rhs.exact { return lhs.exact < rhs.exact }
      if lhs.wordy != rhs.wordy { return lhs.wordy < rhs.wordy }
      if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
      if lhs.refines != rhs.refines { return lhs.refines < rhs.refines }
      if lhs.fewerSlots != rhs.fewerSlots { return lhs.fewerSlots < rhs.fewerSlots }
      return lhs.count < rhs.count
    }
  }

  /// Ranks each template that refines another at least as high as that one.
  ///
  /// A refinement begins with the other's first piece and ends with its last, keeps its pieces
  /// between, and has more slots (`Your list holds %@ and %@ more notes` beside `Your list
  /// holds %@ notes`, `%@ on %@ in %@ updated` beside `%@ updated`). It takes the texts it fits
  /// when its extra slots bought at least their worth of constant text, or when it holds more
  /// words: the general template would swallow its wording, which the miner found in those
  /// very texts. Pieces of only spaces or marks between (`%@ (%@) joined`) buy nothing.
  /// - Complexity: O(t · b) for t templates, b the most of them that start and end with the
  ///   same bytes (or a slot), which are few.
  static func markRefinements(_ rank: inout [Rank], of templates: [AlertTemplate]) {
    // The templates with slots by their first piece's first byte and last piece's last byte,
    // -1 for a template that starts or ends with a slot.
    func key(_ first: Int, _ last: Int) -> Int { (first + 1) << 9 | (last + 1) }
    var byEnds: [Int: [Int]] = [:]
    var words = [Int](repeating: 0, count: templates.count)
    for (index, template) in templates.enumerated() where template.slotCount > 0 {
      let constants = template.constants
      let first = constants[0].first.map(Int.init) ?? -1
      let last = constants[constants.count - 1].last.map(Int.init) ?? -1
      byEnds[key(first, last), default: []].append(index)
      words[index] = MiningState.lexicalCount(constants)
    }
    // Fewer pieces first, so that a general template's rank is final before its
    // refinements look at it.
    let order = templates.indices.filter { templates[$0].slotCount > 0 }.sorted {
      (templates[$0].constants.count, $0) < (templates[$1].constants.count, $1)
    }
    for refined in order {
      let constants = templates[refined].constants
      let first = constants[0].first.map(Int.init) ?? -1
      let last = constants[constants.count - 1].last.map(Int.init) ?? -1
      for firstKey in Set([first, -1]) {
        for lastKey in Set([last, -1]) {
          for general in byEnds[key(firstKey, lastKey)] ?? [] {
            let pieces = templates[general].constants
            guard pieces.count < constants.count, rank[general].exact == rank[refined].exact,
              rank[general].wordy == rank[refined].wordy,
              rank[general].specificity >= rank[refined].specificity,
              rank[general].specificity == rank[refined].specificity
                || words[refined] > words[general],
              constants[0].starts(with: pieces[0]),
              constants[constants.count - 1].reversed().starts(
                with: pieces[pieces.count - 1].reversed()),
              holdsInOrder(constants[1..<(constants.count - 1)], pieces[1..<(pieces.count - 1)])
            else { continue }
            rank[refined].specificity = rank[general].specificity
            rank[refined].refines = max(rank[refined].refines, rank[general].refines + 1)
          }
        }
      }
    }
  }

  /// Whether `pieces` are among `constants`, in order: the general template's pieces
  /// between stay whole in its refinement, which only fills its slots with more text.
  static func holdsInOrder(_ constants: ArraySlice<[UInt8]>, _ pieces: ArraySlice<[UInt8]>) -> Bool
  {
    var next = constants.startIndex
    for piece in pieces {
      guard let found = constants[next...].firstIndex(of: piece) else { return false }
      next = found + 1
    }
    return true
  }

  private static let keyBytes = 7
  private static let suffixKind: UInt64 = 1 << 59

  // MARK: - Building

  /// Builds the index.
  ///
  /// - Parameters:
  ///   - templates: The templates to match.
  ///   - preference: Which of several matching templates takes a text.
  ///   - literals: With ``Preference/mostSpecific``, texts that stay literal rather than go to
  ///     a template without words of its own (see ``TemplateMiner/mineWithLiterals(_:)``); a
  ///     template with words still takes them.
  ///   - seen: With ``Preference/mostSpecific``, the texts the templates were mined from
  ///     (``TemplateMiner/Mined/mined``). A template without words of its own then takes
  ///     another text only when one of its values is one the template took from these in the
  ///     same slot: a known sender or message for `%@: %@`. A one-off that the miner's sample
  ///     left out (`Note: the lift is out of order`) stays literal, as it would have had
  ///     the miner seen it. Empty: such a template takes any text it matches.
  /// - Complexity: O(t log t) for t templates, plus a match of each text of `seen`.
  public init(
    templates: [AlertTemplate], preference: Preference = .mostSpecific,
    literals: [[UInt8]] = [], seen: [[UInt8]] = []
  ) {
    self.templates = templates
    self.literals = Set(literals)
    var rank = templates.map { Rank($0, preference) }
    if preference == .mostSpecific { Self.markRefinements(&rank, of: templates) }
    let byPreference = templates.indices.sorted {
      rank[$0] != rank[$1] ? rank[$0] > rank[$1] : $0 < $1
    }
    var buckets: [UInt64: [Int32]] = [:]
    var prefixes = Set<Int>()
    var suffixes = Set<Int>()
    for (place, position) in byPreference.enumerated() {
      let template = templates[position]
      templateAt.append(Int32(truncatingIfNeeded: position))
      for piece in template.constants {
        pieceBytes.append(contentsOf: piece)
        pieceStarts.append(Int32(truncatingIfNeeded: pieceBytes.count))
      }
      firstPiece.append(Int32(truncatingIfNeeded: pieceStarts.count - 1))
      minimumLength.append(
        Int32(truncatingIfNeeded: template.constantByteCount + template.slotCount))
      let isWordless = preference == .mostSpecific && rank[position].wordy == 0
      numericSlots.append(
        (isWordless ? Self.numericSlots(of: template) : 0) | template.numericSlots)
      wordless.append((isWordless || template.isShell) && template.slotCount > 0)
      let first = template.constants[0]
      let last = template.constants[template.constants.count - 1]
      let placeValue = Int32(truncatingIfNeeded: place)
      if !first.isEmpty {
        let length = min(Self.keyBytes, first.count)
        let key = first.withUnsafeBufferPointer {
          Self.key(CheckedBytes($0), from: 0, length: length)
        }
        buckets[key, default: []].append(placeValue)
        prefixes.insert(length)
      } else if !last.isEmpty {
        let length = min(Self.keyBytes, last.count)
        let key = last.withUnsafeBufferPointer {
          Self.key(CheckedBytes($0), from: last.count - length, length: length)
        }
        buckets[key | Self.suffixKind, default: []].append(placeValue)
        suffixes.insert(length)
      } else {
        floating.append(placeValue)
      }
    }
    var capacity = 16
    var bits: UInt64 = 4
    while capacity < buckets.count * 2 {
      capacity <<= 1
      bits += 1
    }
    shift = 64 - bits
    keys = [UInt64](repeating: 0, count: capacity)
    bucketRanges = Array(repeating: (0, 0), count: capacity)
    // Places were appended in ascending order, so each bucket is already sorted.
    for (key, places) in buckets.sorted(by: { $0.key < $1.key }) {
      var slot = Int(truncatingIfNeeded: Self.mix(key) >> shift)
      while keys[slot] != 0 { slot = (slot &+ 1) & (capacity - 1) }
      keys[slot] = key
      let start = Int32(truncatingIfNeeded: bucketPlaces.count)
      bucketPlaces.append(contentsOf: places)
      bucketRanges[slot] = (start, Int32(truncatingIfNeeded: bucketPlaces.count))
    }
    prefixLengths = prefixes.sorted()
    suffixLengths = suffixes.sorted()
    requiredBytes = Self.requiredBytes(
      firstPiece: firstPiece, starts: pieceStarts, bytes: pieceBytes)
    indexLengthsByByte(buckets.keys)
    if wordless.contains(true) { learnValues(from: seen) }
  }

  /// Fills ``seenValues`` with the values that templates without words of their own take
  /// from `seen`, leaving out the texts that stay literal.
  private mutating func learnValues(from seen: [[UInt8]]) {
    var learned: Set<UInt64> = []
    var slots: [Range<Int>] = []
    for text in seen where !literals.contains(text) {
      text.withUnsafeBufferPointer { text in
        guard let template = wordlessMatch(text, slots: &slots) else { return }
        for (slot, range) in slots.enumerated() {
          let value = CheckedBytes(text).bytes(in: range) ?? CheckedBytes.emptyBuffer
          learned.insert(Self.valueKey(template: template, slot: slot, value))
        }
      }
    }
    seenValues = learned
  }

  /// The template of `text`'s best match, with its values in `slots`, when that template has
  /// no words of its own; `nil` otherwise.
  private func wordlessMatch(
    _ text: UnsafeBufferPointer<UInt8>, slots: inout [Range<Int>]
  ) -> Int? {
    slots.removeAll(keepingCapacity: true)
    let best = bestPlace(text)
    guard best < templateAt.count, wordless[best] else { return nil }
    record(text, place: best, slots: &slots)
    return Int(templateAt[best])
  }

  /// Whether one of `slots`' values in `text` is one `template` took from the texts seen.
  private func sharesASeenValue(
    _ text: UnsafeBufferPointer<UInt8>, template: Int, slots: [Range<Int>]
  ) -> Bool {
    for (slot, range) in slots.enumerated()
    where seenValues.contains(
      Self.valueKey(
        template: template, slot: slot,
        CheckedBytes(text).bytes(in: range) ?? CheckedBytes.emptyBuffer))
    {
      return true
    }
    return false
  }

  /// A 64-bit key for `value` in slot `slot` of template `template` (FNV-1a, then mixed).
  static func valueKey(template: Int, slot: Int, _ value: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    hash = (hash ^ UInt64(truncatingIfNeeded: template)) &* 0x100_0000_01B3
    hash = (hash ^ UInt64(truncatingIfNeeded: slot)) &* 0x100_0000_01B3
    for byte in value { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    return mix(hash)
  }

  /// Fills ``prefixLengthsByByte`` and ``suffixLengthsByByte`` from the index's keys.
  private mutating func indexLengthsByByte(_ keys: Dictionary<UInt64, [Int32]>.Keys) {
    for key in keys {
      let length = Int(truncatingIfNeeded: key >> 56) & 7
      guard length >= 1 else { continue }
      let bit = UInt8(1) << UInt8(length - 1)
      if key & Self.suffixKind != 0 {
        suffixLengthsByByte[Int(truncatingIfNeeded: key & 0xFF)] |= bit
      } else {
        let first = Int(truncatingIfNeeded: key >> UInt64(8 * (length - 1))) & 0xFF
        prefixLengthsByByte[first] |= bit
      }
    }
  }

  /// Per place, ``byteBits(_:)`` of all its constant pieces.
  private static func requiredBytes(
    firstPiece: [Int32], starts: [Int32], bytes: [UInt8]
  ) -> [UInt64] {
    var required: [UInt64] = []
    required.reserveCapacity(max(0, firstPiece.count - 1))
    bytes.withUnsafeBufferPointer { bytes in
      for place in 0..<max(0, firstPiece.count - 1) {
        let lower = Int(starts[Int(firstPiece[place])])
        let upper = Int(starts[Int(firstPiece[place + 1])])
        required.append(byteBits(UnsafeBufferPointer(rebasing: bytes[lower..<upper])))
      }
    }
    return required
  }

  /// A bit for each byte value in `bytes` (the value's low six bits choose it).
  @inline(__always)
  private static func byteBits(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
    var bits: UInt64 = 0
    for byte in bytes { bits |= 1 &<< UInt64(byte & 63) }
    return bits
  }

  /// The slots whose value in the template's own example is a number (ASCII digits).
  private static func numericSlots(of template: AlertTemplate) -> UInt64 {
    guard template.slotCount > 0 else { return 0 }
    let example = Array(template.example.utf8)
    var slots: [Range<Int>] = []
    let matched = template.match(example, slots: &slots)
    guard matched else { return 0 }
    var mask: UInt64 = 0
    for (index, range) in slots.prefix(64).enumerated() {
      example.withUnsafeBufferPointer { text in
        if isNumber(CheckedBytes(text), range) { mask |= 1 << UInt64(index) }
      }
    }
    return mask
  }

  /// Whether `text[range]` is a non-empty run of ASCII digits.
  @inline(__always)
  private static func isNumber(_ text: CheckedBytes, _ range: Range<Int>) -> Bool {
    guard !range.isEmpty, let value = text.bytes(in: range) else { return false }
    return !value.contains { $0 &- UInt8(ascii: "0") > 9 }
  }

  /// Whether each slot of `numeric` holds a digit in `text` (`slots` as the place matched them).
  ///
  /// A digit, not a whole number: slots are matched leftmost, so the slot before a score may
  /// take the words of a team's name with it (`Red Lions 2` split as `Red`, `Lions 2`).
  private static func holdsNumbers(
    _ text: CheckedBytes, _ slots: [Range<Int>], numeric: UInt64
  ) -> Bool {
    for (index, range) in slots.prefix(64).enumerated()
    where numeric & (1 << UInt64(index)) != 0 {
      guard let value = text.bytes(in: range),
        value.contains(where: { $0 &- UInt8(ascii: "0") <= 9 })
      else { return false }
    }
    return true
  }

  @inline(__always)
  private static func key(_ bytes: CheckedBytes, from: Int, length: Int) -> UInt64 {
    var packed: UInt64 = 0
    var index = from
    while index < from + length {
      packed = packed &<< 8 | UInt64(bytes.byte(at: index) ?? 0)
      index += 1
    }
    return packed | UInt64(length) << 56
  }

  @inline(__always)
  private static func mix(_ key: UInt64) -> UInt64 {
    let mixed = key &* 0x9E37_79B9_7F4A_7C15
    return mixed ^ (mixed >> 31)
  }

  // MARK: - Matching

  /// ``match(_:slots:)`` over the bytes of an array.
  func match(_ text: [UInt8], slots: inout [Range<Int>]) -> Int? {
    text.withUnsafeBufferPointer { match($0, slots: &slots) }
  }

  /// The best template for `text` and its slot ranges, or `nil` when none matches.
  ///
  /// - Complexity: a few probes of a flat table and, per candidate, a few byte comparisons;
  ///   no allocation once `slots` has the capacity, except one copy of a text that a template
  ///   without words takes while there are literals to look it up in.
  public func match(_ text: UnsafeBufferPointer<UInt8>, slots: inout [Range<Int>]) -> Int? {
    slots.removeAll(keepingCapacity: true)
    let best = bestPlace(text)
    guard best < templateAt.count else { return nil }
    // Templates with words outrank those without, so no template with words matched here.
    if wordless[best], literals.contains(Array(text)) { return nil }
    record(text, place: best, slots: &slots)
    let template = Int(templateAt[best])
    if wordless[best], !seenValues.isEmpty,
      !sharesASeenValue(text, template: template, slots: slots)
    {
      slots.removeAll(keepingCapacity: true)
      return nil
    }
    return template
  }

  /// Records in `slots` the values of `text`, which the template at `place` matches.
  private func record(_ text: UnsafeBufferPointer<UInt8>, place: Int, slots: inout [Range<Int>]) {
    pieceBytes.withUnsafeBufferPointer { bytes in
      pieceStarts.withUnsafeBufferPointer { starts in
        _ = Self.matches(
          text, place: place, firstPiece: firstPiece, starts: starts, bytes: bytes,
          slots: &slots, record: true)
      }
    }
  }

  /// The most preferred place whose template matches `text`, or `templateAt.count`.
  private func bestPlace(_ buffer: UnsafeBufferPointer<UInt8>) -> Int {
    let text = CheckedBytes(buffer)
    var best = templateAt.count
    var none: [Range<Int>] = []
    var values: [Range<Int>] = []
    let present = Self.byteBits(buffer)
    pieceBytes.withUnsafeBufferPointer { bytes in
      pieceStarts.withUnsafeBufferPointer { starts in
        bucketPlaces.withUnsafeBufferPointer { places in
          // A bucket's places ascend (and so do the floating ones): the first match in it is
          // its best, and nothing at or after the best so far can win.
          @inline(__always) func scan(
            _ places: UnsafeBufferPointer<Int32>, _ start: Int, _ end: Int
          ) {
            var index = start
            while index < end {
              let place = Int(truncatingIfNeeded: places[index])
              if place >= best { return }
              if Int(truncatingIfNeeded: minimumLength[place]) <= text.count,
                requiredBytes[place] & ~present == 0,
                Self.matches(
                  buffer, place: place, firstPiece: firstPiece, starts: starts, bytes: bytes,
                  slots: &none, record: false)
              {
                let numeric = numericSlots[place]
                if numeric == 0
                  || (Self.matches(
                    buffer, place: place, firstPiece: firstPiece, starts: starts, bytes: bytes,
                    slots: &values, record: true)
                    && Self.holdsNumbers(text, values, numeric: numeric))
                {
                  best = place
                  return
                }
                values.removeAll(keepingCapacity: true)
              }
              index &+= 1
            }
          }
          if !keys.isEmpty, let firstByte = text.byte(at: 0),
            let lastByte = text.byte(at: text.count &- 1)
          {
            var packed: UInt64 = 0
            var taken = 0
            let prefixes = prefixLengthsByByte[Int(firstByte)]
            for length in prefixLengths {
              guard length <= text.count else { break }
              while taken < length, let byte = text.byte(at: taken) {
                packed = packed &<< 8 | UInt64(byte)
                taken &+= 1
              }
              guard prefixes & (1 &<< UInt8(truncatingIfNeeded: length &- 1)) != 0 else {
                continue
              }
              let range = lookup(packed | UInt64(length) << 56)
              scan(places, range.start, range.end)
            }
            let suffixes = suffixLengthsByByte[Int(lastByte)]
            for length in suffixLengths {
              guard length <= text.count else { break }
              guard suffixes & (1 &<< UInt8(truncatingIfNeeded: length &- 1)) != 0 else {
                continue
              }
              let key = Self.key(text, from: text.count - length, length: length)
              let range = lookup(key | Self.suffixKind)
              scan(places, range.start, range.end)
            }
          }
          floating.withUnsafeBufferPointer { floating in scan(floating, 0, floating.count) }
        }
      }
    }
    return best
  }

  /// The range of ``bucketPlaces`` for `key` (empty when absent).
  @inline(__always)
  private func lookup(_ key: UInt64) -> (start: Int, end: Int) {
    let mask = keys.count &- 1
    var slot = Int(truncatingIfNeeded: Self.mix(key) >> shift)
    while true {
      let found = keys[slot]
      if found == key {
        let range = bucketRanges[slot]
        return (Int(range.start), Int(range.end))
      }
      if found == 0 { return (0, 0) }
      slot = (slot &+ 1) & mask
    }
  }

  /// ``AlertTemplate/match(_:slots:)`` over the compiled pieces of the template at `place`:
  /// the first and last pieces are a prefix and a suffix, each middle piece is found at its
  /// leftmost place after the previous one, and every slot takes at least one byte.
  @inline(__always)
  private static func matches(
    _ text: UnsafeBufferPointer<UInt8>, place: Int, firstPiece: [Int32],
    starts: UnsafeBufferPointer<Int32>, bytes: UnsafeBufferPointer<UInt8>,
    slots: inout [Range<Int>], record: Bool
  ) -> Bool {
    let first = Int(truncatingIfNeeded: firstPiece[place])
    let last = Int(truncatingIfNeeded: firstPiece[place &+ 1]) &- 1
    @inline(__always) func piece(_ index: Int) -> UnsafeBufferPointer<UInt8> {
      let lower = Int(truncatingIfNeeded: starts[index])
      let upper = Int(truncatingIfNeeded: starts[index &+ 1])
      return UnsafeBufferPointer(rebasing: bytes[lower..<upper])
    }
    let head = piece(first)
    if first == last { return text.count == head.count && AlertTemplate.equal(text, 0, head) }
    let tail = piece(last)
    guard text.count >= head.count &+ tail.count &+ (last &- first),
      AlertTemplate.equal(text, 0, head), AlertTemplate.equal(text, text.count &- tail.count, tail)
    else { return false }
    var position = head.count
    let limit = text.count &- tail.count
    var index = first &+ 1
    while index < last {
      let middle = piece(index)
      // The slot before this piece takes at least one byte, and so does the one after.
      guard let found = AlertTemplate.find(middle, in: text, from: position &+ 1, to: limit &- 1)
      else {
        return false
      }
      if record { slots.append(position..<found) }
      position = found &+ middle.count
      index &+= 1
    }
    guard position < limit else { return false }
    if record { slots.append(position..<limit) }
    return true
  }
}
