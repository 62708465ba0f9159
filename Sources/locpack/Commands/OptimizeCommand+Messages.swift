import LocPack

/// `locpack optimize --input messages FILE...`: a server's message catalogs into every
/// localization of the app, with no mining.
extension OptimizeCommand {
  /// Reads every catalog (nothing is written when one cannot be read), converts the
  /// messages into the tables, checks each against the server's rendering, and writes the
  /// tables, `templates.json` and `report.json`.
  static func runMessages(_ context: CommandContext, paths: [String]) throws(CLIError)
    -> ExitStatus
  {
    let args = context.arguments
    let dryRun = args.flag("dry-run")
    let converter = MessageConverter(options: try messageOptions(args))
    for option in ["templates", "message-field", "language-field"]
    where args.value(option) != nil {
      throw .failure("--\(option) does not go with --input messages", status: .usage)
    }
    guard !paths.isEmpty else {
      throw .failure(
        "--input messages reads one or more catalog files (.json, .po, .yml, .properties)",
        status: .usage)
    }
    let catalogs = try readCatalogs(paths, languages: try fileLanguages(args, paths), context)
    let place = try tablePlace(args, demo: false)
    let outDir = args.value("out")
    let first = try readTables(place, context, reports: false)
    let tablePaths = first.localizations.indices.map { first.path(of: $0) }
    let lock =
      dryRun
      ? nil
      : try lockOutputs(
        context, tables: tablePaths, out: outDir, journal: FileIO.directory(of: place.journal))
    defer { lock?.release() }
    let outputs = outDir.map { [$0 + "/templates.json", $0 + "/report.json"] } ?? []
    try recover(context, journal: place.journal, writing: tablePaths + outputs, dryRun: dryRun)
    let conversion = converter.convert(catalogs, tables: try readTables(place, context))
    context.emit(conversion.diagnostics)
    var written: [String] = []
    if !dryRun, conversion.mismatches == 0 {
      var files = try tableFiles(conversion.tables, context)
      let changedTables = files.count
      if outDir != nil {
        files.append(
          PendingFile(
            path: outputs[0],
            bytes: JSONWriter.pretty(conversion.templatesJSON, style: .report) + [0x0A]))
        files.append(
          PendingFile(
            path: outputs[1],
            bytes: JSONWriter.pretty(conversion.reportJSON, style: .report) + [0x0A]))
      }
      try writeAll(
        files, after: changedTables, streamed: nil, journal: place.journal,
        environment: context.environment)
      written = outputs + files.prefix(changedTables).map(\.path)
    }
    if args.value("report") == "json" {
      context.print(JSONWriter.prettyString(conversion.reportJSON, style: .report) + "\n")
    } else {
      let input = paths.count == 1 ? paths[0] : "\(paths.count) catalog files"
      context.print(conversion.text(input: input, written: written, dryRun: dryRun))
    }
    return conversion.hasErrors ? .problems : .success
  }

  /// Every catalog, read and parsed; an unreadable file fails with exit 66, a malformed one
  /// with its located error and exit 1, a file whose language cannot be told with exit 64,
  /// before anything is locked or written.
  static func readCatalogs(
    _ paths: [String], languages: [String: String], _ context: CommandContext
  ) throws(CLIError) -> [MessageCatalog] {
    var inputs: [MessageCatalog.Input] = []
    for path in paths {
      do {
        inputs.append(
          MessageCatalog.Input(
            bytes: try context.readInput(path), path: path, language: languages[path]))
      } catch {
        throw .io(error)
      }
    }
    var catalogs: [MessageCatalog] = []
    var errors = 0
    var usage = false
    for result in MessageCatalog.readAll(inputs, limits: context.inputLimits) {
      switch result {
      case .success(let catalog): catalogs.append(catalog)
      case .failure(let error):
        context.emit(error.diagnostic)
        errors += 1
        usage = usage || MessageCatalogError.languageIDs.contains(error.id)
      }
    }
    guard errors == 0 else {
      let count = errors == 1 ? "a catalog file" : "\(errors) catalog files"
      throw .failure(
        "nothing was written: \(count) cannot be read", status: usage ? .usage : .problems)
    }
    return catalogs
  }

  /// `--language FILE=LANG`, each FILE one of the catalogs given.
  static func fileLanguages(_ args: ParsedArguments, _ paths: [String]) throws(CLIError)
    -> [String: String]
  {
    var languages: [String: String] = [:]
    for item in args.values("language") {
      guard let equals = item.lastIndex(of: "="), equals != item.startIndex,
        item.index(after: equals) != item.endIndex
      else {
        throw .failure(
          "--language takes FILE=LANG, as in push.json=de; got '\(item)'", status: .usage)
      }
      let file = String(item[..<equals])
      let language = String(item[item.index(after: equals)...])
      guard MessageCatalog.isLanguageTag(language) else {
        throw .failure(
          "--language \(item): '\(language)' is not a language tag (de, pt-BR, zh-Hans)",
          status: .usage)
      }
      guard paths.contains(file) else {
        throw .failure(
          "--language names \(file), which is not one of the catalog files given",
          status: .usage)
      }
      languages[file] = language
    }
    return languages
  }

  /// The converter's options from the command line.
  static func messageOptions(_ args: ParsedArguments) throws(CLIError) -> MessageConverter.Options {
    var options = MessageConverter.Options()
    options.sourceLanguage = try args.defaultedValue("source-language", as: .text)
    options.keyPrefix = args.value("key-prefix") ?? ""
    options.only = args.values("only")
    switch args.value("key-style") {
    case nil, "readable": options.keyStyle = .upperSnake
    case "id": options.keyStyle = .id
    case let style?:
      throw .failure(
        "--key-style \(style) does not go with --input messages; use readable or id",
        status: .usage)
    }
    return options
  }
}
