extension Expander {
  /// One localization's table with every value compiled for substitution.
  public struct CompiledTable: Sendable {
    /// A value ready to fill.
    @usableFromInline enum Prepared: Sendable {
      /// A plain format.
      case format(CompiledFormat)
      /// A `.stringsdict` entry and its parsed format key.
      case plural(StringsDictEntry, FormatString)
    }

    /// The `.lproj` name.
    public let localization: String
    /// The locale whose plural rules apply (the development region for `Base`).
    public let pluralLocale: String
    /// Each key's position: `>= 0` in ``formats``, `< 0` at `-1 - n` in ``plurals``.
    @usableFromInline let positions: [String: Int]
    /// The table compiled, for where each key is defined.
    let source: LocalizedTable
    /// The plain formats, compiled.
    @usableFromInline let formats: [CompiledFormat]
    /// The `.stringsdict` entries with their parsed format keys.
    @usableFromInline let plurals: [(entry: StringsDictEntry, format: FormatString)]

    /// Compiles every value of a table.
    init(_ table: LocalizedTable, pluralLocale: String) {
      self.localization = table.localization
      self.pluralLocale = pluralLocale
      var positions: [String: Int] = [:]
      var formats: [CompiledFormat] = []
      var plurals: [(entry: StringsDictEntry, format: FormatString)] = []
      positions.reserveCapacity(table.count)
      // The entries are read in the order they are stored, not looked up key by key: the
      // same keys, without a jump through memory for each. Only `positions` gives the order
      // of `formats` and `plurals` a meaning.
      for (key, entry) in table.entries {
        switch entry.value {
        case .text(let text):
          positions[key] = formats.count
          formats.append(FormatString.parse(text).compiled)
        case .stringsDict(let dictEntry):
          positions[key] = -1 - plurals.count
          plurals.append((dictEntry, FormatString.parse(dictEntry.formatKey)))
        }
      }
      self.positions = positions
      self.formats = formats
      self.plurals = plurals
      self.source = table
    }

    /// Where `key` is defined, when the table file says.
    public func location(of key: String) -> SourceLocation? { source[key]?.location }

    /// Whether the table has `key`.
    public func contains(_ key: String) -> Bool { positions[key] != nil }

    /// The value of `key`, ready to fill.
    func prepared(_ key: String) -> Prepared? {
      guard let position = positions[key] else { return nil }
      if position >= 0 { return .format(formats[position]) }
      let plural = plurals[-1 - position]
      return .plural(plural.entry, plural.format)
    }

    /// Appends the text of `key` filled with `arguments`; see
    /// ``Expander/expandKey(_:arguments:localization:into:)``.
    @inlinable
    public func expandKey(
      _ key: String, arguments: [String], into buffer: inout [UInt8],
      options: ExpansionOptions = .init()
    ) -> Bool {
      guard let position = positions[key] else {
        CompiledFormat.append(key, to: &buffer)
        return false
      }
      if position >= 0 {
        // The format is read in place: a copy would retain and release each of its arrays.
        return formats.withUnsafeBufferPointer { formats in
          formats[position].expand(into: &buffer, arguments: arguments, options: options)
        }
      }
      let plural = plurals[-1 - position]
      return expandPlural(
        key, entry: plural.entry, format: plural.format, arguments: arguments, into: &buffer,
        options: options)
    }

    @usableFromInline
    func expandPlural(
      _ key: String, entry: StringsDictEntry, format: FormatString, arguments: [String],
      into buffer: inout [UInt8], options: ExpansionOptions
    ) -> Bool {
      var warnings: [Expansion.Warning] = []
      let text = PluralExpansion.expand(
        entry, format: format, arguments: arguments, locale: pluralLocale, key: key,
        field: nil, options: options, warnings: &warnings)
      CompiledFormat.append(text, to: &buffer)
      return false
    }
  }
}
