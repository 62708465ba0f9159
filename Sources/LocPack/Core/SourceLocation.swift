/// A position in a source file, as a person finds it in an editor.
///
/// `line` and `column` are 1-based. The column counts Unicode scalars from the start of the
/// line, whatever the file's encoding, so `fr.lproj/Localizable.strings:12:9` points at the
/// ninth character of line 12 in any editor. `offset` is the 0-based byte offset into the
/// UTF-8 text the parser scanned (for a UTF-16 file, its transcoded form).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
  /// The file's path as the user gave it (or `<stdin>`).
  public var path: String
  /// The 1-based line number; LF, CR and CRLF each end one line.
  public var line: Int
  /// 1-based column, counted in Unicode scalars.
  public var column: Int
  /// 0-based UTF-8 byte offset.
  public var offset: Int

  /// Creates a location from its parts.
  public init(path: String, line: Int, column: Int, offset: Int) {
    self.path = path
    self.line = line
    self.column = column
    self.offset = offset
  }

  /// `path:line:column`, the form editors and Xcode parse.
  ///
  /// A whole-file location (``isWholeFile``) prints as the path alone.
  public var description: String { isWholeFile ? path : "\(path):\(line):\(column)" }

  /// A location naming a file but no place in it, for findings in files read without line
  /// numbers (binary property lists).
  ///
  /// Its `line` and `column` are 0; it prints as the path alone (`path: warning: …`), and
  /// reporters leave line and column out.
  public static func wholeFile(_ path: String) -> SourceLocation {
    SourceLocation(path: path, line: 0, column: 0, offset: 0)
  }

  /// Whether the location names a file only (see ``wholeFile(_:)``).
  public var isWholeFile: Bool { line < 1 }

  public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
    if lhs.path != rhs.path { return lhs.path < rhs.path }
    return lhs.offset < rhs.offset
  }
}
