#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a rewritten payload back against the line it was made from, without scanning it again:
/// the bytes between the spliced members must repeat the line, and each spliced stretch must
/// be exactly the members a rewrite writes — `"loc-key":"K"` and, when present,
/// `,"loc-args":["a",…]` (wrapped in `{…}` in place of a string alert) — whose key and
/// arguments it decodes as JSON does, for the caller to expand against the original text.
///
/// It accepts only the compact form the rewrite writes; anything else (whitespace, a lone
/// surrogate escape, a raw control byte, a cut string) makes it answer false, and the caller
/// then checks the payload the long way. Bytes of 0x80 and above are taken as they are: they
/// come from validated input.
struct SpliceCheck {
  /// The decoded key of the last stretch read.
  private(set) var key: [UInt8] = []
  /// The decoded arguments of the last stretch read, as ranges of ``argumentBytes``.
  private(set) var argumentBytes: [UInt8] = []
  private(set) var argumentRanges: [Range<Int>] = []
  /// How far the rewritten payload is read.
  private var written = 0
  /// How far the line is matched.
  private var position = 0

  /// Creates a check with empty buffers: no allocation, so an empty one can stand in for a
  /// run's while it is borrowed; the buffers keep their capacity from line to line.
  init() {}

  /// Starts reading a new rewritten payload from its first byte.
  mutating func start() {
    written = 0
    position = 0
  }

  /// Reads the stretch that replaces `range` of `line`: the bytes before it must repeat the
  /// line from where the last stretch ended, then come the members of a `kind` rewrite.
  ///
  /// Stretches must come in the order of their ranges. On true, ``key`` and the arguments
  /// hold what the stretch says.
  mutating func readEdit(
    line: UnsafeBufferPointer<UInt8>, rewritten: UnsafeBufferPointer<UInt8>,
    range: Range<Int>, kind: PayloadRewriter.FieldKind, isStringAlert: Bool
  ) -> Bool {
    readEdit(
      line: CheckedBytes(line), rewritten: CheckedBytes(rewritten), range: range, kind: kind,
      isStringAlert: isStringAlert)
  }

  private mutating func readEdit(
    line: CheckedBytes, rewritten: CheckedBytes, range: Range<Int>,
    kind: PayloadRewriter.FieldKind, isStringAlert: Bool
  ) -> Bool {
    guard range.lowerBound >= position, range.upperBound <= line.count else { return false }
    let gap = range.lowerBound &- position
    guard written &+ gap <= rewritten.count,
      Self.same(rewritten, at: written, line, at: position, count: gap)
    else { return false }
    var index = written &+ gap
    if !key.isEmpty { key.removeAll(keepingCapacity: true) }
    if !argumentBytes.isEmpty { argumentBytes.removeAll(keepingCapacity: true) }
    if !argumentRanges.isEmpty { argumentRanges.removeAll(keepingCapacity: true) }
    if isStringAlert {
      guard Self.skip(UInt8(ascii: "{"), in: rewritten, at: &index) else { return false }
    }
    guard Self.skipName(Self.keyNames[kind.rawValue], in: rewritten, at: &index),
      JSONScanner.decodeString(rewritten, at: &index, into: &key)
    else { return false }
    if Self.skipName(Self.argumentNames[kind.rawValue], in: rewritten, at: &index) {
      guard Self.skip(UInt8(ascii: "["), in: rewritten, at: &index) else { return false }
      while true {
        let start = argumentBytes.count
        guard JSONScanner.decodeString(rewritten, at: &index, into: &argumentBytes) else {
          return false
        }
        argumentRanges.append(start..<argumentBytes.count)
        if Self.skip(UInt8(ascii: ","), in: rewritten, at: &index) { continue }
        guard Self.skip(UInt8(ascii: "]"), in: rewritten, at: &index) else { return false }
        break
      }
    }
    if isStringAlert {
      guard Self.skip(UInt8(ascii: "}"), in: rewritten, at: &index) else { return false }
    }
    written = index
    position = range.upperBound
    return true
  }

  /// Whether the rest of `rewritten` repeats the rest of `line`, to the last byte of both.
  func finish(line: UnsafeBufferPointer<UInt8>, rewritten: UnsafeBufferPointer<UInt8>) -> Bool {
    let rest = line.count &- position
    return rest >= 0 && rewritten.count &- written == rest
      && Self.same(
        CheckedBytes(rewritten), at: written, CheckedBytes(line), at: position, count: rest)
  }

  // MARK: - Reading

  /// `"title-loc-key":`, `"subtitle-loc-key":`, `"loc-key":`.
  private static let keyNames: [[UInt8]] = PayloadRewriter.FieldKind.allCases.map {
    Array("\"\($0.locKey)\":".utf8)
  }

  /// `,"title-loc-args":`, `,"subtitle-loc-args":`, `,"loc-args":`.
  private static let argumentNames: [[UInt8]] = PayloadRewriter.FieldKind.allCases.map {
    Array(",\"\($0.locArgs)\":".utf8)
  }

  private static func same(
    _ left: CheckedBytes, at leftStart: Int, _ right: CheckedBytes, at rightStart: Int,
    count: Int
  ) -> Bool {
    guard count > 0 else { return count == 0 }
    guard let leftBytes = left.bytes(from: leftStart, count: count),
      let rightBytes = right.bytes(from: rightStart, count: count),
      let leftBase = leftBytes.baseAddress, let rightBase = rightBytes.baseAddress
    else { return false }
    return memcmp(leftBase, rightBase, count) == 0
  }

  private static func skip(
    _ byte: UInt8, in bytes: CheckedBytes, at index: inout Int
  ) -> Bool {
    guard bytes.byte(at: index) == byte else { return false }
    index &+= 1
    return true
  }

  private static func skipName(
    _ name: [UInt8], in bytes: CheckedBytes, at index: inout Int
  ) -> Bool {
    guard index &+ name.count <= bytes.count else { return false }
    var offset = 0
    while offset < name.count {
      if bytes.byte(at: index &+ offset) != name[offset] { return false }
      offset &+= 1
    }
    index &+= name.count
    return true
  }
}
