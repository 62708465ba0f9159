import Foundation
import Testing

/// Two `locpack optimize` processes on the same table at once: the second fails fast (or
/// waits with `--wait-lock`); writes never interleave.
@Suite(.serialized) struct FaultLockTests {
  typealias Project = FaultWriteTests.Project

  /// Starts a run that holds the lock and pauses before renaming; returns once it has
  /// staged every output.
  static func startHolder(_ folder: String, pause: String) throws -> (Process, Pipe, Pipe) {
    let (process, output, errors, _) = try FaultSupport.start(
      Project.arguments, in: folder, environment: ["LOCPACK_TEST_PAUSE_BEFORE_RENAME": pause])
    try #require(
      FaultSupport.waitUntil(seconds: 60) {
        FaultSupport.temporaries(in: folder + "/out").count == 3
      })
    return (process, output, errors)
  }

  @Test func secondRunFailsFast() throws {
    let reference = try FaultKillTests.reference(lines: 30)
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let project = try Project(in: folder)
    let (process, output, errors) = try Self.startHolder(folder, pause: "3")
    let second = try FaultSupport.run(Project.arguments, in: folder)
    let first = FaultSupport.finish(process, output, errors)
    #expect(second.status == 73, "\(second)")
    // The folders are locked in a fixed order; either may be the one reported busy.
    let busy = [".", "out"].map {
      "error: \($0): cannot write: another locpack process is writing in this folder; run "
        + "again when it ends, or pass --wait-lock\n"
    }
    #expect(busy.contains(second.stderr), "\(second.stderr)")
    #expect(second.stdout == "")
    #expect(first.status == 0, "\(first)")
    // Only the first run wrote, exactly what an uninterrupted run writes.
    #expect(FaultSupport.bytes(folder + "/t.strings") == reference.table)
    for (name, bytes) in reference.outputs {
      #expect(FaultSupport.bytes(folder + "/out/" + name) == bytes, "\(name)")
    }
    #expect(FaultSupport.temporaries(in: folder) == [])
    #expect(FaultSupport.bytes(folder + "/t.strings") != project.table)
  }

  @Test func waitLockRunsAfterTheFirst() throws {
    let reference = try FaultKillTests.reference(lines: 30)
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    _ = try Project(in: folder)
    let (process, output, errors) = try Self.startHolder(folder, pause: "2")
    let second = try FaultSupport.run(Project.arguments + ["--wait-lock"], in: folder)
    let first = FaultSupport.finish(process, output, errors)
    #expect(first.status == 0, "\(first)")
    // The second run read the table only after the first had renamed it: no conflict, and
    // the keys it would add are already there.
    #expect(second.status == 0, "\(second)")
    #expect(second.stderr.hasPrefix("note: waiting for another locpack run writing in "))
    #expect(FaultSupport.bytes(folder + "/t.strings") == reference.table)
    #expect(
      FaultSupport.bytes(folder + "/out/payloads.jsonl") == reference.outputs["payloads.jsonl"])
    #expect(FaultSupport.temporaries(in: folder) == [])
  }

  @Test func dryRunTakesNoLock() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    _ = try Project(in: folder)
    let (process, output, errors) = try Self.startHolder(folder, pause: "3")
    let dry = try FaultSupport.run(Project.arguments + ["--dry-run"], in: folder)
    // The dry run did not wait for the holder.
    #expect(process.isRunning)
    let first = FaultSupport.finish(process, output, errors)
    #expect(dry.status == 0, "\(dry)")
    #expect(first.status == 0, "\(first)")
  }
}
