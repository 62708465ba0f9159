@preconcurrency internal import CLibXML2

/// One-time libxml2 setup shared by every parse.
enum XMLPlistLibrary {
  /// The tag stored in `xmlParserCtxt._private` of our parsers.
  ///
  /// The entity loader compares it to recognise them; it is never dereferenced.
  nonisolated(unsafe) static let contextMarker = UnsafeMutableRawPointer(bitPattern: 0x6C70_786D_6C)

  /// The loader that was installed before ours; other libxml2 users in the process keep it.
  nonisolated(unsafe) private static var previousLoader: xmlExternalEntityLoader?

  /// Initialises libxml2 once (thread-safe through Swift's lazy globals): installs an external
  /// entity loader that refuses every load for our parsers and raises libxml2's element depth
  /// limit (256 by default) above ``XMLPlistReader/depthLimit``, which we enforce ourselves.
  static let isReady: Bool = {
    xmlInitParser()
    previousLoader = xmlGetExternalEntityLoader()
    xmlSetExternalEntityLoader { url, id, context in
      if let context, context.pointee._private == XMLPlistLibrary.contextMarker { return nil }
      return XMLPlistLibrary.previousLoader?(url, id, context)
    }
    if xmlParserMaxDepth < 2 * UInt32(XMLPlistReader.depthLimit) {
      xmlParserMaxDepth = 2 * UInt32(XMLPlistReader.depthLimit)
    }
    return true
  }()
}

extension XMLPlistReader {
  /// The reader that libxml2 hands back as `userData`.
  @inline(__always)
  static func reader(_ context: UnsafeMutableRawPointer?) -> XMLPlistReader? {
    guard let context else { return nil }
    return Unmanaged<XMLPlistReader>.fromOpaque(context).takeUnretainedValue()
  }

  /// Maps an element's local name to a plist element, or `nil` for anything else.
  static func element(_ name: UnsafePointer<UInt8>) -> Element? {
    func matches(_ literal: StaticString) -> Bool {
      let count = literal.utf8CodeUnitCount
      let bytes = literal.utf8Start
      for index in 0..<count where name[index] != bytes[index] { return false }
      return name[count] == 0
    }
    switch name[0] {
    case UInt8(ascii: "s"): return matches("string") ? .string : nil
    case UInt8(ascii: "k"): return matches("key") ? .key : nil
    case UInt8(ascii: "d"):
      if matches("dict") { return .dict }
      if matches("data") { return .data }
      return matches("date") ? .date : nil
    case UInt8(ascii: "i"): return matches("integer") ? .integer : nil
    case UInt8(ascii: "r"): return matches("real") ? .real : nil
    case UInt8(ascii: "a"): return matches("array") ? .array : nil
    case UInt8(ascii: "t"): return matches("true") ? .true : nil
    case UInt8(ascii: "f"): return matches("false") ? .false : nil
    case UInt8(ascii: "p"): return matches("plist") ? .plist : nil
    default: return nil
    }
  }

  static func name(_ localName: UnsafePointer<UInt8>?, prefix: UnsafePointer<UInt8>?) -> String {
    let local = localName.map { String(cString: $0) } ?? ""
    guard let prefix else { return local }
    return String(cString: prefix) + ":" + local
  }

  /// The SAX2 callbacks; every other slot stays empty so libxml2 builds no tree.
  static func handler() -> xmlSAXHandler {
    var sax = xmlSAXHandler()
    sax.initialized = XML_SAX2_MAGIC
    sax.startElementNs = { context, localName, prefix, _, _, _, _, _, _ in
      guard let reader = XMLPlistReader.reader(context), let localName else { return }
      let element = prefix == nil ? XMLPlistReader.element(localName) : nil
      reader.startElement(element, name: XMLPlistReader.name(localName, prefix: prefix))
    }
    sax.endElementNs = { context, _, _, _ in
      XMLPlistReader.reader(context)?.endElement()
    }
    let characters: charactersSAXFunc = { context, bytes, length in
      guard let reader = XMLPlistReader.reader(context), let bytes, length > 0 else { return }
      let base = reader.parser?.pointee.input?.pointee.base
      reader.characters(UnsafeBufferPointer(start: bytes, count: Int(length)), inputBase: base)
    }
    sax.characters = characters
    sax.ignorableWhitespace = characters
    sax.cdataBlock = { context, bytes, length in
      guard let reader = XMLPlistReader.reader(context), let bytes, length > 0 else { return }
      reader.characters(UnsafeBufferPointer(start: bytes, count: Int(length)), inputBase: nil)
    }
    sax.entityDecl = { context, name, _, _, _, _ in
      guard let reader = XMLPlistReader.reader(context) else { return }
      let text = name.map { String(cString: $0) } ?? ""
      reader.fail(.entityDeclaration(name: text, at: reader.currentLocation()))
    }
    sax.unparsedEntityDecl = { context, name, _, _, _ in
      guard let reader = XMLPlistReader.reader(context) else { return }
      let text = name.map { String(cString: $0) } ?? ""
      reader.fail(.entityDeclaration(name: text, at: reader.currentLocation()))
    }
    sax.elementDecl = { context, _, _, _ in
      guard let reader = XMLPlistReader.reader(context) else { return }
      reader.fail(.internalSubset(at: reader.currentLocation()))
    }
    sax.attributeDecl = { context, _, _, _, _, _, tree in
      if let tree { xmlFreeEnumeration(tree) }
      guard let reader = XMLPlistReader.reader(context) else { return }
      reader.fail(.internalSubset(at: reader.currentLocation()))
    }
    sax.notationDecl = { context, _, _, _ in
      guard let reader = XMLPlistReader.reader(context) else { return }
      reader.fail(.internalSubset(at: reader.currentLocation()))
    }
    sax.getEntity = { _, name in
      guard let name else { return nil }
      return xmlGetPredefinedEntity(name)
    }
    sax.getParameterEntity = { _, _ in nil }
    sax.reference = { context, name in
      guard let reader = XMLPlistReader.reader(context) else { return }
      let text = name.map { String(cString: $0) } ?? ""
      reader.fail(.undefinedEntity(name: text, at: reader.currentLocation()))
    }
    sax.serror = { context, error in
      guard let reader = XMLPlistReader.reader(context), let error else { return }
      reader.libraryError(error.pointee)
    }
    return sax
  }

  /// Turns a libxml2 error or warning into the first fatal error or a diagnostic.
  func libraryError(_ report: xmlError) {
    guard !failed else { return }
    var message = report.message.map { String(cString: $0) } ?? "unknown XML error"
    while let last = message.unicodeScalars.last,
      last == "\n" || last == " " || last == "."
    {
      message.unicodeScalars.removeLast()
    }
    if let first = message.first, first.isUppercase,
      message.dropFirst().first?.isLowercase ?? false
    {
      message = first.lowercased() + message.dropFirst()
    }
    let at = location(line: Int(report.line), column: Int(report.int2))
    let code = xmlParserErrors(rawValue: UInt32(bitPattern: report.code))
    if code == XML_ERR_UNDECLARED_ENTITY || code == XML_WAR_UNDECLARED_ENTITY,
      let name = report.str1
    {
      fail(.undefinedEntity(name: String(cString: name), at: at))
      return
    }
    if report.level == XML_ERR_WARNING {
      diagnostics.append(Diagnostic(.warning, id: "plist.xml-parser-warning", message, at: at))
      return
    }
    fail(.malformedXML(message, at: at))
  }
}
