import Foundation
import Testing

/// Scratch folders, process runs of the built `locpack`, privilege drops and small mounts
/// for the fault tests.
enum FaultSupport {
  /// Where a child's standard input comes from.
  enum Input: Sendable {
    /// These bytes through a pipe, then the pipe is closed (possibly before the child has
    /// read what it wanted).
    case bytes([UInt8])
    /// No standard input at all: file descriptor 0 is closed.
    case closed
  }

  /// The result of one run.
  struct Run: CustomStringConvertible {
    var status: Int32
    var stdout: String
    var stderr: String
    var description: String { "status \(status), stderr: \(stderr)" }
  }

  /// Whether the tests run with privileges that ignore file permissions.
  static let isPrivileged = geteuid() == 0

  /// `setpriv`, used to drop the permission-overriding capabilities when privileged.
  static let setpriv = "/usr/bin/setpriv"

  /// Whether permission checks can be exercised: unprivileged, or able to drop privileges.
  static var canDenyPermissions: Bool {
    !isPrivileged || FileManager.default.isExecutableFile(atPath: setpriv)
  }

  /// Whether a small tmpfs can be mounted (privileged, with a working `mount`).
  static let canMount: Bool = {
    guard isPrivileged, let folder = try? scratch() else { return false }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard shell("/usr/bin/mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", folder) else {
      return false
    }
    return shell("/usr/bin/umount", folder)
  }()

  /// A new empty folder under the temporary directory.
  static func scratch() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-fault-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  /// Removes a scratch folder, whatever its permissions.
  static func remove(_ folder: String) {
    _ = shell("/bin/chmod", "-R", "u+rwx", folder)
    try? FileManager.default.removeItem(atPath: folder)
  }

  /// The built `locpack`.
  static func executable() throws -> String {
    try PropertyListCLISupport.executable().path
  }

  /// Starts `locpack arguments` in `folder`; the caller waits or kills.
  ///
  /// - Parameters:
  ///   - unprivileged: Run without the capabilities that override file permissions.
  ///   - environment: Added to the inherited environment.
  static func start(
    _ arguments: [String], in folder: String, input: Input = .bytes([]),
    environment: [String: String] = [:], unprivileged: Bool = false
  ) throws -> (Process, Pipe, Pipe, Pipe?) {
    let process = Process()
    var argv = [try executable()] + arguments
    if unprivileged && isPrivileged {
      argv = [setpriv, "--bounding-set", "-dac_override,-dac_read_search", "--"] + argv
    }
    if case .closed = input {
      argv = ["/bin/sh", "-c", "exec \"$@\" <&-", "sh"] + argv
    }
    process.executableURL = URL(fileURLWithPath: argv[0])
    process.arguments = Array(argv.dropFirst())
    process.currentDirectoryURL = URL(fileURLWithPath: folder)
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    let output = Pipe()
    let errors = Pipe()
    process.standardOutput = output
    process.standardError = errors
    var inputPipe: Pipe?
    switch input {
    case .closed: process.standardInput = FileHandle.nullDevice
    case .bytes:
      let pipe = Pipe()
      process.standardInput = pipe
      inputPipe = pipe
    }
    try process.run()
    return (process, output, errors, inputPipe)
  }

  /// Runs `locpack arguments` in `folder` to the end.
  static func run(
    _ arguments: [String], in folder: String, input: Input = .bytes([]),
    environment: [String: String] = [:], unprivileged: Bool = false
  ) throws -> Run {
    let (process, output, errors, inputPipe) = try start(
      arguments, in: folder, input: input, environment: environment,
      unprivileged: unprivileged)
    if let inputPipe {
      let writer = inputPipe.fileHandleForWriting
      switch input {
      case .bytes(let bytes):
        // A child that stops reading early must not kill the test with SIGPIPE.
        signal(SIGPIPE, SIG_IGN)
        try? writer.write(contentsOf: Data(bytes))
      case .closed: break
      }
      try? writer.close()
    }
    return finish(process, output, errors)
  }

  /// Waits for a started process and collects its outputs.
  static func finish(_ process: Process, _ output: Pipe, _ errors: Pipe) -> Run {
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = errors.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Run(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// Runs a system tool; whether it exited 0.
  @discardableResult
  static func shell(_ tool: String, _ arguments: String...) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool)
    process.arguments = arguments
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return false }
    process.waitUntilExit()
    return process.terminationStatus == 0
  }

  /// Mounts a tmpfs of `size` on a new folder, runs `body` with it, and unmounts it whatever
  /// happens.
  static func withTmpfs(size: String, _ body: (String) throws -> Void) throws {
    let folder = try scratch()
    defer {
      _ = shell("/usr/bin/umount", folder)
      remove(folder)
    }
    try #require(shell("/usr/bin/mount", "-t", "tmpfs", "-o", "size=\(size)", "tmpfs", folder))
    try body(folder)
  }

  /// The bytes of a file, or nil when it cannot be read.
  static func bytes(_ path: String) -> [UInt8]? {
    FileManager.default.contents(atPath: path).map(Array.init)
  }

  /// Writes a file.
  static func write(_ text: String, to path: String) throws {
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
  }

  /// The temporary files a write leaves (`.<name>.locpack-<pid>-XXXXXX`) in `folder`.
  static func temporaries(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    return names.filter { $0.contains(".locpack-") }.sorted()
  }

  /// Payload lines from a few templates, `count` in all.
  static func corpus(_ count: Int) -> String {
    var text = ""
    for index in 0..<count {
      let alert: String
      switch index % 3 {
      case 0: alert = #"{"body":"User\#(index)さんがあなたの写真にコメントしました"}"#
      case 1:
        alert =
          #"{"title":"Order \#(index) shipped","body":"Your order #\#(index * 3) is on its way"}"#
      default: alert = #"{"body":"Name\#(index) liked your post about topic\#(index % 13)"}"#
      }
      text += #"{"aps":{"alert":\#(alert)},"id":\#(index)}"# + "\n"
    }
    return text
  }

  /// The base table the optimize tests start from.
  static let table = "/* Greeting */\n\"GREETING\" = \"Hello\";\n"

  /// Polls until `condition` holds or `seconds` pass; whether it held.
  static func waitUntil(seconds: Double, _ condition: () -> Bool) -> Bool {
    let deadline = Date().addingTimeInterval(seconds)
    while Date() < deadline {
      if condition() { return true }
      usleep(20_000)
    }
    return condition()
  }
}
