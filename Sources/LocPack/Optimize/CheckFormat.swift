/// A table value compiled for the round-trip check of rewritten payloads: expanding it with a
/// payload's `loc-args` must give back the original alert text byte for byte.
///
/// Values made only of text, `%%` and `%@` — every mined format — are checked piece by piece
/// against the text without building it or creating strings; any other value goes through
/// ``CompiledFormat``, which fills arguments the way iOS does.
struct CheckFormat {
  private enum Program {
    /// The literal pieces around the `%@` slots (`pieces.count == slots + 1`).
    case pieces([[UInt8]])
    case general(CompiledFormat)
  }

  private let program: Program

  /// Compiles a table value.
  init(_ value: String) {
    if let template = AlertTemplate(format: value) {
      program = .pieces(template.constants)
    } else {
      program = .general(FormatString.parse(value).compiled)
    }
  }

  /// Whether the value filled with `arguments` (ranges of `argumentBytes`) is `text`, with
  /// exactly as many arguments as the value reads and nothing Foundation would warn about.
  func expands(
    to text: UnsafeBufferPointer<UInt8>, arguments: [Range<Int>],
    in argumentBytes: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    let text = CheckedBytes(text)
    let argumentBytes = CheckedBytes(argumentBytes)
    switch program {
    case .pieces(let pieces):
      guard arguments.count == pieces.count - 1 else { return false }
      var position = 0
      for (index, piece) in pieces.enumerated() {
        if index > 0 {
          let argument = arguments[index - 1]
          guard let value = argumentBytes.bytes(in: argument),
            Self.matches(text, at: position, value)
          else { return false }
          position += argument.count
        }
        let matched = piece.withUnsafeBufferPointer { Self.matches(text, at: position, $0) }
        guard matched else { return false }
        position += piece.count
      }
      return position == text.count
    case .general(let compiled):
      var strings: [String] = []
      for argument in arguments {
        guard let value = argumentBytes.bytes(in: argument) else { return false }
        strings.append(String(decoding: value, as: UTF8.self))
      }
      var buffer: [UInt8] = []
      guard compiled.expand(into: &buffer, arguments: strings) else { return false }
      return buffer.count == text.count
        && buffer.withUnsafeBufferPointer { Self.matches(text, at: 0, $0) }
    }
  }

  private static func matches(
    _ text: CheckedBytes, at position: Int, _ piece: UnsafeBufferPointer<UInt8>
  ) -> Bool {
    // The window of the text the piece must equal; both are read within their own count.
    guard let window = text.bytes(from: position, count: piece.count) else { return false }
    var offset = 0
    while offset < piece.count {
      if window[offset] != piece[offset] { return false }
      offset &+= 1
    }
    return true
  }
}
