import Foundation
import Testing

/// Outputs that cannot be written, run end to end through the built `locpack optimize`:
/// each names the path and the reason, exits 73, leaves every original byte-identical and no
/// temporary file, and a re-run works.
@Suite(.serialized) struct FaultWriteTests {
  /// A folder with `in.jsonl`, `t.strings` and `out/` holding a previous run's outputs.
  struct Project {
    var folder: String
    var table: [UInt8]
    var outputs: [String: [UInt8]]

    init(in folder: String, lines: Int = 30) throws {
      self.folder = folder
      try FaultSupport.write(FaultSupport.corpus(lines), to: folder + "/in.jsonl")
      try FaultSupport.write(FaultSupport.table, to: folder + "/t.strings")
      try FileManager.default.createDirectory(
        atPath: folder + "/out", withIntermediateDirectories: false)
      for name in ["payloads.jsonl", "templates.json", "report.json"] {
        try FaultSupport.write("previous \(name)\n", to: folder + "/out/" + name)
      }
      table = Array(FaultSupport.table.utf8)
      outputs = [:]
      for name in ["payloads.jsonl", "templates.json", "report.json"] {
        outputs[name] = FaultSupport.bytes(folder + "/out/" + name)
      }
    }

    static let arguments = ["optimize", "in.jsonl", "--strings", "t.strings", "--out", "out"]

    /// Every original is as it was and no temporary file is left.
    func expectIntact(sourceLocation: SourceLocation = #_sourceLocation) {
      #expect(FaultSupport.bytes(folder + "/t.strings") == table, sourceLocation: sourceLocation)
      for (name, bytes) in outputs {
        #expect(
          FaultSupport.bytes(folder + "/out/" + name) == bytes, "\(name)",
          sourceLocation: sourceLocation)
      }
      #expect(FaultSupport.temporaries(in: folder) == [], sourceLocation: sourceLocation)
      #expect(FaultSupport.temporaries(in: folder + "/out") == [], sourceLocation: sourceLocation)
    }

    /// A run without faults succeeds and adds keys to the table.
    func expectRerunWorks(sourceLocation: SourceLocation = #_sourceLocation) throws {
      let run = try FaultSupport.run(Self.arguments, in: folder)
      #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
      let table = FaultSupport.bytes(folder + "/t.strings") ?? []
      #expect(table.count > self.table.count, sourceLocation: sourceLocation)
      #expect(FaultSupport.temporaries(in: folder) == [], sourceLocation: sourceLocation)
    }
  }

  // MARK: - Unwritable folders

  @Test(
    .enabled(
      if: FaultSupport.canDenyPermissions,
      "privileged, and setpriv is missing to drop the privileges that ignore permissions"),
    arguments: ["out", "."])
  func readOnlyFolder(_ readOnly: String) throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let project = try Project(in: folder)
    chmod(folder + "/" + readOnly, 0o555)
    let run = try FaultSupport.run(Project.arguments, in: folder, unprivileged: true)
    let failed = readOnly == "out" ? "out/payloads.jsonl" : "t.strings"
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr == "error: \(failed): cannot write: permission denied\n")
    project.expectIntact()
    chmod(folder + "/" + readOnly, 0o755)
    try project.expectRerunWorks()
  }

  @Test(.enabled(if: FaultSupport.canMount, "needs privileges to mount a tmpfs"))
  func readOnlyFileSystem() throws {
    try FaultSupport.withTmpfs(size: "1m") { folder in
      let project = try Project(in: folder)
      try #require(FaultSupport.shell("/usr/bin/mount", "-o", "remount,ro", folder))
      let run = try FaultSupport.run(Project.arguments, in: folder)
      #expect(run.status == 73, "\(run)")
      // The payloads are streamed to their temporary file first, so they fail first.
      #expect(run.stderr == "error: out/payloads.jsonl: cannot write: read-only file system\n")
      project.expectIntact()
      try #require(FaultSupport.shell("/usr/bin/mount", "-o", "remount,rw", folder))
      try project.expectRerunWorks()
    }
  }

  @Test(.enabled(if: FaultSupport.canMount, "needs privileges to mount a tmpfs"))
  func diskFull() throws {
    try FaultSupport.withTmpfs(size: "64k") { folder in
      let project = try Project(in: folder, lines: 3)
      // The payloads alone are larger than the whole file system.
      let elsewhere = try FaultSupport.scratch()
      defer { FaultSupport.remove(elsewhere) }
      try FaultSupport.write(FaultSupport.corpus(2000), to: elsewhere + "/in.jsonl")
      let input = elsewhere + "/in.jsonl"
      let run = try FaultSupport.run(
        ["optimize", input, "--strings", "t.strings", "--out", "out"], in: folder)
      #expect(run.status == 73, "\(run)")
      #expect(run.stderr == "error: out/payloads.jsonl: cannot write: no space left on device\n")
      project.expectIntact()
      // With the outputs elsewhere, the same table is written.
      let rerun = try FaultSupport.run(
        ["optimize", input, "--strings", "t.strings", "--out", elsewhere + "/out"],
        in: folder)
      #expect(rerun.status == 0, "\(rerun)")
      #expect((FaultSupport.bytes(folder + "/t.strings") ?? []).count > project.table.count)
      #expect(FaultSupport.temporaries(in: folder) == [])
    }
  }

  struct ConvertCase: Sendable, CustomTestStringConvertible {
    var output: String
    var unprivileged = false
    var reason: String
    var testDescription: String { output }
  }

  /// `convert -o` into places that cannot take the file: the existing output stays, and no
  /// temporary file is left.
  @Test(arguments: [
    ConvertCase(output: "dir", reason: "is a directory"),
    ConvertCase(output: "none/x.plist", reason: "no such file or directory"),
  ])
  func convertOutputCannotBeWritten(_ c: ConvertCase) throws {
    try checkConvert(c)
  }

  @Test(
    .enabled(
      if: FaultSupport.canDenyPermissions,
      "privileged, and setpriv is missing to drop the privileges that ignore permissions"))
  func convertIntoReadOnlyFolder() throws {
    try checkConvert(
      ConvertCase(output: "ro/x.plist", unprivileged: true, reason: "permission denied"))
  }

  func checkConvert(_ c: ConvertCase) throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    try FaultSupport.write(FaultSupport.table, to: folder + "/t.strings")
    for name in ["dir", "ro"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/" + name, withIntermediateDirectories: false)
    }
    try FaultSupport.write("previous", to: folder + "/ro/x.plist")
    chmod(folder + "/ro", 0o555)
    let run = try FaultSupport.run(
      ["convert", "t.strings", "--to", "xml", "-o", c.output], in: folder,
      unprivileged: c.unprivileged)
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr == "error: \(c.output): cannot write: \(c.reason)\n")
    #expect(FaultSupport.bytes(folder + "/ro/x.plist") == Array("previous".utf8))
    for name in [".", "dir", "ro"] {
      #expect(FaultSupport.temporaries(in: folder + "/" + name) == [], "\(name)")
    }
  }

  // MARK: - Changed between read and write

  struct Change: Sendable, CustomTestStringConvertible {
    var name: String
    /// Whether the table exists before the run.
    var tableExists: Bool
    /// What someone else does while the run is between writing and renaming.
    var change: @Sendable (String) throws -> Void
    /// The table afterwards, nil when absent.
    var after: String?
    var testDescription: String { name }
  }

  static let changes: [Change] = [
    Change(
      name: "table edited", tableExists: true,
      change: { try FaultSupport.write("\"EDITED\" = \"Yes\";\n", to: $0) },
      after: "\"EDITED\" = \"Yes\";\n"),
    Change(
      name: "table deleted", tableExists: true,
      change: { try FileManager.default.removeItem(atPath: $0) }, after: nil),
    Change(
      name: "new table created by someone else", tableExists: false,
      change: { try FaultSupport.write("\"THEIRS\" = \"1\";\n", to: $0) },
      after: "\"THEIRS\" = \"1\";\n"),
  ]

  @Test(arguments: changes) func changedOnDiskIsNotClobbered(_ c: Change) throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let project = try Project(in: folder)
    if !c.tableExists { try FileManager.default.removeItem(atPath: folder + "/t.strings") }
    let (process, output, errors, _) = try FaultSupport.start(
      Project.arguments, in: folder, environment: ["LOCPACK_TEST_PAUSE_BEFORE_RENAME": "3"])
    // Every output is staged before the pause.
    let staged = FaultSupport.waitUntil(seconds: 60) {
      FaultSupport.temporaries(in: folder + "/out").count == 3
    }
    try c.change(folder + "/t.strings")
    let run = FaultSupport.finish(process, output, errors)
    try #require(staged)
    #expect(run.status == 73, "\(run)")
    #expect(
      run.stderr
        == "error: t.strings: cannot write: the file changed on disk since it was read; "
        + "not overwritten\n")
    #expect(FaultSupport.bytes(folder + "/t.strings") == c.after.map { Array($0.utf8) })
    // No output was renamed either.
    for (name, bytes) in project.outputs {
      #expect(FaultSupport.bytes(folder + "/out/" + name) == bytes, "\(name)")
    }
    #expect(FaultSupport.temporaries(in: folder) == [])
    #expect(FaultSupport.temporaries(in: folder + "/out") == [])
  }

  // MARK: - Temporary files and links

  @Test func staleTemporariesAreRemovedAndLiveOnesKept() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    _ = try Project(in: folder)
    let finished = Process()
    finished.executableURL = URL(fileURLWithPath: "/bin/true")
    try finished.run()
    finished.waitUntilExit()
    let dead = finished.processIdentifier
    let live = getpid()
    let stale = [
      "/.t.strings.locpack-\(dead)-Ab12Cd", "/out/.payloads.jsonl.locpack-\(dead)-Xy34Zw",
    ]
    let kept = ["/.t.strings.locpack-\(live)-Qr56St", "/.other.locpack-\(dead)-Uv78Wx"]
    for path in stale + kept { try FaultSupport.write("partial", to: folder + path) }
    let run = try FaultSupport.run(FaultWriteTests.Project.arguments, in: folder)
    #expect(run.status == 0, "\(run)")
    for path in stale { #expect(!FileManager.default.fileExists(atPath: folder + path), "\(path)") }
    for path in kept { #expect(FileManager.default.fileExists(atPath: folder + path), "\(path)") }
  }

  @Test func symlinkedTableStaysALink() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let project = try Project(in: folder)
    try FileManager.default.moveItem(
      atPath: folder + "/t.strings", toPath: folder + "/real.strings")
    try FileManager.default.createSymbolicLink(
      atPath: folder + "/t.strings", withDestinationPath: "real.strings")
    let run = try FaultSupport.run(Project.arguments, in: folder)
    #expect(run.status == 0, "\(run)")
    let link = try FileManager.default.destinationOfSymbolicLink(atPath: folder + "/t.strings")
    #expect(link == "real.strings")
    #expect((FaultSupport.bytes(folder + "/real.strings") ?? []).count > project.table.count)
  }
}
