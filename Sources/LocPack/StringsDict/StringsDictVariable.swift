/// One variable of a `.stringsdict` entry: the dictionary that a `%#@name@` reference in the
/// format key names.
public struct StringsDictVariable: Hashable, Sendable {
  /// The variable's name, the key of its dictionary (`files` for `%#@files@`).
  public var name: String
  /// How the variable picks its text.
  public var rule: StringsDictRule

  /// Creates a variable.
  public init(name: String, rule: StringsDictRule) {
    self.name = name
    self.rule = rule
  }
}
