/// A JSON document with every diagnostic and a summary, for scripts.
///
/// ```json
/// {"diagnostics": [{"file", "line", "column", "severity", "rule", "message", "locale",
///   "key", "notes": [{"file", "line", "column", "message"}]}],
///  "summary": {"files", "errors", "warnings", "infos"},
///  "coverage": [{"localization", "keys", "translated", "missing", "untranslated",
///    "percent"}]}
/// ```
/// Every key is always present, except `coverage`, which `lint` adds; absent values are
/// `null`. Keys appear in the order above.
public struct JSONReporter: Reporter {
  /// `json`.
  public static let id = "json"
  /// A one-line description for `locpack reporters`.
  public static let abstract = "A JSON document with diagnostics and a summary, for scripts."

  /// Creates the reporter.
  public init() {}

  /// Renders the report.
  ///
  /// Each diagnostic is written straight into bytes, never held as a tree; a long report is
  /// written in slices on every core and joined.
  public func render(_ items: [ReportItem], context: ReportContext) -> String {
    let style = JSONWriter.PrettyStyle.report
    let sorted = items.sortedForReport()
    let sliceLength = 4_096
    let slices = stride(from: 0, to: sorted.count, by: sliceLength).map {
      sorted[$0..<min($0 + sliceLength, sorted.count)]
    }
    let written = slices.parallelMap { slice in
      var bytes: [UInt8] = []
      bytes.reserveCapacity(slice.count * 384)
      for (position, item) in zip(slice.indices, slice) {
        bytes.append(contentsOf: (position == 0 ? "\n    " : ",\n    ").utf8)
        Self.write(item, into: &bytes)
      }
      return bytes
    }
    var output: [UInt8] = []
    output.reserveCapacity(256 + written.reduce(0) { $0 + $1.count })
    output.append(contentsOf: "{\n  \"diagnostics\": [".utf8)
    for bytes in written { output.append(contentsOf: bytes) }
    output.append(contentsOf: (sorted.isEmpty ? "]" : "\n  ]").utf8)
    let summary = ReportSummary(items, context: context)
    output.append(contentsOf: ",\n  \"summary\": ".utf8)
    let counts = JSONValue.object([
      ("files", .int(summary.files)),
      ("errors", .int(summary.errors)),
      ("warnings", .int(summary.warnings)),
      ("infos", .int(summary.infos)),
    ])
    JSONWriter.writePretty(counts, style: style, level: 1, into: &output)
    if !context.coverage.isEmpty {
      output.append(contentsOf: ",\n  \"coverage\": ".utf8)
      let rows = JSONValue.array(
        context.coverage.map { row in
          .object([
            ("localization", .string(row.localization)),
            ("keys", .int(row.keys)),
            ("translated", .int(row.translated)),
            ("missing", .int(row.missing)),
            ("untranslated", .int(row.untranslated)),
            ("percent", .number(row.percentText)),
          ])
        })
      JSONWriter.writePretty(rows, style: style, level: 1, into: &output)
    }
    output.append(contentsOf: "\n}\n".utf8)
    return String(decoding: output, as: UTF8.self)
  }

  /// Appends one diagnostic's object as it stands in the `diagnostics` array, laid out as
  /// ``JSONWriter/PrettyStyle/report`` lays out the rest of the document.
  static func write(_ item: ReportItem, into output: inout [UInt8]) {
    let diagnostic = item.diagnostic
    writePlace(diagnostic.location, indent: "\n      ", into: &output)
    output.append(contentsOf: ",\n      \"severity\": ".utf8)
    JSONWriter.writeString(diagnostic.severity.rawValue, escapesSlashes: false, into: &output)
    output.append(contentsOf: ",\n      \"rule\": ".utf8)
    JSONWriter.writeString(diagnostic.id, escapesSlashes: false, into: &output)
    output.append(contentsOf: ",\n      \"message\": ".utf8)
    JSONWriter.writeString(diagnostic.message, escapesSlashes: false, into: &output)
    output.append(contentsOf: ",\n      \"locale\": ".utf8)
    writeOptional(item.locale, into: &output)
    output.append(contentsOf: ",\n      \"key\": ".utf8)
    writeOptional(item.key, into: &output)
    output.append(contentsOf: ",\n      \"notes\": [".utf8)
    for (position, note) in diagnostic.notes.enumerated() {
      output.append(contentsOf: (position == 0 ? "\n        " : ",\n        ").utf8)
      writePlace(note.location, indent: "\n          ", into: &output)
      output.append(contentsOf: ",\n          \"message\": ".utf8)
      JSONWriter.writeString(note.message, escapesSlashes: false, into: &output)
      output.append(contentsOf: "\n        }".utf8)
    }
    output.append(contentsOf: (diagnostic.notes.isEmpty ? "]" : "\n      ]").utf8)
    output.append(contentsOf: "\n    }".utf8)
  }

  /// Opens an object with its `file`, `line` and `column` members (`null` where unknown; a
  /// whole-file place has no line or column).
  private static func writePlace(
    _ location: SourceLocation?, indent: String, into output: inout [UInt8]
  ) {
    output.append(UInt8(ascii: "{"))
    output.append(contentsOf: indent.utf8)
    output.append(contentsOf: "\"file\": ".utf8)
    writeOptional(location?.path, into: &output)
    let line = location.flatMap { $0.isWholeFile ? nil : $0.line }
    let column = location.flatMap { $0.isWholeFile ? nil : $0.column }
    output.append(UInt8(ascii: ","))
    output.append(contentsOf: indent.utf8)
    output.append(contentsOf: "\"line\": ".utf8)
    output.append(contentsOf: (line.map(String.init) ?? "null").utf8)
    output.append(UInt8(ascii: ","))
    output.append(contentsOf: indent.utf8)
    output.append(contentsOf: "\"column\": ".utf8)
    output.append(contentsOf: (column.map(String.init) ?? "null").utf8)
  }

  /// A string, or `null`.
  private static func writeOptional(_ text: String?, into output: inout [UInt8]) {
    if let text {
      JSONWriter.writeString(text, escapesSlashes: false, into: &output)
    } else {
      output.append(contentsOf: "null".utf8)
    }
  }
}
