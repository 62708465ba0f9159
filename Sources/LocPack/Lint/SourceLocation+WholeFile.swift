extension SourceLocation {
  /// A location naming a file but no place in it, for findings in files read without line
  /// numbers (binary property lists).
  ///
  /// Its `line` and `column` are 0; reporters show the path alone (`path: warning: …`) and
  /// leave line and column out.
  public static func wholeFile(_ path: String) -> SourceLocation {
    SourceLocation(path: path, line: 0, column: 0, offset: 0)
  }

  /// Whether the location names a file only (see ``wholeFile(_:)``).
  public var isWholeFile: Bool { line < 1 }

  /// `path:line:column`, or the path alone for a whole-file location.
  var reportDescription: String { isWholeFile ? path : description }
}

extension Diagnostic {
  /// ``description`` with whole-file locations shown as the path alone.
  var reportDescription: String {
    func line(_ location: SourceLocation?, _ label: String, _ text: String) -> String {
      let text = TerminalText.sanitize(text)
      guard let location else { return "\(label): \(text)" }
      return "\(TerminalText.sanitize(location.reportDescription)): \(label): \(text)"
    }
    var lines = [line(location, severity.rawValue, message + " [\(id)]")]
    for note in notes { lines.append(line(note.location, "note", note.message)) }
    return lines.joined(separator: "\n")
  }
}

extension Diagnostic.Note {
  /// `path:line:column: ` (or `path: ` for a whole file), empty without a location.
  var placePrefix: String {
    guard let location else { return "" }
    return location.reportDescription + ": "
  }
}
