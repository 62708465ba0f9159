/// Reports placeholders of other systems left in a translation: `{name}`, `{{name}}`,
/// `${name}`, `$(NAME)`, `%{name}`, and `%s` where the base uses `%@`.
struct ForeignPlaceholderRule: LintRule {
  let id = "lint.foreign-placeholder"
  let defaultSeverity = Diagnostic.Severity.warning
  let summary = "A translation has a placeholder of another system ({name}, $(VAR), %s for %@)."
  let rationale = """
    Translation tools and other platforms write placeholders as '{name}', '{{name}}', \
    '${name}', '$(NAME)' (build settings) or '%{name}' (Ruby, Android). Foundation prints \
    them literally. A '%s' where the base has '%@' reads an object as a C string and \
    crashes; it is also reported by lint.format-crash. Placeholders the base string has \
    too are not reported.
    """
  var examples: [RuleExample] {
    [
      .passing(
        strings("en", "\"a\" = \"Hi {name}\";\n"), strings("fr", "\"a\" = \"Salut {name}\";\n")),
      .triggering(
        strings("en", "\"a\" = \"Hi %@\";\n"), strings("fr", "\"a\" = \"Salut ↓{name}\";\n")),
      .triggering(strings("en", "\"a\" = \"Hi %@\";\n"), strings("fr", "\"a\" = \"Salut ↓%s\";\n")),
    ]
  }

  func check(_ unit: LintUnit, into findings: inout LintFindings) {
    unit.forEachTranslatedText { entry, text, baseEntry in
      guard Self.mayHaveTokens(text) else { return }
      let key = entry.key
      let baseText = baseEntry.text
      let source = unit.source(of: entry)
      for token in Self.tokens(in: text) where !baseText.contains(token.text) {
        if token.text == "%s" || token.text == "%S" {
          guard baseText.contains("%@") else { continue }
        }
        findings.add(
          self, "'\(key)' has the placeholder '\(token.text)', which Foundation does not fill",
          at: entry.location(ofValueRange: token.range, in: source), key: key)
      }
    }
  }

  /// Whether `text` has `{`, `$(`, or `%s`/`%S`: one byte pass, no allocation.
  static func mayHaveTokens(_ text: String) -> Bool {
    text.withUTF8Bytes { bytes in
      var afterPercent = false
      var afterDollar = false
      for byte in bytes {
        if byte == UInt8(ascii: "{") || (afterDollar && byte == UInt8(ascii: "(")) { return true }
        afterDollar = byte == UInt8(ascii: "$")
        if afterPercent, byte == UInt8(ascii: "s") || byte == UInt8(ascii: "S") { return true }
        afterPercent = byte == UInt8(ascii: "%") && !afterPercent
      }
      return false
    }
  }

  /// The foreign placeholders in `text`, with their UTF-8 ranges.
  static func tokens(in text: String) -> [(text: String, range: Range<Int>)] {
    let bytes = Array(text.utf8)
    var result: [(text: String, range: Range<Int>)] = []
    var index = 0
    func isName(_ byte: UInt8) -> Bool {
      (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_")
        || byte == UInt8(ascii: ".")
    }
    let patterns: [([UInt8], [UInt8])] = [
      (Array("{{".utf8), Array("}}".utf8)), (Array("${".utf8), Array("}".utf8)),
      (Array("$(".utf8), Array(")".utf8)), (Array("%{".utf8), Array("}".utf8)),
      (Array("{".utf8), Array("}".utf8)),
    ]
    /// The end of `open name close` starting at `start`, or nil.
    func match(_ start: Int, _ open: [UInt8], _ close: [UInt8]) -> Int? {
      guard start + open.count <= bytes.count, Array(bytes[start..<start + open.count]) == open
      else { return nil }
      var cursor = start + open.count
      let nameStart = cursor
      while cursor < bytes.count, isName(bytes[cursor]) { cursor += 1 }
      guard cursor > nameStart, cursor + close.count <= bytes.count,
        Array(bytes[cursor..<cursor + close.count]) == close
      else { return nil }
      return cursor + close.count
    }
    while index < bytes.count {
      let byte = bytes[index]
      guard byte == UInt8(ascii: "{") || byte == UInt8(ascii: "$") || byte == UInt8(ascii: "%")
      else {
        index += 1
        continue
      }
      var advanced = false
      for (open, close) in patterns {
        if let end = match(index, open, close) {
          result.append((String(decoding: bytes[index..<end], as: UTF8.self), index..<end))
          index = end
          advanced = true
          break
        }
      }
      if advanced { continue }
      if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "%") {
          index += 2
          continue
        }
        if bytes[index + 1] == UInt8(ascii: "s") || bytes[index + 1] == UInt8(ascii: "S") {
          result.append(
            (String(decoding: bytes[index..<index + 2], as: UTF8.self), index..<index + 2))
          index += 2
          continue
        }
      }
      index += 1
    }
    return result
  }
}
