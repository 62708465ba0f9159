/// What a server's i18n library makes of a pattern, and the app format a pattern becomes.
extension MessagePattern {
  /// The text a server renders for `values` (argument name → value).
  ///
  /// The plural branch is chosen for `count` as ICU, i18next and Rails choose it: an exact
  /// `=N` branch first, then the category `rules` give, then `other`. `#` shows `count` minus the offset.
  /// A missing value renders as the empty string.
  public func rendered(values: [String: String], count: Int?, rules: PluralRules) -> String {
    // Built as UTF-8 bytes and made a string once: the same text as joining the strings.
    var out: [UInt8] = []
    out.reserveCapacity(64)
    render(values: values, count: count, rules: rules, into: &out)
    return String(decoding: out, as: UTF8.self)
  }

  /// Appends the UTF-8 bytes of ``rendered(values:count:rules:)`` to `out`, for callers that
  /// compare many renderings without making a string of each.
  func render(
    values: [String: String], count: Int?, rules: PluralRules, into out: inout [UInt8]
  ) {
    render(values: values, count: count, rules: rules, number: nil, into: &out)
  }

  /// Appends the text, `#` showing `number` (the enclosing plural's count minus its offset).
  private func render(
    values: [String: String], count: Int?, rules: PluralRules, number: Int?,
    into out: inout [UInt8]
  ) {
    for part in parts {
      switch part {
      case .text(let text): out.append(contentsOf: text.utf8)
      case .argument(let name, _): out.append(contentsOf: (values[name] ?? "").utf8)
      case .number: out.append(contentsOf: (number.map(String.init) ?? "").utf8)
      case .plural(let plural):
        let chosen = count ?? Int(values[plural.variable] ?? "") ?? 0
        plural.branch(for: chosen, rules: rules).render(
          values: values, count: count, rules: rules, number: chosen - plural.offset, into: &out)
      case .select(let select):
        select.pattern(for: values[select.variable] ?? "").render(
          values: values, count: count, rules: rules, number: number, into: &out)
      }
    }
  }

  /// The pattern as an app format string.
  ///
  /// Text has `%` doubled; each argument is `%@`, or `%n$@` with its 1-based place in
  /// `order` when the arguments are not each used once in that order. Nil when the pattern still has a plural block or an argument not in
  /// `order`.
  public func appFormat(order: [String]) -> String? {
    var positions: [Int] = []
    for part in parts {
      switch part {
      case .text: break
      case .argument(let name, _):
        guard let position = order.firstIndex(of: name) else { return nil }
        positions.append(position + 1)
      case .number, .plural, .select: return nil
      }
    }
    let sequential = positions.enumerated().allSatisfy { $0.offset + 1 == $0.element }
    // Built as UTF-8 bytes: `%` is ASCII, so doubling it byte by byte keeps every other
    // scalar as it is.
    let percent = UInt8(ascii: "%")
    var out: [UInt8] = []
    var next = 0
    for part in parts {
      switch part {
      case .text(let text):
        for byte in text.utf8 {
          out.append(byte)
          if byte == percent { out.append(percent) }
        }
      case .argument:
        if sequential {
          out.append(percent)
          out.append(UInt8(ascii: "@"))
        } else {
          out.append(contentsOf: "%\(positions[next])$@".utf8)
        }
        next += 1
      case .number, .plural, .select: return nil
      }
    }
    return String(decoding: out, as: UTF8.self)
  }
}

extension MessagePlural {
  /// The branch for `number`: `=number`, else the category of `number` in `rules`, else
  /// `other`.
  public func branch(for number: Int, rules: PluralRules) -> MessagePattern {
    form(.exact(number)) ?? form(.category(rules.category(for: number - offset)))
      ?? form(.category(.other)) ?? MessagePattern([])
  }
}
