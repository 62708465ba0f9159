extension MessageCatalogError {
  /// The error for input over one of `limits`, naming the flag that raises it:
  /// `messages.<format>-input-too-large`, `-too-deep`, `-string-too-long` or
  /// `-too-many-values`.
  ///
  /// - Parameter format: The format's part of the id: `yaml`, `properties`.
  static func overLimit(
    _ kind: InputLimits.Kind, of limits: InputLimits, format: String, at location: SourceLocation
  ) -> MessageCatalogError {
    let (name, what): (String, String)
    switch kind {
    case .inputSize:
      (name, what) = ("input-too-large", "input larger than \(limits.formatted(kind))")
    case .depth:
      (name, what) = ("too-deep", "containers nested deeper than \(limits.maxDepth) levels")
    case .stringLength:
      (name, what) = ("string-too-long", "string longer than \(limits.formatted(kind))")
    case .objectCount:
      (name, what) = ("too-many-values", "more than \(limits.maxObjects) values and keys")
    }
    return MessageCatalogError(
      id: "messages.\(format)-\(name)", what + "; " + kind.advice, at: location)
  }

  /// Fails when `bytes` are more than ``InputLimits/maxInputBytes``, at the first byte over.
  static func checkInputSize(
    _ bytes: [UInt8], path: String, limits: InputLimits, format: String
  ) throws(MessageCatalogError) {
    guard bytes.count > limits.maxInputBytes else { return }
    let location = SourceFile(path: path, utf8: bytes).location(at: limits.maxInputBytes)
    throw overLimit(.inputSize, of: limits, format: format, at: location)
  }
}
