/// Compiles one catalog localization to the table model, the way Xcode compiles a catalog
/// to `.strings` and `.stringsdict` files.
///
/// - A plain `stringUnit` becomes ``LocalizedValue/text(_:)``.
/// - A plural variation becomes a plural variable named `arg1` (`%#@arg1@`), whose
///   `NSStringFormatValueTypeKey` is the first conversion found in the forms (`lld` for
///   `%lld photos`; `lld` when the forms have none).
/// - A device variation at the top becomes the entry-level `NSStringDeviceSpecificRuleType`
///   rule. A plural nested in a device form becomes its own variable, `<device>.arg1`, which
///   that device's form references.
/// - Each substitution becomes a variable with its own name; a `%#@name@` reference in the
///   text gets the substitution's `argNum` (`%2$#@name@`), and `%arg` in its forms becomes
///   `%<argNum>$<formatSpecifier>`.
enum XCStringsCompiler {
  /// The compiled value, or `nil` when the localization has no text at all.
  static func compile(_ localization: XCStringsLocalization, key: String) -> LocalizedValue? {
    var builder = Builder(key: key, reserved: Set(localization.substitutions.map(\.name)))
    let formatKey: String
    var hasFormatKey = true
    if let device = localization.variations?.device, !device.isEmpty {
      var forms: [String: String] = [:]
      for (name, form) in device {
        if let text = builder.text(of: form, scope: name) { forms[name] = text }
      }
      builder.variables.insert(
        StringsDictVariable(name: StringsDictRule.deviceSpecificType, rule: .deviceSpecific(forms)),
        at: 0)
      formatKey = "%#@\(StringsDictRule.deviceSpecificType)@"
      hasFormatKey = false
    } else if let text = builder.text(of: localization, scope: nil) {
      formatKey = text
    } else {
      return nil
    }
    var positions: [String: Int] = [:]
    for substitution in localization.substitutions {
      if let argNum = substitution.argNum { positions[substitution.name] = argNum }
      guard let variations = substitution.variations else { continue }
      let argument =
        "%" + (substitution.argNum.map { "\($0)$" } ?? "") + (substitution.formatSpecifier ?? "d")
      if let plural = variations.plural {
        var forms: [PluralCategory: String] = [:]
        for (category, form) in plural {
          if let text = form.stringUnit?.value {
            forms[category] = replacingArg(in: text, with: argument)
          }
        }
        let valueType =
          substitution.formatSpecifier ?? firstConversion(in: forms[.other] ?? "") ?? "lld"
        builder.variables.append(
          StringsDictVariable(
            name: substitution.name, rule: .plural(valueType: valueType, forms: forms)))
      } else if let device = variations.device {
        var forms: [String: String] = [:]
        for (name, form) in device {
          if let text = form.stringUnit?.value {
            forms[name] = replacingArg(in: text, with: argument)
          }
        }
        builder.variables.append(
          StringsDictVariable(name: substitution.name, rule: .deviceSpecific(forms)))
      }
    }
    guard !builder.variables.isEmpty else { return .text(formatKey) }
    let rewritten = positions.isEmpty ? formatKey : addingPositions(positions, to: formatKey)
    return .stringsDict(
      StringsDictEntry(
        key: key, formatKey: rewritten, variables: builder.variables, hasFormatKey: hasFormatKey))
  }

  /// Collects the variables that variation forms create.
  struct Builder {
    let key: String
    var reserved: Set<String>
    var variables: [StringsDictVariable] = []

    init(key: String, reserved: Set<String>) {
      self.key = key
      self.reserved = reserved
    }

    /// The text a localization stands for: its string unit's value, or a reference to a new
    /// variable holding its plural (or device) forms.
    mutating func text(of localization: XCStringsLocalization, scope: String?) -> String? {
      if let plural = localization.variations?.plural, !plural.isEmpty {
        var forms: [PluralCategory: String] = [:]
        for (category, form) in plural {
          if let text = form.stringUnit?.value { forms[category] = text }
        }
        let valueType =
          firstConversion(in: forms[.other] ?? forms.values.first ?? "")
          ?? firstConversion(in: key) ?? "lld"
        let name = uniqueName(scope.map { "\($0).arg1" } ?? "arg1")
        variables.append(
          StringsDictVariable(name: name, rule: .plural(valueType: valueType, forms: forms)))
        return "%#@\(name)@"
      }
      if let device = localization.variations?.device, !device.isEmpty {
        var forms: [String: String] = [:]
        for (name, form) in device {
          if let text = form.stringUnit?.value { forms[name] = text }
        }
        let name = uniqueName(scope.map { "\($0).device" } ?? "device")
        variables.append(StringsDictVariable(name: name, rule: .deviceSpecific(forms)))
        return "%#@\(name)@"
      }
      return localization.stringUnit?.value
    }

    mutating func uniqueName(_ base: String) -> String {
      var name = base
      var suffix = 2
      while reserved.contains(name) {
        name = "\(base)_\(suffix)"
        suffix += 1
      }
      reserved.insert(name)
      return name
    }
  }

  // MARK: - Text helpers

  /// The length modifiers and conversion of the first printf specifier (`lld`, `d`, `@`),
  /// skipping `%%` and `%#@name@` references.
  static func firstConversion(in text: String) -> String? {
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      guard bytes[index] == UInt8(ascii: "%") else {
        index += 1
        continue
      }
      var cursor = index + 1
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "%") {
        index = cursor + 1
        continue
      }
      // Position, flags, width, precision.
      while cursor < bytes.count, isDigit(bytes[cursor]) { cursor += 1 }
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "$") { cursor += 1 }
      if cursor < bytes.count, bytes[cursor] == UInt8(ascii: "#"), cursor + 1 < bytes.count,
        bytes[cursor + 1] == UInt8(ascii: "@")
      {
        index = cursor + 2
        continue
      }
      while cursor < bytes.count, isFlagOrWidth(bytes[cursor]) { cursor += 1 }
      let start = cursor
      while cursor < bytes.count, isLengthModifier(bytes[cursor]) { cursor += 1 }
      guard cursor < bytes.count, isConversion(bytes[cursor]) else {
        index = max(cursor, index + 1)
        continue
      }
      return String(decoding: bytes[start...cursor], as: UTF8.self)
    }
    return nil
  }

  /// `%arg` replaced by `argument` (`%%` is left alone).
  static func replacingArg(in text: String, with argument: String) -> String {
    let bytes = Array(text.utf8)
    var result: [UInt8] = []
    result.reserveCapacity(bytes.count + 8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "%"), index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "%") {
          result.append(contentsOf: [byte, byte])
          index += 2
          continue
        }
        if index + 3 < bytes.count, bytes[index + 1] == UInt8(ascii: "a"),
          bytes[index + 2] == UInt8(ascii: "r"), bytes[index + 3] == UInt8(ascii: "g")
        {
          result.append(contentsOf: argument.utf8)
          index += 4
          continue
        }
      }
      result.append(byte)
      index += 1
    }
    return String(decoding: result, as: UTF8.self)
  }

  /// `%#@name@` references given the argument position of their substitution.
  static func addingPositions(_ positions: [String: Int], to text: String) -> String {
    StringsDictReference.replacing(in: text) { reference in
      guard reference.position == nil, let position = positions[reference.name] else { return nil }
      return "%\(position)$#@\(reference.name)@"
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  private static func isFlagOrWidth(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: " "), UInt8(ascii: "#"),
      UInt8(ascii: "'"), UInt8(ascii: "."), UInt8(ascii: "*"):
      return true
    default: return isDigit(byte)
    }
  }

  private static func isLengthModifier(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "h"), UInt8(ascii: "l"), UInt8(ascii: "q"), UInt8(ascii: "L"),
      UInt8(ascii: "z"), UInt8(ascii: "j"), UInt8(ascii: "t"):
      return true
    default: return false
    }
  }

  private static func isConversion(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "@"), UInt8(ascii: "d"), UInt8(ascii: "i"), UInt8(ascii: "u"),
      UInt8(ascii: "o"), UInt8(ascii: "x"), UInt8(ascii: "X"), UInt8(ascii: "f"),
      UInt8(ascii: "F"), UInt8(ascii: "e"), UInt8(ascii: "E"), UInt8(ascii: "g"),
      UInt8(ascii: "G"), UInt8(ascii: "a"), UInt8(ascii: "A"), UInt8(ascii: "c"),
      UInt8(ascii: "C"), UInt8(ascii: "s"), UInt8(ascii: "S"), UInt8(ascii: "p"),
      UInt8(ascii: "D"), UInt8(ascii: "U"), UInt8(ascii: "O"):
      return true
    default: return false
    }
  }
}
