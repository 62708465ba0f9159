/// One key of a `.stringsdict` file: a format with `%#@variable@` references and the
/// variables that fill them.
///
/// ```xml
/// <key>files</key>
/// <dict>
///   <key>NSStringLocalizedFormatKey</key><string>%#@count@ in %@</string>
///   <key>count</key>
///   <dict>
///     <key>NSStringFormatSpecTypeKey</key><string>NSStringPluralRuleType</string>
///     <key>NSStringFormatValueTypeKey</key><string>d</string>
///     <key>one</key><string>%d file</string>
///     <key>other</key><string>%d files</string>
///   </dict>
/// </dict>
/// ```
///
/// An entry that holds only an `NSStringVariableWidthRuleType` or
/// `NSStringDeviceSpecificRuleType` dictionary is modelled as the format
/// `%#@NSStringVariableWidthRuleType@` (or `…DeviceSpecific…`) with one variable of that name,
/// so that every entry resolves the same way; ``hasFormatKey`` is `false` for it.
public struct StringsDictEntry: Hashable, Sendable {
  /// The localization key.
  public var key: String
  /// The `NSStringLocalizedFormatKey` value.
  public var formatKey: String
  /// Whether `formatKey` comes from the file (rather than standing for an entry-level rule).
  public var hasFormatKey: Bool
  /// The variables in file order.
  public var variables: [StringsDictVariable]

  /// Creates an entry.
  public init(
    key: String, formatKey: String, variables: [StringsDictVariable], hasFormatKey: Bool = true
  ) {
    self.key = key
    self.formatKey = formatKey
    self.variables = variables
    self.hasFormatKey = hasFormatKey
  }

  /// The variable with a name, if the entry has it.
  public subscript(variable name: String) -> StringsDictVariable? {
    variables.first { $0.name == name }
  }

  /// The format key with each `%#@variable@` replaced by the form the count selects.
  ///
  /// Every plural variable gets the same count; references inside a chosen form are
  /// replaced too (up to 8 levels deep and 256 replacements in all). Other printf specifiers (`%d`, `%@`, `%%`) stay for
  /// the caller to format. A reference to a variable the entry lacks, or whose rule has no
  /// usable form, is left as written. See ``StringsDictRule/form(for:rules:device:)`` for
  /// how a form is chosen (Apple's `zero` rule included).
  public func resolve(count: Int, locale: String) -> String {
    resolve(count: PluralOperands(count), rules: PluralRules(locale: locale))
  }

  /// The format key resolved for a count written as a decimal (`"1.0"` keeps `v = 1`); text
  /// that is not a decimal selects the `other` forms.
  public func resolve(count: String, locale: String) -> String {
    guard let operands = PluralOperands(count) else {
      var budget = Self.substitutionBudget
      return substitute(formatKey, depth: 0, budget: &budget) { rule in
        guard case .plural(_, let forms) = rule else {
          return rule.form(for: PluralOperands(0), rules: PluralRules(locale: "root"))
        }
        return forms[.other]
      }
    }
    return resolve(count: operands, rules: PluralRules(locale: locale))
  }

  /// The format key resolved for a count's operands under the given rules.
  public func resolve(
    count: PluralOperands, rules: PluralRules, device: String = "iphone"
  ) -> String {
    var budget = Self.substitutionBudget
    return substitute(formatKey, depth: 0, budget: &budget) {
      $0.form(for: count, rules: rules, device: device)
    }
  }

  /// At most this many references are replaced in one resolution, so that forms which
  /// reference themselves several times cannot blow up.
  private static let substitutionBudget = 256

  private func substitute(
    _ text: String, depth: Int, budget: inout Int, pick: (StringsDictRule) -> String?
  ) -> String {
    guard depth < 8 else { return text }
    return StringsDictReference.replacing(in: text) { reference in
      guard budget > 0, let variable = self[variable: reference.name],
        let form = pick(variable.rule)
      else { return nil }
      budget -= 1
      return substitute(form, depth: depth + 1, budget: &budget, pick: pick)
    }
  }
}
