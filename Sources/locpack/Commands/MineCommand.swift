import LocPack

/// `locpack mine [FILE|-]`: the template of each text, one text per line, as JSONL.
enum MineCommand {
  static let spec = CommandSpec(
    name: "mine",
    abstract: "Find the templates behind texts, one per line; JSONL out.",
    discussion: """
      Reads one text per line and writes one JSON object per input line: \
      {"template":"%@ liked your photo","id":3} for a text a template covers (ids number the \
      templates, 0-based), {"literal":true} for one no template covers, a blank line or a \
      line over --max-line-bytes. --format templates writes one object per template instead: \
      {"id":3,"template":"…","count":120,"examples":[…]}, most used first. The same input \
      gives the same output, so locpack's miner can be compared with other log-template \
      miners on any data.

      The input is read twice (standard input is copied to a temporary file for the second \
      pass); memory does not grow with it: the first --sample distinct texts are counted and \
      the miner mines a weighted sample of at most --mine-sample of them; every line is then \
      matched. Exit status: 0, 66 when the input cannot be read, 73 when the output cannot \
      be written.

      Examples:
        locpack mine alerts.txt > lines.jsonl
        locpack mine --format templates --min-count 5 - < alerts.txt
      """,
    options: [
      OptionSpec(
        long: "format", short: "f", kind: .value("format"), abstract: "What to write.",
        choices: TextMining.Format.allCases.map(\.rawValue), defaultValue: "lines"),
      count("min-count", "The fewest lines a template must cover.", \.minCount),
      count(
        "sample", "The most distinct texts counted for mining (the first ones read).",
        \.sampleSize),
      count(
        "mine-sample", "The most of those texts mined, a weighted sample of them when more.",
        \.mineSampleSize),
      OptionSpec(
        long: "mode", kind: .value("mode"),
        abstract:
          "localize: a slot of a few words (photo, video) becomes a template per word, so the "
          + "words stay translatable; bytes: such a slot stays a slot.",
        choices: OptimizeOptions.Mode.allCases.map(\.rawValue), defaultValue: "bytes"),
      OptionSpec(
        long: "skip-pass", kind: .value("id"),
        abstract: "Runs the miner without this pass (repeatable), to measure what it does.",
        choices: TemplateMiner.passIDs),
      count(
        "max-line-bytes", "The longest line read; a longer one is literal.", \.maxLineBytes,
        placeholder: "bytes"),
      ReportOptions.reporter,
    ],
    arguments: [
      ArgumentSpec(
        name: "input", abstract: "A file of texts, one per line, or - for standard input.",
        arity: .required)
    ],
    run: { context throws(CLIError) in try run(context) })

  /// `--<long> <n>`: one of the miner's counts, its default the miner's own.
  static func count(
    _ long: String, _ abstract: String, _ setting: KeyPath<TextMining.Options, Int>,
    placeholder: String = "n"
  ) -> OptionSpec {
    OptionSpec(
      long: long, kind: .value(placeholder), abstract: abstract,
      defaultValue: String(TextMining.Options()[keyPath: setting]))
  }

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    var options = TextMining.Options()
    options.minCount = try args.defaultedValue("min-count", as: .positiveInteger)
    options.sampleSize = try args.defaultedValue("sample", as: .positiveInteger)
    options.mineSampleSize = try args.defaultedValue("mine-sample", as: .positiveInteger)
    options.maxLineBytes = try args.defaultedValue("max-line-bytes", as: .positiveInteger)
    let mode = try args.defaultedValue("mode", as: .choice(OptimizeOptions.Mode.self))
    options.splitsVocabulary = mode == .localize
    options.skippedPasses = Set(args.values("skip-pass"))
    let format = try args.defaultedValue("format", as: .choice(TextMining.Format.self))
    let path = args.argument("input") ?? "-"
    let source = OptimizeSource(
      path == "-" ? .standardInput : .file(path), path: path == "-" ? "<stdin>" : path,
      spoolDirectory: context.environment["TMPDIR"] ?? "/tmp")
    do {
      try source.checkReadable()
      _ = try TextMining.run(source, options: options, format: format) { chunk in
        context.stdout.write(String(decoding: chunk, as: UTF8.self))
      }
    } catch {
      throw .io(error)
    }
    return .success
  }
}
