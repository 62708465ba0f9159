/// One localization file read for linting: its entries, the reader's diagnostics and the
/// source text for excerpts.
public struct LintDocument: Sendable {
  /// The file's path as given (relative to the working directory when the input was).
  public var path: String
  /// `.strings`, `.stringsdict` or `.xcstrings`.
  public var kind: AppBundleFile.Kind
  /// The table name (the file name without extension).
  public var table: String
  /// The `.lproj` folder's name without extension (`en`, `zh-Hans`, `Base`); nil for a
  /// String Catalog, which holds every localization.
  public var localization: String?
  /// How the file was stored (encoding for text, XML or binary property list, JSON).
  public var format: AppBundleFile.Format
  /// The decoded text, for excerpts and locations; nil when the file could not be decoded.
  public var source: SourceFile?
  /// The entries in file order.
  public var entries: [LintEntry]
  /// What the reader reported (`strings.*`, `stringsdict.*`, `plist.*`, `bundle.*`).
  public var diagnostics: [Diagnostic]
  /// For a String Catalog: the catalog the catalog rules read.
  public var catalog: XCStringsFile?

  /// Creates a document.
  public init(
    path: String, kind: AppBundleFile.Kind, table: String, localization: String?,
    format: AppBundleFile.Format, source: SourceFile? = nil, entries: [LintEntry] = [],
    diagnostics: [Diagnostic] = [], catalog: XCStringsFile? = nil
  ) {
    self.path = path
    self.kind = kind
    self.table = table
    self.localization = localization
    self.format = format
    self.source = source
    self.entries = entries
    self.diagnostics = diagnostics
    self.catalog = catalog
  }

  /// Creates the document of a file to read, stored as `format`.
  public init(
    _ input: LintLoader.Input, format: AppBundleFile.Format, diagnostics: [Diagnostic] = []
  ) {
    self.init(
      path: input.path, kind: input.kind, table: input.table, localization: input.localization,
      format: format, diagnostics: diagnostics)
  }
}
