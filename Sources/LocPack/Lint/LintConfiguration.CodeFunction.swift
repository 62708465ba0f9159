extension LintConfiguration {
  /// A project's own lookup function, named in `.locpack.json`:
  /// `"functions": [{"name": "L10n.tr", "key": 1, "table": 0}]`.
  ///
  /// `key` and `table` are 0-based argument positions, labelled arguments included; `table`
  /// may instead be a table name (`"table": "Chat"`), and without it the table is
  /// `Localizable`. A qualified name matches the call written with that qualifier, or with
  /// `Self`/`self`, or unqualified (as the wrapper's own type calls it): `L10n.tr` matches
  /// `L10n.tr(…)` and `tr(…)`.
  public struct CodeFunction: Hashable, Sendable {
    /// Where the table comes from.
    public enum Table: Hashable, Sendable {
      /// The argument at this 0-based position.
      case argument(Int)
      /// Always this table.
      case named(String)
    }

    /// The function's name, qualified or not (`L10n.tr`, `localized`).
    public var name: String
    /// The 0-based position of the key argument.
    public var keyArgument: Int
    /// The table.
    public var table: Table

    /// Creates a function.
    public init(name: String, keyArgument: Int, table: Table = .named(CodeKeyUse.defaultTable)) {
      self.name = name
      self.keyArgument = keyArgument
      self.table = table
    }

    /// The last component of the name (`tr`).
    var baseName: Substring { name.split(separator: ".").last ?? Substring(name) }

    /// The qualifier before the last component (`L10n`), if any.
    var qualifier: Substring? {
      let parts = name.split(separator: ".")
      return parts.count > 1 ? parts[parts.count - 2] : nil
    }
  }
}
