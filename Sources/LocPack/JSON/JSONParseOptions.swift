/// How ``JSONParser`` treats its input.
public struct JSONParseOptions: Hashable, Sendable {
  /// What to do with a `\uD800`…`\uDFFF` escape that is not part of a pair.
  public enum LoneSurrogates: Hashable, Sendable {
    /// Fail with ``JSONError/loneSurrogate(at:)``, as `JSONSerialization` does.
    case reject
    /// Decode it as U+FFFD and report a `json.lone-surrogate` warning.
    case replace
  }

  /// The deepest nesting of arrays and objects accepted (512, as in `JSONSerialization`).
  public var maxDepth: Int
  /// Whether to record the byte range of every value and key (``JSONDocument/nodes``).
  public var recordsRanges: Bool
  /// Whether to collect warnings and findings (duplicate keys, unneeded escapes).
  public var collectsDiagnostics: Bool
  /// What to do with lone surrogate escapes.
  public var loneSurrogates: LoneSurrogates

  /// Creates options; the defaults record everything and reject lone surrogates.
  public init(
    maxDepth: Int = 512, recordsRanges: Bool = true, collectsDiagnostics: Bool = true,
    loneSurrogates: LoneSurrogates = .reject
  ) {
    self.maxDepth = maxDepth
    self.recordsRanges = recordsRanges
    self.collectsDiagnostics = collectsDiagnostics
    self.loneSurrogates = loneSurrogates
  }

  /// Values only: no ranges, no diagnostics.
  ///
  /// The fastest setting, for JSONL corpora.
  public static let valuesOnly = JSONParseOptions(recordsRanges: false, collectsDiagnostics: false)
}
