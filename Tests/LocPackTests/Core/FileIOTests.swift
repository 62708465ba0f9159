import Foundation
import Testing

@testable import LocPack

@Suite struct FileIOTests {
  /// A scratch folder removed at the end of the test.
  final class Scratch {
    let folder: String

    init() throws {
      folder =
        FileManager.default.temporaryDirectory
        .appendingPathComponent("locpack-fileio-\(UUID().uuidString)").path
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(atPath: folder) }

    func path(_ name: String) -> String { folder + "/" + name }

    func write(_ text: String, _ name: String) throws {
      try Data(text.utf8).write(to: URL(fileURLWithPath: path(name)))
    }

    func contents(_ name: String) -> [UInt8]? {
      FileManager.default.contents(atPath: path(name)).map(Array.init)
    }

    /// Every name in the folder but `except`.
    func others(_ except: String...) throws -> [String] {
      try FileManager.default.contentsOfDirectory(atPath: folder).filter { !except.contains($0) }
        .sorted()
    }
  }

  // MARK: - Reading

  struct ReadCase: Sendable, CustomTestStringConvertible {
    var name: String
    var setup: @Sendable (String) throws -> Void
    var reason: FileIOError.Reason
    var testDescription: String { name }
  }

  static let readCases: [ReadCase] = [
    ReadCase(name: "missing", setup: { _ in }, reason: .notFound),
    ReadCase(
      name: "directory",
      setup: {
        try FileManager.default.createDirectory(atPath: $0, withIntermediateDirectories: false)
      },
      reason: .isDirectory),
    ReadCase(
      name: "symlink loop",
      setup: { try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: $0) },
      reason: .system("too many levels of symbolic links")),
    ReadCase(
      name: "dangling symlink",
      setup: {
        try FileManager.default.createSymbolicLink(atPath: $0, withDestinationPath: $0 + ".gone")
      },
      reason: .notFound),
    ReadCase(
      name: "through a file",
      setup: { try Data("x".utf8).write(to: URL(fileURLWithPath: $0 + ".file")) },
      reason: .system("not a directory")),
  ]

  @Test(arguments: readCases) func readFailure(_ c: ReadCase) throws {
    let scratch = try Scratch()
    let path = scratch.path("target")
    try c.setup(path)
    let read = c.name == "through a file" ? path + ".file/inner" : path
    #expect(throws: FileIOError(.read, path: read, reason: c.reason)) {
      _ = try FileIO.read(read)
    }
  }

  @Test func readTooLargeStopsAtTheLimit() throws {
    let scratch = try Scratch()
    try scratch.write("0123456789", "ten")
    #expect(throws: FileIOError(.read, path: scratch.path("ten"), reason: .tooLarge(limit: 9))) {
      _ = try FileIO.read(scratch.path("ten"), maxBytes: 9)
    }
    #expect(try FileIO.read(scratch.path("ten"), maxBytes: 10) == Array("0123456789".utf8))
  }

  @Test func readsAFifoToTheEnd() throws {
    let scratch = try Scratch()
    let fifo = scratch.path("fifo")
    try #require(mkfifo(fifo, 0o600) == 0)
    let text = String(repeating: "line of text\n", count: 20_000)
    let writer = Thread {
      if let handle = FileHandle(forWritingAtPath: fifo) {
        handle.write(Data(text.utf8))
        try? handle.close()
      }
    }
    writer.start()
    #expect(try FileIO.read(fifo) == Array(text.utf8))
  }

  @Test(arguments: [
    (EROFS, "read-only file system"), (ENOSPC, "no space left on device"),
    (EIO, "input/output error"), (ELOOP, "too many levels of symbolic links"),
  ])
  func errnoTextIsLowercase(_ code: Int32, _ text: String) {
    #expect(
      FileIOError.fromErrno(.write, path: "p", code).description == "p: cannot write: \(text)")
  }

  // MARK: - Staging and committing

  @Test func commitRefusesAChangedFileAndRenamesNothing() throws {
    let scratch = try Scratch()
    try scratch.write("old", "table")
    try scratch.write("old out", "out")
    let table = try FileIO.stage(
      Array("new".utf8), for: scratch.path("table"), precondition: .unchanged(Array("old".utf8)))
    let out = try FileIO.stage(Array("new out".utf8), for: scratch.path("out"))
    try scratch.write("theirs", "table")
    #expect(throws: FileIOError(.write, path: scratch.path("table"), reason: .changedOnDisk)) {
      try FileIO.commit([table, out])
    }
    #expect(scratch.contents("table") == Array("theirs".utf8))
    #expect(scratch.contents("out") == Array("old out".utf8))
    #expect(try scratch.others() == ["out", "table"])
  }

  @Test func absentTargetIsNeverReplaced() throws {
    let scratch = try Scratch()
    let staged = try FileIO.stage(
      Array("mine".utf8), for: scratch.path("new"), precondition: .absent)
    try scratch.write("theirs", "new")
    #expect(throws: FileIOError(.write, path: scratch.path("new"), reason: .changedOnDisk)) {
      try FileIO.commit([staged])
    }
    #expect(scratch.contents("new") == Array("theirs".utf8))
    #expect(try scratch.others() == ["new"])
    // Without a competitor the file is created.
    let fresh = try FileIO.stage(
      Array("mine".utf8), for: scratch.path("other"), precondition: .absent)
    try FileIO.commit([fresh])
    #expect(scratch.contents("other") == Array("mine".utf8))
    #expect(try scratch.others() == ["new", "other"])
  }

  @Test func temporaryNameCarriesThePid() throws {
    let scratch = try Scratch()
    let staged = try FileIO.stage([1, 2, 3], for: scratch.path("Localizable.strings"))
    defer { staged.discard() }
    let name = try #require(staged.temporaryPath.split(separator: "/").last)
    #expect(name.hasPrefix(".Localizable.strings.locpack-\(getpid())-"))
    #expect(scratch.contents(String(name)) == [1, 2, 3])
    staged.discard()
    #expect(try scratch.others() == [])
  }

  @Test func longNamesStillFit() throws {
    let scratch = try Scratch()
    let name = String(repeating: "é", count: 120) + ".strings"  // 248 bytes
    try FileIO.writeAtomically([0x41], to: scratch.path(name))
    #expect(scratch.contents(name) == [0x41])
    #expect(try scratch.others(name) == [])
  }

  @Test func staleTemporariesOfDeadProcessesAreRemoved() throws {
    let scratch = try Scratch()
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    let parent = getppid()
    for name in [
      ".t.locpack-\(dead)-aaaaaa", ".t.locpack-\(parent)-bbbbbb", ".u.locpack-\(dead)-cccccc",
      ".t.locpack-x-dddddd", ".t.locpack-\(dead)",
    ] {
      try scratch.write("partial", name)
    }
    try FileIO.writeAtomically([0x41], to: scratch.path("t"))
    let kept: Set = [
      ".t.locpack-\(dead)", ".t.locpack-\(parent)-bbbbbb", ".t.locpack-x-dddddd",
      ".u.locpack-\(dead)-cccccc",
    ]
    #expect(Set(try scratch.others("t")) == kept)
  }

  @Test func writingThroughASymlinkKeepsTheLink() throws {
    let scratch = try Scratch()
    try scratch.write("old", "real")
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("link"), withDestinationPath: "real")
    try FileIO.writeAtomically(
      Array("new".utf8), to: scratch.path("link"), expectedOriginal: Array("old".utf8))
    #expect(
      try FileManager.default.destinationOfSymbolicLink(atPath: scratch.path("link")) == "real")
    #expect(scratch.contents("real") == Array("new".utf8))
    // A dangling link gets its file created.
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("dangling"), withDestinationPath: "made")
    try FileIO.writeAtomically(Array("x".utf8), to: scratch.path("dangling"), expectedOriginal: nil)
    #expect(scratch.contents("made") == Array("x".utf8))
    // A loop is an error.
    try FileManager.default.createSymbolicLink(
      atPath: scratch.path("loop"), withDestinationPath: "loop")
    #expect(
      throws: FileIOError(
        .write, path: scratch.path("loop"), reason: .system("too many levels of symbolic links"))
    ) {
      try FileIO.writeAtomically([1], to: scratch.path("loop"))
    }
    #expect(try scratch.others("real", "link", "dangling", "made", "loop") == [])
  }

  @Test func writingOverADirectoryFails() throws {
    let scratch = try Scratch()
    try FileManager.default.createDirectory(
      atPath: scratch.path("dir"), withIntermediateDirectories: false)
    #expect(throws: FileIOError(.write, path: scratch.path("dir"), reason: .isDirectory)) {
      try FileIO.writeAtomically([1], to: scratch.path("dir"))
    }
  }

  // MARK: - Folders and locks

  @Test func createDirectoryMakesParentsAndReportsAFileInTheWay() throws {
    let scratch = try Scratch()
    try FileIO.createDirectory(scratch.path("a/b/c"))
    try FileIO.createDirectory(scratch.path("a/b/c"))
    var isDirectory: ObjCBool = false
    #expect(
      FileManager.default.fileExists(atPath: scratch.path("a/b/c"), isDirectory: &isDirectory))
    #expect(isDirectory.boolValue)
    try scratch.write("x", "file")
    #expect(
      throws: FileIOError(.write, path: scratch.path("file/d"), reason: .system("not a directory"))
    ) {
      try FileIO.createDirectory(scratch.path("file/d"))
    }
  }

  @Test func aHeldLockIsBusyUntilReleased() throws {
    let scratch = try Scratch()
    try FileIO.createDirectory(scratch.path("out"))
    // The same folder twice, once through another spelling, is locked once.
    let first = try FileLock.lock(
      folders: [scratch.folder, scratch.path("out"), scratch.folder + "/."], wait: false)
    #expect(throws: FileIOError.self) {
      _ = try FileLock.lock(folders: [scratch.path("out")], wait: false)
    }
    do {
      _ = try FileLock.lock(folders: [scratch.path("out")], wait: false)
    } catch {
      #expect(error.reason == .busy)
      #expect(error.exitStatus == .cannotCreate)
    }
    first.release()
    let second = try FileLock.lock(folders: [scratch.path("out")], wait: false)
    second.release()
    #expect(try scratch.others() == ["out"])
  }

  @Test func lockingAMissingFolderFails() throws {
    let scratch = try Scratch()
    #expect(throws: FileIOError(.write, path: scratch.path("none"), reason: .notFound)) {
      _ = try FileLock.lock(folders: [scratch.path("none")], wait: false)
    }
  }
}
