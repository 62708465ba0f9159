/// Conveniences for building report documents as ``JSONValue`` trees.
///
/// Reporters list members in the order a reader expects (SARIF's `version` before `runs`) and
/// print them with ``JSONWriter/PrettyStyle/report``, so the output never depends on hashing.
extension JSONValue {
  /// An integer.
  static func int(_ value: Int) -> JSONValue { .number(String(value)) }

  /// An object with members in the given order.
  static func object(_ members: [(String, JSONValue)]) -> JSONValue {
    .object(JSONObject(members.map { JSONMember($0.0, $0.1) }))
  }

  /// A string, or `null` when `value` is `nil`.
  static func optional(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// An integer, or `null` when `value` is `nil`.
  static func optional(_ value: Int?) -> JSONValue {
    value.map { .int($0) } ?? .null
  }

  /// The pretty-printed document in the report style, without a trailing newline.
  func serialized() -> String {
    JSONWriter.prettyString(self, style: .report)
  }
}
