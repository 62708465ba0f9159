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
  /// the killed run had not replaced the table yet and left no journal: a journal's renames
  /// are finished first, so the re-run then finds the keys in the table and reuses them).
  static func expectRerunMatches(
    _ project: Project, _ reference: Reference,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let tableWasOriginal =
      FaultSupport.bytes(project.folder + "/t.strings") == project.table
      && !FileManager.default.fileExists(atPath: project.folder + "/.locpack-commit.json")
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

  // MARK: - Several localizations

  /// What an uninterrupted run of an ``App`` writes, and how long it took.
  struct AppReference {
    var files: [String: [UInt8]?]
    var seconds: Double
  }

  /// A pause before each rename but the first, so that a kill lands between two renames.
  static let pauseBetweenRenames = ["LOCPACK_TEST_PAUSE_BETWEEN_RENAMES": "0.1"]

  static func reference(_ kind: App.Kind, lines: Int) throws -> AppReference {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let app = try App(in: folder, kind: kind, lines: lines)
    let start = Date()
    let run = try FaultSupport.run(App.arguments, in: folder, environment: pauseBetweenRenames)
    let seconds = Date().timeIntervalSince(start)
    try #require(run.status == 0, "\(run)")
    return AppReference(files: app.snapshot(), seconds: seconds)
  }

  /// After a kill, every file is whole: as it was, or as an uninterrupted run writes it.
  ///
  /// - Returns: The files that are new.
  static func expectWhole(
    _ app: App, _ reference: AppReference, _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) -> Set<String> {
    var new: Set<String> = []
    for (file, bytes) in app.snapshot() {
      let isNew = bytes == reference.files[file] ?? nil
      #expect(
        isNew || bytes == app.originals[file] ?? nil, "\(file) is half-written, \(label)",
        sourceLocation: sourceLocation)
      if isNew && bytes != app.originals[file] ?? nil { new.insert(file) }
    }
    return new
  }

  /// Re-runs after a kill and checks that every localization has the same new keys, that
  /// every key the outputs name is in every table, and that the files are what an
  /// uninterrupted run writes (the report too when the killed run had written nothing).
  static func expectRerunConsistent(
    _ app: App, _ reference: AppReference, before: [String: Set<String>], _ label: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> FaultSupport.Run {
    let wroteNothing = app.snapshot() == app.originals && app.leftovers().isEmpty
    let run = try FaultSupport.run(App.arguments, in: app.folder)
    #expect(run.status == 0, "\(run), \(label)", sourceLocation: sourceLocation)
    let keys = try app.keys()
    var added: Set<String>?
    for localization in App.localizations {
      let new = (keys[localization] ?? []).subtracting(before[localization] ?? [])
      #expect(
        added == nil || new == added, "\(localization): \(new.sorted()), \(label)",
        sourceLocation: sourceLocation)
      added = added ?? new
    }
    #expect(!(added ?? []).isEmpty, "\(label)", sourceLocation: sourceLocation)
    let named = try app.keysInOutputs()
    #expect(!named.isEmpty, "\(label)", sourceLocation: sourceLocation)
    for localization in App.localizations {
      let missing = named.subtracting(keys[localization] ?? [])
      #expect(
        missing.isEmpty, "\(localization) lacks \(missing.sorted()), \(label)",
        sourceLocation: sourceLocation)
    }
    for (file, bytes) in app.snapshot() where file != "out/report.json" || wroteNothing {
      #expect(
        bytes == reference.files[file] ?? nil, "\(file), \(label)",
        sourceLocation: sourceLocation)
    }
    #expect(app.leftovers() == [], "\(label)", sourceLocation: sourceLocation)
    return run
  }

  /// A seeded generator, so a failing sequence of kill moments can be replayed
  /// (`LOCPACK_KILL_SEED`).
  struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var value = state
      value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
      value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
      return value ^ (value >> 31)
    }
  }

  /// Killed at random moments of a run that pauses between its renames: after each kill
  /// every file is whole, and after the re-run every localization has the same new keys and
  /// every key the outputs name; a kill between two renames is finished by the re-run.
  @Test(arguments: App.Kind.allCases)
  func killedAtRandomMomentsKeepsLocalizationsInStep(_ kind: App.Kind) throws {
    let lines = 300
    let iterations = kind == .lproj ? 12 : 8
    let reference = try Self.reference(kind, lines: lines)
    let seed =
      ProcessInfo.processInfo.environment["LOCPACK_KILL_SEED"].flatMap { UInt64($0) }
      ?? UInt64.random(in: 0...UInt64.max)
    var generator = SplitMix64(state: seed)
    var recovered = 0
    for iteration in 0..<iterations {
      let folder = try FaultSupport.scratch()
      defer { FaultSupport.remove(folder) }
      let app = try App(in: folder, kind: kind, lines: lines)
      let before = try app.keys()
      let moment = Double.random(in: 0...(reference.seconds * 1.1), using: &generator)
      let label = "\(kind) kill \(iteration) at \(moment) s (LOCPACK_KILL_SEED=\(seed))"
      let (process, output, errors, _) = try FaultSupport.start(
        App.arguments, in: folder, environment: Self.pauseBetweenRenames)
      usleep(UInt32(moment * 1_000_000))
      kill(process.processIdentifier, SIGKILL)
      _ = FaultSupport.finish(process, output, errors)
      _ = Self.expectWhole(app, reference, label)
      let journal = FileManager.default.fileExists(atPath: folder + "/App/.locpack-commit.json")
      let run = try Self.expectRerunConsistent(app, reference, before: before, label)
      if journal {
        recovered += 1
        #expect(run.stderr.contains("[optimize.recovered-commit]"), "\(run), \(label)")
      }
    }
    // Timing decides how many kills land between two renames; log the figure.
    print("\(kind): \(recovered) of \(iterations) kills recovered (LOCPACK_KILL_SEED=\(seed))")
  }

  /// Starts a run of `app` that pauses a minute after its first rename and kills it there.
  static func killAfterFirstRename(_ app: App) throws {
    let (process, output, errors, _) = try FaultSupport.start(
      App.arguments, in: app.folder,
      environment: ["LOCPACK_TEST_PAUSE_BETWEEN_RENAMES": "60"])
    let paused = FaultSupport.waitUntil(seconds: 60) {
      app.snapshot() != app.originals
    }
    kill(process.processIdentifier, SIGKILL)
    _ = FaultSupport.finish(process, output, errors)
    try #require(paused)
    try #require(FileManager.default.fileExists(atPath: app.folder + "/App/.locpack-commit.json"))
  }

  /// The hole a journal closes: killed between two renames, one table has the new keys and
  /// the others not; the next run finishes the renames before anything else.
  @Test(arguments: App.Kind.allCases)
  func killedBetweenRenamesIsFinishedByTheNextRun(_ kind: App.Kind) throws {
    let reference = try Self.reference(kind, lines: 60)
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let app = try App(in: folder, kind: kind, lines: 60)
    let before = try app.keys()
    try Self.killAfterFirstRename(app)
    let new = Self.expectWhole(app, reference, "\(kind)")
    #expect(new == [app.files[0]] || kind == .lproj && new.count == 1, "\(new)")
    // A dry run only says the journal is there.
    let afterKill = app.snapshot()
    let dry = try FaultSupport.run(App.arguments + ["--dry-run"], in: folder)
    #expect(
      dry.stderr.hasPrefix(
        "App/.locpack-commit.json: warning: an interrupted run left this journal"), "\(dry)")
    #expect(app.snapshot() == afterKill)
    let run = try Self.expectRerunConsistent(app, reference, before: before, "\(kind)")
    let count = app.files.count
    #expect(
      run.stderr.hasPrefix(
        "App/.locpack-commit.json: warning: an interrupted run's \(count) files were "
          + "completed: renamed into place "),
      "\(run)")
  }

  /// Killed between two renames, then a staged file is lost: the next run puts every
  /// replaced file back, then runs as if nothing had happened.
  @Test func aLostStagedFileUndoesTheInterruptedRun() throws {
    let reference = try Self.reference(.lproj, lines: 60)
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let app = try App(in: folder, kind: .lproj, lines: 60)
    let before = try app.keys()
    try Self.killAfterFirstRename(app)
    let staged = FaultSupport.temporaries(in: folder + "/out").filter {
      $0.hasPrefix(".report.json.locpack-") && !$0.contains("backup")
    }
    try #require(staged.count == 1)
    try FileManager.default.removeItem(atPath: folder + "/out/" + staged[0])
    let run = try Self.expectRerunConsistent(app, reference, before: before, "undo")
    #expect(run.stderr.contains("warning: an interrupted run was undone: the staged file for "))
    #expect(run.stderr.contains("report.json is gone"), "\(run)")
    #expect(
      FaultSupport.bytes(folder + "/out/report.json") == reference.files["out/report.json"] ?? nil)
  }

  /// Killed between two renames, then a person edits a table the run had not replaced yet:
  /// the next run stops (exit 73) naming it, and changes nothing.
  @Test func anEditAfterAKillIsNeverOverwritten() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let app = try App(in: folder, kind: .lproj, lines: 60)
    try Self.killAfterFirstRename(app)
    let waiting = try #require(app.files.first { app.snapshot()[$0] == app.originals[$0] })
    try FaultSupport.write("\"EDIT\" = \"by hand\";\n", to: folder + "/" + waiting)
    let files = app.snapshot()
    let leftovers = app.leftovers()
    let run = try FaultSupport.run(App.arguments, in: folder)
    #expect(run.status == 73, "\(run)")
    #expect(run.stderr.contains("/\(waiting): error: changed since an interrupted run"), "\(run)")
    #expect(run.stderr.contains("[optimize.commit-target-changed]"))
    #expect(run.stderr.contains("App/.locpack-commit.json: note: the interrupted run's journal"))
    #expect(run.stdout == "")
    #expect(app.snapshot() == files)
    #expect(app.leftovers() == leftovers)
  }
}
