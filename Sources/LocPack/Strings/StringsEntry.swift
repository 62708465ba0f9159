/// One `key = value;` entry of a `.strings` file, with the byte ranges it came from.
///
/// Ranges are UTF-8 byte offsets into ``StringsFile/source`` (the transcoded text for UTF-16
/// files); turn them into line and column with `SourceFile.location(at:)`.
public struct StringsEntry: Hashable, Sendable {
  /// The stored properties.
  ///
  /// They live in a struct of their own so that the parser can build entries with memberwise
  /// initializers, which the optimizer moves into the entries array; a hand-written
  /// initializer costs a copy and a destroy of the whole entry (three retains and releases).
  struct Fields: Hashable, Sendable {
    var key: String
    var value: PlistValue
    var comment: String?
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
    get { fields.commentRange }
    set { fields.commentRange = newValue }
  }
  /// The key token, quotes included.
  public var keyRange: Range<Int> {
    get { fields.keyRange }
    set { fields.keyRange = newValue }
  }
  /// The value token, quotes or brackets included; nil for the `"key";` form.
  public var valueRange: Range<Int>? {
    get { fields.valueRange }
    set { fields.valueRange = newValue }
  }
  /// From the start of the key through the terminating `;`.
  public var range: Range<Int> {
    get { fields.range }
    set { fields.range = newValue }
  }
}

extension StringsEntry {
  /// Creates an entry.
  public init(
    key: String, value: PlistValue, comment: String? = nil, commentRange: Range<Int>? = nil,
    keyRange: Range<Int>, valueRange: Range<Int>?, range: Range<Int>
  ) {
    self.init(
      fields: Fields(
        key: key, value: value, comment: comment, commentRange: commentRange,
        keyRange: keyRange, valueRange: valueRange, range: range))
  }
}
