/// Bounds every reader enforces on untrusted input, so that a hostile or broken file ends in a
/// clear error at its place instead of exhausting memory or the stack.
///
/// One value travels through the options of every reader (`.strings` and OpenStep text, XML
/// and binary plists, JSON and everything built on it: `.xcstrings`, APNs payloads, manifests,
/// configuration files). The defaults are far above real localization files and still stop
/// a file from growing into gigabytes once parsed:
///
/// | Limit | Default | Why |
/// |---|---|---|
/// | ``maxInputBytes`` | 256 MiB | the largest catalogs seen are tens of MB; parsed, a file takes about 3× its size |
/// | ``maxDepth`` | 512 | CoreFoundation's and `JSONSerialization`'s limit; real files nest fewer than 10 levels |
/// | ``maxStringBytes`` | 1 MiB | a long legal text is about 100 KB; ten times that still renders, lints and previews quickly |
/// | ``maxObjects`` | 16 Mi (2^24) | a 40-language catalog of 20,000 keys holds about 4 M values; each value costs tens of bytes |
///
/// A value that exceeds a limit fails the read with the reader's error, located in the file
/// (line and column, or the byte offset in a binary plist), and its message names the limit
/// and the command-line flag that raises it (``Kind/flag``).
public struct InputLimits: Hashable, Sendable {
  /// One of the four limits.
  public enum Kind: String, CaseIterable, Hashable, Sendable {
    /// The size of one input file in bytes.
    case inputSize = "max-input-size"
    /// How deeply containers (arrays, dictionaries, objects) may nest.
    case depth = "max-depth"
    /// The UTF-8 length of one string: a key or a string value.
    case stringLength = "max-string-length"
    /// How many values and keys one file may hold.
    case objectCount = "max-objects"

    /// The command-line option that sets this limit: `--max-depth`.
    public var flag: String { "--" + rawValue }

    /// The member of the `limits` object in `.locpack.json` that sets this limit:
    /// `maxDepth`.
    public var configurationKey: String {
      switch self {
      case .inputSize: return "maxInputSize"
      case .depth: return "maxDepth"
      case .stringLength: return "maxStringLength"
      case .objectCount: return "maxObjects"
      }
    }

    /// The advice appended to every error about this limit: `raise it with --max-depth`.
    public var advice: String { "raise it with \(flag)" }
  }

  /// The largest input file accepted, in bytes (default 256 MiB).
  ///
  /// Checked before a file is read (the file's size) and while standard input is read.
  public var maxInputBytes: Int
  /// The deepest container nesting accepted (default 512).
  ///
  /// Each reader counts depth as its Apple counterpart does, so the default accepts exactly
  /// what Foundation accepts:
  /// - JSON (`JSONSerialization`) and XML plists: the top-level container is at depth 1;
  ///   `maxDepth` nested arrays pass, one more fails.
  /// - OpenStep text, `.strings` tables and binary plists (CoreFoundation): the top-level
  ///   value is at depth 0 and a container fails above `maxDepth`, so `maxDepth + 1` nested
  ///   containers pass (in a `.strings` table the implicit top-level dictionary is the first).
  public var maxDepth: Int
  /// The longest string accepted, in UTF-8 bytes after unescaping (default 1 MiB).
  ///
  /// Applies to dictionary keys and string values; `data` values are bounded by the input
  /// size only.
  public var maxStringBytes: Int
  /// The most values a file may hold, dictionary keys included (default 2^24).
  ///
  /// Every scalar, container and key counts as one. A binary plist is checked against the
  /// object count its trailer declares, before anything is decoded.
  public var maxObjects: Int

  /// The defaults: 256 MiB, depth 512, 1 MiB strings, 2^24 objects.
  public static let `default` = InputLimits()

  /// Creates limits; every argument has the default's value unless given.
  public init(
    maxInputBytes: Int = 256 << 20, maxDepth: Int = 512, maxStringBytes: Int = 1 << 20,
    maxObjects: Int = 1 << 24
  ) {
    self.maxInputBytes = maxInputBytes
    self.maxDepth = maxDepth
    self.maxStringBytes = maxStringBytes
    self.maxObjects = maxObjects
  }

  /// These limits with some replaced: `[.depth: 64]` sets ``maxDepth`` to 64.
  public func applying(_ overrides: [Kind: Int]) -> InputLimits {
    var limits = self
    for (kind, value) in overrides { limits[kind] = value }
    return limits
  }

  /// The value of one limit.
  public subscript(kind: Kind) -> Int {
    get {
      switch kind {
      case .inputSize: return maxInputBytes
      case .depth: return maxDepth
      case .stringLength: return maxStringBytes
      case .objectCount: return maxObjects
      }
    }
    set {
      switch kind {
      case .inputSize: maxInputBytes = newValue
      case .depth: maxDepth = newValue
      case .stringLength: maxStringBytes = newValue
      case .objectCount: maxObjects = newValue
      }
    }
  }
}

// MARK: - Values as text

extension InputLimits {
  /// Reads a limit's value as typed on the command line or in a configuration file.
  ///
  /// Sizes (``Kind/inputSize`` and ``Kind/stringLength``) take a unit: `4096`, `64KiB`,
  /// `10MB`, `1GiB`, `512k` — `B`, `KB`/`K` (1000), `KiB` (1024), `MB`/`M`, `MiB`, `GB`/`G`,
  /// `GiB`, case-insensitive, with an optional space before the unit. Counts
  /// (``Kind/depth`` and ``Kind/objectCount``) are plain integers, and may use `_` or `,`
  /// between digits (`16_777_216`).
  ///
  /// - Returns: The value, or `nil` when the text is not a whole number of at least 1 in the
  ///   accepted form, or is larger than `Int.max`.
  public static func parseValue(_ text: String, for kind: Kind) -> Int? {
    switch kind {
    case .inputSize, .stringLength: return parseSize(text)
    case .depth, .objectCount: return parseCount(text)
    }
  }

  /// A byte count with an optional unit: `64KiB`, `10MB`, `1 GiB`, `4096`.
  public static func parseSize(_ text: String) -> Int? {
    let bytes = Array(text.utf8)
    var index = 0
    var number = 0
    while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10 {
      let (times, overflow) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int(bytes[index] &- UInt8(ascii: "0")))
      if overflow || overflow2 { return nil }
      number = sum
      index += 1
    }
    guard index > 0 else { return nil }
    if index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
    let unit = String(decoding: bytes[index...], as: UTF8.self).lowercased()
    let scale: Int
    switch unit {
    case "", "b": scale = 1
    case "k", "kb": scale = 1000
    case "kib": scale = 1 << 10
    case "m", "mb": scale = 1_000_000
    case "mib": scale = 1 << 20
    case "g", "gb": scale = 1_000_000_000
    case "gib": scale = 1 << 30
    default: return nil
    }
    let (value, overflow) = number.multipliedReportingOverflow(by: scale)
    guard !overflow, value >= 1 else { return nil }
    return value
  }

  /// A positive integer, with optional `_` or `,` between digits: `512`, `16_777_216`.
  public static func parseCount(_ text: String) -> Int? {
    var number = 0
    var digits = 0
    var previousWasDigit = false
    for byte in text.utf8 {
      if byte == UInt8(ascii: "_") || byte == UInt8(ascii: ",") {
        guard previousWasDigit else { return nil }
        previousWasDigit = false
        continue
      }
      guard byte &- UInt8(ascii: "0") < 10 else { return nil }
      let (times, overflow) = number.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times.addingReportingOverflow(Int(byte &- UInt8(ascii: "0")))
      if overflow || overflow2 { return nil }
      number = sum
      digits += 1
      previousWasDigit = true
    }
    guard digits > 0, previousWasDigit, number >= 1 else { return nil }
    return number
  }

  /// A byte count for people: `256 MiB`, `64 KiB`, `1000 bytes`, `1 byte`.
  public static func formatSize(_ bytes: Int) -> String {
    if bytes == .max { return "unlimited" }
    for (shift, unit) in [(30, "GiB"), (20, "MiB"), (10, "KiB")]
    where bytes >= 1 << shift && bytes & ((1 << shift) - 1) == 0 {
      return "\(bytes >> shift) \(unit)"
    }
    return bytes == 1 ? "1 byte" : "\(bytes) bytes"
  }

  /// One limit's value for people: sizes with ``formatSize(_:)``, counts as numbers.
  public func formatted(_ kind: Kind) -> String {
    switch kind {
    case .inputSize, .stringLength: return Self.formatSize(self[kind])
    case .depth, .objectCount: return self[kind] == .max ? "unlimited" : "\(self[kind])"
    }
  }
}
