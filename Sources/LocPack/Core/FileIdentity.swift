#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which file a path names and the last time it was written: device, inode, size and
/// modification time in nanoseconds.
///
/// A rename keeps all four, so the file a staged temporary file becomes is recognised after
/// the rename without reading it; an edit in place changes the size or the time, and an
/// editor that saves by renaming changes the inode. Reading the identity never reads the
/// file's bytes, so it costs the same for a table as for a payloads file of gigabytes.
public struct FileIdentity: Hashable, Sendable {
  /// `st_dev`.
  public var device: UInt64
  /// `st_ino`.
  public var inode: UInt64
  /// `st_size`, in bytes.
  public var size: Int64
  /// `st_mtim`, in nanoseconds since 1970.
  public var modified: Int64

  /// Creates an identity from its parts.
  public init(device: UInt64, inode: UInt64, size: Int64, modified: Int64) {
    self.device = device
    self.inode = inode
    self.size = size
    self.modified = modified
  }

  /// The identity of the regular file at `path` (a symbolic link there is not followed), or
  /// `nil` when there is none.
  public static func of(_ path: String) -> FileIdentity? {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
    #if canImport(Darwin)
      let time = info.st_mtimespec
    #else
      let time = info.st_mtim
    #endif
    return FileIdentity(
      device: UInt64(info.st_dev), inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: Int64(time.tv_sec) &* 1_000_000_000 &+ Int64(time.tv_nsec))
  }
}
