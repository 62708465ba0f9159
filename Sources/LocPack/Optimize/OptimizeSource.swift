#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where ``Optimizer`` reads payloads from: read twice (once to sample alert texts for mining,
/// once to rewrite), in chunks, so memory does not depend on the input's size.
public struct OptimizeSource: Sendable {
  /// The bytes behind a source.
  public enum Storage: Sendable {
    /// A buffer in memory.
    case bytes([UInt8])
    /// A file, read once for each pass (a pipe or other file that cannot be read twice is
    /// spooled like standard input).
    case file(String)
    /// Standard input, copied during the first pass into an unlinked temporary file in
    /// ``OptimizeSource/spoolDirectory``, which the second pass reads.
    case standardInput
  }

  /// The bytes.
  public var storage: Storage
  /// The input's name in diagnostics (`<stdin>` for standard input).
  public var path: String
  /// Whether each line is a plain alert text, read as the payload `{"aps":{"alert":TEXT}}`
  /// (invalid UTF-8 becomes U+FFFD).
  public var isTextLines: Bool
  /// Where standard input (or a pipe) is copied for the second pass.
  public var spoolDirectory: String

  /// Creates a source.
  public init(
    _ storage: Storage, path: String, isTextLines: Bool = false, spoolDirectory: String = "/tmp"
  ) {
    self.storage = storage
    self.path = path
    self.isTextLines = isTextLines
    self.spoolDirectory = spoolDirectory
  }

  /// Checks, without reading anything, that the source can be opened for reading: a file that
  /// exists, is not a folder and may be read, or a standard input that is open.
  ///
  /// A caller checks this before it creates or locks anything, so an unreadable input leaves
  /// no trace. Nothing is opened, so a FIFO's writer still meets the reader that reads it.
  /// - Throws: `FileIOError` with operation `.read`, naming ``path`` and the reason.
  public func checkReadable() throws(FileIOError) {
    var info = stat()
    switch storage {
    case .bytes: return
    case .standardInput:
      if fstat(STDIN_FILENO, &info) != 0 { throw .fromErrno(.read, path: path, errno) }
    case .file(let file):
      // Not opened: opening a FIFO would meet its writer, which then writes to nobody.
      if stat(file, &info) != 0 { throw .fromErrno(.read, path: path, errno) }
      if (info.st_mode & S_IFMT) != S_IFDIR, access(file, R_OK) != 0 {
        throw .fromErrno(.read, path: path, errno)
      }
    }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      throw FileIOError(.read, path: path, reason: .isDirectory)
    }
  }
}

/// Where ``Optimizer`` writes the rewritten payloads.
public enum OptimizePayloads: Sendable, Hashable {
  /// Kept in memory and returned in ``Optimizer/Result/payloads``.
  case memory
  /// Streamed into a temporary file beside this path, renamed over it when the run succeeds.
  case file(String)
  /// Streamed into a temporary file beside this path and left there, flushed, as
  /// ``Optimizer/Result/stagedPayloads``: the caller renames it with ``FileIO/commit(_:)``
  /// after the table, so payloads never name keys a written table lacks.
  case staged(String)
  /// Not kept (a dry run).
  case discard
}

/// How far a run is, for a progress line.
public struct OptimizeProgress: Sendable, Hashable {
  /// What the run is doing.
  public enum Phase: String, Sendable, Hashable {
    /// The first pass: reading lines and collecting the sample of alert texts.
    case sampling
    /// Mining templates in the sample and choosing keys.
    case mining
    /// The second pass: rewriting, verifying and writing every line.
    case rewriting
  }

  /// The phase.
  public var phase: Phase
  /// Lines read so far in this phase's pass.
  public var lines: Int
  /// Bytes read so far in this phase's pass.
  public var bytes: Int

  /// Creates a progress value.
  public init(phase: Phase, lines: Int, bytes: Int) {
    self.phase = phase
    self.lines = lines
    self.bytes = bytes
  }
}
