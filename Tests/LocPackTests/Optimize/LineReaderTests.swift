import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

/// The chunked reader against ``JSONLines``, for every chunk size, in memory and from a file.
@Suite struct LineReaderTests {
  struct Line: Equatable, CustomStringConvertible {
    var number: Int
    var offset: Int
    var content: [UInt8]
    var terminator: [UInt8]
    var length: Int
    var isLong: Bool

    var description: String {
      "\(number)@\(offset) \(String(decoding: content, as: UTF8.self).debugDescription) "
        + "\(terminator) \(length)\(isLong ? " long" : "")"
    }
  }

  /// The reader's pieces joined into whole lines.
  static func collect(_ reader: LineReader) throws -> [Line] {
    var lines: [Line] = []
    var pending: [UInt8] = []
    try reader.forEach { piece in
      pending += Array(piece.content)
      guard piece.kind != .longPart else { return }
      lines.append(
        Line(
          number: piece.number, offset: piece.offset, content: pending,
          terminator: Array(piece.terminator), length: piece.length,
          isLong: piece.kind == .longEnd))
      pending = []
    }
    return lines
  }

  /// What ``JSONLines`` says, with the terminators taken from the gaps.
  static func expected(_ bytes: [UInt8], maxLineBytes: Int) -> [Line] {
    let lines = Array(JSONLines(bytes))
    return lines.enumerated().map { index, line in
      let next = index + 1 < lines.count ? lines[index + 1].range.lowerBound : bytes.count
      return Line(
        number: line.number, offset: line.range.lowerBound, content: Array(bytes[line.range]),
        terminator: Array(bytes[line.range.upperBound..<next]), length: line.range.count,
        isLong: line.range.count > maxLineBytes)
    }
  }

  static func withFile<R>(_ bytes: [UInt8], _ body: (Int32) throws -> R) throws -> R {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-lines-\(UUID().uuidString)").path
    try Data(bytes).write(to: URL(fileURLWithPath: path))
    defer { try? FileManager.default.removeItem(atPath: path) }
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    return try body(fd)
  }

  static let inputs: [String] = [
    "", "\n", "a", "a\n", "a\r\n", "a\r", "a\rb\n", "\r\n\r\n", "ab\n\ncd\r\nef",
    "{\"x\":1}\n  \n\t\r\n{\"y\":22}\r\n", "xxxxxxxxxx\nyy\r\nzzzzzzzzzzzz\r\r\n",
    "0123456789\r\n0123456789a\r\n012345678\r\r\n\r", "long line without end 0123456789",
  ]

  @Test(arguments: [1, 2, 3, 7, 64])
  func matchesJSONLines(chunkSize: Int) throws {
    for text in Self.inputs {
      let bytes = Array(text.utf8)
      for maxLineBytes in [1, 5, 10, 11, 1 << 20] {
        let expected = Self.expected(bytes, maxLineBytes: maxLineBytes)
        let memory = try Self.collect(LineReader(bytes: bytes, maxLineBytes: maxLineBytes))
        #expect(memory == expected, "\(text.debugDescription) max \(maxLineBytes)")
        let file = try Self.withFile(bytes) { fd in
          try Self.collect(
            LineReader(fd: fd, path: "f", maxLineBytes: maxLineBytes, chunkSize: chunkSize))
        }
        #expect(file == expected, "\(text.debugDescription) max \(maxLineBytes) chunk \(chunkSize)")
      }
    }
  }

  @Test func anOverLongLineIsNeverHeldWhole() throws {
    let bytes = Array((String(repeating: "x", count: 10_000) + "\r\nshort\n").utf8)
    var largest = 0
    var kinds: [LineReader.Piece.Kind] = []
    try Self.withFile(bytes) { fd in
      try LineReader(fd: fd, path: "f", maxLineBytes: 100, chunkSize: 256).forEach { piece in
        largest = max(largest, piece.content.count)
        if kinds.last != piece.kind || piece.kind != .longPart { kinds.append(piece.kind) }
      }
    }
    #expect(largest <= 100 + 2 + 256)
    #expect(kinds == [.longPart, .longEnd, .line])
  }

  @Test func spoolCopiesEveryByte() throws {
    let bytes = Array(Support.seededCorpus(lines: 300, seed: 3))
    let spoolPath = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-spool-\(UUID().uuidString)").path
    let spool = open(spoolPath, O_RDWR | O_CREAT, 0o600)
    defer {
      close(spool)
      unlink(spoolPath)
    }
    try Self.withFile(bytes) { fd in
      try LineReader(fd: fd, path: "f", maxLineBytes: 64, chunkSize: 100, spool: spool)
        .forEach { _ in }
    }
    #expect(Array(try Data(contentsOf: URL(fileURLWithPath: spoolPath))) == bytes)
  }

  typealias Support = OptimizeTestSupport

  @Test func histogramPercentilesMatchSortedSizes() {
    var random = SeededGenerator(seed: 8)
    for count in [1, 2, 3, 19, 20, 21, 100, 1001] {
      var values: [Int] = []
      var histogram = SizeHistogram()
      for _ in 0..<count {
        let value = Int(random.next() % 5000)
        values.append(value)
        histogram.add(value)
      }
      #expect(OptimizeReport.Sizes(histogram) == OptimizeReport.Sizes(values), "\(count)")
    }
    var large = SizeHistogram()
    let sizes = [70_000, 1 << 20, 5_000_000, 100]
    for size in sizes { large.add(size) }
    let exact = OptimizeReport.Sizes(sizes)
    let approximate = OptimizeReport.Sizes(large)
    #expect(approximate.max == exact.max)
    #expect(approximate.p50 >= exact.p50 && Double(approximate.p50) <= Double(exact.p50) * 1.02)
    #expect(approximate.p95 == exact.p95)
  }
}
