#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A temporary file beside its target, written piece by piece and then handed to
/// ``FileIO/commit(_:)`` as a ``StagedFile``.
///
/// This is ``FileIO/stage(_:for:precondition:)`` for output too large to hold in memory: the
/// temporary file is named like every other locpack temporary
/// (`.<name>.locpack-<pid>-XXXXXX`, so a killed run's leftovers are removed by the next), gets
/// the target's permissions, and is flushed to disk by ``finish()``. A writer dropped before
/// ``finish()`` removes its temporary file.
public final class StagedWriter {
  /// The path the output is for, as given.
  public let path: String
  private let target: String
  private let precondition: StagedFile.Precondition
  private let mode: mode_t
  private let owner: (uid_t, gid_t)?
  private var fd: Int32
  private let temporaryPath: String

  /// Creates the temporary file for `path`.
  ///
  /// - Parameters:
  ///   - precondition: What the target must hold; checked now and again at commit.
  /// - Throws: `FileIOError` with operation `.write` when the target is a folder, does not meet
  ///   `precondition`, or the temporary file cannot be created.
  public init(for path: String, precondition: StagedFile.Precondition = .overwrite)
    throws(FileIOError)
  {
    let target = try FileIO.resolvedTarget(path)
    var mode: mode_t = 0o644
    var owner: (uid_t, gid_t)?
    var existing = stat()
    if stat(target, &existing) == 0 {
      if (existing.st_mode & S_IFMT) == S_IFDIR {
        throw FileIOError(.write, path: path, reason: .isDirectory)
      }
      mode = existing.st_mode & 0o7777
      owner = (existing.st_uid, existing.st_gid)
    }
    if !FileIO.holds(precondition, target) {
      throw FileIOError(.write, path: path, reason: .changedOnDisk)
    }
    let (directory, name) = FileIO.split(target)
    FileIO.removeStaleTemporaries(in: directory, name: name)
    var template: [CChar] = []
    for byte in directory.utf8 + [UInt8(ascii: "/"), UInt8(ascii: ".")] + name
      + FileIO.temporaryMarker + Array("\(getpid())-XXXXXX".utf8)
    {
      template.append(CChar(bitPattern: byte))
    }
    template.append(0)
    let fd = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.map { mkstemp($0) } ?? -1
    }
    if fd < 0 { throw .fromErrno(.write, path: path, errno) }
    self.path = path
    self.target = target
    self.precondition = precondition
    self.mode = mode
    self.owner = owner
    self.fd = fd
    self.temporaryPath = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    if fd >= 0 {
      close(fd)
      unlink(temporaryPath)
    }
  }

  /// Appends `bytes` to the temporary file.
  ///
  /// - Throws: `FileIOError` with operation `.write` (the disk is full, say); the writer is
  ///   then spent and its temporary file removed.
  public func write(_ bytes: [UInt8]) throws(FileIOError) {
    guard fd >= 0 else { throw FileIOError(.write, path: path, reason: .system("already closed")) }
    if let failure = FileIO.writeAll(bytes, to: fd, path: path) {
      abandon()
      throw failure
    }
  }

  /// Appends the bytes `bytes` points to (not kept after the call) to the temporary file, as
  /// the array form does.
  public func write(_ bytes: UnsafeRawBufferPointer) throws(FileIOError) {
    guard fd >= 0 else { throw FileIOError(.write, path: path, reason: .system("already closed")) }
    if let failure = FileIO.writeAll(bytes, to: fd, path: path) {
      abandon()
      throw failure
    }
  }

  /// Gives the temporary file the target's permissions (and owner, when running as root),
  /// flushes it to disk and closes it.
  ///
  /// - Returns: The staged file, for ``FileIO/commit(_:)``.
  /// - Throws: `FileIOError` with operation `.write`; the temporary file is then removed.
  public func finish() throws(FileIOError) -> StagedFile {
    guard fd >= 0 else { throw FileIOError(.write, path: path, reason: .system("already closed")) }
    var failure: FileIOError?
    if fchmod(fd, mode) != 0 { failure = .fromErrno(.write, path: path, errno) }
    if failure == nil, let owner, geteuid() == 0 {
      // Keep the owner when running with privileges; an unprivileged writer cannot, and the
      // file it writes is its own.
      _ = fchown(fd, owner.0, owner.1)
    }
    if failure == nil, fsync(fd) != 0 { failure = .fromErrno(.write, path: path, errno) }
    if close(fd) != 0, failure == nil { failure = .fromErrno(.write, path: path, errno) }
    fd = -1
    if let failure {
      unlink(temporaryPath)
      throw failure
    }
    return StagedFile(
      path: path, target: target, temporaryPath: temporaryPath, precondition: precondition)
  }

  /// Closes and removes the temporary file.
  private func abandon() {
    guard fd >= 0 else { return }
    close(fd)
    fd = -1
    unlink(temporaryPath)
  }
}
