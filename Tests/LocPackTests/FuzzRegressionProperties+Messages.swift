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
        bytes, path: path, errorPrefixes: ["messages."], GettextCatalog.read)
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
        bytes, path: path, errorPrefixes: ["messages.", "json."], I18nextCatalog.read)
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
