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
///    merges into one group — names, numbers, cities. A closed class of a few frequent values
///    (`photo`/`video`, `shipped`/`delivered`) stays apart: those are different templates, and
///    keeping them apart keeps their words translatable. A position glued to a slot (no space
///    between, like the `$` of `$12.00` or the surname characters of `王伟`) merges as soon as
///    it varies. Slots separated only by spaces, digits or punctuation join into one slot
///    (`Kenji Tanaka`, `1,299.00`). This repeats until nothing changes.
/// 4. **Templates.** Each group with at least `minCount` lines becomes a template; a slot whose
///    value never varies becomes constant text again. A template that a much larger, more
///    general template also matches is folded into it.
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
    public var absorbRatio: Int = 4
    /// A closed class of at least three values is a slot when its most frequent value covers
    /// at most this many times the lines of its least frequent one.
    public var balanceRatio: Int = 3
    /// The longest run of skeleton elements a multi-word value may span.
    public var maxHoleLength: Int = 6
    /// The most merge rounds.
    public var maxRounds: Int = 64

    /// Creates the default options.
    public init() {}
  }

  /// The options in use.
  public var options: Options

  /// Creates a miner.
  public init(options: Options = Options()) {
    self.options = options
  }

  /// Mines templates from texts with their line counts.
  ///
  /// - Parameter texts: Distinct texts (UTF-8) and how many lines each occurred in.
  /// - Returns: The templates, most frequent first (ties broken by their text).
  public func mine(_ texts: [(text: [UInt8], count: Int)]) -> [AlertTemplate] {
    var state = MiningState(texts: texts, options: options)
    state.buildSkeletons()
    state.mergeOpenPositions()
    return state.templates()
  }
}
