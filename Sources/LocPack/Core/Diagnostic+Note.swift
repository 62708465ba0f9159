extension Diagnostic.Note {
  /// `path:line:column: ` (or `path: ` for a whole file), empty without a location.
  var placePrefix: String {
    guard let location else { return "" }
    return location.description + ": "
  }
}
