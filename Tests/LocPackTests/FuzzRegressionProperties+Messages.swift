@testable import LocPack

// MARK: - Server catalogs

extension FuzzProperties {
  /// The paths a fuzz input is read under, chosen by its first byte, so that one target
  /// covers the file-name language, the folder language, a template and a language with six
  /// plural categories.
  static let poPaths = [
    "de.po", "locale/ru/LC_MESSAGES/django.po", "messages.pot", "locale/ar/LC_MESSAGES/fuzz.po",
  ]

  /// i18next paths: a language folder, a resource bundle (no language), a file-name language,
  /// and Arabic.
  static let i18nextPaths = [
    "locales/de/translation.json", "resources.json", "fr.json", "public/locales/ar/common.json",
  ]

  /// gettext reader: a thrown error or a diagnostic points inside the input; every entry's
  /// places are inside it; each message has at most one entry per language; plural texts have
  /// forms; every language is the file's or nil.
  static func poCatalog(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = poPaths[Int(bytes.first ?? 0) % poPaths.count]
    guard
      let catalog = try readCatalog(
        bytes, path: path, errorPrefixes: ["messages."],
        { bytes, path, limits throws(MessageCatalogError) in
          try GettextCatalog.read(bytes, path: path, limits: limits)
        })
    else { return }
    let languages = Set(catalog.entries.compactMap(\.language))
    try require(languages.count <= 1, "a .po file gave several languages: \(languages)")
    try require(
      !path.hasSuffix(".pot") || languages.isEmpty, "a template gave a language: \(languages)")
  }

  /// i18next reader: the same properties as the gettext reader's, and every text has the
  /// i18next syntax.
  static func i18nextCatalog(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = i18nextPaths[Int(bytes.first ?? 0) % i18nextPaths.count]
    guard
      let catalog = try readCatalog(
        bytes, path: path, errorPrefixes: ["messages.", "json."],
        { bytes, path, limits throws(MessageCatalogError) in
          try I18nextCatalog.read(bytes, path: path, limits: limits)
        })
    else { return }
    try require(
      catalog.entries.allSatisfy { $0.syntax == .i18next }, "a text without i18next syntax")
    try require(
      catalog.entries.allSatisfy { $0.language != nil }, "an i18next entry without a language")
  }

  /// Reads the input with `read`: a thrown error must have one of the id prefixes and point
  /// inside the input (then the result is nil); a catalog's places must lie inside it.
  private static func readCatalog(
    _ bytes: [UInt8], path: String, errorPrefixes: [String],
    _ read: ([UInt8], String, InputLimits) throws(MessageCatalogError) -> MessageCatalog
  ) throws(FuzzPropertyFailure) -> MessageCatalog? {
    let catalog: MessageCatalog
    do {
      catalog = try read(bytes, path, .default)
    } catch {
      try require(errorPrefixes.contains { error.id.hasPrefix($0) }, "error id \(error.id)")
      try require(!error.message.isEmpty, "error \(error.id) without a message")
      try checkLocation(
        error.location, path: path, raw: bytes, text: SourceFile(path: path, utf8: bytes),
        "thrown \(error.id)")
      return nil
    }
    try checkMessageCatalog(catalog, path: path, bytes: bytes)
    return catalog
  }

  private static func checkMessageCatalog(
    _ catalog: MessageCatalog, path: String, bytes: [UInt8]
  ) throws(FuzzPropertyFailure) {
    let text = SourceFile(path: path, utf8: bytes)
    try checkDiagnostics(catalog.diagnostics, path: path, raw: bytes, text: text)
    try require(
      !catalog.diagnostics.hasErrors, "an error among the diagnostics of a successful read")
    var seen = Set<String>()
    for entry in catalog.entries {
      let what = "entry '\(entry.qualifiedID)' (\(entry.language ?? "source"))"
      try require(
        seen.insert((entry.language ?? "") + "\u{0}" + entry.qualifiedID).inserted,
        "\(what) twice")
      try checkLocation(entry.location, path: path, raw: bytes, text: text, what)
      try checkLocation(entry.textLocation, path: path, raw: bytes, text: text, what + " text")
      if case .plural(let forms) = entry.text {
        try require(!forms.isEmpty, "\(what) has no plural forms")
        try require(
          Set(forms.map(\.selector)).count == forms.count, "\(what) repeats a plural selector")
        for form in forms {
          try checkLocation(form.location, path: path, raw: bytes, text: text, what + " form")
        }
      }
    }
  }
}

extension FuzzProperties {
  /// Rails YAML reader: an error is located inside the text, with a `messages.yaml-` id;
  /// entries and diagnostics are located inside it, each entry's key before its text; tight
  /// limits only ever reject, never change what is read.
  static func yamlCatalog(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = "fuzz.yml"
    let hasBOM = bytes.count >= 3 && bytes[0] == 0xEF && bytes[1] == 0xBB && bytes[2] == 0xBF
    let text = SourceFile(path: path, utf8: hasBOM ? Array(bytes[3...]) : bytes)
    let catalog: MessageCatalog
    do {
      catalog = try RailsYAMLCatalog.read(bytes, path: path)
    } catch {
      try checkLocation(error.location, path: path, raw: bytes, text: text, "thrown \(error.id)")
      try require(error.id.hasPrefix("messages.yaml-"), "error id \(error.id)")
      return
    }
    try checkDiagnostics(catalog.diagnostics, path: path, raw: bytes, text: text)
    try checkEntries(catalog, raw: bytes, text: text)
    try require(catalog.entries.allSatisfy { $0.language != nil }, "an entry without a language")
    let tight = InputLimits(maxDepth: 6, maxStringBytes: 64, maxObjects: 200)
    let limited: MessageCatalog
    do {
      limited = try RailsYAMLCatalog.read(bytes, path: path, limits: tight)
    } catch {
      let ids = [
        "messages.yaml-too-deep", "messages.yaml-string-too-long", "messages.yaml-too-many-values",
      ]
      try require(ids.contains(error.id), "tight limits gave \(error.id)")
      try checkLocation(error.location, path: path, raw: bytes, text: text, "thrown \(error.id)")
      return
    }
    try require(
      limited.entries == catalog.entries && limited.diagnostics == catalog.diagnostics,
      "tight limits changed what was read")
  }

  /// `.properties` reader: only a bad escape fails, inside the text; entries are located in
  /// the decoded text, keys unique, each key before its value; the pairs written back with
  /// escapes read back the same.
  static func propertiesCatalog(_ bytes: [UInt8]) throws(FuzzPropertyFailure) {
    let path = "fuzz_de.properties"
    let text = SourceFile(path: path, utf8: PropertiesCatalog.decode(bytes))
    try require(
      UTF8Validation.firstInvalid(text.utf8) == nil, "the decoded text is not UTF-8")
    let catalog: MessageCatalog
    do {
      catalog = try PropertiesCatalog.read(bytes, path: path)
    } catch {
      try checkLocation(error.location, path: path, raw: bytes, text: text, "thrown \(error.id)")
      try require(error.id == "messages.properties-bad-escape", "error id \(error.id)")
      return
    }
    try checkDiagnostics(catalog.diagnostics, path: path, raw: bytes, text: text)
    try checkEntries(catalog, raw: bytes, text: text)
    try require(
      Set(catalog.entries.map(\.id)).count == catalog.entries.count, "duplicate keys kept")
    try require(catalog.entries.allSatisfy { $0.language == "de" }, "language not from the name")
    // A comment first, so that a key starting with U+FEFF is not read as a byte-order mark.
    var written = Array("# written\n".utf8)
    for entry in catalog.entries {
      guard case .single(let value) = entry.text else {
        throw FuzzPropertyFailure(description: "a plural entry in a .properties catalog")
      }
      written += escapedProperty(entry.id, isKey: true) + [UInt8(ascii: "=")]
      written += escapedProperty(value, isKey: false) + [UInt8(ascii: "\n")]
    }
    let back: MessageCatalog
    do {
      back = try PropertiesCatalog.read(written, path: path)
    } catch {
      throw FuzzPropertyFailure(description: "the escaped pairs do not read back: \(error)")
    }
    try require(
      back.entries.map(\.id) == catalog.entries.map(\.id)
        && back.entries.map(\.text) == catalog.entries.map(\.text),
      "the escaped pairs read back differently")
  }

  /// Entry locations lie inside the text and agree with their offsets; the key comes before
  /// the text, and a plural's forms after its key.
  static func checkEntries(_ catalog: MessageCatalog, raw: [UInt8], text: SourceFile)
    throws(FuzzPropertyFailure)
  {
    for entry in catalog.entries {
      try checkLocation(entry.location, path: catalog.path, raw: raw, text: text, "key \(entry.id)")
      try checkLocation(
        entry.textLocation, path: catalog.path, raw: raw, text: text, "text of \(entry.id)")
      try require(
        entry.location.offset <= entry.textLocation.offset, "\(entry.id): text before its key")
      if case .plural(let forms) = entry.text {
        try require(!forms.isEmpty, "\(entry.id): a plural without forms")
        for form in forms {
          try checkLocation(
            form.location, path: catalog.path, raw: raw, text: text, "form of \(entry.id)")
          try require(
            form.location.offset > entry.location.offset, "\(entry.id): a form before its key")
        }
      }
    }
  }

  /// A key or value as `.properties` text that reads back to `text`: backslash, separators
  /// and whitespace in keys, leading whitespace and comment marks, and line breaks escaped.
  static func escapedProperty(_ text: String, isKey: Bool) -> [UInt8] {
    var out: [UInt8] = []
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\\"): out += Array(#"\\"#.utf8)
      case UInt8(ascii: "\n"): out += Array(#"\n"#.utf8)
      case UInt8(ascii: "\r"): out += Array(#"\r"#.utf8)
      case UInt8(ascii: "\t"): out += Array(#"\t"#.utf8)
      case 0x0C: out += Array(#"\f"#.utf8)
      case UInt8(ascii: "="), UInt8(ascii: ":"), UInt8(ascii: " "), UInt8(ascii: "#"),
        UInt8(ascii: "!"):
        // Separators and spaces end a key, a space at a value's start is skipped, and `#`
        // or `!` at a line's start make a comment; escaping them elsewhere does no harm.
        out += [UInt8(ascii: "\\"), byte]
      default: out.append(byte)
      }
    }
    return out
  }
}
