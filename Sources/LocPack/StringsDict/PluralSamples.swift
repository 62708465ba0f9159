/// The `@integer` and `@decimal` sample lists that follow a CLDR plural condition.
///
/// Items are kept as written (`"0~15"`, `"0.00~0.04"`, `"1c6"`); `…` marks an open-ended list
/// and is dropped. ``expanded(_:limit:)`` turns the items into numbers as strings, keeping the
/// visible fraction digits (`"0.0~0.3"` → `0.0 0.1 0.2 0.3`).
struct PluralSamples: Hashable, Sendable {
  /// The `@integer` items.
  var integers: [String] = []
  /// The `@decimal` items.
  var decimals: [String] = []

  /// Reads the samples from the text of a rule; the part before the first `@` is ignored.
  init(ruleText text: String) {
    var target = 0  // 0: none, 1: integers, 2: decimals
    var token: [UInt8] = []
    func flush(_ token: inout [UInt8], into samples: inout PluralSamples, target: Int) {
      defer { token.removeAll(keepingCapacity: true) }
      guard !token.isEmpty, token != Array("…".utf8) else { return }
      let item = String(decoding: token, as: UTF8.self)
      if target == 1 { samples.integers.append(item) }
      if target == 2 { samples.decimals.append(item) }
    }
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "@") {
        flush(&token, into: &self, target: target)
        var end = index + 1
        while end < bytes.count && bytes[end] != UInt8(ascii: " ") { end += 1 }
        let keyword = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        target = keyword == "integer" ? 1 : keyword == "decimal" ? 2 : 0
        index = end
        continue
      }
      if byte == UInt8(ascii: ",") || byte == UInt8(ascii: " ") {
        flush(&token, into: &self, target: target)
      } else if target != 0 {
        token.append(byte)
      }
      index += 1
    }
    flush(&token, into: &self, target: target)
  }

  /// Expands `a~b` ranges into their members (step: one unit of `a`'s last fraction digit),
  /// keeping single items as they are; at most `limit` members per range.
  static func expanded(_ items: [String], limit: Int = 200) -> [String] {
    var result: [String] = []
    for item in items {
      let parts = item.split(separator: "~", maxSplits: 1).map(String.init)
      guard parts.count == 2, let range = DecimalRange(parts[0], parts[1]) else {
        result.append(item)
        continue
      }
      var value = range.lower
      var count = 0
      while value <= range.upper && count < limit {
        result.append(range.format(value))
        value += 1
        count += 1
      }
    }
    return result
  }

  /// A range of fixed-point decimals scaled to integers.
  private struct DecimalRange {
    var lower: Int
    var upper: Int
    var scale: Int

    init?(_ lowerText: String, _ upperText: String) {
      let scale = lowerText.split(separator: ".").dropFirst().first?.count ?? 0
      let upperScale = upperText.split(separator: ".").dropFirst().first?.count ?? 0
      guard scale == upperScale, scale <= 6,
        let lower = Int(lowerText.filter { $0 != "." }),
        let upper = Int(upperText.filter { $0 != "." })
      else { return nil }
      self.lower = lower
      self.upper = upper
      self.scale = scale
    }

    func format(_ value: Int) -> String {
      guard scale > 0 else { return String(value) }
      var digits = String(value)
      while digits.count <= scale { digits = "0" + digits }
      let split = digits.index(digits.endIndex, offsetBy: -scale)
      return digits[..<split] + "." + digits[split...]
    }
  }
}
