#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileIO {
  /// Renames staged files over their targets as one unit: a run killed between two renames
  /// leaves a journal from which the next run finishes them, or undoes them
  /// (``CommitJournal/recover(_:writing:)``).
  ///
  /// After checking every precondition (as ``commit(_:)`` does): the journal is written to
  /// `journal` (staged, flushed, renamed), each existing target gets a second link (its
  /// backup) and the folders are flushed; then each staged file is renamed in order; the
  /// folders are flushed, the backups removed and the journal removed last. When a rename fails, the
  /// targets already renamed get their previous content back and the journal is removed; if
  /// even that fails the journal stays for the next run.
  /// - Parameters:
  ///   - journal: Where the journal goes; it must not exist (recover first).
  ///   - beforeRename: Called with each file's index just before its rename.
  /// - Throws: `FileIOError` with operation `.write` for the first file that failed.
  public static func commit(
    _ files: [StagedFile], journal: String, beforeRename: (Int) -> Void = { _ in }
  ) throws(FileIOError) {
    let record = try writeJournal(for: files, at: journal)
    for (index, file) in files.enumerated() {
      beforeRename(index)
      guard let failure = install(file) else { continue }
      let states: [CommitJournal.State] =
        Array(repeating: .replaced, count: index)
        + Array(repeating: .original, count: files.count - index)
      if (try? record.rollBack(states: states, journal: journal)) != nil {
        record.finish(journal: journal)
      }
      throw failure
    }
    record.finish(journal: journal)
  }

  /// Checks every precondition, writes the journal and links a backup of every existing
  /// target, then flushes the folders: everything ``commit(_:journal:beforeRename:)`` does
  /// before its first rename.
  ///
  /// The journal comes before the backups, so a run killed in between leaves no backup that
  /// no journal names; recovery needs a backup only for a target already replaced, and none
  /// is replaced before every backup is linked and flushed.
  /// - Throws: `FileIOError`; the staged files are then removed.
  static func writeJournal(for files: [StagedFile], at journal: String) throws(FileIOError)
    -> CommitJournal
  {
    try checkPreconditions(files)
    var entries: [CommitJournal.Entry] = []
    for file in files {
      guard let target = CommitJournal.absolutePath(file.target),
        let temporary = CommitJournal.absolutePath(file.temporaryPath),
        let replacement = FileIdentity.of(temporary)
      else {
        for other in files { other.discard() }
        throw FileIOError(.write, path: file.path, reason: .system("the staged file is gone"))
      }
      let original = FileIdentity.of(target)
      entries.append(
        CommitJournal.Entry(
          target: target, temporary: temporary, backup: original.map { _ in backupName(target) },
          original: original, replacement: replacement))
    }
    let record = CommitJournal(entries: entries)
    do {
      try commit([try stage(record.json(), for: journal, precondition: .absent)])
    } catch {
      for file in files { file.discard() }
      throw error
    }
    // A file system without hard links gets no backup: an undo that needs one is refused.
    for entry in entries { entry.backup.map { _ = link(entry.target, $0) } }
    for folder in Set(entries.map { directory(of: $0.target) }) { flushFolder(folder) }
    return record
  }

  /// The name of the second link that keeps `target`'s content during a commit:
  /// `.<name>.locpack-backup-<pid>-<random>` beside it, a name the sweep of stale temporary
  /// files never removes.
  private static func backupName(_ target: String) -> String {
    let (folder, name) = split(target)
    let suffix = String(UInt64.random(in: 0...UInt64.max), radix: 16)
    return (folder == "/" ? "" : folder) + "/." + String(decoding: name, as: UTF8.self)
      + ".locpack-backup-\(getpid())-\(suffix)"
  }
}
