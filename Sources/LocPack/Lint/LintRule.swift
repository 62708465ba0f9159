/// A check the linter runs on every localization of every table.
///
/// A rule has a stable ``id`` (`lint.<kebab-name>`, never changed once released), one default
/// severity (a configuration can change it or turn the rule off), a one-line ``summary``, a
/// ``rationale`` (what `locpack lint --explain` prints) and ``examples`` that double as its
/// tests: each example is a small project whose `↓` markers show where the rule must report.
public protocol LintRule: Sendable {
  /// The stable id, `lint.<kebab-name>`.
  var id: String { get }
  /// The severity when the configuration says nothing.
  var defaultSeverity: Diagnostic.Severity { get }
  /// One line: what the rule reports.
  var summary: String { get }
  /// Why it matters, in a few sentences.
  var rationale: String { get }
  /// Inputs that must and must not trigger the rule.
  var examples: [RuleExample] { get }
  /// Reader diagnostic ids (`strings.*`, …) that this rule passes through under their own ids.
  var readerIDs: [String] { get }
  /// Reports what the rule finds in one localization of one table.
  func check(_ unit: LintUnit, into findings: inout LintFindings)
  /// Reports what the rule finds in the source code against all tables, once per run
  /// (`lint --sources`).
  func check(_ check: CodeCheck, into findings: inout LintFindings)
}

extension LintRule {
  /// No reader ids by default.
  public var readerIDs: [String] { [] }

  /// Nothing to check in source code by default.
  public func check(_ check: CodeCheck, into findings: inout LintFindings) {}
}

/// One file of a ``RuleExample``.
public struct ExampleFile: Hashable, Sendable {
  /// The path inside the example project (`fr.lproj/Localizable.strings`).
  public var path: String
  /// The text, with `↓` before each place a diagnostic must point at.
  public var text: String

  /// Creates a file.
  public init(_ path: String, _ text: String) {
    self.path = path
    self.text = text
  }
}

/// An input for a rule, with whether it triggers the rule and where.
///
/// `↓` in a file's text marks the exact line and column of each expected diagnostic; the
/// generic rule test strips the markers, lints the files and compares.
public struct RuleExample: Hashable, Sendable {
  /// Whether the rule must report (at the marks) or stay silent.
  public var triggers: Bool
  /// The files of the example project.
  public var files: [ExampleFile]
  /// A `.locpack.json` text, if the example needs settings.
  public var configuration: String?
  /// A categories manifest (`categories.json`) text, if the example needs one.
  public var categories: String?
  /// Push keys, as if read from payloads.
  public var pushKeys: [String]

  /// Creates an example.
  public init(
    triggers: Bool, _ files: [ExampleFile], configuration: String? = nil,
    categories: String? = nil, pushKeys: [String] = []
  ) {
    self.triggers = triggers
    self.files = files
    self.configuration = configuration
    self.categories = categories
    self.pushKeys = pushKeys
  }

  /// An example that must trigger the rule at its marks.
  public static func triggering(
    _ files: ExampleFile..., configuration: String? = nil, categories: String? = nil,
    pushKeys: [String] = []
  ) -> RuleExample {
    RuleExample(
      triggers: true, files, configuration: configuration, categories: categories,
      pushKeys: pushKeys)
  }

  /// An example that must not trigger the rule.
  public static func passing(
    _ files: ExampleFile..., configuration: String? = nil, categories: String? = nil,
    pushKeys: [String] = []
  ) -> RuleExample {
    RuleExample(
      triggers: false, files, configuration: configuration, categories: categories,
      pushKeys: pushKeys)
  }

  /// The marker that shows where a diagnostic must land.
  public static let marker: Character = "↓"
}

/// Shorthand for the `.strings` files of examples: `en("\"a\" = \"b\";")`.
func strings(_ locale: String, _ text: String, table: String = "Localizable") -> ExampleFile {
  ExampleFile("\(locale).lproj/\(table).strings", text)
}
