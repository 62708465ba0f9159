/// Reports a translation whose format specifiers would crash the app or fail to format:
/// an object or pointer type changed (`%@` → `%d`, `%d` → `%s`), a surplus or reordered
/// non-positional specifier, a lone `%` in prose that reads an argument.
///
/// The same pass reports the cosmetic mismatches (``FormatCosmeticRule``) and mixed
/// positional and sequential specifiers (``FormatMixedPositionalRule``).
struct FormatCrashRule: LintRule {
  let id = "lint.format-crash"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A translation's format specifiers would crash the app or fail to format."
  let rationale = """
    String(format:) trusts the translation: a '%@' where the code passes a number, a '%s' \
    where it passes an object, or a specifier with no argument behind it reads garbage as a \
    pointer and crashes. A '%' in prose ('50% off') is a specifier too ('% o'). The finding \
    points at the specifier in the translation, with a note at the base's specifier.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"a\" = \"%@ sent %d photos\";\n"),
        strings("fr", "\"a\" = \"%1$@ a envoyé %2$d photos\";\n")),
      .triggering(
        strings("en", "\"a\" = \"%@ sent %d photos\";\n"),
        strings("fr", "\"a\" = \"%@ a envoyé ↓%@ photos\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Save 50%% now\";\n"),
        strings("fr", "\"a\" = \"Économisez 50↓% ou plus\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Hello %@\";\n"), strings("fr", "\"a\" = \"Bonjour %@ ↓%@\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.comparesWithBase else { return }
    let cosmetic = FormatCosmeticRule()
    let mixed = FormatMixedPositionalRule()
    let source = unit.documents.first?.source
    for pair in unit.pairs {
      let key = pair.entry.key
      let entry = pair.entry
      guard let baseEntry = pair.base else { continue }
      let baseText = baseEntry.renderedForms.first?.text ?? ""
      let forms = entry.renderedForms
      if !baseText.utf8.contains(UInt8(ascii: "%"))
        && !forms.contains(where: { $0.text.utf8.contains(UInt8(ascii: "%")) })
      {
        continue
      }
      let baseSkeleton = Self.skeleton(baseText)
      if forms.allSatisfy({ Self.skeleton($0.text) == baseSkeleton }) { continue }
      let baseFormat = FormatString.parse(baseText)
      let entrySource = entry.origin == .strings ? unit.source(of: entry) ?? source : nil
      let baseSource = baseEntry.origin == .strings ? unit.source(of: baseEntry) : nil
      for form in forms {
        let translation = FormatString.parse(form.text)
        let place: (Range<Int>?) -> SourceLocation? = { range in
          entry.origin == .strings
            ? entry.location(ofValueRange: range, in: entrySource)
            : entry.location(ofForm: form.label)
        }
        let isMixed = { (format: FormatString) in
          format.issues.contains { $0.kind == .mixedPositionalAndSequential }
        }
        if isMixed(translation), !isMixed(baseFormat) {
          let issue = translation.issues.first { $0.kind == .mixedPositionalAndSequential }
          findings.add(
            mixed, "'\(key)' mixes positional and sequential specifiers",
            at: place(issue?.range), key: key)
        }
        for mismatch in FormatString.compatibility(base: baseFormat, translation: translation)
          .mismatches
        {
          var notes: [Diagnostic.Note] = []
          if let range = mismatch.baseRange {
            let location =
              baseEntry.origin == .strings
              ? baseEntry.location(ofValueRange: range, in: baseSource) : baseEntry.location
            notes.append(Diagnostic.Note("base string defined here", at: location))
          } else {
            notes.append(Diagnostic.Note("base string defined here", at: baseEntry.location))
          }
          let label = form.label.isEmpty ? "" : " (\(form.label))"
          findings.add(
            mismatch.isCrash ? self as any LintRule : cosmetic,
            "'\(key)'\(label): \(mismatch.message)",
            at: place(mismatch.translationRange), key: key, notes: notes)
        }
        if form.label.isEmpty, translation.slots.count < baseFormat.slots.count,
          !translation.failsInFoundation
        {
          let shown = Set(translation.slots.map(\.index))
          let dropped = baseFormat.slots.map(\.index).filter { !shown.contains($0) }
          if let first = dropped.first {
            findings.add(
              cosmetic, "'\(key)': the translation does not show argument \(first) of the base",
              at: place(nil), key: key,
              notes: [Diagnostic.Note("base string defined here", at: baseEntry.location)])
          }
        }
      }
    }
  }

  /// The specifiers of a format, in order, as written (`%1$@`, `%ld`, `% o`), joined by NUL;
  /// sorted when every specifier is positional, since order then does not matter.
  ///
  /// Two strings with the same skeleton format their arguments alike, so the full
  /// comparison is skipped for them. One byte pass, no allocation for text without `%`.
  static func skeleton(_ text: String) -> [UInt8] {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    var tokens: [[UInt8]] = []
    var allPositional = true
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "%") {
        index += 2
        continue
      }
      var end = index + 1
      var positional = false
      while end < bytes.count {
        let byte = bytes[end]
        if byte == UInt8(ascii: "$") { positional = true }
        if byte == UInt8(ascii: "@") && end > index + 1 && bytes[end - 1] == UInt8(ascii: "#") {
          // `%#@name@`: through the closing `@`.
          end += 1
          while end < bytes.count, bytes[end] != UInt8(ascii: "@") { end += 1 }
          end += 1
          break
        }
        let isLength = "hlqLztj".utf8.contains(byte)
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        end += 1
        if (isLetter && !isLength) || byte == UInt8(ascii: "@") || byte >= 0x80 { break }
      }
      end = min(end, bytes.count)
      if !positional { allPositional = false }
      tokens.append(Array(bytes[index..<end]))
      index = end
    }
    if allPositional { tokens.sort { $0.lexicographicallyPrecedes($1) } }
    return Array(tokens.joined(separator: [0]))
  }
}
