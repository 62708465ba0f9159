extension StringsStyle {
  /// The style of a parsed file: each part is what most of the file does.
  ///
  /// - Line ending: the most frequent of LF, CRLF and CR in the whole text (LF when none).
  /// - Key quoting: unquoted when most keys are unquoted; the quote character is the one most
  ///   quoted keys and values use.
  /// - Separator, text before `;`, indentation: the most frequent spelling among the entries
  ///   (only runs of spaces and tabs count; anything else keeps Xcode's default).
  /// - Comment form and padding: the most frequent among the leading comments.
  /// - Blank lines: the most frequent count between consecutive entries on different lines.
  /// - Trailing newline: whether the last byte ends a line.
  /// - Encoding: the file's, with its byte-order mark.
  ///
  /// Ties go to the spelling seen first; a part the file does not show keeps Xcode's default.
  /// - Complexity: O(n) in the size of the file.
  public init(detecting file: StringsFile) {
    self.init(detecting: file.source.utf8, entries: file.entries, encoding: file.encoding)
  }

  /// The style of UTF-8 text with its entries.
  init(detecting text: [UInt8], entries: [StringsEntry], encoding: TextEncoding) {
    self.init(encoding: encoding)
    let scan = StyleScan(text: text)
    lineEnding = scan.lineEnding()
    trailingNewline = text.last == 0x0A || text.last == 0x0D

    var keyForms = Tally<Bool>()
    var quotes = Tally<UInt8>()
    var separators = Tally<String>()
    var terminators = Tally<String>()
    var indents = Tally<String>()
    var commentForms = Tally<CommentForm>()
    var paddings = Tally<Bool>()
    var blanks = Tally<Int>()
    var previousEnd: Int?
    for entry in entries {
      let keyByte = scan.byte(entry.keyRange.lowerBound)
      let keyQuoted = keyByte == UInt8(ascii: "\"") || keyByte == UInt8(ascii: "'")
      keyForms.add(!keyQuoted)
      if keyQuoted, let keyByte { quotes.add(keyByte) }
      if let valueRange = entry.valueRange {
        let valueByte = scan.byte(valueRange.lowerBound)
        if valueByte == UInt8(ascii: "\"") || valueByte == UInt8(ascii: "'"), let valueByte {
          quotes.add(valueByte)
        }
        if let gap = scan.gap(entry.keyRange.upperBound..<valueRange.lowerBound, equals: true) {
          separators.add(gap)
        }
        if let gap = scan.gap(valueRange.upperBound..<(entry.range.upperBound - 1), equals: false) {
          terminators.add(gap)
        }
      }
      let start = entry.commentRange?.lowerBound ?? entry.range.lowerBound
      if let indent = scan.indent(before: start) { indents.add(indent) }
      if let comment = entry.commentRange {
        commentForms.add(scan.byte(comment.lowerBound + 1) == UInt8(ascii: "*") ? .block : .line)
        if let next = scan.byte(comment.lowerBound + 2) {
          paddings.add(next == 0x20 || next == 0x09 || next == 0x0A || next == 0x0D)
        }
      }
      if let previousEnd {
        let breaks = scan.lineBreaks(in: previousEnd..<start)
        if breaks > 0 { blanks.add(breaks - 1) }
      }
      previousEnd = entry.range.upperBound
    }
    if let unquoted = keyForms.winner { keyQuoting = unquoted ? .unquotedWhenPossible : .quoted }
    if let quote = quotes.winner { self.quote = quote }
    if let separator = separators.winner { self.separator = separator }
    if let terminator = terminators.winner { beforeSemicolon = terminator }
    if let indent = indents.winner { self.indent = indent }
    if let form = commentForms.winner { commentForm = form }
    if let padding = paddings.winner { commentPadding = padding }
    if let blank = blanks.winner { blankLinesBetweenEntries = blank }
  }
}

/// Counts of values, with the most frequent (first seen on a tie).
private struct Tally<Value: Hashable> {
  private var counts: [Value: (count: Int, first: Int)] = [:]
  private var seen = 0

  mutating func add(_ value: Value) {
    if let current = counts[value] {
      counts[value] = (current.count + 1, current.first)
    } else {
      counts[value] = (1, seen)
    }
    seen += 1
  }

  var winner: Value? {
    counts.max { lhs, rhs in
      lhs.value.count != rhs.value.count
        ? lhs.value.count < rhs.value.count : lhs.value.first > rhs.value.first
    }?.key
  }
}

/// Byte-level questions about the text, for style detection.
private struct StyleScan {
  let text: [UInt8]

  func byte(_ index: Int) -> UInt8? { index >= 0 && index < text.count ? text[index] : nil }

  /// The most frequent line terminator.
  func lineEnding() -> StringsStyle.LineEnding {
    var lf = 0
    var crlf = 0
    var cr = 0
    var index = 0
    var first: StringsStyle.LineEnding?
    while index < text.count {
      let byte = text[index]
      if byte == 0x0A {
        lf += 1
        if first == nil { first = .lf }
      } else if byte == 0x0D {
        if index + 1 < text.count, text[index + 1] == 0x0A {
          crlf += 1
          index += 1
          if first == nil { first = .crlf }
        } else {
          cr += 1
          if first == nil { first = .cr }
        }
      }
      index += 1
    }
    let best = max(lf, crlf, cr)
    if let first, [.lf: lf, .crlf: crlf, .cr: cr][first] == best { return first }
    if lf == best { return .lf }
    return crlf == best ? .crlf : .cr
  }

  /// The text of a range made only of spaces and tabs (and, with `equals`, exactly one `=`),
  /// or nil.
  func gap(_ range: Range<Int>, equals: Bool) -> String? {
    guard range.lowerBound >= 0, range.lowerBound <= range.upperBound,
      range.upperBound <= text.count
    else { return nil }
    var signs = 0
    for byte in text[range] {
      if byte == UInt8(ascii: "=") {
        signs += 1
      } else if byte != 0x20, byte != 0x09 {
        return nil
      }
    }
    guard signs == (equals ? 1 : 0) else { return nil }
    return String(decoding: text[range], as: UTF8.self)
  }

  /// The spaces and tabs between the start of the line and `offset`, or nil when something
  /// else stands there.
  func indent(before offset: Int) -> String? {
    var start = min(offset, text.count)
    while start > 0, text[start - 1] == 0x20 || text[start - 1] == 0x09 { start -= 1 }
    guard start == 0 || text[start - 1] == 0x0A || text[start - 1] == 0x0D else { return nil }
    return String(decoding: text[start..<min(offset, text.count)], as: UTF8.self)
  }

  /// The number of line terminators in a range (CRLF counts once).
  func lineBreaks(in range: Range<Int>) -> Int {
    var breaks = 0
    var index = max(0, range.lowerBound)
    let end = min(range.upperBound, text.count)
    while index < end {
      if text[index] == 0x0A {
        breaks += 1
      } else if text[index] == 0x0D {
        breaks += 1
        if index + 1 < end, text[index + 1] == 0x0A { index += 1 }
      }
      index += 1
    }
    return breaks
  }
}
