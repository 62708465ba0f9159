/// The size of a payload against its limit.
///
/// `minified` is the size of the compact JSON ``JSONWriter`` writes (no whitespace, raw UTF-8,
/// `/` unescaped, the shortest escapes): what a sender should put on the wire.
public struct PayloadSize: Hashable, Sendable, CustomStringConvertible {
  /// The bytes as given.
  public var asGiven: Int
  /// The bytes when written compact.
  public var minified: Int
  /// The limit for the push type.
  public var limit: Int

  /// Creates a size record.
  public init(asGiven: Int, minified: Int, limit: Int) {
    self.asGiven = asGiven
    self.minified = minified
    self.limit = limit
  }

  /// Measures a parsed payload.
  public init(bytes: [UInt8], value: JSONValue, pushType: PushType = .alert) {
    self.init(
      asGiven: bytes.count, minified: JSONWriter.compactByteCount(value), limit: pushType.limit)
  }

  /// Bytes left under the limit once minified; negative when over.
  public var headroom: Int { limit - minified }
  /// Whether the payload as given fits.
  public var fitsAsGiven: Bool { asGiven <= limit }
  /// Whether the minified payload fits.
  public var fitsMinified: Bool { minified <= limit }

  /// `1234 bytes as given, 1200 minified, limit 4096, headroom 2896`.
  public var description: String {
    "\(asGiven) bytes as given, \(minified) minified, limit \(limit), headroom \(headroom)"
  }
}
