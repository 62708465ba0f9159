import Foundation
import LocPack

/// `locpack lint [PATH...]`: check every localization against the base.
enum LintCommand {
  static let spec = CommandSpec(
    name: "lint",
    abstract: "Check translations against the base language.",
    discussion: """
      Finds every *.lproj folder with .strings and .stringsdict files and every .xcstrings \
      catalog under each PATH (default: the current folder), groups them by table and checks \
      each localization against the base: syntax and silent data loss, missing and extra \
      keys, format specifiers, plurals, catalog states, text, push-notification keys and \
      encodings. With --sources it also reads the Swift and Objective-C code and reports \
      keys it looks up that the base lacks, keys nothing uses and lookups it cannot check. \
      Settings come from .locpack.json in the first PATH (or --config); 'locpack lint \
      --init' writes a commented one.

      Exit status: 0 when there are no errors, 1 when there are (or warnings with --strict), \
      64 for a usage or configuration error, 66 when an input cannot be read.

      Examples:
        locpack lint App/Resources
        locpack lint --reporter github --payloads payloads.jsonl .
        locpack lint --sources App --push-keys templates.json App/Resources
        locpack lint --explain lint.format-crash
      """,
    options: [
      OptionSpec(long: "base", kind: .value("locale"), abstract: "The base localization."),
      OptionSpec(long: "config", kind: .value("path"), abstract: "The settings file."),
      OptionSpec(
        long: "payloads", kind: .repeated("file"),
        abstract: "JSON or JSONL payloads whose loc-keys are push keys (repeatable)."),
      OptionSpec(
        long: "sources", kind: .repeated("dir"),
        abstract: "Swift and Objective-C code whose keys are checked against the base "
          + "tables; turns on the code rules (repeatable)."),
      OptionSpec(
        long: "push-keys", kind: .repeated("file"),
        abstract: "templates.json or payloads.jsonl whose keys count as used (repeatable; "
          + "like --payloads)."),
      OptionSpec(
        long: "keep", kind: .repeated("pattern"),
        abstract: "Keys that count as used, as globs (repeatable)."),
      OptionSpec(
        long: "categories", kind: .value("file"),
        abstract: "The notification categories manifest."),
      OptionSpec(
        long: "baseline", kind: .value("file"),
        abstract: "Report only findings that the baseline file does not record."),
      OptionSpec(
        long: "write-baseline", kind: .value("file"),
        abstract: "Record today's findings in a baseline file."),
      OptionSpec(
        long: "min-coverage", kind: .value("percent"),
        abstract: "Fail when a localization translates less of the base's keys; its missing "
          + "and untranslated keys are then one finding each per localization."),
      OptionSpec(
        long: "verbose", kind: .flag,
        abstract: "List every missing key even with a minimum coverage."),
      OptionSpec(long: "rules", kind: .flag, abstract: "List the rules and exit."),
      OptionSpec(long: "explain", kind: .value("id"), abstract: "Explain one rule and exit."),
      OptionSpec(long: "init", kind: .flag, abstract: "Write a starting .locpack.json and exit."),
      ReportOptions.reporter, ReportOptions.excerpt, ReportOptions.strict,
    ],
    arguments: [
      ArgumentSpec(
        name: "path", abstract: "Folders or files to lint (default: .).", arity: .zeroOrMore)
    ],
    run: { context throws(CLIError) in try run(context) })

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    if args.flag("rules") {
      context.print(Linter.rulesListing())
      return .success
    }
    if let id = args.value("explain") {
      guard let text = Linter.explanation(of: id) else {
        throw .invalidValue(
          option: "--explain", value: id, expected: "a rule id (see 'locpack lint --rules')",
          index: args.valueIndices["explain"] ?? -1)
      }
      context.print(text)
      return .success
    }
    if args.flag("init") { return try writeStarter(context) }
    let session: LintSession
    let sessionOptions = try options(args, limits: context.limitOverrides)
    do {
      session = try LintSession.run(sessionOptions)
    } catch {
      switch error {
      case .io(let error): throw .io(error)
      case .configuration(let diagnostic):
        context.emit(diagnostic)
        return .usage
      }
    }
    if let path = args.value("write-baseline") {
      do {
        try FileIO.writeAtomically(Array(Baseline(session.items).json().utf8), to: path)
      } catch {
        throw .io(error)
      }
    }
    return report(session, context)
  }

  /// `CommandContext.report`, with the rules' summaries for reporters that list rules (SARIF).
  static func report(_ session: LintSession, _ context: CommandContext) -> ExitStatus {
    let args = context.arguments
    let id = args.value(ReportOptions.reporter.long) ?? Reporters.defaultID
    let reporter = Reporters.reporter(id: id) ?? TextReporter()
    let toStandardError = type(of: reporter).isHumanReadable
    var descriptions: [String: String] = [:]
    for rule in Linter.rules { descriptions[rule.id] = rule.summary }
    let reportContext = ReportContext(
      usesColor: toStandardError ? context.stderrUsesColor : context.stdoutUsesColor,
      showsExcerpts: args.flag(ReportOptions.excerpt.long), sources: session.result.sources,
      checkedFiles: session.result.checkedFiles, ruleDescriptions: descriptions,
      coverage: session.result.coverage)
    (toStandardError ? context.stderr : context.stdout).write(
      reporter.render(session.items, context: reportContext))
    let summary = ReportSummary(session.items, context: reportContext)
    if summary.errors > 0 { return .problems }
    if summary.warnings > 0, args.flag(ReportOptions.strict.long) { return .problems }
    return .success
  }

  static func options(_ args: ParsedArguments, limits: [InputLimits.Kind: Int])
    throws(CLIError) -> LintSession.Options
  {
    var options = LintSession.Options()
    let paths = args.arguments("path")
    if !paths.isEmpty { options.paths = paths }
    options.base = args.value("base")
    options.configPath = args.value("config")
    options.payloads = args.values("payloads")
    options.pushKeys = args.values("push-keys")
    options.keep = args.values("keep")
    options.sources = args.values("sources")
    for path in options.sources where !FileManager.default.fileExists(atPath: path) {
      throw .invalidValue(
        option: "--sources", value: path, expected: "an existing folder or file",
        index: args.valueIndices["sources"] ?? -1)
    }
    options.categories = args.value("categories")
    options.baseline = args.value("baseline")
    options.limitOverrides = limits
    options.verbose = args.flag("verbose")
    if let text = args.value("min-coverage") {
      guard let value = Double(text.hasSuffix("%") ? String(text.dropLast()) : text),
        (0...100).contains(value)
      else {
        throw .failure(
          "--min-coverage takes a percentage from 0 to 100; got '\(text)'", status: .usage)
      }
      options.minCoverage = value
    }
    return options
  }

  static func writeStarter(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let folder = context.arguments.arguments("path").first ?? "."
    let path = (folder.hasSuffix("/") ? folder : folder + "/") + LintConfiguration.fileName
    if (try? FileIO.read(path)) != nil {
      throw .failure("'\(path)' exists; remove it first", status: .cannotCreate)
    }
    do {
      try FileIO.writeAtomically(Array(LintConfiguration.starter.utf8), to: path)
    } catch {
      throw .io(error)
    }
    context.print("wrote \(path)\n")
    return .success
  }
}
