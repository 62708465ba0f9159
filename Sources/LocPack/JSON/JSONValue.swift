/// A JSON value, kept losslessly: numbers as their literal text, objects in file order with
/// duplicate keys preserved.
///
/// Writing a parsed value back with ``JSONWriter`` gives the same numbers digit for digit and
/// the same member order; only whitespace and escapes are normalized.
public enum JSONValue: Hashable, Sendable {
  /// `null`.
  case null
  /// `true` or `false`.
  case bool(Bool)
  /// A number, as its literal text (`1`, `-0.50`, `1e400`); never rounded.
  case number(String)
  /// A string, unescaped.
  case string(String)
  /// An array.
  case array([JSONValue])
  /// An object, in file order.
  case object(JSONObject)

  /// The string, when this is a string.
  public var stringValue: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  /// The object, when this is an object.
  public var objectValue: JSONObject? {
    if case .object(let value) = self { return value }
    return nil
  }

  /// The array, when this is an array.
  public var arrayValue: [JSONValue]? {
    if case .array(let value) = self { return value }
    return nil
  }

  /// The Boolean, when this is `true` or `false`.
  public var boolValue: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  /// The number's literal text, when this is a number.
  public var numberText: String? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// The number as a `Double`, when this is a number (`1e400` gives infinity).
  public var doubleValue: Double? {
    if case .number(let text) = self { return Double(text) }
    return nil
  }

  /// The number as an `Int`, when this is a number written as an integer that fits.
  ///
  /// `3` gives 3; `3.0`, `3e0` and `99999999999999999999` give `nil`.
  public var intValue: Int? {
    if case .number(let text) = self { return Int(text) }
    return nil
  }

  /// A short name of the value's type, for messages: `string`, `number`, `object`, ….
  public var typeName: String {
    switch self {
    case .null: return "null"
    case .bool: return "boolean"
    case .number: return "number"
    case .string: return "string"
    case .array: return "array"
    case .object: return "object"
    }
  }

  /// Looks up a member when this is an object (the last occurrence of a duplicate key).
  public subscript(key: String) -> JSONValue? { objectValue?[key] }
}

// MARK: - Literals

extension JSONValue: ExpressibleByStringLiteral, ExpressibleByBooleanLiteral,
  ExpressibleByIntegerLiteral, ExpressibleByArrayLiteral, ExpressibleByNilLiteral
{
  /// A string value.
  public init(stringLiteral value: String) { self = .string(value) }
  /// A Boolean value.
  public init(booleanLiteral value: Bool) { self = .bool(value) }
  /// An integer number, written in decimal.
  public init(integerLiteral value: Int) { self = .number(String(value)) }
  /// An array value.
  public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
  /// `null`.
  public init(nilLiteral: ()) { self = .null }
}
