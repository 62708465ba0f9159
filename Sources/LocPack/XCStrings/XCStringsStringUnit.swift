/// A catalog's `stringUnit`: one translated text and its state.
///
/// ```json
/// "stringUnit" : {
///   "state" : "translated",
///   "value" : "%lld photos"
/// }
/// ```
public struct XCStringsStringUnit: Hashable, Sendable {
  /// The translation state: `new`, `translated`, `needs_review` or `stale` (others are kept
  /// and reported).
  public var state: String?
  /// The text, a format string.
  public var value: String?
  /// Members this model does not know, kept so that writing preserves them.
  public var unknownFields: JSONObject

  /// The states Xcode writes.
  public static let knownStates: Set<String> = ["new", "translated", "needs_review", "stale"]

  /// Creates a string unit.
  public init(state: String?, value: String?, unknownFields: JSONObject = [:]) {
    self.state = state
    self.value = value
    self.unknownFields = unknownFields
  }
}
