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
  /// Whether the input is a String Catalog, whose document is what it compiles to
  /// (``XCStringsFile/compiledPropertyList``) rather than the file's own content.
  var isCatalog = false

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
    if path.hasSuffix(".xcstrings") { return catalog(bytes, label: label, limits: limits) }
    do {
      let document = try PropertyList.read(bytes, path: label, limits: limits)
      return PropertyListInput(label: label, document: document, diagnostics: document.diagnostics)
    } catch {
      // A catalog under another name (or on standard input) is JSON with a source language.
      if let catalog = try? XCStringsFile.parse(bytes, path: label, limits: limits),
        !catalog.sourceLanguage.isEmpty
      {
        return PropertyListInput(catalog, label: label)
      }
      return PropertyListInput(label: label, document: nil, diagnostics: [diagnostic(error)])
    }
  }

  /// Reads a String Catalog: its document is what Xcode compiles it to.
  static func catalog(_ bytes: [UInt8], label: String, limits: InputLimits) -> PropertyListInput {
    do {
      return PropertyListInput(
        try XCStringsFile.parse(bytes, path: label, limits: limits), label: label)
    } catch {
      return PropertyListInput(
        label: label, document: nil, diagnostics: [error.diagnostic], isCatalog: true)
    }
  }

  private init(_ catalog: XCStringsFile, label: String) {
    self.label = label
    self.document = PropertyListDocument(
      value: catalog.compiledPropertyList, format: .openStep, diagnostics: catalog.diagnostics)
    self.diagnostics = catalog.diagnostics
    self.isCatalog = true
  }

  private init(
    label: String, document: PropertyListDocument?, diagnostics: [Diagnostic],
    isCatalog: Bool = false
  ) {
    self.label = label
    self.document = document
    self.diagnostics = diagnostics
    self.isCatalog = isCatalog
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
  /// Reports `diagnostics` on standard error in the `--reporter` format, when there are any,
  /// and returns 1 for errors (or warnings with `--strict`), else 0.
  func reportIfAny(_ diagnostics: [Diagnostic], files: [String]) -> ExitStatus {
    guard !diagnostics.isEmpty else { return .success }
    return report(
      diagnostics.map { ReportItem($0) }, checkedFiles: files, toStandardError: true)
  }

  /// Writes an I/O error the way the CLI writes every error.
  func printError(_ message: String) { stderr.write("error: \(message)\n") }
}

/// The JSON layout of `parse` and `convert --to json`: 2-space indent, `"key": value`, keys
/// sorted by their UTF-8 bytes, raw UTF-8, `/` unescaped, empty containers as `{}`/`[]`.
let propertyListJSONStyle = JSONWriter.PrettyStyle(
  indent: 2, keySeparator: ": ", escapesSlashes: false, keyOrder: .utf8,
  opensEmptyContainers: false)
