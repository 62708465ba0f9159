/// Where the optimizer's payloads go: kept in memory, dropped, or streamed through one large
/// buffer into a ``StagedWriter`` — a temporary file beside the target, flushed, with the
/// original file's permissions — that is renamed over the target at the end
/// (``OptimizePayloads/file(_:)``) or handed back staged for the caller to rename after the
/// table (``OptimizePayloads/staged(_:)``). A failed or abandoned run leaves the target as it
/// was.
final class PayloadOutput {
  /// The buffer size at which a file output writes: 1 MiB.
  static let flushSize = 1 << 20

  private(set) var buffer: [UInt8] = []
  private let destination: OptimizePayloads
  private var writer: StagedWriter?
  /// The payloads file, written and flushed but not yet renamed (``OptimizePayloads/staged``).
  private(set) var staged: StagedFile?

  init(_ destination: OptimizePayloads) throws(FileIOError) {
    self.destination = destination
    switch destination {
    case .file(let path), .staged(let path):
      buffer.reserveCapacity(Self.flushSize + (1 << 16))
      writer = try StagedWriter(for: path)
    case .memory, .discard: break
    }
  }

  @inline(__always)
  func append(_ bytes: UnsafeBufferPointer<UInt8>) throws(FileIOError) {
    switch destination {
    case .discard: return
    case .memory: buffer.append(contentsOf: bytes)
    case .file, .staged:
      buffer.append(contentsOf: bytes)
      if buffer.count >= Self.flushSize { try flush() }
    }
  }

  /// Appends bytes.
  func append(_ bytes: [UInt8]) throws(FileIOError) {
    try Self.withPointer(bytes) { (pointer) throws(FileIOError) in try append(pointer) }
  }

  private func flush() throws(FileIOError) {
    guard let writer, !buffer.isEmpty else { return }
    try writer.write(buffer)
    buffer.removeAll(keepingCapacity: true)
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
    guard let writer else { return buffer }
    try flush()
    let file = try writer.finish()
    self.writer = nil
    buffer = []
    if case .file = destination {
      try FileIO.commit([file])
    } else {
      staged = file
    }
    return []
  }
}
