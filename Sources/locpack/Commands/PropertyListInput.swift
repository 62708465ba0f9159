import LocPack

/// Reading one input of `parse` or `convert`: a path or `-` for standard input, detected by
/// content, with diagnostics collected for the report step.
struct PropertyListInput {
  /// The name in output and diagnostics: the path, or `<stdin>` for `-`.
  var label: String
  /// The document, when the file could be read and parsed.
  var document: PropertyListDocument?
  /// The reader's diagnostics, or the one fatal error.
  var diagnostics: [Diagnostic]

  /// The label of standard input.
  static let standardInputLabel = "<stdin>"

  /// Reads and parses `path` within `limits`.
  ///
  /// - Throws: `FileIOError` when the file cannot be read or is over `--max-input-size`
  ///   (exit 66).
  static func load(_ path: String, limits: InputLimits = .default) throws(FileIOError)
    -> PropertyListInput
  {
    let label = path == "-" ? standardInputLabel : path
    let bytes = try FileIO.read(path, maxBytes: limits.maxInputBytes)
    do {
      let document = try PropertyList.read(bytes, path: label, limits: limits)
      return PropertyListInput(label: label, document: document, diagnostics: document.diagnostics)
    } catch {
      return PropertyListInput(label: label, document: nil, diagnostics: [diagnostic(error)])
    }
  }

  /// A fatal error as a diagnostic that always names the file: binary plists have no line
  /// and column, so they point at 1:1 and give the byte offset in the message.
  static func diagnostic(_ error: PropertyListError) -> Diagnostic {
    var diagnostic = error.diagnostic
    if diagnostic.location == nil {
      diagnostic.location = SourceLocation(
        path: error.path, line: 1, column: 1, offset: error.byteOffset ?? 0)
    }
    return diagnostic
  }
}

extension CommandContext {
  /// Reports `diagnostics` on standard error with the text reporter, when there are any, and
  /// returns 1 for errors (or warnings with `--strict`), else 0.
  func reportIfAny(_ diagnostics: [Diagnostic], files: [String]) -> ExitStatus {
    guard !diagnostics.isEmpty else { return .success }
    return report(diagnostics.map { ReportItem($0) }, checkedFiles: files)
  }

  /// Writes an I/O error the way the CLI writes every error.
  func printError(_ message: String) { stderr.write("error: \(message)\n") }
}

/// The JSON layout of `parse` and `convert --to json`: 2-space indent, `"key": value`, keys
/// sorted by their UTF-8 bytes, raw UTF-8, `/` unescaped, empty containers as `{}`/`[]`.
let propertyListJSONStyle = JSONWriter.PrettyStyle(
  indent: 2, keySeparator: ": ", escapesSlashes: false, keyOrder: .utf8,
  opensEmptyContainers: false)
