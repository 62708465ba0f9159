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
  /// Whether a write failed (a full disk, a closed descriptor).
  var hasFailed: Bool { get }
}

/// Writes to a file descriptor (standard output or standard error).
final class FileDescriptorSink: OutputSink {
  /// The descriptor written to.
  let fd: Int32
  /// Whether `fd` is a terminal, checked once.
  let isTerminal: Bool
  /// Set when a write failed (for example, a full disk).
  private(set) var hasFailed = false

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
          hasFailed = true
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
  /// When set, writes are dropped and reported as failed (a full disk, in tests).
  var failsWrites: Bool
  /// Set when a write was dropped.
  private(set) var hasFailed = false

  /// Creates an empty buffer.
  init(isTerminal: Bool = false, failsWrites: Bool = false) {
    self.isTerminal = isTerminal
    self.failsWrites = failsWrites
  }

  func write(_ text: String) {
    if failsWrites {
      hasFailed = true
    } else {
      self.text += text
    }
  }
}

/// The C `write(2)`, named apart from `OutputSink.write(_:)`.
private func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
  write(fd, buffer, count)
}
