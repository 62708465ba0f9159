/// A printf-style format string as Apple's Foundation reads it: literal text, `%%`, and
/// specifiers such as `%@`, `%2$@`, `%ld` or `%#@count@`.
///
/// Parsing never fails: malformed input becomes ``issues`` with byte ranges. The model
/// follows CoreFoundation (`__CFParseFormatSpec` and `__CFStringAppendFormatCore`) down to its
/// quirks: a `%` followed by no conversion renders only the character after it, `%0$@` renders
/// `0@`, and positional gaps shift later arguments.
///
/// ```swift
/// let format = FormatString.parse("%1$@ sent you %2$ld photos")
/// format.slots.map(\.type)   // [.object, .int(.long)]
/// format.expand(arguments: ["Ana", "3"]).text
/// ```
public struct FormatString: Hashable, Sendable, CustomStringConvertible {
  /// The format text.
  public let text: String
  /// Literal text and specifiers in order, covering the whole text.
  public let pieces: [FormatPiece]
  /// The specifiers in text order (without `%%` and malformed `%`).
  public let specifiers: [FormatSpecifier]
  /// Problems found while parsing, in text order of detection.
  public let issues: [FormatIssue]
  /// The arguments read, by 1-based index, ascending (indices nothing reads are absent).
  public let slots: [ArgumentSlot]
  /// Whether Foundation fails to format this string at all (a number overflow).
  public let failsInFoundation: Bool
  /// The precomputed substitution program used by ``expand(arguments:options:)``.
  public let compiled: CompiledFormat
  let utf8: [UInt8]

  /// Parses a format string in one pass over its UTF-8 bytes.
  ///
  /// - Complexity: O(n) in the text's UTF-8 length.
  public static func parse(_ text: String) -> FormatString {
    FormatString(text: text)
  }

  private init(text: String) {
    self.text = text
    let bytes = Array(text.utf8)
    self.utf8 = bytes
    var parser = FormatParser(bytes)
    parser.run()
    var issues = parser.issues
    var specifiers: [FormatSpecifier] = []
    specifiers.reserveCapacity(parser.raw.count)

    // MARK: Argument numbering, as CoreFoundation assigns it
    var counter = 0
    var firstSequential: Int?
    var firstPositional: Int?
    for (index, raw) in parser.raw.enumerated() {
      var widthIndex: Int?
      var precisionIndex: Int?
      var sequential = false
      switch raw.width {
      case .star:
        widthIndex = counter + 1
        counter += 1
        sequential = true
      case .starPositional(let n): widthIndex = n
      default: break
      }
      switch raw.precision {
      case .star:
        precisionIndex = counter + 1
        counter += 1
        sequential = true
      case .starPositional(let n): precisionIndex = n
      default: break
      }
      let argumentIndex: Int
      if let position = raw.position {
        argumentIndex = position
      } else {
        argumentIndex = counter + 1
        counter += 1
        sequential = true
      }
      let positional =
        raw.position != nil || widthIndex != nil && !(raw.width == .star)
        || precisionIndex != nil && !(raw.precision == .star)
      if sequential, firstSequential == nil { firstSequential = index }
      if positional, firstPositional == nil { firstPositional = index }
      let variable = raw.variable.map { String(decoding: bytes[$0], as: UTF8.self) }
      specifiers.append(
        FormatSpecifier(
          range: raw.range, position: raw.position, argumentIndex: argumentIndex,
          flags: raw.flags, width: raw.width, widthArgumentIndex: widthIndex,
          precision: raw.precision, precisionArgumentIndex: precisionIndex, length: raw.length,
          conversion: raw.conversion, variableName: variable,
          valueType: Self.valueType(conversion: raw.conversion, sizeCode: raw.sizeCode)))
    }

    // MARK: Issues of single specifiers
    for spec in specifiers {
      let range = spec.range
      let written = String(decoding: bytes[range], as: UTF8.self)
      if spec.conversion == UInt8(ascii: "n") {
        issues.append(
          FormatIssue(
            .percentN, range: range,
            message: "'\(written)' is never honoured by Foundation and still consumes an argument"))
      }
      // `% @` is `%@` with a space flag CoreFoundation ignores: it shows the object.
      if spec.flags.contains(.space), range.count > 1, bytes[range.lowerBound + 1] == 0x20,
        spec.conversion != UInt8(ascii: "@")
      {
        issues.append(
          FormatIssue(
            .percentInProse, range: range,
            message: "'\(written)' is a format specifier that consumes an argument; "
              + "write '%%' for a percent sign"))
      }
    }
    if let sequential = firstSequential, let positional = firstPositional {
      let spec = specifiers[max(sequential, positional)]
      issues.append(
        FormatIssue(
          .mixedPositionalAndSequential, range: spec.range,
          message: "positional and sequential specifiers are mixed; sequential ones count "
            + "from argument 1 regardless of positional ones"))
    }

    // MARK: Slots
    // Every use of an argument in text order, then grouped by argument in ascending order,
    // each group in text order (a format reads a few arguments: no table is needed).
    var uses: [(argument: Int, use: ArgumentSlot.Use)] = []
    uses.reserveCapacity(specifiers.count)
    for (index, spec) in specifiers.enumerated() {
      if let width = spec.widthArgumentIndex {
        uses.append((width, .init(specifier: index, role: .width, type: .int(.int))))
      }
      if let precision = spec.precisionArgumentIndex {
        uses.append((precision, .init(specifier: index, role: .precision, type: .int(.int))))
      }
      uses.append((spec.argumentIndex, .init(specifier: index, role: .value, type: spec.valueType)))
    }
    let grouped = uses.indices.sorted {
      (uses[$0].argument, $0) < (uses[$1].argument, $1)
    }
    var slots: [ArgumentSlot] = []
    var next = 0
    while next < grouped.count {
      let index = uses[grouped[next]].argument
      var list: [ArgumentSlot.Use] = []
      while next < grouped.count, uses[grouped[next]].argument == index {
        list.append(uses[grouped[next]].use)
        next += 1
      }
      guard let last = list.last else { continue }
      slots.append(ArgumentSlot(index: index, type: last.type, uses: list))
      if let first = list.first,
        let conflict = list.first(where: { $0.type.storage != first.type.storage })
      {
        let spec = specifiers[conflict.specifier]
        issues.append(
          FormatIssue(
            .conflictingTypes(argumentIndex: index), range: spec.range,
            message: "argument \(index) is read as \(conflict.type.name) here and as "
              + "\(first.type.name) elsewhere; Foundation reads it as \(last.type.name)"))
      }
    }
    if let maximum = slots.last?.index, maximum > slots.count {
      var missing: [Int] = []
      var next = 0
      for candidate in 1...maximum {
        if next < slots.count, slots[next].index == candidate {
          next += 1
        } else {
          missing.append(candidate)
        }
      }
      let firstMissing = missing.first ?? 1
      let after = slots.first { $0.index > firstMissing }
      let range = after.flatMap { $0.uses.first }.map { specifiers[$0.specifier].range } ?? 0..<0
      let list = missing.map(String.init).joined(separator: ", ")
      issues.append(
        FormatIssue(
          .argumentGap(missing: missing), range: range,
          message: "no specifier reads argument \(list); Foundation shifts the later "
            + "arguments down"))
    }
    // Foundation collects at most 3 arguments per '%' sign, plus 1.
    let percentCount = bytes.reduce(0) { $0 + ($1 == 0x25 ? 1 : 0) }
    let collected = 3 * percentCount + 1
    for slot in slots where slot.index > collected {
      guard let use = slot.uses.first else { continue }
      issues.append(
        FormatIssue(
          .positionOutOfRange(argumentIndex: slot.index), range: specifiers[use.specifier].range,
          message: "argument \(slot.index) is beyond the \(collected) arguments Foundation "
            + "collects for this string, which renders it as missing or renders nothing"))
    }

    self.pieces = parser.pieces
    self.specifiers = specifiers
    self.issues = issues
    self.slots = slots
    self.failsInFoundation = issues.contains { $0.kind == .numberOverflow }
    self.compiled = CompiledFormat(
      bytes: bytes, pieces: parser.pieces, specifiers: specifiers, slots: slots,
      collected: collected, fails: failsInFoundation)
  }

  /// The type a conversion reads, given CoreFoundation's size code.
  static func valueType(conversion: UInt8, sizeCode: Int) -> ArgumentType {
    let size: ArgumentType.IntegerSize
    switch sizeCode {
    case 1: size = .byte
    case 2: size = .short
    case 8: size = .long
    case 16: size = .longDouble
    default: size = .int
    }
    switch conversion {
    case UInt8(ascii: "@"): return .object
    case UInt8(ascii: "d"), UInt8(ascii: "D"), UInt8(ascii: "i"): return .int(size)
    case UInt8(ascii: "u"), UInt8(ascii: "U"), UInt8(ascii: "o"), UInt8(ascii: "O"),
      UInt8(ascii: "x"), UInt8(ascii: "X"):
      return .unsignedInt(size)
    case UInt8(ascii: "c"): return .char
    case UInt8(ascii: "C"): return .unichar
    case UInt8(ascii: "s"): return .cString
    case UInt8(ascii: "S"): return .unicharString
    case UInt8(ascii: "P"): return .pascalString
    case UInt8(ascii: "p"): return .pointer
    case UInt8(ascii: "n"): return .writeback
    default: return .double(longDouble: sizeCode == 16)
    }
  }

  /// The source text of a range of the format, such as a specifier's.
  public func text(of range: Range<Int>) -> String {
    let lower = max(0, min(range.lowerBound, utf8.count))
    let upper = max(lower, min(range.upperBound, utf8.count))
    return String(decoding: utf8[lower..<upper], as: UTF8.self)
  }

  /// Whether every specifier formats an object (`%@`, `%n$@`, `%#@v@`): the only
  /// specifiers a push notification's string `loc-args` can fill.
  public var usesOnlyObjectArguments: Bool {
    slots.allSatisfy { slot in slot.uses.allSatisfy { $0.type == .object } }
  }

  /// The number of arguments Foundation reads (the count of distinct indices used).
  public var argumentCount: Int { slots.count }

  /// The format text.
  public var description: String { text }

  /// Two format strings are equal when their texts are; everything else derives from it.
  public static func == (lhs: FormatString, rhs: FormatString) -> Bool { lhs.text == rhs.text }

  /// Hashes the text.
  public func hash(into hasher: inout Hasher) { hasher.combine(text) }
}
