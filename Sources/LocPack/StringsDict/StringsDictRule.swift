/// How one `.stringsdict` variable picks its text.
///
/// The cases mirror the values of `NSStringFormatSpecTypeKey` (and the entry-level rule keys
/// Apple accepts): `NSStringPluralRuleType`, `NSStringVariableWidthRuleType` and
/// `NSStringDeviceSpecificRuleType`.
public enum StringsDictRule: Hashable, Sendable {
  /// A plural rule: the printf conversion of the count (`NSStringFormatValueTypeKey`, such as
  /// `d`, `ld`, `lld`, `f`) and one form per CLDR category present in the file.
  case plural(valueType: String, forms: [PluralCategory: String])
  /// A variable-width rule: forms keyed by the display width in characters they suit.
  case variableWidth([Int: String])
  /// A device-specific rule: forms keyed by device (`iphone`, `ipad`, `mac` …).
  case deviceSpecific([String: String])

  /// The `NSStringFormatSpecTypeKey` value of each rule type.
  public static let pluralType = "NSStringPluralRuleType"
  /// The `NSStringVariableWidthRuleType` key or spec type.
  public static let variableWidthType = "NSStringVariableWidthRuleType"
  /// The `NSStringDeviceSpecificRuleType` key or spec type.
  public static let deviceSpecificType = "NSStringDeviceSpecificRuleType"

  /// The device keys Apple documents for `NSStringDeviceSpecificRuleType`, plus `other`.
  public static let devices: Set<String> = [
    "iphone", "ipad", "ipod", "mac", "applewatch", "appletv", "applevision", "other",
  ]

  /// The form for a count, as Apple chooses it.
  ///
  /// For a plural rule: the `zero` form for a count of 0 when the file has one (Apple honours
  /// it in every language), else the form of the count's CLDR category in `rules`, else
  /// `other`. A variable-width rule yields its widest form and a device-specific rule the form
  /// for `device`, else `other`, else the first device in alphabetical order. Returns `nil`
  /// when the rule has no usable form.
  public func form(
    for count: PluralOperands, rules: PluralRules, device: String = "iphone"
  ) -> String? {
    switch self {
    case .plural(_, let forms):
      if count.isZero, let zero = forms[.zero] { return zero }
      return forms[rules.category(for: count)] ?? forms[.other]
    case .variableWidth(let forms):
      guard let widest = forms.keys.max() else { return nil }
      return forms[widest]
    case .deviceSpecific(let forms):
      if let form = forms[device] ?? forms["other"] { return form }
      guard let first = forms.keys.min() else { return nil }
      return forms[first]
    }
  }

  /// Every form text of the rule, in a stable order (plural categories in CLDR order, widths
  /// ascending, devices alphabetically).
  public var formTexts: [String] {
    switch self {
    case .plural(_, let forms):
      return PluralCategory.allCases.compactMap { forms[$0] }
    case .variableWidth(let forms):
      return forms.keys.sorted().compactMap { forms[$0] }
    case .deviceSpecific(let forms):
      return forms.keys.sorted().compactMap { forms[$0] }
    }
  }
}
