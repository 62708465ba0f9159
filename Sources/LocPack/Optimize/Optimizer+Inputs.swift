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

  /// Converts a server template file into entries of one table, the app's only
  /// localization; see ``convertTemplates(_:path:tables:)``.
  public func convertTemplates(_ input: [UInt8], path: String, table: StringsEditor) -> Result {
    convertTemplates(input, path: path, tables: .single(table))
  }

  /// Converts a server template file (one template per line, see ``ServerTemplate``) into
  /// table entries directly, without mining: each distinct template gets a key (an existing
  /// key whose value is the format in every localization, else a new one) and, when new, an
  /// entry in every localization's table, marked as `optimize` marks mined ones.
  ///
  /// The result has no payloads; its report lists every template with its placeholders.
  /// Each format is read back from every table as written and expanded with the
  /// placeholders as arguments to check that it gives back the template line.
  public func convertTemplates(_ input: [UInt8], path: String, tables: OptimizeTables) -> Result {
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
    let before = tables.readBack()
    let names = tables.localizations
    var namer = KeyNamer(
      style: options.keyStyle, prefix: options.keyPrefix, existingKeys: tables.allKeys)
    var edited = tables
    var rows: [OptimizeReport.Template] = []
    var sources: [AlertTemplate] = []
    for (server, _) in parsed {
      let format = server.template.format
      // The first key, in byte order, whose value is the format in every localization.
      let existing = before.first?.keys.sorted { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        .first { key in before.allSatisfy { $0[key] == format } }
      let key = existing ?? namer.name(for: server.template)
      let own =
        ScriptLanguage.localization(
          for: format, available: names,
          developmentRegion: tables.developmentRegion
        ).flatMap(tables.index(of:)) ?? tables.developmentIndex
      if existing == nil {
        do {
          try edited.insert(
            key: key, values: names.map { _ in format }, translated: [own], source: own,
            mode: options.mode
          ) { marking in
            Self.templateComment(server.template.example, marking: marking)
          }
          report.newKeys.append(key)
        } catch {
          diagnostics.append(
            Diagnostic(
              .error, id: "optimize.table-insert",
              "cannot add key \(key) to \(error.path): \(error.description)"))
          continue
        }
      }
      var row = OptimizeReport.Template(
        key: key, format: format, slots: server.template.slotCount, count: 1, bytesSaved: 0,
        example: server.template.example, reused: existing != nil,
        placeholders: server.placeholders)
      row.language = own < names.count ? names[own] : ""
      rows.append(row)
      sources.append(server.template)
    }
    let written = edited.readBack()
    var buffer: [UInt8] = []
    for (position, (row, template)) in zip(rows, sources).enumerated() {
      report.roundtripChecked += 1
      let markers = AlertTemplate.markers(row.slots)
      let expected = template.filled(with: markers)
      let holds = written.allSatisfy { values in
        buffer.removeAll(keepingCapacity: true)
        let compiled = values[row.key].map { FormatString.parse($0).compiled }
        let expanded = compiled?.expand(into: &buffer, arguments: markers) ?? false
        return expanded && buffer == expected
      }
      if !holds { report.roundtripMismatches += 1 }
      rows[position].formats = names.indices.compactMap { table in
        written[table][row.key].map { (names[table], $0) }
      }
    }
    report.templates = rows
    return Result(payloads: [], tables: edited, report: report, diagnostics: diagnostics)
  }

  /// The comment above an entry made from a server template.
  static func templateComment(_ example: String, marking: EntryMarking) -> String {
    switch marking {
    case .doNotTranslate: "Do not translate: server template " + example
    case .source: "Server template: " + example
    case .needsTranslation(let from): "Needs translation from \(from): server template " + example
    }
  }
}
