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

  /// Creates options; the defaults are `bytes` mode, readable keys, no prefix, at least 3
  /// uses, 4096 bytes.
  public init(
    mode: Mode = .bytes, keyStyle: KeyStyle = .readable, keyPrefix: String = "",
    minCount: Int = 3, limit: Int = 4096
  ) {
    self.mode = mode
    self.keyStyle = keyStyle
    self.keyPrefix = keyPrefix
    self.minCount = minCount
    self.limit = limit
  }
}
