import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct GettextCatalogTests {
  typealias Support = MessagesTestSupport

  static func read(_ text: String, path: String = "de.po", limits: InputLimits = .default)
    throws(MessageCatalogError) -> MessageCatalog
  {
    try GettextCatalog.read(Array(text.utf8), path: path, limits: limits)
  }

  static func fixture(_ path: String) throws -> MessageCatalog {
    try GettextCatalog.read(Support.fixture("gettext/" + path), path: path)
  }

  // MARK: - A whole file

  @Test func readsADjangoCatalog() throws {
    let catalog = try Self.fixture("locale/de/LC_MESSAGES/django.po")
    #expect(catalog.format == .gettext)
    #expect(
      Support.dump(catalog) == [
        #"src %(sender_name)s sent you a message = "%(sender_name)s sent you a message""#,
        #"de %(sender_name)s sent you a message = "%(sender_name)s hat dir eine Nachricht gesendet""#,
        #"src %(count)d new message in %(stream)s = {one: "%(count)d new message in %(stream)s", other: "%(count)d new messages in %(stream)s"}"#,
        #"de %(count)d new message in %(stream)s = {one: "%(count)d neue Nachricht in %(stream)s", other: "%(count)d neue Nachrichten in %(stream)s"}"#,
        #"src push action::Reply = "Reply""#,
        #"de push action::Reply = "Antworten""#,
        #"src Reply = "Reply""#,
        #"de Reply = "Antwort""#,
        #"src You have unread messages. Open the app to read them, or change your notification settings. = "You have unread messages. Open the app to read them, or change your notification settings.""#,
        #"de You have unread messages. Open the app to read them, or change your notification settings. = "Du hast ungelesene Nachrichten. Öffne die App, um sie zu lesen, oder ändere deine Benachrichtigungseinstellungen.""#,
        #"src {user} reacted with {emoji} = "{user} reacted with {emoji}""#,
        #"de {user} reacted with {emoji} = "{user} hat mit {emoji} reagiert""#,
        #"src %(user)s is typing… = "%(user)s is typing…""#,
        #"src Muted = "Muted""#,
        #"src Tab:\tQuote: "yes"\nBackslash: \ = "Tab:\tQuote: \"yes\"\nBackslash: \\""#,
        #"de Tab:\tQuote: "yes"\nBackslash: \ = "Tab:\tZitat: \"ja\"\nRückstrich: \\""#,
      ])
    #expect(Support.diagnostics(catalog) == ["note messages.po-fuzzy 58:1"])
  }

  @Test func locatesEntriesAndForms() throws {
    let catalog = try Self.fixture("locale/de/LC_MESSAGES/django.po")
    let plural = catalog.entries[3]
    #expect(Support.place(plural.location) == "30:1")
    #expect(Support.place(plural.textLocation) == "32:11")
    guard case .plural(let forms) = plural.text else {
      Issue.record("not a plural: \(plural.text)")
      return
    }
    #expect(forms.map { Support.place($0.location) } == ["32:11", "33:11"])
    let source = catalog.entries[2]
    #expect(Support.place(source.textLocation) == "30:7")
    let long = catalog.entries[9]
    #expect(Support.place(long.location) == "45:1")
    #expect(Support.place(long.textLocation) == "48:8")
  }

  @Test func placeholderSyntaxFollowsTheFlags() throws {
    let catalog = try Self.fixture("locale/de/LC_MESSAGES/django.po")
    #expect(
      catalog.entries.map(\.syntax) == [
        .printf, .printf, .printf, .printf, .printf, .printf, .printf, .printf, .printf, .printf,
        .braces, .braces, .printf, .printf, .printf, .printf,
      ])
  }

  @Test func aTemplateGivesTheSourceOnly() throws {
    let catalog = try Self.fixture("messages.pot")
    #expect(
      Support.dump(catalog) == [
        #"src %(sender_name)s sent you a message = "%(sender_name)s sent you a message""#,
        #"src %(count)d new message = {one: "%(count)d new message", other: "%(count)d new messages"}"#,
        #"src push action::Reply = "Reply""#,
      ])
    #expect(catalog.diagnostics.isEmpty)
  }

  // MARK: - Plurals by language

  struct PluralCase: Sendable, CustomTestStringConvertible {
    var language: String
    var forms: [String]
    var testDescription: String { language }
  }

  static let pluralCases: [PluralCase] = [
    PluralCase(
      language: "ru",
      forms: [
        #"one: "%(count)d новое сообщение""#, #"few: "%(count)d новых сообщения""#,
        #"many: "%(count)d новых сообщений""#, #"other: "%(count)d нового сообщения""#,
      ]),
    PluralCase(
      language: "pl",
      forms: [
        #"one: "%(count)d nowa wiadomość""#, #"few: "%(count)d nowe wiadomości""#,
        #"many: "%(count)d nowych wiadomości""#,
      ]),
    PluralCase(
      language: "ar",
      forms: [
        #"zero: "لا رسائل جديدة""#, #"one: "رسالة جديدة""#, #"two: "رسالتان جديدتان""#,
        #"few: "%(count)d رسائل جديدة""#, #"many: "%(count)d رسالة جديدة""#,
        #"other: "%(count)d رسالة جديدة ""#,
      ]),
    PluralCase(language: "ja", forms: [#"other: "%(count)d 件の新着メッセージ""#]),
    PluralCase(
      language: "fr",
      forms: [
        #"one: "%(count)d nouveau message""#, #"many: "%(count)d de nouveaux messages""#,
        #"other: "%(count)d nouveaux messages""#,
      ]),
  ]

  @Test(arguments: pluralCases) func mapsPluralFormsToCategories(_ c: PluralCase) throws {
    let catalog = try Self.fixture("locale/\(c.language)/LC_MESSAGES/django.po")
    let translated = try #require(catalog.entries.first { $0.language == c.language })
    guard case .plural(let forms) = translated.text else {
      Issue.record("not a plural")
      return
    }
    #expect(forms.map { "\($0.selector): \(String(reflecting: $0.text))" } == c.forms)
    #expect(catalog.diagnostics.isEmpty)
  }

  @Test func withoutPluralFormsTheFormsFollowCLDROrder() throws {
    let text = """
      msgid ""
      msgstr "Language: uk\\n"

      msgid "one file"
      msgid_plural "%d files"
      msgstr[0] "%d файл"
      msgstr[1] "%d файли"
      msgstr[2] "%d файлів"
      """
    let catalog = try Self.read(text)
    #expect(
      Support.dump(catalog)[1]
        == #"uk one file = {one: "%d файл", few: "%d файли", many: "%d файлів"}"#)
    #expect(Support.diagnostics(catalog) == ["warning messages.po-plural-forms-mismatch 6:1"])
  }

  @Test func aPluralFormsAtOddsWithCLDRWarnsAtTheHeader() throws {
    let text = """
      msgid ""
      msgstr ""
      "Language: ru\\n"
      "Plural-Forms: nplurals=2; plural=(n != 1);\\n"

      msgid "%d file"
      msgid_plural "%d files"
      msgstr[0] "%d файл"
      msgstr[1] "%d файлов"
      """
    let catalog = try Self.read(text)
    #expect(
      Support.dump(catalog)[1]
        == #"ru %d file = {one: "%d файлов", few: "%d файлов", many: "%d файлов"}"#)
    #expect(Support.diagnostics(catalog) == ["warning messages.po-plural-forms-mismatch 4:16"])
  }

  // MARK: - Language

  @Test(
    arguments: [
      ("de.po", "de"), ("pt_BR.po", "pt_BR"), ("po/pt-BR.po", "pt-BR"),
      ("locale/de/LC_MESSAGES/django.po", "de"),
      ("conf/locale/zh_Hans/LC_MESSAGES/django.po", "zh_Hans"),
      ("messages.de.po", "de"), ("i18n/app.po", nil), ("translations/web.po", nil),
    ] as [(String, String?)])
  func findsTheLanguageInThePath(_ path: String, _ language: String?) throws {
    let catalog = try Self.read("msgid \"Yes\"\nmsgstr \"Ja\"\n", path: path)
    #expect(catalog.entries.last?.language == language)
    #expect(catalog.entries.count == (language == nil ? 1 : 2))
  }

  @Test func theHeaderLanguageWinsOverThePath() throws {
    let text = "msgid \"\"\nmsgstr \"Language: fr_CA\\n\"\n\nmsgid \"Yes\"\nmsgstr \"Oui\"\n"
    #expect(
      try Self.read(text, path: "locale/de/LC_MESSAGES/django.po").entries.last?.language == "fr_CA"
    )
    #expect(try Self.read(text, path: "messages.pot").entries.count == 1)
  }

  @Test func translationsWithoutALanguageWarnOnce() throws {
    let text = "msgid \"Yes\"\nmsgstr \"Ja\"\n\nmsgid \"No\"\nmsgstr \"Nein\"\n"
    let catalog = try Self.read(text, path: "strings.po")
    #expect(Support.dump(catalog) == [#"src Yes = "Yes""#, #"src No = "No""#])
    #expect(Support.diagnostics(catalog) == ["warning messages.po-language 2:8"])
  }

  // MARK: - Strings

  struct EscapeCase: Sendable, CustomTestStringConvertible {
    var literal: String
    var text: String
    var testDescription: String { literal }
  }

  static let escapeCases: [EscapeCase] = [
    EscapeCase(literal: #""a\nb""#, text: "a\nb"),
    EscapeCase(literal: #""\t\r\"\\""#, text: "\t\r\"\\"),
    EscapeCase(literal: #""\a\b\f\v""#, text: "\u{7}\u{8}\u{C}\u{B}"),
    EscapeCase(literal: #""\?\'""#, text: "?'"),
    EscapeCase(literal: #""\101\1012\0""#, text: "AA2\u{0}"),
    EscapeCase(literal: #""\x41\x4a\x4Bz""#, text: "AJKz"),
    EscapeCase(literal: #""\xc3\xa9t\303\251""#, text: "été"),
    EscapeCase(literal: #""one" "two""#, text: "onetwo"),
    EscapeCase(literal: "\"one \"\n  \"two\"\r\n\"\"  \"three\"", text: "one twothree"),
    EscapeCase(literal: #""""#, text: ""),
    EscapeCase(literal: "\"日本語 ✓ 🎉\"", text: "日本語 ✓ 🎉"),
  ]

  @Test(arguments: escapeCases) func unescapesAndConcatenates(_ c: EscapeCase) throws {
    let catalog = try Self.read("msgid \"k\"\nmsgstr \(c.literal)\n")
    #expect(catalog.entries.last?.text == .single(c.text) || c.text.isEmpty)
    #expect(catalog.entries.count == (c.text.isEmpty ? 1 : 2))
  }

  @Test func readsCRLFAndAByteOrderMark() throws {
    let text =
      "\u{FEFF}msgid \"\"\r\nmsgstr \"Language: de\\n\"\r\n\r\n#, fuzzy\r\nmsgid \"a\"\r\nmsgstr \"b\"\r\nmsgid \"c\"\r\nmsgstr \"d\"\r\n"
    let catalog = try Self.read(text, path: "x.po")
    #expect(Support.dump(catalog) == [#"src a = "a""#, #"src c = "c""#, #"de c = "d""#])
    #expect(Support.diagnostics(catalog) == ["note messages.po-fuzzy 4:1"])
  }

  @Test func contextsMakeDistinctMessages() throws {
    let text = """
      msgctxt "month"
      msgid "May"
      msgstr "Mai"

      msgctxt "verb"
      msgid "May"
      msgstr "Darf"

      msgid "May"
      msgstr "Mai."
      """
    let catalog = try Self.read(text)
    #expect(
      catalog.entries.filter { $0.language == "de" }.map(\.qualifiedID) == [
        "month\u{4}May", "verb\u{4}May", "May",
      ])
  }

  // MARK: - Placeholders

  @Test(
    arguments: [
      ("", "%s is here", PlaceholderSyntax.printf),
      ("", "%(name)s is here", .printf),
      ("", "%1$s and %2$d", .printf),
      ("", "%5.2f%% done", .printf),
      ("", "{name} is here", .braces),
      ("", "{0} of {1}", .braces),
      ("", "{count:d} items", .braces),
      ("", "Hello", .printf),
      ("", "100% sure {{literal}}", .printf),
      ("", "100%% {name}", .braces),
      ("#, python-brace-format\n", "%s {name}", .braces),
      ("#, c-format\n", "{name}", .printf),
      ("#, php-format\n", "{name}", .printf),
      ("#, python-format\n", "{name}", .printf),
      ("#, no-python-format\n", "{name}", .braces),
    ] as [(String, String, PlaceholderSyntax)])
  func choosesThePlaceholderSyntax(_ flags: String, _ id: String, _ syntax: PlaceholderSyntax)
    throws
  {
    let catalog = try Self.read("\(flags)msgid \"\(id)\"\nmsgstr \"x\"\n")
    #expect(catalog.entries.map(\.syntax) == [syntax, syntax])
  }

  // MARK: - Malformed files

  typealias ErrorCase = CatalogErrorCase

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      "unterminated string", "msgid \"abc\nmsgstr \"\"", "messages.po-unterminated-string", "1:7"),
    ErrorCase(
      "unterminated at the end", "msgid \"a\"\nmsgstr \"b", "messages.po-unterminated-string", "2:8"
    ),
    ErrorCase(
      "keyword without a string", "msgid\nmsgstr \"x\"", "messages.po-missing-string", "1:1"),
    ErrorCase(
      "msgstr without a string at the end", "msgid \"a\"\nmsgstr", "messages.po-missing-string",
      "2:1"),
    ErrorCase("msgstr without msgid", "# c\nmsgstr \"x\"", "messages.po-missing-msgid", "2:1"),
    ErrorCase(
      "msgctxt then msgstr", "msgctxt \"c\"\nmsgstr \"x\"", "messages.po-missing-msgid", "2:1"),
    ErrorCase(
      "msgctxt at the end", "msgid \"a\"\nmsgstr \"b\"\nmsgctxt \"c\"\n",
      "messages.po-missing-msgid", "3:1"),
    ErrorCase(
      "msgid_plural without msgid", "msgid_plural \"x\"", "messages.po-missing-msgid", "1:1"),
    ErrorCase("msgid at the end", "msgid \"a\"\n", "messages.po-missing-msgstr", "1:1"),
    ErrorCase(
      "two msgids", "msgid \"a\"\nmsgid \"b\"\nmsgstr \"\"", "messages.po-missing-msgstr", "1:1"),
    ErrorCase(
      "comment inside a message", "msgid \"a\"\n# note\nmsgstr \"b\"", "messages.po-missing-msgstr",
      "1:1"),
    ErrorCase(
      "plural without forms", "msgid \"a\"\nmsgid_plural \"b\"\n", "messages.po-missing-msgstr",
      "1:1"),
    ErrorCase(
      "duplicate", "msgid \"a\"\nmsgstr \"b\"\n\nmsgid \"a\"\nmsgstr \"c\"\n",
      "messages.po-duplicate", "4:1"),
    ErrorCase(
      "duplicate with context",
      "msgctxt \"x\"\nmsgid \"a\"\nmsgstr \"b\"\nmsgctxt \"x\"\nmsgid \"a\"\nmsgstr \"c\"\n",
      "messages.po-duplicate", "5:1"),
    ErrorCase(
      "two headers", "msgid \"\"\nmsgstr \"\"\nmsgid \"\"\nmsgstr \"\"\n", "messages.po-duplicate",
      "3:1"),
    ErrorCase(
      "unknown escape", "msgid \"a\\qb\"\nmsgstr \"\"", "messages.po-invalid-escape", "1:9"),
    ErrorCase(
      "octal above a byte", "msgid \"\\400\"\nmsgstr \"\"", "messages.po-invalid-escape", "1:8"),
    ErrorCase(
      "\\x without digits", "msgid \"\\xg\"\nmsgstr \"\"", "messages.po-invalid-escape", "1:8"),
    ErrorCase(
      "backslash at the end of a line", "msgid \"ab\\\n\"\nmsgstr \"\"",
      "messages.po-invalid-escape", "1:10"),
    ErrorCase(
      "escaped bytes not UTF-8", "msgid \"é\\xff\"\nmsgstr \"\"", "messages.po-invalid-utf8", "1:9"),
    ErrorCase(
      "raw bytes not UTF-8", Array("msgid \"é\"\nmsgstr \"a".utf8) + [0xE9, 0x22],
      "messages.po-invalid-utf8",
      "2:10"),
    ErrorCase("unknown keyword", "msgid \"a\"\nmsgtxt \"b\"", "messages.po-unknown-keyword", "2:1"),
    ErrorCase("string without a keyword", "# c\n\"abc\"", "messages.po-unexpected-text", "2:1"),
    ErrorCase(
      "stray character", "msgid \"a\" ;\nmsgstr \"\"", "messages.po-unexpected-text", "1:11"),
    ErrorCase(
      "bad form number", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[x] \"c\"",
      "messages.po-unexpected-text", "3:8"),
    ErrorCase(
      "second msgctxt", "msgctxt \"a\"\nmsgctxt \"b\"", "messages.po-unexpected-keyword", "2:1"),
    ErrorCase(
      "second msgid_plural", "msgid \"a\"\nmsgid_plural \"b\"\nmsgid_plural \"c\"",
      "messages.po-unexpected-keyword",
      "3:1"),
    ErrorCase(
      "msgid_plural after msgstr", "msgid \"a\"\nmsgstr \"b\"\nmsgid_plural \"c\"",
      "messages.po-unexpected-keyword",
      "3:1"),
    ErrorCase(
      "msgstr after msgid_plural", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr \"c\"",
      "messages.po-unexpected-keyword",
      "3:1"),
    ErrorCase(
      "forms out of order", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[1] \"c\"",
      "messages.po-unexpected-keyword",
      "3:1"),
    ErrorCase(
      "a form skipped", "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[2] \"d\"",
      "messages.po-unexpected-keyword", "4:1"),
    ErrorCase(
      "msgstr[0] without msgid_plural", "msgid \"a\"\nmsgstr[0] \"c\"",
      "messages.po-unexpected-keyword", "2:1"),
    ErrorCase(
      "second msgstr", "msgid \"a\"\nmsgstr \"b\"\nmsgstr \"c\"", "messages.po-unexpected-keyword",
      "3:1"),
    ErrorCase(
      "Latin-1 charset",
      "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n",
      "messages.po-charset", "3:36"),
    ErrorCase(
      "Latin-1 bytes",
      Array(
        "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=latin1\\n\"\n\nmsgid \"caf"
          .utf8)
        + [0xE9, 0x22, 0x0A], "messages.po-charset", "3:36"),
    ErrorCase(
      "plural count",
      "msgid \"\"\nmsgstr \"Language: de\\nPlural-Forms: nplurals=2; plural=(n != 1);\\n\"\n\n"
        + "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\nmsgstr[2] \"e\"\n",
      "messages.po-plural-count", "6:1"),
    ErrorCase(
      "unreadable Plural-Forms",
      "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; plural=(n != 1;\\n\"\n\n"
        + "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\n",
      "messages.po-plural-forms", "4:42"),
    ErrorCase(
      "Plural-Forms index too large",
      "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Plural-Forms: nplurals=2; plural=n;\\n\"\n\n"
        + "msgid \"a\"\nmsgid_plural \"b\"\nmsgstr[0] \"c\"\nmsgstr[1] \"d\"\n",
      "messages.po-plural-forms", "4:16"),
    ErrorCase(
      "string too long", "msgid \"abc\"\nmsgstr \"ab\" \"cd\"", "messages.po-string-too-long",
      "2:13",
      limits: InputLimits(maxStringBytes: 3)),
    ErrorCase(
      "too many keywords", "msgid \"a\"\nmsgstr \"b\"\nmsgid \"c\"\nmsgstr \"d\"",
      "messages.po-too-many-values", "4:1",
      limits: InputLimits(maxObjects: 3)),
    ErrorCase(
      "file too large", "msgid \"a\"\nmsgstr \"b\"", "messages.input-too-large", "2:3",
      limits: InputLimits(maxInputBytes: 12)),
  ]

  @Test(arguments: errorCases) func rejectsMalformedFiles(_ c: ErrorCase) {
    let path = "locale/de/LC_MESSAGES/app.po"
    Support.expectError(c.id, at: c.place, path: path) { () throws(MessageCatalogError) in
      try GettextCatalog.read(c.bytes, path: path, limits: c.limits)
    }
  }

  @Test func aTemplatePluralFormsIsNotReadWithoutALanguage() throws {
    let text = """
      msgid ""
      msgstr "Plural-Forms: nplurals=INTEGER; plural=EXPRESSION;\\n"

      msgid "a"
      msgid_plural "b"
      msgstr[0] ""
      msgstr[1] ""
      """
    #expect(try Self.read(text, path: "app.pot").entries.count == 1)
    #expect(throws: MessageCatalogError.self) { try Self.read(text, path: "de.po") }
  }

  // MARK: - Generated files

  /// Messages written with random escapes, literal splits, contexts and flags read back as
  /// written.
  @Test func generatedFilesReadBack() throws {
    var generator = SeededGenerator(seed: 0x9E77)
    let alphabet: [String] = [
      "a", "b", "Z", " ", "\"", "\\", "\n", "\t", "%", "{", "é", "ß", "日", "🎉", "#", "\u{7}",
    ]
    for _ in 0..<200 {
      var text = "msgid \"\"\nmsgstr \"Language: de\\n\"\n"
      var expected: [String] = []
      var used = Set<String>()
      for number in 0..<Int.random(in: 1...6, using: &generator) {
        let id = "m\(number)" + randomText(alphabet, &generator)
        let translation = randomText(alphabet, &generator)
        let context =
          Bool.random(using: &generator) ? "ctx" + randomText(alphabet, &generator) : nil
        guard used.insert((context ?? "") + "\u{4}" + id).inserted else { continue }
        let fuzzy = Int.random(in: 0..<5, using: &generator) == 0
        text += "\n#: app.py:\(number)\n"
        if fuzzy { text += "#, fuzzy\n" }
        if let context { text += "msgctxt " + literal(context, &generator) + "\n" }
        text +=
          "msgid " + literal(id, &generator) + "\nmsgstr " + literal(translation, &generator) + "\n"
        expected.append(Support.line(nil, context, id, String(reflecting: id)))
        if !translation.isEmpty && !fuzzy {
          expected.append(Support.line("de", context, id, String(reflecting: translation)))
        }
      }
      let catalog = try Self.read(text, path: "app.po")
      #expect(Support.dump(catalog) == expected, "\(text)")
    }
  }

  private func randomText(_ alphabet: [String], _ generator: inout SeededGenerator) -> String {
    (0..<Int.random(in: 0...8, using: &generator)).map { _ in
      alphabet.randomElement(using: &generator)!
    }
    .joined()
  }

  /// A quoted PO string for `text`, split into literals on random lines, each byte written
  /// plain or escaped.
  private func literal(_ text: String, _ generator: inout SeededGenerator) -> String {
    var result = "\""
    for scalar in text.unicodeScalars {
      if Int.random(in: 0..<6, using: &generator) == 0 { result += "\"\n\"" }
      switch scalar {
      case "\"": result += "\\\""
      case "\\": result += "\\\\"
      case "\n": result += "\\n"
      case "\t": result += Bool.random(using: &generator) ? "\\t" : "\\011"
      case "\u{7}": result += "\\a"
      default:
        if scalar.isASCII, Bool.random(using: &generator) {
          result += "\\x" + String(scalar.value, radix: 16)
        } else if !scalar.isASCII, Int.random(in: 0..<3, using: &generator) == 0 {
          result += String(scalar).utf8.map { "\\" + String($0, radix: 8) }.joined()
        } else {
          result += String(scalar)
        }
      }
    }
    return result + "\""
  }

  /// A Python name that is never closed ends the text: nothing is read past it (a fuzz
  /// finding, `FuzzRegressions/po-catalog/unclosed-python-name`).
  @Test func unclosedPythonNameIsNoConversion() {
    #expect(!GettextCatalog.hasPlaceholder("100%(count", .printf))
    #expect(!GettextCatalog.hasPlaceholder("%(", .printf))
    #expect(GettextCatalog.hasPlaceholder("%(count)d new", .printf))
  }
}
