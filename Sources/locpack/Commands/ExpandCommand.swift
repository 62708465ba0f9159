import LocPack

/// `locpack expand PAYLOAD... --bundle DIR --locale LANGS`: what a device shows for each
/// payload.
enum ExpandCommand {
  static let spec = CommandSpec(
    name: "expand",
    abstract: "Show the text a device displays for push payloads.",
    discussion: """
      Looks up title-loc-key, subtitle-loc-key, loc-key and action-loc-key in the table of \
      the localization the device would choose, fills the loc-args, and prints the title, \
      subtitle, body and locale of each payload, followed by every fallback taken: a key \
      missing from the chosen table (shown raw; there is no fallback to another language), \
      too few or too many arguments, a .stringsdict plural (unverified for pushes), a \
      language that fell back to the development region.

      A PAYLOAD file holds one JSON payload (pretty or minified) or one payload per line \
      (JSONL); '-' reads standard input. Exit status: 0 when every payload expanded, 1 when \
      a payload did not parse or the bundle has errors (or any warning, with --strict), 66 \
      when an input cannot be read.

      Examples:
        locpack expand -b Localizable -l ja-JP,en payloads/new-message.json
        locpack expand --bundle Localizable --locale de --format json payloads.jsonl
      """,
    options: [
      OptionSpec(
        long: "bundle", short: "b", kind: .value("dir"),
        abstract: "The folder with the app's .lproj folders and .xcstrings files (required)."),
      OptionSpec(
        long: "locale", short: "l", kind: .repeated("langs"),
        abstract: "The device's preferred languages, most preferred first, comma-separated "
          + "(ja-JP,en); the development region when absent."),
      OptionSpec(
        long: "table", kind: .value("name"), abstract: "The strings table to look keys up in.",
        defaultValue: "Localizable"),
      OptionSpec(
        long: "development-region", kind: .value("lang"),
        abstract: "CFBundleDevelopmentRegion, used when no preferred language matches.",
        defaultValue: "en"),
      OptionSpec(
        long: "plurals", kind: .value("mode"),
        abstract: "Whether .stringsdict plural forms apply to push keys (unverified).",
        choices: Expander.PluralHandling.allCases.map(\.rawValue),
        defaultValue: Expander.PluralHandling.apply.rawValue),
      OptionSpec(
        long: "format", short: "f", kind: .value("format"), abstract: "The output format.",
        choices: ["text", "json"], defaultValue: "text"),
      OptionSpec(
        long: "strict", kind: .flag, abstract: "Exit with status 1 when any warning is shown."),
    ],
    arguments: [
      ArgumentSpec(
        name: "payload", abstract: "A payload or JSONL file, or - for standard input.",
        arity: .oneOrMore)
    ],
    run: { context throws(CLIError) in try run(context) })

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    let bundle = try loadBundle(args, stderr: context.stderr, limits: context.inputLimits)
    let plurals = try args.defaultedValue("plurals", as: .choice(Expander.PluralHandling.self))
    let expander = Expander(
      bundle: bundle.value, table: try args.defaultedValue("table", as: .text),
      options: .init(
        format: ExpansionOptions(maxTextBytes: context.inputLimits.maxStringBytes),
        plurals: plurals))
    let languages = preferredLanguages(args, developmentRegion: bundle.value.developmentRegion)
    let json = args.value("format") == "json"
    var tally = PayloadInput.Tally(problems: bundle.hasErrors)
    for record in PayloadInput.records(args.arguments("payload"), context: context, &tally) {
      let expansion = expander.expand(payload: record.payload, preferredLanguages: languages)
      if !expansion.warnings.isEmpty { tally.warnings += 1 }
      context.print(json ? jsonLine(expansion, source: record.source) : text(expansion, record))
    }
    return tally.status(strict: args.flag("strict"))
  }

  // MARK: - Inputs

  /// Loads the `--bundle` folder and prints its errors; `hasErrors` is set when it has any.
  static func loadBundle(
    _ args: ParsedArguments, stderr: any OutputSink, limits: InputLimits
  ) throws(CLIError) -> (value: AppBundle, hasErrors: Bool) {
    guard let path = args.value("bundle") else {
      throw .missingValue(option: "--bundle", index: -1)
    }
    let region = try args.defaultedValue("development-region", as: .languageIdentifier)
    let bundle: AppBundle
    do {
      bundle = try AppBundle.load(
        at: path, developmentRegion: region, limits: limits,
        catalogLoader: AppBundle.catalogLoader(limits: limits))
    } catch {
      throw .io(error)
    }
    let errors = bundle.diagnostics.filter { $0.severity == .error }
    for diagnostic in errors { stderr.write(diagnostic.description + "\n") }
    return (bundle, !errors.isEmpty)
  }

  /// `--locale ja-JP,en --locale fr` → `["ja-JP", "en", "fr"]`.
  static func preferredLanguages(_ args: ParsedArguments, developmentRegion: String) -> [String] {
    let languages = args.values("locale").flatMap { value in
      value.split(separator: ",").map { String($0.filter { !$0.isWhitespace }) }
        .filter { !$0.isEmpty }
    }
    return languages.isEmpty ? [developmentRegion] : languages
  }

  // MARK: - Output

  /// The text block of one payload: source, fields, locale, warnings, and a blank line.
  static func text(_ expansion: Expansion, _ record: PayloadInput.Record) -> String {
    var lines = [record.source]
    func add(_ label: String, _ value: String) {
      let padded = (label + ":").padding(toLength: 10, withPad: " ", startingAt: 0)
      let clean = TerminalSanitizer.sanitize(value).replacingOccurrences(
        of: "\n", with: "\n" + String(repeating: " ", count: 12))
      lines.append("  " + padded + clean)
    }
    if expansion.hasAlert {
      add("title", expansion.title ?? "(none)")
      add("subtitle", expansion.subtitle ?? "(none)")
      add("body", expansion.body ?? "(none)")
      if let action = expansion.action { add("action", action) }
    } else {
      add("alert", "(none: the push shows no alert)")
    }
    add("locale", expansion.localeSummary)
    for warning in expansion.warnings {
      lines.append("  warning: " + TerminalSanitizer.sanitize(warning.description))
      if let location = warning.location {
        lines.append("    at " + TerminalSanitizer.sanitize(location.description))
      }
    }
    return lines.joined(separator: "\n") + "\n\n"
  }

  /// One JSON object on one line.
  static func jsonLine(_ expansion: Expansion, source: String) -> String {
    func optional(_ text: String?) -> JSONValue { text.map(JSONValue.string) ?? .null }
    var members: [JSONMember] = [
      JSONMember("source", .string(source)),
      JSONMember("title", optional(expansion.title)),
      JSONMember("subtitle", optional(expansion.subtitle)),
      JSONMember("body", optional(expansion.body)),
    ]
    if let action = expansion.action { members.append(JSONMember("action", .string(action))) }
    members += [
      JSONMember("has_alert", .bool(expansion.hasAlert)),
      JSONMember("locale", .string(expansion.localization)),
      JSONMember("locale_reason", .string(expansion.choice.reason.rawValue)),
      JSONMember(
        "warnings",
        .array(
          expansion.warnings.map { warning in
            .object(
              JSONObject([
                JSONMember("id", .string(warning.id)),
                JSONMember("field", optional(warning.field?.rawValue)),
                JSONMember("message", .string(warning.message)),
                JSONMember("location", optional(warning.location?.description)),
              ]))
          })),
    ]
    return JSONWriter.compactString(.object(JSONObject(members))) + "\n"
  }
}

// MARK: - Payload input

/// The payloads of the files given to `expand` and `measure`, one record each.
///
/// A file whose text parses as one JSON value is one payload (pretty or minified); otherwise,
/// when its first non-blank line parses on its own, it is JSONL and every non-blank line is a
/// payload. Payloads that do not parse are reported on standard error with `file:line:col`.
enum PayloadInput {
  /// One parsed payload.
  struct Record {
    /// `path` for a one-payload file, `path:line` for a JSONL line.
    var source: String
    /// The file as given (`<stdin>` for `-`).
    var path: String
    /// The 1-based line the payload starts on.
    var line: Int
    /// The payload; its size is of the bytes as given, without trailing whitespace.
    var payload: APNsPayload
  }

  /// What went wrong across all inputs, for the exit status.
  struct Tally {
    var problems = false
    var unreadable = false
    var warnings = 0

    /// 66 when an input could not be read, else 1 for problems (or warnings with `strict`),
    /// else 0.
    func status(strict: Bool) -> ExitStatus {
      if unreadable { return .noInput }
      if problems || (strict && warnings > 0) { return .problems }
      return .success
    }
  }

  /// Reads and parses every payload of `paths`, reporting failures on standard error.
  static func records(
    _ paths: [String], context: CommandContext, _ tally: inout Tally, pushType: PushType? = nil
  ) -> [Record] {
    var records: [Record] = []
    let limits = context.inputLimits
    for path in paths {
      let bytes: [UInt8]
      do {
        bytes = try context.readInput(path)
      } catch {
        context.stderr.write("error: \(error.description)\n")
        tally.unreadable = true
        continue
      }
      let name = path == "-" ? "<stdin>" : path
      let parts = split(bytes, limits: limits)
      if parts.isEmpty {
        context.stderr.write("\(name): error: the input holds no payload [payload.empty]\n")
        tally.problems = true
      }
      for (line, range, isLine) in parts {
        let slice = Array(bytes[range])
        do {
          let (payload, _) = try APNsPayload.parse(
            slice, path: name, pushType: pushType, limits: limits)
          records.append(
            Record(
              source: isLine ? "\(name):\(line)" : name, path: name, line: line, payload: payload))
        } catch {
          var diagnostic = error.diagnostic
          if var location = diagnostic.location {
            location.line += line - 1
            diagnostic.location = location
          }
          context.stderr.write(diagnostic.description + "\n")
          tally.problems = true
        }
      }
    }
    return records
  }

  /// The payloads of one file: (first line, byte range, whether it is a JSONL line).
  static func split(_ bytes: [UInt8], limits: InputLimits = .default) -> [(Int, Range<Int>, Bool)] {
    var end = bytes.count
    while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
    guard end > 0 else { return [] }
    let options = JSONParseOptions(limits: limits, recordsRanges: false, collectsDiagnostics: false)
    if (try? JSONParser.parseValue(bytes, in: 0..<end, options: options)) != nil {
      return [(1, 0..<end, false)]
    }
    let lines = JSONLines(bytes).filter { !$0.isBlank }
    guard let first = lines.first,
      (try? JSONParser.parseValue(bytes, in: first.range, options: options)) != nil
    else { return [(1, 0..<end, false)] }
    return lines.map { ($0.number, $0.range, true) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}
