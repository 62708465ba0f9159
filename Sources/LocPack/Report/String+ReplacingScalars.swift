extension String {
  /// The text with each scalar that `replacement` maps replaced by its text; the reporters'
  /// escapers are each one such table.
  func replacingScalars(_ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(utf8.count)
    for scalar in unicodeScalars {
      if let text = replacement(scalar) {
        out += text
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
