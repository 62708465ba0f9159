/// One payload's size against its limit, as `locpack measure` lists it.
///
/// The size is of the payload as given (what is sent, without the file's trailing newline);
/// a payload is over its limit when that size is, whatever its minified size.
public struct PayloadMeasurement: Sendable {
  /// The payload and where it came from.
  public var record: PayloadInput.Record
  /// Its size as given, in bytes.
  public var bytes: Int
  /// Its size with insignificant whitespace removed, in bytes.
  public var minified: Int
  /// The limit it is measured against, in bytes.
  public var limit: Int

  /// Measures a payload against `limit` bytes.
  public init(_ record: PayloadInput.Record, limit: Int) {
    self.record = record
    self.bytes = record.payload.size.asGiven
    self.minified = record.payload.size.minified
    self.limit = limit
  }

  /// The limit minus the size as given; negative when over.
  public var headroom: Int { limit - bytes }

  /// Whether the size as given is over the limit.
  public var isOver: Bool { bytes > limit }

  /// `  over the limit by 273 bytes; fits when minified (307 bytes)`, or nothing when the
  /// payload fits.
  public var note: String {
    guard isOver else { return "" }
    let over = "  over the limit by \(bytes - limit) bytes"
    if minified <= limit { return over + "; fits when minified (\(minified) bytes)" }
    return over + (minified < bytes ? ", still over when minified" : "")
  }

  /// One JSON object on one line, with a newline: file, line, bytes, minified bytes, limit,
  /// headroom and whether it is over.
  public var jsonLine: String {
    JSONWriter.compactString(
      .object(
        JSONObject([
          JSONMember("file", .string(record.path)),
          JSONMember("line", .number(String(record.line))),
          JSONMember("bytes", .number(String(bytes))),
          JSONMember("minified_bytes", .number(String(minified))),
          JSONMember("limit", .number(String(limit))),
          JSONMember("headroom", .number(String(headroom))),
          JSONMember("over_limit", .bool(isOver)),
        ]))) + "\n"
  }

  /// Aligned rows under a header (payload, bytes, minified, limit, headroom), each over-limit
  /// row followed by its ``note``.
  public static func table(_ rows: [PayloadMeasurement]) -> String {
    let header = ["payload", "bytes", "minified", "limit", "headroom"]
    var cells = [header]
    for row in rows {
      cells.append(
        [
          row.record.source, String(row.bytes), String(row.minified), String(row.limit),
          String(row.headroom),
        ])
    }
    var widths = header.map(\.count)
    for line in cells {
      for (column, cell) in line.enumerated() { widths[column] = max(widths[column], cell.count) }
    }
    var output = ""
    for (index, line) in cells.enumerated() {
      var text = pad(line[0], widths[0], right: false)
      for column in 1..<line.count { text += "  " + pad(line[column], widths[column], right: true) }
      if index > 0 { text += rows[index - 1].note }
      output += text + "\n"
    }
    return output
  }

  /// `text` padded with spaces to `width` characters, on the left when `right`.
  static func pad(_ text: String, _ width: Int, right: Bool) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return right ? padding + text : text + padding
  }
}
