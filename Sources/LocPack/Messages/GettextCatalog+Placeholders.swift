extension GettextCatalog {
  /// The placeholder syntax of a message, from its flags or else its `msgid`.
  ///
  /// `python-brace-format` gives braces; `c-format`, `python-format` and `php-format` give
  /// printf. Without one of these flags (the `no-…-format` flags say nothing about the
  /// syntax): printf when the source text has a printf conversion, braces when it has
  /// `{name}` or `{0}`, else printf.
  static func placeholderSyntax(
    flags: GettextMessage.Flags, id: String, idPlural: String?
  ) -> PlaceholderSyntax {
    if flags.contains(.pythonBraceFormat) { return .braces }
    if !flags.isDisjoint(with: [.cFormat, .pythonFormat, .phpFormat]) { return .printf }
    let texts = [id] + (idPlural.map { [$0] } ?? [])
    if texts.contains(where: { hasPrintfConversion(Array($0.utf8)) }) { return .printf }
    if texts.contains(where: { hasBracePlaceholder(Array($0.utf8)) }) { return .braces }
    return .printf
  }

  /// Whether the text has a printf conversion.
  ///
  /// Conversions: `%s`, `%d`, `%5.2f`, `%(name)s`, `%1$s`, `%lu`. `%%` is not one, nor is a
  /// `%` followed by a space (`100% sure`).
  static func hasPrintfConversion(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while let percent = bytes[index...].firstIndex(of: UInt8(ascii: "%")) {
      index = percent + 1
      guard index < bytes.count else { return false }
      if bytes[index] == UInt8(ascii: "%") {
        index += 1
        continue
      }
      if bytes[index] == UInt8(ascii: "(") {
        // Python's `%(name)s`.
        while index < bytes.count, bytes[index] != UInt8(ascii: ")") { index += 1 }
        guard index < bytes.count else { return false }
        index += 1
      } else {
        // A position: `1$`.
        var digits = index
        while digits < bytes.count, bytes[digits] &- UInt8(ascii: "0") < 10 { digits += 1 }
        if digits > index, digits < bytes.count, bytes[digits] == UInt8(ascii: "$") {
          index = digits + 1
        }
      }
      while index < bytes.count, "-+#0'".utf8.contains(bytes[index]) { index += 1 }
      while index < bytes.count,
        bytes[index] &- UInt8(ascii: "0") < 10 || bytes[index] == UInt8(ascii: "*")
          || bytes[index] == UInt8(ascii: ".")
      {
        index += 1
      }
      while index < bytes.count, "hlLqjzt".utf8.contains(bytes[index]) { index += 1 }
      if index < bytes.count, "diouxXeEfFgGcsaAprb".utf8.contains(bytes[index]) { return true }
    }
    return false
  }

  /// Whether the text has a `str.format` placeholder: `{name}`, `{0}`, `{name!r}`,
  /// `{count:d}`; `{{` is a brace.
  static func hasBracePlaceholder(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while let brace = bytes[index...].firstIndex(of: UInt8(ascii: "{")) {
      index = brace + 1
      if index < bytes.count, bytes[index] == UInt8(ascii: "{") {
        index += 1
        continue
      }
      let start = index
      while index < bytes.count, isIdentifierByte(bytes[index]) { index += 1 }
      guard index > start, index < bytes.count else { continue }
      switch bytes[index] {
      case UInt8(ascii: "}"): return true
      case UInt8(ascii: "!"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "["):
        if bytes[index...].contains(UInt8(ascii: "}")) { return true }
      default: break
      }
    }
    return false
  }

  private static func isIdentifierByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z"))
      || byte &- UInt8(ascii: "0") < 10 || byte == UInt8(ascii: "_")
  }
}
