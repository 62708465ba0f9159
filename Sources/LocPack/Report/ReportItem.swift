/// A diagnostic together with the optional metadata some reporters show.
///
/// The linter knows which locale and which localization key a finding belongs to; the
/// ``Diagnostic`` type stays lean, and this wrapper carries the extra fields to reporters that
/// have a place for them (the `json` reporter's `locale` and `key`, the `sarif` reporter's
/// result properties).
public struct ReportItem: Hashable, Sendable {
  /// The diagnostic itself.
  public var diagnostic: Diagnostic
  /// The locale the diagnostic concerns, such as `fr` or `pt-BR`.
  public var locale: String?
  /// The localization key the diagnostic concerns.
  public var key: String?

  /// Wraps a diagnostic with optional metadata.
  public init(_ diagnostic: Diagnostic, locale: String? = nil, key: String? = nil) {
    self.diagnostic = diagnostic
    self.locale = locale
    self.key = key
  }
}

extension Array where Element == ReportItem {
  /// The items in report order: items without a location first, then by path, line, column,
  /// id and message; ties keep their input order.
  func sortedForReport() -> [ReportItem] {
    // Reporters sort what the linter has sorted already: one pass tells.
    if indices.dropFirst().allSatisfy({ Self.order(self[$0 - 1], self[$0]) <= 0 }) { return self }
    // Each path is ranked once, so most comparisons are of integers: the place first, then
    // id and message, then input order.
    var ranks: [String: Int] = [:]
    for item in self {
      if let path = item.diagnostic.location?.path { ranks[path] = 0 }
    }
    for (rank, path) in ranks.keys.sorted().enumerated() { ranks[path] = rank + 1 }
    let places = map { item -> (Int, Int, Int) in
      guard let location = item.diagnostic.location else { return (0, 0, 0) }
      return (ranks[location.path] ?? 0, location.line, location.column)
    }
    let order = indices.sorted { lhs, rhs in
      if places[lhs] != places[rhs] { return places[lhs] < places[rhs] }
      let a = self[lhs].diagnostic
      let b = self[rhs].diagnostic
      if a.id != b.id { return a.id < b.id }
      if a.message != b.message { return a.message < b.message }
      return lhs < rhs
    }
    return order.map { self[$0] }
  }

  /// -1, 0 or 1 as `lhs` comes before, ties with, or comes after `rhs` in report order.
  static func order(_ lhs: ReportItem, _ rhs: ReportItem) -> Int {
    let a = lhs.diagnostic
    let b = rhs.diagnostic
    switch (a.location, b.location) {
    case (nil, .some): return -1
    case (.some, nil): return 1
    case (.some(let x), .some(let y)):
      if x.path != y.path { return x.path < y.path ? -1 : 1 }
      if x.line != y.line { return x.line < y.line ? -1 : 1 }
      if x.column != y.column { return x.column < y.column ? -1 : 1 }
    case (nil, nil): break
    }
    if a.id != b.id { return a.id < b.id ? -1 : 1 }
    if a.message != b.message { return a.message < b.message ? -1 : 1 }
    return 0
  }
}
