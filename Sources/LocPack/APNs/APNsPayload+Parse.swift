extension APNsPayload {
  /// Parses and validates an APNs payload.
  ///
  /// JSON syntax errors are fatal. Everything else is reported as diagnostics with ids
  /// `apns.*` and JSON line:column locations (parser findings such as duplicate keys and
  /// unneeded escapes come through as `apns.duplicate-key`, `apns.unneeded-escape`, …).
  /// - Parameters:
  ///   - bytes: The payload as it would be sent.
  ///   - path: The path used in locations.
  ///   - pushType: The push type when known; it sets the size limit (alert's 4096 when `nil`)
  ///     and sharpens the checks that depend on it.
  ///   - limits: Bounds on nesting depth, string length and the number of JSON values.
  /// - Throws: ``JSONError`` for malformed JSON or an exceeded limit.
  public static func parse(
    _ bytes: [UInt8], path: String, pushType: PushType? = nil, limits: InputLimits = .default
  ) throws(JSONError) -> (APNsPayload, [Diagnostic]) {
    let document = try JSONParser.parse(
      bytes, path: path, options: JSONParseOptions(limits: limits))
    var validator = APNsValidator(document: document, pushType: pushType)
    for var finding in document.diagnostics {
      if finding.id.hasPrefix("json.") { finding.id = "apns." + finding.id.dropFirst(5) }
      validator.diagnostics.append(finding)
    }
    let size = PayloadSize(bytes: bytes, value: document.value, pushType: pushType ?? .alert)
    let (aps, customKeys) = validator.validateRoot()
    validator.checkSize(size, wastedEscapeBytes: document.wastedEscapeBytes)
    let diagnostics = validator.diagnostics.sorted { lhs, rhs in
      (lhs.location?.offset ?? -1) < (rhs.location?.offset ?? -1)
    }
    return (
      APNsPayload(document: document, aps: aps, customKeys: customKeys, size: size), diagnostics
    )
  }
}
