import Foundation
import Testing

@testable import LocPack

/// Several outputs written as one unit: staged, then renamed in order under a journal, with a
/// streamed file put in its place; a failure leaves every target and no temporary file.
@Suite struct PendingFilesCommitTests {
  typealias Scratch = FileIOTests.Scratch

  /// The names in the scratch folder, the journal and temporaries included.
  static func listing(_ scratch: Scratch) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: scratch.folder).sorted()
  }

  @Test func everyFileLandsInOrderWithTheStreamedOneInItsPlace() throws {
    let scratch = try Scratch()
    try scratch.write("old table", "table.strings")
    let streamed = try FileIO.stage(Array("payloads".utf8), for: scratch.path("payloads.jsonl"))
    var order: [Int] = []
    var stagedBeforeRenames = false
    try FileIO.commit(
      [
        PendingFile(
          path: scratch.path("table.strings"), bytes: Array("new table".utf8),
          precondition: .unchanged(Array("old table".utf8))),
        PendingFile(path: scratch.path("report.json"), bytes: Array("{}".utf8)),
      ], inserting: streamed, at: 1, journal: scratch.path("journal.json"),
      afterStaging: { stagedBeforeRenames = order.isEmpty },
      beforeRename: { order.append($0) })
    #expect(stagedBeforeRenames)
    #expect(order == [0, 1, 2])
    #expect(scratch.contents("table.strings") == Array("new table".utf8))
    #expect(scratch.contents("payloads.jsonl") == Array("payloads".utf8))
    #expect(scratch.contents("report.json") == Array("{}".utf8))
    #expect(try Self.listing(scratch) == ["payloads.jsonl", "report.json", "table.strings"])
  }

  /// A table changed since it was read: nothing is replaced, and the staged files, the
  /// streamed one included, are removed.
  @Test func aFailedPreconditionWritesNothingAndLeavesNoTemporaries() throws {
    let scratch = try Scratch()
    try scratch.write("changed by someone else", "table.strings")
    let streamed = try FileIO.stage(Array("payloads".utf8), for: scratch.path("payloads.jsonl"))
    #expect(throws: FileIOError.self) {
      try FileIO.commit(
        [
          PendingFile(path: scratch.path("report.json"), bytes: Array("{}".utf8)),
          PendingFile(
            path: scratch.path("table.strings"), bytes: Array("new table".utf8),
            precondition: .unchanged(Array("old table".utf8))),
        ], inserting: streamed, at: 0, journal: scratch.path("journal.json"))
    }
    #expect(scratch.contents("table.strings") == Array("changed by someone else".utf8))
    #expect(try Self.listing(scratch) == ["table.strings"])
  }
}
