/// One token of Swift or Objective-C source, as the call scanner needs it.
///
/// Identifiers, numbers, string literals and single punctuation bytes; comments and
/// whitespace are dropped.
struct CodeToken: Hashable, Sendable {
  /// What the token is.
  enum Kind: Hashable, Sendable {
    /// A name (`NSLocalizedString`, `` `default` ``, `let`).
    case identifier
    /// An integer literal (`3`, `0x1F`), or an Objective-C character literal (`'a'`).
    case integer
    /// A floating-point literal (`2.5`, `1e3`).
    case float
    /// A string literal; the value is its index in ``CodeLexer/Output/literals``.
    case string(Int)
    /// Any other byte outside literals and comments (`(`, `.`, `:`, `@`, `[`).
    case punctuation(UInt8)
  }

  /// The kind.
  var kind: Kind
  /// The UTF-8 byte range in the file.
  var range: Range<Int>

  /// Whether the token is the punctuation byte `byte`.
  func isPunctuation(_ byte: UInt8) -> Bool { kind == .punctuation(byte) }

  /// The literal's index when the token is a string literal.
  var literalIndex: Int? {
    if case .string(let index) = kind { return index }
    return nil
  }
}
