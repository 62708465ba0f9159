/// A recoverable problem found while scanning, kept as a byte offset until the scan ends.
///
/// Locations are resolved in one forward pass over the text, so a file with many findings on
/// one long line still costs linear time.
struct StringsFinding {
  var severity: Diagnostic.Severity
  var id: String
  var message: String
  var offset: Int
  var note: (message: String, offset: Int)?

  /// Diagnostics sorted by position (stable), with line and column resolved.
  static func resolve(_ findings: [StringsFinding], in source: SourceFile) -> [Diagnostic] {
    guard !findings.isEmpty else { return [] }
    var ordered = findings
    if !zip(findings, findings.dropFirst()).allSatisfy({ $0.offset <= $1.offset }) {
      let order = findings.indices.sorted {
        findings[$0].offset != findings[$1].offset
          ? findings[$0].offset < findings[$1].offset : $0 < $1
      }
      ordered = order.map { findings[$0] }
    }
    let locations = locate(ordered.map(\.offset), in: source)
    // Notes point backwards (a first definition): resolve them in their own sorted pass.
    var noteOwners = ordered.indices.filter { ordered[$0].note != nil }
    noteOwners.sort { (ordered[$0].note?.offset ?? 0) < (ordered[$1].note?.offset ?? 0) }
    let noteLocations = locate(noteOwners.map { ordered[$0].note?.offset ?? 0 }, in: source)
    var notes = [SourceLocation?](repeating: nil, count: ordered.count)
    for (owner, location) in zip(noteOwners, noteLocations) { notes[owner] = location }
    return ordered.indices.map { index in
      let finding = ordered[index]
      var diagnosticNotes: [Diagnostic.Note] = []
      if let note = finding.note {
        diagnosticNotes.append(Diagnostic.Note(note.message, at: notes[index]))
      }
      return Diagnostic(
        finding.severity, id: finding.id, finding.message, at: locations[index],
        notes: diagnosticNotes)
    }
  }

  /// Line and column of each offset (in ascending order), as `SourceFile.location(at:)`
  /// computes them (LF, CR and CRLF end a line; columns count Unicode scalars), in one pass.
  static func locate(_ sorted: [Int], in source: SourceFile) -> [SourceLocation] {
    source.utf8.withUnsafeBufferPointer { text in
      var result: [SourceLocation] = []
      result.reserveCapacity(sorted.count)
      var index = 0
      var line = 1
      var column = 1
      for target in sorted {
        let offset = max(0, min(target, text.count))
        while index < offset {
          let byte = text[index]
          if byte == 0x0A {
            line += 1
            column = 1
          } else if byte == 0x0D, !(index + 1 < text.count && text[index + 1] == 0x0A) {
            line += 1
            column = 1
          } else if byte & 0xC0 != 0x80 {
            column += 1
          }
          index += 1
        }
        result.append(SourceLocation(path: source.path, line: line, column: column, offset: offset))
      }
      return result
    }
  }
}

// MARK: - Messages

extension StringsFinding {
  static func duplicateKey(_ key: String, at offset: Int, first: Int) -> StringsFinding {
    StringsFinding(
      severity: .warning, id: "strings.duplicate-key",
      message: "duplicate key \(quoted(key)); Foundation keeps the last value", offset: offset,
      note: ("first defined here", first))
  }

  static func keyOnly(_ key: String, at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .warning, id: "strings.key-only-entry",
      message: "entry \(quoted(key)) has no value; Foundation uses the key as its value",
      offset: offset)
  }

  static func nonStringValue(_ key: String, _ value: PlistValue, at offset: Int)
    -> StringsFinding
  {
    StringsFinding(
      severity: .warning, id: "strings.non-string-value",
      message: "the value of \(quoted(key)) is \(article(value.typeName)), not a string",
      offset: offset)
  }

  static func platformEscape(_ letter: Character, at offset: Int) -> StringsFinding {
    let (cf, sf) = letter == "f" ? ("U+000C", "U+0012") : ("U+000B", "U+0011")
    return StringsFinding(
      severity: .warning, id: "strings.platform-escape",
      message: "'\\\(letter)' means \(cf) in CoreFoundation but \(sf) in swift-foundation",
      offset: offset)
  }

  static func surrogatePair(_ scalar: UInt32, at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .warning, id: "strings.surrogate-escape",
      message: "'\\U' surrogate pair makes \(hex(scalar)) in CoreFoundation, but swift-foundation "
        + "rejects it; write the character itself", offset: offset)
  }

  static func loneSurrogate(_ unit: UInt16, at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .error, id: "strings.lone-surrogate",
      message: "'\\U\(String(unit, radix: 16, uppercase: true))' is half of a surrogate pair; "
        + "Foundation reads it as U+FFFD", offset: offset)
  }

  static func emptyUnicodeEscape(at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .warning, id: "strings.empty-unicode-escape",
      message: "'\\U' without hex digits; Foundation reads it as U+0000", offset: offset)
  }

  static func lowercaseU(at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .warning, id: "strings.lowercase-u-escape",
      message:
        "'\\u' is not an escape; Foundation drops the backslash (use '\\U' and 4 hex digits)",
      offset: offset)
  }

  static func octal(_ digits: String, value: Int, unit: UInt16, at offset: Int) -> StringsFinding {
    let meaning: String
    if value > 0xFF {
      meaning = "overflows a byte and is read as \(hex(UInt32(unit)))"
    } else if unit == 0 {
      meaning = "has no NeXTSTEP character and is read as U+0000"
    } else {
      meaning = "is NeXTSTEP for \(hex(UInt32(unit))), not Latin-1"
    }
    return StringsFinding(
      severity: .warning, id: "strings.octal-escape",
      message: "octal escape '\\\(digits)' \(meaning)", offset: offset)
  }

  static func utf16WithoutBOM() -> StringsFinding {
    StringsFinding(
      severity: .warning, id: "strings.utf16-without-bom",
      message: "UTF-16 text without a byte-order mark; Foundation cannot read this file",
      offset: 0)
  }

  static func silentTruncation(_ found: String, dropped: Int, at offset: Int, next: Int?)
    -> StringsFinding
  {
    let loss =
      dropped == 0
      ? "ignores the rest of the file"
      : "silently drops the \(dropped) \(dropped == 1 ? "entry" : "entries") after it"
    return StringsFinding(
      severity: .error, id: "strings.silent-truncation",
      message: "\(found) cannot start a key: Foundation stops reading here and \(loss)",
      offset: offset, note: next.map { ("first dropped entry", $0) })
  }

  static func truncatedByString(at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .error, id: "strings.unterminated-string",
      message: "unterminated quoted string; Foundation silently ignores the rest of the file",
      offset: offset)
  }

  static func truncatedByComment(at offset: Int) -> StringsFinding {
    StringsFinding(
      severity: .error, id: "strings.unterminated-comment",
      message: "unterminated '/*' comment; Foundation silently ignores the rest of the file",
      offset: offset)
  }

  // MARK: - Formatting helpers

  /// `'key'`, shortened to 60 characters, with control characters escaped.
  static func quoted(_ text: String) -> String {
    if text.utf8.count <= 60, text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) {
      return "'" + text + "'"
    }
    var out = ""
    var count = 0
    for scalar in text.unicodeScalars {
      if count == 60 {
        out += "…"
        break
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default:
        if scalar.value < 0x20 {
          out += "\\U" + hexDigits(scalar.value)
        } else {
          out.unicodeScalars.append(scalar)
        }
      }
      count += 1
    }
    return "'" + out + "'"
  }

  /// `U+00D8`.
  static func hex(_ value: UInt32) -> String { "U+" + hexDigits(value) }

  private static func hexDigits(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

  private static func article(_ noun: String) -> String {
    (noun.first.map { "aeiou".contains($0) } ?? false) ? "an \(noun)" : "a \(noun)"
  }
}
