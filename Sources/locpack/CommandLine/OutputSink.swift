#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Where the CLI writes text: a file descriptor in the tool, a buffer in tests.
protocol OutputSink: AnyObject {
  /// Writes text as UTF-8, unbuffered.
  func write(_ text: String)
  /// Whether the output is a terminal (drives `--color auto`).
  var isTerminal: Bool { get }
}

/// Writes to a file descriptor (standard output or standard error).
final class FileDescriptorSink: OutputSink {
  /// The descriptor written to.
  let fd: Int32
  /// Whether `fd` is a terminal, checked once.
  let isTerminal: Bool
  /// Set when a write failed (for example, a closed pipe).
  private(set) var failed = false

  /// Creates a sink over a descriptor.
  init(fd: Int32) {
    self.fd = fd
    self.isTerminal = Terminal.isTTY(fd)
  }

  func write(_ text: String) {
    let bytes = Array(text.utf8)
    var written = 0
    bytes.withUnsafeBytes { buffer in
      while written < buffer.count, let base = buffer.baseAddress {
        let count = systemWrite(fd, base + written, buffer.count - written)
        if count < 0 {
          if errno == EINTR { continue }
          failed = true
          return
        }
        written += count
      }
    }
  }
}

/// Collects output in memory, for tests.
final class BufferSink: OutputSink {
  /// Everything written so far.
  private(set) var text = ""
  /// What `--color auto` sees.
  var isTerminal: Bool

  /// Creates an empty buffer.
  init(isTerminal: Bool = false) { self.isTerminal = isTerminal }

  func write(_ text: String) { self.text += text }
}

/// The C `write(2)`, named apart from `OutputSink.write(_:)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
