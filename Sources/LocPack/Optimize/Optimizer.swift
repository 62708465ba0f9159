/// Rewrites APNs payloads whose alert texts come from a template into `loc-key` + `loc-args`
/// payloads, and adds the templates to the base `Localizable.strings` table.
///
/// Two passes: the first parses every line and collects the distinct alert texts (titles,
/// subtitles and bodies mined together, so one template gets one key wherever it appears);
/// the miner finds the templates; the second splices the rewritten fields into each line.
/// Every rewritten payload is parsed again, expanded with its format from the table as
/// written, and compared byte for byte with the original text; a mismatch keeps the payload
/// as it was. Every other byte of every line is kept.
///
/// Memory: the input, one record per line, and the distinct alert texts with their counts.
public struct Optimizer: Sendable {
  /// What to rewrite and how to name keys.
  public var options: OptimizeOptions

  /// Creates an optimizer.
  public init(options: OptimizeOptions = OptimizeOptions()) {
    self.options = options
  }

  /// The output of a run.
  public struct Result: Sendable {
    /// Creates a result.
    public init(
      payloads: [UInt8], table: StringsEditor, report: OptimizeReport, diagnostics: [Diagnostic]
    ) {
      self.payloads = payloads
      self.table = table
      self.report = report
      self.diagnostics = diagnostics
    }

    /// The payloads, in input order, with the same line terminators.
    public var payloads: [UInt8]
    /// The base table with the new entries merged in.
    public var table: StringsEditor
    /// The report.
    public var report: OptimizeReport
    /// Invalid lines (`optimize.invalid-json`, `optimize.not-a-payload`) and table problems.
    public var diagnostics: [Diagnostic]

    /// `templates.json`: key, format, slots, example and count of every template in use.
    public var templatesJSON: JSONValue {
      .array(
        report.templates.map { template in
          var object: JSONObject = [
            "key": .string(template.key), "format": .string(template.format),
            "slots": .number(String(template.slots)), "example": .string(template.example),
            "count": .number(String(template.count)),
          ]
          if !template.placeholders.isEmpty {
            object["placeholders"] = .array(template.placeholders.map { .string($0) })
          }
          return .object(object)
        })
    }
  }

  // MARK: - Records

  struct FieldRecord {
    var field: PayloadRewriter.Field
    var textIndex: Int
  }

  struct LineRecord {
    var range: Range<Int>
    var valid: Bool
    var fields: [FieldRecord]
  }

  struct Candidate {
    var template: AlertTemplate
    var uses = 0
    var key = ""
    var reused = false
    var delta = 0
    var enabled = false
    var rewritten = 0
    var saved = 0
  }

  // MARK: - Run

  /// Optimizes a JSONL buffer of payloads against `table` (the base language's table).
  ///
  /// - Parameters:
  ///   - input: One payload per line; blank lines are kept; invalid lines are kept and
  ///     reported.
  ///   - path: The input's name, for diagnostics.
  ///   - table: The base table to merge new keys into.
  public func optimize(_ input: [UInt8], path: String, table: StringsEditor) -> Result {
    var diagnostics: [Diagnostic] = []
    var report = OptimizeReport()
    report.mode = options.mode
    report.limit = options.limit
    var lines: [LineRecord] = []
    var texts: [String] = []
    var textCounts: [Int] = []
    var textIndex: [String: Int] = [:]

    // Pass 1: parse, extract, count distinct texts.
    for line in JSONLines(input) where !line.isBlank {
      report.payloads += 1
      let bytes = Array(input[line.range])
      var record = LineRecord(range: line.range, valid: false, fields: [])
      do {
        let document = try JSONParser.parse(bytes, path: path)
        switch PayloadRewriter.extract(document) {
        case .notAPayload:
          diagnostics.append(
            Diagnostic(
              .error, id: "optimize.not-a-payload", "the line is not a JSON object",
              at: SourceLocation(path: path, line: line.number, column: 1, offset: 0)))
        case .passThrough:
          record.valid = true
        case .fields(let fields):
          record.valid = true
          for field in fields {
            let index: Int
            if let known = textIndex[field.text] {
              index = known
              textCounts[known] += 1
            } else {
              index = texts.count
              textIndex[field.text] = index
              texts.append(field.text)
              textCounts.append(1)
            }
            record.fields.append(FieldRecord(field: field, textIndex: index))
          }
        }
      } catch {
        let location = error.location
        diagnostics.append(
          Diagnostic(
            .error, id: "optimize.invalid-json", error.message,
            at: SourceLocation(
              path: path, line: line.number + location.line - 1, column: location.column,
              offset: line.range.lowerBound + location.offset)))
      }
      if !record.valid { report.invalidLines += 1 }
      lines.append(record)
    }

    // Mining and matching.
    var minerOptions = TemplateMiner.Options()
    minerOptions.minCount = max(2, options.minCount)
    let templates = TemplateMiner(options: minerOptions).mine(
      zip(texts, textCounts).map { (text: Array($0.0.utf8), count: $0.1) })
    let matcher = TemplateMatcher(templates: templates)
    var matches: [(template: Int, arguments: [String])?] = []
    matches.reserveCapacity(texts.count)
    var slots: [Range<Int>] = []
    var candidates = templates.map { Candidate(template: $0) }
    for (index, text) in texts.enumerated() {
      let utf8 = Array(text.utf8)
      let found = utf8.withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
      guard let found, found >= 0, found < candidates.count else {
        matches.append(nil)
        continue
      }
      let arguments = slots.map {
        String(decoding: utf8[$0.clamped(to: 0..<utf8.count)], as: UTF8.self)
      }
      matches.append((found, arguments))
      candidates[found].uses += textCounts[index]
    }

    // Keys: estimate with provisional names, decide, then name the chosen ones for good.
    let existing = Self.existingFormats(table)
    let order = candidates.indices.filter { candidates[$0].uses >= options.minCount }.sorted {
      let (a, b) = (candidates[$0], candidates[$1])
      if a.uses != b.uses { return a.uses > b.uses }
      return a.template.format.utf8.lexicographicallyPrecedes(b.template.format.utf8)
    }
    assignKeys(&candidates, order: order, existing: existing, table: table)
    for line in lines {
      for record in line.fields {
        guard let match = matches[record.textIndex] else { continue }
        candidates[match.template].delta += fieldDelta(
          record.field, candidates[match.template].key, match.arguments)
      }
    }
    for index in order {
      candidates[index].enabled = options.mode == .localize || candidates[index].delta < 0
    }
    assignKeys(
      &candidates, order: order.filter { candidates[$0].enabled }, existing: existing, table: table)

    // Pass 2: rewrite lines tentatively.
    var rewrittenLines: [Int: [UInt8]] = [:]
    var usedTemplates: [Int: Set<Int>] = [:]
    for (lineIndex, line) in lines.enumerated() where !line.fields.isEmpty {
      var edits: [(range: Range<Int>, bytes: [UInt8])] = []
      var used = Set<Int>()
      for record in line.fields {
        guard let match = matches[record.textIndex], candidates[match.template].enabled else {
          continue
        }
        let replacement = PayloadRewriter.replacement(
          for: record.field.kind, key: candidates[match.template].key,
          arguments: match.arguments, isStringAlert: record.field.isStringAlert)
        if options.mode == .bytes, replacement.count >= record.field.range.count { continue }
        edits.append((record.field.range, replacement))
        used.insert(match.template)
      }
      guard !edits.isEmpty else { continue }
      let original = Array(input[line.range])
      let rewritten = PayloadRewriter.splice(original, edits)
      if rewritten.count > options.limit, rewritten.count > original.count {
        report.keptLiteralOverLimit += 1
        continue
      }
      rewrittenLines[lineIndex] = rewritten
      usedTemplates[lineIndex] = used
    }

    // Merge the templates in use into the table.
    var editor = table
    var inUse = Set<Int>()
    for used in usedTemplates.values { inUse.formUnion(used) }
    for index in order where inUse.contains(index) && !candidates[index].reused {
      let candidate = candidates[index]
      do {
        try editor.insert(
          key: candidate.key, value: candidate.template.format,
          comment: Self.comment(candidate.template.example, count: candidate.uses))
        report.newKeys.append(candidate.key)
      } catch {
        diagnostics.append(
          Diagnostic(
            .error, id: "optimize.table-insert",
            "cannot add key \(candidate.key) to the table: \(error)"))
      }
    }

    // Verify against the table as written.
    let formats = Self.compiledTable(editor)
    var verifyBuffer: [UInt8] = []
    for lineIndex in rewrittenLines.keys.sorted() {
      guard let rewritten = rewrittenLines[lineIndex] else { continue }
      report.roundtripChecked += 1
      let line = lines[lineIndex]
      var ok = false
      if let value = try? JSONParser.parseValue(rewritten, in: 0..<rewritten.count) {
        ok = true
        for record in line.fields {
          guard let match = matches[record.textIndex], candidates[match.template].enabled,
            let (key, arguments) = PayloadRewriter.localizedField(value, kind: record.field.kind)
          else {
            // A field left literal must still be there, unchanged.
            if case .object(let alert)? = value["aps"]?["alert"],
              alert[record.field.kind.textKey] == .string(record.field.text)
            {
              continue
            }
            if record.field.isStringAlert, value["aps"]?["alert"] == .string(record.field.text) {
              continue
            }
            ok = false
            break
          }
          verifyBuffer.removeAll(keepingCapacity: true)
          guard let format = formats[key],
            format.expand(into: &verifyBuffer, arguments: arguments),
            verifyBuffer.elementsEqual(record.field.text.utf8)
          else {
            ok = false
            break
          }
        }
      }
      if !ok {
        report.roundtripMismatches += 1
        rewrittenLines[lineIndex] = nil
        usedTemplates[lineIndex] = nil
      }
    }

    // Output and statistics.
    var output: [UInt8] = []
    output.reserveCapacity(input.count)
    var position = 0
    var sizesBefore: [Int] = []
    var sizesAfter: [Int] = []
    for (lineIndex, line) in lines.enumerated() {
      output.append(contentsOf: input[position..<line.range.lowerBound])
      let before = line.range.count
      var after = before
      if let rewritten = rewrittenLines[lineIndex] {
        output.append(contentsOf: rewritten)
        after = rewritten.count
        report.rewritten += 1
        for record in line.fields {
          guard let match = matches[record.textIndex], candidates[match.template].enabled,
            usedTemplates[lineIndex]?.contains(match.template) == true
          else { continue }
          let replacement = PayloadRewriter.replacement(
            for: record.field.kind, key: candidates[match.template].key,
            arguments: match.arguments, isStringAlert: record.field.isStringAlert)
          if options.mode == .bytes, replacement.count >= record.field.range.count { continue }
          candidates[match.template].rewritten += 1
          candidates[match.template].saved += record.field.range.count - replacement.count
        }
      } else {
        output.append(contentsOf: input[line.range])
        if line.valid { report.passedThrough += 1 }
      }
      position = line.range.upperBound
      report.bytesBefore += before
      report.bytesAfter += after
      if line.valid {
        sizesBefore.append(before)
        sizesAfter.append(after)
        if before > options.limit { report.overLimitBefore += 1 }
        if after > options.limit { report.overLimitAfter += 1 }
      }
    }
    output.append(contentsOf: input[position..<input.count])
    report.sizesBefore = OptimizeReport.Sizes(sizesBefore)
    report.sizesAfter = OptimizeReport.Sizes(sizesAfter)

    for index in order {
      let candidate = candidates[index]
      let template = candidate.template
      if candidate.rewritten > 0 {
        report.templates.append(
          .init(
            key: candidate.key, format: template.format, slots: template.slotCount,
            count: candidate.rewritten, bytesSaved: candidate.saved, example: template.example,
            reused: candidate.reused))
      } else if !candidate.enabled {
        report.literalTemplates.append(
          .init(
            format: template.format, count: candidate.uses, bytesCost: candidate.delta,
            example: template.example))
      }
    }
    report.templates.sort {
      if $0.bytesSaved != $1.bytesSaved { return $0.bytesSaved > $1.bytesSaved }
      return $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
    }
    return Result(payloads: output, table: editor, report: report, diagnostics: diagnostics)
  }

  // MARK: - Helpers

  /// The bytes a field gains when rewritten (negative: saved).
  func fieldDelta(_ field: PayloadRewriter.Field, _ key: String, _ arguments: [String]) -> Int {
    PayloadRewriter.replacement(
      for: field.kind, key: key, arguments: arguments, isStringAlert: field.isStringAlert
    ).count - field.range.count
  }

  /// Gives each candidate in `order` a key: the table's key when its format is already a
  /// value there, else a new name.
  func assignKeys(
    _ candidates: inout [Candidate], order: [Int], existing: [String: String],
    table: StringsEditor
  ) {
    var namer = KeyNamer(
      style: options.keyStyle, prefix: options.keyPrefix,
      existingKeys: Set(table.entries.map(\.key)))
    for index in order {
      if let key = existing[candidates[index].template.format] {
        candidates[index].key = key
        candidates[index].reused = true
      } else {
        candidates[index].key = namer.name(for: candidates[index].template)
        candidates[index].reused = false
      }
    }
  }

  /// Format → key for the string values of the table (the last definition of a key wins;
  /// the first key with a given value is kept).
  static func existingFormats(_ table: StringsEditor) -> [String: String] {
    var lastValue: [String: String] = [:]
    var keys: [String] = []
    for entry in table.entries {
      guard case .string(let value) = entry.value else { continue }
      if lastValue[entry.key] == nil { keys.append(entry.key) }
      lastValue[entry.key] = value
    }
    var formats: [String: String] = [:]
    for key in keys {
      guard let value = lastValue[key], formats[value] == nil else { continue }
      formats[value] = key
    }
    return formats
  }

  /// The compiled formats of the table as it will be written: the edited bytes read back.
  static func compiledTable(_ editor: StringsEditor) -> [String: CompiledFormat] {
    guard let file = try? StringsFile.parse(editor.bytes(), path: "<table>") else { return [:] }
    var formats: [String: CompiledFormat] = [:]
    for entry in file.entries {
      guard case .string(let value) = entry.value else { continue }
      formats[entry.key] = FormatString.parse(value).compiled
    }
    return formats
  }

  /// The comment above a new entry: an example and how often the template was seen.
  static func comment(_ example: String, count: Int) -> String {
    var text: [UInt8] = []
    var previous: UInt8 = 0
    for byte in example.utf8 {
      var byte = byte
      if byte < 0x20 { byte = UInt8(ascii: " ") }
      if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { text.append(UInt8(ascii: " ")) }
      text.append(byte)
      previous = byte
    }
    return "Push alert, seen \(count) times. Example: \(String(decoding: text, as: UTF8.self))"
  }
}
