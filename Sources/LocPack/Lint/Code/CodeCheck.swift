/// What the rules about keys in code read: the scanned sources and every table linted.
public struct CodeCheck: Sendable {
  /// The uses and literals found in the sources.
  public var code: CodeIndex
  /// The tables, grouped by name (one name may stand for several folders' tables).
  public var tables: [String: [LintTable]]
  /// Settings, push keys and categories.
  public var context: LintContext

  /// Creates a check.
  public init(code: CodeIndex, tables: [LintTable], context: LintContext) {
    self.code = code
    self.tables = Dictionary(grouping: tables, by: \.name)
    self.context = context
  }

  /// The base localizations of the tables named `name` (and their `Base.lproj`), empty when
  /// no such table has a base.
  public func bases(of name: String) -> [LintLocale] {
    (tables[name] ?? []).flatMap { table in
      [table.base.flatMap { table.locales[$0] }, table.locales["Base"]].compactMap { $0 }
    }
  }
}
