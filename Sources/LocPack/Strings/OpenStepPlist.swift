/// OpenStep ("old-style", NeXTSTEP) property lists: `{ key = value; }`, `( a, b )`,
/// `<0fa1>` and strings, read exactly as CoreFoundation reads them.
///
/// A text whose top level is a string followed by more text is a `.strings` table (a
/// dictionary without braces), as in CoreFoundation.
public enum OpenStepPlist {
  /// Parses an OpenStep plist.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes (UTF-8 or UTF-16 with or without BOM, UTF-32 with BOM).
  ///   - path: The path used in locations and diagnostics.
  ///   - limits: Bounds on nesting depth, string length and value count; exceeding one
  ///     throws `tooDeep`, `stringTooLong` or `tooManyValues`.
  /// - Returns: The top-level value and the recoverable problems found.
  /// - Throws: ``StringsError`` where Foundation rejects the text, at the exact location.
  /// - Complexity: O(n) in the size of the text.
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(StringsError) -> (value: PlistValue, diagnostics: [Diagnostic]) {
    var steps = 0
    let scan = try OpenStepScan.run(
      bytes, path: path, mode: .plist, limits: limits, steps: &steps)
    return (scan.value, scan.diagnostics)
  }
}
