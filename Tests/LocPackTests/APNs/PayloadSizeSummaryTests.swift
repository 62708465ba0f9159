import Testing

@testable import LocPack

/// What `locpack measure` prints for each payload and after several.
@Suite struct PayloadSizeSummaryTests {
  /// Measurements of JSONL payloads whose alerts are `lengths` characters long.
  static func rows(_ lengths: [Int], limit: Int) -> [PayloadMeasurement] {
    let text = lengths.map { "{\"aps\": {\"alert\": \"\(String(repeating: "x", count: $0))\"}}" }
      .joined(separator: "\n")
    return PayloadInput.read(Array(text.utf8), path: "p.jsonl").records.map {
      PayloadMeasurement($0, limit: limit)
    }
  }

  @Test func percentilesAreNearestRank() {
    let summary = PayloadSizeSummary(Self.rows([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], limit: 4096))
    let base = "{\"aps\": {\"alert\": \"\"}}".utf8.count
    #expect(summary.percentile(50) == base + 5)
    #expect(summary.percentile(95) == base + 10)
    #expect(summary.percentile(0) == base + 1)
    #expect(summary.total == 10 * base + 55)
    #expect(PayloadSizeSummary([]).percentile(50) == 0)
  }

  @Test func overLimitRowsSayWhetherMinifyingHelps() {
    let rows = Self.rows([10, 40], limit: 50)
    #expect(rows.map(\.isOver) == [false, true])
    #expect(rows[0].note == "")
    // 62 bytes as given, 60 minified: still over 50.
    #expect(rows[1].note == "  over the limit by 12 bytes, still over when minified")
    #expect(
      PayloadMeasurement.table(rows) == """
        payload    bytes  minified  limit  headroom
        p.jsonl:1     32        30     50        18
        p.jsonl:2     62        60     50       -12  over the limit by 12 bytes, still over \
        when minified

        """)
  }

  @Test func summaryTextAndJSON() {
    let summary = PayloadSizeSummary(Self.rows([10, 40, 10], limit: 50))
    #expect(
      summary.text(top: 2) == """

        3 payloads, 126 bytes in all
        size: p50 32, p95 62, max 62 bytes
        over the limit: 1
        largest:
          p.jsonl:2  62 bytes (over by 12)
          p.jsonl:1  32 bytes (headroom 18)

        """)
    #expect(
      summary.json
        == #"{"summary":{"count":3,"total_bytes":126,"p50":32,"p95":62,"max":62,"over_limit":1}}"#
    )
    #expect(
      summary.rows[1].jsonLine
        == #"{"file":"p.jsonl","line":2,"bytes":62,"minified_bytes":60,"limit":50,"#
        + #""headroom":-12,"over_limit":true}"# + "\n")
  }
}
