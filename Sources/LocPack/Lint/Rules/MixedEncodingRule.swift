/// Reports a `.strings` file stored in another encoding than the base localization's file of
/// the same table.
///
/// Invalid bytes (`strings.invalid-utf8`) and BOM-less UTF-16 (`strings.utf16-without-bom`,
/// an error: Foundation cannot read it) are reported by the reader.
struct MixedEncodingRule: LintRule {
  let id = "lint.mixed-encoding"
  let defaultSeverity = Diagnostic.Severity.info
  let summary = "A table's files use different encodings across localizations."
  let rationale = """
    Foundation reads UTF-8 and UTF-16 with a byte-order mark alike, so mixed encodings work, \
    but tools that diff, merge or grep the files treat them differently, and a UTF-16 file \
    edited as UTF-8 loses its BOM and becomes unreadable. Invalid bytes and BOM-less UTF-16 \
    are errors reported by the reader (strings.invalid-utf8, strings.utf16-without-bom).
    """
  let readerIDs = ["strings.invalid-utf8", "strings.utf16-without-bom"]
  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"a\" = \"A\";\n"), strings("fr", "\"a\" = \"À\";\n")),
      .triggering(
        strings("en", "\"a\" = \"A\";\n"), strings("fr", "↓\u{FEFF}\"a\" = \"À\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase, let base = unit.base else { return }
    let baseFormats = base.documents.map { unit.table.documents[$0] }.filter { $0.kind == .strings }
    guard let baseFormat = baseFormats.first?.format, case .text = baseFormat else { return }
    for document in unit.documents where document.kind == .strings {
      guard case .text(let encoding) = document.format, document.format != baseFormat else {
        continue
      }
      // BOM-less UTF-16 is already an error of its own (strings.utf16-without-bom).
      if case .utf16LE(bom: false) = encoding { continue }
      if case .utf16BE(bom: false) = encoding { continue }
      findings.add(
        self,
        "'\(document.path.lastComponents)' is \(document.format.description) where the base is "
          + "\(baseFormat.description)",
        at: SourceLocation(path: document.path, line: 1, column: 1, offset: 0))
    }
  }
}
