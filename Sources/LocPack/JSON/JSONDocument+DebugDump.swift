extension JSONDocument {
  /// A stable text dump of every value with its range, one line each, for tests and debugging.
  ///
  /// Each line is indented two spaces per level and reads `key: type @line:col-line:col`
  /// (array elements use `[index]`); scalars add their compact JSON text. Empty when the
  /// document was parsed without ranges.
  public func debugDump() -> String {
    guard !nodes.isEmpty else { return "" }
    var lines: [String] = []
    dump(value, node: 0, label: "$", level: 0, into: &lines)
    return lines.joined(separator: "\n")
  }

  private func dump(
    _ value: JSONValue, node: Int, label: String, level: Int, into lines: inout [String]
  ) {
    guard node < nodes.count else { return }
    let range = nodes[node].valueRange
    let start = source.location(at: range.lowerBound)
    let end = source.location(at: range.upperBound)
    var line = String(repeating: "  ", count: level) + "\(label): \(value.typeName)"
    line += " @\(start.line):\(start.column)-\(end.line):\(end.column)"
    switch value {
    case .array(let elements):
      lines.append(line)
      for (position, element) in elements.enumerated() {
        guard let child = childIndex(of: node, position: position) else { continue }
        dump(element, node: child, label: "[\(position)]", level: level + 1, into: &lines)
      }
    case .object(let object):
      lines.append(line)
      for (position, member) in object.members.enumerated() {
        guard let child = childIndex(of: node, position: position) else { continue }
        dump(member.value, node: child, label: member.key, level: level + 1, into: &lines)
      }
    default:
      lines.append(line + " " + JSONWriter.compactString(value))
    }
  }
}
