import Testing

@testable import LocPack

/// One fixed set of diagnostics that every reporter renders: several files (one with a space
/// and a comma in its path), notes with and without a location, a diagnostic without a
/// location, Unicode, characters that need escaping in JSON, XML and workflow commands, two
/// diagnostics on one line, locale/key metadata, and every severity.
enum ReportFixtures {
  static let frenchText = """
    /* Français */
    "title" = "Bonjour <b>&amp;;
    "count" = "%d élément(s)";
    \t"greeting" = "Salut %d";

    """
  static let englishText = "\"greeting\" = \"Hello %@\";\n"
  static let japaneseText = "\"body\" = \"「こんにちは」、%@さん\";\n"

  static let french = SourceFile(path: "fr.lproj/Localizable.strings", utf8: Array(frenchText.utf8))
  static let english = SourceFile(
    path: "en.lproj/Localizable.strings", utf8: Array(englishText.utf8))
  static let japanese = SourceFile(
    path: "ja, JP.lproj/Localizable 1.strings", utf8: Array(japaneseText.utf8))

  /// The location of the `occurrence`-th match of `needle` in `file`.
  static func at(_ file: SourceFile, _ needle: String, occurrence: Int = 1)
    -> LocPack.SourceLocation
  {
    let text = Array(file.utf8)
    let pattern = Array(needle.utf8)
    var found = 0
    var index = 0
    while index + pattern.count <= text.count {
      if Array(text[index..<(index + pattern.count)]) == pattern {
        found += 1
        if found == occurrence { return file.location(at: index) }
      }
      index += 1
    }
    return file.location(at: 0)
  }

  static let items: [ReportItem] = [
    ReportItem(
      Diagnostic(
        .warning, id: "lint.format-mismatch", "specifier '%d' does not match base '%@'",
        at: at(french, "%d", occurrence: 2),
        notes: [.init("base string defined here", at: at(english, "%@"))]),
      locale: "fr", key: "greeting"),
    ReportItem(
      Diagnostic(
        .error, id: "strings.unterminated-string",
        "unterminated string starting with \"Bonjour <b>&amp;\"; add a closing '\"'",
        at: at(french, "\"Bonjour")),
      locale: "fr", key: "title"),
    ReportItem(
      Diagnostic(
        .info, id: "lint.long-text", "body is 120% of the limit: 「こんにちは」, 180 > 150 bytes",
        at: at(japanese, "\"「")),
      locale: "ja", key: "body"),
    ReportItem(
      Diagnostic(
        .warning, id: "lint.control-character",
        "value contains a tab\tand a line break\nand an escape \u{1B}[0m",
        at: at(japanese, "%@"))),
    ReportItem(
      Diagnostic(
        .warning, id: "lint.control-character", "a second finding on the same line",
        at: at(japanese, "%@"))),
    ReportItem(
      Diagnostic(
        .error, id: "config.missing-base-locale",
        "no base locale found: set 'sourceLanguage' or pass --base",
        notes: [.init("looked in 3 folders, none named 'Base.lproj' or 'en.lproj'")])),
    ReportItem(
      Diagnostic(
        .note, id: "strings.encoding", "file is UTF-16 with a byte-order mark",
        at: at(english, "\"greeting"))),
  ]

  static let sources = Dictionary(
    uniqueKeysWithValues: [french, english, japanese].map { ($0.path, $0) })

  /// The context every golden file uses: three checked files plus one clean file.
  static func context(color: Bool = false, excerpts: Bool = false) -> ReportContext {
    ReportContext(
      usesColor: color, showsExcerpts: excerpts, sources: sources,
      informationURI: "https://example.com/locpack",
      checkedFiles: [french.path, english.path, japanese.path, "de.lproj/Localizable.strings"],
      ruleDescriptions: [
        "lint.format-mismatch": "Format specifiers differ from the base language."
      ])
  }
}
