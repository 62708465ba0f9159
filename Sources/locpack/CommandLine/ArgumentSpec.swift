/// One positional argument of a command.
///
/// A command lists its arguments in order; only the last may be variadic, and required
/// arguments come before optional ones (``CommandSpec/validationProblems`` checks both).
struct ArgumentSpec: Sendable {
  /// How many values an argument takes.
  enum Arity: Hashable, Sendable {
    /// Exactly one: `<file>`.
    case required
    /// Zero or one: `[<file>]`.
    case optional
    /// At least one: `<file> ...`.
    case oneOrMore
    /// Any number: `[<file> ...]`.
    case zeroOrMore
  }

  /// The name shown as `<name>` and passed to `ParsedArguments.argument(_:)`.
  var name: String
  /// One sentence for the help page.
  var abstract: String
  /// How many values it takes.
  var arity: Arity

  /// Creates an argument.
  init(name: String, abstract: String, arity: Arity = .required) {
    self.name = name
    self.abstract = abstract
    self.arity = arity
  }

  /// Whether at least one value is needed.
  var isRequired: Bool { arity == .required || arity == .oneOrMore }

  /// Whether it takes all remaining values.
  var isVariadic: Bool { arity == .oneOrMore || arity == .zeroOrMore }

  /// The help label: `<file>`.
  var helpLabel: String { "<\(name)>" }

  /// The usage-line fragment: `<file>`, `[<file>]`, `<file> ...`, `[<file> ...]`.
  var usageFragment: String {
    switch arity {
    case .required: return "<\(name)>"
    case .optional: return "[<\(name)>]"
    case .oneOrMore: return "<\(name)> ..."
    case .zeroOrMore: return "[<\(name)> ...]"
    }
  }
}
