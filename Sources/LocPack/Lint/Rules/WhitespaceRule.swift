/// Reports a translation whose leading or trailing whitespace, or number of line breaks,
/// differs from the base string's.
struct WhitespaceRule: LintRule {
  let id = "lint.whitespace"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "Leading/trailing whitespace or the number of line breaks differs from the base."
  let rationale = """
    Code that concatenates strings relies on their edges ('Total: ' + amount), and layouts \
    rely on the line breaks a base string has. A translation that loses a trailing space \
    glues words together; one with an extra '\\n' breaks a one-line label.
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
    guard unit.comparesWithBase else { return }
    for pair in unit.pairs {
      let key = pair.entry.key
      let entry = pair.entry
      guard case .text(let text) = entry.value, !text.isEmpty,
        let baseEntry = pair.base, case .text(let baseText) = baseEntry.value
      else { continue }
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
      guard !problems.isEmpty else { continue }
      findings.add(
        self, "'\(key)' differs from the base in " + problems.joined(separator: " and "),
        at: entry.location, key: key,
        notes: [Diagnostic.Note("base string defined here", at: baseEntry.location)])
    }
  }

  /// The kind of whitespace at each end: "" (none), "space" or "newline".
  ///
  /// Looks only at the ends: the first and last scalars decide, and a run is walked only
  /// when there is one.
  static func edges(_ text: String) -> (leading: String, trailing: String) {
    let scalars = text.unicodeScalars
    guard let first = scalars.first, let last = scalars.last else { return ("", "") }
    var leading = ""
    if first.properties.isWhitespace {
      leading = "space"
      for scalar in scalars {
        guard scalar.properties.isWhitespace else { break }
        if scalar == "\n" || scalar == "\r" { leading = "newline" }
      }
    }
    var trailing = ""
    if last.properties.isWhitespace {
      trailing = "space"
      for scalar in scalars.reversed() {
        guard scalar.properties.isWhitespace else { break }
        if scalar == "\n" || scalar == "\r" { trailing = "newline" }
      }
    }
    return (leading, trailing)
  }

  static func lineBreaks(_ text: String) -> Int {
    var count = 0
    for byte in text.utf8 where byte == UInt8(ascii: "\n") { count += 1 }
    return count
  }
}
