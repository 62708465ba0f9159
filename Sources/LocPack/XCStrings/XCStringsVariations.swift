/// A catalog's `variations`: forms by plural category, by device, or both nested.
///
/// Each form has the shape of a localization (a `stringUnit`, or `variations` again), so a
/// device variation can hold a plural variation:
///
/// ```json
/// "variations" : {
///   "device" : {
///     "iphone" : { "variations" : { "plural" : { "one" : …, "other" : … } } },
///     "other" : { "stringUnit" : { "state" : "translated", "value" : "…" } }
///   }
/// }
/// ```
public struct XCStringsVariations: Hashable, Sendable {
  /// Forms by CLDR plural category, when the text varies by count.
  public var plural: [PluralCategory: XCStringsLocalization]?
  /// Forms by device (`iphone`, `ipad`, `mac`, `other` …), when the text varies by device.
  public var device: [String: XCStringsLocalization]?
  /// Members this model does not know (other variation kinds), kept for writing.
  public var unknownFields: JSONObject

  /// The device names Xcode offers, plus `other`.
  public static let knownDevices: Set<String> = [
    "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "vision", "other",
  ]

  /// Creates variations.
  public init(
    plural: [PluralCategory: XCStringsLocalization]? = nil,
    device: [String: XCStringsLocalization]? = nil, unknownFields: JSONObject = [:]
  ) {
    self.plural = plural
    self.device = device
    self.unknownFields = unknownFields
  }
}
