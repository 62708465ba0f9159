import Foundation

/// A JSON Schema (draft-04) validator for the keywords the SARIF 2.1.0 schema uses.
///
/// Keywords: `type`, `$ref` (to `#/definitions/…`), `properties`, `additionalProperties`, `required`,
/// `items`, `minItems`, `uniqueItems`, `minimum`, `maximum`, `enum`, `pattern`, `anyOf`,
/// `oneOf`. `format` is an annotation, as in most validators, and is not checked.
struct JSONSchemaValidator {
  let root: [String: Any]

  init(schema: [String: Any]) { root = schema }

  /// Every violation as `path: problem`; empty when the instance is valid.
  func validate(_ instance: Any) -> [String] {
    var problems: [String] = []
    check(instance, against: root, path: "$", into: &problems)
    return problems
  }

  private func resolve(_ schema: [String: Any]) -> [String: Any] {
    guard let ref = schema["$ref"] as? String, ref.hasPrefix("#/definitions/"),
      let definitions = root["definitions"] as? [String: Any],
      let target = definitions[String(ref.dropFirst("#/definitions/".count))] as? [String: Any]
    else { return schema }
    return resolve(target)
  }

  private func check(
    _ value: Any, against rawSchema: [String: Any], path: String, into problems: inout [String]
  ) {
    let schema = resolve(rawSchema)
    if let types = schema["type"] {
      let allowed = (types as? [String]) ?? [(types as? String) ?? ""]
      if !allowed.contains(where: { Self.matches(value, type: $0) }) {
        problems.append(
          "\(path): expected \(allowed.joined(separator: "|")), got \(Self.typeName(value))")
        return
      }
    }
    if let choices = schema["enum"] as? [Any] {
      if !choices.contains(where: { Self.equal($0, value) }) {
        problems.append("\(path): \(value) is not one of \(choices)")
      }
    }
    if let anyOf = schema["anyOf"] as? [[String: Any]] {
      let passing = anyOf.filter { validateSub(value, $0, path) }
      if passing.isEmpty { problems.append("\(path): matches no anyOf branch") }
    }
    if let oneOf = schema["oneOf"] as? [[String: Any]] {
      let passing = oneOf.filter { validateSub(value, $0, path) }
      if passing.count != 1 {
        problems.append("\(path): matches \(passing.count) oneOf branches")
      }
    }
    if let number = Self.number(value) {
      if let minimum = schema["minimum"] as? NSNumber, number < minimum.doubleValue {
        problems.append("\(path): \(number) < minimum \(minimum)")
      }
      if let maximum = schema["maximum"] as? NSNumber, number > maximum.doubleValue {
        problems.append("\(path): \(number) > maximum \(maximum)")
      }
    }
    if let string = value as? String, let pattern = schema["pattern"] as? String {
      let regex = try? NSRegularExpression(pattern: pattern)
      let range = NSRange(string.startIndex..., in: string)
      if regex?.firstMatch(in: string, range: range) == nil {
        problems.append("\(path): '\(string)' does not match \(pattern)")
      }
    }
    if let object = value as? [String: Any] {
      let properties = schema["properties"] as? [String: Any] ?? [:]
      for name in (schema["required"] as? [String]) ?? [] where object[name] == nil {
        problems.append("\(path): missing required '\(name)'")
      }
      for (name, member) in object {
        if let sub = properties[name] as? [String: Any] {
          check(member, against: sub, path: "\(path).\(name)", into: &problems)
        } else if let sub = schema["additionalProperties"] as? [String: Any] {
          check(member, against: sub, path: "\(path).\(name)", into: &problems)
        } else if let allowed = schema["additionalProperties"] as? NSNumber, !allowed.boolValue {
          problems.append("\(path): unexpected property '\(name)'")
        }
      }
    }
    if let array = value as? [Any] {
      if let minItems = schema["minItems"] as? Int, array.count < minItems {
        problems.append("\(path): \(array.count) items < minItems \(minItems)")
      }
      if schema["uniqueItems"] as? Bool == true {
        let keys = array.map(Self.canonical)
        if Set(keys).count != keys.count { problems.append("\(path): items are not unique") }
      }
      if let items = schema["items"] as? [String: Any] {
        for (index, element) in array.enumerated() {
          check(element, against: items, path: "\(path)[\(index)]", into: &problems)
        }
      }
    }
  }

  private func validateSub(_ value: Any, _ schema: [String: Any], _ path: String) -> Bool {
    var problems: [String] = []
    check(value, against: schema, path: path, into: &problems)
    return problems.isEmpty
  }

  private static func isBool(_ value: Any) -> Bool {
    guard let number = value as? NSNumber else { return false }
    return String(cString: number.objCType) == "c"
  }

  private static func number(_ value: Any) -> Double? {
    guard !isBool(value), let number = value as? NSNumber else { return nil }
    return number.doubleValue
  }

  private static func matches(_ value: Any, type: String) -> Bool {
    switch type {
    case "object": return value is [String: Any]
    case "array": return value is [Any]
    case "string": return value is String
    case "boolean": return isBool(value)
    case "null": return value is NSNull
    case "number": return number(value) != nil
    case "integer":
      guard let number = number(value) else { return false }
      return number.rounded() == number
    default: return false
    }
  }

  private static func typeName(_ value: Any) -> String {
    for type in ["null", "boolean", "integer", "number", "string", "array", "object"]
    where matches(value, type: type) {
      return type
    }
    return "unknown"
  }

  private static func canonical(_ value: Any) -> String {
    if JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value], options: [.sortedKeys])
    {
      return String(decoding: data, as: UTF8.self)
    }
    return "\(value)"
  }

  private static func equal(_ a: Any, _ b: Any) -> Bool { canonical(a) == canonical(b) }
}
