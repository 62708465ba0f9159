/// Finds, for a text, the template that matches it.
///
/// Templates are indexed by up to 7 leading bytes of their first constant piece (or, for
/// templates that start with a slot, up to 7 trailing bytes of their last piece), so a lookup
/// tries only the handful of templates that could match. Among the matches, a constant template
/// (an exact text) wins; then the ``Preference`` decides; ties go to the earlier template.
public struct TemplateMatcher: Sendable {
  /// Which of several matching templates takes a text (after an exact text, which always wins).
  ///
  /// The miner's templates are tuned for ``mostLines``: it keeps some templates with a frozen
  /// value (`Bayer 04 Leverkusen gegen %@: …` beside `%@ gegen %@: …`) that only the count keeps
  /// from taking the general template's lines.
  public enum Preference: Sendable {
    /// The template that covered the most lines when mined.
    case mostLines
    /// The most specific template: the most constant bytes less 8 for each slot (a slot must
    /// buy a word's worth of constant text), then the fewest slots, then the most lines. So
    /// `Half-time: %@ – %@` keeps its lines from a general `%@ – %@`, whatever their sizes.
    case mostSpecific
  }

  /// The templates, in the order given.
  public let templates: [AlertTemplate]

  /// Buckets keyed by `length << 56 | bytes`, each sorted by preference.
  private var prefixIndex: [UInt64: [Int32]] = [:]
  private var suffixIndex: [UInt64: [Int32]] = [:]
  private var prefixLengths: [Int] = []
  private var suffixLengths: [Int] = []
  private var floating: [Int32] = []
  /// The preference of each template: higher wins.
  private var rank: [Rank] = []

  /// How much a template is preferred, compared field by field: higher wins.
  struct Rank: Comparable, Sendable {
    /// 1 for a constant template (an exact text), else 0.
    var exact: Int
    /// The constant bytes less 8 a slot (``Preference/mostSpecific`` only).
    var specificity: Int
    /// The number of slots, negated (``Preference/mostSpecific`` only).
    var fewerSlots: Int
    /// The lines the template covered when mined.
    var count: Int

    init(_ template: AlertTemplate, _ preference: Preference) {
      exact = template.slotCount == 0 ? 1 : 0
      count = template.count
      switch preference {
      case .mostLines:
        specificity = 0
        fewerSlots = 0
      case .mostSpecific:
        specificity = template.constantByteCount &- 8 &* template.slotCount
        fewerSlots = -template.slotCount
      }
    }

    /// Below every template's rank.
    static let lowest = Rank(exact: -1, specificity: 0, fewerSlots: 0, count: 0)

    private init(exact: Int, specificity: Int, fewerSlots: Int, count: Int) {
      self.exact = exact
      self.specificity = specificity
      self.fewerSlots = fewerSlots
      self.count = count
    }

    static func < (lhs: Rank, rhs: Rank) -> Bool {
      if lhs.exact != rhs.exact { return lhs.exact < rhs.exact }
      if lhs.specificity != rhs.specificity { return lhs.specificity < rhs.specificity }
      if lhs.fewerSlots != rhs.fewerSlots { return lhs.fewerSlots < rhs.fewerSlots }
      return lhs.count < rhs.count
    }
  }

  private static let keyBytes = 7

  /// Builds the index.
  ///
  /// - Complexity: O(t log t) for t templates.
  public init(templates: [AlertTemplate], preference: Preference = .mostLines) {
    self.templates = templates
    rank = templates.map { Rank($0, preference) }
    var prefixes = Set<Int>()
    var suffixes = Set<Int>()
    for (position, template) in templates.enumerated() {
      let first = template.constants[0]
      let last = template.constants[template.constants.count - 1]
      if !first.isEmpty {
        let length = min(Self.keyBytes, first.count)
        let key = first.withUnsafeBufferPointer { Self.key($0, from: 0, length: length) }
        prefixIndex[key, default: []].append(Int32(position))
        prefixes.insert(length)
      } else if !last.isEmpty {
        let length = min(Self.keyBytes, last.count)
        let key = last.withUnsafeBufferPointer {
          Self.key($0, from: last.count - length, length: length)
        }
        suffixIndex[key, default: []].append(Int32(position))
        suffixes.insert(length)
      } else {
        floating.append(Int32(position))
      }
    }
    let rank = self.rank
    let byPreference = { (a: Int32, b: Int32) -> Bool in
      rank[Int(a)] != rank[Int(b)] ? rank[Int(a)] > rank[Int(b)] : a < b
    }
    prefixIndex = prefixIndex.mapValues { $0.sorted(by: byPreference) }
    suffixIndex = suffixIndex.mapValues { $0.sorted(by: byPreference) }
    floating.sort(by: byPreference)
    prefixLengths = prefixes.sorted()
    suffixLengths = suffixes.sorted()
  }

  @inline(__always)
  private static func key(_ bytes: UnsafeBufferPointer<UInt8>, from: Int, length: Int) -> UInt64 {
    var packed: UInt64 = 0
    var index = from
    while index < from + length {
      packed = packed &<< 8 | UInt64(bytes[index])
      index += 1
    }
    return packed | UInt64(length) << 56
  }

  /// The best template for `text` and its slot ranges, or `nil` when none matches.
  ///
  /// - Complexity: a few hash lookups and, per candidate, a few byte comparisons; no allocation
  ///   once `slots` has the capacity.
  public func match(_ text: UnsafeBufferPointer<UInt8>, slots: inout [Range<Int>]) -> Int? {
    var best = -1
    var bestRank = Rank.lowest
    @inline(__always) func scan(_ bucket: [Int32]) {
      for candidate in bucket {
        let position = Int(candidate)
        let candidateRank = rank[position]
        // Buckets are sorted by preference: nothing after a loser can win.
        guard candidateRank > bestRank || (candidateRank == bestRank && position < best) else {
          return
        }
        if templates[position].matches(text) {
          best = position
          bestRank = candidateRank
          return
        }
      }
    }
    for length in prefixLengths {
      guard length <= text.count else { break }
      if let bucket = prefixIndex[Self.key(text, from: 0, length: length)] { scan(bucket) }
    }
    for length in suffixLengths {
      guard length <= text.count else { break }
      if let bucket = suffixIndex[Self.key(text, from: text.count - length, length: length)] {
        scan(bucket)
      }
    }
    scan(floating)
    guard best >= 0 else {
      slots.removeAll(keepingCapacity: true)
      return nil
    }
    _ = templates[best].match(text, slots: &slots)
    return best
  }
}
