import Foundation

/// One benchmark: a name for `--filter`, and a body that measures and prints.
struct Benchmark: Sendable {
  var name: String
  var abstract: String
  var run: @Sendable (BenchContext) throws -> Void
}

/// Options shared by every benchmark.
struct BenchContext: Sendable {
  /// Runs per measurement.
  var iterations: Int
  /// Folder for generated inputs (`.bench/` in the package root by default).
  var workDirectory: String
  /// Whether the run is a short smoke run (`--quick`): smaller inputs, fewer iterations.
  var quick: Bool
}

/// The timings of one measured body.
struct Timing {
  var seconds: [Double]

  var min: Double { seconds.min() ?? 0 }
  var median: Double {
    let sorted = seconds.sorted()
    guard !sorted.isEmpty else { return 0 }
    return sorted.count % 2 == 1
      ? sorted[sorted.count / 2] : (sorted[sorted.count / 2 - 1] + sorted[sorted.count / 2]) / 2
  }
}

enum Measure {
  /// Runs `body` once to warm up, then `iterations` times, timing each run.
  static func time(iterations: Int, _ body: () throws -> Void) rethrows -> Timing {
    let clock = ContinuousClock()
    try body()
    var seconds: [Double] = []
    for _ in 0..<max(1, iterations) {
      let elapsed = try clock.measure(body)
      seconds.append(
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
    }
    return Timing(seconds: seconds)
  }

  /// Prints a throughput line: `label  min MB/s  median MB/s`.
  static func reportThroughput(_ label: String, bytes: Int, _ timing: Timing) {
    let mb = Double(bytes) / 1_000_000
    let best = mb / timing.min
    let typical = mb / timing.median
    print(
      "  \(label.padding(toLength: 34, withPad: " ", startingAt: 0))"
        + " best \(format(best)) MB/s   median \(format(typical)) MB/s")
  }

  /// Prints a rate line for item counts: `label  best N/s  median N/s`.
  static func reportRate(_ label: String, items: Int, unit: String, _ timing: Timing) {
    let best = Double(items) / timing.min
    let typical = Double(items) / timing.median
    print(
      "  \(label.padding(toLength: 34, withPad: " ", startingAt: 0))"
        + " best \(format(best)) \(unit)/s   median \(format(typical)) \(unit)/s")
  }

  /// Prints `ratio: ours is N× faster than peer` from two timings (by median).
  static func reportRatio(_ label: String, ours: Timing, peer: Timing) {
    let byMedian = peer.median / ours.median
    let byMin = peer.min / ours.min
    print("  ratio \(label): \(format(byMedian))× (median), \(format(byMin))× (best)")
  }

  static func format(_ value: Double) -> String {
    value >= 100 ? String(format: "%.0f", value) : String(format: "%.2f", value)
  }
}
