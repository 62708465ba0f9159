/// A fatal JSON syntax error, with the place it was found.
///
/// Every case carries a ``SourceLocation`` (1-based line and column in Unicode scalars).
/// ``id`` gives the stable diagnostic id, `json.<kebab-name>`.
public enum JSONError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The input ended where `expected` was required.
  case unexpectedEndOfInput(expected: String, at: SourceLocation)
  /// A character that cannot stand here; `found` is the character as text.
  case unexpectedCharacter(found: String, expected: String, at: SourceLocation)
  /// A string without its closing quote; the location is the opening quote.
  case unterminatedString(at: SourceLocation)
  /// A backslash followed by something other than `" \ / b f n r t u`, or `\u` without four
  /// hex digits.
  case invalidEscape(at: SourceLocation)
  /// A `\uD800`…`\uDFFF` escape that is not part of a high–low pair.
  case loneSurrogate(at: SourceLocation)
  /// A raw control character (U+0000…U+001F) inside a string.
  case controlCharacterInString(at: SourceLocation)
  /// A comma followed by `]` or `}`.
  case trailingComma(at: SourceLocation)
  /// A number with a superfluous leading zero, such as `01`.
  case leadingZero(at: SourceLocation)
  /// A malformed number, such as `-`, `1.` or `1e`.
  case invalidNumber(at: SourceLocation)
  /// A bare word that is not `true`, `false` or `null`, such as `NaN` or `tru`.
  case invalidLiteral(String, at: SourceLocation)
  /// Anything but whitespace after the top-level value.
  case trailingGarbage(at: SourceLocation)
  /// Arrays and objects nested deeper than the limit.
  case tooDeep(limit: Int, at: SourceLocation)
  /// Bytes that are not UTF-8.
  case invalidUTF8(at: SourceLocation)
  /// A string or key longer than ``InputLimits/maxStringBytes``; the location is its quote.
  case stringTooLong(limit: Int, at: SourceLocation)
  /// More values and keys than ``InputLimits/maxObjects``; the location is the first one over.
  case tooManyValues(limit: Int, at: SourceLocation)

  /// Where the error is.
  public var location: SourceLocation {
    switch self {
    case .unexpectedEndOfInput(_, let at), .unexpectedCharacter(_, _, let at),
      .unterminatedString(let at), .invalidEscape(let at), .loneSurrogate(let at),
      .controlCharacterInString(let at), .trailingComma(let at), .leadingZero(let at),
      .invalidNumber(let at), .invalidLiteral(_, let at), .trailingGarbage(let at),
      .tooDeep(_, let at), .invalidUTF8(let at), .stringTooLong(_, let at),
      .tooManyValues(_, let at):
      return at
    }
  }

  /// The stable diagnostic id, such as `json.trailing-comma`.
  public var id: String {
    switch self {
    case .unexpectedEndOfInput: return "json.unexpected-end"
    case .unexpectedCharacter: return "json.unexpected-character"
    case .unterminatedString: return "json.unterminated-string"
    case .invalidEscape: return "json.invalid-escape"
    case .loneSurrogate: return "json.lone-surrogate"
    case .controlCharacterInString: return "json.control-character"
    case .trailingComma: return "json.trailing-comma"
    case .leadingZero: return "json.leading-zero"
    case .invalidNumber: return "json.invalid-number"
    case .invalidLiteral: return "json.invalid-literal"
    case .trailingGarbage: return "json.trailing-garbage"
    case .tooDeep: return "json.too-deep"
    case .invalidUTF8: return "json.invalid-utf8"
    case .stringTooLong: return "json.string-too-long"
    case .tooManyValues: return "json.too-many-values"
    }
  }

  /// The message, one sentence without a trailing period.
  public var message: String {
    switch self {
    case .unexpectedEndOfInput(let expected, _):
      return "unexpected end of input; expected \(expected)"
    case .unexpectedCharacter(let found, let expected, _):
      return "unexpected character \(found); expected \(expected)"
    case .unterminatedString: return "unterminated string"
    case .invalidEscape: return "invalid escape sequence"
    case .loneSurrogate: return "unpaired surrogate escape"
    case .controlCharacterInString:
      return "unescaped control character in string"
    case .trailingComma: return "trailing comma"
    case .leadingZero: return "number with a leading zero"
    case .invalidNumber: return "malformed number"
    case .invalidLiteral(let word, _): return "invalid literal '\(word)'"
    case .trailingGarbage: return "unexpected text after the JSON value"
    case .tooDeep(let limit, _):
      return "arrays and objects nested deeper than \(limit) levels; "
        + InputLimits.Kind.depth.advice
    case .invalidUTF8: return "invalid UTF-8"
    case .stringTooLong(let limit, _):
      return "string longer than \(InputLimits.formatSize(limit)); "
        + InputLimits.Kind.stringLength.advice
    case .tooManyValues(let limit, _):
      return "more than \(limit) values and keys; " + InputLimits.Kind.objectCount.advice
    }
  }

  /// The error as an error-severity ``Diagnostic``.
  public var diagnostic: Diagnostic { Diagnostic(.error, id: id, message, at: location) }

  /// `path:line:col: error: message [id]`.
  public var description: String { diagnostic.description }
}
