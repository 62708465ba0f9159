/// An APNs payload: the JSON document, the typed `aps` dictionary, the custom keys and the
/// size against the push type's limit.
///
/// Parse with ``parse(_:path:pushType:)``, which also validates. Typed fields hold only values
/// of the right type; the JSON ``document`` keeps everything, byte ranges included.
public struct APNsPayload: Sendable {
  /// The parsed JSON with ranges.
  public var document: JSONDocument
  /// The typed `aps` dictionary, when present and an object.
  public var aps: APNsAps?
  /// Top-level keys other than `aps`, in order.
  public var customKeys: [JSONMember]
  /// The size against the limit of the push type given to the parser (alert by default).
  public var size: PayloadSize

  /// Creates a payload.
  public init(document: JSONDocument, aps: APNsAps?, customKeys: [JSONMember], size: PayloadSize) {
    self.document = document
    self.aps = aps
    self.customKeys = customKeys
    self.size = size
  }

  /// The top-level JSON value.
  public var value: JSONValue { document.value }
}
