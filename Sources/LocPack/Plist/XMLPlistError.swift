/// A fatal problem in an XML property list: the reader stops at the first one.
///
/// Every case carries the ``SourceLocation`` of the problem: the line and column libxml2
/// reports for XML well-formedness errors, or the start of the offending element for plist
/// errors. ``id`` is a stable identifier such as `plist.xml-entity-declaration`.
public enum XMLPlistError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The text is not well-formed XML (libxml2's message, without a trailing period).
  case malformedXML(String, at: SourceLocation)
  /// The document declares an entity; XML plists never do, and expanding one is unsafe.
  case entityDeclaration(name: String, at: SourceLocation)
  /// The document declares something other than an entity in an internal DTD subset.
  case internalSubset(at: SourceLocation)
  /// A reference to an entity other than the five predefined ones (`&lt;` `&gt;` `&amp;`
  /// `&quot;` `&apos;`).
  case undefinedEntity(name: String, at: SourceLocation)
  /// The byte order mark or the encoding declaration names an encoding that cannot be read.
  case unsupportedEncoding(String, at: SourceLocation)
  /// The bytes are not valid in the encoding the document declares or starts with.
  case invalidEncoding(String, at: SourceLocation)
  /// An element that is not part of the plist vocabulary.
  case unknownElement(String, at: SourceLocation)
  /// A known element in a place where it is not allowed, such as `<plist>` inside `<array>`
  /// or any element inside `<string>`.
  case unexpectedElement(String, at: SourceLocation)
  /// Text other than whitespace between elements.
  case unexpectedText(at: SourceLocation)
  /// A `<plist>` element without a value.
  case emptyPlist(at: SourceLocation)
  /// A second value in `<plist>` or after the root value.
  case multipleRootValues(at: SourceLocation)
  /// A value inside `<dict>` where a `<key>` must come.
  case expectedKey(found: String, at: SourceLocation)
  /// A `<key>` at the end of a `<dict>` with no value after it.
  case missingValue(key: String, at: SourceLocation)
  /// `<integer>` text that is not a decimal or `0x` hexadecimal integer.
  case invalidInteger(String, at: SourceLocation)
  /// An integer outside −2^63 … 2^64−1.
  case integerOutOfRange(String, at: SourceLocation)
  /// `<real>` text that is not a number, `nan` or an infinity.
  case invalidReal(String, at: SourceLocation)
  /// `<date>` text that is not `YYYY-MM-DDTHH:MM:SSZ` (or a truncated form of it).
  case invalidDate(String, at: SourceLocation)
  /// `<data>` text that is not base64.
  case invalidData(at: SourceLocation)
  /// `<true/>` or `<false/>` with content.
  case invalidBoolean(at: SourceLocation)
  /// Containers nest deeper than the limit.
  case nestingTooDeep(limit: Int, at: SourceLocation)
  /// A `<string>` or `<key>` longer than ``InputLimits/maxStringBytes``.
  case stringTooLong(limit: Int, at: SourceLocation)
  /// More elements (values and keys) than ``InputLimits/maxObjects``.
  case tooManyValues(limit: Int, at: SourceLocation)

  /// Where the problem is.
  public var location: SourceLocation {
    switch self {
    case .malformedXML(_, let at), .entityDeclaration(_, let at), .internalSubset(let at),
      .undefinedEntity(_, let at), .unsupportedEncoding(_, let at), .invalidEncoding(_, let at),
      .unknownElement(_, let at), .unexpectedElement(_, let at), .unexpectedText(let at),
      .emptyPlist(let at), .multipleRootValues(let at), .expectedKey(_, let at),
      .missingValue(_, let at), .invalidInteger(_, let at), .integerOutOfRange(_, let at),
      .invalidReal(_, let at), .invalidDate(_, let at), .invalidData(let at),
      .invalidBoolean(let at), .nestingTooDeep(_, let at), .stringTooLong(_, let at),
      .tooManyValues(_, let at):
      return at
    }
  }

  /// The stable identifier, `plist.xml-…`.
  public var id: String {
    switch self {
    case .malformedXML: return "plist.xml-malformed"
    case .entityDeclaration: return "plist.xml-entity-declaration"
    case .internalSubset: return "plist.xml-internal-subset"
    case .undefinedEntity: return "plist.xml-undefined-entity"
    case .unsupportedEncoding: return "plist.xml-unsupported-encoding"
    case .invalidEncoding: return "plist.xml-invalid-encoding"
    case .unknownElement: return "plist.xml-unknown-element"
    case .unexpectedElement: return "plist.xml-unexpected-element"
    case .unexpectedText: return "plist.xml-unexpected-text"
    case .emptyPlist: return "plist.xml-empty-plist"
    case .multipleRootValues: return "plist.xml-multiple-values"
    case .expectedKey: return "plist.xml-expected-key"
    case .missingValue: return "plist.xml-missing-value"
    case .invalidInteger: return "plist.xml-invalid-integer"
    case .integerOutOfRange: return "plist.xml-integer-out-of-range"
    case .invalidReal: return "plist.xml-invalid-real"
    case .invalidDate: return "plist.xml-invalid-date"
    case .invalidData: return "plist.xml-invalid-data"
    case .invalidBoolean: return "plist.xml-invalid-boolean"
    case .nestingTooDeep: return "plist.xml-nesting-too-deep"
    case .stringTooLong: return "plist.xml-string-too-long"
    case .tooManyValues: return "plist.xml-too-many-values"
    }
  }

  /// One sentence, lowercase start, no trailing period.
  public var message: String {
    switch self {
    case .malformedXML(let text, _): return "malformed XML: \(text)"
    case .entityDeclaration(let name, _):
      return "entity declaration '\(name)' is not allowed in a property list"
    case .internalSubset: return "an internal DTD subset is not allowed in a property list"
    case .undefinedEntity(let name, _):
      return "undefined entity '&\(name);' (only &lt; &gt; &amp; &quot; &apos; are allowed)"
    case .unsupportedEncoding(let name, _): return "unsupported encoding '\(name)'"
    case .invalidEncoding(let text, _): return text
    case .unknownElement(let name, _): return "unknown element <\(name)>"
    case .unexpectedElement(let name, _): return "element <\(name)> is not allowed here"
    case .unexpectedText: return "unexpected text between elements"
    case .emptyPlist: return "<plist> has no value"
    case .multipleRootValues: return "a property list holds exactly one root value"
    case .expectedKey(let found, _): return "expected <key> inside <dict> but found <\(found)>"
    case .missingValue(let key, _): return "key '\(key)' has no value"
    case .invalidInteger(let text, _): return "invalid <integer> '\(Self.clip(text))'"
    case .integerOutOfRange(let text, _):
      return "integer '\(Self.clip(text))' is outside -2^63 ... 2^64-1"
    case .invalidReal(let text, _): return "invalid <real> '\(Self.clip(text))'"
    case .invalidDate(let text, _):
      return "invalid <date> '\(Self.clip(text))' (expected YYYY-MM-DDTHH:MM:SSZ)"
    case .invalidData: return "invalid base64 in <data>"
    case .invalidBoolean: return "<true/> and <false/> must be empty"
    case .nestingTooDeep(let limit, _):
      return "containers nest deeper than \(limit) levels; " + InputLimits.Kind.depth.advice
    case .stringTooLong(let limit, _):
      return "string longer than \(InputLimits.formatSize(limit)); "
        + InputLimits.Kind.stringLength.advice
    case .tooManyValues(let limit, _):
      return "more than \(limit) values and keys; " + InputLimits.Kind.objectCount.advice
    }
  }

  /// `path:line:column: error: message [id]`.
  public var description: String { diagnostic.description }

  /// The error as a ``Diagnostic`` with severity `.error`.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, id: id, message, at: location)
  }

  private static func clip(_ text: String) -> String {
    text.unicodeScalars.count <= 40 ? text : String(text.unicodeScalars.prefix(40)) + "…"
  }
}
