#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file written in full to a temporary file beside its target, not yet renamed over it.
///
/// Made by ``FileIO/stage(_:for:precondition:)`` and put in place by ``FileIO/commit(_:)``.
/// Staging every output first and renaming them together keeps a failed or killed run from
/// leaving some outputs new and others half-written.
public struct StagedFile: Hashable, Sendable {
  /// What the target must hold when the staged file replaces it.
  public enum Precondition: Hashable, Sendable {
    /// Replace whatever is there, or create the file.
    case overwrite
    /// The target must not exist; a file that appeared since is never replaced.
    case absent
    /// The target must still hold exactly these bytes (the file as it was read).
    case unchanged([UInt8])
  }

  /// The path as the caller gave it, for messages.
  public let path: String
  /// The file the rename replaces: `path`, or the file a symbolic link there points to.
  public let target: String
  /// The temporary file: `.<name>.locpack-<pid>-XXXXXX` in the target's folder.
  public let temporaryPath: String
  /// What the target must hold at commit.
  public let precondition: Precondition

  /// Removes the temporary file; the target is not touched.
  public func discard() {
    unlink(temporaryPath)
  }
}
