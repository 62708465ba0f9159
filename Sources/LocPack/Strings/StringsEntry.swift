/// One `key = value;` entry of a `.strings` file, with the byte ranges it came from.
///
/// Ranges are UTF-8 byte offsets into ``StringsFile/source`` (the transcoded text for UTF-16
/// files); turn them into line and column with `SourceFile.location(at:)`.
public struct StringsEntry: Hashable, Sendable {
  /// The stored properties: the strings, and the four ranges as 32-bit offsets.
  ///
  /// A table holds one entry per line of its file, so the entry is kept small: 40 bytes less
  /// than with `Range<Int>` and optional ranges. Offsets that do not fit in 32 bits (only
  /// ranges set by hand, or a text over 4 GiB) live in `wide` instead.
  ///
  /// They live in a struct of their own so that the parser can build entries with memberwise
  /// initializers, which the optimizer moves into the entries array; a hand-written
  /// initializer costs a copy and a destroy of the whole entry (three retains and releases).
  struct Fields: Sendable {
    var key: String
    var comment: String?
    /// The key token: `keyStart..<keyEnd`.
    var keyStart: UInt32
    var keyEnd: UInt32
    /// The value token, or ``Fields/absent`` in `valueStart` for the `"key";` form.
    var valueStart: UInt32
    var valueEnd: UInt32
    /// The whole entry: `start..<end`.
    var start: UInt32
    var end: UInt32
    /// The comment block, or ``Fields/absent`` in `commentStart` when there is none.
    var commentStart: UInt32
    var commentEnd: UInt32
    var value: PlistValue
    /// All four ranges, when one of them does not fit in the 32-bit offsets above (which are
    /// then unused); nil otherwise, which keeps every entry in one representation.
    var wide: WideRanges?

    /// The bound that marks an absent optional range; never a stored offset.
    static let absent = UInt32.max
  }

  /// The four ranges of an entry whose offsets do not fit in 32 bits.
  final class WideRanges: Sendable {
    let ranges: Ranges

    init(_ ranges: Ranges) { self.ranges = ranges }
  }

  /// The four ranges as `Range<Int>` values.
  struct Ranges: Sendable {
    var commentRange: Range<Int>?
    var keyRange: Range<Int>
    var valueRange: Range<Int>?
    var range: Range<Int>
  }

  var fields: Fields

  /// The decoded key.
  public var key: String {
    get { fields.key }
    set { fields.key = newValue }
  }
  /// The decoded value, usually `.string`.
  ///
  /// The grammar also allows arrays, dictionaries and data. For the `"key";` form, the value
  /// is the key itself.
  public var value: PlistValue {
    get { fields.value }
    set { fields.value = newValue }
  }
  /// The text of the leading comment block (without `//`, `/*`, `*/` and surrounding
  /// whitespace; several comments are joined with newlines), or nil if there is none.
  ///
  /// A leading comment ends on the line before the key (or on the key's line); a blank line
  /// detaches it, and a comment on the same line as the previous entry's `;` belongs to that
  /// entry.
  public var comment: String? {
    get { fields.comment }
    set { fields.comment = newValue }
  }
  /// The bytes of the leading comment block, from the first `/` to the end of the last comment.
  public var commentRange: Range<Int>? {
    get {
      if let wide = fields.wide { return wide.ranges.commentRange }
      if fields.commentStart == Fields.absent { return nil }
      return Int(fields.commentStart)..<Int(fields.commentEnd)
    }
    set { updateRanges { $0.commentRange = newValue } }
  }
  /// The key token, quotes included.
  public var keyRange: Range<Int> {
    get {
      if let wide = fields.wide { return wide.ranges.keyRange }
      return Int(fields.keyStart)..<Int(fields.keyEnd)
    }
    set { updateRanges { $0.keyRange = newValue } }
  }
  /// The value token, quotes or brackets included; nil for the `"key";` form.
  public var valueRange: Range<Int>? {
    get {
      if let wide = fields.wide { return wide.ranges.valueRange }
      if fields.valueStart == Fields.absent { return nil }
      return Int(fields.valueStart)..<Int(fields.valueEnd)
    }
    set { updateRanges { $0.valueRange = newValue } }
  }
  /// From the start of the key through the terminating `;`.
  public var range: Range<Int> {
    get {
      if let wide = fields.wide { return wide.ranges.range }
      return Int(fields.start)..<Int(fields.end)
    }
    set { updateRanges { $0.range = newValue } }
  }

  /// The four ranges.
  var ranges: Ranges {
    if let wide = fields.wide { return wide.ranges }
    return Ranges(
      commentRange: commentRange, keyRange: keyRange, valueRange: valueRange, range: range)
  }

  /// Changes the ranges and stores them again, compact where they fit.
  private mutating func updateRanges(_ change: (inout Ranges) -> Void) {
    var ranges = self.ranges
    change(&ranges)
    Self.store(ranges, in: &fields)
  }

  /// Stores `ranges` in the 32-bit offsets when all fit, else in a `WideRanges`.
  static func store(_ ranges: Ranges, in fields: inout Fields) {
    func offset(_ value: Int) -> UInt32? {
      value >= 0 && value < Int(Fields.absent) ? UInt32(value) : nil
    }
    let absent = Fields.absent
    guard let keyStart = offset(ranges.keyRange.lowerBound),
      let keyEnd = offset(ranges.keyRange.upperBound),
      let start = offset(ranges.range.lowerBound), let end = offset(ranges.range.upperBound),
      let valueStart = ranges.valueRange.map({ offset($0.lowerBound) }) ?? absent,
      let valueEnd = ranges.valueRange.map({ offset($0.upperBound) }) ?? absent,
      let commentStart = ranges.commentRange.map({ offset($0.lowerBound) }) ?? absent,
      let commentEnd = ranges.commentRange.map({ offset($0.upperBound) }) ?? absent
    else {
      fields.wide = WideRanges(ranges)
      return
    }
    fields.keyStart = keyStart
    fields.keyEnd = keyEnd
    fields.valueStart = valueStart
    fields.valueEnd = valueEnd
    fields.start = start
    fields.end = end
    fields.commentStart = commentStart
    fields.commentEnd = commentEnd
    fields.wide = nil
  }

  /// Whether two entries have the same strings, value and ranges.
  public static func == (lhs: StringsEntry, rhs: StringsEntry) -> Bool {
    lhs.key == rhs.key && lhs.value == rhs.value && lhs.comment == rhs.comment
      && lhs.keyRange == rhs.keyRange && lhs.valueRange == rhs.valueRange
      && lhs.range == rhs.range && lhs.commentRange == rhs.commentRange
  }

  /// Hashes what `==` compares.
  public func hash(into hasher: inout Hasher) {
    hasher.combine(key)
    hasher.combine(value)
    hasher.combine(comment)
    hasher.combine(commentRange)
    hasher.combine(keyRange)
    hasher.combine(valueRange)
    hasher.combine(range)
  }
}

extension StringsEntry {
  /// Creates an entry.
  public init(
    key: String, value: PlistValue, comment: String? = nil, commentRange: Range<Int>? = nil,
    keyRange: Range<Int>, valueRange: Range<Int>?, range: Range<Int>
  ) {
    var fields = Fields(
      key: key, comment: comment, keyStart: 0, keyEnd: 0, valueStart: Fields.absent,
      valueEnd: Fields.absent, start: 0, end: 0, commentStart: Fields.absent,
      commentEnd: Fields.absent, value: value, wide: nil)
    Self.store(
      Ranges(
        commentRange: commentRange, keyRange: keyRange, valueRange: valueRange, range: range),
      in: &fields)
    self.init(fields: fields)
  }
}
