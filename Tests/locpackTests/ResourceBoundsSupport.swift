import Foundation
import Testing

/// Runs the built `locpack` as a child process and measures what SECURITY.md's "Resource
/// bounds" table states: the bytes written to standard output, the child's peak resident
/// memory (`ru_maxrss` from `wait4`) and its CPU time.
enum ResourceBoundsSupport {
  /// What one run cost.
  struct Measured: CustomStringConvertible {
    var status: Int32
    /// Bytes the child wrote to standard output.
    var outputBytes: Int
    /// Bytes the child wrote to standard error (diagnostics).
    var errorBytes: Int
    /// The child's peak resident set size in bytes.
    var peakBytes: Int
    /// User plus system CPU seconds of the child.
    var cpuSeconds: Double
    var description: String {
      "status \(status), \(outputBytes) + \(errorBytes) output bytes, peak \(peakBytes >> 10) KiB, "
        + String(format: "%.3f s CPU", cpuSeconds)
    }
  }

  /// Runs `locpack arguments` in `folder`, standard output into a file there (read back for
  /// its size only), standard error into another, standard input empty.
  static func run(_ arguments: [String], in folder: String) throws -> Measured {
    let executable = try FaultSupport.executable()
    let outPath = folder + "/.stdout"
    let errPath = folder + "/.stderr"
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, outPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    posix_spawn_file_actions_addopen(&actions, 2, errPath, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    // The shell enters the folder and replaces itself with locpack (the same process). GNU
    // `time`, when there, waits for it and records its peak: while other suites run
    // processes in parallel, the rusage `wait4` hands this process is not always the
    // child's own.
    let rssPath = folder + "/.maxrss"
    try? FileManager.default.removeItem(atPath: rssPath)
    var command = ["/bin/sh", "-c", #"cd "$0" && exec "$@""#, folder, executable] + arguments
    if FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
      command = ["/usr/bin/time", "-f", "%M", "-o", rssPath] + command
    }
    let argv = command.map { strdup($0) }
    defer { for pointer in argv { free(pointer) } }
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, command[0], &actions, nil, argv + [nil], environ)
    try #require(spawned == 0, "posix_spawn: \(spawned)")
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) < 0 {
      try #require(errno == EINTR, "wait4: \(errno)")
    }
    func size(_ path: String) -> Int {
      ((try? FileManager.default.attributesOfItem(atPath: path)[.size]) as? Int) ?? 0
    }
    func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    let recorded = FaultSupport.bytes(rssPath).flatMap {
      Int(String(decoding: $0, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
    let exit = (status & 0x7F) == 0 ? (status >> 8) & 0xFF : 128 + (status & 0x7F)
    return Measured(
      status: exit, outputBytes: size(outPath), errorBytes: size(errPath),
      peakBytes: (recorded ?? usage.ru_maxrss) * 1024,
      cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime))
  }

  /// The least CPU time of `repeats` runs.
  static func leastCPU(_ arguments: [String], in folder: String, repeats: Int = 2) throws
    -> Double
  {
    var best = Double.infinity
    for _ in 0..<repeats { best = min(best, try run(arguments, in: folder).cpuSeconds) }
    return best
  }

  /// The standard error of the last run in `folder`.
  static func stderr(in folder: String) -> String {
    String(decoding: FaultSupport.bytes(folder + "/.stderr") ?? [], as: UTF8.self)
  }

  /// Writes bytes to a file.
  static func write(_ bytes: [UInt8], to path: String) throws {
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// Expects `measured` to be at least half of `bound` and at most `bound`.
  static func expectWithin(
    _ measured: Int, bound: Int, _ what: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      measured <= bound, "\(what): \(measured) exceeds the bound \(bound)",
      sourceLocation: sourceLocation)
    #expect(
      2 * measured >= bound, "\(what): \(measured) is under half the bound \(bound)",
      sourceLocation: sourceLocation)
  }
}
