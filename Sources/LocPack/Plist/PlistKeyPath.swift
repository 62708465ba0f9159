/// One step of a path into a property list: a dictionary key or an array index.
///
/// A path such as `[.key("greeting"), .key("NSStringLocalizedFormatKey")]` names a value inside
/// nested dictionaries; `[.key("items"), .index(2)]` names the third element of an array.
public enum PlistKeyPathComponent: Hashable, Sendable, CustomStringConvertible {
  /// A dictionary key.
  case key(String)
  /// A 0-based array index.
  case index(Int)

  /// `key` for a key, `[2]` for an index.
  public var description: String {
    switch self {
    case .key(let key): return key
    case .index(let index): return "[\(index)]"
    }
  }
}
