/// A format string turned into a substitution program: literal byte runs and argument slots,
/// so that filling it costs one pass and no parsing.
///
/// Substitution follows what iOS does with a push notification's `loc-args` (an array of
/// strings) when it formats the localized text through CoreFoundation:
/// - `%@`, `%n$@` (and `%#@v@`, which renders like `%@` without a `.stringsdict` rule) take
///   the argument's text; width and precision are ignored, as CoreFoundation ignores them for
///   objects.
/// - Arguments are read in ascending index order, one per index any specifier uses. With a gap
///   (`%1$@ %3$@`) the third index reads the second argument, as CoreFoundation does.
/// - A missing argument renders ``ExpansionOptions/missingArgument``; extra ones are ignored.
/// - `%%` renders `%`; a `%` followed by no conversion renders the character after it.
/// - `%n` renders nothing but consumes its argument; other non-object specifiers render as
///   ``ExpansionOptions/nonObject`` says.
public struct CompiledFormat: Sendable {
  /// One substitution: the literal bytes up to `literalEnd` in ``literals``, then an argument.
  @usableFromInline struct Step: Sendable {
    /// The end of the literal run that precedes the argument, in ``literals``.
    @usableFromInline var literalEnd: Int
    /// The position in the argument array; -1 when Foundation never collects it.
    @usableFromInline var rank: Int
    /// What the argument renders as.
    @usableFromInline var kind: ArgumentKind
    /// The specifier's text in ``specifierText``, for ``ExpansionOptions/NonObjectRendering``.
    @usableFromInline var specifier: Range<Int>
  }

  @usableFromInline enum ArgumentKind: UInt8, Sendable {
    case object
    case nonObject
    case writeback
    /// No argument: the step only flushes its literal run (the last step).
    case none
  }

  /// Every literal byte, in output order.
  @usableFromInline let literals: [UInt8]
  /// The text of every specifier, for the non-object rendering.
  @usableFromInline let specifierText: [UInt8]
  /// The substitutions in order; the last one has kind `none`.
  @usableFromInline let steps: [Step]
  /// The number of arguments the format reads (Foundation's collected slots).
  public let argumentCount: Int
  /// Whether substitution is free of problems the format itself causes (it only formats
  /// objects, has no gaps, no `%n`, no stringsdict variable, no dropped `%`).
  public let isClean: Bool
  /// Whether Foundation renders the whole format as empty (or fails on it).
  public let rendersEmpty: Bool
  /// The warnings the format itself causes, whatever the arguments.
  let intrinsicWarnings: [ExpansionWarning]
  /// The 1-based argument index of each rank, and the first specifier range that reads it.
  let rankIndices: [(index: Int, range: Range<Int>)]

  // MARK: - Compiling

  init(
    bytes: [UInt8], pieces: [FormatPiece], specifiers: [FormatSpecifier], slots: [ArgumentSlot],
    collected: Int, fails: Bool
  ) {
    var warnings: [ExpansionWarning] = []
    // Slots come in ascending index order, so ranks do too: a rank is found by bisection.
    var rankIndices: [(index: Int, range: Range<Int>)] = []
    var empty = fails
    for slot in slots {
      if slot.index <= collected {
        let range = slot.uses.first.map { specifiers[$0.specifier].range } ?? 0..<0
        rankIndices.append((slot.index, range))
      } else if slot.index > collected + 1 {
        empty = true
      }
    }
    if fails {
      warnings.append(
        .init(.formatFails, range: nil, message: "Foundation cannot format this string"))
    } else if empty {
      warnings.append(
        .init(
          .rendersEmpty, range: nil,
          message: "an argument number beyond what Foundation collects makes the text empty"))
    }
    if let last = slots.last, last.index != slots.count {
      warnings.append(
        .init(
          .argumentsShifted, range: nil,
          message: "argument numbers have gaps, so later specifiers read earlier arguments"))
    }

    func rank(of index: Int) -> Int {
      var low = 0
      var high = rankIndices.count
      while low < high {
        let middle = (low + high) / 2
        if rankIndices[middle].index < index { low = middle + 1 } else { high = middle }
      }
      return low < rankIndices.count && rankIndices[low].index == index ? low : -1
    }

    var steps: [Step] = []
    steps.reserveCapacity(specifiers.count + 1)
    var literal: [UInt8] = []
    literal.reserveCapacity(bytes.count)
    var specifierText: [UInt8] = []
    for piece in pieces {
      switch piece.kind {
      case .literal:
        literal.append(contentsOf: bytes[piece.range])
      case .percent:
        literal.append(0x25)
      case .incomplete:
        warnings.append(
          .init(
            .percentDropped, range: piece.range, message: "an incomplete specifier renders nothing")
        )
      case .malformed(let rendered):
        literal.append(contentsOf: bytes[rendered])
        if piece.endsWithReplacementCharacter { literal.append(contentsOf: [0xEF, 0xBF, 0xBD]) }
        warnings.append(
          .init(
            .percentDropped, range: piece.range,
            message: "a '%' with no conversion renders only the character after it"))
      case .specifier(let index):
        let spec = specifiers[index]
        let kind: ArgumentKind
        switch spec.valueType {
        case .object:
          kind = .object
          if let name = spec.variableName {
            warnings.append(
              .init(
                .stringsdictVariable(name: name), range: spec.range,
                message: "stringsdict variable '\(name)' renders its argument as text here; "
                  + "whether a push applies plural rules is unverified"))
          }
        case .writeback:
          kind = .writeback
          warnings.append(
            .init(.writebackIgnored, range: spec.range, message: "'%n' renders nothing"))
        default:
          kind = .nonObject
          warnings.append(
            .init(
              .nonObjectSpecifier, range: spec.range,
              message: "'\(String(decoding: bytes[spec.range], as: UTF8.self))' reads a "
                + "\(spec.valueType.name) but push arguments are strings; the device shows "
                + "unpredictable text"))
        }
        if spec.widthArgumentIndex != nil || spec.precisionArgumentIndex != nil {
          warnings.append(
            .init(
              .nonObjectSpecifier, range: spec.range,
              message: "a '*' width or precision reads an integer from a string argument"))
        }
        let start = specifierText.count
        specifierText.append(contentsOf: bytes[spec.range])
        steps.append(
          Step(
            literalEnd: literal.count, rank: rank(of: spec.argumentIndex), kind: kind,
            specifier: start..<specifierText.count))
      }
    }
    steps.append(Step(literalEnd: literal.count, rank: -1, kind: .none, specifier: 0..<0))
    if empty {
      literal = []
      steps = []
    }
    self.literals = literal
    self.specifierText = specifierText
    self.steps = steps
    self.argumentCount = rankIndices.count
    self.rendersEmpty = empty
    self.intrinsicWarnings = warnings
    self.isClean = warnings.isEmpty
    self.rankIndices = rankIndices
  }

  // MARK: - Substitution

  /// Appends the substituted text to `buffer` as UTF-8.
  ///
  /// Returns `false` when ``FormatString/expand(arguments:options:)`` would report a warning
  /// (the text is still appended). No parsing happens here: one pass over the operations.
  /// At most ``ExpansionOptions/maxTextBytes`` bytes are appended: the text is cut there, at
  /// the start of the Unicode scalar that would cross it, and `false` is returned.
  ///
  /// - Complexity: O(output length), at most O(`options.maxTextBytes` + steps).
  @inlinable
  public func expand(
    into buffer: inout [UInt8], arguments: [String], options: ExpansionOptions = .init()
  ) -> Bool {
    let complete = fill(into: &buffer, arguments: arguments, options: options)
    return complete && isClean && arguments.count == argumentCount
  }

  /// Appends the substituted text to `buffer`, up to `options.maxTextBytes` bytes; whether
  /// the whole text fit.
  @inlinable
  func fill(
    into buffer: inout [UInt8], arguments: [String], options: ExpansionOptions
  ) -> Bool {
    let (sum, overflow) = buffer.count.addingReportingOverflow(options.maxTextBytes)
    let limit = overflow ? Int.max : sum
    var complete = true
    literals.withUnsafeBufferPointer { literals in
      specifierText.withUnsafeBufferPointer { specifierText in
        var start = 0
        for step in steps {
          // The ranges were recorded while the format was compiled; they are checked here all
          // the same, as the buffers' subscripts are not in release builds.
          if start <= step.literalEnd, step.literalEnd <= literals.count {
            complete = Self.append(
              UnsafeBufferPointer(rebasing: literals[start..<step.literalEnd]), to: &buffer,
              limit: limit)
          }
          if !complete { return }
          start = step.literalEnd
          let argument: String?
          if step.rank >= 0, step.rank < arguments.count {
            argument = arguments[step.rank]
          } else {
            argument = nil
          }
          switch step.kind {
          case .object:
            complete = Self.append(argument ?? options.missingArgument, to: &buffer, limit: limit)
          case .nonObject:
            switch options.nonObject {
            case .specifierText:
              if step.specifier.lowerBound >= 0, step.specifier.upperBound <= specifierText.count {
                complete = Self.append(
                  UnsafeBufferPointer(rebasing: specifierText[step.specifier]), to: &buffer,
                  limit: limit)
              }
            case .argument:
              complete = Self.append(
                argument ?? options.missingArgument, to: &buffer, limit: limit)
            case .placeholder(let text): complete = Self.append(text, to: &buffer, limit: limit)
            }
          case .writeback, .none:
            break
          }
          if !complete { return }
        }
      }
    }
    return complete
  }

  @inlinable @inline(__always)
  static func append(_ string: String, to buffer: inout [UInt8]) {
    var string = string
    string.withUTF8 { buffer.append(contentsOf: $0) }
  }

  /// Appends `string` to `buffer` up to `limit` bytes in all; `false` when it was cut.
  @inlinable @inline(__always)
  static func append(_ string: String, to buffer: inout [UInt8], limit: Int) -> Bool {
    var string = string
    return string.withUTF8 { append($0, to: &buffer, limit: limit) }
  }

  /// Appends `bytes` to `buffer` up to `limit` bytes in all, cut before the scalar that would
  /// cross it; `false` when it was cut.
  @inlinable
  static func append(_ bytes: UnsafeBufferPointer<UInt8>, to buffer: inout [UInt8], limit: Int)
    -> Bool
  {
    let room = limit &- buffer.count
    if bytes.count <= room {
      buffer.append(contentsOf: bytes)
      return true
    }
    var cut = max(0, room)
    // `cut < bytes.count` here; step back over continuation bytes to a scalar's start.
    while cut > 0, bytes[cut] & 0xC0 == 0x80 { cut -= 1 }
    buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[0..<cut]))
    return false
  }

  /// The substituted text and every warning.
  public func expand(arguments: [String], options: ExpansionOptions = .init()) -> FormatExpansion {
    var buffer: [UInt8] = []
    let complete = fill(into: &buffer, arguments: arguments, options: options)
    let clean = complete && isClean && arguments.count == argumentCount
    var warnings = intrinsicWarnings
    if !complete {
      warnings.append(
        .init(
          .truncated(limit: options.maxTextBytes), range: nil,
          message: "the filled text is longer than \(InputLimits.formatSize(options.maxTextBytes)) "
            + "and is cut there"))
    }
    if !clean, !rendersEmpty {
      for (rank, entry) in rankIndices.enumerated() where rank >= arguments.count {
        warnings.append(
          .init(
            .missingArgument(argumentIndex: entry.index), range: entry.range,
            message: "argument \(entry.index) is missing and renders as "
              + "'\(options.missingArgument)'"))
      }
      if arguments.count > argumentCount {
        let extra = arguments.count - argumentCount
        warnings.append(
          .init(
            .unusedArguments(count: extra), range: nil,
            message: "\(extra) argument\(extra == 1 ? " is" : "s are") never used"))
      }
    }
    return FormatExpansion(text: String(decoding: buffer, as: UTF8.self), warnings: warnings)
  }
}

extension FormatString {
  /// Fills the format with string arguments the way iOS fills `loc-args`.
  ///
  /// See ``CompiledFormat`` for the rules. The work is one pass over precomputed pieces.
  public func expand(arguments: [String], options: ExpansionOptions = .init()) -> FormatExpansion {
    compiled.expand(arguments: arguments, options: options)
  }
}
