/// One run of a format string: literal text, `%%`, a specifier, or a `%` that forms no
/// specifier.
///
/// Pieces cover the text without gaps or overlaps, in order.
public struct FormatPiece: Hashable, Sendable {
  /// What a piece is.
  public enum Kind: Hashable, Sendable {
    /// Text copied as is.
    case literal
    /// `%%`, rendered as `%`.
    case percent
    /// A specifier: the index into ``FormatString/specifiers``.
    case specifier(Int)
    /// A `%` followed by something that is no conversion (`%!`, `%'d`, `%0$@`, `%5%`).
    /// CoreFoundation renders only the character right after the `%` (the `rendered`
    /// range) and drops the rest of the piece: `100%!` shows `100!`, `%0$@` shows `0@`.
    case malformed(rendered: Range<Int>)
    /// A `%` that the text ends inside (`50%`, `%5$`): rendered as nothing.
    case incomplete
  }

  /// What the piece is.
  public var kind: Kind
  /// The UTF-8 byte range in the format text.
  public var range: Range<Int>
  /// Whether CoreFoundation, working in UTF-16, leaves half a surrogate pair here, which
  /// shows as U+FFFD (a malformed piece that ends inside an astral character).
  var endsWithReplacementCharacter = false

  /// Creates a piece.
  public init(_ kind: Kind, range: Range<Int>) {
    self.kind = kind
    self.range = range
  }
}
