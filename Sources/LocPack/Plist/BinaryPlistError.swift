/// A fatal problem in a binary property list (`bplist00`), with the byte offset where it was found.
///
/// `offset` is the 0-based byte offset into the file: the start of the object, count, reference
/// or trailer field that is wrong. It is `nil` only for problems of the whole file (too short)
/// and for values the writer cannot encode.
public struct BinaryPlistError: Error, Hashable, Sendable, CustomStringConvertible {
  /// What is wrong.
  public enum Kind: Hashable, Sendable {
    /// The file is shorter than the smallest binary plist (8-byte header, one object, 32-byte
    /// trailer).
    case tooShort(length: Int)
    /// The file does not start with `bplist`.
    case badMagic
    /// The header is `bplist` followed by a version other than `0?` (e.g. `bplist15`).
    case unsupportedVersion(String)
    /// `offsetIntSize` in the trailer is outside 1…8.
    case badOffsetIntSize(Int)
    /// `objectRefSize` in the trailer is outside 1…8.
    case badObjectRefSize(Int)
    /// The trailer declares no objects.
    case noObjects
    /// More objects than ``BinaryPlistLimits/maxObjects``.
    case tooManyObjects(count: UInt64, limit: Int)
    /// The trailer's top object index is not below the number of objects.
    case topObjectOutOfRange(index: UInt64, count: UInt64)
    /// The offset table does not start after the header and before the trailer.
    case offsetTableOutOfRange(offset: UInt64)
    /// Header, objects, offset table and trailer do not add up to the file length.
    case lengthMismatch(expected: UInt64?, actual: Int)
    /// `objectRefSize` is too small to reference every object.
    case objectRefSizeTooSmall(size: Int, count: UInt64)
    /// `offsetIntSize` is too small to reach the offset table.
    case offsetIntSizeTooSmall(size: Int, tableOffset: UInt64)
    /// An offset-table entry points before the first object or into the offset table.
    case objectOffsetOutOfRange(index: Int, offset: UInt64)
    /// A marker byte that starts no known object type.
    case unknownMarker(UInt8)
    /// An object (or its count) runs past the end of the object table.
    case objectPastEnd(needed: UInt64, available: Int)
    /// The count after a `0x?F` marker is not an integer object.
    case countNotInteger(marker: UInt8)
    /// An integer object whose size is not 1, 2, 4, 8 or 16 bytes.
    case badIntegerSize(exponent: Int)
    /// A 128-bit integer outside −2^63 … 2^64−1.
    case integerOutOfRange
    /// A real whose size is not 4 or 8 bytes.
    case badRealSize(exponent: Int)
    /// A keyed-archiver UID above 2^32−1 (CoreFoundation stores 32 bits).
    case uidOutOfRange(UInt64)
    /// A `0x00` null object: CoreFoundation reads `NSNull`, which is no property-list value.
    case nullObject
    /// An ASCII string (`0x5?`) with a byte of 0x80 or more.
    case nonASCIIString(byte: UInt8)
    /// A UTF-16 string (`0x6?`) with an unpaired surrogate code unit.
    case loneSurrogate(UInt16)
    /// An object reference not below the number of objects.
    case referenceOutOfRange(ref: UInt64, count: UInt64)
    /// A container that contains itself (directly or through its children).
    case cycle(objectIndex: Int)
    /// Containers nested deeper than ``BinaryPlistLimits/maxDepth``.
    case tooDeep(limit: Int)
    /// A string longer than ``BinaryPlistLimits/maxStringBytes`` once decoded to UTF-8.
    case stringTooLong(limit: Int)
    /// A dictionary key that is not a string.
    case nonStringKey(type: String)
    /// Overlapping objects decode to more bytes than ``BinaryPlistLimits/maxExpansion`` allows.
    case expansionLimit(limit: Int)
    /// Shared objects make the value, written out (as every reader, printer and converter
    /// walks it), more than ``BinaryPlistLimits/maxObjects`` values: a few hundred bytes can
    /// stand for 2^40 values.
    case tooManyValues(limit: Int)
    /// Shared objects make the value, written out, more bytes of text and data than the file
    /// may expand to (``BinaryPlistLimits/maxExpansion`` times its objects, 64 MiB at least).
    case tooLargeWrittenOut(limit: Int)
    /// A value the binary format (as CoreFoundation reads it) cannot hold.
    case unencodable(String)
  }

  /// What is wrong.
  public var kind: Kind
  /// The 0-based byte offset of the problem, when it has one.
  public var offset: Int?
  /// The file's path as the user gave it.
  public var path: String

  /// Creates an error from its parts.
  public init(_ kind: Kind, offset: Int?, path: String) {
    self.kind = kind
    self.offset = offset
    self.path = path
  }

  /// A one-sentence message, lowercase, without the location.
  public var message: String {
    switch kind {
    case .tooShort(let length):
      return "file of \(length) bytes is too short for a binary plist"
    case .badMagic:
      return "missing 'bplist' header"
    case .unsupportedVersion(let version):
      return "unsupported binary plist version '\(version)'"
    case .badOffsetIntSize(let size):
      return "trailer offset size \(size) is not between 1 and 8"
    case .badObjectRefSize(let size):
      return "trailer reference size \(size) is not between 1 and 8"
    case .noObjects:
      return "trailer declares no objects"
    case .tooManyObjects(let count, let limit):
      return "trailer declares \(count) objects, more than the limit of \(limit); "
        + InputLimits.Kind.objectCount.advice
    case .topObjectOutOfRange(let index, let count):
      return "top object index \(index) is not below the object count \(count)"
    case .offsetTableOutOfRange(let offset):
      return "offset table offset \(offset) is not between the header and the trailer"
    case .lengthMismatch(let expected, let actual):
      if let expected {
        return "trailer describes \(expected) bytes but the file has \(actual)"
      }
      return "trailer sizes overflow"
    case .objectRefSizeTooSmall(let size, let count):
      return "reference size \(size) cannot address \(count) objects"
    case .offsetIntSizeTooSmall(let size, let tableOffset):
      return "offset size \(size) cannot reach the offset table at \(tableOffset)"
    case .objectOffsetOutOfRange(let index, let offset):
      return "object \(index) has offset \(offset) outside the object table"
    case .unknownMarker(let marker):
      return "unknown object marker 0x\(hex(marker))"
    case .objectPastEnd(let needed, let available):
      return "object needs \(needed) bytes but only \(available) remain before the offset table"
    case .countNotInteger(let marker):
      return "count after marker 0x\(hex(marker)) is not an integer object"
    case .badIntegerSize(let exponent):
      return "integer of 2^\(exponent) bytes is not 1, 2, 4, 8 or 16 bytes"
    case .integerOutOfRange:
      return "128-bit integer is outside the range -2^63 to 2^64-1"
    case .badRealSize(let exponent):
      return "real of 2^\(exponent) bytes is not 4 or 8 bytes"
    case .uidOutOfRange(let value):
      return "UID \(value) does not fit in 32 bits"
    case .nullObject:
      return "null object is not a property-list value"
    case .nonASCIIString(let byte):
      return "ASCII string contains byte 0x\(hex(byte))"
    case .loneSurrogate(let unit):
      let digits = String(unit, radix: 16, uppercase: true)
      return "UTF-16 string contains unpaired surrogate U+\(digits)"
    case .referenceOutOfRange(let ref, let count):
      return "object reference \(ref) is not below the object count \(count)"
    case .cycle(let objectIndex):
      return "object \(objectIndex) contains itself"
    case .tooDeep(let limit):
      return "containers nest deeper than \(limit) levels; " + InputLimits.Kind.depth.advice
    case .stringTooLong(let limit):
      return "string longer than \(InputLimits.formatSize(limit)); "
        + InputLimits.Kind.stringLength.advice
    case .nonStringKey(let type):
      return "dictionary key is a \(type), not a string"
    case .expansionLimit(let limit):
      return "overlapping objects decode to more than \(limit) times the object table"
    case .tooLargeWrittenOut(let limit):
      return "shared objects make the value more than \(limit) bytes when written out"
    case .tooManyValues(let limit):
      return
        "shared objects make the value more than \(limit) values when written out "
        + "(--max-objects)"
    case .unencodable(let reason):
      return "cannot encode \(reason)"
    }
  }

  /// `path: byte N: message`, or `path: message` without an offset.
  public var description: String {
    if let offset { return "\(path): byte \(offset): \(message)" }
    return "\(path): \(message)"
  }

  private func hex(_ byte: UInt8) -> String {
    let digits = String(byte, radix: 16, uppercase: true)
    return digits.count == 1 ? "0" + digits : digits
  }
}
