/// Binary property lists (`bplist00`): a reader safe on hostile input and a minimal writer.
///
/// The reader follows CoreFoundation's `CFBinaryPList.c` and checks every size, offset, count
/// and reference before using it (see ``BinaryPlistError/Kind`` for the list). Where
/// CoreFoundation would produce something `PlistValue` cannot hold or would silently alter the
/// text, locpack reports an error instead:
///
/// - `0x00` null objects (`NSNull` in Foundation): ``BinaryPlistError/Kind/nullObject``.
/// - Dictionary keys that are not strings (CoreFoundation accepts any scalar):
///   ``BinaryPlistError/Kind/nonStringKey(type:)``.
/// - ASCII strings with bytes ≥ 0x80 (Foundation on Linux reads them as Latin-1):
///   ``BinaryPlistError/Kind/nonASCIIString(byte:)``.
/// - UTF-16 strings with an unpaired surrogate (Foundation turns it into U+FFFD):
///   ``BinaryPlistError/Kind/loneSurrogate(_:)``.
/// - 128-bit integers outside −2^63 … 2^64−1 (CoreFoundation keeps the low 64 bits).
///
/// Sets (`0xC?`) are read as arrays in file order. A duplicate dictionary key keeps its first
/// value, as CoreFoundation does for binary plists. Float reals (`0x22`) become `Double`.
public enum BinaryPlist {
  /// Decodes a binary plist.
  ///
  /// - Parameters:
  ///   - bytes: The whole file.
  ///   - path: The name used in errors.
  ///   - limits: Bounds on depth, object count and overlap expansion.
  /// - Throws: ``BinaryPlistError`` naming what is wrong and its byte offset.
  /// - Complexity: O(n) in the file size: each object is decoded at most twice, however often
  ///   it is referenced, and shared containers share storage in the result.
  public static func read(
    _ bytes: [UInt8], path: String = "<input>", limits: BinaryPlistLimits = .default
  ) throws(BinaryPlistError) -> PlistValue {
    let result: Result<PlistValue, BinaryPlistError> = bytes.withUnsafeBytes { raw in
      var reader = BinaryPlistReader(bytes: raw, path: path, limits: limits)
      do throws(BinaryPlistError) {
        return .success(try reader.read())
      } catch {
        return .failure(error)
      }
    }
    return try result.get()
  }

  /// Encodes a value as `bplist00`, in the layout CoreFoundation writes.
  ///
  /// Integers take the smallest of 1, 2, 4 or 8 bytes (negative ones 8, values above
  /// `Int64.max` 16), reals are 8-byte doubles, strings are ASCII (`0x5?`) when every byte is
  /// below 0x80 and UTF-16BE (`0x6?`) otherwise. Equal strings, numbers, dates, data and
  /// booleans are written once.
  ///
  /// - Throws: ``BinaryPlistError`` for a UID above 2^32−1 or nesting deeper than 512 levels,
  ///   which CoreFoundation cannot read back.
  public static func write(_ value: PlistValue) throws(BinaryPlistError) -> [UInt8] {
    try BinaryPlistWriter.encode(value)
  }

  /// Whether the bytes start with the `bplist` magic.
  ///
  /// Any version passes, so `read` can report an unsupported one (e.g. `bplist15`) instead of
  /// the file being taken for XML or text.
  public static func isBinaryPlist(_ bytes: [UInt8]) -> Bool {
    bytes.count >= 6 && bytes[0..<6].elementsEqual("bplist".utf8)
  }
}
