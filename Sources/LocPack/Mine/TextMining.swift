/// `locpack mine`: the templates behind a file of texts, one per line, and which template
/// each line is — the contract log-parsing benchmarks use, so locpack's miner can be
/// compared with Drain or Brain on anyone's data.
///
/// Two passes over the input, memory bounded as in ``Optimizer``: the first counts the first
/// ``Options/sampleSize`` distinct texts, the miner mines a weighted sample of them, the
/// second matches every line. Output, one JSON object per input line:
/// `{"template":"%@ liked your photo","id":3}` or `{"literal":true}` (a text no template
/// covers, a blank line, a line over ``Options/maxLineBytes``). With ``Format/templates``,
/// one object per template instead: `{"id":3,"template":"%@ liked your photo","count":120,
/// "examples":["Alice liked your photo",…]}`, most used first.
public enum TextMining {
  /// What to mine and how much to keep.
  public struct Options: Hashable, Sendable {
    /// The fewest lines a template must cover.
    public var minCount = 3
    /// The most distinct texts counted for mining (the first ones read).
    public var sampleSize = 100_000
    /// The most of those the miner mines (a weighted sample when more).
    public var mineSampleSize = TemplateMiner.Options().sampleLimit
    /// The longest line read, in bytes; a longer one is literal.
    public var maxLineBytes = 1 << 20
    /// Whether a slot of a closed set of words becomes a template per word (localize mode).
    public var splitsVocabulary = false
    /// Passes of the miner not run (``TemplateMiner/Options/skippedPasses``).
    public var skippedPasses: Set<String> = []

    /// Creates the defaults: 3 lines, 100,000 texts, the miner's sample, 1 MiB lines.
    public init() {}
  }

  /// What `mine` writes.
  public enum Format: String, Hashable, Sendable, CaseIterable {
    /// One object per input line.
    case lines
    /// One object per template.
    case templates
  }

  /// How many examples a template row lists.
  public static let examplesShown = 3
  /// How many bytes of output are gathered before each write.
  static let chunkBytes = 1 << 20

  /// Mines `source` and writes the result in `format` through `write`, a chunk at a time.
  ///
  /// Ids number the templates in the miner's order (0-based); the same input gives the same
  /// output. Returns how many lines were read and how many a template covers.
  /// - Throws: `FileIOError` when the input cannot be read, or what `write` throws.
  public static func run(
    _ source: OptimizeSource, options: Options = Options(), format: Format = .lines,
    write: ([UInt8]) throws(FileIOError) -> Void
  ) throws(FileIOError) -> (lines: Int, covered: Int) {
    let input = try OptimizeInput(source, maxLineBytes: options.maxLineBytes)
    var counts: [[UInt8]: Int] = [:]
    try input.first.forEach { (piece) throws(FileIOError) in
      guard piece.kind == .line, !piece.content.isEmpty else { return }
      let text = Array(piece.content)
      if counts[text] != nil || counts.count < options.sampleSize { counts[text, default: 0] += 1 }
    }
    var minerOptions = TemplateMiner.Options()
    minerOptions.minCount = max(2, options.minCount)
    minerOptions.sampleLimit = options.mineSampleSize
    minerOptions.splitsVocabulary = options.splitsVocabulary
    minerOptions.skippedPasses = options.skippedPasses
    let texts = counts.sorted { $0.key.lexicographicallyPrecedes($1.key) }.map {
      (text: $0.key, count: $0.value)
    }
    counts = [:]
    let mined = TemplateMiner(options: minerOptions).mineWithLiterals(texts)
    let matcher = TemplateMatcher(
      templates: mined.templates, preference: .mostSpecific, literals: mined.literals,
      seen: mined.mined)
    let formats = mined.templates.map { template -> [UInt8] in
      var quoted: [UInt8] = []
      JSONWriter.writeString(template.format, escapesSlashes: false, into: &quoted)
      return quoted
    }
    var uses = [Int](repeating: 0, count: mined.templates.count)
    var examples = [[String]](repeating: [], count: mined.templates.count)
    var out: [UInt8] = []
    var slots: [Range<Int>] = []
    var lines = 0
    var covered = 0
    try input.second().forEach { (piece) throws(FileIOError) in
      guard piece.kind != .longPart else { return }
      lines += 1
      var found: Int?
      if piece.kind == .line, !piece.content.isEmpty {
        found = matcher.match(piece.content, slots: &slots)
      }
      if let id = found, id >= 0, id < formats.count {
        covered += 1
        uses[id] += 1
        if examples[id].count < examplesShown {
          examples[id].append(String(decoding: piece.content, as: UTF8.self))
        }
      } else {
        found = nil
      }
      guard format == .lines else { return }
      if let id = found {
        out += #"{"template":"#.utf8
        out += formats[id]
        out += #","id":"#.utf8
        out += String(id).utf8
        out += "}\n".utf8
      } else {
        out += #"{"literal":true}"#.utf8
        out.append(0x0A)
      }
      if out.count >= chunkBytes {
        try write(out)
        out.removeAll(keepingCapacity: true)
      }
    }
    if format == .templates {
      let order = uses.indices.filter { uses[$0] > 0 }.sorted {
        uses[$0] != uses[$1] ? uses[$0] > uses[$1] : $0 < $1
      }
      for id in order {
        let row: JSONObject = [
          "id": .number(String(id)), "template": .string(mined.templates[id].format),
          "count": .number(String(uses[id])),
          "examples": .array(examples[id].map { .string($0) }),
        ]
        JSONWriter.writeCompact(.object(row), into: &out)
        out.append(0x0A)
      }
    }
    if !out.isEmpty { try write(out) }
    return (lines, covered)
  }
}
