/// One localization file of an ``AppBundle``, with the form it was read in.
public struct AppBundleFile: Hashable, Sendable {
  /// What kind of localization file, by extension.
  public enum Kind: String, Hashable, Sendable {
    /// `*.lproj/*.strings`.
    case strings
    /// `*.lproj/*.stringsdict`.
    case stringsDict = "stringsdict"
    /// `*.xcstrings`.
    case stringCatalog = "xcstrings"
  }

  /// How the bytes were read.
  public enum Format: Hashable, Sendable, CustomStringConvertible {
    /// OpenStep text in an encoding (`utf8`, `utf16le+bom`, …).
    case text(TextEncoding)
    /// An XML property list.
    case xmlPlist
    /// A binary property list (`bplist00`).
    case binaryPlist
    /// JSON (a String Catalog).
    case json
    /// The file could not be read or parsed.
    case unreadable

    /// `text utf16le+bom`, `xml plist`, `binary plist`, `json`, `unreadable`.
    public var description: String {
      switch self {
      case .text(let encoding): return "text \(encoding)"
      case .xmlPlist: return "xml plist"
      case .binaryPlist: return "binary plist"
      case .json: return "json"
      case .unreadable: return "unreadable"
      }
    }
  }

  /// The path: the bundle folder as given, then the path below it.
  public var path: String
  /// The kind of file.
  public var kind: Kind
  /// How it was read.
  public var format: Format
  /// The table name: the file name without extension.
  public var table: String
  /// The `.lproj` name without extension; `nil` for a String Catalog, which holds every
  /// language.
  public var localization: String?

  /// Creates a file record.
  public init(path: String, kind: Kind, format: Format, table: String, localization: String?) {
    self.path = path
    self.kind = kind
    self.format = format
    self.table = table
    self.localization = localization
  }
}
