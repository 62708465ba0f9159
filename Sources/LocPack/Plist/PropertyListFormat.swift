/// The four shapes a property-list or localization file comes in, as ``PropertyList`` tells
/// them apart by content.
public enum PropertyListFormat: String, Hashable, Sendable, CaseIterable {
  /// A binary property list: the bytes start with `bplist`.
  case binary
  /// An XML property list: `<?xml`, `<plist` or `<!DOCTYPE plist` after an optional BOM and
  /// whitespace.
  case xml
  /// A general OpenStep ("old-style") plist: a top-level `{…}`, `(…)`, `<…>` or single string.
  case openStep
  /// A `.strings` table: top-level `key = value;` entries without braces.
  case stringsTable
}
