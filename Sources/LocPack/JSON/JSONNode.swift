/// The byte ranges of one parsed value, in a pre-order list (``JSONDocument/nodes``).
public struct JSONNode: Hashable, Sendable {
  /// The key's range, quotes included, when the value is an object member.
  public var keyRange: Range<Int>?
  /// The value's range (for strings, quotes included).
  public var valueRange: Range<Int>
  /// How many nodes follow this one that belong to its subtree.
  public var descendantCount: Int

  /// Creates a node.
  public init(keyRange: Range<Int>?, valueRange: Range<Int>, descendantCount: Int) {
    self.keyRange = keyRange
    self.valueRange = valueRange
    self.descendantCount = descendantCount
  }
}

/// One step of a path into a JSON value.
public enum JSONPathComponent: Hashable, Sendable, ExpressibleByStringLiteral,
  ExpressibleByIntegerLiteral, CustomStringConvertible
{
  /// An object member (the last one with this key).
  case key(String)
  /// An array element, 0-based.
  case index(Int)

  /// A key.
  public init(stringLiteral value: String) { self = .key(value) }
  /// An index.
  public init(integerLiteral value: Int) { self = .index(value) }

  /// `.key` or `[3]`.
  public var description: String {
    switch self {
    case .key(let key): return ".\(key)"
    case .index(let index): return "[\(index)]"
    }
  }
}
