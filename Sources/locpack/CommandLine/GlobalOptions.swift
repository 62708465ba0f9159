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
  static let maxInputSize = OptionSpec(
    long: InputLimits.Kind.inputSize.rawValue, kind: .value("size"),
    abstract: "The largest input file read, in bytes or with a unit: 64KiB, 10MB, 1GiB.",
    defaultValue: InputLimits.default.formatted(.inputSize))

  /// `--max-depth 64`: ``InputLimits/maxDepth``.
  static let maxDepth = OptionSpec(
    long: InputLimits.Kind.depth.rawValue, kind: .value("n"),
    abstract: "The deepest nesting of arrays and dictionaries read.",
    defaultValue: InputLimits.default.formatted(.depth))

  /// `--max-string-length 4MiB`: ``InputLimits/maxStringBytes``.
  static let maxStringLength = OptionSpec(
    long: InputLimits.Kind.stringLength.rawValue, kind: .value("size"),
    abstract: "The longest key or string value read, in UTF-8 bytes or with a unit.",
    defaultValue: InputLimits.default.formatted(.stringLength))

  /// `--max-objects 1000000`: ``InputLimits/maxObjects``.
  static let maxObjects = OptionSpec(
    long: InputLimits.Kind.objectCount.rawValue, kind: .value("n"),
    abstract: "The most values and keys one input file may hold.",
    defaultValue: InputLimits.default.formatted(.objectCount))

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
      let value = kind == .inputSize || kind == .stringLength ? OptionValue.size : .positiveInteger
      overrides[kind] = try arguments.value(kind.rawValue, as: value)
    }
    return overrides
  }
}
