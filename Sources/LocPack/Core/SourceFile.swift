/// A file's UTF-8 text with a lazily built line table that turns byte offsets into
/// ``SourceLocation`` values.
///
/// Parsers keep `Range<Int>` byte offsets in their models; only diagnostics and debug
/// output pay for line and column, and the line table is built once, on first use.
public final class SourceFile: @unchecked Sendable {
  /// The path as the user gave it (or `<stdin>`).
  public let path: String
  /// The UTF-8 text that offsets refer to.
  public let utf8: [UInt8]

  private var lineStarts: [Int]?

  /// Creates a source file over UTF-8 bytes.
  public init(path: String, utf8: [UInt8]) {
    self.path = path
    self.utf8 = utf8
  }

  /// The location of a byte offset (clamped to the text).
  ///
  /// - Complexity: O(n) the first time (to build the line table), then O(log lines + column).
  public func location(at offset: Int) -> SourceLocation {
    let offset = max(0, min(offset, utf8.count))
    let starts = lineTable()
    // Binary search for the last line start <= offset.
    var low = 0
    var high = starts.count - 1
    while low < high {
      let mid = (low + high + 1) / 2
      if starts[mid] <= offset { low = mid } else { high = mid - 1 }
    }
    let lineStart = starts[low]
    var column = 1
    var index = lineStart
    while index < offset {
      // Count scalar starts: every byte that is not a UTF-8 continuation byte.
      if utf8[index] & 0xC0 != 0x80 { column += 1 }
      index += 1
    }
    return SourceLocation(path: path, line: low + 1, column: column, offset: offset)
  }

  /// The text of the 1-based line `line`, without its line terminator.
  public func lineText(_ line: Int) -> String {
    let starts = lineTable()
    guard line >= 1, line <= starts.count else { return "" }
    let start = starts[line - 1]
    var end = line < starts.count ? starts[line] : utf8.count
    while end > start, utf8[end - 1] == 0x0A || utf8[end - 1] == 0x0D { end -= 1 }
    return String(decoding: utf8[start..<end], as: UTF8.self)
  }

  private func lineTable() -> [Int] {
    if let lineStarts { return lineStarts }
    var starts = [0]
    var index = 0
    let count = utf8.count
    while index < count {
      let byte = utf8[index]
      if byte == 0x0A {
        starts.append(index + 1)
      } else if byte == 0x0D {
        if index + 1 < count, utf8[index + 1] == 0x0A { index += 1 }
        starts.append(index + 1)
      }
      index += 1
    }
    lineStarts = starts
    return starts
  }
}
