/// Closest-name suggestions for misspelt commands and options.
enum EditDistance {
  /// The optimal-string-alignment distance between two strings, counted in Unicode scalars:
  /// insertions, deletions, substitutions and swaps of two neighbours each cost 1.
  ///
  /// - Complexity: O(a × b) time and space.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    let columns = b.count + 1
    var table = [Int](repeating: 0, count: (a.count + 1) * columns)
    for i in 0...a.count { table[i * columns] = i }
    for j in 0...b.count { table[j] = j }
    for i in 1...a.count {
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        var best = min(
          table[(i - 1) * columns + j] + 1, table[i * columns + j - 1] + 1,
          table[(i - 1) * columns + j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          best = min(best, table[(i - 2) * columns + j - 2] + 1)
        }
        table[i * columns + j] = best
      }
    }
    return table[a.count * columns + b.count]
  }

  /// The candidate closest to `word`, if it is close enough to be a likely typo: within a
  /// distance of 2, and of a third of the word's length for short words; ties go to the
  /// earlier candidate.
  static func suggestion(for word: String, among candidates: [String]) -> String? {
    let limit = max(1, min(2, word.unicodeScalars.count / 3))
    var best: (name: String, distance: Int)?
    for candidate in candidates {
      let distance = distance(word, candidate)
      if distance <= limit, distance < (best?.distance ?? Int.max) {
        best = (candidate, distance)
      }
    }
    return best?.name
  }
}
