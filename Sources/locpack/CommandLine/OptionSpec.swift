/// One option of a command: its names, what it takes, and its help text.
///
/// The same value drives parsing, the usage line and the help page.
/// ```swift
/// OptionSpec(long: "reporter", short: "r", kind: .value("name"),
///            abstract: "Output format.", choices: Reporters.ids, defaultValue: "text")
/// ```
struct OptionSpec: Sendable {
  /// What an option takes on the command line.
  enum Kind: Hashable, Sendable {
    /// `--strict`: present or absent.
    case flag
    /// `--format json` or `--format=json`: one value; given twice, the last wins.
    case value(_ placeholder: String)
    /// `--rule a --rule b`: any number of values, kept in order.
    case repeated(_ placeholder: String)
  }

  /// The long name without dashes: `reporter` for `--reporter`.
  var long: String
  /// The optional one-letter name: `r` for `-r`.
  var short: Character?
  /// Flag, single value or repeated value.
  var kind: Kind
  /// One sentence for the help page.
  var abstract: String
  /// The accepted values, when the option is enum-like; empty means any value.
  var choices: [String]
  /// The value `ParsedArguments.value(_:)` returns when the option is absent.
  var defaultValue: String?

  /// Creates an option.
  init(
    long: String, short: Character? = nil, kind: Kind, abstract: String,
    choices: [String] = [], defaultValue: String? = nil
  ) {
    self.long = long
    self.short = short
    self.kind = kind
    self.abstract = abstract
    self.choices = choices
    self.defaultValue = defaultValue
  }

  /// Whether the option consumes a value.
  var takesValue: Bool { kind != .flag }

  /// The value placeholder (`name` for `.value("name")`), or `nil` for a flag.
  var placeholder: String? {
    switch kind {
    case .flag: return nil
    case .value(let placeholder), .repeated(let placeholder): return placeholder
    }
  }

  /// `--reporter` as typed on the command line.
  var displayName: String { "--" + long }

  /// The help label: `-r, --reporter <name>`.
  var helpLabel: String {
    var label = short.map { "-\($0), " } ?? ""
    label += displayName
    if let placeholder { label += " <\(placeholder)>" }
    return label
  }

  /// The usage-line fragment: `[--strict]`, `[--reporter <name>]`, `[--rule <id> ...]`.
  var usageFragment: String {
    switch kind {
    case .flag: return "[\(displayName)]"
    case .value(let placeholder): return "[\(displayName) <\(placeholder)>]"
    case .repeated(let placeholder): return "[\(displayName) <\(placeholder)> ...]"
    }
  }

  /// The help text with choices and default appended: `Format. (values: a, b; default: a)`.
  var helpAbstract: String {
    var extras: [String] = []
    if !choices.isEmpty { extras.append("values: " + choices.joined(separator: ", ")) }
    if let defaultValue { extras.append("default: " + defaultValue) }
    if extras.isEmpty { return abstract }
    return abstract + " (" + extras.joined(separator: "; ") + ")"
  }
}
