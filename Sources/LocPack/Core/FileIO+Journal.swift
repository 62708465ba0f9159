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
  /// After checking every precondition (as ``commit(_:)`` does): each existing target gets a
  /// second link (its backup), the folders are flushed, the journal is written to `journal`
  /// (staged, flushed, renamed), then each staged file is renamed in order; the folders are
  /// flushed, the backups removed and the journal removed last. When a rename fails, the
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

  /// Checks every precondition, links a backup of every existing target, flushes the folders
  /// and writes the journal: everything ``commit(_:journal:beforeRename:)`` does before its
  /// first rename.
  ///
  /// - Throws: `FileIOError`; the staged files and backups are then removed.
  static func writeJournal(for files: [StagedFile], at journal: String) throws(FileIOError)
    -> CommitJournal
  {
    try checkPreconditions(files)
    var entries: [CommitJournal.Entry] = []
    func abandon() {
      for entry in entries { entry.backup.map { _ = unlink($0) } }
      for file in files { file.discard() }
    }
    for file in files {
      guard let target = CommitJournal.absolutePath(file.target),
        let temporary = CommitJournal.absolutePath(file.temporaryPath),
        let replacement = FileIdentity.of(temporary)
      else {
        abandon()
        throw FileIOError(.write, path: file.path, reason: .system("the staged file is gone"))
      }
      let original = FileIdentity.of(target)
      entries.append(
        CommitJournal.Entry(
          target: target, temporary: temporary,
          backup: original.flatMap { _ in backup(of: target) },
          original: original, replacement: replacement))
    }
    for folder in Set(entries.map { directory(of: $0.target) }) { flushFolder(folder) }
    let record = CommitJournal(entries: entries)
    do {
      try commit([try stage(record.json(), for: journal, precondition: .absent)])
    } catch {
      abandon()
      throw error
    }
    return record
  }

  /// A second link to `target` beside it, or `nil` when the file system has no hard links.
  ///
  /// The name, `.<name>.locpack-backup-<pid>-<random>`, is not one that the sweep of stale
  /// temporary files removes.
  private static func backup(of target: String) -> String? {
    let (folder, name) = split(target)
    for _ in 0..<4 {
      let suffix = String(UInt32.random(in: 0...UInt32.max), radix: 16)
      let path =
        (folder == "/" ? "" : folder) + "/." + String(decoding: name, as: UTF8.self)
        + ".locpack-backup-\(getpid())-\(suffix)"
      if link(target, path) == 0 { return path }
      if errno != EEXIST { return nil }
    }
    return nil
  }
}
