extension StringsEditor {
  /// Questions about lines, blank lines and comments around entries, asked of the UTF-8 text.
  struct Layout {
    let text: [UInt8]

    static func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

    /// Space, tab, vertical tab and form feed: whitespace that does not end a line.
    static func isBlank(_ byte: UInt8) -> Bool {
      byte == 0x20 || byte == 0x09 || byte == 0x0B || byte == 0x0C
    }

    /// What follows the end of an entry on its line.
    struct LineEnd {
      /// After the last `;` or trailing comment on the line.
      var consumed: Int
      /// After the line break, when only blanks and comments follow the entry on its line.
      var lineEnd: Int?
      /// Where the next content starts (after blanks), when the line goes on.
      var next: Int
    }

    /// Skips the blanks and comments after `offset` on the same line (a `/* … */` that starts
    /// on the line belongs to it even when it spans lines, as the reader attaches it).
    func lineEnd(after offset: Int) -> LineEnd {
      let count = text.count
      var consumed = offset
      var index = offset
      while index < count {
        let byte = text[index]
        if Self.isBlank(byte) {
          index += 1
          continue
        }
        if Self.isLineBreak(byte) {
          var end = index + 1
          if byte == 0x0D, end < count, text[end] == 0x0A { end += 1 }
          return LineEnd(consumed: consumed, lineEnd: end, next: index)
        }
        guard byte == UInt8(ascii: "/"), index + 1 < count else { break }
        if text[index + 1] == UInt8(ascii: "/") {
          var cursor = index + 2
          while cursor < count, !Self.isLineBreak(text[cursor]) { cursor += 1 }
          index = cursor
          consumed = cursor
        } else if text[index + 1] == UInt8(ascii: "*") {
          var cursor = index + 2
          while cursor + 1 < count,
            !(text[cursor] == UInt8(ascii: "*") && text[cursor + 1] == UInt8(ascii: "/"))
          {
            cursor += 1
          }
          // An unterminated `/*` swallows the rest of the file: stop before it.
          guard cursor + 1 < count else { break }
          index = cursor + 2
          consumed = index
        } else {
          break
        }
      }
      return LineEnd(consumed: consumed, lineEnd: nil, next: index)
    }

    /// The start of the line that `offset` is on, when only blanks stand before `offset` on
    /// it; otherwise nil.
    func lineStart(ifBlankBefore offset: Int) -> Int? {
      var start = offset
      while start > 0, Self.isBlank(text[start - 1]) { start -= 1 }
      return start == 0 || Self.isLineBreak(text[start - 1]) ? start : nil
    }

    /// When a blank line (only blanks, then a line break) starts at `offset`, the offset
    /// after it.
    func blankLine(from offset: Int) -> Int? {
      var index = offset
      while index < text.count, Self.isBlank(text[index]) { index += 1 }
      guard index < text.count, Self.isLineBreak(text[index]) else { return nil }
      if text[index] == 0x0D, index + 1 < text.count, text[index + 1] == 0x0A { return index + 2 }
      return index + 1
    }

    /// When the line that ends just before the line start `offset` is blank, its start.
    func blankLine(before offset: Int) -> Int? {
      guard offset > 0, Self.isLineBreak(text[offset - 1]) else { return nil }
      var end = offset - 1
      if text[end] == 0x0A, end > 0, text[end - 1] == 0x0D { end -= 1 }
      return lineStart(ifBlankBefore: end)
    }

    /// The bytes to delete to remove an entry: its leading comment, the entry, its trailing
    /// comment, and the line when the entry had it alone, plus the blank lines that would
    /// otherwise double up.
    func removalRange(of entry: StringsEntry) -> Range<Int> {
      let start = entry.commentRange?.lowerBound ?? entry.range.lowerBound
      let end = lineEnd(after: entry.range.upperBound)
      guard let first = lineStart(ifBlankBefore: start) else {
        // Something precedes the entry on its line: take the blanks before it, keep the rest.
        var low = start
        while low > 0, Self.isBlank(text[low - 1]) { low -= 1 }
        return low..<end.consumed
      }
      if let after = end.lineEnd {
        // The entry had its lines alone.
        var low = first
        var high = after
        if let next = blankLine(from: high), low == 0 || blankLine(before: low) != nil {
          high = next
          while let more = blankLine(from: high) { high = more }
        } else if high == text.count, let previous = blankLine(before: low) {
          low = previous
          while let more = blankLine(before: low) { low = more }
        }
        return low..<high
      }
      if end.next < text.count {
        // Another entry follows on the same line: it moves to the entry's place.
        return start..<end.next
      }
      // The last line, without a final line break: remove the line break before it too, and
      // the blank lines before that, so the file still ends without one.
      var low = first
      if low > 0 {
        low = lineBreakStart(before: low)
        while let blank = lineStart(ifBlankBefore: low), blank > 0 {
          low = lineBreakStart(before: blank)
        }
      }
      return low..<text.count
    }

    /// The start of the line break that ends just before the line start `offset` (> 0).
    func lineBreakStart(before offset: Int) -> Int {
      let low = offset - 1
      return text[low] == 0x0A && low > 0 && text[low - 1] == 0x0D ? low - 1 : low
    }

    // MARK: - Table bounds

    /// Skips whitespace and comments from `offset`; returns the next content offset.
    func skipSpaceAndComments(from offset: Int) -> Int {
      var index = offset
      let count = text.count
      while index < count {
        let byte = text[index]
        if Self.isBlank(byte) || Self.isLineBreak(byte) {
          index += 1
        } else if byte == 0xE2, index + 2 < count, text[index + 1] == 0x80,
          text[index + 2] == 0xA8 || text[index + 2] == 0xA9
        {
          index += 3
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          text[index + 1] == UInt8(ascii: "/")
        {
          index += 2
          while index < count, !Self.isLineBreak(text[index]) { index += 1 }
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          text[index + 1] == UInt8(ascii: "*")
        {
          index += 2
          while index + 1 < count,
            !(text[index] == UInt8(ascii: "*") && text[index + 1] == UInt8(ascii: "/"))
          {
            index += 1
          }
          index = min(index + 2, count)
        } else {
          return index
        }
      }
      return count
    }

    /// Whether the text holds only blanks and comments and ends inside a `/*` that is never
    /// closed: the reader takes the rest of the file as that comment, so anything appended
    /// would be part of it.
    func endsInsideBlockComment() -> Bool {
      let count = text.count
      guard skipSpaceAndComments(from: 0) == count else { return false }
      var cursor = 0
      var open = false
      while cursor < count {
        let byte = text[cursor]
        if byte == UInt8(ascii: "/"), cursor + 1 < count, text[cursor + 1] == UInt8(ascii: "/") {
          cursor += 2
          while cursor < count, !Self.isLineBreak(text[cursor]) { cursor += 1 }
        } else if byte == UInt8(ascii: "/"), cursor + 1 < count,
          text[cursor + 1] == UInt8(ascii: "*")
        {
          cursor += 2
          open = true
          while cursor + 1 < count,
            !(text[cursor] == UInt8(ascii: "*") && text[cursor + 1] == UInt8(ascii: "/"))
          {
            cursor += 1
          }
          if cursor + 1 < count {
            cursor += 2
            open = false
          } else {
            cursor = count
          }
        } else {
          cursor += 1
        }
      }
      return open
    }

    /// The offset of the opening quote of a quoted string (`"` or `'`) that runs to the end
    /// of the text, read as OpenStep tokens (comments and quoted strings with their `\`
    /// escapes skipped whole); nil when every string is closed.
    func unterminatedQuote() -> Int? {
      let count = text.count
      var index = 0
      while index < count {
        let byte = text[index]
        if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
          let start = index
          index += 1
          while index < count, text[index] != byte {
            index += text[index] == UInt8(ascii: "\\") ? 2 : 1
          }
          if index >= count { return start }
          index += 1
        } else if byte == UInt8(ascii: "/"), index + 1 < count,
          text[index + 1] == UInt8(ascii: "/") || text[index + 1] == UInt8(ascii: "*")
        {
          // A comment is at least two bytes, so this always moves on.
          index = skipSpaceAndComments(from: index)
        } else {
          index += 1
        }
      }
      return nil
    }

    /// Whether the table is a top-level `{ … }` dictionary.
    func startsWithBrace() -> Bool {
      let first = skipSpaceAndComments(from: 0)
      return first < text.count && text[first] == UInt8(ascii: "{")
    }

    /// The offset of the `}` of a braced table without entries.
    func closingBraceOfEmptyTable() -> Int? {
      let open = skipSpaceAndComments(from: 0)
      guard open < text.count, text[open] == UInt8(ascii: "{") else { return nil }
      let close = skipSpaceAndComments(from: open + 1)
      return close < text.count && text[close] == UInt8(ascii: "}") ? close : nil
    }

    /// Whether the text has anything but whitespace.
    func hasContent() -> Bool {
      text.contains { !Self.isBlank($0) && !Self.isLineBreak($0) }
    }
  }
}
