/// How ``JSONParser`` treats its input.
public struct JSONParseOptions: Hashable, Sendable {
  /// What to do with a `\uD800`…`\uDFFF` escape that is not part of a pair.
  public enum LoneSurrogates: Hashable, Sendable {
    /// Fail with ``JSONError/loneSurrogate(at:)``, as `JSONSerialization` does.
    case reject
    /// Decode it as U+FFFD and report a `json.lone-surrogate` warning.
    case replace
  }

  /// The bounds on depth, string length and value count (``InputLimits/default``).
  public var limits: InputLimits
  /// The deepest nesting of arrays and objects accepted (512, as in `JSONSerialization`).
  ///
  /// The same as `limits.maxDepth`.
  public var maxDepth: Int {
    get { limits.maxDepth }
    set { limits.maxDepth = newValue }
  }
  /// Whether to record the byte range of every value and key (``JSONDocument/nodes``).
  public var recordsRanges: Bool
  /// Whether to collect warnings and findings (duplicate keys, unneeded escapes).
  public var collectsDiagnostics: Bool
  /// What to do with lone surrogate escapes.
  public var loneSurrogates: LoneSurrogates

  /// Creates options; the defaults record everything and reject lone surrogates.
  public init(
    limits: InputLimits = .default, recordsRanges: Bool = true, collectsDiagnostics: Bool = true,
    loneSurrogates: LoneSurrogates = .reject
  ) {
    self.limits = limits
    self.recordsRanges = recordsRanges
    self.collectsDiagnostics = collectsDiagnostics
    self.loneSurrogates = loneSurrogates
  }

  /// Creates options with the default limits but for the depth.
  public init(
    maxDepth: Int, recordsRanges: Bool = true, collectsDiagnostics: Bool = true,
    loneSurrogates: LoneSurrogates = .reject
  ) {
    var limits = InputLimits.default
    limits.maxDepth = maxDepth
    self.init(
      limits: limits, recordsRanges: recordsRanges, collectsDiagnostics: collectsDiagnostics,
      loneSurrogates: loneSurrogates)
  }

  /// Values only: no ranges, no diagnostics.
  ///
  /// The fastest setting, for JSONL corpora.
  public static let valuesOnly = JSONParseOptions(recordsRanges: false, collectsDiagnostics: false)
}
