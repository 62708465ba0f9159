extension StringsFile {
  /// A stable, line-oriented dump for tests and debugging.
  ///
  /// One line for the encoding, one block per entry (key, value, comment, each with its range
  /// printed as `@line:col-line:col`), then one line per diagnostic and its notes.
  public func debugDump() -> String {
    var lines = ["encoding \(encoding)"]
    for entry in entries {
      lines.append("entry \(range(entry.range))")
      lines.append("  key \(entry.key.debugDescription) \(range(entry.keyRange))")
      let valueRange = entry.valueRange.map(range) ?? "(key only)"
      lines.append("  value \(Self.render(entry.value)) \(valueRange)")
      if let comment = entry.comment, let commentRange = entry.commentRange {
        lines.append("  comment \(comment.debugDescription) \(range(commentRange))")
      }
    }
    lines.append("table \(table.count) keys")
    for diagnostic in diagnostics {
      let place = diagnostic.location.map { "@\($0.line):\($0.column)" } ?? "@-"
      lines.append("\(diagnostic.severity) \(place) \(diagnostic.id): \(diagnostic.message)")
      for note in diagnostic.notes {
        let notePlace = note.location.map { "@\($0.line):\($0.column)" } ?? "@-"
        lines.append("  note \(notePlace): \(note.message)")
      }
    }
    return lines.joined(separator: "\n") + "\n"
  }

  private func range(_ range: Range<Int>) -> String {
    let start = source.location(at: range.lowerBound)
    let end = source.location(at: range.upperBound)
    return "@\(start.line):\(start.column)-\(end.line):\(end.column)"
  }

  /// A plist value in OpenStep-like notation with Swift string escapes.
  static func render(_ value: PlistValue) -> String {
    switch value {
    case .string(let string): return string.debugDescription
    case .array(let items): return "(" + items.map(render).joined(separator: ", ") + ")"
    case .dictionary(let dictionary):
      let body = dictionary.map { "\($0.key.debugDescription) = \(render($0.value)); " }.joined()
      return "{ " + body + "}"
    case .data(let bytes):
      let digits = Array("0123456789abcdef")
      return "<" + String(bytes.flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 15)]] }) + ">"
    case .integer(let integer): return integer.description
    case .real(let real): return String(real)
    case .bool(let bool): return String(bool)
    case .date(let seconds): return "date(\(seconds))"
    case .uid(let uid): return "uid(\(uid))"
    }
  }
}
