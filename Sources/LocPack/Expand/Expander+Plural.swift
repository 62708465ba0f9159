/// Fills a `.stringsdict` entry the way `localizedStringWithFormat` would: each
/// `%#@variable@` picks its form for the count in its argument, and the form is filled with
/// that count.
///
/// Push `loc-args` are strings, so the count is the argument's text read as a decimal
/// (`"3"`, `"1.5"`); text that is no number selects the `other` form. Whether a device
/// applies `.stringsdict` to push keys at all is unverified (FACTS §2), so every variable
/// resolved adds an `expand.plural-unverified` warning naming the form chosen.
enum PluralExpansion {
  static func expand(
    _ entry: StringsDictEntry, format: FormatString, arguments: [String], locale: String,
    key: String, field: Expansion.Field?, options: ExpansionOptions,
    warnings: inout [Expansion.Warning]
  ) -> String {
    let rules = PluralRules(locale: locale)
    var filled = arguments
    var resolved: Set<String> = []
    for specifier in format.specifiers {
      guard let name = specifier.variableName, let variable = entry[variable: name],
        let rank = format.slots.firstIndex(where: { $0.index == specifier.argumentIndex }),
        rank < arguments.count
      else { continue }
      let countText = arguments[rank]
      let operands = PluralOperands(countText)
      var category: PluralCategory?
      let form: String?
      if case .plural(_, let forms) = variable.rule {
        if let operands {
          if operands.isZero, forms[.zero] != nil {
            category = .zero
          } else {
            let chosen = rules.category(for: operands)
            category = forms[chosen] != nil ? chosen : .other
          }
        } else {
          category = .other
          warnings.append(
            Expansion.Warning(
              id: "expand.plural-count-not-a-number",
              message: "'\(key)': the count '\(countText)' for '\(name)' is not a number; "
                + "the 'other' form is used", field: field))
        }
        form = category.flatMap { forms[$0] }
      } else {
        form = variable.rule.form(for: operands ?? PluralOperands(0), rules: rules)
      }
      guard let form else { continue }
      var formOptions = options
      formOptions.nonObject = .argument
      filled[rank] =
        FormatString.parse(form).expand(
          arguments: [countText], options: formOptions
        ).text
      resolved.insert(name)
      let chosen = category.map { "the '\($0.rawValue)' form" } ?? "a form"
      warnings.append(
        Expansion.Warning(
          id: "expand.plural-unverified",
          message: "'\(key)' has a .stringsdict entry; \(chosen) of '\(name)' is shown for "
            + "\(countText) (\(locale) rules), but whether pushes apply .stringsdict is "
            + "unverified", field: field))
    }
    let result = format.expand(arguments: filled, options: options)
    for warning in result.warnings {
      if case .stringsdictVariable(let name) = warning.kind, resolved.contains(name) { continue }
      warnings.append(Expander.warning(warning, key: key, field: field))
    }
    return result.text
  }
}
