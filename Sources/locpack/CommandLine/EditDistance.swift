/// Closest-name suggestions for misspelt commands and options.
enum EditDistance {
  /// The Levenshtein distance between two strings, counted in Unicode scalars.
  ///
  /// - Complexity: O(a × b) time, O(b) space.
  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a.unicodeScalars)
    let b = Array(b.unicodeScalars)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let substitution = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
        current[j] = min(previous[j] + 1, current[j - 1] + 1, substitution)
      }
      swap(&previous, &current)
    }
    return previous[b.count]
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
