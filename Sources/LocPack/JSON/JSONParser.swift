/// A strict RFC 8259 JSON parser over UTF-8 bytes.
///
/// It rejects what RFC 8259 rejects — trailing commas, leading zeros, `NaN`, comments,
/// control characters in strings, invalid UTF-8, text after the value — and reports each with
/// its line and column. Numbers are kept as their literal text; object members keep their
/// order and duplicates. A leading UTF-8 byte-order mark is skipped with a warning.
public enum JSONParser {
  /// Parses a whole JSON text into a document with ranges and diagnostics.
  ///
  /// - Parameters:
  ///   - bytes: UTF-8 text.
  ///   - path: The path used in locations.
  ///   - options: Depth limit, range recording, diagnostics, lone-surrogate handling.
  /// - Throws: ``JSONError`` at the first syntax error.
  /// - Complexity: O(n).
  public static func parse(
    _ bytes: [UInt8], path: String, options: JSONParseOptions = .init()
  ) throws(JSONError) -> JSONDocument {
    let source = SourceFile(path: path, utf8: bytes)
    let result = bytes.withUnsafeBufferPointer { buffer in
      var core = JSONScanner(buffer, range: 0..<buffer.count, options: options)
      return core.parseDocument()
    }
    switch result {
    case .failure(let failure):
      throw failure.error(location: source.location(at: failure.offset))
    case .success(let output):
      return JSONDocument(
        value: output.value, source: source, nodes: output.nodes,
        diagnostics: output.findings.map { $0.diagnostic(source) },
        wastedEscapeBytes: output.wastedEscapeBytes)
    }
  }

  /// Parses one JSON text inside `range` of a larger buffer, such as a line of a JSONL file,
  /// and returns only the value.
  ///
  /// The fast path: no ranges, no diagnostics, no copy of the bytes.
  /// - Parameters:
  ///   - line: The 1-based line number where `range` starts, for error locations.
  /// - Throws: ``JSONError`` whose location is relative to `line` (offset relative to `range`).
  public static func parseValue(
    _ bytes: [UInt8], in range: Range<Int>, path: String = "<json>", line: Int = 1,
    options: JSONParseOptions = .valuesOnly
  ) throws(JSONError) -> JSONValue {
    let clamped = range.clamped(to: 0..<bytes.count)
    var options = options
    options.recordsRanges = false
    options.collectsDiagnostics = false
    let result = bytes.withUnsafeBufferPointer { buffer in
      var core = JSONScanner(buffer, range: clamped, options: options)
      return core.parseDocument()
    }
    switch result {
    case .failure(let failure):
      let slice = Array(bytes[clamped])
      let local = SourceFile(path: path, utf8: slice).location(
        at: failure.offset - clamped.lowerBound)
      throw failure.error(
        location: SourceLocation(
          path: path, line: local.line + line - 1, column: local.column, offset: local.offset))
    case .success(let output):
      return output.value
    }
  }
}
