/// The values of an app's tables that a mined template can be, up to argument numbering:
/// the index the optimizer looks a template up in before it names a new key.
///
/// A value qualifies when its only specifiers are `%@` (or `% @`) and `%n$@`, not mixed,
/// each argument read exactly once, and `%%`. Its shape is its literal pieces around the
/// slots in text order; its order says which argument each slot shows. `%1$@ in %2$@`
/// and `%@ in %@` have the same shape and order; the Japanese `%2$@：%1$@` has the shape of
/// `%@：%@` with the order `[1, 0]`: its text shows argument 2 first.
struct ReusableFormats {
  /// A table value a template can be.
  struct Match: Hashable {
    /// The key.
    var key: String
    /// The index of the localization (in ``OptimizeTables/tables``).
    var localization: Int
    /// For each slot in text order, the 0-based argument it shows.
    var order: [Int]
  }

  /// Shape → the first key of each localization with that shape, in localization order.
  private var matches: [[UInt8]: [Match]] = [:]

  /// Indexes the string values of `values` (key → value, by localization index); within a
  /// localization, the key that sorts first wins a shape, so the choice does not depend on
  /// dictionary order.
  init(_ values: [[String: String]]) {
    for (localization, table) in values.enumerated() {
      var seen: Set<[UInt8]> = []
      for key in table.keys.sorted(by: { $0.utf8.lexicographicallyPrecedes($1.utf8) }) {
        guard let value = table[key], let (shape, order) = Self.shape(of: value),
          seen.insert(shape).inserted
        else { continue }
        matches[shape, default: []].append(
          Match(key: key, localization: localization, order: order))
      }
    }
  }

  /// The table values `template` is, up to argument numbering, in localization order.
  func matches(for template: AlertTemplate) -> [Match] {
    matches[Self.shape(of: template)] ?? []
  }

  // MARK: - Shapes

  /// The separator between pieces in a shape: no text holds it between two pieces in a way
  /// that would make two different templates look alike (each piece is compared in full).
  private static let separator: [UInt8] = [0x00, 0x01]

  /// The shape of a mined template: its constant pieces joined.
  static func shape(of template: AlertTemplate) -> [UInt8] {
    var shape: [UInt8] = []
    for (index, piece) in template.constants.enumerated() {
      if index > 0 { shape += separator }
      shape += piece
    }
    return shape
  }

  /// The shape and argument order of a table value, or `nil` when it does not qualify.
  static func shape(of value: String) -> (shape: [UInt8], order: [Int])? {
    let bytes = Array(value.utf8)
    var shape: [UInt8] = []
    var order: [Int] = []
    var positional: Bool?
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "%") else {
        if byte == 0 { return nil }
        shape.append(byte)
        index += 1
        continue
      }
      index += 1
      guard index < bytes.count else { return nil }
      if bytes[index] == UInt8(ascii: "%") {
        shape.append(byte)
        index += 1
        continue
      }
      // `%@`, `% @` (a space flag Foundation ignores) or `%n$@`.
      var number = 0
      var digits = 0
      while index < bytes.count, bytes[index] >= 0x30, bytes[index] <= 0x39, digits < 4 {
        number = number * 10 + Int(bytes[index] - 0x30)
        digits += 1
        index += 1
      }
      let isPositional = digits > 0
      if isPositional {
        guard number >= 1, index < bytes.count, bytes[index] == UInt8(ascii: "$") else {
          return nil
        }
        index += 1
      } else if index < bytes.count, bytes[index] == UInt8(ascii: " ") {
        index += 1
      }
      guard index < bytes.count, bytes[index] == UInt8(ascii: "@") else { return nil }
      index += 1
      if let positional, positional != isPositional { return nil }
      positional = isPositional
      shape += separator
      order.append(isPositional ? number - 1 : order.count)
    }
    // Every argument exactly once.
    guard Set(order).count == order.count, order.allSatisfy({ $0 < order.count }) else {
      return nil
    }
    return (shape, order)
  }

  /// Whether a value, filled with `count` string arguments, reads none that is missing
  /// and only formats objects (`%@`, `%n$@`): what a translation of a reused key must do.
  static func fits(_ value: String, arguments count: Int) -> Bool {
    let format = FormatString.parse(value)
    guard format.usesOnlyObjectArguments, !format.failsInFoundation else { return false }
    return format.specifiers.allSatisfy { !$0.isStringsdictVariable && $0.argumentIndex <= count }
  }
}
