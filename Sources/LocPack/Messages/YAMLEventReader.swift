internal import CLibYAML

/// One event of libyaml's event parser, with its place as a byte offset into the text.
struct YAMLEvent {
  /// What the event is.
  enum Kind: Equatable {
    case streamStart, streamEnd, documentStart, documentEnd
    case alias, scalar, sequenceStart, sequenceEnd, mappingStart, mappingEnd
  }

  /// What the event is.
  var kind: Kind
  /// Where the event starts: a node's first property (`&anchor`, `!tag`) or its first
  /// character, a quoted scalar's opening quote, an alias's `*`.
  var offset: Int
  /// The node's anchor name (`&name`), or an alias's target.
  var anchor: String?
  /// The node's explicit tag as libyaml resolved it (`tag:yaml.org,2002:str` for `!!str`).
  var tag: String?
  /// A scalar's text after unescaping and folding.
  var text: String = ""
  /// A scalar's length in UTF-8 bytes.
  var byteCount: Int = 0
  /// Whether a scalar is plain (unquoted, no block indicator), so that `~` or nothing is null.
  var isPlain: Bool = false
}

/// libyaml's event parser (`yaml_parser_parse`) over a file's UTF-8 text, read one event at a
/// time.
///
/// libyaml's marks count characters (Unicode scalars), 0-based; the reader turns each into a
/// byte offset into ``source`` with a cursor that walks the UTF-8 text from the previous
/// mark, so events in file order cost O(n) in total. The text must be valid UTF-8 without a
/// byte-order mark (``RailsYAMLCatalog`` checks and strips it), so that one character is one
/// scalar of the text. A libyaml error becomes one `messages.yaml-syntax` error at libyaml's
/// problem mark (the byte offset for the reader's character errors).
final class YAMLEventReader {
  /// The text the offsets refer to.
  let source: SourceFile
  private let parser: UnsafeMutablePointer<yaml_parser_t>
  private let input: UnsafeMutableBufferPointer<UInt8>
  private let isInitialized: Bool
  /// The last mark converted: its character index and its byte offset.
  private var cursorScalar = 0
  private var cursorByte = 0

  /// Prepares a parser over `source`'s bytes (copied, so that the parser owns its input).
  init(source: SourceFile) {
    self.source = source
    parser = .allocate(capacity: 1)
    input = .allocate(capacity: max(source.utf8.count, 1))
    _ = input.initialize(from: source.utf8)
    isInitialized = yaml_parser_initialize(parser) != 0
    if isInitialized {
      yaml_parser_set_encoding(parser, YAML_UTF8_ENCODING)
      yaml_parser_set_input_string(parser, input.baseAddress, source.utf8.count)
    }
  }

  deinit {
    if isInitialized { yaml_parser_delete(parser) }
    parser.deallocate()
    input.deallocate()
  }

  /// The next event.
  ///
  /// - Throws: `messages.yaml-syntax` when libyaml reports an error; every later call throws
  ///   it again.
  func next() throws(MessageCatalogError) -> YAMLEvent {
    guard isInitialized else {
      throw MessageCatalogError.yamlSyntax("cannot initialize the YAML parser", at: location(0))
    }
    var event = yaml_event_t()
    guard yaml_parser_parse(parser, &event) != 0 else { throw syntaxError() }
    defer { yaml_event_delete(&event) }
    var result = YAMLEvent(kind: .streamEnd, offset: offset(ofScalar: event.start_mark.index))
    switch event.type {
    case YAML_STREAM_START_EVENT: result.kind = .streamStart
    case YAML_STREAM_END_EVENT: result.kind = .streamEnd
    case YAML_DOCUMENT_START_EVENT: result.kind = .documentStart
    case YAML_DOCUMENT_END_EVENT: result.kind = .documentEnd
    case YAML_ALIAS_EVENT:
      result.kind = .alias
      result.anchor = Self.string(event.data.alias.anchor)
    case YAML_SCALAR_EVENT:
      let scalar = event.data.scalar
      result.kind = .scalar
      result.anchor = Self.string(scalar.anchor)
      result.tag = Self.string(scalar.tag)
      result.byteCount = scalar.length
      result.text =
        scalar.length == 0
        ? ""
        : String(
          decoding: UnsafeBufferPointer(start: scalar.value, count: scalar.length), as: UTF8.self)
      result.isPlain = scalar.style == YAML_PLAIN_SCALAR_STYLE
    case YAML_SEQUENCE_START_EVENT:
      result.kind = .sequenceStart
      result.anchor = Self.string(event.data.sequence_start.anchor)
      result.tag = Self.string(event.data.sequence_start.tag)
    case YAML_SEQUENCE_END_EVENT: result.kind = .sequenceEnd
    case YAML_MAPPING_START_EVENT:
      result.kind = .mappingStart
      result.anchor = Self.string(event.data.mapping_start.anchor)
      result.tag = Self.string(event.data.mapping_start.tag)
    case YAML_MAPPING_END_EVENT: result.kind = .mappingEnd
    default:
      throw MessageCatalogError.yamlSyntax("unexpected YAML event", at: location(result.offset))
    }
    return result
  }

  /// The location of a byte offset into ``source``.
  func location(_ offset: Int) -> SourceLocation { source.location(at: offset) }

  // MARK: - Marks

  /// The byte offset of the character at 0-based index `target`, walking from the last one.
  ///
  /// - Complexity: O(the bytes between the two marks).
  private func offset(ofScalar target: Int) -> Int {
    let bytes = source.utf8
    while cursorScalar < target, cursorByte < bytes.count {
      cursorByte += 1
      while cursorByte < bytes.count, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte += 1 }
      cursorScalar += 1
    }
    while cursorScalar > target, cursorByte > 0 {
      cursorByte -= 1
      while cursorByte > 0, bytes[cursorByte] & 0xC0 == 0x80 { cursorByte -= 1 }
      cursorScalar -= 1
    }
    return cursorByte
  }

  /// libyaml's error as one located error: its problem text, with the context it was in and
  /// where that started (`while scanning a quoted scalar that starts at line 3, column 8`).
  private func syntaxError() -> MessageCatalogError {
    let state = parser.pointee
    let problem = Self.string(state.problem) ?? "malformed YAML"
    let at: Int
    switch state.error {
    case YAML_READER_ERROR:
      // The reader reports a byte offset into the input, not a mark.
      at = min(state.problem_offset, source.utf8.count)
    case YAML_MEMORY_ERROR:
      return .yamlSyntax("out of memory while reading the YAML text", at: location(0))
    default:
      at = offset(ofScalar: state.problem_mark.index)
    }
    var message = problem
    if state.error == YAML_READER_ERROR, state.problem_value >= 0 {
      message += " (U+\(hex4(UInt32(state.problem_value))))"
    }
    if let context = Self.string(state.context) {
      let start = location(offset(ofScalar: state.context_mark.index))
      message += " \(context) that starts at line \(start.line), column \(start.column)"
    }
    return .yamlSyntax(message, at: location(at))
  }

  private static func string(_ pointer: UnsafeMutablePointer<yaml_char_t>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }

  private static func string(_ pointer: UnsafePointer<CChar>?) -> String? {
    guard let pointer else { return nil }
    return String(cString: pointer)
  }
}

extension MessageCatalogError {
  /// `messages.yaml-syntax`: libyaml's problem text at its mark.
  static func yamlSyntax(_ problem: String, at location: SourceLocation) -> MessageCatalogError {
    MessageCatalogError(id: "messages.yaml-syntax", problem, at: location)
  }
}
