/// Finds, for a text, the template that matches it.
///
/// Templates are indexed by the first bytes of their first constant piece (or, for templates
/// that start with a slot, the last bytes of their last piece), so a lookup tries only the
/// handful of templates that could match. Among the matches, a constant template (an exact
/// text) wins, then the template that covered the most lines when mined; ties go to the
/// earlier template.
public struct TemplateMatcher: Sendable {
  /// The templates, in the order given.
  public let templates: [AlertTemplate]

  private struct Key: Hashable {
    var length: UInt8
    var isSuffix: Bool
    var bytes: UInt64
  }

  private var index: [Key: [Int32]] = [:]
  private var prefixLengths: [Int] = []
  private var suffixLengths: [Int] = []
  private var floating: [Int32] = []

  /// Builds the index.
  public init(templates: [AlertTemplate]) {
    self.templates = templates
    var prefixes = Set<Int>()
    var suffixes = Set<Int>()
    for (position, template) in templates.enumerated() {
      let first = template.constants[0]
      let last = template.constants[template.constants.count - 1]
      if !first.isEmpty {
        let length = min(8, first.count)
        index[Self.key(first[0..<length], suffix: false), default: []].append(Int32(position))
        prefixes.insert(length)
      } else if !last.isEmpty {
        let length = min(8, last.count)
        index[Self.key(last[(last.count - length)...], suffix: true), default: []].append(
          Int32(position))
        suffixes.insert(length)
      } else {
        floating.append(Int32(position))
      }
    }
    prefixLengths = prefixes.sorted()
    suffixLengths = suffixes.sorted()
  }

  private static func key(_ bytes: ArraySlice<UInt8>, suffix: Bool) -> Key {
    var packed: UInt64 = 0
    for byte in bytes { packed = packed << 8 | UInt64(byte) }
    return Key(length: UInt8(bytes.count), isSuffix: suffix, bytes: packed)
  }

  /// The best template for `text` and its slot ranges, or `nil` when none matches.
  public func match(_ text: UnsafeBufferPointer<UInt8>, slots: inout [Range<Int>]) -> Int? {
    var best: Int?
    var bestBytes = -1
    var scratch: [Range<Int>] = []
    func consider(_ candidate: Int32) {
      let position = Int(candidate)
      let template = templates[position]
      // A constant alert is the most specific match; otherwise the most common template.
      let bytes = template.slotCount == 0 ? Int.max : template.count
      guard bytes > bestBytes || (bytes == bestBytes && position < (best ?? Int.max)) else {
        return
      }
      if template.match(text, slots: &scratch) {
        best = position
        bestBytes = bytes
        swap(&slots, &scratch)
      }
    }
    for length in prefixLengths where length <= text.count {
      let key = Self.key(ArraySlice(text[0..<length]), suffix: false)
      if let bucket = index[key] { for candidate in bucket { consider(candidate) } }
    }
    for length in suffixLengths where length <= text.count {
      let key = Self.key(ArraySlice(text[(text.count - length)...]), suffix: true)
      if let bucket = index[key] { for candidate in bucket { consider(candidate) } }
    }
    for candidate in floating { consider(candidate) }
    if best == nil { slots.removeAll() }
    return best
  }
}
