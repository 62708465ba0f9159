/// Reports a translation whose format specifiers would crash the app or fail to format:
/// an object or pointer type changed (`%@` → `%d`, `%d` → `%s`), a surplus or reordered
/// non-positional specifier, a lone `%` in prose that reads an argument.
///
/// The same pass reports the cosmetic mismatches (``FormatCosmeticRule``) and mixed
/// positional and sequential specifiers (``FormatMixedPositionalRule``). Interface Builder and
/// `InfoPlist` tables are skipped (their strings are never formatted); an argument the base
/// itself reads as two types is reported once, on the base, and not compared in translations.
struct FormatCrashRule: LintRule {
  let id = "lint.format-crash"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A translation's format specifiers would crash the app or fail to format."
  let rationale = """
    String(format:) trusts the translation: a '%@' where the code passes a number, a '%s' \
    where it passes an object, or a specifier with no argument behind it reads garbage as a \
    pointer and crashes. A '%' in prose ('50% off') is a specifier too ('% o'). The finding \
    points at the specifier in the translation, with a note at the base's specifier; each \
    specifier is reported once, under its worst mismatch.

    Not flagged: tables generated from a storyboard or xib (keys like '8Gx-Ya-zhp.title', or \
    a storyboard or xib of the table's name in Base.lproj) and InfoPlist tables, which are \
    shown as written; '% @', which Foundation reads as '%@' (the space flag does nothing to \
    an object); a form of a .stringsdict rule that leaves out an argument ('%2$@' alone \
    still shows argument 2, whose type is still compared). When the base reads one argument \
    as two types ('%1$@' and '%1$d'), that is reported once on the base \
    (under this rule, or lint.format-cosmetic when no object or pointer is involved) and the \
    argument is not compared in translations. A push key's '%n$@' that reads an argument its \
    payloads send ('--payloads', or the templates.json of 'optimize --input messages', whose \
    'loc-args' list more than the base string reads): a plural form in one language may show \
    the count where the source's form does not.
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
      .passing(strings("en", "\"a\" = \"From %@\";\n"), strings("de", "\"a\" = \"Von % @\";\n")),
      .passing(
        strings("en", "\"8Gx-Ya-zhp.text\" = \"Snaps at 50%\";\n", table: "Main"),
        strings("de", "\"8Gx-Ya-zhp.text\" = \"Rastet bei 50 % ein\";\n", table: "Main")),
      .triggering(
        strings("en", "\"a\" = \"%1$@ or ↓%1$d\";\n"), strings("fr", "\"a\" = \"%1$@ ou %1$d\";\n")),
    ]
  }

  /// Whether a surplus `%@` reads an argument the push payloads send with the key: its
  /// `loc-args` hold more strings than the base string reads.
  static func sentByPush(
    _ mismatch: FormatMismatch, key: String, translation: FormatString, unit: LintUnit
  ) -> Bool {
    guard mismatch.kind == .surplusArgument, let index = mismatch.argumentIndex,
      let sent = unit.context.pushArgumentCounts[key], index <= sent,
      let range = mismatch.translationRange
    else { return false }
    return translation.text(of: range).hasSuffix("@")
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    guard unit.table.kind == .code else { return }
    if unit.isBase {
      checkBase(unit, into: &findings)
      return
    }
    guard unit.comparesWithBase else { return }
    let cosmetic = FormatCosmeticRule()
    let mixed = FormatMixedPositionalRule()
    let source = unit.documents.first?.source
    for pair in unit.pairs {
      let key = pair.entry.key
      let entry = pair.entry
      guard let baseEntry = pair.base, !LintTable.isInterfaceBuilderKey(key) else { continue }
      // Two plain texts, told apart without building forms: most have no specifier, or the
      // base's in the base's order.
      if case .text(let text) = entry.value, case .text(let baseText) = baseEntry.value,
        (!text.containsUTF8Byte(UInt8(ascii: "%"))
          && !baseText.containsUTF8Byte(UInt8(ascii: "%")))
          || Self.hasSameSpecifiers(text, baseText)
      {
        continue
      }
      let baseText = baseEntry.renderedForms.first?.text ?? ""
      let forms = entry.renderedForms
      if !baseText.utf8.contains(UInt8(ascii: "%"))
        && !forms.contains(where: { $0.text.utf8.contains(UInt8(ascii: "%")) })
      {
        continue
      }
      if forms.allSatisfy({ Self.hasSameSpecifiers($0.text, baseText) }) { continue }
      let baseSkeleton = Self.skeleton(baseText)
      if forms.allSatisfy({ Self.skeleton($0.text) == baseSkeleton }) { continue }
      let baseFormat = FormatString.parse(baseText)
      // Arguments the base itself reads as two types are reported once, on the base.
      let unsettled = Set(Self.conflicts(of: baseEntry).map(\.argumentIndex))
      var gapsFilled = false
      if case .stringsDict = entry.value { gapsFilled = true }
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
        let mismatches = FormatString.compatibility(
          base: baseFormat, translation: translation, gapsFilled: gapsFilled
        ).mismatches
        for mismatch in Self.onePerSpecifier(mismatches) {
          if let index = mismatch.argumentIndex, unsettled.contains(index) { continue }
          if Self.sentByPush(mismatch, key: key, translation: translation, unit: unit) { continue }
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
          let dropped = baseFormat.slots.map(\.index).filter {
            !shown.contains($0) && !unsettled.contains($0)
          }
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

  /// Reports, once per key, an argument the base itself reads as two types: as an error
  /// when an object or pointer is involved, else under ``FormatCosmeticRule``.
  private func checkBase(_ unit: LintUnit, into findings: inout LintFindings) {
    let cosmetic = FormatCosmeticRule()
    for pair in unit.pairs where !LintTable.isInterfaceBuilderKey(pair.entry.key) {
      let entry = pair.entry
      guard let conflict = Self.conflicts(of: entry).first else { continue }
      let location =
        entry.origin == .strings
        ? entry.location(ofValueRange: conflict.range, in: unit.source(of: entry))
        : entry.location(ofForm: conflict.label)
      findings.add(
        conflict.isCrash ? self as any LintRule : cosmetic,
        "'\(entry.key)': the base reads argument \(conflict.argumentIndex) as "
          + "\(conflict.first.name) and as \(conflict.other.name); translations are not "
          + "checked against it",
        at: location, key: entry.key)
    }
  }

  /// An argument one entry reads as two types (storage differs) in one of its forms.
  struct Conflict {
    var argumentIndex: Int
    var first: ArgumentType
    var other: ArgumentType
    var isCrash: Bool
    var label: String
    var range: Range<Int>
  }

  /// The arguments an entry reads as two types, each once, in argument order.
  static func conflicts(of entry: LintEntry) -> [Conflict] {
    var found: [Int: Conflict] = [:]
    for form in entry.renderedForms where form.text.utf8.contains(UInt8(ascii: "%")) {
      let format = FormatString.parse(form.text)
      for slot in format.slots where found[slot.index] == nil {
        guard let first = slot.uses.first,
          let other = slot.uses.first(where: { $0.type.storage != first.type.storage })
        else { continue }
        found[slot.index] = Conflict(
          argumentIndex: slot.index, first: first.type, other: other.type,
          isCrash: first.type.isPointerLike || other.type.isPointerLike, label: form.label,
          range: format.specifiers[other.specifier].range)
      }
    }
    return found.keys.sorted().compactMap { found[$0] }
  }

  /// Keeps one mismatch per specifier of the translation: the first crash, else the first.
  static func onePerSpecifier(_ mismatches: [FormatMismatch]) -> [FormatMismatch] {
    var kept: [FormatMismatch] = []
    var byRange: [Range<Int>: Int] = [:]
    for mismatch in mismatches {
      guard let range = mismatch.translationRange else {
        kept.append(mismatch)
        continue
      }
      if let index = byRange[range] {
        if mismatch.isCrash, !kept[index].isCrash { kept[index] = mismatch }
        continue
      }
      byRange[range] = kept.count
      kept.append(mismatch)
    }
    return kept
  }

  /// The specifiers of a format, in order, as written (`%1$@`, `%ld`, `% o`), joined by NUL;
  /// sorted when every specifier is positional, since order then does not matter.
  ///
  /// Two strings with the same skeleton format their arguments alike, so the full
  /// comparison is skipped for them. One byte pass, no allocation for text without `%`.
  static func skeleton(_ text: String) -> [UInt8] {
    guard text.utf8.contains(UInt8(ascii: "%")) else { return [] }
    let bytes = Array(text.utf8)
    return bytes.withUnsafeBufferPointer { buffer in
      var tokens: [[UInt8]] = []
      var allPositional = true
      var index = 0
      while let token = specifierToken(in: buffer, from: index) {
        if !token.isPositional { allPositional = false }
        tokens.append(Array(buffer[token.range]))
        index = token.range.upperBound
      }
      if allPositional { tokens.sort { $0.lexicographicallyPrecedes($1) } }
      return Array(tokens.joined(separator: [0]))
    }
  }

  /// Whether two texts have the same specifier tokens in the same order, so the same
  /// ``skeleton(_:)``: told without allocating, as most translations keep the base's order.
  static func hasSameSpecifiers(_ lhs: String, _ rhs: String) -> Bool {
    var lhs = lhs
    var rhs = rhs
    return lhs.withUTF8 { a in
      rhs.withUTF8 { b in
        var (i, j) = (0, 0)
        while true {
          let x = specifierToken(in: a, from: i)
          let y = specifierToken(in: b, from: j)
          guard let x, let y else { return x == nil && y == nil }
          guard a[x.range].elementsEqual(b[y.range]) else { return false }
          (i, j) = (x.range.upperBound, y.range.upperBound)
        }
      }
    }
  }

  /// The first specifier token at or after `start` as ``skeleton(_:)`` cuts them (`%%` is
  /// skipped; `%#@name@` runs through its closing `@`), and whether it has a `$`.
  static func specifierToken(in bytes: UnsafeBufferPointer<UInt8>, from start: Int)
    -> (range: Range<Int>, isPositional: Bool)?
  {
    var index = start
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
        let isLength =
          byte == UInt8(ascii: "h") || byte == UInt8(ascii: "l") || byte == UInt8(ascii: "q")
          || byte == UInt8(ascii: "L") || byte == UInt8(ascii: "z") || byte == UInt8(ascii: "t")
          || byte == UInt8(ascii: "j")
        let isLetter = (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        end += 1
        if (isLetter && !isLength) || byte == UInt8(ascii: "@") || byte >= 0x80 { break }
      }
      return (index..<min(end, bytes.count), positional)
    }
    return nil
  }
}
