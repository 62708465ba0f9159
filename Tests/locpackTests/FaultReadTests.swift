import Foundation
import Testing

/// Inputs that cannot be read, run end to end through the built `locpack optimize`: each
/// names the path and the reason, exits 66, and writes nothing.
@Suite(.serialized) struct FaultReadTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    /// Makes the faulty file in the scratch folder.
    var setup: @Sendable (String) throws -> Void
    /// The arguments after `optimize`.
    var arguments: [String]
    var input: FaultSupport.Input = .bytes([])
    var unprivileged = false
    var status: Int32 = 66
    /// The exact standard error.
    var message: String
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(
      name: "missing input", setup: { _ in }, arguments: ["gone.jsonl"],
      message: "error: gone.jsonl: cannot read: no such file or directory\n"),
    Case(
      name: "input is a directory",
      setup: {
        try FileManager.default.createDirectory(
          atPath: $0 + "/in", withIntermediateDirectories: false)
      },
      arguments: ["in"], message: "error: in: cannot read: is a directory\n"),
    Case(
      name: "input is a symlink loop",
      setup: {
        try FileManager.default.createSymbolicLink(
          atPath: $0 + "/loop", withDestinationPath: "loop")
      },
      arguments: ["loop"],
      message: "error: loop: cannot read: too many levels of symbolic links\n"),
    Case(
      name: "input disappeared behind a symlink",
      setup: {
        try FileManager.default.createSymbolicLink(atPath: $0 + "/in", withDestinationPath: "gone")
      },
      arguments: ["in"], message: "error: in: cannot read: no such file or directory\n"),
    Case(
      name: "input without read permission",
      setup: { folder in
        try FaultSupport.write(FaultSupport.corpus(3), to: folder + "/in.jsonl")
        chmod(folder + "/in.jsonl", 0)
      },
      arguments: ["in.jsonl"], unprivileged: true,
      message: "error: in.jsonl: cannot read: permission denied\n"),
    Case(
      name: "stdin closed", setup: { _ in }, arguments: ["-"], input: .closed,
      message: "error: <stdin>: cannot read: bad file descriptor\n"),
    Case(
      name: "table is a directory",
      setup: {
        try FileManager.default.createDirectory(
          atPath: $0 + "/t", withIntermediateDirectories: false)
      },
      arguments: ["in.jsonl", "--strings", "t"], message: "error: t: cannot read: is a directory\n"),
    Case(
      name: "table is a symlink loop",
      setup: {
        try FileManager.default.createSymbolicLink(atPath: $0 + "/t", withDestinationPath: "t")
      },
      arguments: ["in.jsonl", "--strings", "t"],
      message: "error: t: cannot read: too many levels of symbolic links\n"),
    Case(
      name: "table without read permission",
      setup: { folder in
        try FaultSupport.write(FaultSupport.table, to: folder + "/t.strings")
        chmod(folder + "/t.strings", 0)
      },
      arguments: ["in.jsonl", "--strings", "t.strings"], unprivileged: true,
      message: "error: t.strings: cannot read: permission denied\n"),
  ]

  @Test(arguments: cases.filter { !$0.unprivileged }) func unreadable(_ c: Case) throws {
    try check(c)
  }

  @Test(
    .enabled(
      if: FaultSupport.canDenyPermissions,
      "privileged, and setpriv is missing to drop the privileges that ignore permissions"),
    arguments: cases.filter(\.unprivileged))
  func unreadableWithoutPermission(_ c: Case) throws {
    try check(c)
  }

  func check(_ c: Case) throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    try FaultSupport.write(FaultSupport.corpus(6), to: folder + "/in.jsonl")
    try c.setup(folder)
    let before = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    let run = try FaultSupport.run(
      ["optimize"] + c.arguments + ["--out", "out"]
        + (c.arguments.contains("--strings") ? [] : ["--strings", "t.strings"]),
      in: folder, input: c.input, unprivileged: c.unprivileged)
    #expect(run.status == c.status, "\(run)")
    #expect(run.stderr == c.message)
    #expect(run.stdout == "")
    // Nothing was created: no output folder, no table, no temporary file.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == before)
  }

  /// A FIFO is read like a pipe: the run waits for its writer and reads to the end.
  @Test func fifoInputIsReadToTheEnd() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    try #require(mkfifo(folder + "/in.fifo", 0o600) == 0)
    try FaultSupport.write(FaultSupport.corpus(30), to: folder + "/in.jsonl")
    try FaultSupport.write(FaultSupport.table, to: folder + "/t.strings")
    let (process, output, errors, _) = try FaultSupport.start(
      ["optimize", "in.fifo", "--strings", "t.strings", "--out", "out", "-r", "json"],
      in: folder)
    let corpus = Data(FaultSupport.corpus(30).utf8)
    // Opening for writing waits for the reader, so the child has the FIFO open by then.
    let writer = try #require(FileHandle(forWritingAtPath: folder + "/in.fifo"))
    writer.write(corpus)
    try writer.close()
    let run = FaultSupport.finish(process, output, errors)
    #expect(run.status == 0, "\(run)")
    #expect(run.stdout.contains("\"payloads\": 30"))
    let payloads = FaultSupport.bytes(folder + "/out/payloads.jsonl") ?? []
    #expect(payloads.count { $0 == 0x0A } == 30)
  }

  /// Standard input closed in the middle of a line: the cut line is reported, the rest is
  /// processed, and the run exits 1.
  @Test func stdinClosedEarly() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    try FaultSupport.write(FaultSupport.table, to: folder + "/t.strings")
    let corpus = Array(FaultSupport.corpus(12).utf8)
    let cut = Array(corpus.prefix(corpus.count - 20))
    let run = try FaultSupport.run(
      ["optimize", "-", "--strings", "t.strings", "--dry-run", "-r", "json"], in: folder,
      input: .bytes(cut))
    #expect(run.status == 1, "\(run)")
    #expect(run.stderr.hasPrefix("<stdin>:12:"))
    #expect(run.stdout.contains("\"invalid_lines\": 1"))
    #expect(FaultSupport.bytes(folder + "/t.strings") == Array(FaultSupport.table.utf8))
  }
}
