/// The other inputs of the optimizer: plain alert texts and server template files.
extension Optimizer {
  /// Plain alert texts, one per line, as minimal payloads `{"aps":{"alert":"…"}}`.
  ///
  /// The result goes through ``optimize(_:path:table:)``. Blank lines stay blank and line
  /// terminators stay as they were. Invalid UTF-8 becomes U+FFFD.
  public static func payloads(fromTextLines input: [UInt8]) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(input.count + input.count / 2)
    var position = 0
    for line in JSONLines(input) {
      out.append(contentsOf: input[position..<line.range.lowerBound])
      if !line.isBlank {
        out.append(contentsOf: Array(#"{"aps":{"alert":"#.utf8))
        JSONWriter.writeString(
          String(decoding: input[line.range], as: UTF8.self), escapesSlashes: false, into: &out)
        out.append(contentsOf: Array("}}".utf8))
      } else {
        out.append(contentsOf: input[line.range])
      }
      position = line.range.upperBound
    }
    out.append(contentsOf: input[position..<input.count])
    return out
  }

  /// Converts a server template file (one template per line, see ``ServerTemplate``) into
  /// table entries directly, without mining: each distinct template gets a key (the table's
  /// key when the format is already a value there) and, when new, an entry.
  ///
  /// The result has no payloads; its report lists every template with its placeholders.
  /// Each format is read back from the table as written and expanded with the placeholders
  /// as arguments to check that it gives back the template line.
  public func convertTemplates(_ input: [UInt8], path: String, table: StringsEditor) -> Result {
    var report = OptimizeReport()
    report.mode = options.mode
    report.limit = options.limit
    var diagnostics: [Diagnostic] = []
    var seen = Set<String>()
    var parsed: [(ServerTemplate, line: Int)] = []
    for line in JSONLines(input) {
      guard let template = ServerTemplate.parse(input[line.range]) else { continue }
      guard seen.insert(template.template.format).inserted else {
        diagnostics.append(
          Diagnostic(
            .warning, id: "optimize.duplicate-template",
            "the template repeats an earlier line with the same format",
            at: SourceLocation(path: path, line: line.number, column: 1, offset: 0)))
        continue
      }
      parsed.append((template, line.number))
    }
    report.payloads = parsed.count
    let existing = Self.existingFormats(table)
    var namer = KeyNamer(
      style: options.keyStyle, prefix: options.keyPrefix,
      existingKeys: Set(table.entries.map(\.key)))
    var editor = table
    var rows: [OptimizeReport.Template] = []
    var sources: [AlertTemplate] = []
    for (server, _) in parsed {
      let format = server.template.format
      let reused = existing[format] != nil
      let key = existing[format] ?? namer.name(for: server.template)
      if !reused {
        do {
          try editor.insert(
            key: key, value: format, comment: "Server template: " + server.template.example)
          report.newKeys.append(key)
        } catch {
          diagnostics.append(
            Diagnostic(
              .error, id: "optimize.table-insert", "cannot add key \(key) to the table: \(error)"
            ))
          continue
        }
      }
      rows.append(
        .init(
          key: key, format: format, slots: server.template.slotCount, count: 1, bytesSaved: 0,
          example: server.template.example, reused: reused, placeholders: server.placeholders))
      sources.append(server.template)
    }
    let formats = Self.compiledTable(editor)
    var buffer: [UInt8] = []
    for (row, template) in zip(rows, sources) {
      report.roundtripChecked += 1
      buffer.removeAll(keepingCapacity: true)
      let markers = (0..<row.slots).map { "\u{1}\($0)\u{2}" }
      let expanded = formats[row.key]?.expand(into: &buffer, arguments: markers) ?? false
      var expected = ""
      for (index, piece) in template.constants.enumerated() {
        if index > 0 { expected += markers[index - 1] }
        expected += String(decoding: piece, as: UTF8.self)
      }
      if !expanded || !buffer.elementsEqual(expected.utf8) { report.roundtripMismatches += 1 }
    }
    report.templates = rows
    return Result(payloads: [], table: editor, report: report, diagnostics: diagnostics)
  }
}
