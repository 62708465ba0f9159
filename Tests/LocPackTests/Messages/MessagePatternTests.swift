import Testing

@testable import LocPack

/// Placeholders in every syntax, ICU plural blocks, quoting, and the errors.
@Suite struct MessagePatternTests {
  typealias Part = MessagePattern.Part

  static func parts(_ text: String, _ syntax: PlaceholderSyntax) throws -> [Part] {
    try MessagePattern.parse(text, syntax: syntax).parts
  }

  static func arg(_ name: String, _ style: String? = nil) -> Part {
    .argument(name: name, style: style)
  }

  @Test func i18nextPlaceholders() throws {
    #expect(
      try Self.parts("{{name}} liked {{- title}} ({{count, number}})", .i18next) == [
        Self.arg("name"), .text(" liked "), Self.arg("title"), .text(" ("),
        Self.arg("count", "number"), .text(")"),
      ])
    // Without `{{`, an i18next text takes ICU arguments, as i18next-icu reads it; a brace
    // that opens no argument is text.
    #expect(
      try Self.parts("Welcome, {name}! {n, number} {not an argument", .i18next) == [
        .text("Welcome, "), Self.arg("name"), .text("! "), Self.arg("n", "number"),
        .text(" {not an argument"),
      ])
    #expect(try Self.parts("{{a}} {b}", .i18next) == [Self.arg("a"), .text(" {b}")])
  }

  @Test func printfPlaceholders() throws {
    #expect(
      try Self.parts("%(user)s sent %d photos, 100%% %s %2$s %.2f", .printf) == [
        Self.arg("user"), .text(" sent "), Self.arg("1", "d"), .text(" photos, 100% "),
        Self.arg("2"), .text(" "), Self.arg("2"), .text(" "), Self.arg("3", ".2f"),
      ])
    // A percent that starts no conversion is text.
    #expect(try Self.parts("50% off", .printf) == [.text("50% off")])
  }

  @Test func bracesAndRubyPlaceholders() throws {
    #expect(
      try Self.parts("{user} {0} {} {{x}} {amount:.2f}", .braces) == [
        Self.arg("user"), .text(" "), Self.arg("0"), .text(" "), Self.arg("0"),
        .text(" {x} "), Self.arg("amount", ":.2f"),
      ])
    #expect(
      try Self.parts("%{name} has %<count>d, 5%% and %s", .ruby) == [
        Self.arg("name"), .text(" has "), Self.arg("count", "d"), .text(", 5% and %s"),
      ])
  }

  @Test func messageFormatQuotes() throws {
    // No placeholder: the text as written, quotes and all (Spring without arguments).
    #expect(try Self.parts("It's done", .messageFormat) == [.text("It's done")])
    #expect(
      try Self.parts("{0} said: it''s '{'quoted'}' {1,number}", .messageFormat) == [
        Self.arg("0"), .text(" said: it's {quoted} "), Self.arg("1", "number"),
      ])
  }

  @Test func icuPluralInEverySyntax() throws {
    let expected: [Part] = [
      Self.arg("name"), .text(" sent "),
      .plural(
        MessagePlural(
          variable: "count",
          forms: [
            MessagePlural.Form(.exact(0), MessagePattern([.text("no photos")])),
            MessagePlural.Form(.category(.one), MessagePattern([.number, .text(" photo")])),
            MessagePlural.Form(.category(.other), MessagePattern([.number, .text(" photos")])),
          ])),
    ]
    let body = " sent {count, plural, =0 {no photos} one {# photo} other {# photos}}"
    #expect(try Self.parts("{name}" + body, .messageFormat) == expected)
    #expect(try Self.parts("{{name}}" + body, .i18next) == expected)
    #expect(try Self.parts("%{name}" + body, .ruby) == expected)
    #expect(try Self.parts("%(name)s" + body, .printf) == expected)
  }

  @Test func icuQuotingInBranches() throws {
    let parts = try Self.parts("{n, plural, one {it's '#' one} other {'{'#'}'}}", .i18next)
    guard case .plural(let plural) = parts.first else {
      Issue.record("no plural")
      return
    }
    #expect(plural.form(.category(.one))?.parts == [.text("it's # one")])
    #expect(plural.form(.category(.other))?.parts == [.text("{"), .number, .text("}")])
  }

  @Test func selectingAndRendering() throws {
    let pattern = try MessagePattern.parse(
      "{name}: {count, plural, =0 {none} one {# item} other {# items}}", syntax: .braces)
    let english = PluralRules(locale: "en")
    #expect(pattern.rendered(values: ["name": "Zoë"], count: 0, rules: english) == "Zoë: none")
    #expect(pattern.rendered(values: ["name": "Zoë"], count: 1, rules: english) == "Zoë: 1 item")
    #expect(pattern.rendered(values: ["name": "Zoë"], count: 21, rules: english) == "Zoë: 21 items")
    let other = pattern.selecting { $0.form(.category(.other)) }
    #expect(other?.appFormat(order: ["name", "count"]) == "%@: %@ items")
    #expect(other?.appFormat(order: ["count", "name"]) == "%2$@: %1$@ items")
    #expect(pattern.argumentNames == ["name", "count"])
    // Text percent signs are doubled in the app format.
    let percent = try MessagePattern.parse("%{n}% off", syntax: .ruby)
    #expect(percent.appFormat(order: ["n"]) == "%@% off".replacingOccurrences("% off", "%% off"))
  }

  @Test func selectCases() throws {
    let pattern = try MessagePattern.parse(
      "{gender, select, female {{name} liked her photo} non-binary {{name} liked their photo} "
        + "other {{name} liked a photo}}!", syntax: .braces)
    #expect(pattern.selects.map(\.variable) == ["gender"])
    #expect(pattern.selects.first?.cases.map(\.name) == ["female", "non-binary", "other"])
    #expect(pattern.argumentNames == ["name"])
    let english = PluralRules(locale: "en")
    #expect(
      pattern.rendered(values: ["name": "Ana", "gender": "female"], count: nil, rules: english)
        == "Ana liked her photo!")
    // A value no case names takes 'other', as ICU does.
    #expect(
      pattern.rendered(values: ["name": "Ana", "gender": "unknown"], count: nil, rules: english)
        == "Ana liked a photo!")
    #expect(
      pattern.selecting(case: "non-binary").appFormat(order: ["name"]) == "%@ liked their photo!")
    #expect(pattern.appFormat(order: ["name"]) == nil)
    // '#' in a select that is not inside a plural is text.
    let hash = try MessagePattern.parse("{g, select, other {#1}}", syntax: .braces)
    #expect(hash.selecting(case: "x").parts == [.text("#1")])
  }

  @Test(arguments: [
    ("{count, plural, one {# x}}", PlaceholderSyntax.braces, "messages.plural-without-other", 0),
    ("{count, plural, one {# x} other {y}", .braces, "messages.unbalanced-brace", 0),
    ("{n, selectordinal, one {#st} other {#th}}", .braces, "messages.unsupported-selectordinal", 0),
    ("{g, select, a {x}}", .braces, "messages.select-without-other", 0),
    ("{g, select, a {x} a {y} other {z}}", .braces, "messages.bad-select", 18),
    ("{g, select, a x} other {z}}", .braces, "messages.bad-select", 14),
    ("{count, plural, lots {x} other {y}}", .braces, "messages.bad-plural", 16),
    ("a } b", .braces, "messages.unbalanced-brace", 2),
    ("{name", .braces, "messages.unbalanced-brace", 0),
    ("{{name", .i18next, "messages.unbalanced-brace", 0),
    ("{0,choice,0#none|1#one}", .messageFormat, "messages.unsupported-choice", 0),
    ("%*d", .printf, "messages.unsupported-width", 0),
  ])
  func errors(text: String, syntax: PlaceholderSyntax, id: String, offset: Int) {
    #expect {
      _ = try MessagePattern.parse(text, syntax: syntax)
    } throws: { error in
      guard let error = error as? MessagePatternError else { return false }
      return error.id == id && error.offset == offset
    }
  }
}

extension String {
  fileprivate func replacingOccurrences(_ target: String, _ replacement: String) -> String {
    split(separator: target, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
