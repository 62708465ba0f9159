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
      their arguments. Every rewritten payload is expanded again against the table as written \
      and compared byte for byte with the original text; a mismatch keeps the payload as it \
      was. Every other byte of a payload stays as it was. In bytes mode (the default) a \
      template is rewritten only where it saves bytes; localize mode rewrites every template \
      unless the payload would go over --limit.

      --out DIR receives payloads.jsonl (input order), templates.json (key, format, slots, \
      example, count) and report.json. The new keys are merged in place into --strings, else \
      the bundle's development-region Localizable.strings (created if absent), keeping every \
      existing byte. --dry-run writes nothing. New keys must ship in an app release before \
      the server sends them: old app versions show the raw key.

      With no INPUT, runs the demo: Resources/sample-alerts.jsonl with the Localizable bundle \
      (from the working directory), writing into a new temporary folder and a copy of the \
      base table. Exit status: 0 on success, 1 when a line was not a payload or a rewrite did \
      not round-trip, 66 when an input cannot be read, 73 when an output cannot be written.

      Every output is written in full beside its target, then renamed over it, the table \
      first: a failed or killed run leaves each file old or new, never partial. A run holds \
      a lock on the table's folder and the --out folder from reading the table to the last \
      rename; a second run on the same folders fails at once (exit 73) unless --wait-lock. \
      A table changed by someone else since it was read is not overwritten (exit 73).

      Examples:
        locpack optimize
        locpack optimize pushes.jsonl --bundle App/Resources --out build/push
        locpack optimize pushes.jsonl -s en.lproj/Localizable.strings -n -r json
      """,
    options: [
      OptionSpec(
        long: "input", short: "i", kind: .value("kind"), abstract: "What INPUT holds.",
        choices: ["payloads", "text", "templates"], defaultValue: "payloads"),
      OptionSpec(
        long: "bundle", short: "b", kind: .value("dir"),
        abstract: "The folder with the app's .lproj folders; its development-region "
          + "Localizable.strings is the base table."),
      OptionSpec(
        long: "development-region", kind: .value("lang"),
        abstract: "CFBundleDevelopmentRegion: the .lproj of the base table.", defaultValue: "en"),
      OptionSpec(
        long: "strings", short: "s", kind: .value("path"),
        abstract: "The base Localizable.strings to merge new keys into (overrides --bundle)."),
      OptionSpec(
        long: "out", short: "o", kind: .value("dir"),
        abstract: "Where payloads.jsonl, templates.json and report.json go."),
      OptionSpec(
        long: "report", short: "r", kind: .value("format"),
        abstract: "The report on standard output.", choices: ["text", "json"],
        defaultValue: "text"),
      OptionSpec(
        long: "mode", short: "m", kind: .value("mode"), abstract: "What to rewrite.",
        choices: OptimizeOptions.Mode.allCases.map(\.rawValue), defaultValue: "bytes"),
      OptionSpec(
        long: "key-style", kind: .value("style"), abstract: "How new keys are named.",
        choices: OptimizeOptions.KeyStyle.allCases.map(\.rawValue), defaultValue: "readable"),
      OptionSpec(long: "key-prefix", kind: .value("prefix"), abstract: "Put before new keys."),
      OptionSpec(
        long: "min-count", kind: .value("n"),
        abstract: "The fewest alert texts a template must cover.", defaultValue: "3"),
      OptionSpec(
        long: "limit", kind: .value("bytes"), abstract: "The payload size limit.",
        defaultValue: "4096"),
      OptionSpec(long: "dry-run", short: "n", kind: .flag, abstract: "Write nothing."),
      OptionSpec(
        long: "wait-lock", kind: .flag,
        abstract: "Wait for another run writing the same folders instead of failing."),
    ],
    arguments: [
      ArgumentSpec(
        name: "input",
        abstract: "A JSONL file of payloads, or - for standard input; none "
          + "runs the demo.", arity: .optional)
    ],
    run: { context throws(CLIError) in try run(context) })

  /// The demo's input, relative to the working directory.
  static let demoInput = "Resources/sample-alerts.jsonl"
  /// The demo's bundle, relative to the working directory.
  static let demoBundle = "Localizable"

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    let options = try optimizeOptions(args)
    let dryRun = args.flag("dry-run")
    let demo = args.argument("input") == nil
    let inputPath = args.argument("input") ?? demoInput
    let inputLabel = inputPath == "-" ? "<stdin>" : inputPath
    var outDir = args.value("out")
    var tablePath = try baseTablePath(args, demo: demo)
    let input: [UInt8]
    do {
      input = try FileIO.read(inputPath)
    } catch {
      if demo {
        throw .failure(
          "the demo reads \(demoInput) and \(demoBundle)/ from the working directory; run it "
            + "from the package root (\(error.description))", status: .noInput)
      }
      throw .io(error)
    }
    // An unreadable table fails before anything is created; the lock is taken before the
    // table is read for good, so another run's rename cannot come in between.
    _ = try readTable(tablePath, context)
    let lock = dryRun ? nil : try lockOutputs(context, table: demo ? nil : tablePath, out: outDir)
    defer { lock?.release() }
    let existing = try readTable(tablePath, context)
    let tableExists = existing != nil
    let tableBytes = existing ?? Array("\n".utf8)
    if demo && !dryRun {
      let folder = try temporaryFolder(context.environment)
      if outDir == nil { outDir = folder }
      let copy = folder + "/Localizable.strings"
      do { try FileIO.writeAtomically(tableBytes, to: copy) } catch { throw .io(error) }
      tablePath = copy
    }
    let table: StringsEditor
    do {
      table = StringsEditor(
        try StringsFile.parse(tableBytes, path: tablePath, limits: context.inputLimits))
    } catch {
      throw .failure(error.description, status: .problems)
    }

    let kind = args.value("input") ?? "payloads"
    let optimizer = Optimizer(options: options)
    let result: Optimizer.Result
    switch kind {
    case "templates": result = optimizer.convertTemplates(input, path: inputLabel, table: table)
    case "text":
      result = optimizer.optimize(
        Optimizer.payloads(fromTextLines: input), path: inputLabel, table: table)
    default: result = optimizer.optimize(input, path: inputLabel, table: table)
    }
    for diagnostic in result.diagnostics { context.stderr.write(diagnostic.description + "\n") }

    var written: [String] = []
    if !dryRun {
      // The table goes first: payloads must never name keys the table lacks.
      var files: [(path: String, bytes: [UInt8], precondition: StagedFile.Precondition)] = []
      if result.table.hasChanges {
        if tableExists || demo {
          files.append((tablePath, result.table.bytes(), .unchanged(tableBytes)))
        } else {
          // A new table: written fresh in Xcode's style rather than after an empty line.
          let entries = result.table.entries.compactMap { entry in
            entry.value.stringValue.map { (key: entry.key, value: $0, comment: entry.comment) }
          }
          files.append((tablePath, StringsWriter.write(entries), .absent))
        }
      }
      if let outDir {
        if kind != "templates" {
          files.append((outDir + "/payloads.jsonl", result.payloads, .overwrite))
        }
        let templates = JSONWriter.pretty(result.templatesJSON, style: .report) + [0x0A]
        let report = JSONWriter.pretty(result.report.json, style: .report) + [0x0A]
        files.append((outDir + "/templates.json", templates, .overwrite))
        files.append((outDir + "/report.json", report, .overwrite))
      }
      try writeAll(files, environment: context.environment)
      written = files.dropFirst(result.table.hasChanges ? 1 : 0).map(\.path)
      if result.table.hasChanges { written.append(tablePath) }
    }

    if args.value("report") == "json" {
      context.print(JSONWriter.prettyString(result.report.json, style: .report) + "\n")
    } else {
      context.print(
        OptimizeReportText.render(
          result.report, input: inputLabel, table: tablePath, written: written,
          dryRun: dryRun, templateFile: kind == "templates"))
    }
    let failed =
      result.report.invalidLines > 0 || result.report.roundtripMismatches > 0
      || result.diagnostics.contains { $0.severity == .error }
    return failed ? .problems : .success
  }

  // MARK: - Arguments

  static func optimizeOptions(_ args: ParsedArguments) throws(CLIError) -> OptimizeOptions {
    var options = OptimizeOptions()
    options.mode = OptimizeOptions.Mode(rawValue: args.value("mode") ?? "") ?? .bytes
    options.keyStyle =
      OptimizeOptions.KeyStyle(rawValue: args.value("key-style") ?? "") ?? .readable
    options.keyPrefix = args.value("key-prefix") ?? ""
    options.minCount = try positive(args, "min-count") ?? 3
    options.limit = try positive(args, "limit") ?? 4096
    return options
  }

  static func positive(_ args: ParsedArguments, _ long: String) throws(CLIError) -> Int? {
    guard let value = try args.integer(long) else { return nil }
    guard value >= 1 else {
      throw .invalidValue(
        option: "--" + long, value: String(value), expected: "a positive integer",
        index: args.valueIndices[long] ?? 0)
    }
    return value
  }

  /// `--strings`, else the bundle's (or, for the demo, `Localizable/`'s) development-region
  /// table (`Base.lproj` when it has one).
  static func baseTablePath(_ args: ParsedArguments, demo: Bool) throws(CLIError) -> String {
    if let strings = args.value("strings") { return strings }
    guard let bundle = args.value("bundle") ?? (demo ? demoBundle : nil) else {
      throw .failure(
        "give the base table with --strings PATH or --bundle DIR", status: .usage)
    }
    let base = bundle + "/Base.lproj/Localizable.strings"
    if FileManager.default.fileExists(atPath: base) { return base }
    let region = args.value("development-region") ?? "en"
    return bundle + "/" + region + ".lproj/Localizable.strings"
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

  /// The folder holding `path`: `.` for a bare name.
  static func folder(of path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }

  /// Creates the table's folder and `out`, then locks them until the last rename, so two runs
  /// cannot interleave their writes.
  static func lockOutputs(_ context: CommandContext, table: String?, out: String?)
    throws(CLIError) -> FileLock
  {
    var folders: [String] = []
    if let table { folders.append(folder(of: table)) }
    if let out { folders.append(out) }
    do {
      for folder in folders { try FileIO.createDirectory(folder) }
      return try FileLock.lock(folders: folders, wait: context.arguments.flag("wait-lock")) {
        context.stderr.write("note: waiting for another locpack run writing in \($0)\n")
      }
    } catch {
      guard error.reason == .busy else { throw .io(error) }
      throw .failure(
        error.description + "; run again when it ends, or pass --wait-lock",
        status: .cannotCreate)
    }
  }

  /// Writes every file beside its target, then renames them in order; on failure nothing
  /// is left but the targets already renamed.
  static func writeAll(
    _ files: [(path: String, bytes: [UInt8], precondition: StagedFile.Precondition)],
    environment: [String: String]
  ) throws(CLIError) {
    var staged: [StagedFile] = []
    do {
      for file in files {
        staged.append(try FileIO.stage(file.bytes, for: file.path, precondition: file.precondition))
      }
      // A pause between writing and renaming, so tests can interrupt or race a run there.
      if let seconds = environment["LOCPACK_TEST_PAUSE_BEFORE_RENAME"].flatMap(Double.init) {
        Thread.sleep(forTimeInterval: seconds)
      }
      try FileIO.commit(staged)
    } catch {
      for file in staged { file.discard() }
      throw .io(error)
    }
  }
}
