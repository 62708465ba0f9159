/// How a `.strings` file is laid out: what an inserted entry must look like to fit in.
///
/// ``StringsEditor`` detects the style of the file it edits (see `init(detecting:)`);
/// ``StringsWriter`` writes fresh tables in a given style, ``xcode`` by default.
public struct StringsStyle: Hashable, Sendable {
  /// The line terminator.
  public enum LineEnding: String, Hashable, Sendable, CaseIterable {
    /// `\n`.
    case lf
    /// `\r\n`.
    case crlf
    /// `\r` alone.
    case cr

    /// The terminator's bytes.
    public var bytes: [UInt8] {
      switch self {
      case .lf: return [0x0A]
      case .crlf: return [0x0D, 0x0A]
      case .cr: return [0x0D]
      }
    }
  }

  /// How keys are written.
  public enum KeyQuoting: Hashable, Sendable {
    /// Always quoted: `"key" = …`.
    case quoted
    /// Unquoted when the key is a run of `[A-Za-z0-9_$:.-]`, quoted otherwise: `key = …`.
    case unquotedWhenPossible
  }

  /// How comments are written.
  public enum CommentForm: Hashable, Sendable {
    /// `/* comment */` on its own line.
    case block
    /// `// comment` on its own line (one per line of the comment).
    case line
  }

  /// The line terminator between entries.
  public var lineEnding: LineEnding
  /// How keys are written.
  public var keyQuoting: KeyQuoting
  /// The quote character of quoted keys and values: `"` or `'`.
  public var quote: UInt8
  /// What stands between the key and the value, `=` included: `" = "`, `"="`, `"\t= "`.
  public var separator: String
  /// What stands between the value and the `;` (usually nothing).
  public var beforeSemicolon: String
  /// How comments are written.
  public var commentForm: CommentForm
  /// Whether comments have a space inside their delimiters: `/* c */` rather than `/*c*/`.
  public var commentPadding: Bool
  /// The indentation of each entry line (usually nothing; braced tables indent).
  public var indent: String
  /// The number of blank lines between one entry and the next.
  public var blankLinesBetweenEntries: Int
  /// Whether the file ends with a line terminator.
  public var trailingNewline: Bool
  /// The encoding and byte-order mark of the file.
  public var encoding: TextEncoding

  /// Creates a style; every part defaults to Xcode's.
  public init(
    lineEnding: LineEnding = .lf, keyQuoting: KeyQuoting = .quoted,
    quote: UInt8 = UInt8(ascii: "\""), separator: String = " = ", beforeSemicolon: String = "",
    commentForm: CommentForm = .block, commentPadding: Bool = true, indent: String = "",
    blankLinesBetweenEntries: Int = 1, trailingNewline: Bool = true,
    encoding: TextEncoding = .utf8(bom: false)
  ) {
    self.lineEnding = lineEnding
    self.keyQuoting = keyQuoting
    self.quote = quote
    self.separator = separator
    self.beforeSemicolon = beforeSemicolon
    self.commentForm = commentForm
    self.commentPadding = commentPadding
    self.indent = indent
    self.blankLinesBetweenEntries = blankLinesBetweenEntries
    self.trailingNewline = trailingNewline
    self.encoding = encoding
  }

  /// Xcode's style: `/* comment */` line, `"key" = "value";` line, a blank line between
  /// entries, LF, UTF-8 without a BOM.
  public static let xcode = StringsStyle()

  // MARK: - Rendering

  /// The text of one entry, from its first comment byte through its `;`, without a final
  /// line terminator, with the ranges (relative to the returned bytes) that
  /// ``StringsEntry`` records.
  func render(key: String, value: String, comment: String?) -> RenderedEntry {
    var out: [UInt8] = []
    var commentRange: Range<Int>?
    if let comment {
      out.append(contentsOf: indent.utf8)
      let start = out.count
      appendComment(comment, to: &out)
      commentRange = start..<out.count
      out.append(contentsOf: lineEnding.bytes)
    }
    out.append(contentsOf: indent.utf8)
    let keyStart = out.count
    appendKey(key, to: &out)
    let keyEnd = out.count
    out.append(contentsOf: separator.utf8)
    let valueStart = out.count
    StringsEscaping.appendQuoted(value, quote: quote, to: &out)
    let valueEnd = out.count
    out.append(contentsOf: beforeSemicolon.utf8)
    out.append(UInt8(ascii: ";"))
    return RenderedEntry(
      bytes: out, commentRange: commentRange, keyRange: keyStart..<keyEnd,
      valueRange: valueStart..<valueEnd, range: keyStart..<out.count)
  }

  /// An entry's text and ranges, relative to its first byte.
  struct RenderedEntry {
    var bytes: [UInt8]
    var commentRange: Range<Int>?
    var keyRange: Range<Int>
    var valueRange: Range<Int>
    var range: Range<Int>
  }

  /// The key token.
  func appendKey(_ key: String, to out: inout [UInt8]) {
    if keyQuoting == .unquotedWhenPossible, StringsEscaping.canStandUnquoted(key) {
      out.append(contentsOf: key.utf8)
    } else {
      StringsEscaping.appendQuoted(key, quote: quote, to: &out)
    }
  }

  /// The comment, without indentation before it or a terminator after it.
  ///
  /// Line breaks in the text become the style's line ending. A block comment cannot hold
  /// `*/`, so that becomes `* /`; a line comment takes one `//` per line.
  func appendComment(_ text: String, to out: inout [UInt8]) {
    let lines = Self.lines(of: text)
    let pad: [UInt8] = commentPadding ? [0x20] : []
    switch commentForm {
    case .block:
      out.append(contentsOf: [UInt8(ascii: "/"), UInt8(ascii: "*")])
      out.append(contentsOf: pad)
      for (number, line) in lines.enumerated() {
        if number > 0 {
          out.append(contentsOf: lineEnding.bytes)
          out.append(contentsOf: indent.utf8)
        }
        var previous: UInt8 = 0
        for byte in line {
          if previous == UInt8(ascii: "*"), byte == UInt8(ascii: "/") { out.append(0x20) }
          out.append(byte)
          previous = byte
        }
      }
      out.append(contentsOf: pad)
      out.append(contentsOf: [UInt8(ascii: "*"), UInt8(ascii: "/")])
    case .line:
      for (number, line) in lines.enumerated() {
        if number > 0 {
          out.append(contentsOf: lineEnding.bytes)
          out.append(contentsOf: indent.utf8)
        }
        out.append(contentsOf: [UInt8(ascii: "/"), UInt8(ascii: "/")])
        if !line.isEmpty { out.append(contentsOf: pad) }
        out.append(contentsOf: line)
      }
    }
  }

  /// The lines of a comment: split at LF, CRLF, CR, U+2028 and U+2029 (which also end a
  /// `//` comment).
  static func lines(of text: String) -> [[UInt8]] {
    var lines: [[UInt8]] = [[]]
    let bytes = Array(text.utf8)
    var index = 0
    while index < bytes.count {
      let byte = bytes[index]
      if byte == 0x0A || byte == 0x0D {
        if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A { index += 1 }
        lines.append([])
      } else if byte == 0xE2, index + 2 < bytes.count, bytes[index + 1] == 0x80,
        bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9
      {
        index += 2
        lines.append([])
      } else {
        lines[lines.count - 1].append(byte)
      }
      index += 1
    }
    return lines
  }
}
