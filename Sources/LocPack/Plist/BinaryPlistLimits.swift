/// Bounds the binary plist reader enforces on untrusted input.
///
/// The defaults match CoreFoundation where it has a limit (nesting depth 512) and are far above
/// what any real localization file needs elsewhere.
public struct BinaryPlistLimits: Hashable, Sendable {
  /// The deepest container nesting allowed: the top object is at depth 0, its children at 1.
  ///
  /// CoreFoundation fails an object at a depth above 512, and so does the default.
  public var maxDepth: Int
  /// The largest object count the trailer may declare.
  public var maxObjects: Int
  /// How many times the object table's size the decoded objects may add up to.
  ///
  /// Each object is decoded at most twice, so a file whose objects do not overlap stays below
  /// 2×.
  /// Objects that overlap (allowed by CoreFoundation) could otherwise multiply a small file into
  /// gigabytes of strings or data.
  public var maxExpansion: Int

  /// The defaults: depth 512, 2^26 objects, expansion 8×.
  public static let `default` = BinaryPlistLimits()

  /// Creates limits; every argument has the default's value unless given.
  public init(maxDepth: Int = 512, maxObjects: Int = 1 << 26, maxExpansion: Int = 8) {
    self.maxDepth = maxDepth
    self.maxObjects = maxObjects
    self.maxExpansion = maxExpansion
  }
}
