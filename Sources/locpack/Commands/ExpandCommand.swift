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
      localeOption,
      OptionSpec(
        long: "table", kind: .value("name"), abstract: "The strings table to look keys up in.",
        defaultValue: "Localizable"),
      developmentRegionOption,
      OptionSpec(
        long: "plurals", kind: .value("mode"),
        abstract: "Whether .stringsdict plural forms apply to push keys (unverified).",
        choices: Expander.PluralHandling.allCases.map(\.rawValue),
        defaultValue: Expander.PluralHandling.apply.rawValue),
      PayloadFiles.format,
      OptionSpec(
        long: "strict", kind: .flag, abstract: "Exit with status 1 when any warning is shown."),
      ReportOptions.reporter,
    ],
    arguments: [PayloadFiles.argument],
    run: { context throws(CLIError) in try run(context) })

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    let bundle = try loadBundle(args, context)
    let plurals = try args.defaultedValue("plurals", as: .choice(Expander.PluralHandling.self))
    let expander = Expander(
      bundle: bundle.value, table: try args.defaultedValue("table", as: .text),
      options: .init(
        format: ExpansionOptions(maxTextBytes: context.inputLimits.maxStringBytes),
        plurals: plurals))
    let languages = preferredLanguages(args, developmentRegion: bundle.value.developmentRegion)
    let json = args.value(PayloadFiles.format.long) == "json"
    var tally = PayloadFiles.Tally(problems: bundle.hasErrors)
    for record in PayloadFiles.records(context: context, &tally) {
      let expansion = expander.expand(payload: record.payload, preferredLanguages: languages)
      if !expansion.warnings.isEmpty { tally.warnings += 1 }
      context.print(json ? jsonLine(expansion, source: record.source) : text(expansion, record))
    }
    return tally.status(strict: args.flag("strict"))
  }

  // MARK: - Inputs

  /// Loads the `--bundle` folder and reports its errors; `hasErrors` is set when it has any.
  static func loadBundle(
    _ args: ParsedArguments, _ context: CommandContext
  ) throws(CLIError) -> (value: AppBundle, hasErrors: Bool) {
    let limits = context.inputLimits
    guard let path = args.value("bundle") else {
      throw .missingValue(option: "--bundle", index: -1)
    }
    let region = try args.defaultedValue(developmentRegionOption.long, as: .languageIdentifier)
    let bundle: AppBundle
    do {
      bundle = try AppBundle.load(
        at: path, developmentRegion: region, limits: limits,
        catalogLoader: AppBundle.catalogLoader(limits: limits))
    } catch {
      throw .io(error)
    }
    let errors = bundle.diagnostics.filter { $0.severity == .error }
    context.emit(errors)
    return (bundle, !errors.isEmpty)
  }

  /// `-l, --locale <langs>`: the device's preferred languages (`expand`, `preview`), read by
  /// ``preferredLanguages(_:developmentRegion:)``.
  static let localeOption = OptionSpec(
    long: "locale", short: "l", kind: .repeated("langs"),
    abstract: "The device's preferred languages, most preferred first, comma-separated "
      + "(ja-JP,en); the development region when absent.")

  /// `--development-region <lang>`: the language used when none of ``localeOption`` matches.
  static let developmentRegionOption = OptionSpec(
    long: "development-region", kind: .value("lang"),
    abstract: "CFBundleDevelopmentRegion, used when no preferred language matches.",
    defaultValue: "en")

  /// `--locale ja-JP,en --locale fr` → `["ja-JP", "en", "fr"]`.
  static func preferredLanguages(_ args: ParsedArguments, developmentRegion: String) -> [String] {
    let languages = args.values(localeOption.long).flatMap { value in
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
