import Testing

/// A mining case: texts of one shape over a list of values, and the formats the miner must and
/// must not find.
struct ValueListCase: Sendable, CustomTestStringConvertible {
  var name: String
  /// The texts, written with `{value}` for the value (and, where a suite says so, `{n}` for a
  /// number).
  var shape: String
  /// Each value and its lines.
  var values: [(String, Int)]
  var expected: [String]
  var unexpected: [String]
  var testDescription: String { name }
}
