/// Reports a format specifier whose width or precision is over ``FormatWidthRule/maxAmount``.
struct FormatWidthRule: LintRule {
  let id = "lint.format-width"
  let defaultSeverity = Diagnostic.Severity.error
  let summary = "A specifier's width or precision is over 1,000 (the text grows to that size)."
  let rationale = """
    Foundation pads a formatted value to its width and writes a number to its precision: \
    '%99999999d' makes a string of 100 million characters each time the text is shown, and a \
    push notification or a label with it exhausts the app's memory. No text a person reads \
    needs a width or a precision over 1,000, so one is a typo or an attack, in any table, \
    the base included. locpack's own expander never pads (it shows such a specifier as \
    written); the device does.
    """
  /// The largest width or precision allowed.
  static let maxAmount = 1000

  var examples: [RuleExample] {
    [
      .passing(strings("en", "\"A\" = \"%5d items, %.2f km, %@\";\n")),
      .triggering(strings("en", "\"A\" = \"Total: ↓%99999999d\";\n")),
      .triggering(strings("en", "\"A\" = \"Pi: ↓%.1000000f\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    for pair in unit.pairs {
      let entry = pair.entry
      if case .text(let text) = entry.value, !Self.hasLongNumber(text) { continue }
      for form in entry.renderedForms
      where form.text.utf8.contains(UInt8(ascii: "%")) && Self.hasLongNumber(form.text) {
        let format = FormatString.parse(form.text)
        for specifier in format.specifiers {
          let width = Self.amount(specifier.width)
          let precision = Self.amount(specifier.precision)
          guard max(width, precision) > Self.maxAmount else { continue }
          let location =
            entry.origin == .strings
            ? entry.location(ofValueRange: specifier.range, in: unit.source(of: entry))
            : entry.location(ofForm: form.label)
          let what = width >= precision ? "width \(width)" : "precision \(precision)"
          findings.add(
            self,
            "'\(format.text(of: specifier.range))' in '\(entry.key)' has a \(what): the "
              + "device makes a text that long each time it formats it",
            at: location, key: entry.key)
        }
      }
    }
  }

  /// Whether `text` has a run of four or more ASCII digits, which any width or precision
  /// over ``maxAmount`` needs: texts without one are not parsed.
  static func hasLongNumber(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      var run = 0
      for byte in bytes {
        if byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") {
          run += 1
          if run == 4 { return true }
        } else {
          run = 0
        }
      }
      return false
    }
  }

  /// A literal width or precision, 0 for none or one read from an argument.
  static func amount(_ amount: FormatSpecifier.Amount) -> Int {
    if case .literal(let value) = amount { return value }
    return 0
  }
}
