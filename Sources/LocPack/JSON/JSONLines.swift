/// The lines of a JSONL buffer, with 1-based line numbers, for parsing millions of payloads.
///
/// LF and CRLF end a line (the CR is not part of the line); a final line without a newline is
/// included; a trailing newline does not make an extra empty line. Blank lines are yielded
/// too (``Line/isBlank``), so line numbers always match the file.
public struct JSONLines: Sequence, Sendable {
  /// One line: its number and the byte range of its text, terminator excluded.
  public struct Line: Hashable, Sendable {
    /// 1-based line number.
    public var number: Int
    /// Byte range in the buffer, without the line terminator.
    public var range: Range<Int>
    /// Whether the line holds only spaces and tabs (or nothing).
    public var isBlank: Bool
  }

  /// Iterates lines.
  public struct Iterator: IteratorProtocol {
    let bytes: [UInt8]
    var offset = 0
    var number = 0

    /// The next line, or `nil` at the end.
    public mutating func next() -> Line? {
      let count = bytes.count
      guard offset < count else { return nil }
      let start = offset
      var blank = true
      var position = start
      while position < count {
        let byte = bytes[position]
        if byte == 0x0A { break }
        if byte != 0x20 && byte != 0x09 && byte != 0x0D { blank = false }
        position += 1
      }
      var lineEnd = position
      if lineEnd > start, bytes[lineEnd - 1] == 0x0D { lineEnd -= 1 }
      offset = position < count ? position + 1 : count
      number += 1
      return Line(number: number, range: start..<lineEnd, isBlank: blank)
    }
  }

  /// The buffer.
  public let bytes: [UInt8]

  /// Creates a line sequence over `bytes`.
  public init(_ bytes: [UInt8]) { self.bytes = bytes }

  /// An iterator from the first line.
  public func makeIterator() -> Iterator { Iterator(bytes: bytes) }
}
