/// Reads the messages of a `.po` file, byte by byte, checking its grammar.
///
/// The grammar is gettext's (`po-lex.c`, `po-gram-gen.y`): tokens separated by any white space
/// (line breaks included), `#` comments to the end of the line, keywords each followed by one
/// or more adjacent string literals, and messages in the order
/// `msgctxt? msgid (msgstr | msgid_plural msgstr[0] msgstr[1] …)`. A comment or a keyword
/// after a message's `msgstr` starts the next message. `#~` lines (obsolete messages) are
/// skipped; `#,` flags apply to the next message.
struct GettextParser {
  private let bytes: [UInt8]
  private let source: SourceFile
  private let limits: InputLimits
  private var index: Int
  private var values = 0
  private var messages: [GettextMessage] = []

  /// Where the message being read is.
  private enum State {
    case idle, context, id, idPlural, translation
  }

  private var state = State.idle
  private var flags = GettextMessage.Flags()
  private var fuzzyOffset: Int?
  private var context: GettextMessage.Field?
  private var id: GettextMessage.Field?
  private var idPlural: GettextMessage.Field?
  private var translations: [GettextMessage.Field] = []
  private var translationsAreIndexed = false

  /// A parser over the whole file; a UTF-8 byte-order mark is skipped.
  init(bytes: [UInt8], source: SourceFile, limits: InputLimits) {
    self.bytes = bytes
    self.source = source
    self.limits = limits
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    self.index = hasBOM ? 3 : 0
  }

  /// Reads every message, in file order.
  ///
  /// - Throws: The first grammar error, located.
  mutating func parse() throws(MessageCatalogError) -> [GettextMessage] {
    while true {
      skipWhitespace()
      guard index < bytes.count else { break }
      let start = index
      let byte = bytes[index]
      if byte == UInt8(ascii: "#") {
        try comment()
      } else if isKeywordByte(byte) {
        try keyword()
      } else if byte == UInt8(ascii: "\"") {
        throw error(
          "messages.po-unexpected-text", "a string without a keyword before it", at: start)
      } else {
        throw error(
          "messages.po-unexpected-text",
          "unexpected \(Self.describe(byte)); expected a keyword or a comment", at: start)
      }
      assert(index > start, "the parser made no progress")
    }
    switch state {
    case .idle: break
    case .translation: finishMessage()
    case .context: throw missingID()
    case .id, .idPlural: throw missingTranslation()
    }
    return messages
  }

  // MARK: - Comments

  private mutating func comment() throws(MessageCatalogError) {
    let start = index
    switch state {
    case .idle: break
    case .translation: finishMessage()
    case .context: throw missingID()
    case .id, .idPlural: throw missingTranslation()
    }
    index += 1
    let kind = index < bytes.count ? bytes[index] : 0
    if kind == UInt8(ascii: ",") {
      index += 1
      readFlags(commentOffset: start)
    }
    skipLine()
  }

  /// Reads the flags of a `#,` line: words separated by commas and spaces.
  private mutating func readFlags(commentOffset: Int) {
    while index < bytes.count, !isLineBreak(bytes[index]) {
      while index < bytes.count,
        bytes[index] == UInt8(ascii: ",") || bytes[index] == UInt8(ascii: " ")
          || bytes[index] == UInt8(ascii: "\t")
      {
        index += 1
      }
      let wordStart = index
      while index < bytes.count, !isLineBreak(bytes[index]), bytes[index] != UInt8(ascii: ","),
        bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: "\t")
      {
        index += 1
      }
      switch String(decoding: bytes[wordStart..<index], as: UTF8.self) {
      case "fuzzy":
        flags.insert(.fuzzy)
        fuzzyOffset = commentOffset
      case "c-format": flags.insert(.cFormat)
      case "python-format": flags.insert(.pythonFormat)
      case "python-brace-format": flags.insert(.pythonBraceFormat)
      case "php-format": flags.insert(.phpFormat)
      default: break
      }
    }
  }

  // MARK: - Keywords

  private mutating func keyword() throws(MessageCatalogError) {
    let start = index
    while index < bytes.count, isKeywordByte(bytes[index]) { index += 1 }
    let name = String(decoding: bytes[start..<min(index, start + 40)], as: UTF8.self)
    switch name {
    case "msgctxt":
      switch state {
      case .idle: break
      case .translation: finishMessage()
      case .context:
        throw error("messages.po-unexpected-keyword", "a second msgctxt before msgid", at: start)
      case .id, .idPlural: throw missingTranslation()
      }
      context = try field(keywordOffset: start, name: name)
      state = .context
    case "msgid":
      switch state {
      case .idle, .context: break
      case .translation: finishMessage()
      case .id, .idPlural: throw missingTranslation()
      }
      id = try field(keywordOffset: start, name: name)
      state = .id
    case "msgid_plural":
      switch state {
      case .id: break
      case .idle, .context:
        throw error(
          "messages.po-missing-msgid", "msgid_plural without a msgid before it", at: start)
      case .idPlural:
        throw error("messages.po-unexpected-keyword", "a second msgid_plural", at: start)
      case .translation:
        throw error(
          "messages.po-unexpected-keyword", "msgid_plural after msgstr; it belongs after msgid",
          at: start)
      }
      idPlural = try field(keywordOffset: start, name: name)
      state = .idPlural
    case "msgstr":
      try translationKeyword(start: start)
    default:
      throw error("messages.po-unknown-keyword", "unknown keyword '\(name)'", at: start)
    }
  }

  /// `msgstr` or `msgstr[n]`.
  private mutating func translationKeyword(start: Int) throws(MessageCatalogError) {
    skipSpaces()
    var formIndex: Int?
    if index < bytes.count, bytes[index] == UInt8(ascii: "[") {
      index += 1
      skipSpaces()
      let digitsStart = index
      var value = 0
      while index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 10, index - digitsStart < 6 {
        value = value * 10 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
      }
      skipSpaces()
      guard index > digitsStart, index < bytes.count, bytes[index] == UInt8(ascii: "]") else {
        throw error(
          "messages.po-unexpected-text", "expected a form number and ']' after 'msgstr['",
          at: index)
      }
      index += 1
      formIndex = value
    }
    let keyword = formIndex.map { "msgstr[\($0)]" } ?? "msgstr"
    switch (state, formIndex) {
    case (.idle, _), (.context, _):
      throw error("messages.po-missing-msgid", "\(keyword) without a msgid before it", at: start)
    case (.id, nil): break
    case (.id, .some):
      throw error(
        "messages.po-unexpected-keyword", "\(keyword) without a msgid_plural before it",
        at: start)
    case (.idPlural, nil):
      throw error(
        "messages.po-unexpected-keyword",
        "msgstr after msgid_plural needs a form number: msgstr[0]",
        at: start)
    case (.idPlural, .some(let number)):
      guard number == 0 else {
        throw error(
          "messages.po-unexpected-keyword", "expected msgstr[0], found \(keyword)", at: start)
      }
    case (.translation, nil):
      throw error(
        "messages.po-unexpected-keyword",
        translationsAreIndexed
          ? "msgstr without a form number after msgstr[…]" : "a second msgstr for one msgid",
        at: start)
    case (.translation, .some(let number)):
      guard translationsAreIndexed, number == translations.count else {
        throw error(
          "messages.po-unexpected-keyword",
          translationsAreIndexed
            ? "expected msgstr[\(translations.count)], found \(keyword)"
            : "\(keyword) after msgstr", at: start)
      }
    }
    translations.append(try field(keywordOffset: start, name: keyword))
    translationsAreIndexed = formIndex != nil
    state = .translation
  }

  /// The strings after a keyword, concatenated.
  private mutating func field(keywordOffset: Int, name: String) throws(MessageCatalogError)
    -> GettextMessage.Field
  {
    values += 1
    guard values <= limits.maxObjects else {
      throw error(
        "messages.po-too-many-values",
        "more than \(limits.maxObjects) keywords; " + InputLimits.Kind.objectCount.advice,
        at: keywordOffset)
    }
    skipWhitespace()
    guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
      throw error(
        "messages.po-missing-string", "\(name) without a string after it", at: keywordOffset)
    }
    var text: [UInt8] = []
    var pieces: [(textOffset: Int, sourceOffset: Int)] = []
    var byteEscapeOffset: Int?
    let stringOffset = index
    repeat {
      pieces.append((text.count, index + 1))
      try literal(into: &text, byteEscapeOffset: &byteEscapeOffset)
      skipWhitespace()
    } while index < bytes.count && bytes[index] == UInt8(ascii: "\"")
    if let byteEscapeOffset, UTF8Validation.firstInvalid(text) != nil {
      throw error(
        "messages.po-invalid-utf8", "the escaped bytes of this string are not UTF-8",
        at: byteEscapeOffset)
    }
    return GettextMessage.Field(
      keywordOffset: keywordOffset, stringOffset: stringOffset,
      text: String(decoding: text, as: UTF8.self), pieces: pieces)
  }

  // MARK: - Strings

  /// One string literal from its opening quote, unescaped and appended to `text`.
  private mutating func literal(into text: inout [UInt8], byteEscapeOffset: inout Int?)
    throws(MessageCatalogError)
  {
    let quote = index
    index += 1
    while true {
      let runStart = index
      while index < bytes.count, bytes[index] != UInt8(ascii: "\""),
        bytes[index] != UInt8(ascii: "\\"), !isLineBreak(bytes[index])
      {
        index += 1
      }
      text.append(contentsOf: bytes[runStart..<index])
      guard text.count <= limits.maxStringBytes else {
        throw error(
          "messages.po-string-too-long",
          "string longer than \(InputLimits.formatSize(limits.maxStringBytes)); "
            + InputLimits.Kind.stringLength.advice, at: quote)
      }
      guard index < bytes.count, !isLineBreak(bytes[index]) else {
        throw error(
          "messages.po-unterminated-string",
          "unterminated string; a string ends on its line with '\"'", at: quote)
      }
      if bytes[index] == UInt8(ascii: "\"") {
        index += 1
        return
      }
      let backslash = index
      let byte = try escape()
      if byte >= 0x80, byteEscapeOffset == nil { byteEscapeOffset = backslash }
      text.append(byte)
    }
  }

  /// The byte of the escape at the backslash under `index`.
  private mutating func escape() throws(MessageCatalogError) -> UInt8 {
    let backslash = index
    index += 1
    guard index < bytes.count, !isLineBreak(bytes[index]) else {
      throw error(
        "messages.po-invalid-escape", "a backslash at the end of the line", at: backslash)
    }
    let byte = bytes[index]
    index += 1
    switch byte {
    case UInt8(ascii: "n"): return 0x0A
    case UInt8(ascii: "t"): return 0x09
    case UInt8(ascii: "r"): return 0x0D
    case UInt8(ascii: "a"): return 0x07
    case UInt8(ascii: "b"): return 0x08
    case UInt8(ascii: "f"): return 0x0C
    case UInt8(ascii: "v"): return 0x0B
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "?"), UInt8(ascii: "'"): return byte
    case UInt8(ascii: "0")...UInt8(ascii: "7"):
      var value = Int(byte - UInt8(ascii: "0"))
      var digits = 1
      while digits < 3, index < bytes.count, bytes[index] &- UInt8(ascii: "0") < 8 {
        value = value * 8 + Int(bytes[index] - UInt8(ascii: "0"))
        index += 1
        digits += 1
      }
      guard value <= 0xFF else {
        throw error(
          "messages.po-invalid-escape", "the octal escape is above \\377 (one byte)",
          at: backslash)
      }
      return UInt8(value)
    case UInt8(ascii: "x"):
      var value = 0
      var digits = 0
      while digits < 2, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
        value = value * 16 + digit
        index += 1
        digits += 1
      }
      guard digits > 0 else {
        throw error(
          "messages.po-invalid-escape", "'\\x' without hexadecimal digits after it",
          at: backslash)
      }
      return UInt8(value)
    default:
      throw error(
        "messages.po-invalid-escape",
        "unknown escape '\\\(Self.describeBare(byte))'; use \\n \\t \\r \\\" \\\\ \\a \\b \\f \\v "
          + "\\? \\' \\ooo or \\xHH", at: backslash)
    }
  }

  // MARK: - Messages

  private mutating func finishMessage() {
    if let id {
      messages.append(
        GettextMessage(
          context: context, id: id, idPlural: idPlural, translations: translations,
          flags: flags, fuzzyOffset: fuzzyOffset))
    }
    state = .idle
    flags = []
    fuzzyOffset = nil
    context = nil
    id = nil
    idPlural = nil
    translations = []
    translationsAreIndexed = false
  }

  private func missingID() -> MessageCatalogError {
    error(
      "messages.po-missing-msgid", "msgctxt without a msgid after it",
      at: context?.keywordOffset ?? index)
  }

  private func missingTranslation() -> MessageCatalogError {
    error(
      "messages.po-missing-msgstr",
      idPlural == nil
        ? "msgid without a msgstr after it" : "msgid_plural without msgstr[0] after it",
      at: id?.keywordOffset ?? index)
  }

  // MARK: - Bytes

  private func error(_ id: String, _ message: String, at offset: Int) -> MessageCatalogError {
    MessageCatalogError(id: id, message, at: source.location(at: offset))
  }

  private mutating func skipWhitespace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x09, 0x0A, 0x0D, 0x0B, 0x0C: index += 1
      default: return
      }
    }
  }

  private mutating func skipSpaces() {
    while index < bytes.count, bytes[index] == 0x20 || bytes[index] == 0x09 { index += 1 }
  }

  private mutating func skipLine() {
    while index < bytes.count, !isLineBreak(bytes[index]) { index += 1 }
  }

  private func isLineBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }

  private func isKeywordByte(_ byte: UInt8) -> Bool {
    let lower = byte | 0x20
    return (lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")) || byte == UInt8(ascii: "_")
  }

  private static func hexValue(_ byte: UInt8) -> Int? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return Int(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return Int(byte - UInt8(ascii: "a")) + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return Int(byte - UInt8(ascii: "A")) + 10
    default: return nil
    }
  }

  /// A byte for a message: `'x'`, or `byte 0xC3`.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return "'\(String(UnicodeScalar(byte)))'" }
    return "byte 0x\(String(byte, radix: 16, uppercase: true))"
  }

  private static func describeBare(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte < 0x7F { return String(UnicodeScalar(byte)) }
    return "<0x\(String(byte, radix: 16, uppercase: true))>"
  }
}
