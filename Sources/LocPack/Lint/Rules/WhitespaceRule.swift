/// Reports a translation whose leading or trailing whitespace, or number of line breaks,
/// differs from the base string's.
struct WhitespaceRule: LintRule {
  let id = "lint.whitespace"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "Leading/trailing whitespace or the number of line breaks differs from the base."
  let rationale = """
    Code that concatenates strings relies on their edges ('Total: ' + amount), and layouts \
    rely on the line breaks a base string has. A translation that loses a trailing space \
    glues words together; one with an extra '\\n' breaks a one-line label. A no-break \
    space before ': ; ! ? »' or after '«' is French typography, not an edge: '\\u00A0:' \
    for ':' is not reported.
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"Total: \";\n"), strings("fr", "\"a\" = \"Total : \";\n")),
      .triggering(
        strings("en", "\"a\" = \"Total: \";\n"), strings("fr", "↓\"a\" = \"Total :\";\n")),
      .triggering(
        strings("en", "\"a\" = \"One\\nTwo\";\n"), strings("fr", "↓\"a\" = \"Un deux\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    unit.forEachTranslatedText { entry, text, baseEntry in
      guard !text.isEmpty, case .text(let baseText) = baseEntry.value else { return }
      let edges = Self.edges(text)
      let baseEdges = Self.edges(baseText)
      var problems: [String] = []
      if edges.leading != baseEdges.leading { problems.append("leading whitespace") }
      if edges.trailing != baseEdges.trailing { problems.append("trailing whitespace") }
      let breaks = Self.lineBreaks(text)
      let baseBreaks = Self.lineBreaks(baseText)
      if breaks != baseBreaks {
        problems.append("\(breaks) line breaks where the base has \(baseBreaks)")
      }
      guard !problems.isEmpty else { return }
      findings.add(
        self, "'\(entry.key)' differs from the base in " + problems.joined(separator: " and "),
        at: entry.location, key: entry.key,
        notes: [Diagnostic.Note("base string defined here", at: baseEntry.location)])
    }
  }

  /// The kind of whitespace at each end: "" (none), "space" or "newline".
  ///
  /// Looks only at the ends: the first and last scalars decide, and a run is walked only
  /// when there is one.
  /// A no-break space of French typography (`\u{00A0}:`) does not count as whitespace.
  static func edges(_ text: String) -> (leading: String, trailing: String) {
    // An ASCII first and last byte that are not white space: no edges, told without decoding.
    if let first = text.utf8.first, let last = text.utf8.last, first < 0x80, last < 0x80,
      !isASCIIWhitespace(first), !isASCIIWhitespace(last)
    {
      return ("", "")
    }
    guard let first = text.unicodeScalars.first, let last = text.unicodeScalars.last,
      first.properties.isWhitespace || last.properties.isWhitespace
    else { return ("", "") }
    let scalars = Array(text.unicodeScalars)
    func isEdgeSpace(_ index: Int) -> Bool {
      scalars[index].properties.isWhitespace
        && !ScriptContext.isFrenchSpacing(scalars, at: index)
    }
    var leading = ""
    var index = 0
    while index < scalars.count, isEdgeSpace(index) {
      if leading.isEmpty { leading = "space" }
      if scalars[index] == "\n" || scalars[index] == "\r" { leading = "newline" }
      index += 1
    }
    var trailing = ""
    index = scalars.count - 1
    while index >= 0, isEdgeSpace(index) {
      if trailing.isEmpty { trailing = "space" }
      if scalars[index] == "\n" || scalars[index] == "\r" { trailing = "newline" }
      index -= 1
    }
    return (leading, trailing)
  }

  static func lineBreaks(_ text: String) -> Int {
    text.withUTF8Bytes { bytes in
      bytes.reduce(0) { $0 &+ ($1 == UInt8(ascii: "\n") ? 1 : 0) }
    }
  }

  /// Whether an ASCII byte is Unicode white space (tab, line feed, vertical tab, form feed,
  /// carriage return, space).
  static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
  }
}
