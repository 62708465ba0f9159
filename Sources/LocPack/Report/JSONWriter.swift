/// A JSON value with ordered object members, serialized deterministically.
///
/// Reporters build their output as a tree of these and print it with 2-space indentation;
/// members keep the order they were given in, so documents read in a natural order (SARIF's
/// `version` before `runs`) and never depend on hashing.
enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case int(Int)
  case string(String)
  case array([JSONValue])
  case object([(String, JSONValue)])

  /// A string, or `null` when `value` is `nil`.
  static func optional(_ value: String?) -> JSONValue {
    value.map { .string($0) } ?? .null
  }

  /// An integer, or `null` when `value` is `nil`.
  static func optional(_ value: Int?) -> JSONValue {
    value.map { .int($0) } ?? .null
  }

  /// The pretty-printed document, 2-space indent, `": "` after keys, no trailing newline.
  func serialized() -> String {
    var out = ""
    write(to: &out, indent: 0)
    return out
  }

  private func write(to out: inout String, indent: Int) {
    switch self {
    case .null: out += "null"
    case .bool(let value): out += value ? "true" : "false"
    case .int(let value): out += String(value)
    case .string(let value): JSONValue.writeString(value, to: &out)
    case .array(let elements):
      if elements.isEmpty {
        out += "[]"
        return
      }
      out += "[\n"
      for (index, element) in elements.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        element.write(to: &out, indent: indent + 2)
        out += index == elements.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "]"
    case .object(let members):
      if members.isEmpty {
        out += "{}"
        return
      }
      out += "{\n"
      for (index, (key, value)) in members.enumerated() {
        out += String(repeating: " ", count: indent + 2)
        JSONValue.writeString(key, to: &out)
        out += ": "
        value.write(to: &out, indent: indent + 2)
        out += index == members.count - 1 ? "\n" : ",\n"
      }
      out += String(repeating: " ", count: indent) + "}"
    }
  }

  /// Writes `value` as a JSON string: `"` and `\` escaped, control characters as `\n`, `\t`,
  /// … or `\u00XX`; everything else (including non-ASCII) as UTF-8.
  static func writeString(_ value: String, to out: inout String) {
    out += "\""
    for scalar in value.unicodeScalars {
      switch scalar {
      case "\"": out += "\\\""
      case "\\": out += "\\\\"
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      case "\u{08}": out += "\\b"
      case "\u{0C}": out += "\\f"
      default:
        if scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\u{2028}"
          || scalar == "\u{2029}"
        {
          out += "\\u" + hex4(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
    }
    out += "\""
  }

  private static func hex4(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: false)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
