/// One table of an app's localizations (`Localizable`, `InfoPlist`, …) in one localization,
/// merged from every file that defines it.
///
/// `.strings`, `.stringsdict` and `.xcstrings` all map onto this model, the way Xcode compiles
/// them: a plain string is ``LocalizedValue/text(_:)``; a plural, variable-width or
/// device-specific entry, from a `.stringsdict` or from a catalog's variations and
/// substitutions, is ``LocalizedValue/stringsDict(_:)``. When a `.strings` and a
/// `.stringsdict` file both define a key, the `.stringsdict` entry wins, as on the device.
public struct LocalizedTable: Sendable {
  /// The table name: the file name without extension (`Localizable`).
  public var name: String
  /// The localization: the `.lproj` folder name without extension (`en`, `zh-Hans`, `Base`),
  /// or a catalog's language.
  public var localization: String
  /// The entries by key.
  public private(set) var entries: [String: LocalizedEntry] = [:]
  /// The keys in the order they were first defined.
  public private(set) var keys: [String] = []
  /// The files that contributed, in the order they were added.
  public var sources: [String] = []

  /// Creates an empty table.
  public init(name: String, localization: String) {
    self.name = name
    self.localization = localization
  }

  /// The entry for `key`, if any.
  public subscript(key: String) -> LocalizedEntry? { entries[key] }

  /// The number of keys.
  public var count: Int { keys.count }

  /// Adds or replaces an entry.
  ///
  /// A `.stringsdict` entry is not replaced by a later `.strings` entry for the same key;
  /// anything else replaces what was there (the last definition wins).
  ///
  /// - Complexity: One hash of the key, amortized.
  public mutating func insert(_ entry: LocalizedEntry) {
    // One lookup: the entry goes in, and the rare refused one is put back.
    guard let existing = entries.updateValue(entry, forKey: entry.key) else {
      keys.append(entry.key)
      return
    }
    if existing.origin == .stringsDict && entry.origin == .strings {
      entries[entry.key] = existing
    }
  }

  /// Makes room for `count` keys in all, so that filling the table does not grow it step
  /// by step.
  public mutating func reserveCapacity(_ count: Int) {
    entries.reserveCapacity(count)
    keys.reserveCapacity(count)
  }
}

/// One key of a ``LocalizedTable``.
public struct LocalizedEntry: Hashable, Sendable {
  /// Which kind of file defined an entry.
  public enum Origin: String, Hashable, Sendable {
    case strings
    case stringsDict
    case stringCatalog
  }

  /// The key.
  public var key: String
  /// The value.
  public var value: LocalizedValue
  /// The translator comment, if the file has one.
  public var comment: String?
  /// A String Catalog's translation state (`translated`, `needs_review`, `new`, `stale`).
  public var state: String?
  /// Where the entry is defined (the key's position).
  public var location: SourceLocation?
  /// The kind of file it came from.
  public var origin: Origin

  /// Creates an entry.
  public init(
    key: String, value: LocalizedValue, comment: String? = nil, state: String? = nil,
    location: SourceLocation? = nil, origin: Origin
  ) {
    self.key = key
    self.value = value
    self.comment = comment
    self.state = state
    self.location = location
    self.origin = origin
  }
}

/// The value of a localized entry.
public enum LocalizedValue: Hashable, Sendable {
  /// A format string, as in a `.strings` file.
  case text(String)
  /// A format with plural, variable-width or device-specific variables, as in a
  /// `.stringsdict` file (String Catalog variations compile to this form too).
  case stringsDict(StringsDictEntry)

  /// The plain text, or the format key of a `.stringsdict` entry.
  public var format: String {
    switch self {
    case .text(let text): return text
    case .stringsDict(let entry): return entry.formatKey
    }
  }
}
