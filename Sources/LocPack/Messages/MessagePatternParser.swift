/// The byte-level reader behind ``MessagePattern/parse(_:syntax:)``.
///
/// Quoting follows each syntax's library: Java `MessageFormat` quotes with every `'` (`''`
/// is a quote) once a text has a `{`, and leaves a text without one alone, as Spring's
/// `MessageSource` does when a message takes no arguments; inside an ICU block a `'` quotes
/// only before `{`, `}`, `#` or `|` (ICU's default apostrophe mode), elsewhere it is text.
struct MessagePatternParser {
  private let bytes: [UInt8]
  private let syntax: PlaceholderSyntax
  private var index = 0
  /// The next name for an unnamed printf conversion (`1`, `2` …) or Python's `{}` (`0` …).
  private var sequential = 0
  /// How many ICU blocks enclose the text being read.
  private var icuDepth = 0
  /// How many of them are plural blocks (where `#` is the number).
  private var pluralDepth = 0
  /// Whether an i18next text takes ICU arguments (`{name}`), as i18next-icu reads it: the
  /// text has no `{{`.
  private let icuArguments: Bool

  /// The most ICU blocks one inside another.
  static let maxNesting = 8

  init(_ bytes: [UInt8], syntax: PlaceholderSyntax) {
    self.bytes = bytes
    self.syntax = syntax
    var doubled = false
    for index in bytes.indices.dropLast()
    where bytes[index] == UInt8(ascii: "{") && bytes[index + 1] == UInt8(ascii: "{") {
      doubled = true
      break
    }
    self.icuArguments = syntax == .i18next && !doubled
  }

  mutating func parseAll() throws(MessagePatternError) -> MessagePattern {
    if syntax == .messageFormat, !bytes.contains(UInt8(ascii: "{")) {
      return MessagePattern(bytes.isEmpty ? [] : [.text(String(decoding: bytes, as: UTF8.self))])
    }
    let pattern = try parseText(inBranch: false)
    if index < bytes.count {
      throw MessagePatternError(
        id: "messages.unbalanced-brace", "a '}' closes nothing", offset: index)
    }
    return pattern
  }

  // MARK: - Text

  /// Reads text up to the end, or in a branch up to its closing `}` (not consumed).
  private mutating func parseText(inBranch: Bool) throws(MessagePatternError) -> MessagePattern {
    var parts: [MessagePattern.Part] = []
    var text: [UInt8] = []
    func flush() {
      if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
      text.removeAll()
    }
    func add(_ part: MessagePattern.Part) {
      flush()
      parts.append(part)
    }
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "'") where syntax == .messageFormat || icuDepth > 0:
        try readQuote(into: &text)
      case UInt8(ascii: "{"):
        if let name = icuBlockStart() {
          add(try parseBlock(name: name))
        } else if let part = try openBrace(text: &text) {
          add(part)
        }
      case UInt8(ascii: "}"):
        if inBranch { flush(); return MessagePattern(parts) }
        if syntax == .braces {
          guard at(index + 1, UInt8(ascii: "}")) else {
            throw MessagePatternError(
              id: "messages.unbalanced-brace", "a single '}' must be doubled ('}}')",
              offset: index)
          }
          text.append(byte)
          index += 2
        } else {
          text.append(byte)
          index += 1
        }
      case UInt8(ascii: "%") where syntax == .printf:
        if let part = try printfConversion(text: &text) { add(part) }
      case UInt8(ascii: "%") where syntax == .ruby:
        if let part = try rubyPlaceholder(text: &text) { add(part) }
      case UInt8(ascii: "#") where pluralDepth > 0:
        add(.number)
        index += 1
      default:
        text.append(byte)
        index += 1
      }
    }
    if inBranch {
      throw MessagePatternError(
        id: "messages.unbalanced-brace", "a plural branch is not closed with '}'",
        offset: bytes.count)
    }
    flush()
    return MessagePattern(parts)
  }

  private func at(_ position: Int, _ byte: UInt8) -> Bool {
    position < bytes.count && bytes[position] == byte
  }

  /// A quote at `index`: Java's rules in `MessageFormat` text, ICU's elsewhere.
  private mutating func readQuote(into text: inout [UInt8]) throws(MessagePatternError) {
    let quote = UInt8(ascii: "'")
    if at(index + 1, quote) {
      text.append(quote)
      index += 2
      return
    }
    if syntax != .messageFormat {
      let next = index + 1 < bytes.count ? bytes[index + 1] : 0
      let special =
        next == UInt8(ascii: "{") || next == UInt8(ascii: "}") || next == UInt8(ascii: "|")
        || (next == UInt8(ascii: "#") && pluralDepth > 0)
      guard special else {
        text.append(quote)
        index += 1
        return
      }
    }
    // Quoted text up to the next lone quote ('' inside is a quote); to the end if none.
    index += 1
    while index < bytes.count {
      if bytes[index] == quote {
        if at(index + 1, quote) {
          text.append(quote)
          index += 2
          continue
        }
        index += 1
        return
      }
      text.append(bytes[index])
      index += 1
    }
  }

  // MARK: - Braces

  /// A `{` that does not start an ICU block: a placeholder of the syntax, or text.
  private mutating func openBrace(text: inout [UInt8]) throws(MessagePatternError)
    -> MessagePattern.Part?
  {
    let start = index
    switch syntax {
    case .i18next where at(index + 1, UInt8(ascii: "{")):
      guard let close = find("}}", from: index + 2) else {
        throw MessagePatternError(
          id: "messages.unbalanced-brace", "'{{' is not closed with '}}'", offset: start)
      }
      var inner = trimmed(index + 2, close)
      if inner.first == UInt8(ascii: "-") { inner = trimmed(inner.dropFirst()) }
      index = close + 2
      let (name, style) = split(inner, at: UInt8(ascii: ","))
      guard !name.isEmpty else {
        throw MessagePatternError(
          id: "messages.empty-placeholder", "'{{}}' names no value", offset: start)
      }
      return .argument(name: name, style: style)
    case .braces where at(index + 1, UInt8(ascii: "{")):
      text.append(UInt8(ascii: "{"))
      index += 2
      return nil
    case .braces, .messageFormat:
      return try argument(start: start)
    case .i18next where icuArguments && startsArgument(at: start):
      return try argument(start: start)
    case _ where icuDepth > 0:
      return try argument(start: start)
    default:
      text.append(UInt8(ascii: "{"))
      index += 1
      return nil
    }
  }

  /// `{name}`, `{name, type, style}` (MessageFormat, ICU) or `{name!r:>10}` (Python).
  private mutating func argument(start: Int) throws(MessagePatternError) -> MessagePattern.Part {
    guard let close = bytes[(start + 1)...].firstIndex(of: UInt8(ascii: "}")) else {
      throw MessagePatternError(
        id: "messages.unbalanced-brace", "'{' is not closed with '}'", offset: start)
    }
    if let nested = bytes[(start + 1)..<close].firstIndex(of: UInt8(ascii: "{")) {
      throw MessagePatternError(
        id: "messages.unbalanced-brace", "a '{' inside a placeholder", offset: nested)
    }
    index = close + 1
    let inner = trimmed(start + 1, close)
    var name: String
    var style: String?
    if syntax == .braces && icuDepth == 0 {
      let end = inner.firstIndex { $0 == UInt8(ascii: "!") || $0 == UInt8(ascii: ":") }
      name = String(decoding: inner[..<(end ?? inner.endIndex)], as: UTF8.self)
      style = end.map { String(decoding: inner[$0...], as: UTF8.self) }
      if name.isEmpty {
        name = String(sequential)
        sequential += 1
      }
    } else {
      (name, style) = split(inner, at: UInt8(ascii: ","))
      guard !name.isEmpty else {
        throw MessagePatternError(
          id: "messages.empty-placeholder", "'{}' names no argument", offset: start)
      }
      if let style, style == "choice" || style.hasPrefix("choice,") || style.hasPrefix("choice ") {
        throw MessagePatternError(
          id: "messages.unsupported-choice",
          "a ChoiceFormat ('{\(name),choice,…}') is not converted; write it as an ICU plural",
          offset: start)
      }
    }
    return .argument(name: name, style: style)
  }

  /// Whether `{` at `start` opens an ICU argument: a name, then `}` or `,`.
  private func startsArgument(at start: Int) -> Bool {
    var position = start + 1
    skipSpaces(&position)
    let nameStart = position
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    guard position > nameStart else { return false }
    skipSpaces(&position)
    return at(position, UInt8(ascii: "}")) || at(position, UInt8(ascii: ","))
  }

  /// The name of an ICU block (`{count, plural,` / `select` / `selectordinal`) starting at
  /// `index`, without moving.
  private func icuBlockStart() -> String? {
    var position = index + 1
    skipSpaces(&position)
    let nameStart = position
    while position < bytes.count, isNameByte(bytes[position]) { position += 1 }
    guard position > nameStart else { return nil }
    let name = String(decoding: bytes[nameStart..<position], as: UTF8.self)
    skipSpaces(&position)
    guard at(position, UInt8(ascii: ",")) else { return nil }
    position += 1
    skipSpaces(&position)
    let keywordStart = position
    while position < bytes.count, isLetter(bytes[position]) { position += 1 }
    let keyword = String(decoding: bytes[keywordStart..<position], as: UTF8.self)
    guard ["plural", "select", "selectordinal"].contains(keyword) else { return nil }
    skipSpaces(&position)
    guard at(position, UInt8(ascii: ",")) || at(position, UInt8(ascii: "}")) else { return nil }
    return name
  }

  /// An ICU block at `index`, whose name ``icuBlockStart()`` found.
  private mutating func parseBlock(name: String) throws(MessagePatternError)
    -> MessagePattern.Part
  {
    let start = index
    guard icuDepth < Self.maxNesting else {
      throw MessagePatternError(
        id: "messages.too-deep", "ICU blocks nest more than \(Self.maxNesting) deep",
        offset: start)
    }
    index += 1
    skipSpaces(&index)
    index += name.utf8.count
    skipSpaces(&index)
    index += 1  // ,
    skipSpaces(&index)
    let keywordStart = index
    while index < bytes.count, isLetter(bytes[index]) { index += 1 }
    let keyword = String(decoding: bytes[keywordStart..<index], as: UTF8.self)
    if keyword == "select" { return try parseSelect(name: name, start: start) }
    guard keyword == "plural" else {
      throw MessagePatternError(
        id: "messages.unsupported-selectordinal",
        "an ICU 'selectordinal' is not converted: a push key per ordinal category needs the "
          + "ordinal rules; split the message into one message per case", offset: start)
    }
    skipSpaces(&index)
    if at(index, UInt8(ascii: ",")) { index += 1 }
    var offset = 0
    var forms: [MessagePlural.Form] = []
    icuDepth += 1
    pluralDepth += 1
    defer {
      icuDepth -= 1
      pluralDepth -= 1
    }
    while try nextBranch(of: "plural", start: start) {
      let selectorStart = index
      while index < bytes.count, !isSpace(bytes[index]), bytes[index] != UInt8(ascii: "{") {
        index += 1
      }
      let word = String(decoding: bytes[selectorStart..<index], as: UTF8.self)
      if word.hasPrefix("offset:") {
        var digits = String(word.dropFirst(7))
        if digits.isEmpty {
          skipSpaces(&index)
          let digitsStart = index
          while index < bytes.count, isDigit(bytes[index]) { index += 1 }
          digits = String(decoding: bytes[digitsStart..<index], as: UTF8.self)
        }
        guard let value = Int(digits), value < 1_000_000 else {
          throw MessagePatternError(
            id: "messages.bad-plural", "'offset:' takes a number", offset: selectorStart)
        }
        offset = value
        continue
      }
      let selector: PluralSelector
      if word.hasPrefix("="), let value = Int(word.dropFirst()), value >= 0 {
        selector = .exact(value)
      } else if let category = PluralCategory(rawValue: word) {
        selector = .category(category)
      } else {
        throw MessagePatternError(
          id: "messages.bad-plural",
          "'\(word)' is not a plural selector (zero, one, two, few, many, other or =N)",
          offset: selectorStart)
      }
      skipSpaces(&index)
      guard at(index, UInt8(ascii: "{")) else {
        throw MessagePatternError(
          id: "messages.bad-plural", "the selector '\(word)' is not followed by '{'",
          offset: index)
      }
      index += 1
      let branch = try parseText(inBranch: true)
      index += 1  // }
      if forms.contains(where: { $0.selector == selector }) {
        throw MessagePatternError(
          id: "messages.bad-plural", "the selector '\(word)' repeats", offset: selectorStart)
      }
      forms.append(MessagePlural.Form(selector, branch))
    }
    guard forms.contains(where: { $0.selector == .category(.other) }) else {
      throw MessagePatternError(
        id: "messages.plural-without-other", "the plural block has no 'other' branch",
        offset: start)
    }
    return .plural(MessagePlural(variable: name, offset: offset, forms: forms))
  }

  /// Moves to the next branch of the `block` opened at `start`: false at its closing `}`,
  /// which is read.
  private mutating func nextBranch(of block: String, start: Int) throws(MessagePatternError)
    -> Bool
  {
    skipSpaces(&index)
    guard index < bytes.count else {
      throw MessagePatternError(
        id: "messages.unbalanced-brace", "the \(block) block is not closed with '}'",
        offset: start)
    }
    if bytes[index] == UInt8(ascii: "}") {
      index += 1
      return false
    }
    return true
  }

  /// The cases of an ICU select block, `index` after its `select` keyword.
  private mutating func parseSelect(name: String, start: Int) throws(MessagePatternError)
    -> MessagePattern.Part
  {
    skipSpaces(&index)
    if at(index, UInt8(ascii: ",")) { index += 1 }
    var cases: [MessageSelect.Case] = []
    icuDepth += 1
    defer { icuDepth -= 1 }
    while try nextBranch(of: "select", start: start) {
      let caseStart = index
      // ICU's case keywords are any run without spaces or pattern syntax.
      while index < bytes.count,
        isNameByte(bytes[index]) || bytes[index] == UInt8(ascii: "-") || bytes[index] >= 0x80
      {
        index += 1
      }
      let word = String(decoding: bytes[caseStart..<index], as: UTF8.self)
      skipSpaces(&index)
      guard !word.isEmpty, at(index, UInt8(ascii: "{")) else {
        throw MessagePatternError(
          id: "messages.bad-select",
          word.isEmpty
            ? "a select case is a word without spaces or braces"
            : "the case '\(word)' is not followed by '{'", offset: word.isEmpty ? caseStart : index)
      }
      index += 1
      let branch = try parseText(inBranch: true)
      index += 1  // }
      if cases.contains(where: { $0.name == word }) {
        throw MessagePatternError(
          id: "messages.bad-select", "the case '\(word)' repeats", offset: caseStart)
      }
      cases.append(MessageSelect.Case(word, branch))
    }
    guard cases.contains(where: { $0.name == "other" }) else {
      throw MessagePatternError(
        id: "messages.select-without-other", "the select block has no 'other' case",
        offset: start)
    }
    return .select(MessageSelect(variable: name, cases: cases))
  }

  // MARK: - Percent placeholders

  /// A printf conversion at `index` (`%s`, `%(name)s`, `%1$d`, `%.2f`); `%%` and a `%`
  /// that starts none are text.
  private mutating func printfConversion(text: inout [UInt8]) throws(MessagePatternError)
    -> MessagePattern.Part?
  {
    let start = index
    var position = index + 1
    if at(position, UInt8(ascii: "%")) {
      text.append(UInt8(ascii: "%"))
      index += 2
      return nil
    }
    var name: String?
    if at(position, UInt8(ascii: "(")) {
      guard let close = bytes[position...].firstIndex(of: UInt8(ascii: ")")) else {
        text.append(UInt8(ascii: "%"))
        index += 1
        return nil
      }
      name = String(decoding: bytes[(position + 1)..<close], as: UTF8.self)
      position = close + 1
    } else {
      var digits = position
      while digits < bytes.count, isDigit(bytes[digits]) { digits += 1 }
      if digits > position, at(digits, UInt8(ascii: "$")) {
        name = String(decoding: bytes[position..<digits], as: UTF8.self)
        position = digits + 1
      }
    }
    let specStart = position
    // No space flag: "50% off" in a message is a percent sign, not `% o`.
    while position < bytes.count, "-+#0'".utf8.contains(bytes[position]) { position += 1 }
    if at(position, UInt8(ascii: "*")) {
      throw MessagePatternError(
        id: "messages.unsupported-width",
        "a width taken from an argument ('*') is not converted", offset: start)
    }
    while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    if at(position, UInt8(ascii: ".")) {
      position += 1
      while position < bytes.count, isDigit(bytes[position]) { position += 1 }
    }
    while position < bytes.count, "hlqLzjt".utf8.contains(bytes[position]) { position += 1 }
    guard position < bytes.count, "diouxXeEfFgGcrsaAbp@".utf8.contains(bytes[position]) else {
      text.append(UInt8(ascii: "%"))
      index += 1
      return nil
    }
    let spec = String(decoding: bytes[specStart...position], as: UTF8.self)
    index = position + 1
    if name == nil {
      sequential += 1
      name = String(sequential)
    }
    return .argument(name: name ?? "", style: spec == "s" || spec == "@" ? nil : spec)
  }

  /// Ruby i18n's `%{name}` or `%<name>d`; `%%` and other `%` are text.
  private mutating func rubyPlaceholder(text: inout [UInt8]) throws(MessagePatternError)
    -> MessagePattern.Part?
  {
    let next = index + 1 < bytes.count ? bytes[index + 1] : 0
    if next == UInt8(ascii: "%") {
      text.append(UInt8(ascii: "%"))
      index += 2
      return nil
    }
    let close: UInt8 = next == UInt8(ascii: "{") ? UInt8(ascii: "}") : UInt8(ascii: ">")
    guard next == UInt8(ascii: "{") || next == UInt8(ascii: "<"),
      let end = bytes[(index + 2)...].firstIndex(of: close), end > index + 2
    else {
      text.append(UInt8(ascii: "%"))
      index += 1
      return nil
    }
    let name = String(decoding: bytes[(index + 2)..<end], as: UTF8.self)
    var position = end + 1
    var style: String?
    if close == UInt8(ascii: ">") {
      let specStart = position
      while position < bytes.count, !isLetter(bytes[position]), position - specStart < 16 {
        position += 1
      }
      guard position < bytes.count, "bBdiouxXeEfgGcps".utf8.contains(bytes[position]) else {
        throw MessagePatternError(
          id: "messages.bad-placeholder", "'%<\(name)>' has no conversion", offset: index)
      }
      let spec = String(decoding: bytes[specStart...position], as: UTF8.self)
      style = spec == "s" ? nil : spec
      position += 1
    }
    index = position
    return .argument(name: name, style: style)
  }

  // MARK: - Bytes

  private func find(_ needle: String, from start: Int) -> Int? {
    let target = Array(needle.utf8)
    var position = start
    while position + target.count <= bytes.count {
      if bytes[position] == target[0], Array(bytes[position..<(position + target.count)]) == target
      {
        return position
      }
      position += 1
    }
    return nil
  }

  private func trimmed(_ start: Int, _ end: Int) -> ArraySlice<UInt8> {
    trimmed(bytes[start..<end])
  }

  private func trimmed(_ slice: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
    var slice = slice
    while let first = slice.first, isSpace(first) { slice = slice.dropFirst() }
    while let last = slice.last, isSpace(last) { slice = slice.dropLast() }
    return slice
  }

  /// The trimmed text before the first `separator` and the trimmed rest (nil without one).
  private func split(_ slice: ArraySlice<UInt8>, at separator: UInt8) -> (String, String?) {
    guard let cut = slice.firstIndex(of: separator) else {
      return (String(decoding: slice, as: UTF8.self), nil)
    }
    let rest = trimmed(slice[(cut + 1)...])
    return (
      String(decoding: trimmed(slice[..<cut]), as: UTF8.self),
      String(decoding: rest, as: UTF8.self)
    )
  }

  private func skipSpaces(_ position: inout Int) {
    while position < bytes.count, isSpace(bytes[position]) { position += 1 }
  }

  private func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }
  private func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
  private func isLetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 0x61 && (byte | 0x20) <= 0x7A }
  private func isNameByte(_ byte: UInt8) -> Bool {
    isLetter(byte) || isDigit(byte) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".")
  }
}
