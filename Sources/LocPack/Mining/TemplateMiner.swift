import Foundation

/// Finds the templates behind a sample of alert texts.
///
/// The miner works on tokens (``AlertTokenizer``), so it needs no spaces and no language:
///
/// 1. **Anchors.** A token seen in at least `minCount` lines of the sample is an *anchor*: a
///    candidate for a template's constant text. Every word of a template used `minCount` times
///    is one; so are frequent names and numbers, which the next steps sort out.
/// 2. **Skeletons.** Each distinct text becomes its sequence of anchors, with every run of other
///    tokens replaced by one slot. Texts with the same skeleton form a group.
/// 3. **Open positions.** Groups whose skeletons differ at exactly one position form a
///    *family*. If the values seen there form an open class (at least `openClassSize` different
///    values, none of them covering half the lines) the position is a slot, and the family
///    merges into one group: names, numbers, places. A closed class of a few frequent values
///    (`file`/`folder`) stays apart, so that its words stay translatable; so does such a pair
///    beside a list, every value of the list with both words. A position glued to a slot (no
///    space between, like the `$` of `$12.00`) merges as soon as it varies, and so does a short
///    unit beside a number (`AM`/`PM`) unless other texts of the family part it from the number.
///    Slots separated only by spaces, digits or punctuation join into one slot (`Ben Okafor`,
///    `1,299.00`), unless a closing bracket or quotation mark ends the first. In a script with
///    case, a lowercase word that a group keeps beside its slot is wording, not more of a name.
///    This repeats until nothing changes.
/// 4. **Rare texts.** Groups too rare to show their own slots are aligned: the longest common
///    run of tokens of similar rare texts, with a slot for each stretch between, becomes a group
///    when every slot holds an open class of values and the frequent templates do not already
///    explain those texts.
/// 5. **Templates.** Each group with at least `minCount` lines becomes a template; a slot whose
///    value never varies becomes constant text again. The passes of ``MiningPasses/all`` then
///    fold, split and weigh the candidates (`docs/template-mining.md` lists them).
/// 6. **Literals.** ``mineWithLiterals(_:)`` also names the texts left out that a template of
///    only slots and punctuation matches while sharing none of its values (a one-off
///    `Note: the lift is out of order` beside `%@: %@`), which the matcher then leaves alone.
///
/// Past ``Options/sampleLimit`` distinct texts, steps 1–5 run on a weighted sample, and once
/// more on a sample of the texts no template of the first takes, when those hold enough of
/// the lines: the rarer templates, whose texts the first sample held too few of
/// (``MiningThresholds/maxSampleRounds``, ``MiningThresholds/leftShareForResample``).
///
/// The result is deterministic: it depends on the multiset of texts, not on their order.
public struct TemplateMiner: Sendable {
  /// Tuning knobs; the defaults suit alert traffic.
  public struct Options: Hashable, Sendable {
    /// The fewest lines a template must cover (and a token must appear in to be an anchor).
    public var minCount: Int = 3
    /// The fewest distinct values that make a position an open class.
    public var openClassSize: Int = 5
    /// A general template absorbs a more specific one when it covers at least this many times
    /// as many lines.
    public var absorbRatio: Int = 2
    /// A closed class of at least three values is a slot when its most frequent value covers
    /// at most this many times the lines of its least frequent one.
    public var balanceRatio: Int = 3
    /// The longest run of skeleton elements a multi-word value may span.
    public var maxHoleLength: Int = 6
    /// The most distinct texts mined (40,000).
    ///
    /// More are sampled down to this many (see ``TemplateMiner/sample(_:limit:)``), at most
    /// twice (``MiningThresholds/maxSampleRounds``). Memory and time grow with this bound, not
    /// with the corpus; a ``TemplateMatcher`` then assigns every line.
    public var sampleLimit: Int = 40_000
    /// The most merge rounds.
    public var maxRounds: Int = 64
    /// Whether a slot that holds a closed set of words becomes a template per word, so that
    /// the words stay translatable (localize mode; ``VocabularyPass``).
    public var splitsVocabulary = false
    /// The ids of passes of ``MiningPasses`` not run: a way to measure what each pass does.
    public var skippedPasses: Set<String> = []

    /// Creates the default options.
    public init() {}
  }

  /// The options in use.
  public var options: Options

  /// The ids of the miner's passes, in the order they run (`docs/template-mining.md` has a
  /// heading for each).
  public static var passIDs: [String] { MiningPasses.all.map(\.id) }

  /// Creates a miner.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Mines templates from texts with their line counts.
  ///
  /// - Parameter texts: Distinct texts (UTF-8) and how many lines each occurred in.
  /// - Returns: The templates, most frequent first (ties broken by their text).
  public func mine(_ texts: [(text: [UInt8], count: Int)]) -> [AlertTemplate] {
    mineWithLiterals(texts).templates
  }

  /// What ``mineWithLiterals(_:)`` found: the templates, and what the matcher needs to leave
  /// alone the texts that only a template without words of its own would take.
  public struct Mined: Sendable {
    /// The templates, as ``mine(_:)`` gives them.
    public var templates: [AlertTemplate]
    /// Texts of the sample that stay literal although a template without words matches them.
    public var literals: [[UInt8]]
    /// The texts the miner mined: the input, or its weighted samples
    /// (``Options/sampleLimit``).
    public var mined: [[UInt8]]
  }

  /// Mines templates, and names the texts of the sample that stay literal although a template
  /// without words of its own matches them.
  ///
  /// A template of only slots and punctuation (`%@: %@`, from chat previews) matches any text
  /// with its separator, so the matcher would also give it a one-off such as `Note: the lift
  /// is out of order`. The miner saw that text, built no template from it, and the text
  /// shares no value with the texts the template was built from (a chat preview the miner
  /// left out still has a known sender). Pass `literals` to
  /// ``TemplateMatcher/init(templates:preference:literals:seen:)`` and such a text stays as
  /// it is; pass `mined` too, and a text the miner never saw goes to such a template only
  /// when it shares a value with the mined texts the template takes.
  /// - Parameter texts: Distinct texts (UTF-8) and how many lines each occurred in.
  /// - Returns: The templates as ``mine(_:)`` gives them, those texts (at most the sample), and
  ///   the texts mined.
  public func mineWithLiterals(_ texts: [(text: [UInt8], count: Int)]) -> Mined {
    guard texts.count > options.sampleLimit else {
      let mined = mineRound(texts)
      return Mined(templates: mined.templates, literals: mined.literals, mined: texts.map(\.text))
    }
    // A sample holds the frequent templates' texts, and too few of a rare template's for it
    // to show. Each further round samples the texts no template takes yet, so the rarer
    // templates' texts make up that sample.
    var templates: [AlertTemplate] = []
    var literals: [[UInt8]] = []
    var seen = Set<[UInt8]>()
    var mined: [(text: [UInt8], count: Int)] = []
    var left = texts
    let lines = texts.reduce(0) { $0 + $1.count }
    for round in 0..<MiningThresholds.maxSampleRounds {
      let sample = Self.sample(left, limit: options.sampleLimit)
      let found = mineRound(sample)
      templates += found.templates
      let resampled = Set(sample.lazy.map(\.text))
      literals.removeAll { resampled.contains($0) }
      literals += found.literals
      for entry in sample where seen.insert(entry.text).inserted { mined.append(entry) }
      guard left.count > options.sampleLimit, round + 1 < MiningThresholds.maxSampleRounds,
        !found.templates.isEmpty
      else { break }
      let matcher = TemplateMatcher(
        templates: templates, preference: .mostSpecific, literals: literals)
      var slots: [Range<Int>] = []
      left.removeAll { matcher.match($0.text, slots: &slots) != nil }
      let leftLines = left.reduce(0) { $0 + $1.count }
      guard left.count >= options.minCount,
        leftLines * MiningThresholds.leftShareForResample >= lines
      else { break }
    }
    // The rounds' templates together: a later round's values may show a value in an earlier
    // one's text. One round's templates were weighed already.
    guard mined.count > options.sampleLimit else {
      return Mined(templates: templates, literals: literals, mined: mined.map(\.text))
    }
    let guarded = ValueGuard.filter(
      templates.sorted(by: MiningState.order), texts: mined, literals: literals)
    return Mined(templates: guarded.kept, literals: literals, mined: mined.map(\.text))
  }

  /// One round of mining over texts that are all mined: its templates, value-guarded, and
  /// its literals.
  func mineRound(
    _ sampled: [(text: [UInt8], count: Int)]
  ) -> (templates: [AlertTemplate], literals: [[UInt8]]) {
    var state = MiningState(texts: sampled, options: options)
    let pairs = state.extractPairTemplates()
    state.buildSkeletons()
    state.mergeOpenPositions()
    // Nothing merges by families after this: their index goes, before the steps that follow
    // allocate their own.
    state.families = FamilyIndex()
    state.alignRareGroups()
    let (templates, literals) = state.templatesAndLiterals(
      passes: MiningPasses.all(skipping: options.skippedPasses))
    // No value becomes table text (``ValueGuard``): a template that froze one is dropped.
    let guarded = ValueGuard.filter(
      (templates + pairs).sorted(by: MiningState.order), texts: sampled, literals: literals)
    return (guarded.kept, literals)
  }

  /// A deterministic weighted sample of at most `limit` distinct texts.
  ///
  /// Each text gets the key `log(u) / count`, where `u` in (0, 1] comes from a hash of its
  /// bytes, and the `limit` largest keys are kept (weighted sampling without replacement): a
  /// text that repeats is almost surely kept, rare texts are kept uniformly at random. The result
  /// depends only on the multiset of texts, never on their order.
  /// The kept texts come in the order of their keys (largest first, ties by their bytes).
  /// - Complexity: O(n + k log k) on average for n texts and a limit of k: the k largest keys
  ///   are selected, then only they are sorted.
  public static func sample(
    _ texts: [(text: [UInt8], count: Int)], limit: Int
  ) -> [(text: [UInt8], count: Int)] {
    guard texts.count > limit else { return texts }
    guard limit > 0 else { return [] }
    var keyed: [(key: Double, index: Int)] = []
    keyed.reserveCapacity(texts.count)
    for (index, entry) in texts.enumerated() {
      let hash = Self.hash(entry.text)
      let unit = (Double(hash >> 11) + 1) / 9_007_199_254_740_992  // (0, 1]
      keyed.append((Foundation.log(unit) / Double(max(1, entry.count)), index))
    }
    func precedes(_ left: (key: Double, index: Int), _ right: (key: Double, index: Int)) -> Bool {
      if left.key != right.key { return left.key > right.key }
      return texts[left.index].text.lexicographicallyPrecedes(texts[right.index].text)
    }
    selectFirst(limit, of: &keyed, by: precedes)
    keyed[..<limit].sort(by: precedes)
    return keyed[..<limit].map { texts[$0.index] }
  }

  /// Moves the `count` elements that come first in the order `precedes` to the front of
  /// `elements`, in no particular order (quickselect, median-of-three pivots).
  static func selectFirst<Element>(
    _ count: Int, of elements: inout [Element], by precedes: (Element, Element) -> Bool
  ) {
    var low = 0
    var high = elements.count
    guard count > 0, count < high else { return }
    while high - low > 2 {
      let middle = low + (high - low) / 2
      let first = elements[low]
      let second = elements[middle]
      let third = elements[high - 1]
      let pivot: Element
      if precedes(first, second) {
        pivot = precedes(second, third) ? second : (precedes(first, third) ? third : first)
      } else {
        pivot = precedes(first, third) ? first : (precedes(second, third) ? third : second)
      }
      var left = low
      var right = high - 1
      while left <= right {
        while precedes(elements[left], pivot) { left += 1 }
        while precedes(pivot, elements[right]) { right -= 1 }
        if left <= right {
          elements.swapAt(left, right)
          left += 1
          right -= 1
        }
      }
      // [low, right] come no later than the pivot, [left, high) no earlier, and any between
      // are the pivot's equals.
      if count <= right {
        high = right + 1
      } else if count >= left {
        low = left
      } else {
        return
      }
    }
    if high - low == 2, precedes(elements[low + 1], elements[low]) {
      elements.swapAt(low, low + 1)
    }
  }

  /// FNV-1a over the bytes, then a final mix.
  static func hash(_ bytes: [UInt8]) -> UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in bytes { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01B3 }
    hash = (hash ^ (hash >> 33)) &* 0xFF51_AFD7_ED55_8CCD
    return hash ^ (hash >> 33)
  }
}
