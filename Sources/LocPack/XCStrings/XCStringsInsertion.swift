/// Inserts new keys into a String Catalog's bytes the way Xcode would write them, keeping
/// every other byte.
///
/// Re-serializing a catalog rewrites whatever its own layout, order or final newline differ
/// from the writer's; this splices only the new entries into `strings`:
///
/// - Each entry is written by ``JSONWriter/pretty(_:style:)`` in Xcode's style (2-space
///   indent, `"key" : value`, members and languages sorted as `.sortedKeys` sorts them, only
///   `"`, `\` and control characters escaped), re-indented to the level of the existing keys
///   (4 spaces in an Xcode-written catalog).
/// - Each key goes where the order of the existing keys puts it (``XCStringsKeyOrder``):
///   before the first existing key that sorts after it, else after the last one. Existing
///   keys never move. New keys that fall between the same two existing keys are sorted among
///   themselves.
/// - Commas are added where the new entries need them; an empty `strings` written open
///   (`{`, a blank line, `}`) gets its entries in place of the blank line.
/// - The final newline, or its absence, stays as it was.
///
/// ```swift
/// let entry = XCStringsNewEntry(
///   key: "push.welcome", units: ["en": XCStringsStringUnit(state: "translated", value: "Hi")])
/// let bytes = try XCStringsInsertion.inserting(
///   [entry], into: catalog, path: "Localizable.xcstrings")
/// ```
public enum XCStringsInsertion {
  /// The catalog's bytes with `entries` inserted into `strings`.
  ///
  /// Removing the inserted spans from the result gives back `bytes` exactly.
  /// - Parameters:
  ///   - entries: The keys to add, in any order.
  ///   - bytes: The catalog, UTF-8 JSON.
  ///   - path: The path used in error locations.
  ///   - limits: Bounds on nesting depth, string length and the number of JSON values.
  /// - Throws: ``XCStringsError/syntax(_:)`` when `bytes` are not JSON;
  ///   ``XCStringsError/notAnObject(field:found:at:)`` when the top-level value or `strings`
  ///   is not an object; ``XCStringsError/missingStrings(at:)``; and
  ///   ``XCStringsError/keyExists(_:at:)`` when a key is already there or given twice. Each
  ///   carries its line and column.
  /// - Complexity: O(n + k log n) key comparisons for a sorted catalog of n keys and k new
  ///   keys, O(n + k·n) for one in no known order, plus O(n) bytes.
  public static func inserting(
    _ entries: [XCStringsNewEntry], into bytes: [UInt8], path: String,
    limits: InputLimits = .default
  ) throws(XCStringsError) -> [UInt8] {
    try plan(entries, into: bytes, path: path, limits: limits).applied(to: bytes)
  }

  // MARK: - Plan

  /// One splice: the bytes in `range` of the original are replaced with `bytes`.
  ///
  /// `range` is empty (a pure insertion) except for an empty `strings` object not written in
  /// Xcode's layout, whose whitespace is replaced.
  struct Edit: Hashable {
    var range: Range<Int>
    var bytes: [UInt8]
  }

  /// What ``inserting(_:into:path:limits:)`` does to the bytes.
  struct Plan {
    /// The order detected in the existing keys.
    var order: XCStringsKeyOrder
    /// The splices, in increasing, non-overlapping ranges.
    var edits: [Edit]

    /// `bytes` with every edit applied.
    func applied(to bytes: [UInt8]) -> [UInt8] {
      var output: [UInt8] = []
      output.reserveCapacity(bytes.count + edits.reduce(0) { $0 + $1.bytes.count })
      var offset = 0
      for edit in edits {
        output.append(contentsOf: bytes[offset..<edit.range.lowerBound])
        output.append(contentsOf: edit.bytes)
        offset = edit.range.upperBound
      }
      output.append(contentsOf: bytes[offset...])
      return output
    }
  }

  /// Finds `strings`, the existing keys and their order, and where each entry goes.
  static func plan(
    _ entries: [XCStringsNewEntry], into bytes: [UInt8], path: String,
    limits: InputLimits = .default
  ) throws(XCStringsError) -> Plan {
    let document: JSONDocument
    do {
      document = try JSONParser.parse(
        bytes, path: path, options: JSONParseOptions(limits: limits, collectsDiagnostics: false))
    } catch {
      throw .syntax(error)
    }
    let strings = try Strings(document)
    let keys = strings.object.members.map(\.key)
    let order = XCStringsKeyOrder.detect(keys)

    // Every new key must be new, and given once.
    var existing: [String: Int] = [:]
    for (position, key) in keys.enumerated() where existing[key] == nil {
      existing[key] = position
    }
    var seen: Set<String> = []
    for entry in entries {
      if let position = existing[entry.key] {
        let keyStart = document.nodes[strings.members[position]].keyRange?.lowerBound ?? 0
        throw .keyExists(entry.key, at: document.source.location(at: keyStart))
      }
      guard seen.insert(entry.key).inserted else {
        throw .keyExists(entry.key, at: document.source.location(at: strings.keyStart))
      }
    }

    // Group the entries by the gap they go into: gap g is before existing key g; gap n
    // (the key count) is after the last key.
    var gaps: [Int: [XCStringsNewEntry]] = [:]
    for entry in entries {
      gaps[gap(of: entry.key, in: keys, order: order), default: []].append(entry)
    }
    var edits: [Edit] = []
    edits.reserveCapacity(gaps.count)
    for gap in gaps.keys.sorted() {
      let group = gaps[gap, default: []].sorted { lhs, rhs in
        switch order.compare(lhs.key, rhs.key) {
        case .orderedAscending: return true
        case .orderedDescending: return false
        case .orderedSame: return lhs.key.utf8.lexicographicallyPrecedes(rhs.key.utf8)
        }
      }
      edits.append(edit(inserting: group, at: gap, in: strings, source: document))
    }
    return Plan(order: order, edits: edits)
  }

  /// The gap (0…keys.count) where `key` goes: before the first key that sorts after it.
  ///
  /// A binary search when the keys are sorted in `order`; a scan in file order otherwise.
  static func gap(of key: String, in keys: [String], order: XCStringsKeyOrder) -> Int {
    if order == .unknown {
      return keys.firstIndex { order.compare(key, $0) == .orderedAscending } ?? keys.count
    }
    var low = 0
    var high = keys.count
    while low < high {
      let middle = (low + high) / 2
      if order.compare(key, keys[middle]) == .orderedAscending {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }

  // MARK: - Splicing

  /// The catalog's `strings` object and where its parts are.
  private struct Strings {
    /// The parsed object.
    var object: JSONObject
    /// Its node index.
    var node: Int
    /// The node index of each member, in order.
    var members: [Int]
    /// Where the `"strings"` key starts.
    var keyStart: Int

    init(_ document: JSONDocument) throws(XCStringsError) {
      let source = document.source
      guard !document.nodes.isEmpty else { throw .missingStrings(at: source.location(at: 0)) }
      let rootStart = document.nodes[0].valueRange.lowerBound
      guard case .object(let top) = document.value else {
        throw .notAnObject(
          field: "the catalog", found: document.value.typeName,
          at: source.location(at: rootStart))
      }
      guard let position = top.lastIndex(of: "strings"),
        let node = document.childIndex(of: 0, position: position)
      else {
        throw .missingStrings(at: source.location(at: rootStart))
      }
      let value = top.members[position].value
      guard case .object(let object) = value else {
        throw .notAnObject(
          field: "'strings'", found: value.typeName,
          at: source.location(at: document.nodes[node].valueRange.lowerBound))
      }
      self.object = object
      self.node = node
      self.keyStart = document.nodes[node].keyRange?.lowerBound ?? rootStart
      var members: [Int] = []
      members.reserveCapacity(object.count)
      let end = node + 1 + document.nodes[node].descendantCount
      var child = node + 1
      while child < end {
        members.append(child)
        child += 1 + document.nodes[child].descendantCount
      }
      self.members = members
    }
  }

  private static let newline = UInt8(ascii: "\n")
  private static let space = UInt8(ascii: " ")
  private static let tab = UInt8(ascii: "\t")
  private static let comma = UInt8(ascii: ",")

  /// The splice that puts `group` into gap `gap` of `strings`.
  private static func edit(
    inserting group: [XCStringsNewEntry], at gap: Int, in strings: Strings,
    source document: JSONDocument
  ) -> Edit {
    let bytes = document.source.utf8
    let nodes = document.nodes
    // The indentation of the `"strings"` line, where `}` closes it.
    let outer = indentation(before: strings.keyStart, in: bytes) ?? [space, space]
    guard let first = strings.members.first else {
      // Empty: Xcode writes `{`, a blank line, the closing indentation, `}`.
      let indent = outer + [space, space]
      let entries = joined(group.map { indent + render($0, indent: indent) }, by: [comma, newline])
      let open = nodes[strings.node].valueRange.lowerBound
      let close = nodes[strings.node].valueRange.upperBound - 1
      let inside = bytes[(open + 1)..<close]
      if inside.count >= 2, inside.prefix(2).allSatisfy({ $0 == newline }),
        inside.dropFirst(2).allSatisfy({ $0 == space || $0 == tab })
      {
        return Edit(range: (open + 2)..<(open + 2), bytes: entries)
      }
      return Edit(range: (open + 1)..<close, bytes: [newline] + entries + [newline] + outer)
    }
    let firstKey = nodes[first].keyRange?.lowerBound ?? 0
    let indent = indentation(before: firstKey, in: bytes) ?? outer + [space, space]
    if gap < strings.members.count {
      // Before an existing key: the entries, each followed by a comma, a newline and the
      // indentation the existing key had.
      let at = nodes[strings.members[gap]].keyRange?.lowerBound ?? 0
      let following = indentation(before: at, in: bytes) ?? indent
      var text: [UInt8] = []
      for entry in group {
        text += render(entry, indent: indent)
        text += [comma, newline] + following
      }
      return Edit(range: at..<at, bytes: text)
    }
    // After the last key: a comma after its value, then each entry on its own lines.
    let at = nodes[strings.members[strings.members.count - 1]].valueRange.upperBound
    var text: [UInt8] = []
    for entry in group {
      text += [comma, newline] + indent
      text += render(entry, indent: indent)
    }
    return Edit(range: at..<at, bytes: text)
  }

  /// `"key" : {…}` in Xcode's style, every line after the first indented by `indent`
  /// (blank lines stay empty, as Xcode writes them); the first line is not indented.
  static func render(_ entry: XCStringsNewEntry, indent: [UInt8]) -> [UInt8] {
    let style = JSONWriter.PrettyStyle.xcode
    var output: [UInt8] = []
    JSONWriter.writeString(entry.key, escapesSlashes: style.escapesSlashes, into: &output)
    output += style.keySeparator.utf8
    var atLineStart = false
    for byte in JSONWriter.pretty(entry.jsonValue, style: style) {
      if atLineStart, byte != newline { output += indent }
      output.append(byte)
      atLineStart = byte == newline
    }
    return output
  }

  /// The spaces and tabs between the start of the line and `offset`, or `nil` when something
  /// else stands there.
  private static func indentation(before offset: Int, in bytes: [UInt8]) -> [UInt8]? {
    var start = offset
    while start > 0, bytes[start - 1] == space || bytes[start - 1] == tab { start -= 1 }
    guard start == 0 || bytes[start - 1] == newline || bytes[start - 1] == 0x0D else {
      return nil
    }
    return Array(bytes[start..<offset])
  }

  private static func joined(_ parts: [[UInt8]], by separator: [UInt8]) -> [UInt8] {
    var output: [UInt8] = []
    for (position, part) in parts.enumerated() {
      if position > 0 { output += separator }
      output += part
    }
    return output
  }
}
