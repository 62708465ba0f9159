/// The marks the miner reads, in one table: every rule takes what it needs from here.
///
/// Each opening mark has its closing partners and says whether it brackets, quotes, or both
/// (the corner brackets `「」` of Chinese and Japanese quote as brackets do). An apostrophe
/// also stands inside words (`O'Hara`, `Ana’s`), so a rule that ends a value at a closing mark
/// never ends it at one.
enum MiningPunctuation {
  /// An opening mark, its closing partners (the usual one first), and its uses.
  struct Pair {
    var opening: String
    var closings: [String]
    var isBracket = false
    var isQuotation = false
  }

  /// Every pair, in ASCII and full width.
  static let pairs: [Pair] = [
    Pair(opening: "(", closings: [")"], isBracket: true),
    Pair(opening: "[", closings: ["]"], isBracket: true),
    Pair(opening: "{", closings: ["}"], isBracket: true),
    Pair(opening: "（", closings: ["）"], isBracket: true),
    Pair(opening: "［", closings: ["］"], isBracket: true),
    Pair(opening: "【", closings: ["】"], isBracket: true),
    Pair(opening: "〔", closings: ["〕"], isBracket: true),
    Pair(opening: "《", closings: ["》"], isBracket: true),
    Pair(opening: "〈", closings: ["〉"], isBracket: true),
    Pair(opening: "「", closings: ["」"], isBracket: true, isQuotation: true),
    Pair(opening: "『", closings: ["』"], isBracket: true, isQuotation: true),
    Pair(opening: "“", closings: ["”"], isQuotation: true),
    Pair(opening: "„", closings: ["“", "”"], isQuotation: true),
    Pair(opening: "«", closings: ["»"], isQuotation: true),
    Pair(opening: "»", closings: ["«"], isQuotation: true),
    Pair(opening: "‘", closings: ["’"], isQuotation: true),
    Pair(opening: "‚", closings: ["‘", "’"], isQuotation: true),
    Pair(opening: "‹", closings: ["›"], isQuotation: true),
    Pair(opening: "\"", closings: ["\""], isQuotation: true),
    Pair(opening: "'", closings: ["'"]),
  ]

  /// Marks that also stand inside words.
  static let apostrophes: Set<String> = ["'", "‘", "’", "‚"]

  /// Every opening mark with its usual closing one.
  static let closingByOpening: [String: String] = Dictionary(
    uniqueKeysWithValues: pairs.map { ($0.opening, $0.closings[0]) })

  /// Closing brackets by their opening ones, as bytes.
  static let brackets: [[UInt8]: [UInt8]] = Dictionary(
    uniqueKeysWithValues: pairs.filter(\.isBracket).map {
      (Array($0.opening.utf8), Array($0.closings[0].utf8))
    })

  /// Closing quotation marks by their opening ones, as bytes.
  static let quotationMarks: [[UInt8]: [[UInt8]]] = Dictionary(
    uniqueKeysWithValues: pairs.filter(\.isQuotation).map {
      (Array($0.opening.utf8), $0.closings.map { Array($0.utf8) })
    })

  /// Opening brackets and quotation marks by the closing mark that ends what they open, when
  /// it differs from them.
  static let openingMarks: [[UInt8]: [[UInt8]]] = {
    var table: [[UInt8]: Set<[UInt8]>] = [:]
    for pair in pairs where pair.isBracket || pair.isQuotation {
      for closing in pair.closings where closing != pair.opening {
        table[Array(closing.utf8), default: []].insert(Array(pair.opening.utf8))
      }
    }
    return table.mapValues { $0.sorted { $0.lexicographicallyPrecedes($1) } }
  }()

  /// Closing marks that have no other use: partners that open nothing and are no apostrophe.
  static let closingOnlyMarks: Set<String> = Set(closingByOpening.values)
    .subtracting(closingByOpening.keys).subtracting(apostrophes)

  /// Whether an ASCII mark stands inside words as well as between them.
  ///
  /// Such a mark is part of a name (`O'Hara`, `Jean-Luc`), a file name, a handle, a link or
  /// an amount (`backup-2024.zip`, `@ana_lima`, `R&D`, `+1`, `$12`, `50%`). The other marks
  /// only part words (`*Ana*`).
  static func isWordMark(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "'"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
      UInt8(ascii: "@"), UInt8(ascii: "#"), UInt8(ascii: "/"), UInt8(ascii: "&"),
      UInt8(ascii: "+"), UInt8(ascii: "$"), UInt8(ascii: "%"):
      true
    default: false
    }
  }

  /// Whether a byte is an ASCII punctuation mark or symbol.
  static func isASCIIMark(_ byte: UInt8) -> Bool {
    (0x21...0x2F).contains(byte) || (0x3A...0x40).contains(byte) || (0x5B...0x60).contains(byte)
      || (0x7B...0x7E).contains(byte)
  }

  /// The marks that end a sentence.
  static let sentenceMarks: Set<[UInt8]> = Set(
    [".", "!", "?", "。", "！", "？"].map { Array($0.utf8) })

  /// The marks that end a label or a sender's name: a colon, ASCII or full width.
  static let labelMarks: Set<[UInt8]> = [Array(":".utf8), Array("：".utf8)]

  /// A dash between spaces, which parts a title from what follows.
  static let spacedDashes: [[UInt8]] = [Array(" — ".utf8), Array(" – ".utf8)]

  /// White space that may stand inside quotation marks (`« Ana »`): a space, a no-break
  /// space, a narrow no-break space.
  static let quoteSpaces: [[UInt8]] = [[0x20], [0xC2, 0xA0], [0xE2, 0x80, 0xAF]]
}
