import Foundation

/// The order of the keys in a catalog's `strings`, detected from the keys already there, so
/// that new keys go where Xcode would put them.
///
/// Xcode writes catalog keys in a Finder-like order, not in code-point order: as
/// `localizedStandardCompare` compares, case-insensitively, digits as numbers ("After 5
/// minutes" before "After 30 minutes"), and with the Unicode collation's order of characters,
/// in which whitespace, punctuation and symbols (`[`, `{{`, `%`, `•`, `©`, `+`) come before
/// digits and digits before letters. ``detect(_:)`` also recognizes the order of
/// `JSONSerialization`'s `.sortedKeys` (``JSONWriter/KeyOrder/foundation``).
///
/// With swift-corelibs-foundation on Linux the two orders agree: `.sortedKeys` compares in the
/// root locale's collation there, which for these options gives the same result as
/// `localizedStandardCompare`.
public enum XCStringsKeyOrder: Hashable, Sendable {
  /// Sorted as Finder sorts names (``finderCompare(_:_:)``).
  case finder
  /// Sorted as `JSONSerialization`'s `.sortedKeys` sorts them (numeric, case-insensitive).
  case foundation
  /// In neither order.
  ///
  /// New keys are placed with ``finderCompare(_:_:)`` before the first existing key, in file
  /// order, that sorts after them.
  case unknown

  /// The order that `keys`, in file order, follow.
  ///
  /// ``finder`` when they are sorted under it, else ``foundation`` when sorted under that,
  /// else ``unknown``. Equal neighbours (duplicate keys) do not break an order, and fewer than
  /// two keys are in every order, so they give ``finder``.
  /// - Complexity: O(n) comparisons.
  public static func detect(_ keys: [String]) -> XCStringsKeyOrder {
    if isSorted(keys, by: finderCompare) { return .finder }
    if isSorted(keys, by: JSONWriter.KeyOrder.foundationCompare) { return .foundation }
    return .unknown
  }

  /// Compares two keys in this order (``unknown`` compares as ``finder``).
  public func compare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    switch self {
    case .finder, .unknown: return Self.finderCompare(lhs, rhs)
    case .foundation: return JSONWriter.KeyOrder.foundationCompare(lhs, rhs)
    }
  }

  /// Compares two keys as Finder sorts file names (`localizedStandardCompare`).
  ///
  /// Case-insensitive, width-insensitive, digit runs compared as numbers, with a fixed
  /// tie-break (`Comment` before `COMMENT`) so that only equal strings compare the same. The
  /// locale is `en` rather than the user's, so the result does not depend on the machine.
  public static func finderCompare(_ lhs: String, _ rhs: String) -> ComparisonResult {
    lhs.compare(
      rhs, options: [.caseInsensitive, .numeric, .widthInsensitive, .forcedOrdering], range: nil,
      locale: finderLocale)
  }

  private static let finderLocale = Locale(identifier: "en")

  private static func isSorted(
    _ keys: [String], by compare: (String, String) -> ComparisonResult
  ) -> Bool {
    var position = 1
    while position < keys.count {
      if compare(keys[position - 1], keys[position]) == .orderedDescending { return false }
      position += 1
    }
    return true
  }
}
