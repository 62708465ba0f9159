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

  /// The source bytes with the value at `path` replaced by `value` written compact; every
  /// other byte (whitespace, escapes, member order) stays as it was.
  ///
  /// Returns `nil` when there is no value at `path` or no ranges were recorded.
  public func replacingValue(at path: [JSONPathComponent], with value: JSONValue) -> [UInt8]? {
    guard let node = node(at: path) else { return nil }
    var bytes = source.utf8
    bytes.replaceSubrange(node.valueRange, with: JSONWriter.compact(value))
    return bytes
  }
}
