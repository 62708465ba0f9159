/// Findings recorded on one day, so later runs report only new ones.
///
/// A finding is identified by its id, file, key, locale and message, not by its line, so
/// edits elsewhere in a file keep it matched. The file is JSON:
/// `{"version":1,"findings":[{"id":…,"path":…,"key":…,"locale":…,"message":…}]}`.
public struct Baseline: Hashable, Sendable {
  /// The identity of a finding.
  public struct Fingerprint: Hashable, Sendable {
    /// The diagnostic id.
    public var id: String
    /// The file, or empty.
    public var path: String
    /// The key, or empty.
    public var key: String
    /// The localization, or empty.
    public var locale: String
    /// The message.
    public var message: String

    /// The fingerprint of a report item.
    public init(_ item: ReportItem) {
      id = item.diagnostic.id
      path = item.diagnostic.location?.path ?? ""
      key = item.key ?? ""
      locale = item.locale ?? ""
      message = item.diagnostic.message
    }

    init(id: String, path: String, key: String, locale: String, message: String) {
      self.id = id
      self.path = path
      self.key = key
      self.locale = locale
      self.message = message
    }
  }

  /// How many times each fingerprint was recorded.
  public var counts: [Fingerprint: Int]

  /// A baseline of these findings.
  public init(_ items: [ReportItem]) {
    counts = [:]
    for item in items { counts[Fingerprint(item), default: 0] += 1 }
  }

  /// The findings not covered by the baseline (each recorded finding covers one).
  public func newFindings(_ items: [ReportItem]) -> [ReportItem] {
    var left = counts
    return items.filter { item in
      let print = Fingerprint(item)
      guard let count = left[print], count > 0 else { return true }
      left[print] = count - 1
      return false
    }
  }

  /// The baseline as JSON, one finding per line, sorted.
  public func json() -> String {
    var lines: [String] = []
    for (print, count) in counts {
      let object = JSONValue.object(
        JSONObject([
          JSONMember("id", .string(print.id)), JSONMember("path", .string(print.path)),
          JSONMember("key", .string(print.key)), JSONMember("locale", .string(print.locale)),
          JSONMember("message", .string(print.message)),
        ]))
      let line = JSONWriter.compactString(object)
      lines += Array(repeating: line, count: count)
    }
    lines.sort()
    return "{\"version\":1,\"findings\":[\n" + lines.joined(separator: ",\n") + "\n]}\n"
  }

  /// Reads a baseline file.
  ///
  /// - Throws: The JSON error as a diagnostic when the file is not JSON or exceeds `limits`.
  public static func parse(
    _ bytes: [UInt8], path: String, limits: InputLimits = .default
  ) throws(LintConfigurationError) -> Baseline {
    let json: JSONDocument
    do {
      json = try JSONParser.parse(bytes, path: path, options: JSONParseOptions(limits: limits))
    } catch {
      throw .syntax(error.diagnostic)
    }
    guard let findings = json.value["findings"]?.arrayValue else {
      throw .invalidValue(
        "findings", expected: "an array",
        at: SourceLocation(path: path, line: 1, column: 1, offset: 0))
    }
    var baseline = Baseline([])
    for finding in findings {
      let text = { (name: String) in finding[name]?.stringValue ?? "" }
      let print = Fingerprint(
        id: text("id"), path: text("path"), key: text("key"), locale: text("locale"),
        message: text("message"))
      baseline.counts[print, default: 0] += 1
    }
    return baseline
  }
}
