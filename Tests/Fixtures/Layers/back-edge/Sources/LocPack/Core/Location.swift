/// A place in a file.
///
/// Mentions of JSONValue in comments and "JSONValue" in strings are not uses; the one in the
/// interpolation below is.
struct Location {
  var line: Int
  let label = "JSONValue \(JSONValue.null)"

  func value() -> JSONValue { .null }
}
