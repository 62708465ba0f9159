/// One key to add to a String Catalog with ``XCStringsInsertion``.
///
/// Each member left `nil` (or `units` left empty) is absent from the written entry, as Xcode
/// writes it. A push-notification key built by a server is `manual` (Xcode never adds,
/// updates or removes it); `shouldTranslate: false` is Xcode's "Don't Translate", for which
/// every language shows the source-language value.
///
/// ```swift
/// let entry = XCStringsNewEntry(
///   key: "push.reminder.title", comment: "Reminder push title",
///   units: ["en": XCStringsStringUnit(state: "translated", value: "Reminder")])
/// ```
///
/// is written as
///
/// ```json
/// "push.reminder.title" : {
///   "comment" : "Reminder push title",
///   "extractionState" : "manual",
///   "localizations" : {
///     "en" : {
///       "stringUnit" : {
///         "state" : "translated",
///         "value" : "Reminder"
///       }
///     }
///   }
/// }
/// ```
public struct XCStringsNewEntry: Hashable, Sendable {
  /// The key, unescaped.
  public var key: String
  /// The comment for translators (`comment`).
  public var comment: String?
  /// The extraction state: `manual` for keys that only exist at run time (push keys).
  public var extractionState: String?
  /// `false` for "Don't Translate"; `nil` leaves the member out, which means `true`.
  public var shouldTranslate: Bool?
  /// Language code → the `stringUnit` of that localization (`state` and `value`; members
  /// left `nil` are not written).
  public var units: [String: XCStringsStringUnit]

  /// Creates an entry; `extractionState` defaults to `manual`.
  public init(
    key: String, comment: String? = nil, extractionState: String? = "manual",
    shouldTranslate: Bool? = nil, units: [String: XCStringsStringUnit] = [:]
  ) {
    self.key = key
    self.comment = comment
    self.extractionState = extractionState
    self.shouldTranslate = shouldTranslate
    self.units = units
  }

  /// The entry's value: the object written after `"key" : `.
  ///
  /// Members are in the order Xcode writes them (`comment`, `extractionState`,
  /// `localizations`, `shouldTranslate`; languages sorted; `state` before `value`), although
  /// ``JSONWriter`` sorts them again in Xcode's style.
  public var jsonValue: JSONValue {
    var entry = JSONObject()
    if let comment { entry["comment"] = .string(comment) }
    if let extractionState { entry["extractionState"] = .string(extractionState) }
    if !units.isEmpty {
      var localizations = JSONObject()
      let languages = units.keys.sorted {
        JSONWriter.KeyOrder.foundationCompare($0, $1) == .orderedAscending
      }
      for language in languages {
        guard let unit = units[language] else { continue }
        var stringUnit = unit.unknownFields
        if let state = unit.state { stringUnit["state"] = .string(state) }
        if let value = unit.value { stringUnit["value"] = .string(value) }
        localizations[language] = .object(["stringUnit": .object(stringUnit)])
      }
      entry["localizations"] = .object(localizations)
    }
    if let shouldTranslate { entry["shouldTranslate"] = .bool(shouldTranslate) }
    return .object(entry)
  }
}
