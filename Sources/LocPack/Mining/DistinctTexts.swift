/// Counts the distinct alert texts of a stream of lines, as the optimizer samples them.
///
/// The texts live in one flat table of byte hashes (the optimizer's own), compared byte for
/// byte: no `String` and no array per text. The first `limit` distinct texts are kept with
/// their line counts; a text met once the table is full counts only when it is already in it,
/// so memory stays bounded whatever the corpus.
public struct DistinctTexts: Sendable {
  /// The most distinct texts kept.
  public let limit: Int
  /// Lines whose text was not kept because the table was full.
  public private(set) var unsampledLines = 0

  private var table: TextTable
  private var counts: [Int] = []

  /// Creates an empty counter that keeps at most `limit` distinct texts.
  ///
  /// - Parameters:
  ///   - limit: The most distinct texts kept.
  ///   - expectedCount: How many distinct texts to make room for at first.
  public init(limit: Int = Int.max, expectedCount: Int = 1024) {
    self.limit = max(0, limit)
    table = TextTable(expectedCount: min(max(16, expectedCount), max(16, self.limit)))
  }

  /// The number of distinct texts kept.
  public var count: Int { table.count }

  /// Counts one line's text.
  public mutating func add(_ text: UnsafeBufferPointer<UInt8>) {
    let hash = TextTable.hash(text)
    if let id = table.find(text, hash: hash) {
      counts[id] &+= 1
    } else if table.count < limit {
      _ = table.insert(text, hash: hash)
      counts.append(1)
    } else {
      unsampledLines &+= 1
    }
  }

  /// Counts one line's text.
  public mutating func add(_ text: [UInt8]) {
    text.withUnsafeBufferPointer { add($0) }
  }

  /// The id of `text` among the texts kept (their order first met), or nil.
  public func find(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    table.find(text, hash: TextTable.hash(text))
  }

  /// The number of lines counted for the kept text `id` (0 for an id out of range).
  public func lineCount(of id: Int) -> Int {
    id >= 0 && id < counts.count ? counts[id] : 0
  }

  /// The distinct texts kept, in the order first met, with their line counts: the input of
  /// ``TemplateMiner/mine(_:)``.
  public func texts() -> [(text: [UInt8], count: Int)] {
    var result: [(text: [UInt8], count: Int)] = []
    result.reserveCapacity(table.count)
    for id in 0..<table.count {
      result.append((Array(table.arena[table.range(of: id)]), counts[id]))
    }
    return result
  }
}
