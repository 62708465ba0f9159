/// One step of the miner after grouping: it reads the corpus and rewrites the candidate
/// templates.
///
/// Grouping (``TemplateMiner``: anchors, skeletons, open positions, rare texts) turns texts
/// into groups; each group with enough lines becomes a candidate template. The passes then run
/// in the order of ``MiningPasses/all``, each on what the one before left. A pass reads the
/// corpus through a `let` (``MiningState``), so it cannot change the texts, their tokens or
/// counts; it changes only the ``MiningStage``.
///
/// Every pass states why it exists and shows it with examples: a few texts and the templates
/// the miner makes of them (`MiningPassExampleTests` runs every example, with the pass and
/// without it). `docs/template-mining.md` has a heading for each pass's ``id``.
protocol MiningPass: Sendable {
  /// A short stable name (`closed-classes`): the heading in `docs/template-mining.md`.
  var id: String { get }
  /// Why the pass exists, in one paragraph.
  var rationale: String { get }
  /// Texts the miner turns into the templates expected, thanks to this pass, and texts it
  /// must keep apart.
  var examples: [MiningExample] { get }
  /// Rewrites the stage.
  func run(_ stage: inout MiningStage, corpus: MiningState)
}

/// What the passes work on.
struct MiningStage {
  /// The candidate templates with the texts each was built from.
  var candidates: [MiningState.Candidate]
  /// Per text of the corpus, whether a candidate was built from it.
  var covered: [Bool]
  /// Templates of the singular of a count (``MiningState/singular(of:)``), kept apart from the
  /// candidates, which no pass folds them into: apps send the singular as a string of its own.
  var singulars: [MiningState.Candidate] = []
  /// The people the app names (``MiningState/people(in:)``), once known.
  var people: [ArraySlice<UInt8>: Int] = [:]
  /// Texts that stay literal although a template without words of its own matches them.
  var literals: [[UInt8]] = []

  /// The templates, most frequent first.
  var templates: [AlertTemplate] {
    (candidates.map(\.template) + singulars.map(\.template)).sorted(by: MiningState.order)
  }
}

/// Texts and the templates the miner must make of them.
struct MiningExample: Sendable {
  /// Distinct texts and their line counts.
  var texts: [(text: String, count: Int)]
  /// Formats the miner makes of the texts, with every pass.
  var expected: [String]
  /// Formats the miner must not make.
  var rejected: [String] = []

  /// Each text of `lines` once, and each of `repeated` as many times as given.
  init(
    _ lines: [String], repeated: [(String, Int)] = [], expected: [String], rejected: [String] = []
  ) {
    var texts = lines.map { (text: $0, count: 1) }
    texts += repeated.map { (text: $0.0, count: $0.1) }
    self.texts = texts
    self.expected = expected
    self.rejected = rejected
  }

  /// Twelve people's names, of one to three words in several scripts: values of an open
  /// class for examples.
  static let names = [
    "Ana", "Ben Okafor", "Chloé Martin", "Dmitri", "Emeka Obi", "Farah", "Goro Sato",
    "Hana Kim", "Ivan Petrov", "Jonas", "Mei Lin", "Ngozi Adeyemi Eze",
  ]

  /// The texts `format` gives with each row of `values` in its `%@` slots, once each.
  static func lines(_ format: String, _ values: [[String]]) -> [String] {
    guard let template = AlertTemplate(format: format) else { return [] }
    return values.map { String(decoding: template.filled(with: $0), as: UTF8.self) }
  }
}
