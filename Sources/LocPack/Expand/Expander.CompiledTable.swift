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
    @usableFromInline let entries: [String: Prepared]

    /// Compiles every value of a table.
    init(_ table: LocalizedTable, pluralLocale: String) {
      self.localization = table.localization
      self.pluralLocale = pluralLocale
      var entries: [String: Prepared] = [:]
      entries.reserveCapacity(table.count)
      for key in table.keys {
        guard let entry = table[key] else { continue }
        switch entry.value {
        case .text(let text): entries[key] = .format(FormatString.parse(text).compiled)
        case .stringsDict(let dictEntry):
          entries[key] = .plural(dictEntry, FormatString.parse(dictEntry.formatKey))
        }
      }
      self.entries = entries
    }

    /// Whether the table has `key`.
    public func contains(_ key: String) -> Bool { entries[key] != nil }

    /// Appends the text of `key` filled with `arguments`; see
    /// ``Expander/expandKey(_:arguments:localization:into:)``.
    @inlinable
    public func expandKey(
      _ key: String, arguments: [String], into buffer: inout [UInt8],
      options: ExpansionOptions = .init()
    ) -> Bool {
      switch entries[key] {
      case .format(let format)?:
        return format.expand(into: &buffer, arguments: arguments, options: options)
      case .plural(let entry, let format)?:
        return expandPlural(
          key, entry: entry, format: format, arguments: arguments, into: &buffer,
          options: options)
      case nil:
        CompiledFormat.append(key, to: &buffer)
        return false
      }
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
