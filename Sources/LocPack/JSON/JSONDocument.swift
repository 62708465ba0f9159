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

/// A parsed JSON text: the value, the source, the byte ranges of every value, and the
/// warnings found while parsing.
///
/// The ranges let tools rewrite parts of a payload while keeping every other byte, and point
/// diagnostics at `line:column`.
public struct JSONDocument: Sendable {
  /// The top-level value.
  public var value: JSONValue
  /// The source text the ranges refer to.
  public let source: SourceFile
  /// Ranges of every value in pre-order: a value, then its children in order.
  ///
  /// `nodes[0]` is the top-level value. Empty when parsed without
  /// ``JSONParseOptions/recordsRanges``.
  public let nodes: [JSONNode]
  /// Warnings and findings: `json.duplicate-key` (warning, with a note at the first
  /// occurrence), `json.unneeded-escape` (info), `json.lone-surrogate` (warning, when
  /// replaced), `json.byte-order-mark` (warning).
  public var diagnostics: [Diagnostic]
  /// Bytes that escapes cost beyond the shortest form ``JSONWriter`` would write
  /// (`\u00e9` for `é` wastes 4, `\/` wastes 1).
  public let wastedEscapeBytes: Int

  /// Creates a document; used by the parser.
  public init(
    value: JSONValue, source: SourceFile, nodes: [JSONNode], diagnostics: [Diagnostic],
    wastedEscapeBytes: Int
  ) {
    self.value = value
    self.source = source
    self.nodes = nodes
    self.diagnostics = diagnostics
    self.wastedEscapeBytes = wastedEscapeBytes
  }

  /// The index into ``nodes`` of the value at `path`, or `nil` when there is no such value or
  /// no ranges were recorded.
  ///
  /// - Complexity: O(siblings skipped along the path).
  public func nodeIndex(at path: [JSONPathComponent]) -> Int? {
    guard !nodes.isEmpty else { return nil }
    var nodeIndex = 0
    var current = value
    for component in path {
      let position: Int
      switch (component, current) {
      case (.key(let key), .object(let object)):
        guard let found = object.lastIndex(of: key) else { return nil }
        position = found
        current = object.members[found].value
      case (.index(let index), .array(let array)):
        guard index >= 0, index < array.count else { return nil }
        position = index
        current = array[index]
      default:
        return nil
      }
      guard let child = childIndex(of: nodeIndex, position: position) else { return nil }
      nodeIndex = child
    }
    return nodeIndex
  }

  /// The node index of child number `position` (0-based) of the container at `nodeIndex`.
  public func childIndex(of nodeIndex: Int, position: Int) -> Int? {
    guard nodeIndex >= 0, nodeIndex < nodes.count, position >= 0 else { return nil }
    let end = nodeIndex + 1 + nodes[nodeIndex].descendantCount
    var child = nodeIndex + 1
    var skipped = 0
    while child < end {
      if skipped == position { return child }
      child += 1 + nodes[child].descendantCount
      skipped += 1
    }
    return nil
  }

  /// The node of the value at `path`.
  public func node(at path: [JSONPathComponent]) -> JSONNode? {
    nodeIndex(at: path).map { nodes[$0] }
  }

  /// The location of the value at `path` (or of its key, with `key: true`).
  public func location(of path: [JSONPathComponent], key: Bool = false) -> SourceLocation? {
    guard let node = node(at: path) else { return nil }
    if key, let keyRange = node.keyRange { return source.location(at: keyRange.lowerBound) }
    return source.location(at: node.valueRange.lowerBound)
  }
}
