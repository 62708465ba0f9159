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
    /// Another process holds the write lock on the folder.
    case busy
    /// Any other system error, with its `strerror` text (lowercase first letter).
    case system(String)
  }

  /// Whether reading or writing failed.
  public enum Operation: String, Hashable, Sendable {
    case read
    case write
  }

  /// What was attempted.
  public var operation: Operation
  /// The path as the user gave it (`<stdin>` for standard input).
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
    case .busy: what = "another locpack process is writing in this folder"
    case .system(let text): what = text
    }
    return "\(path): cannot \(operation.rawValue): \(what)"
  }

  /// The error for the C `errno` value `code`.
  static func fromErrno(_ operation: Operation, path: String, _ code: Int32) -> FileIOError {
    switch code {
    case ENOENT: return FileIOError(operation, path: path, reason: .notFound)
    case EACCES, EPERM: return FileIOError(operation, path: path, reason: .permissionDenied)
    case EISDIR: return FileIOError(operation, path: path, reason: .isDirectory)
    default: return FileIOError(operation, path: path, reason: .system(systemText(code)))
    }
  }

  /// `strerror(code)` with a lowercase first letter: `read-only file system`.
  static func systemText(_ code: Int32) -> String {
    var text = strerror(code).map { String(cString: $0) } ?? "error \(code)"
    if let first = text.unicodeScalars.first, first.isASCII, first.properties.isUppercase {
      let second = text.unicodeScalars.dropFirst().first
      // Keep acronyms (`I/O error` has no second lowercase letter to go by).
      if second.map({ $0.properties.isLowercase }) ?? false {
        text = first.properties.lowercaseMapping + String(text.unicodeScalars.dropFirst())
      }
    }
    return text
  }
}

/// Reading whole files and writing them atomically.
///
/// Writes never modify a file in place: the new content goes to a temporary file beside the
/// target (`.<name>.locpack-<pid>-XXXXXX`), is flushed to disk, then renamed over the target.
/// A process killed at any point leaves either the old file or the new one, never a mix; a
/// temporary file it leaves behind is removed by the next write to the same target.
public enum FileIO {
  /// The default cap on one input file: 1 GiB.
  public static let defaultMaxInputBytes = 1 << 30

  /// The marker between a target's name and the process id in a temporary file's name.
  static let temporaryMarker = Array(".locpack-".utf8)

  // MARK: - Reading

  /// Reads a whole file, or standard input when `path` is `-`.
  ///
  /// Regular files are read with one allocation of their size. A FIFO, a character device or
  /// standard input is read as a stream until its end; opening a FIFO waits for a writer, as
  /// `cat` does.
  /// - Parameters:
  ///   - path: A file path, or `-` for standard input (named `<stdin>` in errors).
  ///   - maxBytes: The largest input accepted; a larger one fails with `.tooLarge`.
  /// - Throws: `FileIOError` naming the path and the reason.
  public static func read(_ path: String, maxBytes: Int = defaultMaxInputBytes) throws(FileIOError)
    -> [UInt8]
  {
    let isStdin = path == "-"
    let label = isStdin ? "<stdin>" : path
    let fd: Int32
    if isStdin {
      fd = STDIN_FILENO
    } else {
      var opened: Int32
      repeat { opened = open(path, O_RDONLY | O_CLOEXEC) } while opened < 0 && errno == EINTR
      if opened < 0 { throw .fromErrno(.read, path: label, errno) }
      fd = opened
    }
    defer { if !isStdin { close(fd) } }
    var info = stat()
    if fstat(fd, &info) != 0 { throw .fromErrno(.read, path: label, errno) }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileIOError(.read, path: label, reason: .isDirectory)
    }
    var bytes: [UInt8] = []
    if (info.st_mode & S_IFMT) == S_IFREG, info.st_size > 0 {
      if info.st_size > maxBytes {
        throw FileIOError(.read, path: label, reason: .tooLarge(limit: maxBytes))
      }
      bytes.reserveCapacity(Int(info.st_size))
    }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR { continue }
        throw .fromErrno(.read, path: label, errno)
      }
      if count == 0 { break }
      if count > maxBytes - bytes.count {
        throw FileIOError(.read, path: label, reason: .tooLarge(limit: maxBytes))
      }
      bytes.append(contentsOf: chunk[0..<count])
    }
    return bytes
  }

  // MARK: - Writing

  /// Writes `bytes` to `path` atomically: a temporary file in the same folder, flushed, given
  /// the original file's permissions (or 0644 for a new file), then renamed over the target.
  ///
  /// A failure at any step leaves the original file as it was and removes the temporary file.
  /// A symbolic link at `path` is kept: the file it points to is replaced.
  /// - Parameters:
  ///   - expectedOriginal: When given, the current content of `path` must still equal these
  ///     bytes (the file as it was read); otherwise the write is refused with `.changedOnDisk`.
  /// - Throws: `FileIOError` with operation `.write`.
  public static func writeAtomically(
    _ bytes: [UInt8], to path: String, expectedOriginal: [UInt8]? = nil
  ) throws(FileIOError) {
    let precondition = expectedOriginal.map { StagedFile.Precondition.unchanged($0) }
    let staged = try stage(bytes, for: path, precondition: precondition ?? .overwrite)
    try commit([staged])
  }

  /// Writes `bytes` in full to a new temporary file beside `path`, to be renamed over it by
  /// ``commit(_:)``.
  ///
  /// The temporary file is flushed to disk and has the target's permissions (0644 for a new
  /// file). Temporary files that killed processes left for the same target are removed first.
  /// - Parameters:
  ///   - precondition: What the target must hold; checked now and again at commit.
  /// - Throws: `FileIOError` with operation `.write`; nothing is left behind.
  public static func stage(
    _ bytes: [UInt8], for path: String, precondition: StagedFile.Precondition = .overwrite
  ) throws(FileIOError) -> StagedFile {
    let writer = try StagedWriter(for: path, precondition: precondition)
    try writer.write(bytes)
    return try writer.finish()
  }

  /// Renames staged files over their targets, in order, after checking every precondition.
  ///
  /// No target is touched unless every precondition holds. A target whose precondition is
  /// `.absent` is created with `link`, which never replaces a file that appeared meanwhile.
  /// On failure, the temporary files not yet renamed are removed; targets renamed before the
  /// failing one keep their new content, so put the file others depend on first.
  /// - Throws: `FileIOError` with operation `.write` for the first file that failed.
  public static func commit(_ files: [StagedFile]) throws(FileIOError) {
    try checkPreconditions(files)
    var directories: [String] = []
    for (index, file) in files.enumerated() {
      if let failure = install(file) {
        for other in files[index...] { other.discard() }
        throw failure
      }
      let directory = split(file.target).directory
      if !directories.contains(directory) { directories.append(directory) }
    }
    for directory in directories { flushFolder(directory) }
  }

  /// Checks that every target is as its precondition requires; when one is not, removes
  /// every staged file and throws `.changedOnDisk` for it.
  static func checkPreconditions(_ files: [StagedFile]) throws(FileIOError) {
    for file in files where !holds(file.precondition, file.target) {
      for other in files { other.discard() }
      throw FileIOError(.write, path: file.path, reason: .changedOnDisk)
    }
  }

  /// Makes the renames and removals in `folder` durable; a folder that cannot be flushed is
  /// not an error.
  static func flushFolder(_ folder: String) {
    let fd = open(folder, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd >= 0 {
      _ = fsync(fd)
      close(fd)
    }
  }

  /// Creates `path` and any missing parent folders (mode 0755), like `mkdir -p`.
  ///
  /// - Throws: `FileIOError` with operation `.write` naming `path` and the reason.
  public static func createDirectory(_ path: String) throws(FileIOError) {
    let bytes = Array(path.utf8)
    var ends: [Int] = []
    for index in bytes.indices where bytes[index] == UInt8(ascii: "/") && index > 0 {
      ends.append(index)
    }
    ends.append(bytes.count)
    for end in ends where end > 0 {
      let prefix = String(decoding: bytes[0..<end], as: UTF8.self)
      if mkdir(prefix, 0o755) == 0 { continue }
      let code = errno
      var info = stat()
      if code == EEXIST || code == EROFS || code == EACCES, stat(prefix, &info) == 0 {
        if (info.st_mode & S_IFMT) == S_IFDIR { continue }
        throw FileIOError(.write, path: path, reason: .system(FileIOError.systemText(ENOTDIR)))
      }
      throw .fromErrno(.write, path: path, code)
    }
  }

  // MARK: - Helpers

  /// `read(2)`, named apart from ``read(_:maxBytes:)``.
  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
    -> Int
  {
    #if canImport(Glibc)
      Glibc.read(fd, buffer, count)
    #elseif canImport(Musl)
      Musl.read(fd, buffer, count)
    #else
      Darwin.read(fd, buffer, count)
    #endif
  }

  /// Writes every byte, retrying short writes and interruptions.
  static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) -> FileIOError? {
    bytes.withUnsafeBytes { writeAll($0, to: fd, path: path) }
  }

  /// Writes every byte `buffer` points to, retrying short writes and interruptions.
  static func writeAll(_ buffer: UnsafeRawBufferPointer, to fd: Int32, path: String)
    -> FileIOError?
  {
    guard let base = buffer.baseAddress else { return nil }
    var written = 0
    while written < buffer.count {
      let count = write(fd, base + written, buffer.count - written)
      if count < 0 {
        if errno == EINTR { continue }
        return .fromErrno(.write, path: path, errno)
      }
      if count == 0 { return .fromErrno(.write, path: path, EIO) }
      written += count
    }
    return nil
  }

  /// The file a write to `path` replaces: `path` itself, or what a symbolic link there
  /// points to, so the link survives.
  static func resolvedTarget(_ path: String) throws(FileIOError) -> String {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return path }
    guard let resolved = realpath(path, nil) else {
      if errno == ELOOP { throw .fromErrno(.write, path: path, ELOOP) }
      // A dangling link: create the file it points to, as a shell redirection would.
      var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
      let count = readlink(path, &buffer, buffer.count - 1)
      guard count > 0 else { return path }
      let destination = String(
        decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
      if destination.utf8.first == UInt8(ascii: "/") { return destination }
      let directory = split(path).directory
      return directory == "/" ? "/" + destination : directory + "/" + destination
    }
    defer { free(resolved) }
    return String(cString: resolved)
  }

  /// Whether `target` is as `precondition` requires.
  static func holds(_ precondition: StagedFile.Precondition, _ target: String) -> Bool {
    switch precondition {
    case .overwrite: return true
    case .absent:
      var info = stat()
      return lstat(target, &info) != 0 && errno == ENOENT
    case .unchanged(let bytes):
      return (try? read(target, maxBytes: max(bytes.count, 1))) == bytes
    }
  }

  /// Puts a staged file in place; the error when that failed.
  static func install(_ file: StagedFile) -> FileIOError? {
    if file.precondition == .absent {
      if link(file.temporaryPath, file.target) == 0 {
        unlink(file.temporaryPath)
        return nil
      }
      let code = errno
      if code == EEXIST { return FileIOError(.write, path: file.path, reason: .changedOnDisk) }
      // File systems without hard links: check, then rename.
      guard [EPERM, EOPNOTSUPP, ENOTSUP, EXDEV, EMLINK, ENOSYS].contains(code) else {
        return .fromErrno(.write, path: file.path, code)
      }
      if !holds(.absent, file.target) {
        return FileIOError(.write, path: file.path, reason: .changedOnDisk)
      }
    }
    if rename(file.temporaryPath, file.target) != 0 {
      return .fromErrno(.write, path: file.path, errno)
    }
    return nil
  }

  /// The folder holding `path`: `.` for a bare name, `/` for a file at the root.
  public static func directory(of path: String) -> String { split(path).directory }

  /// The folder and the name (as bytes, cut to 200 at a character boundary so the temporary
  /// name fits the file system's limit) of `path`.
  static func split(_ path: String) -> (directory: String, name: [UInt8]) {
    let bytes = Array(path.utf8)
    var directory = "."
    var name = bytes[...]
    if let slash = bytes.lastIndex(of: UInt8(ascii: "/")) {
      directory = slash == 0 ? "/" : String(decoding: bytes[..<slash], as: UTF8.self)
      name = bytes[(slash + 1)...]
    }
    if name.count > 200 {
      var end = name.startIndex + 200
      while end > name.startIndex, name[end] & 0xC0 == 0x80 { end -= 1 }
      name = name[..<end]
    }
    return (directory, Array(name))
  }

  /// Removes `.<name>.locpack-<pid>-*` files in `directory` whose process no longer exists.
  static func removeStaleTemporaries(in directory: String, name: [UInt8]) {
    let prefix = [UInt8(ascii: ".")] + name + temporaryMarker
    guard let stream = opendir(directory) else { return }
    defer { closedir(stream) }
    let own = getpid()
    var stale: [[CChar]] = []
    while let entry = readdir(stream) {
      let entryName = withUnsafeBytes(of: &entry.pointee.d_name) { raw in
        Array(raw.prefix { $0 != 0 })
      }
      guard entryName.count > prefix.count, entryName.starts(with: prefix) else { continue }
      var pid: Int32 = 0
      var index = prefix.count
      while index < entryName.count, entryName[index] >= 0x30, entryName[index] <= 0x39,
        pid < 100_000_000
      {
        pid = pid &* 10 &+ Int32(entryName[index] &- 0x30)
        index += 1
      }
      guard index < entryName.count, entryName[index] == UInt8(ascii: "-"), pid > 0, pid != own
      else { continue }
      if kill(pid, 0) != 0 && errno == ESRCH {
        stale.append(entryName.map { CChar(bitPattern: $0) } + [0])
      }
    }
    let folder = dirfd(stream)
    for entryName in stale { _ = unlinkat(folder, entryName, 0) }
  }
}
