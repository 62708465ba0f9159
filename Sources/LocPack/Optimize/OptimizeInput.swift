#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// An ``OptimizeSource`` opened for its two passes: a regular file is read twice; standard
/// input and pipes are copied during the first pass into an unlinked temporary file, which
/// the second pass reads (and which disappears when the run ends).
final class OptimizeInput {
  /// The first pass's lines.
  let first: LineReader
  private let source: OptimizeSource
  private let maxLineBytes: Int
  private var fd: Int32 = -1
  private var spool: Int32 = -1

  init(_ source: OptimizeSource, maxLineBytes: Int) throws(FileIOError) {
    self.source = source
    self.maxLineBytes = maxLineBytes
    switch source.storage {
    case .bytes(let bytes):
      first = LineReader(bytes: bytes, maxLineBytes: maxLineBytes)
    case .standardInput:
      spool = try Self.makeSpool(in: source.spoolDirectory)
      first = LineReader(
        fd: STDIN_FILENO, path: source.path, maxLineBytes: maxLineBytes, spool: spool)
    case .file(let path):
      let opened = open(path, O_RDONLY | O_CLOEXEC)
      if opened < 0 { throw .fromErrno(.read, path: path, errno) }
      var info = stat()
      if fstat(opened, &info) == 0, (info.st_mode & S_IFMT) == S_IFDIR {
        close(opened)
        throw FileIOError(.read, path: path, reason: .isDirectory)
      }
      fd = opened
      if (info.st_mode & S_IFMT) != S_IFREG {
        do {
          spool = try Self.makeSpool(in: source.spoolDirectory)
        } catch {
          close(opened)
          fd = -1
          throw error
        }
      }
      first = LineReader(fd: opened, path: path, maxLineBytes: maxLineBytes, spool: spool)
    }
  }

  deinit {
    if fd >= 0 { close(fd) }
    if spool >= 0 { close(spool) }
  }

  /// The second pass's lines, from the start.
  func second() throws(FileIOError) -> LineReader {
    switch source.storage {
    case .bytes(let bytes):
      return LineReader(bytes: bytes, maxLineBytes: maxLineBytes)
    case .standardInput, .file:
      let descriptor = spool >= 0 ? spool : fd
      if lseek(descriptor, 0, SEEK_SET) < 0 {
        throw .fromErrno(.read, path: source.path, errno)
      }
      return LineReader(fd: descriptor, path: source.path, maxLineBytes: maxLineBytes)
    }
  }

  /// An unlinked temporary file in `directory`, open for reading and writing.
  private static func makeSpool(in directory: String) throws(FileIOError) -> Int32 {
    var folder = directory.isEmpty ? "/tmp" : directory
    while folder.count > 1, folder.hasSuffix("/") { folder.removeLast() }
    var template = Array("\(folder)/.locpack-input-XXXXXX".utf8CString)
    let descriptor = template.withUnsafeMutableBufferPointer { pointer in
      pointer.baseAddress.map { mkstemp($0) } ?? -1
    }
    if descriptor < 0 { throw .fromErrno(.write, path: folder, errno) }
    template.withUnsafeBufferPointer { pointer in
      if let base = pointer.baseAddress { _ = unlink(base) }
    }
    return descriptor
  }
}

/// Diagnostics collected from a consumer closure.
final class DiagnosticList {
  var items: [Diagnostic] = []
}

extension FileIOError {
  /// The failure as an error diagnostic (`optimize.io`).
  var diagnostic: Diagnostic {
    Diagnostic(.error, id: "optimize.io", description)
  }
}
