#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension CommitJournal {
  /// The largest journal read: a journal names each file once, so this is thousands of files.
  static let maxBytes = 4 << 20

  /// Finishes or undoes the commit of an interrupted run, when a journal is at `path`.
  ///
  /// Every target must be either as it was before the commit or what the commit made it.
  /// When every target not yet replaced still has its staged file, the renames are finished
  /// (rolled forward); otherwise every target already replaced gets its previous content back
  /// from its backup, and a target the commit created is removed (rolled back). Either way
  /// the staged files, backups and the journal are removed last, and the folders flushed.
  /// Nothing is changed unless every check passes first.
  /// - Parameters:
  ///   - path: Where the journal would be.
  ///   - paths: The files the calling run writes; the journal may name only files in their
  ///     folders.
  /// - Returns: `nil` when there is no journal; else a warning
  ///   (`optimize.recovered-commit`) that says what was done.
  /// - Throws: ``CommitJournalError``; nothing was changed.
  public static func recover(_ path: String, writing paths: [String])
    throws(CommitJournalError) -> Diagnostic?
  {
    var info = stat()
    guard lstat(path, &info) == 0 || errno != ENOENT else { return nil }
    let bytes: [UInt8]
    do {
      bytes = try FileIO.read(path, maxBytes: maxBytes)
    } catch {
      throw .io(error)
    }
    var folders: Set<String> = []
    for file in paths {
      let target = (try? FileIO.resolvedTarget(file)) ?? file
      if let folder = canonicalFolder(FileIO.directory(of: target)) { folders.insert(folder) }
    }
    let journal = try parse(bytes, path: path, folders: folders)
    let states = try journal.states(journal: path)
    let missing = journal.entries.indices.first {
      states[$0] == .original && !journal.canInstall($0)
    }
    var renamed: [String] = []
    if let missing {
      renamed = try journal.rollBack(states: states, journal: path)
      journal.finish(journal: path)
      let restored =
        renamed.isEmpty
        ? "none had been replaced yet" : "restored " + renamed.joined(separator: ", ")
      return Diagnostic(
        .warning, id: "optimize.recovered-commit",
        "an interrupted run was undone: the staged file for "
          + "\(journal.entries[missing].target) is gone, so every file goes back to what it "
          + "was before that run (\(restored))",
        at: .wholeFile(path))
    }
    for index in journal.entries.indices where states[index] == .original {
      if let failure = FileIO.install(journal.staged(index)) { throw .io(failure) }
      renamed.append(journal.entries[index].target)
    }
    journal.finish(journal: path)
    let done =
      renamed.isEmpty
      ? "every file had been replaced" : "renamed into place " + renamed.joined(separator: ", ")
    return Diagnostic(
      .warning, id: "optimize.recovered-commit",
      "an interrupted run's \(journal.entries.count) files were completed: \(done)",
      at: .wholeFile(path))
  }

  /// Where a target stands.
  enum State {
    /// As before the commit (absent when it had no original).
    case original
    /// Replaced by the staged file.
    case replaced
  }

  /// The state of every target.
  ///
  /// - Throws: ``CommitJournalError/targetChanged(_:journal:)`` for a target that is neither.
  func states(journal: String) throws(CommitJournalError) -> [State] {
    var states: [State] = []
    for entry in entries {
      let current = FileIdentity.of(entry.target)
      var info = stat()
      let isAbsent = lstat(entry.target, &info) != 0 && errno == ENOENT
      if current != nil && current == entry.replacement {
        states.append(.replaced)
      } else if entry.original.map({ $0 == current }) ?? isAbsent {
        states.append(.original)
      } else {
        throw .targetChanged(entry.target, journal: journal)
      }
    }
    return states
  }

  /// Whether the staged file of entry `index` is there, as it was written.
  func canInstall(_ index: Int) -> Bool {
    FileIdentity.of(entries[index].temporary) == entries[index].replacement
  }

  /// Entry `index` as the staged file ``FileIO/install(_:)`` puts in place: a target that
  /// had no original is created with `link`, so a file that appeared since is not replaced.
  func staged(_ index: Int) -> StagedFile {
    let entry = entries[index]
    return StagedFile(
      path: entry.target, target: entry.target, temporaryPath: entry.temporary,
      precondition: entry.original == nil ? .absent : .overwrite)
  }

  /// Puts back the previous content of every replaced target: its backup renamed over it,
  /// or, when it had no original, the target removed.
  ///
  /// - Returns: The targets put back.
  /// - Throws: ``CommitJournalError/cannotRollBack(_:journal:)`` before changing anything when
  ///   a replaced target's backup is gone or changed; `.io` when a rename fails.
  func rollBack(states: [State], journal: String) throws(CommitJournalError) -> [String] {
    for (entry, state) in zip(entries, states) where state == .replaced && entry.original != nil {
      guard let backup = entry.backup, FileIdentity.of(backup) == entry.original else {
        throw .cannotRollBack(entry.target, journal: journal)
      }
    }
    var restored: [String] = []
    for (entry, state) in zip(entries, states) where state == .replaced {
      let result =
        entry.backup.map { rename($0, entry.target) } ?? unlink(entry.target)
      if result != 0 { throw .io(.fromErrno(.write, path: entry.target, errno)) }
      restored.append(entry.target)
    }
    return restored
  }

  /// Flushes the targets' folders, removes what is left of the staged files and backups,
  /// then the journal, flushing again after each step.
  func finish(journal: String) {
    let folders = Set(entries.map { FileIO.directory(of: $0.target) })
    for folder in folders { FileIO.flushFolder(folder) }
    for entry in entries {
      unlink(entry.temporary)
      if let backup = entry.backup { unlink(backup) }
    }
    for folder in folders { FileIO.flushFolder(folder) }
    unlink(journal)
    FileIO.flushFolder(FileIO.directory(of: journal))
  }
}
