import Foundation

/// Runs one property check on one fuzzer input; a broken property aborts the process so that
/// libFuzzer saves the input as a crash reproducer.
enum FuzzDriver {
  /// Copies the input, runs `check`, and aborts with the failure's description on stderr.
  static func run<Failure: Error>(
    _ data: UnsafePointer<UInt8>, _ size: Int, _ check: ([UInt8]) throws(Failure) -> Void
  ) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
      try check(bytes)
    } catch {
      FileHandle.standardError.write(Data("property failed: \(error)\n".utf8))
      abort()
    }
    return 0
  }
}
