/// Reports suspicious invisible characters: zero-width spaces, BIDI controls, a byte-order
/// mark inside text, and no-break spaces at either end.
struct InvisibleCharacterRule: LintRule {
  let id = "lint.invisible-character"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A string has a zero-width, BIDI-control or edge no-break space character."
  let rationale = """
    Invisible characters come in with copy and paste: a zero-width space breaks search and \
    equality, an embedding or override control (U+202A–U+202E, U+2066–U+2069) reorders the \
    rest of the line, including arguments, and a no-break space at an end escapes trimming. \
    Characters the base string has too are not reported; joiners (U+200C, U+200D) and \
    direction marks (U+200E, U+200F) are legitimate in many scripts and are left alone. \
    Not reported either, whatever the locale's name: a zero-width space next to Thai, Lao, \
    Myanmar or Khmer text (those scripts' word separator), a soft hyphen U+00AD (a \
    deliberate hyphenation hint), and a no-break space (U+00A0, U+202F) before ': ; ! ? »' \
    or after '«' (French typography).
    """
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"Reply\";\n"), strings("ar", "\"a\" = \"\u{200F}رد\";\n")),
      .passing(
        strings("en", "\"a\" = \"Downloading\";\n"),
        strings("km", "\"a\" = \"កំពុង\u{200B}ទាញ\";\n")),
      .passing(
        strings("en", "\"a\" = \"Note:\";\n"), strings("fr", "\"a\" = \"Note\u{00A0}:\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Reply\";\n"), strings("fr", "\"a\" = \"Rép↓\u{200B}ondre\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Reply\";\n"), strings("fr", "\"a\" = \"Répondre↓\u{00A0}\";\n")),
    ]
  }

  static func isSuspicious(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x200B, 0x2060, 0xFEFF, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    let base = unit.comparesWithBase ? unit.base : nil
    for pair in unit.pairs {
      let key = pair.entry.key
      let entry = pair.entry
      guard case .text(let text) = entry.value,
        text.withUTF8Bytes({ $0.contains(where: { $0 >= 0xC2 }) })
      else { continue }
      let baseText = base?[key]?.text ?? ""
      let source = unit.source(of: entry)
      var offset = 0
      let scalars = Array(text.unicodeScalars)
      for (index, scalar) in scalars.enumerated() {
        defer { offset += String(scalar).utf8.count }
        let atEdge = index == 0 || index == scalars.count - 1
        let edgeSpace = atEdge && ScriptContext.isNoBreakSpace(scalar)
        guard Self.isSuspicious(scalar) || edgeSpace else { continue }
        guard !baseText.unicodeScalars.contains(scalar) else { continue }
        if scalar == "\u{200B}" && ScriptContext.separatesWords(scalars, at: index) { continue }
        if edgeSpace && ScriptContext.isFrenchSpacing(scalars, at: index) { continue }
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let name = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        let what = edgeSpace ? "a no-break space (\(name)) at an end" : "the invisible \(name)"
        findings.add(
          self, "'\(key)' contains \(what)",
          at: entry.location(ofValueRange: offset..<offset + 1, in: source), key: key)
      }
    }
  }
}
