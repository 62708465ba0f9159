/// Why the commit an interrupted run left in a ``CommitJournal`` cannot be finished or undone.
///
/// Each case stops recovery before it changes anything: the files and the journal stay as
/// they are for a person to look at.
public enum CommitJournalError: Error, Hashable, Sendable, CustomStringConvertible {
  /// The journal is not valid JSON or not a journal's shape.
  case malformed(String, at: SourceLocation)
  /// The journal names a path outside the folders the run writes, or a temporary file or
  /// backup not named as locpack names them.
  case outsideFolders(String, at: SourceLocation)
  /// A target is neither what it was before the commit nor what the commit made it: someone
  /// changed it since. The journal's path comes second.
  case targetChanged(String, journal: String)
  /// Undoing the commit needs the previous content of a target, and its backup is gone or
  /// changed. The journal's path comes second.
  case cannotRollBack(String, journal: String)
  /// A rename or removal failed while finishing or undoing the commit.
  case io(FileIOError)

  /// The stable id.
  public var id: String {
    switch self {
    case .malformed: "optimize.commit-journal-malformed"
    case .outsideFolders: "optimize.commit-journal-outside"
    case .targetChanged: "optimize.commit-target-changed"
    case .cannotRollBack: "optimize.commit-cannot-roll-back"
    case .io: "optimize.commit-io"
    }
  }

  /// The error as a diagnostic, located in the journal or at the target.
  public var diagnostic: Diagnostic {
    switch self {
    case .malformed(let message, let location):
      return Diagnostic(
        .error, id: id, message + "; nothing was changed (move the journal away to go on)",
        at: location)
    case .outsideFolders(let path, let location):
      return Diagnostic(
        .error, id: id,
        "the journal names \(path), outside the folders this run writes (or not a locpack "
          + "temporary file); nothing was changed. Run with the folders of the interrupted "
          + "run, or move the journal away",
        at: location)
    case .targetChanged(let path, let journal):
      return Diagnostic(
        .error, id: id,
        "changed since an interrupted run began replacing it; neither finished nor undone, "
          + "so no edit is lost. Compare it with the run's temporary file beside it, then "
          + "remove the journal",
        at: .wholeFile(path),
        notes: [Diagnostic.Note("the interrupted run's journal", at: .wholeFile(journal))])
    case .cannotRollBack(let path, let journal):
      return Diagnostic(
        .error, id: id,
        "an interrupted run cannot be finished (a temporary file is gone) nor undone (the "
          + "previous content of this file is gone); nothing was changed",
        at: .wholeFile(path),
        notes: [Diagnostic.Note("the interrupted run's journal", at: .wholeFile(journal))])
    case .io(let error):
      return Diagnostic(.error, id: id, error.description)
    }
  }

  /// 1 for a journal that cannot be read as one; 73 when files cannot be put right.
  public var exitStatus: ExitStatus {
    switch self {
    case .malformed, .outsideFolders: .problems
    case .targetChanged, .cannotRollBack, .io: .cannotCreate
    }
  }

  /// `path:line:col: error: message [id]`.
  public var description: String { diagnostic.description }
}
