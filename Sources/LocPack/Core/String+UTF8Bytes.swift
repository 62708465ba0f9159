extension String {
  /// Calls `body` with the string's UTF-8 bytes: in place for a native string, else from a
  /// copy.
  ///
  /// For byte scans in hot loops: a loop over a buffer is several times faster than one over
  /// `utf8`.
  func withUTF8Bytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
    if let result = utf8.withContiguousStorageIfAvailable(body) { return result }
    return Array(utf8).withUnsafeBufferPointer(body)
  }

  /// Whether the string's UTF-8 form holds `byte`, found over its buffer.
  func containsUTF8Byte(_ byte: UInt8) -> Bool {
    withUTF8Bytes { $0.contains(byte) }
  }
}
