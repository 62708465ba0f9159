/// A validating single pass over one JSONL payload line that finds what the optimizer reads
/// and writes — the last top-level `aps`, its `alert`, and the alert's text, `*-loc-key` and
/// `*-loc-args` members — without building a tree or creating strings.
///
/// It accepts only what ``JSONParser`` accepts and reports nothing itself: on anything it does
/// not handle (a syntax error, a lone surrogate escape, a byte-order mark, an escaped key in
/// the top-level, `aps` or `alert` object, very deep nesting) it gives up with ``Outcome/bail``
/// and the caller parses the line with ``JSONParser`` for the exact answer and diagnostic.
/// Texts are unescaped into a scratch buffer only when they hold escapes.
struct PayloadScanner {
  /// What a scan found.
  enum Outcome: Equatable {
    /// The line was not handled: parse it with ``JSONParser``.
    case bail
    /// Valid JSON whose top level is not an object.
    case notAnObject
    /// A valid JSON object; see ``aps``, ``alert`` and ``members``.
    case object
  }

  /// An unescaped text: bytes of the line, or of ``scratch`` when it had escapes.
  struct Text: Equatable {
    var start = 0
    var end = 0
    var inScratch = false

    var count: Int { end &- start }
  }

  /// The alert members the optimizer reads, by position in ``members``.
  enum Name: Int, CaseIterable {
    case title, subtitle, body
    case titleLocKey, subtitleLocKey, locKey
    case titleLocArgs, subtitleLocArgs, locArgs
  }

  /// One member of the alert object.
  struct Member {
    var isPresent = false
    /// Where the member's key starts (its opening quote).
    var keyStart = 0
    /// The value's bytes, quotes included.
    var valueRange: Range<Int> = 0..<0
    /// Whether the value is a string; ``text`` is then its unescaped text.
    var isString = false
    var text = Text()
    /// Whether the value is an array of strings only; ``arguments`` then indexes them.
    var isStringArray = false
    var arguments: Range<Int> = 0..<0
  }

  /// What the last top-level `aps` member holds.
  enum Alert: Equatable {
    case absent
    case string
    case object
    case other
  }

  /// Nesting beyond this is left to ``JSONParser`` (which enforces its own limit of 512).
  static let maxDepth = 256

  // MARK: - Results

  /// Whether the top level has an `aps` member.
  private(set) var hasAps = false
  /// Whether the last `aps` member is an object.
  private(set) var apsIsObject = false
  /// Whether that `aps` object repeats a key.
  private(set) var apsHasDuplicates = false
  /// What the `aps` object's `alert` member holds.
  private(set) var alert = Alert.absent
  /// The alert string (when ``alert`` is `.string`): range and text.
  private(set) var alertString = Member()
  /// Whether the alert object repeats a key.
  private(set) var alertHasDuplicates = false
  /// The alert object's members, indexed by ``Name``.
  private(set) var members = [Member](repeating: Member(), count: Name.allCases.count)
  /// The unescaped bytes of texts that had escapes.
  private(set) var scratch: [UInt8] = []
  /// The strings of `*-loc-args` arrays.
  private(set) var arguments: [Text] = []
  /// The names of top-level members to capture (a message id, a language tag), as UTF-8.
  var captureNames: [[UInt8]] = [] {
    didSet { captures = [Member](repeating: Member(), count: captureNames.count) }
  }
  /// The captured members, by position in ``captureNames``: a string's text, or a number's
  /// literal as its text (`isString` false); absent for other values.
  private(set) var captures: [Member] = []

  // MARK: - State

  /// The line being scanned; every read of it is checked (``CheckedBytes``).
  private var bytes = CheckedBytes.empty
  private var end = 0
  private var index = 0
  /// The keys of the `aps` object so far.
  private var apsKeys = KeyList()
  /// The keys of the alert object so far.
  private var alertKeys = KeyList()
  /// Bit `n` set: ``members`` `[n]` was written since the last reset.
  private var writtenMembers: UInt32 = 0
  /// Whether this scan stops after the first `aps` member (see ``scan(_:stopsAfterAps:)``).
  private var stopsAfterAps = false
  /// Whether this scan stopped there: the ``Bail`` thrown then is no failure.
  private var stopped = false

  private struct Bail: Error {}

  /// Whether string bytes of 0x80 and above are taken as valid UTF-8 without a look: only for
  /// lines built from bytes already validated.
  let trustsUTF8: Bool

  init(trustsUTF8: Bool = false) {
    self.trustsUTF8 = trustsUTF8
    scratch.reserveCapacity(1024)
    arguments.reserveCapacity(16)
  }

  /// The bytes of a text found by the last scan of `line`.
  func withText<R>(
    _ text: Text, in line: UnsafeBufferPointer<UInt8>,
    _ body: (UnsafeBufferPointer<UInt8>) -> R
  ) -> R {
    // A text lies in the buffer it was read from; another buffer gives the empty text.
    if text.inScratch {
      return scratch.withUnsafeBufferPointer {
        body(CheckedBytes($0).bytes(in: text.start..<text.end) ?? CheckedBytes.emptyBuffer)
      }
    }
    return body(CheckedBytes(line).bytes(in: text.start..<text.end) ?? CheckedBytes.emptyBuffer)
  }

  /// Scans one line.
  ///
  /// The results stay valid until the next scan.
  ///
  /// - Parameters:
  ///   - stopsAfterAps: Whether to stop once the first top-level `aps` member has been read,
  ///     and report ``Outcome/object`` without reading the rest of the line: what follows is
  ///     neither validated nor searched for a later `aps`. For a first look at a line whose
  ///     answer a full scan gives later; bytes after `aps` are often most of a payload.
  mutating func scan(_ line: UnsafeBufferPointer<UInt8>, stopsAfterAps: Bool = false) -> Outcome {
    bytes = CheckedBytes(line)
    end = line.count
    index = 0
    hasAps = false
    self.stopsAfterAps = stopsAfterAps
    stopped = false
    resetAps()
    if !scratch.isEmpty { scratch.removeAll(keepingCapacity: true) }
    if !arguments.isEmpty { arguments.removeAll(keepingCapacity: true) }
    for position in captures.indices where captures[position].isPresent {
      captures[position] = Member()
    }
    defer { bytes = CheckedBytes.empty }
    do throws(Bail) {
      skipWhitespace()
      guard let first = bytes.byte(at: index), first != 0xEF else { return .bail }
      let isObject = first == UInt8(ascii: "{")
      if isObject {
        try scanObject(level: 0, depth: 1)
      } else {
        try skipValue(depth: 0)
      }
      skipWhitespace()
      guard index == end else { return .bail }
      return isObject ? .object : .notAnObject
    } catch {
      return stopped ? .object : .bail
    }
  }

  private mutating func resetAps() {
    apsIsObject = false
    apsHasDuplicates = false
    apsKeys.removeAll()
    resetAlert()
  }

  private mutating func resetAlert() {
    // Everything below is written only after an alert member sets ``alert``: with none since
    // the last reset (the first two of the three resets a line meets), nothing to clear.
    guard alert != .absent else { return }
    alert = .absent
    alertString = Member()
    alertHasDuplicates = false
    alertKeys.removeAll()
    // Only the members written since the last reset (usually one or two) need clearing.
    var written = writtenMembers
    while written != 0 {
      let position = written.trailingZeroBitCount
      members[position] = Member()
      written &= written &- 1
    }
    writtenMembers = 0
  }

  // MARK: - Objects

  /// Scans an object at `index` (`{`).
  ///
  /// Level 0 is the top level, 1 the `aps` object, 2 the alert object; other levels are only
  /// validated.
  private mutating func scanObject(level: Int, depth: Int) throws(Bail) {
    guard depth <= Self.maxDepth else { throw Bail() }
    index &+= 1
    skipWhitespace()
    if bytes.byte(at: index) == UInt8(ascii: "}") {
      index &+= 1
      return
    }
    while true {
      guard bytes.byte(at: index) == UInt8(ascii: "\"") else { throw Bail() }
      let keyStart = index
      let hasEscapes = try skipString()
      let key = (keyStart &+ 1)..<(index &- 1)
      if level <= 2, hasEscapes { throw Bail() }
      skipWhitespace()
      guard bytes.byte(at: index) == UInt8(ascii: ":") else { throw Bail() }
      index &+= 1
      skipWhitespace()
      guard bytes.contains(index) else { throw Bail() }
      switch level {
      case 0: try topMember(key: key, depth: depth)
      case 1: try apsMember(key: key, depth: depth)
      case 2: try alertMember(key: key, keyStart: keyStart, depth: depth)
      default: try skipValue(depth: depth)
      }
      skipWhitespace()
      guard let byte = bytes.byte(at: index) else { throw Bail() }
      index &+= 1
      if byte == UInt8(ascii: "}") { return }
      guard byte == UInt8(ascii: ",") else { throw Bail() }
      skipWhitespace()
    }
  }

  private mutating func topMember(key: Range<Int>, depth: Int) throws(Bail) {
    if !captureNames.isEmpty, let position = captureIndex(key) {
      return try capture(position, depth: depth)
    }
    guard Self.equals(bytes, key, "aps") else { return try skipValue(depth: depth) }
    hasAps = true
    resetAps()
    if bytes.byte(at: index) == UInt8(ascii: "{") {
      apsIsObject = true
      try scanObject(level: 1, depth: depth &+ 1)
    } else {
      try skipValue(depth: depth)
    }
    if stopsAfterAps {
      stopped = true
      throw Bail()
    }
  }

  /// The position in ``captureNames`` of a top-level key.
  private func captureIndex(_ key: Range<Int>) -> Int? {
    captureNames.firstIndex { name in
      name.count == key.count
        && bytes.bytes(in: key).map { key in !zip(name, key).contains { $0 != $1 } } == true
    }
  }

  /// Reads a captured member's value: a string or a number is kept, anything else skipped.
  private mutating func capture(_ position: Int, depth: Int) throws(Bail) {
    var member = Member()
    let start = index
    switch bytes.byte(at: index) ?? 0 {
    case UInt8(ascii: "\""):
      let hasEscapes = try skipString()
      member.isPresent = true
      member.isString = true
      member.text = text(start..<index, hasEscapes: hasEscapes)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
      try skipNumber()
      member.isPresent = true
      member.text = Text(start: start, end: index, inScratch: false)
    default:
      try skipValue(depth: depth)
    }
    member.valueRange = start..<index
    captures[position] = member
  }

  private mutating func apsMember(key: Range<Int>, depth: Int) throws(Bail) {
    if apsKeys.insert(key, in: bytes) { apsHasDuplicates = true }
    guard Self.equals(bytes, key, "alert") else { return try skipValue(depth: depth) }
    resetAlert()
    let start = index
    switch bytes.byte(at: index) ?? 0 {
    case UInt8(ascii: "\""):
      alert = .string
      let hasEscapes = try skipString()
      alertString.isPresent = true
      alertString.isString = true
      alertString.valueRange = start..<index
      alertString.text = text(start..<index, hasEscapes: hasEscapes)
    case UInt8(ascii: "{"):
      alert = .object
      try scanObject(level: 2, depth: depth &+ 1)
    default:
      alert = .other
      try skipValue(depth: depth)
    }
  }

  private mutating func alertMember(key: Range<Int>, keyStart: Int, depth: Int) throws(Bail) {
    if alertKeys.insert(key, in: bytes) { alertHasDuplicates = true }
    let found = Self.nameIndex(bytes, key)
    guard found >= 0 else { return try skipValue(depth: depth) }
    var member = Member()
    member.isPresent = true
    member.keyStart = keyStart
    let start = index
    switch bytes.byte(at: index) ?? 0 {
    case UInt8(ascii: "\""):
      let hasEscapes = try skipString()
      member.isString = true
      member.text = text(start..<index, hasEscapes: hasEscapes)
    case UInt8(ascii: "["):
      try scanStringArray(into: &member, depth: depth &+ 1)
    default:
      try skipValue(depth: depth)
    }
    member.valueRange = start..<index
    members[found] = member
    writtenMembers |= 1 << UInt32(found)
  }

  /// An array whose strings are collected into ``arguments``; any other element makes it not
  /// a string array.
  private mutating func scanStringArray(into member: inout Member, depth: Int) throws(Bail) {
    guard depth <= Self.maxDepth else { throw Bail() }
    let first = arguments.count
    var allStrings = true
    index &+= 1
    skipWhitespace()
    if bytes.byte(at: index) == UInt8(ascii: "]") {
      index &+= 1
    } else {
      while true {
        guard let first = bytes.byte(at: index) else { throw Bail() }
        if first == UInt8(ascii: "\"") {
          let start = index
          let hasEscapes = try skipString()
          arguments.append(text(start..<index, hasEscapes: hasEscapes))
        } else {
          allStrings = false
          try skipValue(depth: depth)
        }
        skipWhitespace()
        guard let byte = bytes.byte(at: index) else { throw Bail() }
        index &+= 1
        if byte == UInt8(ascii: "]") { break }
        guard byte == UInt8(ascii: ",") else { throw Bail() }
        skipWhitespace()
      }
    }
    member.isStringArray = allStrings
    member.arguments = first..<arguments.count
  }

  /// The ``Name`` of an alert member's key in `bytes`, or -1; by length first, with no array
  /// access.
  ///
  /// Static, like ``equals(_:_:_:)``, so that a call from a mutating method does not copy the
  /// scanner.
  private static func nameIndex(_ bytes: CheckedBytes, _ key: Range<Int>) -> Int {
    switch key.count {
    case 4: return equals(bytes, key, "body") ? Name.body.rawValue : -1
    case 5: return equals(bytes, key, "title") ? Name.title.rawValue : -1
    case 7: return equals(bytes, key, "loc-key") ? Name.locKey.rawValue : -1
    case 8:
      if equals(bytes, key, "subtitle") { return Name.subtitle.rawValue }
      return equals(bytes, key, "loc-args") ? Name.locArgs.rawValue : -1
    case 13: return equals(bytes, key, "title-loc-key") ? Name.titleLocKey.rawValue : -1
    case 14: return equals(bytes, key, "title-loc-args") ? Name.titleLocArgs.rawValue : -1
    case 16: return equals(bytes, key, "subtitle-loc-key") ? Name.subtitleLocKey.rawValue : -1
    case 17: return equals(bytes, key, "subtitle-loc-args") ? Name.subtitleLocArgs.rawValue : -1
    default: return -1
    }
  }

  /// Whether `bytes[key]` is `name`.
  private static func equals(
    _ bytes: CheckedBytes, _ key: Range<Int>, _ name: StaticString
  ) -> Bool {
    guard key.count == name.utf8CodeUnitCount else { return false }
    let pointer = name.utf8Start
    for offset in 0..<key.count where bytes.byte(at: key.lowerBound &+ offset) != pointer[offset] {
      return false
    }
    return true
  }

  // MARK: - Values

  @inline(__always)
  private mutating func skipWhitespace() {
    index = JSONScanner.whitespaceEnd(bytes, from: index)
  }

  private mutating func skipValue(depth: Int) throws(Bail) {
    guard let first = bytes.byte(at: index) else { throw Bail() }
    switch first {
    case UInt8(ascii: "\""): _ = try skipString()
    case UInt8(ascii: "{"): try scanObject(level: 3, depth: depth &+ 1)
    case UInt8(ascii: "["): try skipArray(depth: depth &+ 1)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try skipNumber()
    case UInt8(ascii: "t"), UInt8(ascii: "f"), UInt8(ascii: "n"): try skipLiteral()
    default: throw Bail()
    }
  }

  private mutating func skipArray(depth: Int) throws(Bail) {
    guard depth <= Self.maxDepth else { throw Bail() }
    index &+= 1
    skipWhitespace()
    if bytes.byte(at: index) == UInt8(ascii: "]") {
      index &+= 1
      return
    }
    while true {
      try skipValue(depth: depth)
      skipWhitespace()
      guard let byte = bytes.byte(at: index) else { throw Bail() }
      index &+= 1
      if byte == UInt8(ascii: "]") { return }
      guard byte == UInt8(ascii: ",") else { throw Bail() }
      skipWhitespace()
    }
  }

  /// `true`, `false` or `null`, not followed by another word byte.
  private mutating func skipLiteral() throws(Bail) {
    let wordEnd = JSONScanner.wordEnd(bytes, from: index)
    guard JSONScanner.literal(bytes, in: index..<wordEnd) != nil else { throw Bail() }
    index = wordEnd
  }

  private mutating func skipNumber() throws(Bail) {
    guard case .end(let numberEnd) = JSONScanner.numberEnd(bytes, at: index) else { throw Bail() }
    index = numberEnd
  }

  // MARK: - Strings

  /// Validates the string at `index` (its opening quote) and moves past it.
  ///
  /// - Returns: Whether it holds escapes.
  private mutating func skipString() throws(Bail) -> Bool {
    index &+= 1
    var hasEscapes = false
    while true {
      index = JSONScanner.plainEnd(bytes, from: index, stopsAtNonASCII: !trustsUTF8)
      guard let byte = bytes.byte(at: index) else { throw Bail() }
      if byte == UInt8(ascii: "\"") {
        index &+= 1
        return hasEscapes
      }
      if byte == UInt8(ascii: "\\") {
        hasEscapes = true
        guard let (value, length) = JSONScanner.escape(bytes, at: index),
          !JSONScanner.isSurrogate(value)
        else { throw Bail() }
        index &+= length
        continue
      }
      // A control byte, or a sequence that is not well formed.
      guard byte >= 0x80, UTF8Validation.skipNonASCII(bytes, at: &index) else { throw Bail() }
    }
  }

  /// The text of a validated string token (quotes included in `token`).
  private mutating func text(_ token: Range<Int>, hasEscapes: Bool) -> Text {
    let content = (token.lowerBound &+ 1)..<(token.upperBound &- 1)
    guard hasEscapes else {
      return Text(start: content.lowerBound, end: content.upperBound, inScratch: false)
    }
    let start = scratch.count
    var position = token.lowerBound
    // Validated already: the decoding cannot fail.
    _ = JSONScanner.decodeString(bytes, at: &position, into: &scratch)
    return Text(start: start, end: scratch.count, inScratch: true)
  }
}
