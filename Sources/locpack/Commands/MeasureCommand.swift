import LocPack

/// `locpack measure PAYLOAD...`: bytes, limit and headroom per payload, and a summary.
enum MeasureCommand {
  static let spec = CommandSpec(
    name: "measure",
    abstract: "Measure push payloads against the APNs size limit.",
    discussion: """
      Prints the size of each payload as given (what is sent, without the file's trailing \
      newline), its minified size, the limit for the push type and the headroom (limit minus \
      the size as given; negative when over). A payload is over the limit when its size as \
      given is; the note says when minifying would make it fit. For several payloads a \
      summary follows: count, total bytes, p50/p95/max, how many are over the limit, and the \
      largest payloads with their line numbers.

      A PAYLOAD file holds one JSON payload (pretty or minified) or one payload per line \
      (JSONL); '-' reads standard input. Exit status: 0 when every payload fits, 1 when one \
      is over its limit or does not parse, 66 when an input cannot be read.

      Examples:
        locpack measure payloads/*.json
        locpack measure --push-type voip --format json payloads.jsonl
      """,
    options: [
      OptionSpec(
        long: "push-type", short: "t", kind: .value("type"),
        abstract: "The apns-push-type, which sets the limit (5120 for voip, else 4096).",
        choices: PushType.allCases.map(\.rawValue), defaultValue: PushType.alert.rawValue),
      OptionSpec(
        long: "limit", kind: .value("bytes"), abstract: "A limit that overrides the push type's."
      ),
      OptionSpec(
        long: "top", kind: .value("n"),
        abstract: "How many of the largest payloads the summary lists.", defaultValue: "5"),
      PayloadFiles.format,
      ReportOptions.reporter,
    ],
    arguments: [PayloadFiles.argument],
    run: { context throws(CLIError) in try run(context) })

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    let pushType = try args.defaultedValue("push-type", as: .choice(PushType.self))
    let limit = try args.value("limit", as: .positiveInteger) ?? pushType.limit
    let top = try args.defaultedValue("top", as: .positiveInteger)
    var tally = PayloadFiles.Tally()
    let rows = PayloadFiles.records(context: context, &tally, pushType: pushType).map {
      PayloadMeasurement($0, limit: limit)
    }
    let summary = PayloadSizeSummary(rows)
    if rows.contains(where: \.isOver) { tally.problems = true }
    if args.value(PayloadFiles.format.long) == "json" {
      for row in rows { context.print(row.jsonLine) }
      context.print(summary.json + "\n")
    } else {
      context.print(PayloadMeasurement.table(rows))
      if rows.count > 1 { context.print(summary.text(top: top)) }
    }
    return tally.status(strict: false)
  }
}
