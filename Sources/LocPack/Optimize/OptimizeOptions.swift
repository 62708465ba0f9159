/// What `Optimizer` rewrites and how it names keys.
public struct OptimizeOptions: Hashable, Sendable {
  /// When a template is worth rewriting.
  public enum Mode: String, Hashable, Sendable, CaseIterable {
    /// Rewrite only where it saves bytes, over the template and over each payload.
    case bytes
    /// Rewrite every template, unless a payload would exceed its limit.
    case localize
  }

  /// How new keys are named.
  public enum KeyStyle: String, Hashable, Sendable, CaseIterable {
    /// UPPER_SNAKE_CASE from the template's Latin words (`LIKED_YOUR_PHOTO`); a stable
    /// hash-based key (`PUSH_7F3A2C`) when it has none.
    case readable
    /// The shortest keys: base-36 numbers after the prefix, most frequent template first.
    case short
  }

  /// When a template is worth rewriting.
  public var mode: Mode
  /// How new keys are named.
  public var keyStyle: KeyStyle
  /// Text put in front of every new key.
  public var keyPrefix: String
  /// The fewest payload fields a template must cover to be rewritten.
  public var minCount: Int
  /// The payload size limit in bytes (4096 for alert pushes).
  public var limit: Int
  /// The most distinct alert texts sampled for mining.
  ///
  /// The sample holds the first texts met, with their counts (texts met later count only
  /// when already sampled). It bounds the miner's memory and time.
  public var sampleSize: Int
  /// The most texts of the sample the miner mines: a weighted sample of them when there are
  /// more (see ``TemplateMiner/sample(_:limit:)``).
  ///
  /// More finds templates too rare to show in fewer; mining time and memory grow with it, not
  /// with the input.
  public var mineSampleSize: Int
  /// The most templates rewritten.
  ///
  /// Beyond it, the least used templates stay literal (with an
  /// `optimize.too-many-templates` warning). It bounds the table growth and the key lookups.
  public var maxTemplates: Int
  /// A top-level payload member that names the message (`type`, `template`): templates of
  /// different languages with the same value become one key, each language's format in its
  /// own localization (`localize` mode).
  public var messageField: String?
  /// A top-level payload member that holds the language tag of the payload's text (`lang`,
  /// `locale`): it names a template's localization where the script cannot, and a payload is
  /// rewritten only if its language's localization shows its text exactly.
  public var languageField: String?
  /// The longest line handled, in bytes without its terminator.
  ///
  /// A longer line is passed through unchanged, counted invalid and reported
  /// (`optimize.line-too-long`); it is never held in memory whole.
  public var maxLineBytes: Int

  /// The default sample: 100,000 distinct alert texts.
  public static let defaultSampleSize = 100_000
  /// The default mined sample: the miner's own, 40,000 texts.
  public static let defaultMineSampleSize = TemplateMiner.Options().sampleLimit
  /// The default template limit: 10,000.
  public static let defaultMaxTemplates = 10_000
  /// The default line limit: 1 MiB.
  public static let defaultMaxLineBytes = 1 << 20

  /// Creates options; the defaults are `bytes` mode, readable keys, no prefix, at least 3
  /// uses, 4096 bytes, a sample of 100,000 texts of which 40,000 are mined, 10,000 templates,
  /// lines of 1 MiB.
  public init(
    mode: Mode = .bytes, keyStyle: KeyStyle = .readable, keyPrefix: String = "",
    minCount: Int = 3, limit: Int = 4096, sampleSize: Int = defaultSampleSize,
    mineSampleSize: Int = defaultMineSampleSize, maxTemplates: Int = defaultMaxTemplates,
    maxLineBytes: Int = defaultMaxLineBytes
  ) {
    self.mode = mode
    self.keyStyle = keyStyle
    self.keyPrefix = keyPrefix
    self.minCount = minCount
    self.limit = limit
    self.sampleSize = sampleSize
    self.mineSampleSize = mineSampleSize
    self.maxTemplates = maxTemplates
    self.maxLineBytes = maxLineBytes
    self.messageField = nil
    self.languageField = nil
  }
}
