/// SARIF 2.1.0, the static-analysis format read by GitHub code scanning, Azure DevOps and
/// IDE viewers.
///
/// One run with `tool.driver` (`name`, `version`, `informationUri` when known, and `rules`:
/// each distinct id with a `shortDescription`), `columnKind: "unicodeCodePoints"` (columns
/// count Unicode scalars), and one result per diagnostic: `ruleId`, `ruleIndex`, `level`
/// (`error`, `warning`, or `note` for infos and notes), `message.text`, `locations` with a
/// `physicalLocation` (percent-encoded relative `uri`, `region.startLine`/`startColumn`),
/// notes as `relatedLocations`, and `locale`/`key` metadata as result `properties`.
/// Diagnostics without a location become `invocations[0].toolExecutionNotifications` (with
/// `descriptor.id`, `level`, and notes appended to the message), because GitHub code
/// scanning rejects a result that has no location.
public struct SARIFReporter: Reporter {
  /// `sarif`.
  public static let id = "sarif"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "SARIF 2.1.0 JSON for GitHub code scanning and IDE viewers."

  /// The `$schema` URI written at the top of the log.
  public static let schemaURI =
    "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json"

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    let sorted = items.sortedForReport()
    let ruleIDs = Set(sorted.map(\.diagnostic.id)).sorted()
    var ruleIndex: [String: Int] = [:]
    for (index, id) in ruleIDs.enumerated() { ruleIndex[id] = index }
    let rules = ruleIDs.map { id -> JSONValue in
      .object([
        ("id", .string(id)),
        ("shortDescription", .object([("text", .string(context.ruleDescriptions[id] ?? id))])),
      ])
    }
    var driver: [(String, JSONValue)] = [
      ("name", .string(context.toolName)),
      ("version", .string(context.toolVersion)),
    ]
    if let uri = context.informationURI { driver.append(("informationUri", .string(uri))) }
    driver.append(("rules", .array(rules)))
    let located = sorted.filter { $0.diagnostic.location != nil }
    let unlocated = sorted.filter { $0.diagnostic.location == nil }
    let results = located.map { result($0, ruleIndex: ruleIndex[$0.diagnostic.id] ?? 0) }
    var run: [(String, JSONValue)] = [("tool", .object([("driver", .object(driver))]))]
    if !unlocated.isEmpty {
      let invocation = JSONValue.object([
        ("executionSuccessful", .bool(true)),
        ("toolExecutionNotifications", .array(unlocated.map(notification))),
      ])
      run.append(("invocations", .array([invocation])))
    }
    run.append(("columnKind", .string("unicodeCodePoints")))
    run.append(("results", .array(results)))
    let log = JSONValue.object([
      ("$schema", .string(Self.schemaURI)),
      ("version", .string("2.1.0")),
      ("runs", .array([.object(run)])),
    ])
    return log.serialized() + "\n"
  }

  private func result(_ item: ReportItem, ruleIndex: Int) -> JSONValue {
    let diagnostic = item.diagnostic
    var members: [(String, JSONValue)] = [
      ("ruleId", .string(diagnostic.id)),
      ("ruleIndex", .int(ruleIndex)),
      ("level", .string(Self.level(diagnostic.severity))),
      ("message", .object([("text", .string(diagnostic.message))])),
    ]
    if let location = diagnostic.location {
      members.append(("locations", .array([.object(physicalLocation(location))])))
    }
    if !diagnostic.notes.isEmpty {
      let related = diagnostic.notes.enumerated().map { index, note -> JSONValue in
        var location: [(String, JSONValue)] = [("id", .int(index))]
        if let place = note.location { location += physicalLocation(place) }
        location.append(("message", .object([("text", .string(note.message))])))
        return .object(location)
      }
      members.append(("relatedLocations", .array(related)))
    }
    var properties: [(String, JSONValue)] = []
    if let locale = item.locale { properties.append(("locale", .string(locale))) }
    if let key = item.key { properties.append(("key", .string(key))) }
    if !properties.isEmpty { members.append(("properties", .object(properties))) }
    return .object(members)
  }

  /// A diagnostic without a location, as a tool execution notification: GitHub code scanning
  /// rejects results without a location, and SARIF keeps tool-level problems here.
  private func notification(_ item: ReportItem) -> JSONValue {
    let diagnostic = item.diagnostic
    var text = diagnostic.message
    for note in diagnostic.notes {
      text +=
        "\n" + note.placePrefix + "note: " + note.message
    }
    return .object([
      ("descriptor", .object([("id", .string(diagnostic.id))])),
      ("level", .string(Self.level(diagnostic.severity))),
      ("message", .object([("text", .string(text))])),
    ])
  }

  private func physicalLocation(_ location: SourceLocation) -> [(String, JSONValue)] {
    var physical: [(String, JSONValue)] = [
      ("artifactLocation", .object([("uri", .string(Self.uri(location.path)))]))
    ]
    // A whole-file location has no region: SARIF reads a result without one as the file.
    if !location.isWholeFile {
      physical.append(
        (
          "region",
          .object([
            ("startLine", .int(max(1, location.line))),
            ("startColumn", .int(max(1, location.column))),
          ])
        ))
    }
    return [("physicalLocation", .object(physical))]
  }

  static func level(_ severity: Diagnostic.Severity) -> String {
    switch severity {
    case .error: return "error"
    case .warning: return "warning"
    case .info, .note: return "note"
    }
  }

  /// A path as a URI reference: unreserved characters, `/` and a few safe sub-delimiters stay,
  /// every other UTF-8 byte (space, `%`, `#`, `?`, non-ASCII) is percent-encoded.
  static func uri(_ path: String) -> String {
    var out = ""
    for byte in path.utf8 {
      switch byte {
      case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
        UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
        UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"), UInt8(ascii: "+"),
        UInt8(ascii: "@"), UInt8(ascii: "="), UInt8(ascii: "&"), UInt8(ascii: ","),
        UInt8(ascii: ";"), UInt8(ascii: "!"), UInt8(ascii: "$"), UInt8(ascii: "("),
        UInt8(ascii: ")"):
        out.unicodeScalars.append(Unicode.Scalar(byte))
      default:
        let hex = String(byte, radix: 16, uppercase: true)
        out += "%" + (hex.count == 1 ? "0" + hex : hex)
      }
    }
    return out
  }
}
