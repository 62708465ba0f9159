/// One `key = value;` entry of a `.strings` file, with the byte ranges it came from.
///
/// Ranges are UTF-8 byte offsets into ``StringsFile/source`` (the transcoded text for UTF-16
/// files); turn them into line and column with `SourceFile.location(at:)`.
public struct StringsEntry: Hashable, Sendable {
  /// The decoded key.
  public var key: String
  /// The decoded value, usually `.string`.
  ///
  /// The grammar also allows arrays, dictionaries and data. For the `"key";` form, the value
  /// is the key itself.
  public var value: PlistValue
  /// The text of the leading comment block (without `//`, `/*`, `*/` and surrounding
  /// whitespace; several comments are joined with newlines), or nil if there is none.
  ///
  /// A leading comment ends on the line before the key (or on the key's line); a blank line
  /// detaches it, and a comment on the same line as the previous entry's `;` belongs to that
  /// entry.
  public var comment: String?
  /// The bytes of the leading comment block, from the first `/` to the end of the last comment.
  public var commentRange: Range<Int>?
  /// The key token, quotes included.
  public var keyRange: Range<Int>
  /// The value token, quotes or brackets included; nil for the `"key";` form.
  public var valueRange: Range<Int>?
  /// From the start of the key through the terminating `;`.
  public var range: Range<Int>

  /// Creates an entry.
  public init(
    key: String, value: PlistValue, comment: String? = nil, commentRange: Range<Int>? = nil,
    keyRange: Range<Int>, valueRange: Range<Int>?, range: Range<Int>
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.commentRange = commentRange
    self.keyRange = keyRange
    self.valueRange = valueRange
    self.range = range
  }
}
