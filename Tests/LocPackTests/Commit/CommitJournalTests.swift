import Foundation
import Testing

@testable import LocPack

/// The commit journal: its reader refuses what is not a journal or reaches outside the
/// folders of the run, and recovery finishes or undoes an interrupted commit.
@Suite struct CommitJournalTests {
  typealias Scratch = FileIOTests.Scratch

  // MARK: - Reading

  struct ReadCase: Sendable, CustomTestStringConvertible {
    var name: String
    /// The journal's text; `FOLDER` stands for the governed folder, `ELSEWHERE` for another.
    var text: String
    var isOutside: Bool
    /// The line the error points at.
    var line: Int
    var testDescription: String { name }
  }

  static let identity = #"{"device": 1, "inode": 2, "size": 3, "modified": 4}"#

  static func entry(
    target: String = "FOLDER/t.strings", temporary: String = "FOLDER/.t.strings.locpack-9-abc",
    backup: String = "null", original: String = identity
  ) -> String {
    """
    {"target": "\(target)", "temporary": "\(temporary)", "backup": \(backup),
     "original": \(original), "replacement": \(identity)}
    """
  }

  static func journal(_ entries: String...) -> String {
    "{\n\"version\": 1,\n\"files\": [\n" + entries.joined(separator: ",\n") + "\n]}\n"
  }

  static let readCases: [ReadCase] = [
    ReadCase(name: "not JSON", text: "{\"version\": 1,\n  \"files\": [", isOutside: false, line: 2),
    ReadCase(name: "empty file", text: "", isOutside: false, line: 1),
    ReadCase(name: "an array", text: "[]", isOutside: false, line: 1),
    ReadCase(
      name: "another version", text: "{\"version\": 2, \"files\": []}", isOutside: false,
      line: 1),
    ReadCase(
      name: "entry without target",
      text: journal(#"{"temporary": "FOLDER/.t.locpack-1-a", "replacement": \#(identity)}"#),
      isOutside: false, line: 4),
    ReadCase(
      name: "identity with a string size",
      text: journal(entry(original: #"{"device": 1, "inode": 2, "size": "3", "modified": 4}"#)),
      isOutside: false, line: 4),
    ReadCase(
      name: "backup without an original",
      text: journal(entry(backup: #""FOLDER/.t.strings.locpack-backup-9-a""#, original: "null")),
      isOutside: false, line: 4),
    ReadCase(name: "target twice", text: journal(entry(), entry()), isOutside: false, line: 6),
    ReadCase(
      name: "target in another folder", text: journal(entry(target: "ELSEWHERE/t.strings")),
      isOutside: true, line: 4),
    ReadCase(
      name: "relative target", text: journal(entry(target: "t.strings")), isOutside: true,
      line: 4),
    ReadCase(
      name: "target through ..", text: journal(entry(target: "FOLDER/../t.strings")),
      isOutside: true, line: 4),
    ReadCase(
      name: "temporary in another folder",
      text: journal(entry(temporary: "ELSEWHERE/.t.strings.locpack-9-abc")), isOutside: true,
      line: 4),
    ReadCase(
      name: "temporary not named as one", text: journal(entry(temporary: "FOLDER/other.strings")),
      isOutside: true, line: 4),
    ReadCase(
      name: "backup not named as one",
      text: journal(entry(backup: #""FOLDER/.t.strings.locpack-9-abc""#)), isOutside: true,
      line: 4),
  ]

  @Test(arguments: readCases)
  func unreadableOrOutsideJournalIsALocatedError(_ test: ReadCase) throws {
    let scratch = try Scratch()
    let elsewhere = try Scratch()
    let folder = try #require(CommitJournal.canonicalFolder(scratch.folder))
    let text = test.text.replacingOccurrences(of: "FOLDER", with: folder)
      .replacingOccurrences(of: "ELSEWHERE", with: elsewhere.folder)
    do {
      _ = try CommitJournal.parse(Array(text.utf8), path: "j.json", folders: [folder])
      Issue.record("read as a journal")
    } catch {
      switch error {
      case .outsideFolders(_, let location):
        #expect(test.isOutside, "\(error)")
        #expect(location.path == "j.json" && location.line == test.line, "\(location)")
      case .malformed(_, let location):
        #expect(!test.isOutside, "\(error)")
        #expect(location.path == "j.json" && location.line == test.line, "\(location)")
      default: Issue.record("\(error)")
      }
      #expect(error.diagnostic.severity == .error)
      #expect(error.exitStatus == .problems)
    }
  }

  @Test func writtenJournalReadsBack() throws {
    let scratch = try Scratch()
    let folder = try #require(CommitJournal.canonicalFolder(scratch.folder))
    let journal = CommitJournal(entries: [
      .init(
        target: folder + "/t.strings", temporary: folder + "/.t.strings.locpack-7-x1",
        backup: folder + "/.t.strings.locpack-backup-7-ff",
        original: FileIdentity(device: 1, inode: 2, size: 3, modified: -4),
        replacement: FileIdentity(device: .max, inode: 5, size: 6, modified: .max)),
      .init(
        target: folder + "/new.json", temporary: folder + "/.new.json.locpack-7-y2", backup: nil,
        original: nil, replacement: FileIdentity(device: 1, inode: 9, size: 0, modified: 0)),
    ])
    let read = try CommitJournal.parse(journal.json(), path: "j", folders: [folder])
    #expect(read == journal)
  }

  // MARK: - Recovery

  /// Three targets (`a` and `b` exist, `c` is new) staged with new content and a journal
  /// written; the first `renamed` of them renamed, as a run killed there leaves them.
  struct Interrupted {
    let scratch: Scratch
    let staged: [StagedFile]
    let journal: String
    var paths: [String] { ["a", "b", "c"].map(scratch.path) }

    init(renamed: Int) throws {
      scratch = try Scratch()
      try scratch.write("old a", "a")
      try scratch.write("old b", "b")
      journal = scratch.path(CommitJournal.fileName)
      var staged: [StagedFile] = []
      for name in ["a", "b", "c"] {
        staged.append(
          try FileIO.stage(
            Array("new \(name)".utf8), for: scratch.path(name),
            precondition: name == "c" ? .absent : .overwrite))
      }
      self.staged = staged
      _ = try FileIO.writeJournal(for: staged, at: journal)
      for file in staged.prefix(renamed) { #expect(FileIO.install(file) == nil) }
    }

    func text(_ name: String) -> String? {
      scratch.contents(name).map { String(decoding: $0, as: UTF8.self) }
    }

    func recover() throws(CommitJournalError) -> Diagnostic? {
      try CommitJournal.recover(journal, writing: paths)
    }
  }

  @Test(arguments: 0...3)
  func interruptedCommitIsFinished(renamed: Int) throws {
    let run = try Interrupted(renamed: renamed)
    let warning = try #require(try run.recover())
    #expect(warning.id == "optimize.recovered-commit")
    #expect(warning.severity == .warning)
    #expect(warning.message.contains("completed"), "\(warning)")
    #expect(run.text("a") == "new a" && run.text("b") == "new b" && run.text("c") == "new c")
    // No journal, staged file or backup is left.
    #expect(try run.scratch.others() == ["a", "b", "c"])
    #expect(try run.recover() == nil)
  }

  @Test(arguments: 0...2)
  func interruptedCommitWithAStagedFileGoneIsUndone(renamed: Int) throws {
    let run = try Interrupted(renamed: renamed)
    run.staged[2].discard()
    let warning = try #require(try run.recover())
    #expect(warning.message.contains("undone"), "\(warning)")
    #expect(run.text("a") == "old a" && run.text("b") == "old b" && run.text("c") == nil)
    #expect(try run.scratch.others() == ["a", "b"])
  }

  @Test(arguments: [("a", 2), ("b", 1), ("c", 1)])
  func editedTargetIsNeverOverwritten(edited: String, renamed: Int) throws {
    let run = try Interrupted(renamed: renamed)
    try run.scratch.write("a person's edit", edited)
    let before = try run.scratch.others()
    #expect {
      try run.recover()
    } throws: { error in
      (error as? CommitJournalError)
        == .targetChanged(
          CommitJournal.absolutePath(run.scratch.path(edited)) ?? "", journal: run.journal)
    }
    // Nothing moved: the journal, staged files and backups are all still there.
    #expect(try run.scratch.others() == before)
    #expect(run.text(edited) == "a person's edit")
  }

  @Test func undoWithoutThePreviousContentChangesNothing() throws {
    let run = try Interrupted(renamed: 1)
    run.staged[2].discard()
    let backups = try run.scratch.others().filter { $0.contains("locpack-backup") }
    try #require(backups.count == 2)
    for name in backups { unlink(run.scratch.path(name)) }
    let before = try run.scratch.others()
    #expect(throws: CommitJournalError.self) { try run.recover() }
    #expect(try run.scratch.others() == before)
    #expect(run.text("a") == "new a" && run.text("b") == "old b")
  }

  @Test func journalNamingFilesOfAnotherRunIsRefused() throws {
    let run = try Interrupted(renamed: 1)
    let before = try run.scratch.others()
    // A run that writes elsewhere does not act on these files.
    let other = try Scratch()
    #expect {
      try CommitJournal.recover(run.journal, writing: [other.path("t.strings")])
    } throws: { error in
      guard case .outsideFolders = error as? CommitJournalError else { return false }
      return true
    }
    #expect(try run.scratch.others() == before)
  }

  @Test func commitLeavesNoJournalOrBackup() throws {
    let scratch = try Scratch()
    try scratch.write("old a", "a")
    let staged = [
      try FileIO.stage(Array("new a".utf8), for: scratch.path("a")),
      try FileIO.stage(Array("new b".utf8), for: scratch.path("b"), precondition: .absent),
    ]
    let journal = scratch.path(CommitJournal.fileName)
    var seen: [Int] = []
    try FileIO.commit(staged, journal: journal) { _ in
      // The journal is on disk, complete, before every rename.
      let bytes = FileManager.default.contents(atPath: journal).map(Array.init) ?? []
      let folder = CommitJournal.canonicalFolder(scratch.folder) ?? ""
      seen.append(
        (try? CommitJournal.parse(bytes, path: journal, folders: [folder]))?.entries.count ?? -1)
    }
    #expect(seen == [2, 2])
    #expect(scratch.contents("a") == Array("new a".utf8))
    #expect(scratch.contents("b") == Array("new b".utf8))
    #expect(try scratch.others() == ["a", "b"])
  }
}
