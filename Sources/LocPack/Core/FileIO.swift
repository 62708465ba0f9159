#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file that could not be read or written, with the path and the reason.
public struct FileIOError: Error, Hashable, Sendable, CustomStringConvertible {
  /// Why an I/O operation failed.
  public enum Reason: Hashable, Sendable {
    /// The file does not exist.
    case notFound
    /// Permission denied.
    case permissionDenied
    /// The path names a directory where a file was expected.
    case isDirectory
    /// The file is larger than the limit for this input.
    case tooLarge(limit: Int)
    /// The file changed on disk after it was read, so writing would clobber someone's edit.
    case changedOnDisk
    /// Any other system error, with its `strerror` text.
    case system(String)
  }

  /// Whether reading or writing failed.
  public enum Operation: String, Hashable, Sendable {
    case read
    case write
  }

  /// What was attempted.
  public var operation: Operation
  /// The path as the user gave it.
  public var path: String
  /// Why it failed.
  public var reason: Reason

  /// Creates an error.
  public init(_ operation: Operation, path: String, reason: Reason) {
    self.operation = operation
    self.path = path
    self.reason = reason
  }

  /// The exit status for this failure: 66 for reads, 73 for writes.
  public var exitStatus: ExitStatus { operation == .read ? .noInput : .cannotCreate }

  /// `path: cannot read: reason`.
  public var description: String {
    let what: String
    switch reason {
    case .notFound: what = "no such file or directory"
    case .permissionDenied: what = "permission denied"
    case .isDirectory: what = "is a directory"
    case .tooLarge(let limit):
      what = "larger than \(InputLimits.formatSize(limit)); \(InputLimits.Kind.inputSize.advice)"
    case .changedOnDisk: what = "the file changed on disk since it was read; not overwritten"
    case .system(let text): what = text
    }
    return "\(path): cannot \(operation.rawValue): \(what)"
  }

  static func fromErrno(_ operation: Operation, path: String, _ code: Int32) -> FileIOError {
    switch code {
    case ENOENT: return FileIOError(operation, path: path, reason: .notFound)
    case EACCES, EPERM: return FileIOError(operation, path: path, reason: .permissionDenied)
    case EISDIR: return FileIOError(operation, path: path, reason: .isDirectory)
    default:
      return FileIOError(operation, path: path, reason: .system(String(cString: strerror(code))))
    }
  }
}

/// Reading whole files and writing them atomically.
public enum FileIO {
  /// The default cap on one input file: 1 GiB.
  public static let defaultMaxInputBytes = 1 << 30

  /// Reads a whole file, or standard input when `path` is `-`.
  ///
  /// - Parameters:
  ///   - path: A file path, or `-` for standard input.
  ///   - maxBytes: The largest input accepted; a larger one fails with `.tooLarge`.
  /// - Throws: `FileIOError` naming the path and the reason.
  public static func read(_ path: String, maxBytes: Int = defaultMaxInputBytes) throws(FileIOError)
    -> [UInt8]
  {
    let fd: Int32
    if path == "-" {
      fd = STDIN_FILENO
    } else {
      fd = open(path, O_RDONLY | O_CLOEXEC)
      if fd < 0 { throw .fromErrno(.read, path: path, errno) }
    }
    defer { if fd != STDIN_FILENO { close(fd) } }
    var info = stat()
    if fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileIOError(.read, path: path, reason: .isDirectory)
    }
    var bytes: [UInt8] = []
    if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
      if Int(info.st_size) > maxBytes {
        throw FileIOError(.read, path: path, reason: .tooLarge(limit: maxBytes))
      }
      bytes.reserveCapacity(Int(info.st_size))
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(.read, path: path, errno)
      }
      if count == 0 { break }
      if bytes.count + count > maxBytes {
        throw FileIOError(.read, path: path, reason: .tooLarge(limit: maxBytes))
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder, flushed, given
  /// the original file's permissions (or 0644 for a new file), then renamed over the target.
  ///
  /// A failure at any step leaves the original file as it was and removes the temporary file.
  /// - Parameters:
  ///   - expectedOriginal: When given, the current content of `path` must still equal these
  ///     bytes (the file as it was read); otherwise the write is refused with `.changedOnDisk`.
  /// - Throws: `FileIOError` with operation `.write`.
  public static func writeAtomically(
    _ bytes: [UInt8], to path: String, expectedOriginal: [UInt8]? = nil
  ) throws(FileIOError) {
    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 {
      if (existing.st_mode & S_IFMT) == S_IFDIR {
        throw FileIOError(.write, path: path, reason: .isDirectory)
      }
      mode = existing.st_mode & 0o7777
    }
    if let expectedOriginal {
      let current = try? read(path)
      if current != expectedOriginal {
        throw FileIOError(.write, path: path, reason: .changedOnDisk)
      }
    }
    let directory: String
    let name: String
    if let slash = path.lastIndex(of: "/") {
      directory = slash == path.startIndex ? "/" : String(path[..<slash])
      name = String(path[path.index(after: slash)...])
    } else {
      directory = "."
      name = path
    }
    var template = Array("\(directory)/.\(name).locpack-XXXXXX".utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    if fd < 0 { throw .fromErrno(.write, path: path, errno) }
    let tempPath = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    var failure: FileIOError?
    var written = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count {
        let count = write(fd, buffer.baseAddress! + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failure = .fromErrno(.write, path: path, errno)
          return
        }
        written += count
      }
    }
    if failure == nil, fchmod(fd, mode) != 0 { failure = .fromErrno(.write, path: path, errno) }
    if failure == nil, fsync(fd) != 0 { failure = .fromErrno(.write, path: path, errno) }
    if close(fd) != 0, failure == nil { failure = .fromErrno(.write, path: path, errno) }
    if failure == nil, rename(tempPath, path) != 0 {
      failure = .fromErrno(.write, path: path, errno)
    }
    if let failure {
      unlink(tempPath)
      throw failure
    }
  }
}
