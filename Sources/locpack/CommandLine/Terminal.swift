#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Facts about the terminal the CLI writes to.
enum Terminal {
  /// Whether the file descriptor is a terminal.
  static func isTTY(_ fd: Int32) -> Bool { isatty(fd) == 1 }
}

/// The `--color` setting.
enum ColorChoice: String, CaseIterable, Sendable {
  /// Colour when the output is a terminal, `NO_COLOR` is unset or empty and `TERM` is not
  /// `dumb`.
  case auto
  /// Always colour (overrides `NO_COLOR`).
  case always
  /// Never colour.
  case never

  /// Whether to colour an output.
  ///
  /// - Parameters:
  ///   - isTerminal: Whether the output is a terminal.
  ///   - environment: The process environment (`NO_COLOR`, `TERM`).
  func usesColor(isTerminal: Bool, environment: [String: String]) -> Bool {
    switch self {
    case .always: return true
    case .never: return false
    case .auto:
      if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
      if environment["TERM"] == "dumb" { return false }
      return isTerminal
    }
  }
}
