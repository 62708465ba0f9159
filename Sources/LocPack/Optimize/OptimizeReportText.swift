/// The terminal report of `locpack optimize`: totals, a table of templates with a bar chart
/// of the bytes each saves, the templates left literal, and the keys that must ship first.
///
/// Template formats and keys come from the input, so every cell is cut to one line and its
/// terminal-active scalars are shown as visible stand-ins (``TerminalSanitizer``).
///
/// ```swift
/// print(OptimizeReportText.render(result.report, input: "pushes.jsonl",
///                                 table: "en.lproj/Localizable.strings", written: [],
///                                 dryRun: true), terminator: "")
/// ```
public enum OptimizeReportText {
  /// How many templates left literal are listed.
  static let literalShown = 5
  /// How many rewritten templates are listed.
  static let templatesShown = 20
  /// How many line numbers a row lists.
  static let linesShown = 5

  /// The first line numbers of `listed` after a colon (`: line 7`, `: lines 7, 12, …`), or
  /// nothing when there are none; `count` is how many there are in all.
  static func lines(_ listed: [Int], count: Int) -> String {
    guard count > 0, !listed.isEmpty else { return "" }
    let shown = listed.prefix(linesShown).map(String.init).joined(separator: ", ")
    return (count == 1 ? ": line " : ": lines ") + shown + (count > linesShown ? ", …" : "")
  }

  /// The report of one run, ending in a newline.
  ///
  /// - Parameters:
  ///   - report: The run's figures.
  ///   - input: How the input is named (`<stdin>` for standard input).
  ///   - table: How the tables the new keys went into are named.
  ///   - written: The files written, in the order they are listed.
  ///   - dryRun: Whether the run wrote nothing on purpose.
  ///   - templateFile: Whether the input was a file of server templates (`--input
  ///     templates`): then one row per template with its key.
  ///   - preview: A command that shows a rewritten payload in every localization, printed
  ///     last.
  public static func render(
    _ report: OptimizeReport, input: String, table: String, written: [String], dryRun: Bool,
    templateFile: Bool = false, preview: String? = nil
  ) -> String {
    if templateFile {
      return renderTemplateFile(
        report, input: input, table: table, written: written, dryRun: dryRun)
    }
    var out = "Optimized \(input) (mode \(report.mode.rawValue))\n\n"
    let saved = report.bytesBefore - report.bytesAfter
    out += row(
      "Payloads",
      "\(report.payloads): \(report.rewritten) rewritten, "
        + "\(report.passedThrough) passed through, \(report.invalidLines) invalid")
    out += row(
      "Bytes",
      "\(group(report.bytesBefore)) → \(group(report.bytesAfter)), saved "
        + "\(group(saved)) (\(percent(report.savedRatio)))")
    out += row(
      "Size p50/p95/max", "\(sizes(report.sizesBefore)) → \(sizes(report.sizesAfter)) bytes")
    out += row(
      "Over \(report.limit) bytes",
      "\(report.overLimitBefore) → \(report.overLimitAfter)"
        + lines(report.overLimitAfterLines, count: report.overLimitAfter))
    if report.keptLiteralOverLimit > 0 {
      out += row(
        "Kept literal",
        "\(report.keptLiteralOverLimit) to stay under \(report.limit) bytes"
          + lines(report.keptLiteralOverLimitLines, count: report.keptLiteralOverLimit))
    }
    out += row(
      "Round trip",
      "\(report.roundtripChecked) checked, "
        + "\(report.roundtripMismatches) mismatched")
    out += localizations(report)
    if !report.messages.isEmpty {
      let merged = report.messages.count { $0.localizations.count > 1 }
      let apart = report.messages.count { !$0.problems.isEmpty }
      out += row(
        "Messages",
        "\(merged) in several languages under one key, \(apart) with templates kept apart "
          + "(report.json)")
    }
    out += "\n"

    if report.templates.isEmpty {
      out += "No template was rewritten.\n"
    } else {
      out += "Templates rewritten (\(report.templates.count))\n"
      let keyWidth = max(3, report.templates.map { clip($0.key, 64).count }.max() ?? 3)
      let barWidth = 20
      let top = report.templates.map { abs($0.bytesSaved) }.max() ?? 1
      out +=
        "  " + pad("KEY", keyWidth) + "  " + left("COUNT", 6) + "  " + left("SAVED", 8)
        + "  " + pad("", barWidth) + "  FORMAT\n"
      for template in report.templates.prefix(templatesShown) {
        let cells = top == 0 ? 0 : (abs(template.bytesSaved) * barWidth + top - 1) / top
        out +=
          "  " + pad(clip(template.key, 64), keyWidth) + "  " + left(String(template.count), 6)
          + "  " + left(group(template.bytesSaved), 8) + "  "
          + pad(String(repeating: "█", count: cells), barWidth) + "  "
          + clip(template.format, 40) + "\n"
      }
      if report.templates.count > templatesShown {
        out += "  … and \(report.templates.count - templatesShown) more (report.json)\n"
      }
    }
    if !report.literalTemplates.isEmpty {
      let cost = report.literalTemplates.reduce(0) { $0 + $1.bytesCost }
      out +=
        "\nTemplates left literal (\(report.literalTemplates.count)): rewriting them "
        + "would add \(group(cost)) bytes\n"
      for template in report.literalTemplates.prefix(literalShown) {
        out +=
          "  " + left(String(template.count), 6) + "  +" + group(template.bytesCost)
          + " bytes  " + clip(template.format, 48) + "\n"
      }
      if report.literalTemplates.count > literalShown {
        out += "  … and \(report.literalTemplates.count - literalShown) more (report.json)\n"
      }
    }

    out += footer(report, table: table, written: written, dryRun: dryRun)
    if let preview { out += "\nWhat phones show, in every localization:\n  \(preview)\n" }
    return out
  }

  /// One row per localization: what its phones were checked for.
  static func localizations(_ report: OptimizeReport) -> String {
    guard !report.localizations.isEmpty else { return "" }
    var out = row(
      "Localizations",
      "\(report.localizations.count), each checked for every rewritten payload: no raw key")
    let nameWidth = max(12, report.localizations.map { clip($0.localization, 24).count }.max() ?? 0)
    out +=
      "  " + pad("LOCALIZATION", nameWidth) + "  " + left("PAYLOADS", 8) + "  "
      + left("TEXTS IN ITS LANGUAGE", 21) + "  " + left("TEXTS AS SENT", 13) + "\n"
    for localization in report.localizations {
      out +=
        "  " + pad(clip(localization.localization, 24), nameWidth) + "  "
        + left(String(localization.payloadsChecked), 8) + "  "
        + left(String(localization.ownFields), 21) + "  "
        + left(String(localization.sameTextFields), 13) + "\n"
    }
    return out
  }

  /// The report of a server template file: one row per template with its key.
  static func renderTemplateFile(
    _ report: OptimizeReport, input: String, table: String, written: [String], dryRun: Bool
  ) -> String {
    var out =
      "Converted \(input): \(report.templates.count) templates, "
      + "\(report.newKeys.count) new keys, "
      + "\(report.templates.count { $0.reused }) keys already in the table\n"
    out +=
      "Round trip: \(report.roundtripChecked) checked, "
      + "\(report.roundtripMismatches) mismatched\n\n"
    let keyWidth = max(3, report.templates.map { clip($0.key, 64).count }.max() ?? 3)
    out += "  " + pad("KEY", keyWidth) + "  FORMAT\n"
    for template in report.templates.prefix(templatesShown) {
      out += "  " + pad(clip(template.key, 64), keyWidth) + "  " + clip(template.format, 48) + "\n"
    }
    if report.templates.count > templatesShown {
      out += "  … and \(report.templates.count - templatesShown) more (templates.json)\n"
    }
    out += footer(report, table: table, written: written, dryRun: dryRun)
    return out
  }

  /// The keys to ship first and what was written.
  static func footer(_ report: OptimizeReport, table: String, written: [String], dryRun: Bool)
    -> String
  {
    var out = "\n"
    if report.newKeys.isEmpty {
      out += "No new keys.\n"
    } else {
      out += "\(report.newKeys.count) new keys \(dryRun ? "would go" : "went") into \(table).\n"
      out +=
        "Ship them in an app release BEFORE the server sends them:\n"
        + "app versions without a key show the raw key instead of the text.\n"
    }
    if dryRun {
      out += "Dry run: nothing was written.\n"
    } else if written.isEmpty {
      out += "Nothing was written (no --out, no new keys).\n"
    } else {
      out += "Wrote:\n" + written.map { "  \($0)\n" }.joined()
    }
    return out
  }

  // MARK: - Cells

  static func row(_ label: String, _ value: String) -> String {
    pad(label, 18) + value + "\n"
  }

  static func sizes(_ sizes: OptimizeReport.Sizes) -> String {
    "\(sizes.p50)/\(sizes.p95)/\(sizes.max)"
  }

  static func percent(_ ratio: Double) -> String {
    let tenths = Int((ratio * 1000).rounded())
    let sign = tenths < 0 ? "-" : ""
    return sign + "\(abs(tenths) / 10).\(abs(tenths) % 10)%"
  }

  /// An integer with commas between groups of three digits: `1234567` → `1,234,567`,
  /// `-1000` → `-1,000`.
  public static func group(_ value: Int) -> String {
    let digits = Array(String(abs(value)))
    var out = ""
    for (index, digit) in digits.enumerated() {
      if index > 0, (digits.count - index) % 3 == 0 { out.append(",") }
      out.append(digit)
    }
    return (value < 0 ? "-" : "") + out
  }

  static func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
  }

  static func left(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : String(repeating: " ", count: width - text.count) + text
  }

  /// The text on one line, at most `width` characters, with every terminal-active scalar
  /// (escape sequences, bidirectional overrides) shown as a visible stand-in.
  static func clip(_ text: String, _ width: Int) -> String {
    let flat = TerminalSanitizer.sanitize(text).map { $0.isNewline ? " " : String($0) }.joined()
    return flat.count <= width ? flat : String(flat.prefix(width - 1)) + "…"
  }
}
