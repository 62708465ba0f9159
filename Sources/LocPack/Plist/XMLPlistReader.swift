internal import CLibXML2

/// The streaming reader behind ``XMLPlist/read(_:path:recordLocations:)``: libxml2's SAX2
/// parser drives this object through C callbacks, and it builds the ``PlistValue`` on a stack
/// of open containers.
///
/// The parser runs with `XML_PARSE_NONET` and without entity substitution, DTD loading,
/// validation, XInclude or `XML_PARSE_HUGE`; an entity declaration of any kind stops it, as
/// does a reference to an entity other than the five predefined ones. The object lives for one
/// parse on one thread; libxml2 reaches it through `userData`.
final class XMLPlistReader {
  /// The deepest container nesting accepted by default.
  static let depthLimit = 512

  enum Element: UInt8 {
    case plist, dict, array, string, key, integer, real, date, data, `true`, `false`

    var isContainer: Bool { self == .dict || self == .array }
  }

  struct Frame {
    var element: Element
    var offset: Int
    var node: Int
    var values: [PlistValue] = []
    var keys: [String] = []
    var keyOffsets: [Int] = []
    var expectsValue = false
  }

  let source: SourceFile
  let recordsLocations: Bool
  /// The bounds on depth, string length and element count.
  let limits: InputLimits
  /// Elements started so far (except `<plist>`), against ``InputLimits/maxObjects``.
  var elementCount = 0
  var parser: xmlParserCtxtPtr?
  var frames: [Frame] = []
  var containerDepth = 0
  var leaf: Element?
  var leafIsDictKey = false
  var leafOffset = 0
  var leafNode = -1
  var text: [UInt8] = []
  var root: PlistValue?
  var error: XMLPlistError? {
    didSet { failed = error != nil }
  }
  /// Whether `error` is set; checked on every event, cheaper than comparing the optional.
  var failed = false
  var diagnostics: [Diagnostic] = []
  var nodeOffsets: [UInt32] = []
  var nodeEnds: [UInt32] = []
  var documentOrderKeys: [Int: [String]] = [:]

  init(source: SourceFile, recordsLocations: Bool, limits: InputLimits = .default) {
    self.source = source
    self.recordsLocations = recordsLocations
    self.limits = limits
    text.reserveCapacity(256)
  }

  // MARK: - Running libxml2

  /// Parses `source.utf8`; afterwards `root` or `error` is set.
  func run() {
    _ = XMLPlistLibrary.isReady
    let count = source.utf8.count
    guard count > 0 else {
      error = .malformedXML("document is empty", at: location(at: 0))
      return
    }
    guard count < Int(Int32.max) else {
      error = .malformedXML("document is larger than 2 GB", at: location(at: 0))
      return
    }
    source.utf8.withUnsafeBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      let chars = UnsafeRawPointer(base).assumingMemoryBound(to: CChar.self)
      guard let context = xmlCreateMemoryParserCtxt(chars, Int32(count)) else {
        error = .malformedXML("cannot create an XML parser", at: location(at: 0))
        return
      }
      defer {
        if let document = context.pointee.myDoc { xmlFreeDoc(document) }
        context.pointee.myDoc = nil
        xmlFreeParserCtxt(context)
        parser = nil
      }
      parser = context
      context.pointee.sax.pointee = Self.handler()
      context.pointee.userData = Unmanaged.passUnretained(self).toOpaque()
      context.pointee._private = XMLPlistLibrary.contextMarker
      let options = XML_PARSE_NONET.rawValue | XML_PARSE_IGNORE_ENC.rawValue
      xmlCtxtUseOptions(context, Int32(options))
      context.pointee.replaceEntities = 0
      context.pointee.loadsubset = 0
      context.pointee.validate = 0
      _ = xmlParseDocument(context)
      if !failed, context.pointee.wellFormed == 0 {
        error = .malformedXML("the document is not well-formed XML", at: currentLocation())
      }
    }
    if !failed, root == nil {
      error = .malformedXML("the document has no root element", at: location(at: 0))
    }
  }

  /// Records the first fatal problem and stops libxml2.
  func fail(_ problem: XMLPlistError) {
    guard !failed else { return }
    error = problem
    if let parser { xmlStopParser(parser) }
  }

  // MARK: - Positions

  /// The byte offset libxml2 has reached in `source.utf8`.
  func currentOffset() -> Int {
    guard let input = parser?.pointee.input, let cur = input.pointee.cur,
      let base = input.pointee.base
    else { return 0 }
    return Int(input.pointee.consumed) + (cur - base)
  }

  /// The offset of the `<` that opened the element whose start callback is running.
  ///
  /// libxml2 calls `startElementNs` with its cursor at the `>` or `/>` of the start tag, and
  /// an attribute value cannot contain `<`, so the tag starts at the last `<` before it.
  func elementStartOffset() -> Int {
    guard let input = parser?.pointee.input, let cur = input.pointee.cur,
      let base = input.pointee.base
    else { return 0 }
    var pointer = cur
    while pointer > base {
      pointer -= 1
      if pointer.pointee == UInt8(ascii: "<") {
        return Int(input.pointee.consumed) + (pointer - base)
      }
    }
    return Int(input.pointee.consumed) + (cur - base)
  }

  func location(at offset: Int) -> SourceLocation { source.location(at: offset) }

  func currentLocation() -> SourceLocation { location(at: currentOffset()) }

  /// The location of a 1-based line and column as libxml2 reports them.
  func location(line: Int, column: Int) -> SourceLocation {
    let bytes = source.utf8
    guard line >= 1 else { return currentLocation() }
    var offset = 0
    var currentLine = 1
    while currentLine < line, offset < bytes.count {
      let byte = bytes[offset]
      offset += 1
      if byte == 0x0A {
        currentLine += 1
      } else if byte == 0x0D {
        if offset < bytes.count, bytes[offset] == 0x0A { offset += 1 }
        currentLine += 1
      }
    }
    var scalars = 1
    while scalars < column, offset < bytes.count, bytes[offset] != 0x0A, bytes[offset] != 0x0D {
      offset += 1
      while offset < bytes.count, bytes[offset] & 0xC0 == 0x80 { offset += 1 }
      scalars += 1
    }
    return location(at: offset)
  }

  // MARK: - Nodes

  func appendNode(_ offset: Int) -> Int {
    guard recordsLocations else { return -1 }
    nodeOffsets.append(UInt32(truncatingIfNeeded: offset))
    nodeEnds.append(0)
    return nodeOffsets.count - 1
  }
}
