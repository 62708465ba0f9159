/// A string literal of Swift or Objective-C source, with its escapes resolved and its
/// interpolations kept as tokens.
///
/// `"\(count) photos"` has the segments `.interpolation([count])` and `.text(" photos")`.
struct CodeStringLiteral: Hashable, Sendable {
  /// A run of text or one interpolation.
  enum Segment: Hashable, Sendable {
    /// Literal text, UTF-8, escapes resolved.
    case text([UInt8])
    /// The tokens inside `\( … )`, the parentheses excluded.
    case interpolation([CodeToken])
  }

  /// The segments in order; empty for `""`.
  var segments: [Segment] = []
  /// The byte range of the whole literal, delimiters (and an Objective-C `@`) included.
  var range: Range<Int>
  /// Whether the literal ends where it should (a missing delimiter ends it at the end of the
  /// line, or of the file for a multi-line literal).
  var isTerminated = true

  /// Whether the literal interpolates anything.
  var isInterpolated: Bool {
    segments.contains { if case .interpolation = $0 { return true } else { return false } }
  }

  /// The text when nothing is interpolated.
  var text: String? {
    var bytes: [UInt8] = []
    for segment in segments {
      guard case .text(let run) = segment else { return nil }
      bytes += run
    }
    return String(decoding: bytes, as: UTF8.self)
  }

  /// The text before the first interpolation.
  var prefix: String {
    guard case .text(let run)? = segments.first else { return "" }
    return String(decoding: run, as: UTF8.self)
  }

  /// The text after the last interpolation.
  var suffix: String {
    guard case .text(let run)? = segments.last, segments.count > 1 else { return "" }
    return String(decoding: run, as: UTF8.self)
  }

  /// Appends text, joining it to a preceding run.
  mutating func append(_ bytes: [UInt8]) {
    guard !bytes.isEmpty else { return }
    if case .text(let run)? = segments.last {
      segments[segments.count - 1] = .text(run + bytes)
    } else {
      segments.append(.text(bytes))
    }
  }
}
