import LocPack

/// How the text of an option's value becomes a typed value: one parser per kind of value, each
/// with the phrase an error uses for what it expects.
///
/// ```swift
/// let count = try args.defaultedValue("min-count", as: .positiveInteger)
/// let limit = try args.value("limit", as: .positiveInteger) ?? pushType.limit
/// let mode = try args.defaultedValue("mode", as: .choice(OptimizeOptions.Mode.self))
/// ```
struct OptionValue<Value>: Sendable {
  /// Why a text is not a value of the kind: what was expected instead, as in
  /// `expected a positive integer`.
  struct Mismatch: Error {
    /// The phrase after `expected`: `an integer`, `a size such as 4096, 64KiB, 10MB or 1GiB`.
    var expected: String
  }

  /// Reads one value.
  var parse: @Sendable (String) throws(Mismatch) -> Value

  /// Creates a kind of value from its parser.
  init(parse: @escaping @Sendable (String) throws(Mismatch) -> Value) {
    self.parse = parse
  }

  /// A kind read by `parse`, which returns `nil` for a text that is not `expected`.
  init(expected: String, parse: @escaping @Sendable (String) -> Value?) {
    self.parse = { text throws(Mismatch) in
      guard let value = parse(text) else { throw Mismatch(expected: expected) }
      return value
    }
  }
}

extension OptionValue where Value == String {
  /// Any text, as given.
  static var text: Self { Self { $0 } }

  /// A language identifier, such as `en`, `zh-Hans` or `pt_BR`.
  ///
  /// 1 to 35 ASCII letters, digits, `-` and `_`, starting with a letter. It names an `.lproj`
  /// folder, so a path never gets through.
  static var languageIdentifier: Self {
    Self(expected: "a language identifier such as en or zh-Hans") { text in
      let bytes = Array(text.utf8)
      let valid =
        (1...35).contains(bytes.count)
        && bytes.allSatisfy { byte in
          isLetter(byte) || (0x30...0x39).contains(byte) || byte == 0x2D || byte == 0x5F
        }
        && isLetter(bytes[0])
      return valid ? text : nil
    }
  }

  private static func isLetter(_ byte: UInt8) -> Bool {
    (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
  }
}

extension OptionValue where Value == Int {
  /// A decimal integer, as Swift's `Int(_:)` reads it: `40`, `-3`.
  static var integer: Self { Self(expected: "an integer") { Int($0) } }

  /// A whole number of at least 1, with optional `_` or `,` between digits, as
  /// ``InputLimits/parseCount(_:)`` reads it: `3`, `4096`, `16_777_216`.
  ///
  /// A number below 1 is refused as not `a positive integer`, any other text (`ten`, `+5`,
  /// `1e3`) as not `an integer`.
  static var positiveInteger: Self {
    Self { text throws(Mismatch) in
      if let number = InputLimits.parseCount(text) { return number }
      let isBelowOne = Int(text).map { $0 < 1 } ?? false
      throw Mismatch(expected: isBelowOne ? "a positive integer" : "an integer")
    }
  }

  /// A byte count with an optional unit, as ``InputLimits/parseSize(_:)`` reads it: `4096`,
  /// `64KiB`, `10MB`, `1GiB`.
  static var size: Self {
    Self(expected: "a size such as 4096, 64KiB, 10MB or 1GiB") { InputLimits.parseSize($0) }
  }
}

extension OptionValue {
  /// One of an enumeration's raw values; the option's `choices` list them, so the parser has
  /// already refused any other.
  static func choice(_ type: Value.Type) -> Self
  where Value: CaseIterable & RawRepresentable & Sendable, Value.RawValue == String {
    choice(Value.allCases.map { ($0.rawValue, $0) })
  }

  /// One of the names in `named`, read as the value beside it; the option's `choices` list
  /// the names, so the parser has already refused any other.
  static func choice(_ named: [(String, Value)]) -> Self where Value: Sendable {
    let names = named.map(\.0).joined(separator: ", ")
    return Self(expected: "one of: " + names) { text in
      named.first { $0.0 == text }?.1
    }
  }
}
