/// JUnit XML, for CI systems that display test results (GitLab, Jenkins, Azure Pipelines,
/// GitHub test-report actions).
///
/// One `<testsuite>` per file (named by its path) and one `<testcase>` per diagnostic, named
/// `<id> at <line>:<column>`. Errors and warnings carry a `<failure>` whose `type` is the
/// severity and whose body is the full `path:line:col: severity: message [id]` text with notes;
/// infos and notes pass and keep their text in `<system-out>`. A checked file without
/// diagnostics gets one passing `<testcase name="clean">`, so the CI totals show every file.
/// Diagnostics without a location go in a `(no file)` suite first. Every suite and case has
/// `time="0"` (some readers require the attribute; a report has no durations).
///
/// One test case per diagnostic (rather than per file) is what these UIs render well: each
/// failure gets its own row, message and annotation (`file` and `line` attributes), and the
/// failure count equals the number of problems.
public struct JUnitReporter: Reporter {
  /// `junit`.
  public static let id = "junit"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "JUnit XML: a test suite per file, a test case per diagnostic."

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    let grouped = context.diagnosticsByFile(items)
    var suites: [(name: String, path: String?, diagnostics: [Diagnostic])] = []
    if !grouped.unlocated.isEmpty { suites.append(("(no file)", nil, grouped.unlocated)) }
    for file in grouped.files { suites.append((file.path, file.path, file.diagnostics)) }
    var body = ""
    var totalTests = 0
    var totalFailures = 0
    for suite in suites {
      let tests = max(1, suite.diagnostics.count)
      let failures = suite.diagnostics.filter(\.isFailure).count
      totalTests += tests
      totalFailures += failures
      body += "  <testsuite name=\"\(XMLEscaping.escape(suite.name))\" tests=\"\(tests)\""
      body += " failures=\"\(failures)\" errors=\"0\" skipped=\"0\" time=\"0\">\n"
      if suite.diagnostics.isEmpty {
        body += "    <testcase classname=\"\(XMLEscaping.escape(suite.name))\" name=\"clean\""
        body += " time=\"0\"/>\n"
      }
      for diagnostic in suite.diagnostics {
        body += testCase(diagnostic, suite: suite.name)
      }
      body += "  </testsuite>\n"
    }
    var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
    out += "<testsuites name=\"\(XMLEscaping.escape(context.toolName))\" tests=\"\(totalTests)\""
    out += " failures=\"\(totalFailures)\" errors=\"0\">\n"
    out += body
    out += "</testsuites>\n"
    return out
  }

  private func testCase(_ diagnostic: Diagnostic, suite: String) -> String {
    var name = diagnostic.id
    var attributes = ""
    if let location = diagnostic.location {
      attributes = " file=\"\(XMLEscaping.escape(location.path))\""
      if !location.isWholeFile {
        name += " at \(location.line):\(location.column)"
        attributes += " line=\"\(location.line)\""
      }
    }
    var out = "    <testcase classname=\"\(XMLEscaping.escape(suite))\""
    out += " name=\"\(XMLEscaping.escape(name))\"\(attributes) time=\"0\">\n"
    let text = XMLEscaping.escapeContent(diagnostic.description)
    if diagnostic.isFailure {
      out += "      <failure type=\"\(diagnostic.severity.rawValue)\""
      out += " message=\"\(XMLEscaping.escape(diagnostic.message))\">\(text)</failure>\n"
    } else {
      out += "      <system-out>\(text)</system-out>\n"
    }
    out += "    </testcase>\n"
    return out
  }
}

extension Diagnostic {
  /// Whether a JUnit report shows this diagnostic as a failed test (errors and warnings).
  fileprivate var isFailure: Bool { severity == .error || severity == .warning }
}
