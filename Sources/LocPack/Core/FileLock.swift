#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An exclusive advisory lock (`flock`) on one or more folders, held until ``release()`` or
/// the end of the process.
///
/// The lock is taken on the folders themselves, so no lock file is left beside the outputs
/// (an `.lproj` folder is copied into the app as it is), and a killed process leaves no stale
/// lock: the system releases it with the process. Only processes that take the same lock are
/// kept out; other programs can still write, which is what the `.unchanged` precondition of
/// ``FileIO/commit(_:)`` detects.
/// ```swift
/// let lock = try FileLock.lock(folders: ["out", "en.lproj"], wait: false)
/// defer { lock.release() }
/// ```
public final class FileLock {
  /// The open folders, in locking order; empty once released.
  private var descriptors: [Int32]

  private init(descriptors: [Int32]) {
    self.descriptors = descriptors
  }

  deinit { release() }

  /// Locks every folder in `folders` (each must exist), in a fixed order so that two
  /// processes locking overlapping sets cannot deadlock.
  ///
  /// The same folder named twice (or through a link) is locked once. A file system that does
  /// not support locks is not an error: the folder is left unlocked.
  /// - Parameters:
  ///   - wait: When false, a folder locked by another process fails at once with `.busy`;
  ///     when true, waits for it, calling `onWait` with the folder first.
  ///   - onWait: Called before waiting for a folder another process holds.
  /// - Throws: `FileIOError` with operation `.write`: `.busy`, or why a folder cannot be
  ///   opened.
  public static func lock(
    folders: [String], wait: Bool, onWait: (String) -> Void = { _ in }
  ) throws(FileIOError) -> FileLock {
    var opened: [(key: [UInt64], fd: Int32, path: String)] = []
    for folder in folders {
      let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
      if fd < 0 {
        let code = errno
        for entry in opened { close(entry.fd) }
        throw .fromErrno(.write, path: folder, code)
      }
      var info = stat()
      let key = fstat(fd, &info) == 0 ? [UInt64(info.st_dev), UInt64(info.st_ino)] : [0, 0]
      if opened.contains(where: { $0.key == key }) {
        close(fd)
      } else {
        opened.append((key, fd, folder))
      }
    }
    opened.sort { $0.key.lexicographicallyPrecedes($1.key) }
    // The lock owns every descriptor from here on; releasing it closes them all.
    let held = FileLock(descriptors: opened.map(\.fd))
    for entry in opened {
      if flock(entry.fd, LOCK_EX | LOCK_NB) == 0 { continue }
      let code = errno
      if code == ENOLCK || code == EINVAL || code == EOPNOTSUPP { continue }
      guard code == EWOULDBLOCK || code == EAGAIN else {
        held.release()
        throw .fromErrno(.write, path: entry.path, code)
      }
      guard wait else {
        held.release()
        throw FileIOError(.write, path: entry.path, reason: .busy)
      }
      onWait(entry.path)
      var result: Int32
      repeat { result = flock(entry.fd, LOCK_EX) } while result != 0 && errno == EINTR
      if result != 0 {
        let failure = errno
        held.release()
        throw .fromErrno(.write, path: entry.path, failure)
      }
    }
    return held
  }

  /// Releases the lock; calling it again does nothing.
  public func release() {
    for fd in descriptors { close(fd) }
    descriptors = []
  }
}
