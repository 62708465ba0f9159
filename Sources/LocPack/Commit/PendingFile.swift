/// An output a run has made in memory and not yet written: its path, its bytes, and what its
/// target must still hold when it is replaced.
///
/// ``FileIO/commit(_:inserting:at:journal:afterStaging:beforeRename:)`` writes several of them
/// as one unit.
public struct PendingFile: Hashable, Sendable {
  /// Where the file goes.
  public var path: String
  /// Its whole content.
  public var bytes: [UInt8]
  /// What the target must hold when it is replaced: anything, nothing, or the bytes read.
  public var precondition: StagedFile.Precondition

  /// Creates a pending file.
  public init(path: String, bytes: [UInt8], precondition: StagedFile.Precondition = .overwrite) {
    self.path = path
    self.bytes = bytes
    self.precondition = precondition
  }
}
