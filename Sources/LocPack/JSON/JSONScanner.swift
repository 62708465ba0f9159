/// The byte-level engine behind ``JSONParser``: integer indices over an unsafe buffer, no
/// allocation for strings without escapes, one reusable scratch buffer for the others.
struct JSONScanner {
  // MARK: - Results

  enum ErrorKind {
    case unexpectedEnd(String)
    case unexpectedCharacter(String)
    case unterminatedString
    case invalidEscape
    case loneSurrogate
    case controlCharacter
    case trailingComma
    case leadingZero
    case invalidNumber
    case invalidLiteral(String)
    case trailingGarbage
    case tooDeep(Int)
    case invalidUTF8
    case stringTooLong(Int)
    case tooManyValues(Int)
  }

  struct Failure: Error {
    var kind: ErrorKind
    var offset: Int
    var found: String

    func error(location: SourceLocation) -> JSONError {
      switch kind {
      case .unexpectedEnd(let expected):
        return .unexpectedEndOfInput(expected: expected, at: location)
      case .unexpectedCharacter(let expected):
        return .unexpectedCharacter(found: found, expected: expected, at: location)
      case .unterminatedString: return .unterminatedString(at: location)
      case .invalidEscape: return .invalidEscape(at: location)
      case .loneSurrogate: return .loneSurrogate(at: location)
      case .controlCharacter: return .controlCharacterInString(at: location)
      case .trailingComma: return .trailingComma(at: location)
      case .leadingZero: return .leadingZero(at: location)
      case .invalidNumber: return .invalidNumber(at: location)
      case .invalidLiteral(let word): return .invalidLiteral(word, at: location)
      case .trailingGarbage: return .trailingGarbage(at: location)
      case .tooDeep(let limit): return .tooDeep(limit: limit, at: location)
      case .invalidUTF8: return .invalidUTF8(at: location)
      case .stringTooLong(let limit): return .stringTooLong(limit: limit, at: location)
      case .tooManyValues(let limit): return .tooManyValues(limit: limit, at: location)
      }
    }
  }

  enum Finding {
    case duplicateKey(String, offset: Int, firstOffset: Int)
    case unneededEscapes(count: Int, wasted: Int, offset: Int)
    case loneSurrogateReplaced(offset: Int)
    case byteOrderMark

    func diagnostic(_ source: SourceFile) -> Diagnostic {
      switch self {
      case .duplicateKey(let key, let offset, let firstOffset):
        return Diagnostic(
          .warning, id: "json.duplicate-key",
          "duplicate key '\(key)'; the last occurrence wins", at: source.location(at: offset),
          notes: [.init("first occurrence here", at: source.location(at: firstOffset))])
      case .unneededEscapes(let count, let wasted, let offset):
        let escapes = count == 1 ? "an escape that is" : "\(count) escapes that are"
        return Diagnostic(
          .info, id: "json.unneeded-escape",
          "string has \(escapes) longer than needed; writing them raw saves \(wasted) "
            + (wasted == 1 ? "byte" : "bytes"), at: source.location(at: offset))
      case .loneSurrogateReplaced(let offset):
        return Diagnostic(
          .warning, id: "json.lone-surrogate",
          "unpaired surrogate escape decoded as U+FFFD", at: source.location(at: offset))
      case .byteOrderMark:
        return Diagnostic(
          .warning, id: "json.byte-order-mark",
          "JSON text starts with a UTF-8 byte-order mark, which RFC 8259 forbids in transmission",
          at: source.location(at: 0))
      }
    }
  }

  struct Output {
    var value: JSONValue
    var nodes: [JSONNode]
    var findings: [Finding]
    var wastedEscapeBytes: Int
  }

  // MARK: - State

  /// The bytes up to `end`: a read at `end` or past it is nil, however the index got there.
  let bytes: CheckedBytes
  let end: Int
  let options: JSONParseOptions
  var index: Int
  var nodes: [JSONNode] = []
  var findings: [Finding] = []
  var wastedEscapeBytes = 0
  var scratch: [UInt8] = []
  /// Key offsets of the members of the objects being parsed, innermost last.
  var keyOffsets: [Int] = []
  /// Values and keys read so far, against ``InputLimits/maxObjects``.
  var valueCount = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>, options: JSONParseOptions) {
    self.bytes = CheckedBytes(bytes).prefix(range.upperBound)
    self.end = self.bytes.count
    self.options = options
    self.index = range.lowerBound
  }

  mutating func parseDocument() -> Result<Output, Failure> {
    if options.recordsRanges { nodes.reserveCapacity(min(4096, (end - index) / 8 + 4)) }
    do throws(Failure) {
      if bytes.byte(at: index) == 0xEF, bytes.byte(at: index + 1) == 0xBB,
        bytes.byte(at: index + 2) == 0xBF
      {
        index += 3
        if options.collectsDiagnostics { findings.append(.byteOrderMark) }
      }
      let value = try parseValue(depth: 0, keyRange: nil)
      skipWhitespace()
      if index < end { throw failure(.trailingGarbage, at: index) }
      return .success(
        Output(
          value: value, nodes: nodes, findings: findings, wastedEscapeBytes: wastedEscapeBytes))
    } catch {
      return .failure(error)
    }
  }

  // MARK: - Values

  @inline(__always)
  mutating func skipWhitespace() {
    index = Self.whitespaceEnd(bytes, from: index)
  }

  mutating func parseValue(depth: Int, keyRange: Range<Int>?) throws(Failure) -> JSONValue {
    skipWhitespace()
    guard let first = bytes.byte(at: index) else {
      throw failure(.unexpectedEnd("a value"), at: index)
    }
    let valueStart = index
    try countValue(at: valueStart)
    var nodeIndex = -1
    if options.recordsRanges {
      nodeIndex = nodes.count
      nodes.append(
        JSONNode(keyRange: keyRange, valueRange: valueStart..<valueStart, descendantCount: 0))
    }
    let value: JSONValue
    switch first {
    case UInt8(ascii: "{"): value = try parseObject(depth: depth + 1)
    case UInt8(ascii: "["): value = try parseArray(depth: depth + 1)
    case UInt8(ascii: "\""): value = .string(try parseString())
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = try parseNumber()
    case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"):
      value = try parseLiteral()
    default:
      throw failure(.unexpectedCharacter("a value"), at: index)
    }
    if nodeIndex >= 0 {
      nodes[nodeIndex].valueRange = valueStart..<index
      nodes[nodeIndex].descendantCount = nodes.count - nodeIndex - 1
    }
    return value
  }

  mutating func parseLiteral() throws(Failure) -> JSONValue {
    let wordStart = index
    index = Self.wordEnd(bytes, from: index)
    if let value = Self.literal(bytes, in: wordStart..<index) { return value }
    let word = bytes.string(from: wordStart, count: index - wordStart)
    throw failure(.invalidLiteral(word), at: wordStart)
  }

  mutating func parseNumber() throws(Failure) -> JSONValue {
    let numberStart = index
    switch Self.numberEnd(bytes, at: numberStart) {
    case .end(let numberEnd):
      index = numberEnd
      return .number(bytes.string(from: numberStart, count: index - numberStart))
    case .leadingZero:
      throw failure(.leadingZero, at: numberStart)
    case .invalid:
      throw failure(.invalidNumber, at: numberStart)
    }
  }

  mutating func parseArray(depth: Int) throws(Failure) -> JSONValue {
    if depth > options.maxDepth { throw failure(.tooDeep(options.maxDepth), at: index) }
    index += 1  // [
    var elements: [JSONValue] = []
    skipWhitespace()
    if bytes.byte(at: index) == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    elements.reserveCapacity(4)
    while true {
      elements.append(try parseValue(depth: depth, keyRange: nil))
      skipWhitespace()
      guard let byte = bytes.byte(at: index) else {
        throw failure(.unexpectedEnd("',' or ']'"), at: index)
      }
      if byte == UInt8(ascii: "]") {
        index += 1
        return .array(elements)
      }
      guard byte == UInt8(ascii: ",") else {
        throw failure(.unexpectedCharacter("',' or ']'"), at: index)
      }
      let comma = index
      index += 1
      skipWhitespace()
      if bytes.byte(at: index) == UInt8(ascii: "]") { throw failure(.trailingComma, at: comma) }
    }
  }

  mutating func parseObject(depth: Int) throws(Failure) -> JSONValue {
    if depth > options.maxDepth { throw failure(.tooDeep(options.maxDepth), at: index) }
    index += 1  // {
    var members: [JSONMember] = []
    var table: [String: Int]?
    let keyBase = keyOffsets.count
    defer { keyOffsets.removeSubrange(keyBase...) }
    skipWhitespace()
    if bytes.byte(at: index) == UInt8(ascii: "}") {
      index += 1
      return .object(JSONObject(members: members, index: nil))
    }
    members.reserveCapacity(8)
    while true {
      skipWhitespace()
      guard let opening = bytes.byte(at: index) else {
        throw failure(.unexpectedEnd("a string key"), at: index)
      }
      guard opening == UInt8(ascii: "\"") else {
        throw failure(.unexpectedCharacter("a string key"), at: index)
      }
      let keyStart = index
      try countValue(at: keyStart)
      let key = try parseString()
      let keyRange = keyStart..<index
      skipWhitespace()
      guard let colon = bytes.byte(at: index) else {
        throw failure(.unexpectedEnd("':'"), at: index)
      }
      guard colon == UInt8(ascii: ":") else {
        throw failure(.unexpectedCharacter("':'"), at: index)
      }
      index += 1
      let value = try parseValue(depth: depth, keyRange: options.recordsRanges ? keyRange : nil)
      // Duplicate detection: a linear scan for small objects, a table for large ones.
      var previous: Int?
      if table != nil {
        previous = table?.updateValue(members.count, forKey: key) ?? nil
      } else {
        var position = members.count - 1
        while position >= 0 {
          if members[position].key == key {
            previous = position
            break
          }
          position -= 1
        }
        if members.count + 1 > JSONObject.indexThreshold {
          var built = [String: Int](minimumCapacity: 32)
          for (position, member) in members.enumerated() { built[member.key] = position }
          built[key] = members.count
          table = built
        }
      }
      if let previous, options.collectsDiagnostics {
        var first = previous
        // Report against the first occurrence.
        for position in 0..<previous where members[position].key == key {
          first = position
          break
        }
        let firstOffset =
          keyBase + first < keyOffsets.count ? keyOffsets[keyBase + first] : keyStart
        findings.append(.duplicateKey(key, offset: keyStart, firstOffset: firstOffset))
      }
      keyOffsets.append(keyStart)
      members.append(JSONMember(key, value))
      skipWhitespace()
      guard let byte = bytes.byte(at: index) else {
        throw failure(.unexpectedEnd("',' or '}'"), at: index)
      }
      if byte == UInt8(ascii: "}") {
        index += 1
        return .object(JSONObject(members: members, index: table))
      }
      guard byte == UInt8(ascii: ",") else {
        throw failure(.unexpectedCharacter("',' or '}'"), at: index)
      }
      let comma = index
      index += 1
      skipWhitespace()
      if bytes.byte(at: index) == UInt8(ascii: "}") { throw failure(.trailingComma, at: comma) }
    }
  }

  // MARK: - Limits

  /// Counts one value or key, failing at `offset` past ``InputLimits/maxObjects``.
  @inline(__always)
  mutating func countValue(at offset: Int) throws(Failure) {
    valueCount &+= 1
    if valueCount > options.limits.maxObjects {
      throw Failure(kind: .tooManyValues(options.limits.maxObjects), offset: offset, found: "")
    }
  }

  /// Fails at `quote` when a string's UTF-8 length is over ``InputLimits/maxStringBytes``.
  @inline(__always)
  func checkStringLength(_ length: Int, quote: Int) throws(Failure) {
    if length > options.limits.maxStringBytes {
      throw Failure(kind: .stringTooLong(options.limits.maxStringBytes), offset: quote, found: "")
    }
  }

  // MARK: - Errors

  func failure(_ kind: ErrorKind, at offset: Int) -> Failure {
    var found = "end of input"
    if let byte = bytes.byte(at: offset) {
      if byte < 0x20 || byte == 0x7F {
        found = "U+" + hex4(UInt32(byte))
      } else if byte < 0x80 {
        found = "'" + String(UnicodeScalar(byte)) + "'"
      } else {
        let length = UTF8Validation.sequenceLength(bytes, at: offset)
        if length > 0 {
          found = "'" + bytes.string(from: offset, count: length) + "'"
        } else {
          return Failure(kind: .invalidUTF8, offset: offset, found: "")
        }
      }
    }
    return Failure(kind: kind, offset: offset, found: found)
  }
}

func hex4(_ value: UInt32) -> String {
  let digits = String(value, radix: 16, uppercase: true)
  return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
}
