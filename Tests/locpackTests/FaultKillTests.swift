import Foundation
import Testing

/// `locpack optimize` killed with SIGKILL while it works and writes: every file is left
/// either as it was or complete, and a re-run gives the output of an uninterrupted run.
@Suite(.serialized) struct FaultKillTests {
  typealias Project = FaultWriteTests.Project

  /// The files an uninterrupted run writes, and how long it took.
  struct Reference {
    var table: [UInt8]
    var outputs: [String: [UInt8]]
    var seconds: Double
  }

  static func reference(lines: Int) throws -> Reference {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    _ = try Project(in: folder, lines: lines)
    let start = Date()
    let run = try FaultSupport.run(Project.arguments, in: folder)
    let seconds = Date().timeIntervalSince(start)
    try #require(run.status == 0, "\(run)")
    var outputs: [String: [UInt8]] = [:]
    for name in ["payloads.jsonl", "templates.json", "report.json"] {
      let bytes = try #require(FaultSupport.bytes(folder + "/out/" + name))
      outputs[name] = bytes
    }
    return Reference(
      table: try #require(FaultSupport.bytes(folder + "/t.strings")), outputs: outputs,
      seconds: seconds)
  }

  /// Re-runs after a kill; the table and outputs equal the reference (the report too when
  /// the killed run had not replaced the table yet).
  static func expectRerunMatches(
    _ project: Project, _ reference: Reference,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let tableWasOriginal = FaultSupport.bytes(project.folder + "/t.strings") == project.table
    let run = try FaultSupport.run(Project.arguments, in: project.folder)
    #expect(run.status == 0, "\(run)", sourceLocation: sourceLocation)
    #expect(
      FaultSupport.bytes(project.folder + "/t.strings") == reference.table,
      sourceLocation: sourceLocation)
    for (name, bytes) in reference.outputs where name != "report.json" || tableWasOriginal {
      #expect(
        FaultSupport.bytes(project.folder + "/out/" + name) == bytes, "\(name)",
        sourceLocation: sourceLocation)
    }
    #expect(FaultSupport.temporaries(in: project.folder) == [], sourceLocation: sourceLocation)
    #expect(
      FaultSupport.temporaries(in: project.folder + "/out") == [],
      sourceLocation: sourceLocation)
  }

  /// Killed after writing every temporary file and before the first rename.
  @Test func killedBeforeRenameLeavesOriginals() throws {
    let reference = try Self.reference(lines: 60)
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let project = try Project(in: folder, lines: 60)
    let (process, output, errors, _) = try FaultSupport.start(
      Project.arguments, in: folder, environment: ["LOCPACK_TEST_PAUSE_BEFORE_RENAME": "60"])
    let staged = FaultSupport.waitUntil(seconds: 60) {
      FaultSupport.temporaries(in: folder + "/out").count == 3
    }
    kill(process.processIdentifier, SIGKILL)
    let run = FaultSupport.finish(process, output, errors)
    try #require(staged)
    #expect(run.status == SIGKILL)
    #expect(process.terminationReason == .uncaughtSignal)
    // The originals are byte-identical; the killed run's temporary files are still there.
    #expect(FaultSupport.bytes(folder + "/t.strings") == project.table)
    for (name, bytes) in project.outputs {
      #expect(FaultSupport.bytes(folder + "/out/" + name) == bytes, "\(name)")
    }
    #expect(FaultSupport.temporaries(in: folder).count == 1)
    // The re-run removes them and writes what an uninterrupted run writes.
    try Self.expectRerunMatches(project, reference)
  }

  /// Killed at several moments of a real run, from mining to the renames: each file is the
  /// original or the complete new one, never a partial file.
  @Test func killedAtRandomMomentsLeavesWholeFiles() throws {
    let lines = 2000
    let reference = try Self.reference(lines: lines)
    var states: Set<String> = []
    for fraction in [0.4, 0.85, 0.95, 1.02] {
      let folder = try FaultSupport.scratch()
      defer { FaultSupport.remove(folder) }
      let project = try Project(in: folder, lines: lines)
      let (process, output, errors, _) = try FaultSupport.start(Project.arguments, in: folder)
      usleep(UInt32(reference.seconds * fraction * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      _ = FaultSupport.finish(process, output, errors)
      let table = FaultSupport.bytes(folder + "/t.strings")
      #expect(table == project.table || table == reference.table, "at \(fraction)")
      var state = table == project.table ? "table old" : "table new"
      for (name, old) in project.outputs.sorted(by: { $0.key < $1.key }) {
        let bytes = FaultSupport.bytes(folder + "/out/" + name)
        let new = reference.outputs[name]
        #expect(bytes == old || bytes == new, "\(name) at \(fraction)")
        if bytes == new { state += ", \(name) new" }
        // A new output implies the new table: payloads never name keys the table lacks.
        if bytes == new { #expect(table == reference.table, "\(name) at \(fraction)") }
      }
      states.insert(state)
      try Self.expectRerunMatches(project, reference)
    }
    // Timing decides which states were seen; at least the untouched one must be among them.
    #expect(states.contains("table old"), "\(states.sorted())")
  }
}
