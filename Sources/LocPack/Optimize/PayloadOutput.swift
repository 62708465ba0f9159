#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the optimizer's payloads go: kept in memory, dropped, or streamed through one large
/// buffer into a temporary file beside the target, renamed over it at the end.
///
/// The file is written like ``FileIO/writeAtomically(_:to:expectedOriginal:)`` writes a
/// whole buffer — a temporary file in the same folder, flushed, given the original file's
/// permissions (or 0644), then renamed — so a failed or abandoned run leaves the target as
/// it was.
final class PayloadOutput {
  /// The buffer size at which a file output writes: 1 MiB.
  static let flushSize = 1 << 20

  private(set) var buffer: [UInt8] = []
  private let destination: OptimizePayloads
  private var fd: Int32 = -1
  private var temporaryPath = ""
  private var finished = false

  /// Opens the destination (for a file: creates the temporary file).
  init(_ destination: OptimizePayloads) throws(FileIOError) {
    self.destination = destination
    guard case .file(let path) = destination else { return }
    buffer.reserveCapacity(Self.flushSize + (1 << 16))
    let (directory, name) = Self.split(path)
    var template = Array("\(directory)/.\(name).locpack-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { pointer in
      pointer.baseAddress.map { mkstemp($0) } ?? -1
    }
    if descriptor < 0 { throw .fromErrno(.write, path: path, errno) }
    fd = descriptor
    temporaryPath = String(
      decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    if fd >= 0 {
      close(fd)
      unlink(temporaryPath)
    }
  }

  /// Appends bytes.
  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileIOError) {
    switch destination {
    case .discard: return
    case .memory: buffer.append(contentsOf: bytes)
    case .file:
      buffer.append(contentsOf: bytes)
      if buffer.count >= Self.flushSize { try flush() }
    }
  }

  /// Appends bytes.
  func append(_ bytes: [UInt8]) throws(FileIOError) {
    try Self.withPointer(bytes) { (pointer) throws(FileIOError) in try append(pointer) }
  }

  private func flush() throws(FileIOError) {
    guard case .file(let path) = destination, !buffer.isEmpty else { return }
    try Self.withPointer(buffer) { (pointer) throws(FileIOError) in
      guard let base = pointer.baseAddress else { return }
      try LineReader.writeAll(fd, base, pointer.count, path: path)
    }
    buffer.removeAll(keepingCapacity: true)
  }

  /// `withUnsafeBufferPointer` for a body with typed throws.
  static func withPointer<E: Error>(
    _ bytes: [UInt8], _ body: (UnsafeBufferPointer<UInt8>) throws(E) -> Void
  ) throws(E) {
    var failure: E?
    bytes.withUnsafeBufferPointer { pointer in
      do throws(E) {
        try body(pointer)
      } catch {
        failure = error
      }
    }
    if let failure { throw failure }
  }

  /// Flushes and, for a file, renames it into place; the payloads kept in memory, if any.
  func finish() throws(FileIOError) -> [UInt8] {
    guard case .file(let path) = destination else {
      finished = true
      return buffer
    }
    try flush()
    var mode: mode_t = 0o644
    var existing = stat()
    if stat(path, &existing) == 0 {
      if (existing.st_mode & S_IFMT) == S_IFDIR {
        throw FileIOError(.write, path: path, reason: .isDirectory)
      }
      mode = existing.st_mode & 0o7777
    }
    if fchmod(fd, mode) != 0 || fsync(fd) != 0 { throw .fromErrno(.write, path: path, errno) }
    let closed = close(fd)
    fd = -1
    if closed != 0 || rename(temporaryPath, path) != 0 {
      let code = errno
      unlink(temporaryPath)
      throw .fromErrno(.write, path: path, code)
    }
    finished = true
    return []
  }

  private static func split(_ path: String) -> (String, String) {
    guard let slash = path.lastIndex(of: "/") else { return (".", path) }
    let directory = slash == path.startIndex ? "/" : String(path[..<slash])
    return (directory, String(path[path.index(after: slash)...]))
  }
}
