/// The state of one ``Optimizer`` run over a source: the bounded sample of alert texts, the
/// templates and their keys, the scanners and scratch buffers of the line loop, and the
/// report being accumulated.
///
/// Memory: the sample (at most ``OptimizeOptions/sampleSize`` distinct texts with their
/// counts and match), the templates (at most ``OptimizeOptions/maxTemplates`` rewritten), the
/// tables, a read buffer of one chunk plus the longest accepted line, the output buffer and
/// two fixed-size histograms. Nothing grows with the number of lines.
///
/// A value type, kept in one local variable by ``Optimizer`` and changed in place line by
/// line: its properties are then checked for exclusive access when compiled, not at each use.
struct OptimizeRun {
  let options: OptimizeOptions
  let path: String
  let isTextLines: Bool
  /// The app's tables, one per localization, as read.
  let tables: OptimizeTables
  let emit: (Diagnostic) -> Void
  let progress: ((OptimizeProgress) -> Void)?
  var report = OptimizeReport()

  init(
    options: OptimizeOptions, source: OptimizeSource, tables: OptimizeTables,
    diagnostics: @escaping (Diagnostic) -> Void, progress: ((OptimizeProgress) -> Void)?
  ) {
    self.options = options
    self.path = source.path
    self.isTextLines = source.isTextLines
    self.tables = tables
    self.emit = diagnostics
    self.progress = progress
    report.mode = options.mode
    report.limit = options.limit
    sample = TextTable(expectedCount: min(options.sampleSize, 1 << 16))
    let captured = [options.messageField, options.languageField].compactMap { $0 }
    if !captured.isEmpty {
      scanner.captureNames = captured.map { Array($0.utf8) }
      fieldTables = captured.map { _ in TextTable(expectedCount: 256) }
      lineFields = captured.map { _ in -1 }
    }
  }

  // MARK: - Fields

  /// Per captured field (message, then language, as given): the values met, interned.
  var fieldTables: [TextTable] = []
  /// Per captured field: the interned value of the current line's member, or -1.
  var lineFields: [Int32] = []
  /// Language tag id → the localization it picks (index), or -1 when none of the app's does.
  var tagLocalizations: [Int32: Int] = [:]
  /// The most distinct values a captured field keeps; later ones count as absent.
  static let maxFieldValues = 1 << 16

  /// The position in ``lineFields`` of the message field, if captured.
  var messageFieldPosition: Int? { options.messageField == nil ? nil : 0 }
  /// The position in ``lineFields`` of the language field, if captured.
  var languageFieldPosition: Int? {
    options.languageField == nil ? nil : (options.messageField == nil ? 0 : 1)
  }

  // MARK: - Lines

  /// The literal alert texts of the current line, where to find their bytes.
  struct Field {
    var kind: PayloadRewriter.FieldKind
    /// The bytes to replace in the line.
    var range: Range<Int>
    var isStringAlert: Bool
    /// The text: in the line, in the scanner's scratch, or in ``OptimizeRun/slowTexts``.
    var textRange: Range<Int>
    var textPlace: TextPlace
  }

  enum TextPlace {
    case line
    case scanner
    case slow
  }

  /// What a line is.
  enum LineKind {
    case invalid
    case passThrough
    case fields
  }

  var scanner = PayloadScanner()
  /// Reads rewritten lines back: they are made of validated bytes (the line, its texts and
  /// their escaped slots, cut at character boundaries by the matcher's pieces) and ASCII keys,
  /// so their UTF-8 is not validated again.
  var checker = PayloadScanner(trustsUTF8: true)
  var fields: [Field] = []
  var slowTexts: [UInt8] = []
  var wrapped: [UInt8] = []

  // MARK: - Sample

  var sample: TextTable
  /// Fields of the first pass waiting to be counted into the sample, a batch at a time, in
  /// line order: their lookups read the table together (see ``countPending()``).
  var pending: [PendingField] = []
  /// The texts of ``pending``, one after another.
  var pendingTexts: [UInt8] = []
  /// What the reads ahead of a batch saw: kept so that they are made, used for nothing.
  var touched: UInt64 = 0

  /// A field waiting to be counted into the sample.
  struct PendingField {
    /// Its text in ``OptimizeRun/pendingTexts``.
    var text: Range<Int>
    var hash: UInt64
    var variant: Int
    var rangeBytes: Int
    /// The line's message and language ids (see ``OptimizeRun/lineFields``), or -1.
    var message: Int32 = -1
    var language: Int32 = -1
  }

  /// How many fields ``pending`` holds before they are counted.
  static let pendingBatch = 32
  /// Per sampled text: what the first pass counted (one array, so one write per field).
  var sampleStats: [SampleStats] = []
  /// Per sampled text: the template it matches, or -1.
  var sampleTemplates: [Int32] = []
  /// Per sampled text: where its slots start in ``sampleSlots`` (one more entry at the end).
  var sampleSlotStarts: [Int] = []
  /// Slot ranges relative to the text.
  var sampleSlots: [Range<Int>] = []
  /// The sampled texts met more than once, for the second pass (the sample itself is let go
  /// after mining): a text met once is matched again instead, with the same answer, so the
  /// table the second pass reads for every field is smaller and stays in cache better.
  var repeated = TextTable(expectedCount: 0)
  /// Per text of ``repeated``: its template and slots, beside the table so that a hit reads
  /// one entry and not three arrays indexed by the sample's ids.
  var repeatedEntries: [RepeatedEntry] = []
  /// The slot ranges of ``repeatedEntries``, relative to each text.
  var repeatedSlots: [Range<Int>] = []

  /// What the second pass needs of a text met more than once.
  struct RepeatedEntry {
    /// The template it matches, or -1.
    var template: Int
    /// Its slots in ``OptimizeRun/repeatedSlots``.
    var slots: Range<Int>
  }

  /// What the first pass counted for one sampled text.
  struct SampleStats {
    /// How many fields hold it.
    var count = 0
    /// The bytes its fields replace, summed.
    var rangeBytes = 0
    /// How many fields of each variant hold it (see ``OptimizeRun/variant(_:)``).
    var titles = 0
    var subtitles = 0
    var bodies = 0
    var stringAlerts = 0
    /// The message and language ids of the first line that held it, or -1.
    var message: Int32 = -1
    var language: Int32 = -1

    /// Counts one field of `variant` replacing `rangeBytes` bytes.
    mutating func add(variant: Int, rangeBytes: Int) {
      count &+= 1
      self.rangeBytes &+= rangeBytes
      switch variant {
      case 0: titles &+= 1
      case 1: subtitles &+= 1
      case 2: bodies &+= 1
      default: stringAlerts &+= 1
      }
    }

    /// The fields of `variant` counted.
    func count(of variant: Int) -> Int {
      switch variant {
      case 0: titles
      case 1: subtitles
      case 2: bodies
      default: stringAlerts
      }
    }
  }

  // MARK: - Templates

  struct Candidate {
    var template: AlertTemplate
    var uses = 0
    var key = ""
    var reused = false
    var delta = 0
    var enabled = false
    var used = false
    var rewritten = 0
    var saved = 0
    /// `"title-loc-key":"KEY"`, `"subtitle-loc-key":"KEY"`, `"loc-key":"KEY"`.
    var keyMembers: [[UInt8]] = []
    var keyBytes: [UInt8] = []
    /// The value of the key in its own localization as written, compiled for the check of
    /// each payload.
    var check: CheckFormat?
    /// The localization whose phones must see the payload's text exactly (index in
    /// ``OptimizeTables/tables``): the table whose value it is, else the one its script
    /// points to, else the development region's.
    var own = 0
    /// An existing key whose value in ``own`` is this template, up to argument numbering.
    var reuse: ReusableFormats.Match?
    /// In `bytes` mode: an existing key translates this template differently elsewhere, so
    /// it stays literal (rewriting would change what other phones show).
    var translatedBy: String?
    /// For each argument in `loc-args` order, the slot of the text it holds; `nil` when they
    /// are in text order.
    var argumentSlots: [Int]?
    /// Per localization: whether its phones show exactly the original text.
    var sameText: [Bool] = []
    /// For a template merged into another language's template of the same message
    /// (`--message-field`): that template, whose key it shares.
    var messageBase: Int?
    /// For the template a message's others merged into: the key's value in each
    /// localization, and the localizations whose value is their own language's.
    var messageValues: [String]?
    var messageTranslated: Set<Int> = []
  }

  /// The rows of ``OptimizeReport/messages`` and the template each merged into.
  var messageRows: [(row: Int, base: Int)] = []
  var matcher = TemplateMatcher(templates: [])
  var candidates: [Candidate] = []
  var order: [Int] = []
  var slots: [Range<Int>] = []

  // MARK: - Rewriting

  struct Edit {
    var field: Int
    var range: Range<Int>
    var replacement: Range<Int>
    var candidate: Int
  }

  var edits: [Edit] = []
  var replacements: [UInt8] = []
  var rewritten: [UInt8] = []
  var argumentBytes: [UInt8] = []
  var argumentRanges: [Range<Int>] = []
  var splice = SpliceCheck()
  var sizesBefore = SizeHistogram()
  var sizesAfter = SizeHistogram()
  var output: PayloadOutput?

  /// `,"title-loc-args":[`, `,"subtitle-loc-args":[`, `,"loc-args":[`.
  static let argumentOpeners: [[UInt8]] = PayloadRewriter.FieldKind.allCases.map { kind in
    var out: [UInt8] = [UInt8(ascii: ",")]
    JSONWriter.writeString(kind.locArgs, escapesSlashes: false, into: &out)
    out += [UInt8(ascii: ":"), UInt8(ascii: "[")]
    return out
  }

  /// Calls the progress handler every this many lines.
  static let progressInterval = 1 << 16

  func reportProgress(_ phase: OptimizeProgress.Phase, lines: Int, bytes: Int) {
    progress?(OptimizeProgress(phase: phase, lines: lines, bytes: bytes))
  }
}

extension OptimizeRun {
  // MARK: - Reading a line

  /// Whether a line holds only spaces, tabs and CRs (or nothing).
  static func isBlank(_ line: UnsafeBufferPointer<UInt8>) -> Bool {
    for byte in line where byte != 0x20 && byte != 0x09 && byte != 0x0D { return false }
    return true
  }

  /// A plain text line as the payload `{"aps":{"alert":TEXT}}`, in ``wrapped``.
  mutating func wrap(_ line: UnsafeBufferPointer<UInt8>) {
    wrapped.removeAll(keepingCapacity: true)
    wrapped.append(contentsOf: #"{"aps":{"alert":"#.utf8)
    JSONWriter.writeString(
      String(decoding: line, as: UTF8.self), escapesSlashes: false, into: &wrapped)
    wrapped.append(contentsOf: "}}".utf8)
  }

  /// Finds the literal alert texts of a line into ``fields``.
  ///
  /// - Parameters:
  ///   - reports: Whether to report an invalid line (the second pass does).
  ///   - readsAll: Whether to read the whole line. The first pass stops after the `aps`
  ///     member (see ``PayloadScanner/scan(_:stopsAfterAps:)``): the texts of a line that is
  ///     invalid after it, or that repeats `aps` later, may then be counted into the sample,
  ///     which only weighs the mining; the second pass reads every line in full and decides
  ///     what is written.
  mutating func extract(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, offset: Int, reports: Bool,
    readsAll: Bool = true
  ) -> LineKind {
    // A line has one to three fields: removing them one by one costs less than the generic
    // range replacement of `removeAll(keepingCapacity:)`, and keeps the capacity too.
    while !fields.isEmpty { fields.removeLast() }
    switch scanner.scan(line, stopsAfterAps: !readsAll) {
    case .notAnObject:
      if reports { notAPayload(number) }
      return .invalid
    case .object:
      readLineFields(line)
      return fastFields(line)
    case .bail:
      return slowFields(line, number: number, offset: offset, reports: reports)
    }
  }

  private func notAPayload(_ number: Int) {
    emit(
      Diagnostic(
        .error, id: "optimize.not-a-payload", "the line is not a JSON object",
        at: SourceLocation(path: path, line: number, column: 1, offset: 0)))
  }

  /// ``PayloadRewriter/extract(_:)`` over the scanner's findings.
  private mutating func fastFields(_ line: UnsafeBufferPointer<UInt8>) -> LineKind {
    guard scanner.hasAps, scanner.apsIsObject, !scanner.apsHasDuplicates else {
      return .passThrough
    }
    switch scanner.alert {
    case .string:
      let member = scanner.alertString
      guard member.text.count > 0 else { return .passThrough }
      fields.append(
        Field(
          kind: .body, range: member.valueRange, isStringAlert: true,
          textRange: member.text.start..<member.text.end,
          textPlace: member.text.inScratch ? .scanner : .line))
    case .object:
      guard !scanner.alertHasDuplicates else { return .passThrough }
      let members = scanner.members
      if members[PayloadScanner.Name.titleLocKey.rawValue].isPresent
        || members[PayloadScanner.Name.subtitleLocKey.rawValue].isPresent
        || members[PayloadScanner.Name.locKey.rawValue].isPresent
      {
        return .passThrough
      }
      for kind in PayloadRewriter.FieldKind.allCases {
        let member = members[kind.rawValue]
        guard member.isPresent, member.isString, member.text.count > 0 else { continue }
        fields.append(
          Field(
            kind: kind, range: member.keyStart..<member.valueRange.upperBound,
            isStringAlert: false, textRange: member.text.start..<member.text.end,
            textPlace: member.text.inScratch ? .scanner : .line))
      }
    case .absent, .other:
      return .passThrough
    }
    return fields.isEmpty ? .passThrough : .fields
  }

  /// The same through ``JSONParser``, which also gives the diagnostic of an invalid line.
  private mutating func slowFields(
    _ line: UnsafeBufferPointer<UInt8>, number: Int, offset: Int, reports: Bool
  ) -> LineKind {
    if !slowTexts.isEmpty { slowTexts.removeAll(keepingCapacity: true) }
    let document: JSONDocument
    do {
      document = try JSONParser.parse(Array(line), path: path)
    } catch {
      if reports {
        let location = error.location
        emit(
          Diagnostic(
            .error, id: "optimize.invalid-json", error.message,
            at: SourceLocation(
              path: path, line: number + location.line - 1, column: location.column,
              offset: offset + location.offset)))
      }
      return .invalid
    }
    readLineFields(document: document.value)
    switch PayloadRewriter.extract(document) {
    case .notAPayload:
      if reports { notAPayload(number) }
      return .invalid
    case .passThrough:
      return .passThrough
    case .fields(let found):
      for field in found {
        let start = slowTexts.count
        slowTexts.append(contentsOf: field.text.utf8)
        fields.append(
          Field(
            kind: field.kind, range: field.range, isStringAlert: field.isStringAlert,
            textRange: start..<slowTexts.count, textPlace: .slow))
      }
      return .fields
    }
  }

  /// The bytes of a field's text.
  func withText<R>(
    _ field: Field, in line: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    Self.withText(field, in: line, scratch: scanner.scratch, slow: slowTexts, body)
  }

  /// The bytes of a field's text, given the scanner's scratch and ``slowTexts`` (copies of the
  /// references, so that `body` may change the run).
  ///
  /// The range is checked against the buffer it names (``CheckedBytes``): one that does not lie
  /// within it gives the empty text, which matches no template and verifies as nothing.
  @inline(__always)
  static func withText<R>(
    _ field: Field, in line: UnsafeBufferPointer<UInt8>, scratch: [UInt8], slow: [UInt8],
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    switch field.textPlace {
    case .line:
      return body(CheckedBytes(line).bytes(in: field.textRange) ?? CheckedBytes.emptyBuffer)
    case .scanner:
      return scratch.withUnsafeBufferPointer {
        body(CheckedBytes($0).bytes(in: field.textRange) ?? CheckedBytes.emptyBuffer)
      }
    case .slow:
      return slow.withUnsafeBufferPointer {
        body(CheckedBytes($0).bytes(in: field.textRange) ?? CheckedBytes.emptyBuffer)
      }
    }
  }

  /// The variant a field counts under in ``SampleStats``: title, subtitle, body member (0, 1,
  /// 2) or string alert (3).
  static func variant(_ field: Field) -> Int {
    field.isStringAlert ? 3 : field.kind.rawValue
  }
}
