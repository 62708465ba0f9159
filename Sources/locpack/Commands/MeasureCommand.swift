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
      OptionSpec(
        long: "format", short: "f", kind: .value("format"), abstract: "The output format.",
        choices: ["text", "json"], defaultValue: "text"),
    ],
    arguments: [
      ArgumentSpec(
        name: "payload", abstract: "A payload or JSONL file, or - for standard input.",
        arity: .oneOrMore)
    ],
    run: { context throws(CLIError) in try run(context) })

  /// One payload's figures.
  struct Row {
    var record: PayloadInput.Record
    var bytes: Int
    var minified: Int
    var limit: Int
    var headroom: Int { limit - bytes }
    var isOver: Bool { bytes > limit }
  }

  static func run(_ context: CommandContext) throws(CLIError) -> ExitStatus {
    let args = context.arguments
    let pushType = try args.defaultedValue("push-type", as: .choice(PushType.self))
    let limit = try args.value("limit", as: .positiveInteger) ?? pushType.limit
    let top = try args.defaultedValue("top", as: .positiveInteger)
    var tally = PayloadInput.Tally()
    let rows = PayloadInput.records(
      args.arguments("payload"), context: context, &tally, pushType: pushType
    ).map {
      Row(
        record: $0, bytes: $0.payload.size.asGiven, minified: $0.payload.size.minified,
        limit: limit)
    }
    let summary = Summary(rows)
    if rows.contains(where: \.isOver) { tally.problems = true }
    if args.value("format") == "json" {
      for row in rows { context.print(json(row)) }
      context.print(summary.json + "\n")
    } else {
      context.print(table(rows))
      if rows.count > 1 { context.print(summary.text(top: top)) }
    }
    return tally.status(strict: false)
  }

  // MARK: - Text

  /// Aligned rows under a header.
  static func table(_ rows: [Row]) -> String {
    let header = ["payload", "bytes", "minified", "limit", "headroom"]
    var cells = [header]
    for row in rows {
      cells.append(
        [
          row.record.source, String(row.bytes), String(row.minified), String(row.limit),
          String(row.headroom),
        ])
    }
    var widths = header.map(\.count)
    for line in cells {
      for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var output = ""
    for (index, line) in cells.enumerated() {
      var text = pad(line[0], widths[0], right: false)
      for column in 1..<line.count { text += "  " + pad(line[column], widths[column], right: true) }
      if index > 0 { text += note(rows[index - 1]) }
      output += text + "\n"
    }
    return output
  }

  /// `  over the limit by 273 bytes; fits when minified (307 bytes)` or nothing.
  static func note(_ row: Row) -> String {
    guard row.isOver else { return "" }
    let over = "  over the limit by \(row.bytes - row.limit) bytes"
    if row.minified <= row.limit { return over + "; fits when minified (\(row.minified) bytes)" }
    return over + (row.minified < row.bytes ? ", still over when minified" : "")
  }

  static func pad(_ text: String, _ width: Int, right: Bool) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }

  // MARK: - JSON

  static func json(_ row: Row) -> String {
    JSONWriter.compactString(
      .object(
        JSONObject([
          JSONMember("file", .string(row.record.path)),
          JSONMember("line", .number(String(row.record.line))),
          JSONMember("bytes", .number(String(row.bytes))),
          JSONMember("minified_bytes", .number(String(row.minified))),
          JSONMember("limit", .number(String(row.limit))),
          JSONMember("headroom", .number(String(row.headroom))),
          JSONMember("over_limit", .bool(row.isOver)),
        ]))) + "\n"
  }

  // MARK: - Summary

  /// Count, total, nearest-rank percentiles and the largest payloads.
  struct Summary {
    var rows: [Row]
    var sorted: [Int]

    init(_ rows: [Row]) {
      self.rows = rows
      self.sorted = rows.map(\.bytes).sorted()
    }

    var total: Int { sorted.reduce(0, +) }
    var overLimit: Int { rows.filter(\.isOver).count }

    /// The nearest-rank percentile `p` (0–100) of the sizes; 0 with no payloads.
    func percentile(_ p: Int) -> Int {
      guard !sorted.isEmpty else { return 0 }
      let rank = (p * sorted.count + 99) / 100
      return sorted[min(max(rank, 1), sorted.count) - 1]
    }

    var json: String {
      let numbers: [(String, Int)] = [
        ("count", rows.count), ("total_bytes", total), ("p50", percentile(50)),
        ("p95", percentile(95)), ("max", sorted.last ?? 0), ("over_limit", overLimit),
      ]
      let object = JSONObject(numbers.map { JSONMember($0.0, .number(String($0.1))) })
      return JSONWriter.compactString(.object(JSONObject([JSONMember("summary", .object(object))])))
    }

    func text(top: Int) -> String {
      var text = "\n\(rows.count) payloads, \(total) bytes in all\n"
      text += "size: p50 \(percentile(50)), p95 \(percentile(95)), max \(sorted.last ?? 0) bytes\n"
      text += "over the limit: \(overLimit)\n"
      let largest = rows.enumerated().sorted { lhs, rhs in
        lhs.element.bytes != rhs.element.bytes
          ? lhs.element.bytes > rhs.element.bytes : lhs.offset < rhs.offset
      }.prefix(top).map(\.element)
      text += "largest:\n"
      let width = largest.map(\.record.source.count).max() ?? 0
      for row in largest {
        let status = row.isOver ? "over by \(row.bytes - row.limit)" : "headroom \(row.headroom)"
        text +=
          "  " + pad(row.record.source, width, right: false)
          + "  \(row.bytes) bytes (\(status))\n"
      }
      return text
    }
  }
}
