/// The types of the names one file declares where the type is evident: `let n: Int`,
/// `count: Int` (a parameter), `var n = 3`, `let name = "x"`; used to turn an interpolation
/// into the format specifier Xcode extracts for it.
///
/// A name declared with two different evident types in the file is ambiguous and resolves
/// to nothing: the use is reported as unresolved rather than guessed.
struct CodeDeclarations: Sendable {
  /// The specifier by name; nil for an ambiguous name.
  var specifiers: [String: String?] = [:]

  /// Collects the declarations of a file's tokens.
  ///
  /// - Complexity: O(tokens).
  static func collect(_ tokens: [CodeToken], bytes: [UInt8])
    -> CodeDeclarations
  {
    var result = CodeDeclarations()
    let letBytes = Array("let".utf8)
    let varBytes = Array("var".utf8)
    func isBinding(_ token: CodeToken) -> Bool {
      token.kind == .identifier
        && (bytes[token.range].elementsEqual(letBytes)
          || bytes[token.range].elementsEqual(varBytes))
    }
    var index = 1
    while index + 2 < tokens.count {
      defer { index += 1 }
      let name = tokens[index]
      guard name.kind == .identifier else { continue }
      let previous = tokens[index - 1]
      let next = tokens[index + 1]
      let value = tokens[index + 2]
      let after = index + 3 < tokens.count ? tokens[index + 3] : nil
      if next.isPunctuation(UInt8(ascii: ":")), value.kind == .identifier,
        isBinding(previous) || previous.isPunctuation(UInt8(ascii: "("))
          || previous.isPunctuation(UInt8(ascii: ",")) || previous.kind == .identifier
      {
        // `let n: Int`, `(n: Int`, `, label n: Int`; not `Int?`, `Swift.Int`, `Array<Int>`.
        if let after,
          after.isPunctuation(UInt8(ascii: "?")) || after.isPunctuation(UInt8(ascii: "."))
            || after.isPunctuation(UInt8(ascii: "<")) || after.isPunctuation(UInt8(ascii: "!"))
        {
          continue
        }
        let type = String(decoding: bytes[value.range], as: UTF8.self)
        result.record(
          String(decoding: bytes[name.range], as: UTF8.self), Self.specifier(type: type))
      } else if isBinding(previous), next.isPunctuation(UInt8(ascii: "=")) {
        // `var n = 3`, followed by a new statement rather than an operator.
        if let after, !Self.endsStatement(after) { continue }
        let specifier: String?
        switch value.kind {
        case .integer: specifier = "%lld"
        case .float: specifier = "%lf"
        case .string: specifier = "%@"
        default: continue
        }
        result.record(String(decoding: bytes[name.range], as: UTF8.self), specifier)
      }
    }
    return result
  }

  /// Whether a token after a literal starts a new statement (or closes the enclosing one).
  static func endsStatement(_ token: CodeToken) -> Bool {
    switch token.kind {
    case .identifier: return true
    case .punctuation(let byte):
      return byte == UInt8(ascii: ";") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: ")")
        || byte == UInt8(ascii: ",")
    default: return false
    }
  }

  mutating func record(_ name: String, _ specifier: String?) {
    guard let specifier else {
      specifiers[name] = .some(nil)
      return
    }
    if let existing = specifiers[name], existing != specifier {
      specifiers[name] = .some(nil)
    } else {
      specifiers[name] = specifier
    }
  }

  /// The specifier of a name, nil when the type is not evident or ambiguous.
  func specifier(of name: String) -> String? {
    specifiers[name] ?? nil
  }

  /// The specifier Xcode extracts for an interpolated value of a type, or nil for a type it
  /// extracts none for (or that is not listed).
  static func specifier(type: String) -> String? {
    switch type {
    case "Int", "Int64": return "%lld"
    case "UInt", "UInt64": return "%llu"
    case "Int32", "Int16", "Int8": return "%d"
    case "UInt32", "UInt16", "UInt8": return "%u"
    case "Double", "CGFloat": return "%lf"
    case "Float": return "%f"
    case "String", "Substring": return "%@"
    default: return nil
    }
  }
}
