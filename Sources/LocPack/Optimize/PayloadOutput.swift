/// Where the optimizer's payloads go: kept in memory, dropped, or streamed to a file.
///
/// A file output goes through one large buffer of fixed size (copied into, with no array
/// growth or uniqueness checks per line) into a ``StagedWriter`` (a temporary file
/// beside the target, flushed, with the original file's permissions) that is renamed over the
/// target at the end (``OptimizePayloads/file(_:)``) or handed back staged for the caller to
/// rename after the table (``OptimizePayloads/staged(_:)``). A failed or abandoned run leaves
/// the target as it was.
final class PayloadOutput {
  /// The buffer size at which a file output writes: 1 MiB.
  static let flushSize = 1 << 20

  /// The payloads of a memory output.
  private var kept: [UInt8] = []
  /// A file output's buffer (empty for the others): the first ``filled`` bytes are waiting.
  private let storage: UnsafeMutableRawBufferPointer
  private var filled = 0
  private let destination: OptimizePayloads
  private var writer: StagedWriter?
  /// The payloads file, written and flushed but not yet renamed (``OptimizePayloads/staged``).
  private(set) var staged: StagedFile?

  init(_ destination: OptimizePayloads) throws(FileIOError) {
    self.destination = destination
    switch destination {
    case .file(let path), .staged(let path):
      writer = try StagedWriter(for: path)
      storage = .allocate(byteCount: Self.flushSize, alignment: 16)
    case .memory, .discard:
      storage = UnsafeMutableRawBufferPointer(start: nil, count: 0)
    }
  }

  deinit {
    storage.deallocate()
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileIOError) {
    switch destination {
    case .discard: return
    case .memory: kept.append(contentsOf: bytes)
    case .file, .staged:
      guard let source = bytes.baseAddress, let base = storage.baseAddress else { return }
      if bytes.count > storage.count &- filled {
        try flush()
        // More than the buffer can take (all of it, unless there is no writer left to empty
        // it) goes straight to the file: the copy below never runs past the buffer.
        if bytes.count > storage.count &- filled {
          try writer?.write(UnsafeRawBufferPointer(bytes))
          return
        }
      }
      (base + filled).copyMemory(from: source, byteCount: bytes.count)
      filled &+= bytes.count
    }
  }

  /// Appends bytes.
  func append(_ bytes: [UInt8]) throws(FileIOError) {
    try Self.withPointer(bytes) { (pointer) throws(FileIOError) in try append(pointer) }
  }

  private func flush() throws(FileIOError) {
    guard let writer, filled > 0 else { return }
    try writer.write(UnsafeRawBufferPointer(rebasing: storage[0..<filled]))
    filled = 0
  }

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
    guard let writer else { return kept }
    try flush()
    let file = try writer.finish()
    self.writer = nil
    if case .file = destination {
      try FileIO.commit([file])
    } else {
      staged = file
    }
    return []
  }
}
