/// Pairs of values joined by a spaced separator: `{name} {n} – {n} {name}`.
///
/// A result (`Red Lions 2 – 1 Blue Owls`, `Final：Red Lions 0 – 2 Blue Owls`) has
/// no constant word of its own: its names are frequent words, so the token miner would keep a
/// name as text and split the template by team. A numeric pair joined by one symbol with a
/// space on each side (` – `, ` - `, ` : `) marks the shape instead. Such texts are framed
/// apart, before the token miner sees them: the text before the first name (`Final：`) and
/// after the second (`!`) is constant when many texts share it before (or after) many
/// different names; the names are slots when each side holds many values that combine freely
/// with the other side's values.
extension MiningState {
  /// One text shaped like a pair: the token indices of its parts.
  struct PairShape {
    var text: Int
    var tokens: [AlertTokenizer.Token]
    /// The first number of the pair.
    var pivot: Int
    /// The token indices where the constant text before the first name may end (descending,
    /// the last one 0).
    var prefixEnds: [Int]
    /// The token indices where the constant text after the second name may start (ascending,
    /// the last one the token count).
    var suffixStarts: [Int]
  }

  /// Removes the texts that form pair templates from the sample and returns those templates.
  mutating func extractPairTemplates() -> [AlertTemplate] {
    var shapes: [PairShape] = []
    var tokens: [AlertTokenizer.Token] = []
    tokenCache = []
    tokenCache.reserveCapacity(texts.count)
    for index in texts.indices {
      AlertTokenizer.tokenize(texts[index], replacing: &tokens)
      tokenCache.append(tokens)
      if let shape = pairShape(text: index, tokens: tokens) { shapes.append(shape) }
    }
    guard shapes.count >= options.openClassSize else { return [] }
    // How many lines share each possible constant text before (after) a name, and with how
    // many different names.
    var prefixes: [[UInt8]: Evidence] = [:]
    var suffixes: [[UInt8]: Evidence] = [:]
    for shape in shapes {
      let count = counts[shape.text]
      for end in shape.prefixEnds {
        let prefix = bytes(shape, 0, end)
        prefixes[prefix, default: Evidence()].add(bytes(shape, end, shape.pivot - 1), count)
      }
      for start in shape.suffixStarts {
        let suffix = bytes(shape, start, shape.tokens.count)
        suffixes[suffix, default: Evidence()].add(bytes(shape, shape.pivot + 6, start), count)
      }
    }
    // Each text takes the longest confirmed constants; texts with the same frame form a group.
    var frames: [[[UInt8]]: Frame] = [:]
    for shape in shapes {
      let end =
        shape.prefixEnds.first { isConstant(prefixes[bytes(shape, 0, $0)]) } ?? 0
      let start =
        shape.suffixStarts.first { isConstant(suffixes[bytes(shape, $0, shape.tokens.count)]) }
        ?? shape.tokens.count
      let pivot = shape.pivot
      let key = [
        bytes(shape, 0, end), bytes(shape, pivot - 1, pivot), bytes(shape, pivot + 1, pivot + 4),
        bytes(shape, pivot + 5, pivot + 6), bytes(shape, start, shape.tokens.count),
      ]
      frames[key, default: Frame()].add(
        shape.text, count: counts[shape.text], left: bytes(shape, end, pivot - 1),
        right: bytes(shape, pivot + 6, start))
    }
    var found: [AlertTemplate] = []
    var taken = Set<Int>()
    for (constants, frame) in frames where isFreeCombination(frame) {
      let first = frame.members.min() ?? 0
      found.append(
        AlertTemplate(
          constants: constants, count: frame.lines,
          example: String(decoding: texts[first], as: UTF8.self)))
      taken.formUnion(frame.members)
    }
    guard !taken.isEmpty else { return [] }
    var keptTexts: [[UInt8]] = []
    var keptCounts: [Int] = []
    var keptTokens: [[AlertTokenizer.Token]] = []
    for index in texts.indices where !taken.contains(index) {
      keptTexts.append(texts[index])
      keptCounts.append(counts[index])
      if index < tokenCache.count { keptTokens.append(tokenCache[index]) }
    }
    texts = keptTexts
    counts = keptCounts
    tokenCache = keptTokens
    return found.sorted(by: Self.order)
  }

  // MARK: - Shapes

  /// The pair in a text, when it has exactly one numeric pair with a name on each side.
  func pairShape(text: Int, tokens: [AlertTokenizer.Token]) -> PairShape? {
    let bytes = texts[text]
    let count = tokens.count
    var pivot = -1
    var index = 2
    while index + 6 < count {
      if tokens[index].kind == .digits, tokens[index - 1].kind == .space,
        tokens[index + 1].kind == .space, tokens[index + 2].kind == .symbol,
        tokens[index + 3].kind == .space, tokens[index + 4].kind == .digits,
        tokens[index + 5].kind == .space,
        !isBracketOrQuote(bytes[tokens[index + 2].start..<tokens[index + 2].end])
      {
        guard pivot < 0 else { return nil }
        pivot = index
        index += 5
      } else {
        index += 1
      }
    }
    guard pivot >= 0 else { return nil }
    let isLexical = { (token: AlertTokenizer.Token) in token.kind.isLexical }
    // Where the text before the first name may end: after a symbol and a space, or after a
    // full-width punctuation mark; and at the start.
    var prefixEnds: [Int] = []
    var nameHasWord = false
    for end in stride(from: pivot - 2, through: 1, by: -1) {
      // The name (tokens `end..<pivot - 1`) must hold a word: once it does, it always will.
      if isLexical(tokens[end]) { nameHasWord = true }
      guard nameHasWord else { continue }
      let last = tokens[end - 1]
      let spaced = last.kind == .space && end >= 2 && tokens[end - 2].kind == .symbol
      let fullWidth =
        last.kind == .symbol && tokens[end].kind != .space
        && Self.isFullWidthPunctuation(bytes[last.start..<last.end])
      if spaced || fullWidth, prefixEnds.count < MiningThresholds.maxFrameCuts {
        prefixEnds.append(end)
      }
    }
    guard nameHasWord || isLexical(tokens[0]) else { return nil }
    prefixEnds.append(0)
    // Where the text after the second name may start: at a space before a symbol, at a
    // symbol before a space or the end, at a full-width punctuation mark; and at the end.
    var suffixStarts: [Int] = []
    var otherHasWord = isLexical(tokens[pivot + 6])
    for start in (pivot + 7)..<max(pivot + 7, count) {
      // The other name (tokens `pivot + 6..<start`) must hold a word.
      defer { if isLexical(tokens[start]) { otherHasWord = true } }
      guard otherHasWord else { continue }
      let token = tokens[start]
      let next = start + 1 < count ? tokens[start + 1].kind : nil
      let spaced =
        (token.kind == .space && next == .symbol)
        || (token.kind == .symbol && (next == nil || next == .space))
      let fullWidth =
        token.kind == .symbol && Self.isFullWidthPunctuation(bytes[token.start..<token.end])
      if spaced || fullWidth, suffixStarts.count < MiningThresholds.maxFrameCuts {
        suffixStarts.append(start)
      }
    }
    guard otherHasWord else { return nil }
    suffixStarts.append(count)
    return PairShape(
      text: text, tokens: tokens, pivot: pivot, prefixEnds: prefixEnds,
      suffixStarts: suffixStarts)
  }

  /// The bytes of the tokens `from..<to` of a shape's text.
  func bytes(_ shape: PairShape, _ from: Int, _ to: Int) -> [UInt8] {
    guard from < to, from >= 0, to <= shape.tokens.count else { return [] }
    return Array(texts[shape.text][shape.tokens[from].start..<shape.tokens[to - 1].end])
  }

  /// Whether the bytes are one opening or closing bracket or quote.
  func isBracketOrQuote(_ bytes: ArraySlice<UInt8>) -> Bool {
    let text = String(decoding: bytes, as: UTF8.self)
    return MiningPunctuation.closingByOpening[text] != nil
      || MiningPunctuation.closingByOpening.values.contains(text)
  }

  /// Whether the bytes are a CJK or full-width punctuation mark (`：`, `、`, `」`).
  static func isFullWidthPunctuation(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let scalar = String(decoding: bytes, as: UTF8.self).unicodeScalars.first else {
      return false
    }
    return (0x3000...0x303F).contains(scalar.value) || (0xFF01...0xFF0F).contains(scalar.value)
      || (0xFF1A...0xFF20).contains(scalar.value) || (0xFF3B...0xFF40).contains(scalar.value)
      || (0xFF5B...0xFF65).contains(scalar.value)
  }

  // MARK: - Evidence

  /// The lines that share a piece of text, and the different names beside it.
  struct Evidence {
    var lines = 0
    var names = Set<[UInt8]>()

    mutating func add(_ name: [UInt8], _ count: Int) {
      lines += count
      if names.count < 64 { names.insert(name) }
    }
  }

  /// Whether a piece of text is shared by enough lines before (or after) enough names.
  func isConstant(_ evidence: Evidence?) -> Bool {
    guard let evidence else { return false }
    return evidence.lines >= options.minCount && evidence.names.count >= options.openClassSize
  }

  /// The texts of one frame, with the values on each side.
  struct Frame {
    var members: [Int] = []
    var lines = 0
    var left: [[UInt8]: Int] = [:]
    var right: [[UInt8]: Int] = [:]
    var pairs = Set<[[UInt8]]>()

    mutating func add(_ text: Int, count: Int, left name: [UInt8], right other: [UInt8]) {
      members.append(text)
      lines += count
      left[name, default: 0] += count
      right[other, default: 0] += count
      pairs.insert([name, other])
    }
  }

  /// Whether both sides of a frame hold an open class of values that combine freely: many
  /// values on each side, none covering half the lines, and some value seen with several
  /// values of the other side.
  func isFreeCombination(_ frame: Frame) -> Bool {
    let size = options.openClassSize
    guard frame.lines >= options.minCount, frame.left.count >= size, frame.right.count >= size,
      (frame.left.values.max() ?? 0) * 2 <= frame.lines,
      (frame.right.values.max() ?? 0) * 2 <= frame.lines
    else { return false }
    return frame.pairs.count > max(frame.left.count, frame.right.count)
  }
}
