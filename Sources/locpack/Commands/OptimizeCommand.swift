import Foundation
import LocPack

/// `locpack optimize [INPUT]`: mine alert templates in push payloads, rewrite the payloads to
/// `loc-key` + `loc-args`, merge the new keys into the base table, report the savings.
enum OptimizeCommand {
  static let spec = CommandSpec(
    name: "optimize",
    abstract: "Rewrite push alerts as loc-key payloads; add the keys.",
    discussion: """
      Reads one APNs payload per line (--input text: one alert text per line, treated as \
      {"aps":{"alert":TEXT}}; --input templates: one server template per line with {name}, \
      {{name}}, %s, %@ or %1$@ placeholders, converted to keys without mining), finds the templates the alert titles, subtitles and \
      bodies come from, and rewrites them as title-loc-key, subtitle-loc-key and loc-key with \
      their arguments. A phone reads only the table of the localization it picks, so every \
      new key goes into the table of every localization: the .lproj folders of --bundle that \
      hold the table (--table, default Localizable), or its String Catalog. In bytes mode (the \
      default) a template is rewritten only where it saves bytes, with the same text in every \
      localization, marked not for translation; localize mode rewrites every template, marks \
      the other localizations for translators, and keeps literal a payload that would go over \
      --limit (with a warning naming its line). A template that is an existing key's value in \
      any localization reuses that key. Each template is checked in every localization as the \
      tables will be written: no raw key, no missing argument, the original text in its own \
      language (in bytes mode in all); each payload is then compared byte for byte with the \
      original text. Every other byte of a payload stays as it was.

      --out DIR receives payloads.jsonl (input order), templates.json (key, format, language, \
      formats by localization) and report.json. --templates FILE rewrites a new stream with \
      the templates.json of an earlier run, in one pass, without mining or adding keys. \
      --dry-run writes nothing. New keys must ship in an app release before the server sends \
      them: old app versions show the raw key.

      --input messages FILE... reads the server's message catalogs instead (i18next .json, \
      gettext .po/.pot, Rails .yml, Java .properties; the format from the extension, the \
      language from the file or its path). Each message ID becomes one key (one per plural \
      form: KEY_ONE, KEY_FEW, KEY_OTHER, KEY_EQ0), each language's text goes into that \
      language's localization, named placeholders become %@ or %n$@ in loc-args order, and \
      every message is rendered as the server's library would and compared with what a phone \
      shows. --out receives templates.json (per message: loc-key, loc-args names, the plural \
      form-to-key map, formats per language) and report.json. A catalog that cannot be read \
      stops the run before anything is written.

      Memory does not grow with the input: INPUT is read twice (standard input is copied \
      to a temporary file for the second pass); the first pass keeps at most --sample distinct alert \
      texts, of which the miner mines at most --mine-sample, the second streams the payloads \
      out; at most --max-templates \
      templates are rewritten, and a line over --max-line-bytes is passed through and \
      reported. A progress line goes to standard error when it is a terminal (--progress, \
      --no-progress).

      With no INPUT, runs the demo: Resources/sample-alerts.jsonl with the Localizable bundle \
      (from the working directory), writing into a new temporary folder and a copy of the \
      bundle. Exit status: 0 on success, 1 when a line was not a payload, a rewrite did not \
      round-trip or a table cannot be edited, 66 when an input cannot be read, 73 when an \
      output cannot be written.

      Every output is written in full beside its target, then renamed over it, the tables \
      first: a failed or killed run leaves each file old or new, never partial. The renames \
      are listed first in .locpack-commit.json (in the --bundle folder, or beside --strings): \
      the next run finishes those of a run killed between two of them, or undoes them all \
      when a staged file is gone, with a warning; a file edited since is left alone (exit \
      73). A run holds \
      a lock on the tables' folders and the --out folder from reading the tables to the last \
      rename; a second run on the same folders fails at once (exit 73) unless --wait-lock. \
      A table changed by someone else since it was read is not overwritten (exit 73).

      Examples:
        locpack optimize
        locpack optimize pushes.jsonl --bundle App/Resources --out build/push
        locpack optimize pushes.jsonl -s en.lproj/Localizable.strings -n -r json
        locpack optimize --input messages locales/*/push.json --bundle App -o out
      """,
    options: [
      OptionSpec(
        long: "input", short: "i", kind: .value("kind"), abstract: "What INPUT holds.",
        choices: ["payloads", "text", "templates", "messages"], defaultValue: "payloads"),
      OptionSpec(
        long: "source-language", kind: .value("lang"),
        abstract: "With --input messages: the language of texts a catalog does not name (a "
          + "gettext msgid, a .properties file without a suffix).", defaultValue: "en"),
      OptionSpec(
        long: "language", kind: .repeated("file=lang"),
        abstract: "With --input messages: the language of catalog FILE, over what its "
          + "header or path says."),
      OptionSpec(
        long: "only", kind: .repeated("prefix"),
        abstract: "With --input messages: only message IDs that start with PREFIX."),
      OptionSpec(
        long: "bundle", short: "b", kind: .value("dir"),
        abstract: "The folder with the app's .lproj folders: new keys go into the table of "
          + "every localization."),
      OptionSpec(
        long: "table", kind: .value("name"),
        abstract: "The strings table push keys go in.", defaultValue: "Localizable"),
      OptionSpec(
        long: "development-region", kind: .value("lang"),
        abstract: "CFBundleDevelopmentRegion: the localization phones fall back to.",
        defaultValue: "en"),
      OptionSpec(
        long: "strings", short: "s", kind: .value("path"),
        abstract: "One Localizable.strings to merge new keys into, the app's only "
          + "localization (instead of --bundle)."),
      OptionSpec(
        long: "message-field", kind: .value("key"),
        abstract: "A payload member naming the message (type, template): its templates in "
          + "several languages become one key (localize mode)."),
      OptionSpec(
        long: "language-field", kind: .value("key"),
        abstract: "A payload member holding the language tag of its text (lang, locale)."),
      OptionSpec(
        long: "templates", short: "t", kind: .value("file"),
        abstract: "Rewrite with the templates.json of an earlier run: no mining, no new keys, "
          + "one pass."),
      OptionSpec(
        long: "out", short: "o", kind: .value("dir"),
        abstract: "Where payloads.jsonl, templates.json and report.json go."),
      OptionSpec(
        long: "report", short: "r", kind: .value("format"),
        abstract: "The report on standard output.", choices: ["text", "json"],
        defaultValue: "text"),
      OptionSpec(
        long: "mode", short: "m", kind: .value("mode"), abstract: "What to rewrite.",
        choices: OptimizeOptions.Mode.allCases.map(\.rawValue),
        defaultValue: OptimizeOptions().mode.rawValue),
      OptionSpec(
        long: "key-style", kind: .value("style"), abstract: "How new keys are named.",
        choices: OptimizeOptions.KeyStyle.allCases.map(\.rawValue) + ["id"],
        defaultValue: OptimizeOptions().keyStyle.rawValue),
      OptionSpec(long: "key-prefix", kind: .value("prefix"), abstract: "Put before new keys."),
      OptionSpec(
        long: "min-count", kind: .value("n"),
        abstract: "The fewest alert texts a template must cover.",
        defaultValue: String(OptimizeOptions().minCount)),
      OptionSpec(
        long: "limit", kind: .value("bytes"), abstract: "The payload size limit.",
        defaultValue: String(OptimizeOptions().limit)),
      OptionSpec(
        long: "sample", kind: .value("n"),
        abstract: "The most distinct alert texts kept for mining (the first ones read).",
        defaultValue: String(OptimizeOptions.defaultSampleSize)),
      OptionSpec(
        long: "mine-sample", kind: .value("n"),
        abstract: "The most of those texts mined, a weighted sample of them when more: more "
          + "finds rarer templates, fewer mines faster.",
        defaultValue: String(OptimizeOptions.defaultMineSampleSize)),
      OptionSpec(
        long: "max-templates", kind: .value("n"),
        abstract: "The most templates rewritten; the least used others stay literal.",
        defaultValue: String(OptimizeOptions.defaultMaxTemplates)),
      OptionSpec(
        long: "max-line-bytes", kind: .value("bytes"),
        abstract: "The longest line handled; longer lines pass through as invalid.",
        defaultValue: String(OptimizeOptions.defaultMaxLineBytes)),
      ReportOptions.reporterLongOnly,
      OptionSpec(long: "dry-run", short: "n", kind: .flag, abstract: "Write nothing."),
      OptionSpec(
        long: "wait-lock", kind: .flag,
        abstract: "Wait for another run writing the same folders instead of failing."),
      OptionSpec(
        long: "progress", kind: .flag,
        abstract: "Show a progress line on standard error even when it is not a terminal."),
      OptionSpec(
        long: "no-progress", kind: .flag, abstract: "Never show a progress line."),
    ],
    arguments: [
      ArgumentSpec(
        name: "input",
        abstract: "A JSONL file of payloads, or - for standard input; none "
          + "runs the demo. With --input messages, one or more catalog files.",
        arity: .zeroOrMore)
    ],
    run: { context throws(CLIError) in try run(context) })

  /// The demo's input, relative to the working directory.
  static let demoInput = "Resources/sample-alerts.jsonl"
  /// The demo's bundle, relative to the working directory.
  static let demoBundle = "Localizable"
  /// The demo app's notification categories, relative to the working directory.
  static let demoCategories = "Resources/categories.json"

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    if args.value("input") == "messages" {
      return try runMessages(context, paths: args.arguments("input"))
    }
    guard args.arguments("input").count <= 1 else {
      throw .failure("optimize reads one INPUT, except with --input messages", status: .usage)
    }
    let options = try optimizeOptions(args)
    let dryRun = args.flag("dry-run")
    let demo = args.argument("input") == nil
    let inputPath = args.argument("input") ?? demoInput
    let inputLabel = inputPath == "-" ? "<stdin>" : inputPath
    let kind = try args.defaultedValue("input", as: .text)
    var outDir = args.value("out")
    var place = try tablePlace(args, demo: demo)
    if demo, !FileManager.default.fileExists(atPath: demoInput) {
      throw .failure(
        "the demo reads \(demoInput) and \(demoBundle)/ from the working directory; run it "
          + "from the package root "
          + "(\(FileIOError(.read, path: demoInput, reason: .notFound).description))",
        status: .noInput)
    }
    if kind != "templates" {
      // An unreadable input fails before anything is created or locked.
      let input = source(context, kind: kind, input: inputPath, label: inputLabel)
      do { try input.checkReadable() } catch { throw .io(error) }
    }
    // The demo edits a copy of its own tables; tables named with --bundle or --strings are the
    // user's, edited in place as in any run.
    let ownTables = args.value("bundle") == nil && args.value("strings") == nil
    if demo && !dryRun && (outDir == nil || ownTables) {
      let folder = try temporaryFolder(context.environment)
      if outDir == nil { outDir = folder }
      if ownTables { place = .bundle(try copyDemoBundle(into: folder)) }
    }
    // Unreadable tables fail before anything is created; the lock is taken before the tables
    // are read for good, so another run's rename cannot come in between.
    let first = try readTables(place, context, reports: false)
    let journal = place.journal
    let tablePaths = first.localizations.indices.map { first.path(of: $0) }
    let lock =
      dryRun
      ? nil
      : try lockOutputs(
        context, tables: tablePaths, out: outDir, journal: FileIO.directory(of: journal))
    defer { lock?.release() }
    try recover(
      context, journal: journal, writing: tablePaths + outputNames(outDir), dryRun: dryRun)
    let tables = try readTables(place, context)
    let result = try optimize(
      context, kind: kind, input: inputPath, label: inputLabel, tables: tables,
      options: options, payloads: dryRun ? nil : outDir.map { $0 + "/payloads.jsonl" })
    var written: [String] = []
    if !dryRun {
      // The tables go first: payloads must never name keys a table lacks.
      var files = try tableFiles(result.tables, context)
      let changedTables = files.map(\.path)
      var outputs: [String] = []
      if let outDir {
        let templates = JSONWriter.pretty(result.templatesJSON, style: .report) + [0x0A]
        let report = JSONWriter.pretty(result.report.json, style: .report) + [0x0A]
        files.append(PendingFile(path: outDir + "/templates.json", bytes: templates))
        files.append(PendingFile(path: outDir + "/report.json", bytes: report))
        if let payloads = result.stagedPayloads { outputs.append(payloads.path) }
        outputs += outputNames(outDir).dropFirst()
      }
      try writeAll(
        files, after: changedTables.count, streamed: result.stagedPayloads, journal: journal,
        environment: context.environment)
      written = outputs + changedTables
    } else if let staged = result.stagedPayloads {
      staged.discard()
    }

    if args.value("report") == "json" {
      context.print(JSONWriter.prettyString(result.report.json, style: .report) + "\n")
    } else {
      context.print(
        OptimizeReportText.render(
          result.report, input: inputLabel, table: place.label(tables), written: written,
          dryRun: dryRun, templateFile: kind == "templates",
          preview: previewHint(result, place: place, outDir: outDir, dryRun: dryRun, demo: demo)))
    }
    let failed =
      result.report.invalidLines > 0 || result.report.roundtripMismatches > 0
      || result.diagnostics.contains { $0.severity == .error }
    return failed ? .problems : .success
  }

  /// The payloads (or texts) to read.
  static func source(_ context: CommandContext, kind: String, input: String, label: String)
    -> OptimizeSource
  {
    OptimizeSource(
      input == "-" ? .standardInput : .file(input), path: label, isTextLines: kind == "text",
      spoolDirectory: context.environment["TMPDIR"] ?? "/tmp")
  }

  /// Runs the optimizer over the input, streaming diagnostics (and progress) to standard error.
  ///
  /// The returned result's diagnostics are the errors among them.
  static func optimize(
    _ context: CommandContext, kind: String, input: String, label: String,
    tables: OptimizeTables, options: OptimizeOptions, payloads: String?
  ) throws(CLIError) -> Optimizer.Result {
    let optimizer = Optimizer(options: options)
    var errors: [Diagnostic] = []
    let applied = try appliedTemplates(context)
    if kind == "templates" {
      let bytes: [UInt8]
      do { bytes = try context.readInput(input) } catch { throw .io(error) }
      let result = optimizer.convertTemplates(bytes, path: label, tables: tables)
      context.emit(result.diagnostics)
      return result
    }
    let progress = OptimizeProgressLine.make(context)
    context.diagnosticStream.beforeWrite = progress.map { line in { line.clear() } }
    let source = source(context, kind: kind, input: input, label: label)
    do {
      let destination: OptimizePayloads = payloads.map { .staged($0) } ?? .discard
      let consumer: (Diagnostic) -> Void = { diagnostic in
        context.emit(diagnostic)
        if diagnostic.severity == .error { errors.append(diagnostic) }
      }
      let update = progress.map { line in { line.update($0) } }
      var result: Optimizer.Result
      if let applied {
        result = try optimizer.apply(
          applied, to: source, tables: tables, payloads: destination, diagnostics: consumer,
          progress: update)
      } else {
        result = try optimizer.optimize(
          source, tables: tables, payloads: destination, diagnostics: consumer,
          progress: update)
      }
      progress?.clear()
      result.diagnostics = errors
      return result
    } catch {
      progress?.clear()
      throw .io(error)
    }
  }

  // MARK: - Arguments

  /// The templates of `--templates`, read and checked (exit 66 when unreadable, 1 when not
  /// a templates file); `nil` without the option.
  static func appliedTemplates(_ context: CommandContext) throws(CLIError) -> AppliedTemplates? {
    guard let path = context.arguments.value("templates") else { return nil }
    guard context.arguments.value("input") != "templates" else {
      throw .failure(
        "--templates rewrites payloads; it does not go with --input templates", status: .usage)
    }
    let bytes: [UInt8]
    do { bytes = try context.readInput(path) } catch { throw .io(error) }
    do {
      return try AppliedTemplates.parse(bytes, path: path, limits: context.inputLimits)
    } catch {
      context.emit(error.diagnostic)
      throw .diagnosed(status: .problems)
    }
  }

  static func optimizeOptions(_ args: ParsedArguments) throws(CLIError) -> OptimizeOptions {
    var options = OptimizeOptions()
    options.mode = try args.defaultedValue("mode", as: .choice(OptimizeOptions.Mode.self))
    if args.value("key-style") == "id" {
      throw .failure("--key-style id goes with --input messages", status: .usage)
    }
    options.keyStyle = try args.defaultedValue(
      "key-style", as: .choice(OptimizeOptions.KeyStyle.self))
    options.keyPrefix = args.value("key-prefix") ?? ""
    options.messageField = args.value("message-field")
    options.languageField = args.value("language-field")
    options.minCount = try args.defaultedValue("min-count", as: .positiveInteger)
    options.limit = try args.defaultedValue("limit", as: .positiveInteger)
    options.sampleSize = try args.defaultedValue("sample", as: .positiveInteger)
    options.mineSampleSize = try args.defaultedValue("mine-sample", as: .positiveInteger)
    options.maxTemplates = try args.defaultedValue("max-templates", as: .positiveInteger)
    options.maxLineBytes = try args.defaultedValue("max-line-bytes", as: .positiveInteger)
    return options
  }

  /// Where the tables are: one `.strings` file, or every localization of a bundle.
  enum TablePlace {
    case file(String)
    case bundle(String)

    /// Where a run's commit journal goes: in the bundle folder, or beside the one table,
    /// so every run on these tables finds it, whatever its `--out`.
    var journal: String {
      switch self {
      case .file(let path): FileIO.directory(of: path) + "/" + CommitJournal.fileName
      case .bundle(let folder): folder + "/" + CommitJournal.fileName
      }
    }

    /// How the report names the tables.
    func label(_ tables: OptimizeTables) -> String {
      switch self {
      case .file(let path) where tables.catalog != nil:
        "the \(tables.localizations.count) localizations of \(path)"
      case .file(let path): path
      case .bundle(let folder):
        tables.catalog.map { "the \(tables.localizations.count) localizations of \($0.path)" }
          ?? "the \(tables.name) table of \(tables.localizations.count) localizations in "
          + folder
      }
    }
  }

  /// `--strings`, else `--bundle` (or, for the demo, `Localizable/`).
  static func tablePlace(_ args: ParsedArguments, demo: Bool) throws(CLIError) -> TablePlace {
    if let strings = args.value("strings") { return .file(strings) }
    guard let bundle = args.value("bundle") ?? (demo ? demoBundle : nil) else {
      throw .failure(
        "give the tables with --bundle DIR (every localization) or --strings PATH (one table)",
        status: .usage)
    }
    return .bundle(bundle)
  }

  /// Reads the tables: their problems go down the diagnostics path (with `reports`, or when
  /// one is an error); an error among them fails the run before anything is written (exit 1),
  /// an unreadable file with exit 66.
  static func readTables(
    _ place: TablePlace, _ context: CommandContext, reports: Bool = true
  ) throws(CLIError) -> OptimizeTables {
    let args = context.arguments
    let region = try args.defaultedValue("development-region", as: .languageIdentifier)
    let name = try args.defaultedValue("table", as: .text)
    var diagnostics: [Diagnostic] = []
    let tables: OptimizeTables
    switch place {
    case .file(let path) where path.hasSuffix(".xcstrings"):
      guard let bytes = try readTable(path, context) else {
        throw .io(FileIOError(.read, path: path, reason: .notFound))
      }
      (tables, diagnostics) = OptimizeTables.load(
        catalog: path, bytes: bytes, name: name, developmentRegion: region,
        limits: context.inputLimits)
    case .file(let path):
      (tables, diagnostics) = OptimizeTables.load(
        file: path, bytes: try readTable(path, context), name: name, developmentRegion: region,
        limits: context.inputLimits)
    case .bundle(let folder):
      do {
        (tables, diagnostics) = try OptimizeTables.load(
          bundle: folder, name: name, developmentRegion: region, limits: context.inputLimits)
      } catch {
        throw .io(error)
      }
    }
    if diagnostics.hasErrors {
      context.emit(diagnostics)
      throw .diagnosed(status: .problems)
    }
    if reports { context.emit(diagnostics) }
    return tables
  }

  /// Copies the demo bundle into `folder`, so the demo edits copies; returns the copy.
  static func copyDemoBundle(into folder: String) throws(CLIError) -> String {
    let copy = folder + "/" + demoBundle
    do {
      try FileManager.default.copyItem(atPath: demoBundle, toPath: copy)
    } catch {
      throw .failure(
        "cannot copy \(demoBundle)/ into \(folder): \(error.localizedDescription)",
        status: .cannotCreate)
    }
    return copy
  }

  /// The `preview` command that shows one rewritten payload in every localization.
  static func previewHint(
    _ result: Optimizer.Result, place: TablePlace, outDir: String?, dryRun: Bool, demo: Bool
  ) -> String? {
    guard !dryRun, let outDir, case .bundle(let folder) = place,
      let line = result.report.firstRewrittenLine
    else { return nil }
    return "sed -n \(line)p \(outDir)/payloads.jsonl | locpack preview - --bundle \(folder) "
      + (demo ? "--categories \(demoCategories) " : "") + "--all-locales"
  }

  /// A new folder under `TMPDIR` (or `/tmp`).
  static func temporaryFolder(_ environment: [String: String]) throws(CLIError) -> String {
    var base = environment["TMPDIR"] ?? "/tmp"
    while base.count > 1, base.hasSuffix("/") { base.removeLast() }
    var template = Array((base + "/locpack-optimize-XXXXXX").utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkdtemp($0) != nil } ?? false
    }
    guard made else {
      throw .failure("cannot create a temporary folder in \(base)", status: .cannotCreate)
    }
    return String(
      decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  // MARK: - Writing

  /// The table's bytes, or nil when there is no table yet (any other failure is reported).
  static func readTable(_ path: String, _ context: CommandContext) throws(CLIError) -> [UInt8]? {
    do {
      return try context.readInput(path)
    } catch {
      guard error.reason == .notFound else { throw .io(error) }
      return nil
    }
  }

  /// The tables' changed files, each to replace only if it still holds what was read.
  static func tableFiles(_ tables: OptimizeTables, _ context: CommandContext) throws(CLIError)
    -> [PendingFile]
  {
    do {
      return try tables.changedFiles().map { file in
        PendingFile(
          path: file.path, bytes: file.bytes,
          precondition: file.original.map { .unchanged($0) } ?? .absent)
      }
    } catch {
      context.emit(error.diagnostic)
      throw .diagnosed(status: .problems)
    }
  }

  /// The outputs `--out` receives, `payloads.jsonl` first.
  static func outputNames(_ out: String?) -> [String] {
    guard let out else { return [] }
    return ["payloads.jsonl", "templates.json", "report.json"].map { out + "/" + $0 }
  }

  /// Creates the tables' folders and `out`, then locks them and the journal's folder until
  /// the last rename, so two runs cannot interleave their writes.
  static func lockOutputs(
    _ context: CommandContext, tables: [String], out: String?, journal: String
  ) throws(CLIError) -> FileLock {
    var folders: [String] = []
    for table in tables where !folders.contains(FileIO.directory(of: table)) {
      folders.append(FileIO.directory(of: table))
    }
    for folder in [out, journal].compactMap(\.self) where !folders.contains(folder) {
      folders.append(folder)
    }
    do {
      for folder in folders { try FileIO.createDirectory(folder) }
      return try FileLock.lock(folders: folders, wait: context.arguments.flag("wait-lock")) {
        context.emit(
          Diagnostic(
            .note, id: "optimize.waiting-for-lock",
            "waiting for another locpack run writing in \($0)"))
      }
    } catch {
      guard error.reason == .busy else { throw .io(error) }
      throw .failure(
        error.description + "; run again when it ends, or pass --wait-lock",
        status: .cannotCreate)
    }
  }

  /// Finishes or undoes what an interrupted run left (a warning says which), before this run
  /// reads its tables for good; a dry run only warns that a journal is there.
  static func recover(
    _ context: CommandContext, journal: String, writing paths: [String], dryRun: Bool
  ) throws(CLIError) {
    if dryRun {
      guard FileManager.default.fileExists(atPath: journal) else { return }
      context.emit(
        Diagnostic(
          .warning, id: "optimize.interrupted-commit",
          "an interrupted run left this journal; the next run without --dry-run finishes or "
            + "undoes its renames first", at: .wholeFile(journal)))
      return
    }
    do {
      if let done = try CommitJournal.recover(journal, writing: paths) { context.emit(done) }
    } catch {
      context.emit(error.diagnostic)
      throw .failure(
        "the files of an interrupted run were left as they are; nothing was written",
        status: error.exitStatus)
    }
  }

  /// Writes the files as one unit (``FileIO/commit(_:inserting:at:journal:afterStaging:beforeRename:)``),
  /// the streamed payloads after the first `leading` of them.
  ///
  /// `LOCPACK_TEST_PAUSE_BEFORE_RENAME` and `LOCPACK_TEST_PAUSE_BETWEEN_RENAMES` (seconds)
  /// pause before the first rename and between two, so tests can interrupt or race a run.
  static func writeAll(
    _ files: [PendingFile], after leading: Int, streamed: StagedFile?, journal: String,
    environment: [String: String]
  ) throws(CLIError) {
    let before = environment["LOCPACK_TEST_PAUSE_BEFORE_RENAME"].flatMap(Double.init)
    let between = environment["LOCPACK_TEST_PAUSE_BETWEEN_RENAMES"].flatMap(Double.init)
    do {
      try FileIO.commit(
        files, inserting: streamed, at: leading, journal: journal,
        afterStaging: { if let before { Thread.sleep(forTimeInterval: before) } },
        beforeRename: { index in
          if let between, index > 0 { Thread.sleep(forTimeInterval: between) }
        })
    } catch {
      throw .io(error)
    }
  }
}
