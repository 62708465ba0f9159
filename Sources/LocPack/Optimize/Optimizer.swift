/// Rewrites APNs payloads whose alert texts come from a template into `loc-key` + `loc-args`
/// payloads, and adds the templates to the app's `Localizable.strings` in every localization.
///
/// Two passes over the input: the first collects a bounded sample of the distinct alert texts
/// (titles, subtitles and bodies mined together, so one template gets one key wherever it
/// appears); the miner finds the templates in it; the second splices the rewritten fields
/// into each line. A phone reads only the table of the localization it picks, so every new
/// key goes into every table, and every template is checked in every localization as
/// written: no raw key anywhere, the original text in its own localization (in `bytes` mode,
/// in every one). Every rewritten payload is read again, expanded with its format from its
/// own localization's table as written, and compared byte for byte with the original text;
/// a mismatch keeps the payload as it was. Every other byte of every line is kept.
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
      payloads: [UInt8], tables: OptimizeTables, report: OptimizeReport,
      diagnostics: [Diagnostic]
    ) {
      self.payloads = payloads
      self.tables = tables
      self.report = report
      self.diagnostics = diagnostics
    }

    /// The payloads, in input order, with the same line terminators.
    public var payloads: [UInt8]
    /// Every localization's table with the new entries merged in.
    public var tables: OptimizeTables
    /// The development region's `.strings` table with the new entries merged in (an empty
    /// one when the table is a catalog).
    public var table: StringsEditor {
      tables.tables.isEmpty
        ? StringsEditor(
          StringsFile(
            source: SourceFile(path: "", utf8: []), encoding: .utf8(bom: false), entries: [],
            diagnostics: [], table: PlistDictionary()))
        : tables.tables[tables.developmentIndex].editor
    }
    /// The payloads file of an ``OptimizePayloads/staged(_:)`` run, not yet renamed.
    public var stagedPayloads: StagedFile?
    /// The report.
    public var report: OptimizeReport
    /// Invalid lines (`optimize.invalid-json`, `optimize.not-a-payload`,
    /// `optimize.line-too-long`), too many templates and table problems (in-memory runs only;
    /// streaming runs pass them to their consumer).
    public var diagnostics: [Diagnostic]

    /// `templates.json`: key, format, slots, example and count of every template in use,
    /// with the language of its text and the key's value in every localization.
    ///
    /// `arguments` appears when `loc-args` are not in the order of the text's slots: for
    /// each argument, the 0-based slot of `format` it holds.
    public var templatesJSON: JSONValue {
      .array(
        report.templates.map { template in
          var object: JSONObject = [
            "key": .string(template.key), "format": .string(template.format),
            "slots": .number(String(template.slots)), "example": .string(template.example),
            "count": .number(String(template.count)),
          ]
          if !template.language.isEmpty { object["language"] = .string(template.language) }
          if let slots = template.argumentSlots {
            object["arguments"] = .array(slots.map { .number(String($0)) })
          }
          if !template.numericSlots.isEmpty {
            object["numeric_slots"] = .array(template.numericSlots.map { .number(String($0)) })
          }
          if !template.formats.isEmpty {
            var formats = JSONObject()
            for (localization, value) in template.formats { formats[localization] = .string(value) }
            object["formats"] = .object(formats)
          }
          if !template.placeholders.isEmpty {
            object["placeholders"] = .array(template.placeholders.map { .string($0) })
          }
          return .object(object)
        })
    }
  }

  // MARK: - Run

  /// Optimizes a JSONL buffer of payloads against one table, the app's only localization.
  ///
  /// The in-memory form of ``optimize(_:tables:payloads:diagnostics:progress:)``: the
  /// payloads and the diagnostics come back in the result.
  /// - Parameters:
  ///   - input: One payload per line; blank lines are kept; invalid lines are kept and
  ///     reported.
  ///   - path: The input's name, for diagnostics.
  ///   - table: The table to merge new keys into.
  public func optimize(_ input: [UInt8], path: String, table: StringsEditor) -> Result {
    optimize(input, path: path, tables: .single(table))
  }

  /// Optimizes a JSONL buffer of payloads against every localization's table.
  ///
  /// The in-memory form of ``optimize(_:tables:payloads:diagnostics:progress:)``.
  public func optimize(_ input: [UInt8], path: String, tables: OptimizeTables) -> Result {
    let collected = DiagnosticList()
    do {
      var result = try optimize(
        OptimizeSource(.bytes(input), path: path), tables: tables, payloads: .memory,
        diagnostics: { collected.items.append($0) })
      result.diagnostics = collected.items
      return result
    } catch {
      // Memory in, memory out: there is no I/O to fail.
      return Result(
        payloads: input, tables: tables, report: OptimizeReport(),
        diagnostics: collected.items + [error.diagnostic])
    }
  }

  /// Optimizes the payloads of `source` against one table, the app's only localization.
  public func optimize(
    _ source: OptimizeSource, table: StringsEditor, payloads: OptimizePayloads,
    diagnostics: @escaping (Diagnostic) -> Void,
    progress: ((OptimizeProgress) -> Void)? = nil
  ) throws(FileIOError) -> Result {
    try optimize(
      source, tables: .single(table), payloads: payloads, diagnostics: diagnostics,
      progress: progress)
  }

  /// Optimizes the payloads of `source` against every localization's table, reading the
  /// source twice and streaming the payloads out.
  ///
  /// The first pass samples the distinct alert texts (the first
  /// ``OptimizeOptions/sampleSize``, with their counts) for the miner; the second rewrites
  /// every line, verifies it and writes it to `payloads`. Memory depends on the sample, the
  /// number of templates and ``OptimizeOptions/maxLineBytes``, not on the number of lines.
  /// - Parameters:
  ///   - source: The payloads (or alert texts), one per line.
  ///   - tables: The tables to merge new keys into, one per localization.
  ///   - payloads: Where the payloads go, in input order with the same line terminators.
  ///   - diagnostics: Receives invalid and over-long lines (in line order) and table
  ///     problems as they are found; they are not kept in the result.
  ///   - progress: Called at each phase and every 65,536 lines.
  /// - Throws: `FileIOError` when the source cannot be read or the payloads written; a
  ///   payload file is then left as it was.
  public func optimize(
    _ source: OptimizeSource, tables: OptimizeTables, payloads: OptimizePayloads,
    diagnostics: @escaping (Diagnostic) -> Void,
    progress: ((OptimizeProgress) -> Void)? = nil
  ) throws(FileIOError) -> Result {
    let (started, input) = try start(source, tables: tables, diagnostics, progress)
    var run = started
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
    let (bytes, staged) = try run.rewrite(input.second(), to: payloads)
    let edited = run.finalTable(verifiedAgainst: tentative)
    return Self.finished(&run, tables: edited, payloads: bytes, staged: staged)
  }

  /// Rewrites the payloads of `source` with the templates of an earlier run, in one pass
  /// and without mining or adding keys.
  ///
  /// Each template's key must be in every localization's table already (shipped with the
  /// app): one that is missing anywhere, or whose value no longer gives the template's
  /// text in its own localization, keeps its payloads literal with an `optimize.unverified`
  /// warning. The result depends on each line alone, so shards of a stream can be rewritten
  /// apart and concatenated. Memory does not grow with the input.
  /// - Throws: `FileIOError` when the source cannot be read or the payloads written.
  public func apply(
    _ templates: AppliedTemplates, to source: OptimizeSource, tables: OptimizeTables,
    payloads: OptimizePayloads, diagnostics: @escaping (Diagnostic) -> Void,
    progress: ((OptimizeProgress) -> Void)? = nil
  ) throws(FileIOError) -> Result {
    let (started, input) = try start(source, tables: tables, diagnostics, progress)
    var run = started
    run.plan(applying: templates)
    let (bytes, staged) = try run.rewrite(input.first, to: payloads)
    return Self.finished(&run, tables: tables, payloads: bytes, staged: staged)
  }

  // MARK: - Helpers

  /// A run over `source` and its input, read twice or once.
  private func start(
    _ source: OptimizeSource, tables: OptimizeTables,
    _ diagnostics: @escaping (Diagnostic) -> Void, _ progress: ((OptimizeProgress) -> Void)?
  ) throws(FileIOError) -> (OptimizeRun, OptimizeInput) {
    let run = OptimizeRun(
      options: options, source: source, tables: tables, diagnostics: diagnostics,
      progress: progress)
    return (run, try OptimizeInput(source, maxLineBytes: options.maxLineBytes))
  }

  /// The result of a run whose payloads are written, with its report finished.
  private static func finished(
    _ run: inout OptimizeRun, tables: OptimizeTables, payloads: [UInt8],
    staged: StagedFile?
  ) -> Result {
    run.finishReport(tables)
    var result = Result(payloads: payloads, tables: tables, report: run.report, diagnostics: [])
    result.stagedPayloads = staged
    return result
  }

  /// What a new entry's comment tells translators.
  enum EntryMarking {
    /// Not for translation: the text is the same in every localization (`bytes` mode).
    case doNotTranslate
    /// The entry in the localization of its text.
    case source
    /// The text of another localization, to be translated (`localize` mode).
    case needsTranslation(from: String)
  }

  /// The comment above a new entry: what it is for translators, an example and how often
  /// the template was seen.
  ///
  /// `Do not translate` is the phrase `lint` reads as "Don't translate", so an entry kept
  /// the same in every localization draws no `lint.untranslated`.
  static func comment(_ example: String, count: Int, marking: EntryMarking = .source) -> String {
    var text: [UInt8] = []
    var previous: UInt8 = 0
    for byte in example.utf8 {
      var byte = byte
      if byte < 0x20 { byte = UInt8(ascii: " ") }
      if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { text.append(UInt8(ascii: " ")) }
      text.append(byte)
      previous = byte
    }
    let lead: String
    switch marking {
    case .doNotTranslate: lead = "Do not translate: a push alert the server sends as it is, "
    case .source: lead = "Push alert, "
    case .needsTranslation(let from): lead = "Needs translation from \(from): a push alert, "
    }
    return lead + "seen \(count) times. Example: \(String(decoding: text, as: UTF8.self))"
  }
}
