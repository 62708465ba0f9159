/// The result of matching a command line against a ``CommandSpec``, read by the command.
///
/// ```swift
/// let strict = args.flag("strict")
/// let reporter = args.value("reporter")   // the default when absent
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

  /// The value of `--long` as an integer, or `nil` when absent.
  ///
  /// - Throws: `CLIError.invalidValue` when the value is not a decimal integer.
  func integer(_ long: String) throws(CLIError) -> Int? {
    guard let text = value(long) else { return nil }
    guard let number = Int(text) else {
      throw .invalidValue(
        option: "--" + long, value: text, expected: "an integer",
        index: valueIndices[long] ?? -1)
    }
    return number
  }

  /// The value of an option that must be a positive integer, `nil` when absent.
  ///
  /// - Throws: `CLIError.invalidValue` for a value that is not an integer, or not above 0.
  func positiveInteger(_ long: String) throws(CLIError) -> Int? {
    guard let value = try integer(long) else { return nil }
    guard value > 0 else {
      throw .invalidValue(
        option: "--" + long, value: String(value), expected: "a positive integer",
        index: valueIndices[long] ?? -1)
    }
    return value
  }

  /// The value of `--development-region`, `en` when absent.
  ///
  /// - Throws: `CLIError.invalidValue` unless the value is a language identifier: 1 to 35
  ///   ASCII letters, digits, `-` and `_`, starting with a letter (`en`, `zh-Hans`,
  ///   `pt_BR`). The region names an `.lproj` folder, so a path never gets through.
  func developmentRegion() throws(CLIError) -> String {
    guard let text = value("development-region") else { return "en" }
    let bytes = Array(text.utf8)
    let valid =
      (1...35).contains(bytes.count)
      && bytes.allSatisfy { byte in
        (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A || (0x30...0x39).contains(byte)
          || byte == 0x2D || byte == 0x5F
      }
      && (bytes[0] | 0x20) >= 0x61 && (bytes[0] | 0x20) <= 0x7A
    guard valid else {
      throw .invalidValue(
        option: "--development-region", value: text,
        expected: "a language identifier such as en or zh-Hans",
        index: valueIndices["development-region"] ?? -1)
    }
    return text
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
