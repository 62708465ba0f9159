/// A fatal problem in a property-list or localization file read by ``PropertyList``: the
/// error of the reader its content was detected for, with that reader's location and id.
public enum PropertyListError: Error, Hashable, Sendable, CustomStringConvertible {
  /// OpenStep text or a `.strings` table that cannot be read.
  case strings(StringsError)
  /// An XML property list that cannot be read.
  case xml(XMLPlistError)
  /// A binary property list that cannot be read.
  case binary(BinaryPlistError)

  /// The line and column of the problem in text formats; `nil` for binary plists, which
  /// have ``byteOffset`` instead.
  public var location: SourceLocation? {
    switch self {
    case .strings(let error): return error.location
    case .xml(let error): return error.location
    case .binary: return nil
    }
  }

  /// The byte offset of the problem: into the decoded UTF-8 text for text formats, into the
  /// file for binary plists (`nil` for problems of the whole file).
  public var byteOffset: Int? {
    switch self {
    case .strings(let error): return error.location.offset
    case .xml(let error): return error.location.offset
    case .binary(let error): return error.offset
    }
  }

  /// The path of the file.
  public var path: String {
    switch self {
    case .strings(let error): return error.location.path
    case .xml(let error): return error.location.path
    case .binary(let error): return error.path
    }
  }

  /// The stable id: `strings.…`, `plist.xml-…` or `plist.binary-…`.
  public var id: String {
    switch self {
    case .strings(let error): return error.id
    case .xml(let error): return error.id
    case .binary(let error): return "plist.binary-" + Self.binaryName(error.kind)
    }
  }

  /// The message: one sentence, lowercase start, no trailing period.
  public var message: String {
    switch self {
    case .strings(let error): return error.message
    case .xml(let error): return error.message
    case .binary(let error):
      guard let offset = error.offset else { return error.message }
      return "\(error.message) (at byte \(offset))"
    }
  }

  /// The error as a ``Diagnostic`` of severity `.error`.
  ///
  /// A binary plist's error has no line and column: its location is `nil` and the byte
  /// offset is part of the message.
  public var diagnostic: Diagnostic {
    Diagnostic(.error, id: id, message, at: location)
  }

  /// `path:line:col: error: message [id]`, or `path: error: message [id]` for binary plists.
  public var description: String {
    if location != nil { return diagnostic.description }
    return "\(path): error: \(message) [\(id)]"
  }

  /// The kebab-case name of a binary reader's error kind.
  private static func binaryName(_ kind: BinaryPlistError.Kind) -> String {
    switch kind {
    case .tooShort: return "too-short"
    case .badMagic: return "bad-magic"
    case .unsupportedVersion: return "unsupported-version"
    case .badOffsetIntSize: return "bad-offset-size"
    case .badObjectRefSize: return "bad-reference-size"
    case .noObjects: return "no-objects"
    case .tooManyObjects: return "too-many-objects"
    case .topObjectOutOfRange: return "top-object-out-of-range"
    case .offsetTableOutOfRange: return "offset-table-out-of-range"
    case .lengthMismatch: return "length-mismatch"
    case .objectRefSizeTooSmall: return "reference-size-too-small"
    case .offsetIntSizeTooSmall: return "offset-size-too-small"
    case .objectOffsetOutOfRange: return "object-offset-out-of-range"
    case .unknownMarker: return "unknown-marker"
    case .objectPastEnd: return "object-past-end"
    case .countNotInteger: return "count-not-integer"
    case .badIntegerSize: return "bad-integer-size"
    case .integerOutOfRange: return "integer-out-of-range"
    case .badRealSize: return "bad-real-size"
    case .uidOutOfRange: return "uid-out-of-range"
    case .nullObject: return "null-object"
    case .nonASCIIString: return "non-ascii-string"
    case .loneSurrogate: return "lone-surrogate"
    case .referenceOutOfRange: return "reference-out-of-range"
    case .cycle: return "cycle"
    case .tooDeep: return "too-deep"
    case .stringTooLong: return "string-too-long"
    case .nonStringKey: return "non-string-key"
    case .expansionLimit: return "expansion-limit"
    case .tooManyValues: return "too-many-values"
    case .tooLargeWrittenOut: return "too-large-written-out"
    case .unencodable: return "unencodable"
    }
  }
}
