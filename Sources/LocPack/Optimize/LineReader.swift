#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// The lines of a JSONL input read in fixed-size chunks, so memory does not grow with the
/// input: a buffer of one chunk plus the longest line accepted.
///
/// Lines end as in ``JSONLines``: LF and CRLF end a line (a CR just before the LF, or at the
/// very end, belongs to the terminator); a final line without a newline counts; a trailing
/// newline makes no extra line. A line longer than `maxLineBytes` is not held: it is handed
/// over in pieces (``Piece/Kind/longPart``), ending with a ``Piece/Kind/longEnd`` piece that
/// carries its length.
final class LineReader {
  /// One line, or one piece of an over-long line.
  struct Piece {
    enum Kind {
      /// A whole line of at most `maxLineBytes` bytes.
      case line
      /// Part of an over-long line; more follows.
      case longPart
      /// The last part of an over-long line (possibly empty), with its terminator.
      case longEnd
    }

    var kind: Kind
    /// 1-based line number.
    var number: Int
    /// The byte offset of the line's first byte in the input.
    var offset: Int
    /// The line's bytes (or this piece's), terminator excluded.
    var content: UnsafeBufferPointer<UInt8>
    /// `\n`, `\r\n`, `\r` at the very end, or nothing.
    var terminator: UnsafeBufferPointer<UInt8>
    /// The line's whole length without terminator (``Kind/line`` and ``Kind/longEnd``).
    var length: Int
  }

  /// The default read size: 1 MiB.
  static let defaultChunkSize = 1 << 20

  private let maxLineBytes: Int
  private let source: Source
  private var lineNumber = 0
  private var inLongLine = false
  private var longLength = 0
  private var longOffset = 0

  private enum Source {
    case memory([UInt8])
    case descriptor(fd: Int32, path: String, chunkSize: Int, spool: Int32)
  }

  /// Lines of a buffer in memory.
  init(bytes: [UInt8], maxLineBytes: Int) {
    self.source = .memory(bytes)
    self.maxLineBytes = max(1, maxLineBytes)
  }

  /// Lines read from `fd` (not closed here); every chunk read is also written to `spool` when
  /// it is not -1, so standard input can be read a second time.
  init(
    fd: Int32, path: String, maxLineBytes: Int, chunkSize: Int = defaultChunkSize,
    spool: Int32 = -1
  ) {
    self.source = .descriptor(fd: fd, path: path, chunkSize: max(1, chunkSize), spool: spool)
    self.maxLineBytes = max(1, maxLineBytes)
  }

  // MARK: - Reading

  /// Calls `body` for every line and line piece, in order.
  ///
  /// - Throws: A read error (or a spool write error), or what `body` throws.
  func forEach(_ body: (Piece) throws(FileIOError) -> Void) throws(FileIOError) {
    switch source {
    case .memory(let bytes):
      try PayloadOutput.withPointer(bytes) { (window) throws(FileIOError) in
        _ = try drain(window, base: 0, atEnd: true, body)
      }
    case .descriptor(let fd, let path, let chunkSize, let spool):
      try readDescriptor(fd: fd, path: path, chunkSize: chunkSize, spool: spool, body)
    }
  }

  private func readDescriptor(
    fd: Int32, path: String, chunkSize: Int, spool: Int32,
    _ body: (Piece) throws(FileIOError) -> Void
  ) throws(FileIOError) {
    let capacity = maxLineBytes &+ 2 &+ chunkSize
    let buffer = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: capacity)
    defer { buffer.deallocate() }
    guard let base = buffer.baseAddress else { return }
    var filled = 0
    var fileOffset = 0
    var atEnd = false
    while !atEnd {
      let count = read(fd, base + filled, min(chunkSize, capacity &- filled))
      if count < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(.read, path: path, errno)
      }
      if count == 0 {
        atEnd = true
      } else if spool >= 0 {
        try Self.writeAll(spool, UnsafeRawPointer(base + filled), count, path: path)
      }
      filled &+= count
      let consumed = try drain(
        UnsafeBufferPointer(rebasing: buffer[0..<filled]), base: fileOffset, atEnd: atEnd, body)
      if consumed > 0 {
        let left = filled &- consumed
        if left > 0 { memmove(base, base + consumed, left) }
        filled = left
        fileOffset &+= consumed
      }
    }
  }

  /// Writes all of `count` bytes to `fd`.
  static func writeAll(_ fd: Int32, _ pointer: UnsafeRawPointer, _ count: Int, path: String)
    throws(FileIOError)
  {
    var written = 0
    while written < count {
      let result = write(fd, pointer + written, count &- written)
      if result < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(.write, path: path, errno)
      }
      written &+= result
    }
  }

  // MARK: - Lines

  /// Hands over every complete line of `window`, and over-long line pieces; returns the bytes
  /// consumed (the rest is an incomplete line, to be completed by the next read).
  private func drain(
    _ window: UnsafeBufferPointer<UInt8>, base: Int, atEnd: Bool,
    _ body: (Piece) throws(FileIOError) -> Void
  ) throws(FileIOError) -> Int {
    guard let pointer = window.baseAddress else {
      if atEnd, inLongLine { try finishLine(window, 0, 0, 0, base: base, body) }
      return 0
    }
    let count = window.count
    var start = 0
    while start < count {
      if let found = memchr(pointer + start, 0x0A, count &- start) {
        let newline = UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - pointer
        var contentEnd = newline
        if contentEnd > start, window[contentEnd &- 1] == 0x0D { contentEnd &-= 1 }
        try finishLine(window, start, contentEnd, newline &+ 1, base: base, body)
        start = newline &+ 1
        continue
      }
      if atEnd {
        var contentEnd = count
        if contentEnd > start, window[contentEnd &- 1] == 0x0D { contentEnd &-= 1 }
        try finishLine(window, start, contentEnd, count, base: base, body)
        return count
      }
      guard inLongLine || count &- start > maxLineBytes &+ 1 else { return start }
      // An over-long line: hand over what there is, but keep a final CR, which may be the
      // start of a CRLF terminator.
      var partEnd = count
      if window[partEnd &- 1] == 0x0D { partEnd &-= 1 }
      guard partEnd > start else { return start }
      if !inLongLine {
        inLongLine = true
        longLength = 0
        longOffset = base &+ start
        lineNumber &+= 1
      }
      longLength &+= partEnd &- start
      try body(
        Piece(
          kind: .longPart, number: lineNumber, offset: longOffset,
          content: UnsafeBufferPointer(rebasing: window[start..<partEnd]),
          terminator: UnsafeBufferPointer(rebasing: window[partEnd..<partEnd]), length: 0))
      return partEnd
    }
    if atEnd, inLongLine { try finishLine(window, count, count, count, base: base, body) }
    return start
  }

  private func finishLine(
    _ window: UnsafeBufferPointer<UInt8>, _ start: Int, _ contentEnd: Int, _ end: Int,
    base: Int, _ body: (Piece) throws(FileIOError) -> Void
  ) throws(FileIOError) {
    let content = UnsafeBufferPointer(rebasing: window[start..<contentEnd])
    let terminator = UnsafeBufferPointer(rebasing: window[contentEnd..<end])
    if inLongLine {
      inLongLine = false
      longLength &+= contentEnd &- start
      try body(
        Piece(
          kind: .longEnd, number: lineNumber, offset: longOffset, content: content,
          terminator: terminator, length: longLength))
      return
    }
    lineNumber &+= 1
    let length = contentEnd &- start
    try body(
      Piece(
        kind: length > maxLineBytes ? .longEnd : .line, number: lineNumber, offset: base &+ start,
        content: content, terminator: terminator, length: length))
  }
}
