/// An XML property list as read by ``XMLPlist/read(_:path:recordLocations:)``: its value, the
/// warnings found on the way, and where each value starts in the file.
///
/// Locations are kept compactly, as one byte offset per element in document order plus the
/// end of each subtree, and turned into line and column only when asked.
public struct XMLPlistDocument: Sendable {
  /// The root value.
  public var value: PlistValue
  /// Recoverable problems: duplicate keys (`plist.xml-duplicate-key`, with a note at the first
  /// definition), dates in a truncated form (`plist.xml-truncated-date`), libxml2 warnings.
  public var diagnostics: [Diagnostic]

  let source: SourceFile?
  let nodeOffsets: [UInt32]
  let nodeEnds: [UInt32]
  let documentOrderKeys: [Int: [String]]

  init(
    value: PlistValue, diagnostics: [Diagnostic], source: SourceFile?, nodeOffsets: [UInt32],
    nodeEnds: [UInt32], documentOrderKeys: [Int: [String]]
  ) {
    self.value = value
    self.diagnostics = diagnostics
    self.source = source
    self.nodeOffsets = nodeOffsets
    self.nodeEnds = nodeEnds
    self.documentOrderKeys = documentOrderKeys
  }

  /// Where the value at `keyPath` starts: the `<key>` element for a dictionary entry, the
  /// element itself for an array element, the root element for an empty path.
  ///
  /// For a duplicated key this is the last definition, the one whose value counts.
  /// Returns `nil` when the path does not exist or locations were not recorded.
  ///
  /// - Complexity: O(entries of every container on the path).
  public func location(of keyPath: [PlistKeyPathComponent]) -> SourceLocation? {
    guard let source, !nodeOffsets.isEmpty else { return nil }
    var node = 0
    var value = self.value
    var locationNode = 0
    for component in keyPath {
      switch (component, value) {
      case (.index(let index), .array(let elements)):
        guard index >= 0, index < elements.count else { return nil }
        var child = node + 1
        for _ in 0..<index {
          guard child < nodeEnds.count else { return nil }
          child = Int(nodeEnds[child])
        }
        guard child < nodeOffsets.count else { return nil }
        node = child
        locationNode = child
        value = elements[index]
      case (.key(let key), .dictionary(let dictionary)):
        guard let next = dictionary[key] else { return nil }
        let keys = documentOrderKeys[node] ?? dictionary.keys
        guard let position = keys.lastIndex(of: key) else { return nil }
        var entry = node + 1
        for _ in 0..<position {
          guard entry + 1 < nodeEnds.count else { return nil }
          entry = Int(nodeEnds[entry + 1])
        }
        guard entry + 1 < nodeOffsets.count else { return nil }
        locationNode = entry
        node = entry + 1
        value = next
      default:
        return nil
      }
    }
    return source.location(at: Int(nodeOffsets[locationNode]))
  }
}
