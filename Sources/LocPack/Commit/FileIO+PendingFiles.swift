extension FileIO {
  /// Writes every file beside its target, then renames them all in order under a journal
  /// (``commit(_:journal:beforeRename:)``), so a run killed between two renames is finished
  /// or undone by the next, and no target is ever left half-written.
  ///
  /// ```swift
  /// try FileIO.commit(
  ///   [PendingFile(path: table, bytes: edited, precondition: .unchanged(read)),
  ///    PendingFile(path: "out/report.json", bytes: report)],
  ///   inserting: payloads, at: 1, journal: "App/.locpack-commit.json")
  /// ```
  ///
  /// - Parameters:
  ///   - files: The files to write, in rename order.
  ///   - streamed: A file already staged as it was produced (streamed output), renamed at
  ///     position `index` among `files` (after the first `index` of them).
  ///   - index: Where `streamed` goes in the rename order; past the end puts it last.
  ///   - journal: Where the journal goes; it must not exist (recover first).
  ///   - afterStaging: Called once every file is staged, before the journal is written.
  ///   - beforeRename: Called with each file's position just before its rename.
  /// - Throws: `FileIOError` for the first file that could not be staged or renamed; the
  ///   staged files not renamed, `streamed` included, are removed.
  public static func commit(
    _ files: [PendingFile], inserting streamed: StagedFile? = nil, at index: Int = 0,
    journal: String, afterStaging: () -> Void = {}, beforeRename: (Int) -> Void = { _ in }
  ) throws(FileIOError) {
    var staged: [StagedFile] = []
    do {
      for file in files {
        staged.append(try stage(file.bytes, for: file.path, precondition: file.precondition))
      }
      if let streamed { staged.insert(streamed, at: min(max(index, 0), staged.count)) }
      afterStaging()
      try commit(staged, journal: journal, beforeRename: beforeRename)
    } catch {
      for file in staged { file.discard() }
      streamed?.discard()
      throw error
    }
  }
}
