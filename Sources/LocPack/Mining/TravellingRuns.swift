/// The lines in which runs of whole words stand among values: inside slot values, or in texts
/// that no template takes (``ValueGuard``).
///
/// Runs are looked up by their first word, so a text costs one lookup per word.
final class TravellingRuns {
  /// Per run, the lines that hold it among values (only runs seen at least once).
  private(set) var lines: [[UInt8]: Int] = [:]
  /// The runs, by a hash of their first word, with their word counts.
  private var byFirstWord: [UInt64: [(run: [UInt8], words: Int)]] = [:]
  /// The fewest bytes of any run: a shorter region holds none.
  private var shortest = Int.max
  /// The runs already counted for the current text.
  private var counted = Set<[UInt8]>()

  /// Looks for `runs` (each a run of whole words, see ``ValueGuard/wholeRun(_:)``).
  init(_ runs: [[UInt8]]) {
    for run in Set(runs) {
      let words = ValueGuard.words(run[...])
      guard let first = words.first else { continue }
      byFirstWord[Self.hash(run[first]), default: []].append((run, words.count))
      shortest = min(shortest, run.count)
    }
  }

  /// Counts `lines` for each run that `region` holds as whole words (once per call).
  func count(in region: ArraySlice<UInt8>, lines count: Int) {
    guard region.count >= shortest else { return }
    let words = ValueGuard.words(region)
    counted.removeAll(keepingCapacity: true)
    for (index, word) in words.enumerated() {
      // A hash that collides only costs the comparison of the whole run below.
      guard let candidates = byFirstWord[Self.hash(region[word])] else { continue }
      for (run, length) in candidates where index + length <= words.count {
        let span = region[word.lowerBound..<words[index + length - 1].upperBound]
        guard span.elementsEqual(run), counted.insert(run).inserted else { continue }
        lines[run, default: 0] += count
      }
    }
  }

  /// The hash of a word's bytes (``TextTable/hash(_:)``).
  static func hash(_ bytes: ArraySlice<UInt8>) -> UInt64 {
    bytes.withUnsafeBufferPointer(TextTable.hash)
  }
}
