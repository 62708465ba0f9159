/// One command-line word, classified before it is matched against a command's options.
///
/// Each token keeps its index in the argument list so errors can point at it.
struct ArgumentToken: Hashable, Sendable {
  /// The lexical forms a word can take.
  enum Kind: Hashable, Sendable {
    /// `--name` or `--name=value` (the value may be empty: `--name=`).
    case long(name: String, value: String?)
    /// `-x`, `-xyz` (bundled flags) or `-xVALUE`: the characters after the dash.
    case short(String)
    /// Anything else: a plain word, `-` (standard input), a negative number such as `-5`,
    /// or any word after `--`.
    case positional(String)
    /// `--`: every later word is positional.
    case terminator
  }

  /// The form of the word.
  var kind: Kind
  /// The 0-based index of the word in the argument list.
  var index: Int

  /// Splits an argument list into tokens.
  ///
  /// - Complexity: O(total length of the arguments).
  static func tokenize(_ arguments: [String], startingAt offset: Int = 0) -> [ArgumentToken] {
    var tokens: [ArgumentToken] = []
    tokens.reserveCapacity(arguments.count)
    var afterTerminator = false
    for (position, word) in arguments.enumerated() {
      let index = position + offset
      if afterTerminator {
        tokens.append(ArgumentToken(kind: .positional(word), index: index))
        continue
      }
      let utf8 = Array(word.utf8)
      if word == "--" {
        afterTerminator = true
        tokens.append(ArgumentToken(kind: .terminator, index: index))
      } else if utf8.count > 2, utf8[0] == UInt8(ascii: "-"), utf8[1] == UInt8(ascii: "-") {
        let body = utf8[2...]
        if let equals = body.firstIndex(of: UInt8(ascii: "=")) {
          let name = String(decoding: body[..<equals], as: UTF8.self)
          let value = String(decoding: body[(equals + 1)...], as: UTF8.self)
          tokens.append(ArgumentToken(kind: .long(name: name, value: value), index: index))
        } else {
          let name = String(decoding: body, as: UTF8.self)
          tokens.append(ArgumentToken(kind: .long(name: name, value: nil), index: index))
        }
      } else if utf8.count > 1, utf8[0] == UInt8(ascii: "-"), !isNumber(utf8[1...]) {
        tokens.append(ArgumentToken(kind: .short(String(word.dropFirst())), index: index))
      } else {
        tokens.append(ArgumentToken(kind: .positional(word), index: index))
      }
    }
    return tokens
  }

  /// Whether the bytes after a dash read as a number (`5`, `1.5`), so `-5` is a value.
  private static func isNumber(_ bytes: ArraySlice<UInt8>) -> Bool {
    guard let first = bytes.first, first >= UInt8(ascii: "0"), first <= UInt8(ascii: "9") else {
      return false
    }
    return bytes.allSatisfy {
      ($0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9")) || $0 == UInt8(ascii: ".")
    }
  }
}
