/// A shell-style pattern for paths and keys: `*` matches within one path component, `**` any
/// run of characters including `/`, `?` one character; everything else matches itself.
public struct Glob: Hashable, Sendable {
  /// The pattern as written.
  public let pattern: String
  private let bytes: [UInt8]

  /// Creates a glob.
  public init(_ pattern: String) {
    self.pattern = pattern
    self.bytes = Array(pattern.utf8)
  }

  /// Whether `text` matches the whole pattern.
  ///
  /// - Complexity: O(pattern × text).
  public func matches(_ text: String) -> Bool {
    let text = Array(text.utf8)
    let p = bytes
    // reachable[j]: the pattern prefix p[..<i] matches text[..<j].
    var reachable = [Bool](repeating: false, count: text.count + 1)
    reachable[0] = true
    var i = 0
    while i < p.count {
      var next = [Bool](repeating: false, count: text.count + 1)
      if p[i] == UInt8(ascii: "*") {
        let crossesSlash = i + 1 < p.count && p[i + 1] == UInt8(ascii: "*")
        var on = false
        for j in 0...text.count {
          if reachable[j] { on = true }
          next[j] = on
          if j < text.count, text[j] == UInt8(ascii: "/"), !crossesSlash { on = false }
        }
        i += crossesSlash ? 2 : 1
      } else {
        for j in 0..<text.count where reachable[j] {
          if p[i] == UInt8(ascii: "?") || p[i] == text[j] { next[j + 1] = true }
        }
        i += 1
      }
      reachable = next
    }
    return reachable[text.count]
  }

  /// Whether a path matches: the whole relative path, any path that ends with it at a `/`,
  /// or for a pattern without `/`, any one component.
  public func matchesPath(_ path: String) -> Bool {
    let components = path.split(separator: "/").map(String.init)
    guard bytes.contains(UInt8(ascii: "/")) else { return components.contains { matches($0) } }
    for start in components.indices {
      if matches(components[start...].joined(separator: "/")) { return true }
    }
    return false
  }
}
