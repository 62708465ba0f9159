/// Count, total, nearest-rank percentiles and the largest of a set of measured payloads: the
/// summary `locpack measure` prints after several payloads.
public struct PayloadSizeSummary: Sendable {
  /// The measurements, in input order.
  public var rows: [PayloadMeasurement]
  /// Their sizes as given, ascending.
  public var sorted: [Int]

  /// Summarizes `rows`.
  public init(_ rows: [PayloadMeasurement]) {
    self.rows = rows
    self.sorted = rows.map(\.bytes).sorted()
  }

  /// The sum of the sizes, in bytes.
  public var total: Int { sorted.reduce(0, +) }

  /// How many payloads are over their limit.
  public var overLimit: Int { rows.count(where: \.isOver) }

  /// The nearest-rank percentile `p` (0–100) of the sizes; 0 with no payloads.
  public func percentile(_ p: Int) -> Int {
    guard !sorted.isEmpty else { return 0 }
    let rank = (p * sorted.count + 99) / 100
    return sorted[min(max(rank, 1), sorted.count) - 1]
  }

  /// `{"summary":{"count":…,"total_bytes":…,"p50":…,"p95":…,"max":…,"over_limit":…}}` on one
  /// line, without a newline.
  public var json: String {
    let numbers: [(String, Int)] = [
      ("count", rows.count), ("total_bytes", total), ("p50", percentile(50)),
      ("p95", percentile(95)), ("max", sorted.last ?? 0), ("over_limit", overLimit),
    ]
    let object = JSONObject(numbers.map { JSONMember($0.0, .number(String($0.1))) })
    return JSONWriter.compactString(.object(JSONObject([JSONMember("summary", .object(object))])))
  }

  /// The summary for people, after a blank line: count and total, p50/p95/max, how many are
  /// over, and the `top` largest payloads (the first of equal sizes first) with their status.
  public func text(top: Int) -> String {
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
        "  " + PayloadMeasurement.pad(row.record.source, width, right: false)
        + "  \(row.bytes) bytes (\(status))\n"
    }
    return text
  }
}
