/// One language of a catalog entry, or one form of a variation.
///
/// A localization holds a ``XCStringsStringUnit`` (a plain text), or ``XCStringsVariations``
/// (forms by plural category or device, nested as deep as the file nests them), and may add
/// ``substitutions`` that fill `%#@name@` references in its text:
///
/// ```json
/// "en" : {
///   "stringUnit" : { "state" : "translated", "value" : "%#@photos@ in %@" },
///   "substitutions" : { "photos" : { "argNum" : 1, "formatSpecifier" : "lld", … } }
/// }
/// ```
public struct XCStringsLocalization: Hashable, Sendable {
  /// The plain text, if the localization has one.
  public var stringUnit: XCStringsStringUnit?
  /// The forms by plural category or device, if the text varies.
  public var variations: XCStringsVariations?
  /// The substitutions in file order.
  public var substitutions: [XCStringsSubstitution]
  /// Members this model does not know, kept for writing.
  public var unknownFields: JSONObject

  /// Creates a localization.
  public init(
    stringUnit: XCStringsStringUnit? = nil, variations: XCStringsVariations? = nil,
    substitutions: [XCStringsSubstitution] = [], unknownFields: JSONObject = [:]
  ) {
    self.stringUnit = stringUnit
    self.variations = variations
    self.substitutions = substitutions
    self.unknownFields = unknownFields
  }

  /// The substitution with a name, if any.
  public subscript(substitution name: String) -> XCStringsSubstitution? {
    substitutions.first { $0.name == name }
  }

  /// The first state found: the string unit's, else the first form's, in file order.
  public var state: String? {
    if let state = stringUnit?.state { return state }
    if let plural = variations?.plural {
      for category in PluralCategory.allCases {
        if let state = plural[category]?.state { return state }
      }
    }
    if let device = variations?.device {
      for name in device.keys.sorted() {
        if let state = device[name]?.state { return state }
      }
    }
    return nil
  }
}
