import LocPack

/// The options every command accepts, and the top-level ones.
enum GlobalOptions {
  /// `--color auto|always|never`.
  static let color = OptionSpec(
    long: "color", kind: .value("when"),
    abstract: "When to colour output; auto colours a terminal unless NO_COLOR is set.",
    choices: ColorChoice.allCases.map(\.rawValue), defaultValue: ColorChoice.auto.rawValue)

  /// `-h`, `--help`.
  static let help = OptionSpec(
    long: "help", short: "h", kind: .flag, abstract: "Show help information.")

  /// `--version`, accepted before a command.
  static let version = OptionSpec(long: "version", kind: .flag, abstract: "Show the version.")

  /// The options added to every command.
  static let all: [OptionSpec] = [color, help]

  /// The options accepted before the command name.
  static let topLevel: [OptionSpec] = [color, version, help]

  // MARK: - Input limits

  /// `--max-input-size 64MiB`: ``InputLimits/maxInputBytes``.
  static let maxInputSize = limit(
    .inputSize, "The largest input file read, in bytes or with a unit: 64KiB, 10MB, 1GiB.")

  /// `--max-depth 64`: ``InputLimits/maxDepth``.
  static let maxDepth = limit(.depth, "The deepest nesting of arrays and dictionaries read.")

  /// `--max-string-length 4MiB`: ``InputLimits/maxStringBytes``.
  static let maxStringLength = limit(
    .stringLength, "The longest key or string value read, in UTF-8 bytes or with a unit.")

  /// `--max-objects 1000000`: ``InputLimits/maxObjects``.
  static let maxObjects = limit(.objectCount, "The most values and keys one input file may hold.")

  /// The option that overrides one input limit: named after its kind, a size or a count
  /// (``isSize(_:)``), with the library's default.
  static func limit(_ kind: InputLimits.Kind, _ abstract: String) -> OptionSpec {
    OptionSpec(
      long: kind.rawValue, kind: .value(isSize(kind) ? "size" : "n"), abstract: abstract,
      defaultValue: InputLimits.default.formatted(kind))
  }

  /// Whether a limit is a number of bytes, written plain or with a unit (`64KiB`), rather
  /// than a count.
  static func isSize(_ kind: InputLimits.Kind) -> Bool {
    kind == .inputSize || kind == .stringLength
  }

  /// The input-limit options, added to every command that reads files.
  static let limits: [OptionSpec] = [maxInputSize, maxDepth, maxStringLength, maxObjects]

  /// The limits given on the command line, by kind (absent ones are not in the result).
  ///
  /// - Throws: `CLIError.invalidValue` (exit 64) for a value that is not a size or a count.
  static func limitOverrides(_ arguments: ParsedArguments) throws(CLIError)
    -> [InputLimits.Kind: Int]
  {
    var overrides: [InputLimits.Kind: Int] = [:]
    for kind in InputLimits.Kind.allCases where arguments.isGiven(kind.rawValue) {
      let value = isSize(kind) ? OptionValue.size : .positiveInteger
      overrides[kind] = try arguments.value(kind.rawValue, as: value)
    }
    return overrides
  }
}
