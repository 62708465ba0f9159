/// A fatal problem in a `.strings` file or an OpenStep plist: the file cannot be read as
/// Foundation would read it.
///
/// locpack throws exactly where CoreFoundation rejects a file (plus invalid encodings), so
/// a thrown error means the app would get no table at all. Problems Foundation survives are
/// reported as ``Diagnostic`` values instead. Every case carries the location of the problem
/// (1-based line and column in Unicode scalars).
public enum StringsError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The file has no bytes, or only a byte-order mark.
  case emptyFile(at: SourceLocation)
  /// A byte sequence that is not UTF-8.
  case invalidUTF8(at: SourceLocation)
  /// A UTF-16 file with an odd number of bytes.
  case oddLengthUTF16(at: SourceLocation)
  /// A UTF-16 surrogate without its partner, in the encoded bytes.
  case loneSurrogateUTF16(at: SourceLocation)
  /// A UTF-32 code unit that is not a Unicode scalar, or a truncated one.
  case invalidUTF32(at: SourceLocation)
  /// A quoted string with no closing quote; the location is the opening quote.
  case unterminatedString(at: SourceLocation)
  /// A backslash as the last character of the file.
  case unterminatedEscape(at: SourceLocation)
  /// A `/*` comment with no `*/` where a value or `;` must follow; the location is the `/*`.
  case unterminatedComment(at: SourceLocation)
  /// A character that cannot start a value (`"key" = ;`, a file starting with `;`).
  case unexpectedCharacter(String, at: SourceLocation)
  /// The file ends where a value must follow.
  case unexpectedEndOfFile(at: SourceLocation)
  /// A key followed by something other than `=` or `;`.
  case expectedEqualsOrSemicolon(key: String, found: String, at: SourceLocation)
  /// An entry without its terminating `;`; the location is right after the value.
  case missingSemicolon(key: String, at: SourceLocation)
  /// An array without `,` or `)` after an element.
  case unterminatedArray(at: SourceLocation)
  /// A dictionary without its closing `}`.
  case unterminatedDictionary(at: SourceLocation)
  /// A `<…>` data value with a character that is not a hex digit or space.
  case invalidData(at: SourceLocation)
  /// A `<…>` data value with an odd number of hex digits in a group.
  case oddLengthData(at: SourceLocation)
  /// A `<…>` data value without its closing `>`.
  case unterminatedData(at: SourceLocation)
  /// Arrays and dictionaries nested deeper than ``InputLimits/maxDepth`` (512 by default,
  /// counted as CoreFoundation does: the top-level value is at depth 0).
  case tooDeep(limit: Int, at: SourceLocation)
  /// A key or string value longer than ``InputLimits/maxStringBytes``; the location is where
  /// the string starts.
  case stringTooLong(limit: Int, at: SourceLocation)
  /// More values and keys than ``InputLimits/maxObjects``; the location is the first one over.
  case tooManyValues(limit: Int, at: SourceLocation)
  /// Text after a complete top-level `{…}`, `(…)` or `<…>` value.
  case junkAfterValue(at: SourceLocation)
  /// A `.strings` file whose top level is not a dictionary (an array, a string or data).
  case notADictionary(found: String, at: SourceLocation)
  /// A binary (`bplist`) or XML property list, which Foundation reads before trying text.
  case otherPlistFormat(String, at: SourceLocation)

  /// Where the problem is.
  public var location: SourceLocation {
    switch self {
    case .emptyFile(let at), .invalidUTF8(let at), .oddLengthUTF16(let at),
      .loneSurrogateUTF16(let at), .invalidUTF32(let at), .unterminatedString(let at),
      .unterminatedEscape(let at), .unterminatedComment(let at), .unexpectedCharacter(_, let at),
      .unexpectedEndOfFile(let at), .expectedEqualsOrSemicolon(_, _, let at),
      .missingSemicolon(_, let at), .unterminatedArray(let at), .unterminatedDictionary(let at),
      .invalidData(let at), .oddLengthData(let at), .unterminatedData(let at), .tooDeep(_, let at),
      .stringTooLong(_, let at), .tooManyValues(_, let at),
      .junkAfterValue(let at), .notADictionary(_, let at), .otherPlistFormat(_, let at):
      return at
    }
  }

  /// A stable id, `strings.<kebab-name>`, as diagnostics use.
  public var id: String {
    switch self {
    case .emptyFile: return "strings.empty-file"
    case .invalidUTF8: return "strings.invalid-utf8"
    case .oddLengthUTF16: return "strings.odd-length-utf16"
    case .loneSurrogateUTF16: return "strings.lone-surrogate-utf16"
    case .invalidUTF32: return "strings.invalid-utf32"
    case .unterminatedString: return "strings.unterminated-string"
    case .unterminatedEscape: return "strings.unterminated-escape"
    case .unterminatedComment: return "strings.unterminated-comment"
    case .unexpectedCharacter: return "strings.unexpected-character"
    case .unexpectedEndOfFile: return "strings.unexpected-end-of-file"
    case .expectedEqualsOrSemicolon: return "strings.expected-equals"
    case .missingSemicolon: return "strings.missing-semicolon"
    case .unterminatedArray: return "strings.unterminated-array"
    case .unterminatedDictionary: return "strings.unterminated-dictionary"
    case .invalidData: return "strings.invalid-data"
    case .oddLengthData: return "strings.odd-length-data"
    case .unterminatedData: return "strings.unterminated-data"
    case .tooDeep: return "strings.too-deep"
    case .stringTooLong: return "strings.string-too-long"
    case .tooManyValues: return "strings.too-many-values"
    case .junkAfterValue: return "strings.junk-after-value"
    case .notADictionary: return "strings.not-a-dictionary"
    case .otherPlistFormat: return "strings.other-plist-format"
    }
  }

  /// The message: one sentence, lowercase start, no trailing period.
  public var message: String {
    switch self {
    case .emptyFile:
      return "the file has no text (it is empty or only a byte-order mark); Foundation rejects it"
    case .invalidUTF8: return "invalid UTF-8 byte sequence"
    case .oddLengthUTF16: return "UTF-16 text has an odd number of bytes"
    case .loneSurrogateUTF16: return "UTF-16 text has a surrogate without its partner"
    case .invalidUTF32: return "UTF-32 text has a code unit that is not a Unicode scalar"
    case .unterminatedString: return "unterminated quoted string"
    case .unterminatedEscape: return "the file ends inside a backslash escape"
    case .unterminatedComment: return "unterminated '/*' comment"
    case .unexpectedCharacter(let found, _): return "unexpected \(found); expected a value"
    case .unexpectedEndOfFile: return "unexpected end of file; expected a value"
    case .expectedEqualsOrSemicolon(let key, let found, _):
      return "expected '=' or ';' after key \(StringsFinding.quoted(key)), found \(found)"
    case .missingSemicolon(let key, _):
      return "missing ';' after the entry \(StringsFinding.quoted(key))"
    case .unterminatedArray: return "expected ',' or ')' in array"
    case .unterminatedDictionary: return "expected '}' to close the dictionary"
    case .invalidData: return "invalid character in '<…>' data; expected hex digits"
    case .oddLengthData: return "odd number of hex digits in '<…>' data"
    case .unterminatedData: return "expected '>' to close the data"
    case .tooDeep(let limit, _):
      return "more than \(limit) nested arrays or dictionaries; " + InputLimits.Kind.depth.advice
    case .stringTooLong(let limit, _):
      return "string longer than \(InputLimits.formatSize(limit)); "
        + InputLimits.Kind.stringLength.advice
    case .tooManyValues(let limit, _):
      return "more than \(limit) values and keys; " + InputLimits.Kind.objectCount.advice
    case .junkAfterValue: return "unexpected text after the top-level value"
    case .notADictionary(let found, _):
      return "the top level is \(found), not a dictionary of strings"
    case .otherPlistFormat(let format, _):
      return "this is \(format), not OpenStep text; read it with the plist reader"
    }
  }

  /// `path:line:col: error: message [id]`.
  public var description: String { "\(location): error: \(message) [\(id)]" }

  /// The same error at another location (used to resolve a byte offset into line and column).
  func relocated(_ to: SourceLocation) -> StringsError {
    switch self {
    case .emptyFile: return .emptyFile(at: to)
    case .invalidUTF8: return .invalidUTF8(at: to)
    case .oddLengthUTF16: return .oddLengthUTF16(at: to)
    case .loneSurrogateUTF16: return .loneSurrogateUTF16(at: to)
    case .invalidUTF32: return .invalidUTF32(at: to)
    case .unterminatedString: return .unterminatedString(at: to)
    case .unterminatedEscape: return .unterminatedEscape(at: to)
    case .unterminatedComment: return .unterminatedComment(at: to)
    case .unexpectedCharacter(let found, _): return .unexpectedCharacter(found, at: to)
    case .unexpectedEndOfFile: return .unexpectedEndOfFile(at: to)
    case .expectedEqualsOrSemicolon(let key, let found, _):
      return .expectedEqualsOrSemicolon(key: key, found: found, at: to)
    case .missingSemicolon(let key, _): return .missingSemicolon(key: key, at: to)
    case .unterminatedArray: return .unterminatedArray(at: to)
    case .unterminatedDictionary: return .unterminatedDictionary(at: to)
    case .invalidData: return .invalidData(at: to)
    case .oddLengthData: return .oddLengthData(at: to)
    case .unterminatedData: return .unterminatedData(at: to)
    case .tooDeep(let limit, _): return .tooDeep(limit: limit, at: to)
    case .stringTooLong(let limit, _): return .stringTooLong(limit: limit, at: to)
    case .tooManyValues(let limit, _): return .tooManyValues(limit: limit, at: to)
    case .junkAfterValue: return .junkAfterValue(at: to)
    case .notADictionary(let found, _): return .notADictionary(found: found, at: to)
    case .otherPlistFormat(let format, _): return .otherPlistFormat(format, at: to)
    }
  }
}
