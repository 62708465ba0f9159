import Foundation
import LocPack

/// `locpack preview PAYLOAD... [--bundle DIR] [--locale LANGS | --all-locales]`: each
/// notification drawn in the terminal as the device shows it.
enum PreviewCommand {
  static let styles: [(String, NotificationCard.Style)] = [
    ("banner", .banner), ("lock-screen", .lockScreen), ("expanded", .expanded),
  ]

  static let spec = CommandSpec(
    name: "preview",
    abstract: "Draw push notifications in the terminal as the device shows them.",
    discussion: """
      Draws each payload as a notification card: the app name, the title (1 line), the \
      subtitle (1 line) and the body (2 lines in a banner, 4 on the lock screen, 7 expanded), \
      cut with "…" at --width terminal cells, then the buttons of the payload's category \
      (banners and the lock screen show the first 2, expanded up to 10; destructive ones in \
      red; a text-input action shows its field). Under each card: bytes as given / limit \
      (push type), and every warning: missing keys (shown raw, as the device does), \
      arguments, language fallbacks, payload problems. Wide characters and emoji are \
      measured in cells; right-to-left text is shown in logical order, with a note; control \
      characters in the payload are shown as visible stand-ins.

      Without --bundle, ./Localizable is used when it exists (else no tables: every key shows \
      raw). Without --categories no buttons are drawn. Without --locale and --all-locales, \
      the development region is shown. A PAYLOAD file holds one JSON payload or one per line \
      (JSONL); '-' reads standard input. Exit status: 0 when every payload fits, 1 when one is \
      over its limit or does not parse or the manifest or bundle has errors, 66 when an input \
      cannot be read.

      Examples:
        locpack preview -c categories.json payloads/new-message.json
        locpack preview -l ja-JP,en -s lock-screen payloads/order-shipped.json
        locpack preview --all-locales --style expanded --width 50 payloads.jsonl
      """,
    options: [
      OptionSpec(
        long: "bundle", short: "b", kind: .value("dir"),
        abstract: "The folder with the app's .lproj folders (default: ./Localizable if present)."),
      ExpandCommand.localeOption,
      OptionSpec(
        long: "all-locales", short: "a", kind: .flag,
        abstract: "One card per localization of the app."),
      OptionSpec(
        long: "categories", short: "c", kind: .value("file"),
        abstract: "The categories manifest that defines the action buttons."),
      OptionSpec(
        long: "style", short: "s", kind: .value("style"),
        abstract: "Where the notification is shown, which sets how much is visible.",
        choices: styles.map(\.0), defaultValue: "banner"),
      OptionSpec(
        long: "width", short: "w", kind: .value("cells"),
        abstract: "The card width in terminal cells (20-1000).", defaultValue: "40"),
      OptionSpec(
        long: "app-name", kind: .value("name"),
        abstract: "The app name in the header (default: CFBundleDisplayName from "
          + "InfoPlist.strings, else App)."),
      OptionSpec(
        long: "push-type", short: "t", kind: .value("type"),
        abstract: "The apns-push-type, which sets the limit (5120 for voip, else 4096).",
        choices: PushType.allCases.map(\.rawValue), defaultValue: PushType.alert.rawValue),
      OptionSpec(
        long: "table", kind: .value("name"), abstract: "The strings table alert keys are in.",
        defaultValue: "Localizable"),
      ExpandCommand.developmentRegionOption,
      ReportOptions.reporter,
    ],
    arguments: [PayloadFiles.argument],
    run: { context throws(CLIError) in try run(context) })

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    let options = try renderOptions(context)
    let bundle = try loadBundle(args, context)
    let manifest = try loadManifest(args, context: context)
    let renderer = PreviewRenderer(bundle: bundle.value, manifest: manifest.value, options: options)
    let languages = ExpandCommand.preferredLanguages(
      args, developmentRegion: bundle.value.developmentRegion)
    var tally = PayloadFiles.Tally(problems: bundle.hasErrors || manifest.hasErrors)
    let records = PayloadFiles.records(
      context: context, &tally, pushType: options.pushType)
    var blocks: [String] = []
    for record in records {
      let outputs = cards(
        record, renderer, allLocales: args.flag("all-locales"), languages,
        limits: context.inputLimits)
      if outputs.contains(where: \.isOverLimit) { tally.problems = true }
      blocks += outputs.map(\.text)
    }
    context.print(blocks.joined(separator: "\n"))
    return tally.status(strict: false)
  }

  /// The cards of one payload: one per localization, or the one the languages choose.
  static func cards(
    _ record: PayloadInput.Record, _ renderer: PreviewRenderer, allLocales: Bool,
    _ languages: [String], limits: InputLimits
  ) -> [PreviewRenderer.Output] {
    let diagnostics = validation(record, pushType: renderer.options.pushType, limits: limits)
    if allLocales {
      return renderer.renderAllLocalizations(
        record.payload, source: record.source, diagnostics: diagnostics)
    }
    return [
      renderer.render(
        record.payload, source: record.source, diagnostics: diagnostics,
        preferredLanguages: languages)
    ]
  }

  // MARK: - Inputs

  /// The drawing options from the command line; usage errors for a bad width or a
  /// `--locale` given with `--all-locales`.
  static func renderOptions(_ context: CommandContext) throws(CLIError)
    -> PreviewRenderer.Options
  {
    let args = context.arguments
    let width = try args.defaultedValue("width", as: .integer)
    guard NotificationCard.widthRange.contains(width) else {
      throw .invalidValue(
        option: "--width", value: String(width), expected: "a width from 20 to 1000 cells",
        index: args.valueIndices["width"] ?? -1)
    }
    if args.flag("all-locales"), let locale = args.values(ExpandCommand.localeOption.long).first {
      throw .invalidValue(
        option: "--locale", value: locale, expected: "no --locale with --all-locales",
        index: args.valueIndices["locale"] ?? -1)
    }
    let style = try args.defaultedValue("style", as: .choice(styles))
    return PreviewRenderer.Options(
      style: style, width: width, colour: context.stdoutUsesColor,
      appName: args.value("app-name"),
      pushType: try args.defaultedValue("push-type", as: .choice(PushType.self)),
      table: try args.defaultedValue("table", as: .text),
      expansion: .init(format: ExpansionOptions(maxTextBytes: context.inputLimits.maxStringBytes)))
  }

  /// The `--bundle` folder, or `./Localizable` when it exists, or an empty bundle.
  static func loadBundle(
    _ args: ParsedArguments, _ context: CommandContext
  ) throws(CLIError) -> (value: AppBundle, hasErrors: Bool) {
    if args.value("bundle") != nil {
      return try ExpandCommand.loadBundle(args, context)
    }
    let region = try args.defaultedValue(
      ExpandCommand.developmentRegionOption.long, as: .languageIdentifier)
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: "Localizable", isDirectory: &isDirectory),
      isDirectory.boolValue
    else { return (AppBundle(developmentRegion: region), false) }
    var withDefault = args
    withDefault.optionValues["bundle"] = ["Localizable"]
    return try ExpandCommand.loadBundle(withDefault, context)
  }

  /// The `--categories` manifest, if given; its diagnostics go down the diagnostics path.
  static func loadManifest(_ args: ParsedArguments, context: CommandContext) throws(CLIError)
    -> (value: CategoriesManifest?, hasErrors: Bool)
  {
    guard let path = args.value("categories") else { return (nil, false) }
    let bytes: [UInt8]
    do {
      bytes = try context.readInput(path)
    } catch {
      throw .io(error)
    }
    do {
      let (manifest, diagnostics) = try CategoriesManifest.parse(
        bytes, path: path, limits: context.inputLimits)
      context.emit(diagnostics)
      return (manifest, diagnostics.contains { $0.severity == .error })
    } catch {
      context.emit(error.diagnostic)
      return (nil, true)
    }
  }

  /// What payload validation reports for a record (locations shifted to its JSONL line).
  static func validation(
    _ record: PayloadInput.Record, pushType: PushType, limits: InputLimits
  ) -> [Diagnostic] {
    let bytes = record.payload.document.source.utf8
    guard
      let (_, diagnostics) = try? APNsPayload.parse(
        bytes, path: record.path, pushType: pushType, limits: limits)
    else { return [] }
    return diagnostics
  }
}
