/// A server message's text parsed: constant text, arguments, and the choices an ICU
/// `{count, plural, …}` or `{gender, select, …}` block (or the format's own plural forms)
/// makes.
///
/// ``parse(_:syntax:)`` reads every ``PlaceholderSyntax``. ICU plural and select blocks are
/// read in all of them (`{count, plural, =0 {none} one {# photo} other {# photos}}`): `#` is
/// the plural's number, branches hold text, arguments and further blocks. `selectordinal`
/// is refused with a reason, as is `$t()`-style nesting, which the readers report.
///
/// ```swift
/// let pattern = try MessagePattern.parse("%{name} liked %{count} photos", syntax: .ruby)
/// pattern.parts  // [.argument("name"), .text(" liked "), .argument("count"), .text(" photos")]
/// ```
public struct MessagePattern: Hashable, Sendable {
  /// One piece of a pattern.
  public enum Part: Hashable, Sendable {
    /// Constant text, unescaped.
    case text(String)
    /// A named or numbered argument with the style its syntax gave it, if any: a printf
    /// conversion other than `s` (`d`, `.2f`), a `MessageFormat` type (`number`,
    /// `date,short`), an i18next format (`number`).
    case argument(name: String, style: String?)
    /// ICU's `#` inside a plural branch: the plural's number.
    case number
    /// A plural choice.
    case plural(MessagePlural)
    /// A choice by an argument's value (ICU `select`).
    case select(MessageSelect)
  }

  /// The pieces in order.
  public var parts: [Part]

  /// Creates a pattern.
  public init(_ parts: [Part]) { self.parts = parts }

  /// Parses `text` written in `syntax`.
  /// - Throws: ``MessagePatternError`` at the offending UTF-8 offset of `text`.
  public static func parse(_ text: String, syntax: PlaceholderSyntax) throws(MessagePatternError)
    -> MessagePattern
  {
    var parser = MessagePatternParser(Array(text.utf8), syntax: syntax)
    return try parser.parseAll()
  }

  /// Argument names in order of first appearance, across every branch; the plural's
  /// variable is listed where its `#` first appears.
  public var argumentNames: [String] {
    var names: [String] = []
    // A message has a few arguments: they are compared in turn, and hashed only past
    // `linearLimit` of them.
    let linearLimit = 16
    var seen = Set<String>()
    func add(_ name: String) {
      if names.count < linearLimit {
        guard !names.contains(name) else { return }
        names.append(name)
        if names.count == linearLimit { seen = Set(names) }
      } else if seen.insert(name).inserted {
        names.append(name)
      }
    }
    func visit(_ pattern: MessagePattern, variable: String?) {
      for part in pattern.parts {
        switch part {
        case .text: break
        case .argument(let name, _):
          add(name)
        case .number:
          if let variable { add(variable) }
        case .plural(let plural):
          for form in plural.forms { visit(form.pattern, variable: plural.variable) }
        case .select(let select):
          for choice in select.cases { visit(choice.pattern, variable: variable) }
        }
      }
    }
    visit(self, variable: nil)
    return names
  }

  /// The plural choices in the pattern, outermost first.
  public var plurals: [MessagePlural] {
    var found: [MessagePlural] = []
    visitChoices { if case .plural(let plural) = $0 { found.append(plural) } }
    return found
  }

  /// The select choices in the pattern, outermost first.
  public var selects: [MessageSelect] {
    var found: [MessageSelect] = []
    visitChoices { if case .select(let select) = $0 { found.append(select) } }
    return found
  }

  /// Calls `body` with every plural and select part, outermost first.
  private func visitChoices(_ body: (Part) -> Void) {
    for part in parts {
      switch part {
      case .plural(let plural):
        body(part)
        for form in plural.forms { form.pattern.visitChoices(body) }
      case .select(let select):
        body(part)
        for choice in select.cases { choice.pattern.visitChoices(body) }
      case .text, .argument, .number: break
      }
    }
  }

  /// The pattern with its (single) plural block replaced by the branch `choose` picks, and
  /// `#` by the plural's variable as a `number` argument; nil when `choose` picks nothing.
  public func selecting(_ choose: (MessagePlural) -> MessagePattern?) -> MessagePattern? {
    var out: [Part] = []
    for part in parts {
      guard case .plural(let plural) = part else {
        out.append(part)
        continue
      }
      guard let branch = choose(plural) else { return nil }
      for inner in branch.parts {
        if case .number = inner {
          out.append(.argument(name: plural.variable, style: "number"))
        } else {
          out.append(inner)
        }
      }
    }
    return MessagePattern(out)
  }

  /// The pattern with its (single) select block replaced by the case for `value` (its
  /// `other` case when it has none by that name).
  public func selecting(case value: String) -> MessagePattern {
    var out: [Part] = []
    for part in parts {
      if case .select(let select) = part {
        out += select.pattern(for: value).parts
      } else {
        out.append(part)
      }
    }
    return MessagePattern(out)
  }
}

/// An ICU select block: `{gender, select, female {…} male {…} other {…}}`.
public struct MessageSelect: Hashable, Sendable {
  /// One case.
  public struct Case: Hashable, Sendable {
    /// The value it is for (`female`), or `other`.
    public var name: String
    /// Its text.
    public var pattern: MessagePattern

    /// Creates a case.
    public init(_ name: String, _ pattern: MessagePattern) {
      self.name = name
      self.pattern = pattern
    }
  }

  /// The argument whose value picks the case.
  public var variable: String
  /// The cases in the order written; one is `other`.
  public var cases: [Case]

  /// Creates a select block.
  public init(variable: String, cases: [Case]) {
    self.variable = variable
    self.cases = cases
  }

  /// The case for `value`: the one of that name, else `other`, as ICU picks.
  public func pattern(for value: String) -> MessagePattern {
    cases.first { $0.name == value }?.pattern ?? cases.first { $0.name == "other" }?.pattern
      ?? MessagePattern([])
  }
}

/// An ICU plural block, or the plural forms a catalog format spells out.
public struct MessagePlural: Hashable, Sendable {
  /// One branch.
  public struct Form: Hashable, Sendable {
    /// Which counts it is for.
    public var selector: PluralSelector
    /// Its text.
    public var pattern: MessagePattern

    /// Creates a branch.
    public init(_ selector: PluralSelector, _ pattern: MessagePattern) {
      self.selector = selector
      self.pattern = pattern
    }
  }

  /// The argument that holds the count (`count`; `n` for gettext, which passes it apart).
  public var variable: String
  /// ICU's `offset:`; `#` shows the count minus it.
  public var offset: Int
  /// The branches in the order written.
  public var forms: [Form]

  /// Creates a plural block.
  public init(variable: String, offset: Int = 0, forms: [Form]) {
    self.variable = variable
    self.offset = offset
    self.forms = forms
  }

  /// The branch for `selector`, if written.
  public func form(_ selector: PluralSelector) -> MessagePattern? {
    forms.first { $0.selector == selector }?.pattern
  }
}

/// A message text that cannot be read, or uses what locpack does not convert.
public struct MessagePatternError: Error, Hashable, Sendable, CustomStringConvertible {
  /// A stable id such as `messages.unbalanced-brace`.
  public var id: String
  /// One sentence, no trailing period.
  public var message: String
  /// The UTF-8 offset in the text.
  public var offset: Int

  /// Creates an error.
  public init(id: String, _ message: String, offset: Int) {
    self.id = id
    self.message = message
    self.offset = offset
  }

  public var description: String { message }
}
