/// The second pass: match each alert text, splice `loc-key` and `loc-args` in, check the
/// rewritten payload against the table, write the line and count it.
extension OptimizeRun {
  // MARK: - Pass 2

  /// Rewrites every line of `reader` into `payloads`, reporting progress; returns the
  /// payloads kept in memory and the staged payload file, if any.
  mutating func rewrite(_ reader: LineReader, to payloads: OptimizePayloads) throws(FileIOError)
    -> (bytes: [UInt8], staged: StagedFile?)
  {
    let output = try PayloadOutput(payloads)
    self.output = output
    var lines = 0
    reportProgress(.rewriting, lines: 0, bytes: 0)
    try reader.forEach { (piece) throws(FileIOError) in
      if piece.kind != .longPart {
        lines &+= 1
        if lines % Self.progressInterval == 0 {
          reportProgress(.rewriting, lines: lines, bytes: piece.offset)
        }
      }
      try rewriteLine(piece)
    }
    let bytes = try output.finish()
    self.output = nil
    return (bytes, output.staged)
  }

  /// Rewrites one line (or passes it through) into ``output``.
  mutating func rewriteLine(_ piece: LineReader.Piece) throws(FileIOError) {
    guard let output else { return }
    switch piece.kind {
    case .longPart:
      try output.append(piece.content)
      return
    case .longEnd:
      try output.append(piece.content)
      try output.append(piece.terminator)
      report.payloads += 1
      report.invalidLines += 1
      report.bytesBefore += piece.length
      report.bytesAfter += piece.length
      emit(
        Diagnostic(
          .error, id: "optimize.line-too-long",
          "the line is \(piece.length) bytes, over the limit of \(options.maxLineBytes) "
            + "(--max-line-bytes); it is passed through unchanged",
          at: SourceLocation(path: path, line: piece.number, column: 1, offset: piece.offset)))
      return
    case .line:
      break
    }
    if Self.isBlank(piece.content) {
      try output.append(piece.content)
    } else if isTextLines {
      wrap(piece.content)
      try PayloadOutput.withPointer(wrapped) { (line) throws(FileIOError) in
        try rewritePayload(line, piece, output)
      }
    } else {
      try rewritePayload(piece.content, piece, output)
    }
    try output.append(piece.terminator)
  }

  private mutating func rewritePayload(
    _ line: UnsafeBufferPointer<UInt8>, _ piece: LineReader.Piece, _ output: PayloadOutput
  ) throws(FileIOError) {
    let before = line.count
    var after = before
    var isRewritten = false
    switch extract(line, number: piece.number, offset: piece.offset, reports: true) {
    case .invalid:
      report.countInvalid(bytes: before)
      try output.append(line)
      return
    case .passThrough:
      try output.append(line)
    case .fields:
      switch prepareEdits(line) {
      case .ready where verifiedRewrite(line):
        try output.append(rewritten)
        after = rewritten.count
        isRewritten = true
        for edit in edits {
          candidates[edit.candidate].countRewrite(saving: edit.range.count - edit.replacement.count)
        }
      case .overLimit(let size):
        keptLiteral(piece, size: size, literal: before)
        try output.append(line)
      default:
        try output.append(line)
      }
    }
    // One write to the report per line: each access to a property of the run is checked.
    report.countPayload(
      before: before, after: after, isRewritten: isRewritten, limit: options.limit,
      line: piece.number)
    sizesBefore.add(before)
    sizesAfter.add(after)
  }

  /// What ``prepareEdits(_:)`` made of a line.
  enum PreparedEdits {
    /// Nothing in the line is worth rewriting.
    case nothing
    /// ``rewritten`` holds the rewritten line, still to be verified.
    case ready
    /// The rewritten line would be `size` bytes, over the limit and longer than the line.
    case overLimit(size: Int)
  }

  /// Matches the line's fields and builds ``edits`` and ``rewritten``.
  private mutating func prepareEdits(_ line: UnsafeBufferPointer<UInt8>) -> PreparedEdits {
    if !edits.isEmpty { edits.removeAll(keepingCapacity: true) }
    if !replacements.isEmpty { replacements.removeAll(keepingCapacity: true) }
    for position in fields.indices {
      let field = fields[position]
      if field.textPlace == .line {
        prepareEdit(
          position, field,
          text: CheckedBytes(line).bytes(in: field.textRange) ?? CheckedBytes.emptyBuffer)
      } else {
        Self.withText(field, in: line, scratch: scanner.scratch, slow: slowTexts) {
          prepareEdit(position, field, text: $0)
        }
      }
    }
    guard !edits.isEmpty else { return .nothing }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    if !rewritten.isEmpty { rewritten.removeAll(keepingCapacity: true) }
    var position = 0
    for edit in edits {
      let lower = min(max(edit.range.lowerBound, position), line.count)
      let upper = min(max(edit.range.upperBound, lower), line.count)
      rewritten.append(contentsOf: UnsafeBufferPointer(rebasing: line[position..<lower]))
      rewritten.append(contentsOf: replacements[edit.replacement])
      position = upper
    }
    rewritten.append(contentsOf: UnsafeBufferPointer(rebasing: line[position..<line.count]))
    if rewritten.count > options.limit, rewritten.count > line.count {
      return .overLimit(size: rewritten.count)
    }
    return .ready
  }

  /// Counts and reports a payload left literal because rewriting it would make it `size`
  /// bytes, over the limit; the first ``OptimizeReport/listedLines`` are listed and warned of.
  private mutating func keptLiteral(_ piece: LineReader.Piece, size: Int, literal: Int) {
    report.keptLiteralOverLimit += 1
    if report.keptLiteralOverLimit <= OptimizeReport.listedLines {
      report.keptLiteralOverLimitLines.append(piece.number)
      emit(
        Diagnostic(
          .warning, id: "optimize.over-limit",
          "rewriting the payload would make it \(size) bytes, over the limit of "
            + "\(options.limit) (--limit); it stays literal (\(literal) bytes)",
          at: SourceLocation(path: path, line: piece.number, column: 1, offset: piece.offset)))
    } else if report.keptLiteralOverLimit == OptimizeReport.listedLines + 1 {
      emit(
        Diagnostic(
          .warning, id: "optimize.over-limit",
          "more payloads stay literal to keep under the limit of \(options.limit); "
            + "the report counts them, and lists the first \(OptimizeReport.listedLines)"))
    }
  }

  /// Matches the field at `position` of ``fields``, which holds `text`, and adds its edit
  /// and replacement when its template is enabled and pays.
  private mutating func prepareEdit(
    _ position: Int, _ field: Field, text: UnsafeBufferPointer<UInt8>
  ) {
    var template = -1
    var arguments: ArraySlice<Range<Int>>
    if let found = repeated.find(text, hash: TextTable.hash(text)) {
      let entry = repeatedEntries[found]
      template = entry.template
      arguments = repeatedSlots[entry.slots]
    } else {
      template = matcher.match(text, slots: &slots) ?? -1
      arguments = slots[...]
    }
    guard template >= 0, template < candidates.count, candidates[template].enabled else {
      return
    }
    // A payload whose language field names a localization: rewritten only if that
    // localization shows its text exactly.
    if let field = languageFieldPosition, let language = localization(forTag: lineFields[field]),
      language != candidates[template].own,
      !(language < candidates[template].sameText.count && candidates[template].sameText[language])
    {
      return
    }
    let start = replacements.count
    writeReplacement(
      kind: field.kind, candidate: template, text: text, arguments: arguments,
      isStringAlert: field.isStringAlert)
    if options.mode == .bytes, replacements.count - start >= field.range.count {
      replacements.removeSubrange(start...)
      return
    }
    edits.append(
      Edit(
        field: position, range: field.range, replacement: start..<replacements.count,
        candidate: template))
  }

  // MARK: - Round trip

  /// Reads ``rewritten`` back and checks that every field shows its original text: through
  /// its key's value in the table as written and its arguments, or still literally.
  ///
  /// Most rewrites are checked where they were spliced (``splicedRewriteHolds(_:)``); the
  /// rest, and any that check does not accept, are scanned again in full.
  private mutating func verifiedRewrite(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    report.roundtripChecked += 1
    if splicedRewriteHolds(line) { return true }
    let bytes = rewritten
    let outcome = bytes.withUnsafeBufferPointer { checker.scan($0) }
    var ok: Bool
    switch outcome {
    case .object: ok = bytes.withUnsafeBufferPointer { fastCheck(line, rewritten: $0) }
    case .notAnObject: ok = false
    case .bail: ok = slowCheck(line)
    }
    if !ok { report.roundtripMismatches += 1 }
    return ok
  }

  /// Whether ``rewritten`` repeats the line outside its edits and each edit holds the key
  /// of its template and arguments that expand, through the key's value in the table as
  /// written, to the field's original text; false when it does not or cannot tell.
  private mutating func splicedRewriteHolds(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    // Texts of the slow path: the scanner's findings are not about this line.
    for field in fields where field.textPlace == .slow { return false }
    // A `*-loc-key` or `*-loc-args` member already in the alert would stand beside the one
    // written: the full scan decides.
    if scanner.alert == .object {
      let members = scanner.members
      for name in Self.localizedMembers where members[name].isPresent { return false }
    }
    var check = SpliceCheck()
    swap(&check, &splice)
    defer { swap(&check, &splice) }
    check.start()
    let bytes = rewritten
    return bytes.withUnsafeBufferPointer { written -> Bool in
      for edit in edits {
        let field = fields[edit.field]
        guard edit.range == field.range,
          check.readEdit(
            line: line, rewritten: written, range: edit.range, kind: field.kind,
            isStringAlert: field.isStringAlert),
          check.key == candidates[edit.candidate].keyBytes,
          let format = candidates[edit.candidate].check
        else { return false }
        let expands = Self.withText(
          field, in: line, scratch: scanner.scratch, slow: slowTexts
        ) { text in
          check.argumentBytes.withUnsafeBufferPointer {
            format.expands(to: text, arguments: check.argumentRanges, in: $0)
          }
        }
        if !expands { return false }
      }
      return check.finish(line: line, rewritten: written)
    }
  }

  /// The alert members that localize a field, by scanner index.
  private static let localizedMembers: [Int] = [
    PayloadScanner.Name.titleLocKey, .subtitleLocKey, .locKey, .titleLocArgs, .subtitleLocArgs,
    .locArgs,
  ].map(\.rawValue)

  private mutating func fastCheck(
    _ line: UnsafeBufferPointer<UInt8>, rewritten: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    guard checker.hasAps, checker.apsIsObject else { return false }
    for (position, field) in fields.enumerated() {
      let edit = edits.first { $0.field == position }
      let ok = Self.withText(
        field, in: line, scratch: scanner.scratch, slow: slowTexts
      ) { original -> Bool in
        guard let edit else { return literalStays(field, original, rewritten: rewritten) }
        guard checker.alert == .object else { return false }
        let key = checker.members[3 + field.kind.rawValue]
        let arguments = checker.members[6 + field.kind.rawValue]
        guard key.isPresent, key.isString,
          checker.withText(
            key.text, in: rewritten,
            { $0.elementsEqual(candidates[edit.candidate].keyBytes) }),
          let check = candidates[edit.candidate].check
        else { return false }
        if !argumentBytes.isEmpty { argumentBytes.removeAll(keepingCapacity: true) }
        if !argumentRanges.isEmpty { argumentRanges.removeAll(keepingCapacity: true) }
        if arguments.isPresent {
          guard arguments.isStringArray else { return false }
          for text in checker.arguments[arguments.arguments] {
            let start = argumentBytes.count
            checker.withText(text, in: rewritten) { argumentBytes.append(contentsOf: $0) }
            argumentRanges.append(start..<argumentBytes.count)
          }
        }
        return argumentBytes.withUnsafeBufferPointer {
          check.expands(to: original, arguments: argumentRanges, in: $0)
        }
      }
      if !ok { return false }
    }
    return true
  }

  /// Whether a field that was not rewritten is still there with its text.
  private func literalStays(
    _ field: Field, _ original: UnsafeBufferPointer<UInt8>,
    rewritten: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    switch checker.alert {
    case .object:
      let member = checker.members[field.kind.rawValue]
      return member.isPresent && member.isString
        && checker.withText(member.text, in: rewritten) { $0.elementsEqual(original) }
    case .string:
      return field.isStringAlert
        && checker.withText(checker.alertString.text, in: rewritten) {
          $0.elementsEqual(original)
        }
    case .absent, .other:
      return false
    }
  }

  /// The same check through ``JSONParser``, for rewritten lines the scanner leaves to it.
  private mutating func slowCheck(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    guard let value = try? JSONParser.parseValue(rewritten, in: 0..<rewritten.count) else {
      return false
    }
    for (position, field) in fields.enumerated() {
      let text = withText(field, in: line) { String(decoding: $0, as: UTF8.self) }
      guard let edit = edits.first(where: { $0.field == position }) else {
        if case .object(let alert)? = value["aps"]?["alert"],
          alert[field.kind.textKey] == .string(text)
        {
          continue
        }
        if field.isStringAlert, value["aps"]?["alert"] == .string(text) { continue }
        return false
      }
      guard let (key, strings) = PayloadRewriter.localizedField(value, kind: field.kind),
        key == candidates[edit.candidate].key, let check = candidates[edit.candidate].check
      else { return false }
      argumentBytes.removeAll(keepingCapacity: true)
      argumentRanges.removeAll(keepingCapacity: true)
      for string in strings {
        let start = argumentBytes.count
        argumentBytes.append(contentsOf: string.utf8)
        argumentRanges.append(start..<argumentBytes.count)
      }
      let expanded = Array(text.utf8).withUnsafeBufferPointer { original in
        argumentBytes.withUnsafeBufferPointer {
          check.expands(to: original, arguments: argumentRanges, in: $0)
        }
      }
      if !expanded { return false }
    }
    return true
  }

  // MARK: - Report

  /// Fills in the sizes, the template lists with each key's value in every localization of
  /// `written`, and the rows per localization.
  mutating func finishReport(_ written: OptimizeTables) {
    report.sizesBefore = OptimizeReport.Sizes(sizesBefore)
    report.sizesAfter = OptimizeReport.Sizes(sizesAfter)
    let values = written.readBack()
    for index in order {
      let candidate = candidates[index]
      let template = candidate.template
      if candidate.rewritten > 0 {
        var row = OptimizeReport.Template(
          key: candidate.key, format: template.format, slots: template.slotCount,
          count: candidate.rewritten, bytesSaved: candidate.saved, example: template.example,
          reused: candidate.reused)
        let names = written.localizations
        row.language = names[candidate.own]
        row.argumentSlots = candidate.argumentSlots
        row.numericSlots = (0..<min(64, template.slotCount)).filter {
          template.numericSlots & (1 << UInt64($0)) != 0
        }
        row.formats = names.indices.compactMap { position in
          values[position][candidate.key].map { (names[position], $0) }
        }
        report.templates.append(row)
      } else if !candidate.enabled {
        report.literalTemplates.append(
          .init(
            format: template.format, count: candidate.uses, bytesCost: candidate.delta,
            example: template.example, translatedBy: candidate.translatedBy))
      }
    }
    report.localizations = localizationRows()
    finishMessageRows()
    report.templates.sort {
      if $0.bytesSaved != $1.bytesSaved { return $0.bytesSaved > $1.bytesSaved }
      return $0.key.utf8.lexicographicallyPrecedes($1.key.utf8)
    }
  }
}

extension OptimizeReport {
  /// Counts a payload line that is not valid JSON or not a payload, written as it was.
  mutating func countInvalid(bytes: Int) {
    payloads += 1
    invalidLines += 1
    bytesBefore += bytes
    bytesAfter += bytes
  }

  /// Counts a payload of `before` bytes written as `after` bytes, rewritten or passed through.
  mutating func countPayload(
    before: Int, after: Int, isRewritten: Bool, limit: Int, line: Int
  ) {
    payloads += 1
    if isRewritten {
      rewritten += 1
      if firstRewrittenLine == nil { firstRewrittenLine = line }
    } else {
      passedThrough += 1
    }
    bytesBefore += before
    bytesAfter += after
    if before > limit { overLimitBefore += 1 }
    if after > limit {
      overLimitAfter += 1
      if overLimitAfterLines.count < Self.listedLines { overLimitAfterLines.append(line) }
    }
  }
}

extension OptimizeRun.Candidate {
  /// Counts one field rewritten with this template, saving `saving` bytes.
  mutating func countRewrite(saving: Int) {
    rewritten += 1
    saved += saving
    used = true
  }
}
