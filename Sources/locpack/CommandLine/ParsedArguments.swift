/// The result of matching a command line against a ``CommandSpec``, read by the command.
///
/// ```swift
/// let strict = args.flag("strict")
/// let reporter = args.value("reporter")   // the default when absent
/// let count = try args.defaultedValue("min-count", as: .positiveInteger)
/// let rules = args.values("rule")
/// let files = args.arguments("file")
/// ```
struct ParsedArguments: Hashable, Sendable, CustomStringConvertible {
  /// The command's name.
  var command: String
  /// The long names of the flags that were given.
  var flags: Set<String> = []
  /// Every value given for each value or repeated option, in order.
  var optionValues: [String: [String]] = [:]
  /// Defaults of the options that have one.
  var defaults: [String: String] = [:]
  /// The argument-list index of each option's last value, for error messages.
  var valueIndices: [String: Int] = [:]
  /// All positional words, in order (`-` included, words after `--` included).
  var positionals: [String] = []
  /// The positional words assigned to each ``ArgumentSpec`` by name.
  var argumentValues: [String: [String]] = [:]

  /// Whether the flag `--long` was given.
  func flag(_ long: String) -> Bool { flags.contains(long) }

  /// The value of `--long`: the last one given, else the default, else `nil`.
  func value(_ long: String) -> String? { optionValues[long]?.last ?? defaults[long] }

  /// Every value given for `--long`, in order (empty when absent).
  func values(_ long: String) -> [String] { optionValues[long] ?? [] }

  /// Whether `--long` was given explicitly (not just defaulted).
  func isGiven(_ long: String) -> Bool { flags.contains(long) || optionValues[long] != nil }

  /// The value of the positional argument `name`, or `nil` when absent.
  func argument(_ name: String) -> String? { argumentValues[name]?.first }

  /// Every value of the (variadic) positional argument `name`.
  func arguments(_ name: String) -> [String] { argumentValues[name] ?? [] }

  /// The value of `--long` read as `kind`: the last one given, else the option's default in
  /// the command's table, else `nil`.
  ///
  /// - Throws: `CLIError.invalidValue` (exit 64), naming what `kind` expects.
  func value<Value>(_ long: String, as kind: OptionValue<Value>) throws(CLIError) -> Value? {
    guard let text = value(long) else { return nil }
    do {
      return try kind.parse(text)
    } catch {
      throw .invalidValue(
        option: "--" + long, value: text, expected: error.expected,
        index: valueIndices[long] ?? -1)
    }
  }

  /// The value of an option that has a default in the command's table, read as `kind`: the
  /// default is stated there and nowhere else.
  ///
  /// - Precondition: The option has a default (``OptionSpec/defaultValue``).
  /// - Throws: `CLIError.invalidValue` (exit 64), naming what `kind` expects.
  func defaultedValue<Value>(_ long: String, as kind: OptionValue<Value>) throws(CLIError)
    -> Value
  {
    guard let value = try value(long, as: kind) else {
      preconditionFailure("--\(long) has no default in the option table")
    }
    return value
  }

  /// A stable dump for tests: `flags=[a] values=[k=v] positionals=[x, -]`.
  var description: String {
    let values = optionValues.keys.sorted().map {
      "\($0)=\(optionValues[$0, default: []].joined(separator: "|"))"
    }
    return "flags=[\(flags.sorted().joined(separator: ","))] "
      + "values=[\(values.joined(separator: ","))] "
      + "positionals=[\(positionals.joined(separator: ","))]"
  }
}
