/// Finds the localized-string lookups in one file's tokens and reads their keys and tables.
///
/// Recognised: `NSLocalizedString` (Swift `tableName:`/`value:`, Objective-C),
/// `NSLocalizedStringFromTable`, `NSLocalizedStringFromTableInBundle`,
/// `NSLocalizedStringWithDefaultValue`, `….localizedString(forKey:value:table:)`,
/// `[… localizedStringForKey:value:table:]`, `String(localized:table:)`,
/// `AttributedString(localized:)`, `LocalizedStringResource(_:table:)`, the SwiftUI views and
/// modifiers whose first argument is a `LocalizedStringKey` (``swiftUIViews``,
/// ``swiftUIModifiers``) when it is a literal, and the configuration's own functions.
/// Calls inside interpolations count too; a definition (`func tr(`) does not.
struct CodeCallScanner {
  /// What kind of lookup a call is.
  enum Form: Hashable, Sendable {
    case localizedString
    case fromTable
    case withDefaultValue
    case bundleLookup
    case stringLocalized
    case resource
    case swiftUIView
    case swiftUIModifier
    case custom(Int)
  }

  /// A call's argument: its label (if any) and the token indices of its value.
  struct Argument {
    var label: String?
    var value: Range<Int>
  }

  /// A literal, a `nil`, or anything else, as an argument's value.
  enum Value {
    case literal(CodeStringLiteral)
    case null
    case other
  }

  /// SwiftUI initializers whose unlabelled first argument is a `LocalizedStringKey` when it is
  /// a literal.
  static let swiftUIViews = [
    "Text", "Button", "Label", "Toggle", "TextField", "SecureField", "Picker", "Link", "Menu",
    "NavigationLink", "Stepper", "DatePicker", "ProgressView",
  ]
  /// SwiftUI modifiers whose unlabelled first argument is a `LocalizedStringKey` when it is a
  /// literal.
  static let swiftUIModifiers = [
    "navigationTitle", "navigationBarTitle", "help", "accessibilityLabel", "accessibilityHint",
    "alert", "confirmationDialog",
  ]

  let bytes: [UInt8]
  let literals: [CodeStringLiteral]
  let language: CodeLexer.Language
  let source: SourceFile
  let functions: [LintConfiguration.CodeFunction]
  let declarations: CodeDeclarations
  /// Names of forms by byte length, so that only candidates become strings.
  let names: [Int: [([UInt8], Form)]]
  /// The uses found.
  var uses: [CodeKeyUse] = []
  /// The literals that are keys of generated accessors (``CodeKeyUse/accessor``): they name
  /// a key without using it.
  var accessorLiterals: Set<Int> = []
  /// The hashes (``CodeIndex/hash(_:)``) of the names read after a `.` (`L10n.title`).
  var memberNames: Set<UInt64> = []

  /// Scans a lexed file.
  init(
    _ output: CodeLexer.Output, source: SourceFile, language: CodeLexer.Language,
    functions: [LintConfiguration.CodeFunction]
  ) {
    self.bytes = source.utf8
    self.literals = output.literals
    self.language = language
    self.source = source
    self.functions = functions
    self.declarations =
      language == .swift ? CodeDeclarations.collect(output.tokens, bytes: source.utf8) : .init()
    var forms: [(String, Form)] = [
      ("NSLocalizedString", .localizedString), ("NSLocalizedStringFromTable", .fromTable),
      ("NSLocalizedStringFromTableInBundle", .fromTable),
      ("NSLocalizedStringWithDefaultValue", .withDefaultValue),
    ]
    if language == .swift {
      forms += [
        ("localizedString", .bundleLookup), ("String", .stringLocalized),
        ("AttributedString", .stringLocalized), ("LocalizedStringResource", .resource),
      ]
      forms += Self.swiftUIViews.map { ($0, .swiftUIView) }
      forms += Self.swiftUIModifiers.map { ($0, .swiftUIModifier) }
    }
    for (index, function) in functions.enumerated() {
      forms.append((String(function.baseName), .custom(index)))
    }
    var names: [Int: [([UInt8], Form)]] = [:]
    for (name, form) in forms {
      names[name.utf8.count, default: []].append((Array(name.utf8), form))
    }
    self.names = names
  }

  /// Scans tokens, and the interpolations of their literals.
  mutating func scan(_ tokens: [CodeToken]) {
    var index = 0
    while index < tokens.count {
      defer { index += 1 }
      let token = tokens[index]
      if let literal = token.literalIndex {
        for case .interpolation(let inner) in literals[literal].segments { scan(inner) }
        continue
      }
      guard token.kind == .identifier else { continue }
      if index > 0, tokens[index - 1].isPunctuation(UInt8(ascii: ".")) {
        memberNames.insert(CodeIndex.hash(bytes[token.range]))
      }
      guard index + 1 < tokens.count else { continue }
      if isPreview(tokens, at: index) {
        // Previews never reach a user's screen: skip their body.
        index = Self.endOfBlock(tokens, after: index)
        continue
      }
      let next = tokens[index + 1]
      if next.isPunctuation(UInt8(ascii: ":")), language == .objectiveC,
        text(token) == "localizedStringForKey"
      {
        message(tokens, at: index)
      } else if next.isPunctuation(UInt8(ascii: "(")), let forms = names[token.range.count] {
        for (name, form) in forms where bytes[token.range].elementsEqual(name) {
          call(form, tokens, at: index)
        }
      }
    }
  }

  /// Whether the identifier at `index` starts a preview: `#Preview`, a type that conforms
  /// to `PreviewProvider`, or a type whose name says it is one (`struct PreviewWrapper`,
  /// `struct Row_Previews`).
  func isPreview(_ tokens: [CodeToken], at index: Int) -> Bool {
    guard language == .swift, index > 0 else { return false }
    let name = bytes[tokens[index].range]
    let previous = tokens[index - 1]
    if name.elementsEqual("Preview".utf8) { return previous.isPunctuation(UInt8(ascii: "#")) }
    if name.elementsEqual("PreviewProvider".utf8) { return true }
    guard previous.kind == .identifier, ["struct", "class", "enum"].contains(text(previous)),
      name.count >= 7
    else { return false }
    let preview = Array("Preview".utf8)
    return (0...(name.count - preview.count)).contains { offset in
      name.dropFirst(offset).starts(with: preview)
    }
  }

  /// The index of the `}` that closes the first `{` after `index` (the last index when
  /// there is none).
  static func endOfBlock(_ tokens: [CodeToken], after index: Int) -> Int {
    var position = index + 1
    var depth = 0
    while position < tokens.count {
      if tokens[position].isPunctuation(UInt8(ascii: "{")) {
        depth += 1
      } else if tokens[position].isPunctuation(UInt8(ascii: "}")) {
        depth -= 1
        if depth <= 0 { return position }
      }
      position += 1
    }
    return tokens.count - 1
  }

  // MARK: - Calls

  /// A call of `form` whose name is at `index` (its `(` follows).
  mutating func call(_ form: Form, _ tokens: [CodeToken], at index: Int) {
    let previous = index > 0 ? tokens[index - 1] : nil
    if let previous, previous.kind == .identifier, text(previous) == "func" { return }
    let isMember = previous?.isPunctuation(UInt8(ascii: ".")) ?? false
    let qualifier: String? =
      isMember && index > 1 && tokens[index - 2].kind == .identifier ? text(tokens[index - 2]) : nil
    let arguments = Self.arguments(tokens, open: index + 1, bytes: bytes)
    let first = arguments.first
    let name = text(tokens[index])
    var keyArgument: Argument?
    var table: Value?
    var defaultValue: Value?
    var xcodeExtracts = false
    var accessor: String?
    switch form {
    case .localizedString, .fromTable, .withDefaultValue:
      guard !isMember, let first, first.label == nil else { return }
      keyArgument = first
      if form == .localizedString {
        table = argument("tableName", arguments).map { value(tokens, $0) }
        defaultValue = argument("value", arguments).map { value(tokens, $0) }
      } else if arguments.count > 1 {
        table = value(tokens, arguments[1])
        if form == .withDefaultValue, arguments.count > 3 {
          defaultValue = value(tokens, arguments[3])
        }
      }
    case .bundleLookup:
      guard isMember, let first, first.label == "forKey" else { return }
      keyArgument = first
      table = argument("table", arguments).map { value(tokens, $0) }
      defaultValue = argument("value", arguments).map { value(tokens, $0) }
    case .stringLocalized, .resource:
      guard !isMember || qualifier == "Swift" || qualifier == "Foundation", let first,
        first.label == (form == .resource ? nil : "localized")
      else { return }
      keyArgument = first
      table = argument("table", arguments).map { value(tokens, $0) }
      defaultValue = argument("defaultValue", arguments).map { value(tokens, $0) }
      xcodeExtracts = true
    case .swiftUIView, .swiftUIModifier:
      let placed = form == .swiftUIView ? (!isMember || qualifier == "SwiftUI") : isMember
      guard placed, let first, first.label == nil, case .literal = value(tokens, first) else {
        return
      }
      keyArgument = first
      table = argument("tableName", arguments).map { value(tokens, $0) }
      xcodeExtracts = true
    case .custom(let position):
      let function = functions[position]
      if let wanted = function.qualifier {
        if let qualifier {
          guard qualifier == "Self" || qualifier == "self" || qualifier == String(wanted) else {
            return
          }
        } else if isMember {
          return
        }
      }
      guard function.keyArgument < arguments.count else { return }
      keyArgument = arguments[function.keyArgument]
      accessor = declaredName(tokens, before: isMember && index > 1 ? index - 2 : index)
      if accessor != nil, let keyArgument {
        for position in keyArgument.value {
          if let literal = tokens[position].literalIndex { accessorLiterals.insert(literal) }
        }
      }
      switch function.table {
      case .named(let name):
        table = .literal(CodeStringLiteral(segments: [.text(Array(name.utf8))], range: 0..<0))
      case .argument(let tableIndex):
        table = tableIndex < arguments.count ? value(tokens, arguments[tableIndex]) : .null
      }
    }
    let formName: String
    switch form {
    case .custom(let position): formName = functions[position].name
    case .stringLocalized: formName = name + "(localized:)"
    default: formName = name
    }
    record(
      key: keyArgument.map {
        (value(tokens, $0), tokens[$0.value.first ?? index].range.lowerBound)
      },
      table: table, defaultValue: defaultValue, xcodeExtracts: xcodeExtracts,
      form: formName,
      callOffset: tokens[index].range.lowerBound)
    if accessor != nil { uses[uses.count - 1].accessor = accessor }
  }

  /// The name a generated accessor (a static member) declares when the call at `start` is
  /// its value:
  /// `static let name = L10n.tr(…)`, `static var name: String { return L10n.tr(…) }`,
  /// `static func name(_ p1: Int) -> String { L10n.tr(…) }`; nil for a call in other code.
  func declaredName(_ tokens: [CodeToken], before start: Int) -> String? {
    var index = start - 1
    guard index >= 0 else { return nil }
    if tokens[index].kind == .identifier, text(tokens[index]) == "return" { index -= 1 }
    guard index >= 0 else { return nil }
    let opensBody = tokens[index].isPunctuation(UInt8(ascii: "{"))
    guard opensBody || tokens[index].isPunctuation(UInt8(ascii: "=")) else { return nil }
    var position = index - 1
    while position >= 0, index - position <= 64 {
      let token = tokens[position]
      if token.kind == .identifier, position + 1 < index {
        let word = text(token)
        if word == "var" || word == "let" || word == "func" {
          // Generated accessors are static members.
          guard tokens[position + 1].kind == .identifier, position > 0,
            text(tokens[position - 1]) == "static"
          else { return nil }
          return opensBody && word == "let" ? nil : text(tokens[position + 1])
        }
      }
      if token.isPunctuation(UInt8(ascii: "{")) || token.isPunctuation(UInt8(ascii: "}"))
        || token.isPunctuation(UInt8(ascii: ";")) || token.isPunctuation(UInt8(ascii: "="))
      {
        return nil
      }
      position -= 1
    }
    return nil
  }

  /// `[bundle localizedStringForKey:@"k" value:@"v" table:@"T"]`, whose selector part is at
  /// `index`.
  mutating func message(_ tokens: [CodeToken], at index: Int) {
    var parts: [(label: String, value: Range<Int>)] = []
    var label = text(tokens[index])
    var start = index + 2
    var position = start
    var depth = 0
    scanning: while position < tokens.count {
      let token = tokens[position]
      if case .punctuation(let byte) = token.kind {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 { break scanning }
          depth -= 1
        case UInt8(ascii: ";") where depth == 0: break scanning
        default: break
        }
      } else if depth == 0, token.kind == .identifier, position + 1 < tokens.count,
        tokens[position + 1].isPunctuation(UInt8(ascii: ":")), position > start
      {
        parts.append((label, start..<position))
        label = text(token)
        start = position + 2
        position += 1
      }
      position += 1
    }
    parts.append((label, start..<min(position, tokens.count)))
    guard let key = parts.first, !key.value.isEmpty else { return }
    // A method declaration (`localizedStringForKey:(NSString *)key`) is not a use.
    if tokens[key.value.lowerBound].isPunctuation(UInt8(ascii: "(")) { return }
    let table = parts.first { $0.label == "table" }.map { value(tokens, Argument(value: $0.value)) }
    let defaultValue = parts.first { $0.label == "value" }.map {
      value(tokens, Argument(value: $0.value))
    }
    record(
      key: (
        value(tokens, Argument(value: key.value)), tokens[key.value.lowerBound].range.lowerBound
      ),
      table: table ?? .null, defaultValue: defaultValue, xcodeExtracts: false,
      form: "localizedStringForKey:value:table:", callOffset: tokens[index].range.lowerBound)
  }

  /// Adds the use a call makes.
  mutating func record(
    key: (value: Value, offset: Int)?, table: Value?, defaultValue: Value?, xcodeExtracts: Bool,
    form: String, callOffset: Int
  ) {
    let tableName: String?
    switch table {
    case .literal(let literal)?:
      tableName = literal.text.map { $0.isEmpty ? CodeKeyUse.defaultTable : $0 }
    case .null?, nil: tableName = CodeKeyUse.defaultTable
    case .other?: tableName = nil
    }
    var use = CodeKeyUse(
      key: nil, table: tableName, form: form,
      location: source.location(at: key?.offset ?? callOffset))
    if case .literal(let literal)? = defaultValue, literal.text != "" {
      use.showsTextWhenMissing = true
    }
    switch key?.value {
    case .literal(let literal)?:
      if let text = literal.text {
        use.key = text
      } else if xcodeExtracts, let extracted = extractedKey(literal) {
        use.key = extracted
      } else {
        use.prefix = literal.prefix
        if xcodeExtracts {
          use.shape = literal.segments.reduce(into: [""]) { shape, segment in
            if case .text(let run) = segment {
              shape[shape.count - 1] += String(decoding: Self.doublingPercent(run), as: UTF8.self)
            } else {
              shape.append("")
            }
          }
        }
        use.reason =
          xcodeExtracts
          ? "the type of an interpolated value is not evident here"
          : "the key is built at run time"
      }
    default:
      use.reason = "the key is not a literal"
    }
    uses.append(use)
  }

  /// The key Xcode extracts from an interpolated literal: each interpolation replaced by
  /// its value's specifier (`%lld`, `%@`, `%lf`), each `%` of the text doubled; nil when a
  /// value's type is not evident.
  func extractedKey(_ literal: CodeStringLiteral) -> String? {
    var key: [UInt8] = []
    for segment in literal.segments {
      switch segment {
      case .text(let run): key += Self.doublingPercent(run)
      case .interpolation(let tokens):
        guard let specifier = specifier(of: tokens) else { return nil }
        key += Array(specifier.utf8)
      }
    }
    return String(decoding: key, as: UTF8.self)
  }

  /// Text with each `%` doubled, as an interpolated literal's text stands in its key.
  static func doublingPercent(_ run: [UInt8]) -> [UInt8] {
    var result: [UInt8] = []
    result.reserveCapacity(run.count)
    for byte in run {
      result.append(byte)
      if byte == UInt8(ascii: "%") { result.append(byte) }
    }
    return result
  }

  /// The specifier of one interpolation's tokens: a literal's, a declared name's, a
  /// `.count`'s (`%lld`) or a `specifier:` argument's; nil when not evident.
  func specifier(of tokens: [CodeToken]) -> String? {
    let wrapped =
      [CodeToken(kind: .punctuation(UInt8(ascii: "(")), range: 0..<0)] + tokens
      + [CodeToken(kind: .punctuation(UInt8(ascii: ")")), range: 0..<0)]
    let arguments = Self.arguments(wrapped, open: 0, bytes: bytes)
    if let format = argument("specifier", arguments),
      case .literal(let literal) = value(wrapped, format), let text = literal.text
    {
      return text
    }
    var tokens = tokens[...]
    guard arguments.count == 1, arguments[0].label == nil else { return nil }
    if tokens.count >= 3, tokens.first?.kind == .identifier,
      text(tokens[tokens.startIndex]) == "self",
      tokens[tokens.startIndex + 1].isPunctuation(UInt8(ascii: "."))
    {
      tokens = tokens.dropFirst(2)
    }
    if tokens.count == 2, tokens.first?.isPunctuation(UInt8(ascii: "-")) == true {
      tokens = tokens.dropFirst()
    }
    if tokens.count == 3, tokens.last?.kind == .identifier,
      text(tokens[tokens.startIndex + 2]) == "count",
      tokens[tokens.startIndex + 1].isPunctuation(UInt8(ascii: "."))
    {
      return "%lld"
    }
    guard tokens.count == 1, let token = tokens.first else { return nil }
    switch token.kind {
    case .integer: return "%lld"
    case .float: return "%lf"
    case .string: return "%@"
    case .identifier: return declarations.specifier(of: text(token))
    default: return nil
    }
  }

  // MARK: - Arguments

  /// The arguments of the call whose `(` is at `open`, split at top-level commas.
  static func arguments(_ tokens: [CodeToken], open: Int, bytes: [UInt8]) -> [Argument] {
    var result: [Argument] = []
    var depth = 0
    var start = open + 1
    var index = open + 1
    func close(_ end: Int) {
      guard end > start else { return }
      var argument = Argument(value: start..<end)
      if end - start >= 2, tokens[start].kind == .identifier,
        tokens[start + 1].isPunctuation(UInt8(ascii: ":"))
      {
        argument.label = String(decoding: bytes[tokens[start].range], as: UTF8.self)
        argument.value = (start + 2)..<end
      }
      result.append(argument)
    }
    while index < tokens.count {
      if case .punctuation(let byte) = tokens[index].kind {
        switch byte {
        case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
        case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"):
          if depth == 0 {
            close(index)
            return result
          }
          depth -= 1
        case UInt8(ascii: ",") where depth == 0:
          close(index)
          start = index + 1
        default: break
        }
      }
      index += 1
    }
    close(index)
    return result
  }

  /// The argument labelled `label`.
  func argument(_ label: String, _ arguments: [Argument]) -> Argument? {
    arguments.first { $0.label == label }
  }

  /// An argument's value: a string literal (adjacent Objective-C literals joined, `@`
  /// ignored), `nil`, or anything else.
  func value(_ tokens: [CodeToken], _ argument: Argument) -> Value {
    var joined: CodeStringLiteral?
    for index in argument.value {
      let token = tokens[index]
      if token.isPunctuation(UInt8(ascii: "@")) { continue }
      if let literal = token.literalIndex {
        if var existing = joined {
          for segment in literals[literal].segments {
            if case .text(let run) = segment {
              existing.append(run)
            } else {
              existing.segments.append(segment)
            }
          }
          joined = existing
        } else {
          joined = literals[literal]
        }
        continue
      }
      if argument.value.count == 1, token.kind == .identifier, text(token) == "nil" { return .null }
      return .other
    }
    return joined.map { .literal($0) } ?? .other
  }

  func text(_ token: CodeToken) -> String {
    String(decoding: bytes[token.range], as: UTF8.self)
  }
}
