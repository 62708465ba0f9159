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
    guard unit.comparesWithBase, let base = unit.base else { return }
    for key in unit.locale.keys {
      guard let entry = unit.locale[key], case .text(let text) = entry.value, !text.isEmpty,
        let baseEntry = base[key], case .text(let baseText) = baseEntry.value
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

  /// The whitespace at each end, as written.
  static func edges(_ text: String) -> (leading: String, trailing: String) {
    let scalars = Array(text.unicodeScalars)
    var start = 0
    while start < scalars.count, scalars[start].properties.isWhitespace { start += 1 }
    var end = scalars.count
    while end > start, scalars[end - 1].properties.isWhitespace { end -= 1 }
    var leading = String.UnicodeScalarView()
    leading.append(contentsOf: scalars[0..<start])
    var trailing = String.UnicodeScalarView()
    trailing.append(contentsOf: scalars[end...])
    // Compare kinds, not exact runs: a space and a no-break space both separate words.
    return (Self.kind(String(leading)), Self.kind(String(trailing)))
  }

  static func kind(_ run: String) -> String {
    if run.isEmpty { return "" }
    return run.unicodeScalars.contains { $0 == "\n" || $0 == "\r" } ? "newline" : "space"
  }

  static func lineBreaks(_ text: String) -> Int {
    text.utf8.reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
  }
}
