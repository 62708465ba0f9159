import Foundation
import Testing

@testable import LocPack

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// Checks each machine-readable format by reading it back with an independent parser
/// (Foundation's JSONSerialization and XMLParser) and comparing with the input diagnostics.
@Suite struct ReporterFormatTests {
  static let items = ReportFixtures.items
  static let sorted = ReportFixtures.items.sortedForReport()

  static func json(_ text: String) throws -> [String: Any] {
    let object = try JSONSerialization.jsonObject(with: Data(text.utf8))
    return try #require(object as? [String: Any])
  }

  // MARK: - JSON

  @Test func jsonRoundTrips() throws {
    let output = JSONReporter().render(Self.items, context: ReportFixtures.context())
    let document = try Self.json(output)
    let diagnostics = try #require(document["diagnostics"] as? [[String: Any]])
    #expect(diagnostics.count == Self.sorted.count)
    for (entry, item) in zip(diagnostics, Self.sorted) {
      let diagnostic = item.diagnostic
      #expect(entry["message"] as? String == diagnostic.message)
      #expect(entry["rule"] as? String == diagnostic.id)
      #expect(entry["severity"] as? String == diagnostic.severity.rawValue)
      #expect(entry["file"] as? String == diagnostic.location?.path)
      #expect(entry["line"] as? Int == diagnostic.location?.line)
      #expect(entry["column"] as? Int == diagnostic.location?.column)
      #expect(entry["locale"] as? String == item.locale)
      #expect(entry["key"] as? String == item.key)
      for key in ["file", "line", "column", "locale", "key"] {
        #expect(entry.keys.contains(key), "\(key) is always present")
      }
      let notes = try #require(entry["notes"] as? [[String: Any]])
      #expect(notes.map { $0["message"] as? String } == diagnostic.notes.map(\.message))
    }
    let summary = try #require(document["summary"] as? [String: Int])
    #expect(summary == ["files": 4, "errors": 2, "warnings": 3, "infos": 2])
  }

  struct EscapeCase: Sendable, CustomTestStringConvertible {
    var text: String
    var testDescription: String { text.debugDescription }
  }

  /// Every escape the writer produces reads back as the original string.
  @Test(
    arguments: [
      "plain", "quote \" backslash \\ slash /", "\u{0}\u{1}\u{1F}\u{7F}", "\t\n\r\u{8}\u{C}",
      "日本語 😀 é", "\u{2028}\u{2029}", "",
    ].map(EscapeCase.init))
  func jsonStringEscaping(_ c: EscapeCase) throws {
    var out: [UInt8] = []
    JSONWriter.writeString(c.text, escapesSlashes: false, into: &out)
    let decoded =
      try JSONSerialization.jsonObject(
        with: Data("[".utf8 + out + "]".utf8)) as? [String]
    #expect(decoded == [c.text])
  }

  // MARK: - SARIF

  static func sarifSchema() throws -> JSONSchemaValidator {
    let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/Report/sarif-schema-2.1.0.json")
    let schema = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
    return JSONSchemaValidator(schema: try #require(schema as? [String: Any]))
  }

  @Test func sarifValidatesAgainstTheSchema() throws {
    let validator = try Self.sarifSchema()
    for items in [Self.items, []] {
      let output = SARIFReporter().render(items, context: ReportFixtures.context())
      #expect(validator.validate(try Self.json(output)) == [])
    }
  }

  /// The validator is not vacuous: it rejects logs that break the schema.
  @Test func schemaValidatorRejectsInvalidLogs() throws {
    let validator = try Self.sarifSchema()
    let invalid: [String] = [
      #"{"version": "2.0.0", "runs": []}"#,
      #"{"runs": []}"#,
      #"{"version": "2.1.0", "runs": [{"tool": {"driver": {}}}]}"#,
      #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "level": "fatal"}]}]}"#,
      #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"level": "error"}]}]}"#,
      #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "columnKind": "bytes"}]}"#,
      #"{"version": "2.1.0", "runs": [{"tool": {"driver": {"name": "x"}}, "results": [{"message": {"text": "m"}, "locations": [{"physicalLocation": {"region": {"startLine": 0}}}]}]}]}"#,
      #"{"version": "2.1.0", "runs": [], "extra": 1}"#,
    ]
    for text in invalid {
      #expect(!validator.validate(try Self.json(text)).isEmpty, "\(text)")
    }
  }

  @Test func sarifContent() throws {
    let output = SARIFReporter().render(Self.items, context: ReportFixtures.context())
    let log = try Self.json(output)
    #expect(log["version"] as? String == "2.1.0")
    let runs = try #require(log["runs"] as? [[String: Any]])
    let run = try #require(runs.first)
    #expect(run["columnKind"] as? String == "unicodeCodePoints")
    let driver = try #require((run["tool"] as? [String: Any])?["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "locpack")
    #expect(driver["version"] as? String == LocPackVersion.current)
    #expect(driver["informationUri"] as? String == "https://example.com/locpack")
    let rules = try #require(driver["rules"] as? [[String: Any]])
    let ruleIDs = rules.compactMap { $0["id"] as? String }
    #expect(ruleIDs == Set(Self.items.map(\.diagnostic.id)).sorted())
    let results = try #require(run["results"] as? [[String: Any]])
    let located = Self.sorted.filter { $0.diagnostic.location != nil }
    #expect(results.count == located.count)
    let invocations = try #require(run["invocations"] as? [[String: Any]])
    let notifications = try #require(
      invocations.first?["toolExecutionNotifications"] as? [[String: Any]])
    let unlocated = Self.sorted.filter { $0.diagnostic.location == nil }
    #expect(
      notifications.compactMap { ($0["descriptor"] as? [String: Any])?["id"] as? String }
        == unlocated.map(\.diagnostic.id))
    for (result, item) in zip(results, located) {
      let diagnostic = item.diagnostic
      #expect(result["ruleId"] as? String == diagnostic.id)
      let index = try #require(result["ruleIndex"] as? Int)
      #expect(ruleIDs[index] == diagnostic.id)
      #expect((result["message"] as? [String: Any])?["text"] as? String == diagnostic.message)
      let expectedLevel = ["error": "error", "warning": "warning", "info": "note", "note": "note"]
      #expect(result["level"] as? String == expectedLevel[diagnostic.severity.rawValue])
      let locations = result["locations"] as? [[String: Any]]
      #expect(locations?.count == 1, "GitHub needs a location on every result")
      if let location = diagnostic.location {
        let physical = try #require(locations?.first?["physicalLocation"] as? [String: Any])
        let uri = try #require((physical["artifactLocation"] as? [String: Any])?["uri"] as? String)
        #expect(uri.removingPercentEncoding == location.path)
        #expect(!uri.contains(" ") && !uri.contains("\u{1B}"))
        let region = try #require(physical["region"] as? [String: Int])
        #expect(region == ["startLine": location.line, "startColumn": location.column])
      } else {
        #expect(locations == nil)
      }
      let related = result["relatedLocations"] as? [[String: Any]] ?? []
      #expect(
        related.map { ($0["message"] as? [String: Any])?["text"] as? String }
          == diagnostic.notes.map(\.message))
    }
  }

  // MARK: - XML

  /// Collects elements with their attributes and text, in document order.
  final class XMLCollector: NSObject, XMLParserDelegate {
    var elements: [(name: String, attributes: [String: String])] = []
    var text: [String: String] = [:]
    private var current: String?
    private var buffer = ""

    func parser(
      _ parser: XMLParser, didStartElement name: String, namespaceURI: String?,
      qualifiedName: String?, attributes: [String: String] = [:]
    ) {
      elements.append((name, attributes))
      current = name
      buffer = ""
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) { buffer += string }

    func parser(
      _ parser: XMLParser, didEndElement name: String, namespaceURI: String?,
      qualifiedName: String?
    ) {
      if name == current, !buffer.isEmpty { text[name, default: ""] += buffer + "\u{0}" }
      buffer = ""
    }
  }

  static func parseXML(_ text: String) throws -> XMLCollector {
    let parser = XMLParser(data: Data(text.utf8))
    let collector = XMLCollector()
    parser.delegate = collector
    let ok = parser.parse()
    #expect(ok, "XML is well-formed: \(String(describing: parser.parserError))")
    return collector
  }

  /// XML 1.0 cannot carry U+001B: the escape becomes U+FFFD; everything else survives.
  static func xmlSafe(_ text: String) -> String {
    text.replacingOccurrences(of: "\u{1B}", with: "\u{FFFD}")
  }

  @Test func checkstyleReadsBack() throws {
    let output = CheckstyleReporter().render(Self.items, context: ReportFixtures.context())
    let xml = try Self.parseXML(output)
    #expect(xml.elements.first?.name == "checkstyle")
    #expect(xml.elements.first?.attributes["version"] == "4.3")
    let files = xml.elements.filter { $0.name == "file" }.compactMap { $0.attributes["name"] }
    #expect(
      files
        == [
          "", "en.lproj/Localizable.strings", "fr.lproj/Localizable.strings",
          "ja, JP.lproj/Localizable 1.strings", "de.lproj/Localizable.strings",
        ].sortedKeepingEmptyFirst())
    let errors = xml.elements.filter { $0.name == "error" }
    #expect(errors.count == Self.sorted.count)
    for (error, item) in zip(errors, Self.sorted) {
      let message = try #require(error.attributes["message"])
      #expect(message.hasPrefix(Self.xmlSafe(item.diagnostic.message)))
      #expect(error.attributes["source"] == item.diagnostic.id)
      #expect(error.attributes["line"] == item.diagnostic.location.map { String($0.line) })
    }
  }

  @Test func junitReadsBack() throws {
    let output = JUnitReporter().render(Self.items, context: ReportFixtures.context())
    let xml = try Self.parseXML(output)
    let root = try #require(xml.elements.first)
    #expect(root.name == "testsuites")
    let suites = xml.elements.filter { $0.name == "testsuite" }
    #expect(suites.count == 5)  // "(no file)" + four checked files
    let cases = xml.elements.filter { $0.name == "testcase" }
    #expect(cases.count == Self.sorted.count + 1)  // + one "clean" case for de.lproj
    let failures = xml.elements.filter { $0.name == "failure" }
    let failing = Self.sorted.filter { [.error, .warning].contains($0.diagnostic.severity) }
    #expect(failures.count == failing.count)
    #expect(root.attributes["failures"] == String(failing.count))
    #expect(root.attributes["tests"] == String(Self.sorted.count + 1))
    for (failure, item) in zip(failures, failing) {
      #expect(failure.attributes["message"] == Self.xmlSafe(item.diagnostic.message))
      #expect(failure.attributes["type"] == item.diagnostic.severity.rawValue)
    }
  }

  // MARK: - GitHub

  struct GitHubCase: Sendable, CustomTestStringConvertible {
    var raw: String
    var data: String
    var property: String
    var testDescription: String { raw.debugDescription }
  }

  @Test(arguments: [
    GitHubCase(raw: "plain", data: "plain", property: "plain"),
    GitHubCase(raw: "50%", data: "50%25", property: "50%25"),
    GitHubCase(raw: "a\r\nb", data: "a%0D%0Ab", property: "a%0D%0Ab"),
    GitHubCase(raw: "a:b,c", data: "a:b,c", property: "a%3Ab%2Cc"),
    GitHubCase(raw: "%0A", data: "%250A", property: "%250A"),
    GitHubCase(raw: "日本: é", data: "日本: é", property: "日本%3A é"),
  ])
  func githubEscaping(_ c: GitHubCase) {
    #expect(GitHubReporter.escapeData(c.raw) == c.data)
    #expect(GitHubReporter.escapeProperty(c.raw) == c.property)
  }

  @Test func githubOneCommandPerDiagnostic() {
    let output = GitHubReporter().render(Self.items, context: ReportFixtures.context())
    let lines = output.split(separator: "\n")
    #expect(lines.count == Self.sorted.count)
    for (line, item) in zip(lines, Self.sorted) {
      let command = GitHubReporter.command(item.diagnostic.severity)
      #expect(line.hasPrefix("::\(command) "))
      #expect(line.contains("title=\(GitHubReporter.escapeProperty(item.diagnostic.id))::"))
    }
  }

  // MARK: - XML escaping

  @Test(arguments: [
    ("a & b < c > d \" e ' f", "a &amp; b &lt; c &gt; d &quot; e &apos; f"),
    ("tab\tline\nreturn\r", "tab&#9;line&#10;return&#13;"),
    ("\u{0}\u{1B}\u{FFFE}", "\u{FFFD}\u{FFFD}\u{FFFD}"),
    ("日本 😀", "日本 😀"),
  ])
  func xmlAttributeEscaping(_ raw: String, _ escaped: String) {
    #expect(XMLEscaping.escape(raw) == escaped)
  }
}

extension Array where Element == String {
  fileprivate func sortedKeepingEmptyFirst() -> [String] {
    filter(\.isEmpty) + filter { !$0.isEmpty }.sorted()
  }
}
