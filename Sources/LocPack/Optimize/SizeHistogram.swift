/// Payload sizes counted in a fixed number of buckets, for nearest-rank percentiles without
/// keeping every size: one bucket per byte below ``exactLimit``, then 64 buckets for each
/// power of two (within 1.6 % of the size), and the exact maximum.
struct SizeHistogram {
  /// Sizes below this are counted exactly: 64 KiB, well above every push size limit.
  static let exactLimit = 1 << 16
  private static let subBuckets = 64

  private var exact = [Int](repeating: 0, count: exactLimit)
  /// Per power of two from 2^16 to 2^63, 64 buckets each.
  private var coarse = [Int](repeating: 0, count: 48 * subBuckets)
  private(set) var count = 0
  private(set) var max = 0

  /// Counts one size.
  @inline(__always)
  mutating func add(_ size: Int) {
    count &+= 1
    if size > max { max = size }
    if size < Self.exactLimit {
      exact[Swift.max(0, size)] &+= 1
    } else {
      coarse[Self.coarseIndex(size)] &+= 1
    }
  }

  private static func coarseIndex(_ size: Int) -> Int {
    let power = Int.bitWidth - 1 - size.leadingZeroBitCount
    let fraction = (size >> (power - 6)) & (subBuckets - 1)
    return Swift.min(47, power - 16) * subBuckets + fraction
  }

  /// The largest size a coarse bucket holds.
  private static func coarseUpperBound(_ index: Int) -> Int {
    let power = index / subBuckets + 16
    let fraction = index % subBuckets
    let low = (1 << power) + (fraction << (power - 6))
    return low + (1 << (power - 6)) - 1
  }

  /// The nearest-rank percentile (a coarse bucket gives its upper bound, at most ``max``).
  func percentile(_ percent: Int) -> Int {
    guard count > 0 else { return 0 }
    let rank = Swift.max(1, Swift.min(count, (percent * count + 99) / 100))
    var seen = 0
    for (size, number) in exact.enumerated() where number > 0 {
      seen &+= number
      if seen >= rank { return size }
    }
    for (index, number) in coarse.enumerated() where number > 0 {
      seen &+= number
      if seen >= rank { return Swift.min(max, Self.coarseUpperBound(index)) }
    }
    return max
  }
}

extension OptimizeReport.Sizes {
  /// The sizes counted in `histogram`.
  init(_ histogram: SizeHistogram) {
    self.init([])
    guard histogram.count > 0 else { return }
    p50 = histogram.percentile(50)
    p95 = histogram.percentile(95)
    max = histogram.max
  }
}
