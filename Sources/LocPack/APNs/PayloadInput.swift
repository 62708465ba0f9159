/// The payloads of one input file, as `expand`, `measure` and `preview` read them: one JSON
/// payload (pretty or minified), or one payload per line (JSONL).
///
/// A file whose text parses as one JSON value is one payload; otherwise, when its first
/// non-blank line parses on its own, the file is JSONL and every non-blank line is a payload.
/// A payload that does not parse is a diagnostic located in the file (its JSONL line added),
/// and the others are still read.
///
/// ```swift
/// let (records, diagnostics) = PayloadInput.read(bytes, path: "pushes.jsonl")
/// for record in records { print(record.source, record.payload.size.asGiven) }
/// ```
public enum PayloadInput {
  /// One parsed payload and where it came from.
  public struct Record: Sendable {
    /// `path` for a one-payload file, `path:line` for a JSONL line.
    public var source: String
    /// The file as given (`<stdin>` for standard input).
    public var path: String
    /// The 1-based line the payload starts on.
    public var line: Int
    /// The payload; its size is of the bytes as given, without trailing whitespace.
    public var payload: APNsPayload

    /// Creates a record.
    public init(source: String, path: String, line: Int, payload: APNsPayload) {
      self.source = source
      self.path = path
      self.line = line
      self.payload = payload
    }
  }

  /// Reads every payload of one file.
  ///
  /// - Parameters:
  ///   - bytes: The file's bytes.
  ///   - path: The file's name in sources and diagnostics (`<stdin>` for standard input).
  ///   - pushType: The `apns-push-type` the payloads are checked against, when known.
  ///   - limits: The bounds each payload is read within.
  /// - Returns: The payloads that parsed, in file order, and one error per payload that did
  ///   not (`payload.empty` for a file with none).
  /// - Complexity: O(*n*) in the file's size; a JSONL file is tried once as one value first.
  public static func read(
    _ bytes: [UInt8], path: String, pushType: PushType? = nil, limits: InputLimits = .default
  ) -> (records: [Record], diagnostics: [Diagnostic]) {
    let parts = split(bytes, limits: limits)
    guard !parts.isEmpty else {
      return (
        [], [.init(.error, id: "payload.empty", "the input holds no payload", at: .wholeFile(path))]
      )
    }
    var records: [Record] = []
    var diagnostics: [Diagnostic] = []
    for part in parts {
      do {
        let (payload, _) = try APNsPayload.parse(
          Array(bytes[part.range]), path: path, pushType: pushType, limits: limits)
        records.append(
          Record(
            source: part.isLine ? "\(path):\(part.line)" : path, path: path, line: part.line,
            payload: payload))
      } catch {
        var diagnostic = error.diagnostic
        if var location = diagnostic.location {
          location.line += part.line - 1
          diagnostic.location = location
        }
        diagnostics.append(diagnostic)
      }
    }
    return (records, diagnostics)
  }

  /// One payload's place in its file.
  struct Part: Hashable {
    /// The 1-based line it starts on.
    var line: Int
    /// Its bytes, trailing whitespace left out.
    var range: Range<Int>
    /// Whether it is one line of a JSONL file.
    var isLine: Bool
  }

  /// The payloads of one file: the whole text when it is one JSON value (or when its first
  /// line is not one either), else every non-blank line.
  static func split(_ bytes: [UInt8], limits: InputLimits = .default) -> [Part] {
    var end = bytes.count
    while end > 0, isSpace(bytes[end - 1]) { end -= 1 }
    guard end > 0 else { return [] }
    let options = JSONParseOptions(limits: limits, recordsRanges: false, collectsDiagnostics: false)
    if (try? JSONParser.parseValue(bytes, in: 0..<end, options: options)) != nil {
      return [Part(line: 1, range: 0..<end, isLine: false)]
    }
    let lines = JSONLines(bytes).filter { !$0.isBlank }
    guard let first = lines.first,
      (try? JSONParser.parseValue(bytes, in: first.range, options: options)) != nil
    else { return [Part(line: 1, range: 0..<end, isLine: false)] }
    return lines.map { Part(line: $0.number, range: $0.range, isLine: true) }
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
      || byte == UInt8(ascii: "\t")
  }
}
