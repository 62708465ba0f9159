/// Bounds the binary plist reader enforces on untrusted input.
///
/// The defaults are those of ``InputLimits/default`` (nesting depth 512 as in CoreFoundation,
/// 2^24 objects, 1 MiB strings) and far above what any real localization file needs.
public struct BinaryPlistLimits: Hashable, Sendable {
  /// The deepest container nesting allowed: the top object is at depth 0, its children at 1.
  ///
  /// CoreFoundation fails an object at a depth above 512, and so does the default.
  public var maxDepth: Int
  /// The largest object count the trailer may declare.
  public var maxObjects: Int
  /// The longest string accepted, in UTF-8 bytes once decoded.
  public var maxStringBytes: Int
  /// How many times the object table's size the decoded objects may add up to.
  ///
  /// Each object is decoded at most twice, so a file whose objects do not overlap stays below
  /// 2×.
  /// Objects that overlap (allowed by CoreFoundation) could otherwise multiply a small file into
  /// gigabytes of strings or data.
  public var maxExpansion: Int

  /// The defaults: depth 512, 2^24 objects, 1 MiB strings, expansion 8×.
  public static let `default` = BinaryPlistLimits()

  /// Creates limits; every argument has the default's value unless given.
  public init(
    maxDepth: Int = InputLimits.default.maxDepth, maxObjects: Int = InputLimits.default.maxObjects,
    maxStringBytes: Int = InputLimits.default.maxStringBytes, maxExpansion: Int = 8
  ) {
    self.maxDepth = maxDepth
    self.maxObjects = maxObjects
    self.maxStringBytes = maxStringBytes
    self.maxExpansion = maxExpansion
  }

  /// The binary reader's share of the common input limits: depth, object count and string
  /// length, with the default expansion bound.
  public init(_ limits: InputLimits) {
    self.init(
      maxDepth: limits.maxDepth, maxObjects: limits.maxObjects,
      maxStringBytes: limits.maxStringBytes)
  }
}
