/// A JSON value with its location: a use of the layer below.
enum JSONValue {
  case null
  case number(Double, at: Location)
}
