import Dispatch

extension Array where Element: Sendable {
  /// `map` run on every core: the elements are independent, the order is kept.
  ///
  /// Falls back to a plain `map` for fewer than two elements.
  func parallelMap<Result: Sendable>(_ transform: @Sendable (Element) -> Result) -> [Result] {
    guard count > 1 else { return map(transform) }
    let results = UnsafeMutableBufferPointer<Result?>.allocate(capacity: count)
    results.initialize(repeating: nil)
    defer {
      results.deinitialize()
      results.deallocate()
    }
    nonisolated(unsafe) let output = results
    self.withUnsafeBufferPointer { input in
      nonisolated(unsafe) let elements = input
      DispatchQueue.concurrentPerform(iterations: elements.count) { index in
        output[index] = transform(elements[index])
      }
    }
    return results.compactMap { $0 }
  }
}
