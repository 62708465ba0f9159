import Foundation
import LocPack

/// The `locpack` executable: runs the command line and exits with its status.
@main
struct LocPackMain {
  static func main() {
    let status = CLI.run(
      arguments: Array(CommandLine.arguments.dropFirst()),
      stdout: FileDescriptorSink(fd: STDOUT_FILENO),
      stderr: FileDescriptorSink(fd: STDERR_FILENO),
      environment: ProcessInfo.processInfo.environment)
    exit(status.rawValue)
  }
}
