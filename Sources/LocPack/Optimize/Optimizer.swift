/// Rewrites APNs payloads whose alert texts come from a template into `loc-key` + `loc-args`
/// payloads, and adds the templates to the base `Localizable.strings` table.
///
/// Two passes over the input: the first collects a bounded sample of the distinct alert texts
/// (titles, subtitles and bodies mined together, so one template gets one key wherever it
/// appears); the miner finds the templates in it; the second splices the rewritten fields
/// into each line. Every rewritten payload is read again, expanded with its format from the
/// table as written, and compared byte for byte with the original text; a mismatch keeps the
/// payload as it was. Every other byte of every line is kept.
///
/// Memory: the sample (``OptimizeOptions/sampleSize`` distinct texts at most), the templates
/// (``OptimizeOptions/maxTemplates`` rewritten at most), the tables, and buffers of fixed
/// size (a read chunk plus ``OptimizeOptions/maxLineBytes``, 1 MiB of output). It does not
/// grow with the number of lines.
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
    /// The payloads file of an ``OptimizePayloads/staged(_:)`` run, not yet renamed.
    public var stagedPayloads: StagedFile?
    /// The report.
    public var report: OptimizeReport
    /// Invalid lines (`optimize.invalid-json`, `optimize.not-a-payload`,
    /// `optimize.line-too-long`), too many templates and table problems (in-memory runs only;
    /// streaming runs pass them to their consumer).
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

  // MARK: - Run

  /// Optimizes a JSONL buffer of payloads against `table` (the base language's table).
  ///
  /// The in-memory form of ``optimize(_:table:payloads:diagnostics:progress:)``: the
  /// payloads and the diagnostics come back in the result.
  /// - Parameters:
  ///   - input: One payload per line; blank lines are kept; invalid lines are kept and
  ///     reported.
  ///   - path: The input's name, for diagnostics.
  ///   - table: The base table to merge new keys into.
  public func optimize(_ input: [UInt8], path: String, table: StringsEditor) -> Result {
    let collected = DiagnosticList()
    do {
      var result = try optimize(
        OptimizeSource(.bytes(input), path: path), table: table, payloads: .memory,
        diagnostics: { collected.items.append($0) })
      result.diagnostics = collected.items
      return result
    } catch {
      // Memory in, memory out: there is no I/O to fail.
      return Result(
        payloads: input, table: table, report: OptimizeReport(),
        diagnostics: collected.items + [error.diagnostic])
    }
  }

  /// Optimizes the payloads of `source` against `table` (the base language's table), reading
  /// the source twice and streaming the payloads out.
  ///
  /// The first pass samples the distinct alert texts (the first
  /// ``OptimizeOptions/sampleSize``, with their counts) for the miner; the second rewrites
  /// every line, verifies it and writes it to `payloads`. Memory depends on the sample, the
  /// number of templates and ``OptimizeOptions/maxLineBytes``, not on the number of lines.
  /// - Parameters:
  ///   - source: The payloads (or alert texts), one per line.
  ///   - table: The base table to merge new keys into.
  ///   - payloads: Where the payloads go, in input order with the same line terminators.
  ///   - diagnostics: Receives invalid and over-long lines (in line order) and table
  ///     problems as they are found; they are not kept in the result.
  ///   - progress: Called at each phase and every 65,536 lines.
  /// - Throws: `FileIOError` when the source cannot be read or the payloads written; a
  ///   payload file is then left as it was.
  public func optimize(
    _ source: OptimizeSource, table: StringsEditor, payloads: OptimizePayloads,
    diagnostics: @escaping (Diagnostic) -> Void,
    progress: ((OptimizeProgress) -> Void)? = nil
  ) throws(FileIOError) -> Result {
    var run = OptimizeRun(
      options: options, source: source, table: table, diagnostics: diagnostics,
      progress: progress)
    let input = try OptimizeInput(source, maxLineBytes: options.maxLineBytes)
    var lines = 0
    run.reportProgress(.sampling, lines: 0, bytes: 0)
    try input.first.forEach { (piece) throws(FileIOError) in
      if piece.kind != .longPart {
        lines &+= 1
        if lines % OptimizeRun.progressInterval == 0 {
          run.reportProgress(.sampling, lines: lines, bytes: piece.offset)
        }
      }
      run.sampleLine(piece)
    }
    run.reportProgress(.mining, lines: lines, bytes: 0)
    let tentative = run.plan()
    let output = try PayloadOutput(payloads)
    run.output = output
    lines = 0
    run.reportProgress(.rewriting, lines: 0, bytes: 0)
    try input.second().forEach { (piece) throws(FileIOError) in
      if piece.kind != .longPart {
        lines &+= 1
        if lines % OptimizeRun.progressInterval == 0 {
          run.reportProgress(.rewriting, lines: lines, bytes: piece.offset)
        }
      }
      try run.rewriteLine(piece)
    }
    let bytes = try output.finish()
    run.output = nil
    let editor = run.finalTable(verifiedAgainst: tentative)
    run.finishReport()
    var result = Result(payloads: bytes, table: editor, report: run.report, diagnostics: [])
    result.stagedPayloads = output.staged
    return result
  }

  // MARK: - Helpers

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
