/// The check that a phone shows what the server renders: every message, in every app
/// localization, for every checked count.
extension MessageConverter {
  /// Values the checks fill arguments with: several scripts, a `%` and a quote, so that an
  /// escaping mistake shows.
  static let sampleTexts = [
    "Zoë", "李雷", "Ana María O'Brien", "50% off", "Юлия", "سارة", "%@ & {name}", "🎉 Party",
  ]

  /// Sample argument values of a plan: `count` for the plural's variable, `choice` for the
  /// select's, digits for an argument the server formats as a number, else sample texts.
  func sampleValues(_ plan: MessagePlan, count: Int?, choice: String?, variant: Int)
    -> [String: String]
  {
    var values: [String: String] = [:]
    for (index, name) in plan.argumentNames.enumerated() {
      if name == plan.pluralVariable, let count {
        values[name] = String(count)
      } else if plan.numericArguments.contains(name) {
        values[name] = String(7 + 13 * (index + variant))
      } else {
        values[name] = Self.sampleTexts[(index + variant) % Self.sampleTexts.count]
      }
    }
    if let variable = plan.selectVariable, let choice { values[variable] = choice }
    return values
  }

  /// Every argument name of a plan (its keys' first, then any other its texts use), and
  /// those the server formats as numbers.
  static func argumentNames(_ plan: MessagePlan) -> (names: [String], numeric: Set<String>) {
    var names: [String] = []
    var numeric: Set<String> = []
    for key in plan.keys {
      for argument in key.arguments where !names.contains(argument.name) {
        names.append(argument.name)
        if let style = argument.style, isNumeric(style) { numeric.insert(argument.name) }
      }
    }
    for language in plan.languages {
      for name in plan.message.patterns[language]?.argumentNames ?? [] where !names.contains(name) {
        names.append(name)
      }
    }
    return (names, numeric)
  }

  /// Whether a style formats a number (`number`, `d`, `.2f`, `integer`).
  static func isNumeric(_ style: String) -> Bool {
    if style.hasPrefix("number") || style == "integer" || style == "percent" { return true }
    guard let last = style.unicodeScalars.last else { return false }
    return "diufFeEgGxXo".unicodeScalars.contains(last)
  }

  /// The cases each message is checked in: every checked count for a plural message; every
  /// select case and a value no case names for a select message; else one.
  static func checks(_ plan: MessagePlan) -> [(count: Int?, choice: String?)] {
    if plan.pluralVariable != nil { return checkedCounts.map { ($0, nil) } }
    guard plan.selectVariable != nil else { return [(nil, nil)] }
    return plan.keys.compactMap(\.choice).map { (nil, $0) } + [(nil, unlistedChoice)]
  }

  /// A select value no case names, which picks `other`.
  static let unlistedChoice = "value-without-a-case"

  /// Renders every message as the server would and as the phone would, in every app
  /// localization; a difference is an error.
  ///
  /// Each localization is written, read back, compiled and checked on a core of its own,
  /// and freed there: a phone reads one localization's table only. Each message's errors
  /// are then taken in localization order, at most 20 per message and 20 in all.
  func verify(_ plans: [MessagePlan], into conversion: inout MessageConversion) {
    let written = Set(conversion.messages.map(\.id))
    let checked = plans.filter { written.contains($0.message.id) }
    let tables = conversion.tables
    let names = tables.localizations
    let catalog = tables.catalog?.written()
    // The cases and sample values of a message are the same in every localization.
    let cases = checked.parallelMap { checkCases($0) }
    let byLocalization = Array(names.indices).parallelMap { index in
      let expander = Expander(bundle: tables.verificationBundle(of: index, written: catalog))
      var buffers = CheckBuffers(table: expander.table(for: names[index]))
      // Plans are read in place: a copy per localization would retain all their texts.
      return checked.withUnsafeBufferPointer { plans in
        plans.indices.map { position in
          check(
            plans[position], cases: cases[position], expander: expander, localization: index,
            named: names[index], buffers: &buffers)
        }
      }
    }
    var reported = 0
    for position in checked.indices {
      var diagnostics: [Diagnostic] = []
      for results in byLocalization {
        let result = results[position]
        conversion.verified += result.verified
        conversion.mismatches += result.mismatches
        for diagnostic in result.diagnostics where diagnostics.count < 20 {
          diagnostics.append(diagnostic)
        }
      }
      for diagnostic in diagnostics where reported < 20 {
        conversion.diagnostics.append(diagnostic)
        reported += 1
      }
    }
    if conversion.mismatches > reported {
      conversion.diagnostics.append(
        Diagnostic(
          .error, id: "messages.verify-mismatch",
          "\(conversion.mismatches - reported) more renderings differ from the server's"))
    }
  }

  /// The cases a message is checked in (see ``checks(_:)``), the sample values of each, and
  /// the arguments each key of the message is sent with in each case (by case, then key).
  struct CheckCases: Sendable {
    var checks: [(count: Int?, choice: String?)]
    var samples: [[String: String]]
    var arguments: [[[String]]]
  }

  /// The cases a message is checked in, with their sample values and each key's arguments.
  func checkCases(_ plan: MessagePlan) -> CheckCases {
    let checks = Self.checks(plan)
    let samples = checks.enumerated().map {
      sampleValues(plan, count: $1.count, choice: $1.choice, variant: $0)
    }
    let arguments = samples.map { values in
      plan.keys.map { key in key.arguments.map { values[$0.name] ?? "" } }
    }
    return CheckCases(checks: checks, samples: samples, arguments: arguments)
  }

  /// One localization's compiled table and the byte buffers its checks reuse.
  struct CheckBuffers {
    /// The localization's compiled table; nil when it has none.
    var table: Expander.CompiledTable?
    /// The server's rendering.
    var expected: [UInt8] = []
    /// What the phone shows.
    var shown: [UInt8] = []
  }

  /// One message's renderings in app localization `index`: how many, how many differ, and
  /// an error for each of the first 20 that differ.
  ///
  /// Each rendering is first compared as bytes, through the compiled table's fast path;
  /// only a rendering that differs there, or that the fast path says would warn, is made
  /// again as text with its warnings, as the phone's text and the server's are compared.
  /// Equal bytes with no warning are an equal text, so the outcome is the same.
  func check(
    _ plan: MessagePlan, cases: CheckCases, expander: Expander, localization index: Int,
    named localization: String, buffers: inout CheckBuffers
  ) -> (verified: Int, mismatches: Int, diagnostics: [Diagnostic]) {
    var verified = 0
    var mismatches = 0
    var diagnostics: [Diagnostic] = []
    let language = plan.sources[index].language
    guard let pattern = plan.message.patterns[language] else { return (0, 0, []) }
    let rules = rules(language)
    for (variant, (count, choice)) in cases.checks.enumerated() {
      let values = cases.samples[variant]
      let key = keyIndex(plan, count: count, choice: choice, language: language)
      let arguments = cases.arguments[variant][key]
      verified += 1
      if let table = buffers.table {
        buffers.expected.removeAll(keepingCapacity: true)
        buffers.shown.removeAll(keepingCapacity: true)
        pattern.render(values: values, count: count, rules: rules, into: &buffers.expected)
        let clean = table.expandKey(
          plan.keys[key].key, arguments: arguments, into: &buffers.shown,
          options: expander.options.format)
        if clean, buffers.shown == buffers.expected { continue }
      }
      let expected = pattern.rendered(values: values, count: count, rules: rules)
      let (shown, warnings) = expander.text(
        forKey: plan.keys[key].key, arguments: arguments, localization: localization)
      // Arguments a form leaves out are ignored on the phone (`expand.unused-arguments`).
      let problems = warnings.filter { $0.id != "expand.unused-arguments" }
      guard shown != expected || !problems.isEmpty else { continue }
      mismatches += 1
      guard diagnostics.count < 20 else { continue }
      let countText =
        count.map { " with \(plan.pluralVariable ?? "count") \($0)" }
        ?? choice.map { " with \(plan.selectVariable ?? "") '\($0)'" } ?? ""
      diagnostics.append(
        Diagnostic(
          .error, id: "messages.verify-mismatch",
          "message \(plan.message.id)\(countText): a phone in \(localization) shows "
            + "\"\(shown)\" for \(plan.keys[key].key), the server renders \"\(expected)\""
            + problems.map { " (\($0.message))" }.joined(),
          at: plan.message.locations[language]))
    }
    return (verified, mismatches, diagnostics)
  }
}
