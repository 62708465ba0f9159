import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct RailsYAMLCatalogTests {
  private typealias F = ServerCatalogFixtures

  private static func read(_ text: String, limits: InputLimits = .default) throws
    -> MessageCatalog
  {
    try RailsYAMLCatalog.read(Array(text.utf8), path: "config/locales/x.yml", limits: limits)
  }

  // MARK: - Realistic files

  @Test func readsNestedMessagesPluralsAndBlockScalars() throws {
    let catalog = try RailsYAMLCatalog.read(F.bytes("rails-en.yml"), path: "en.yml")
    #expect(catalog.format == .railsYAML)
    #expect(catalog.entries.allSatisfy { $0.syntax == .ruby && $0.language == "en" })
    #expect(
      F.dump(catalog) == [
        #"en notification_mailer.favourite.body = "Your post was favorited by %{name}:" @5:7 text@5:13"#,
        #"en notification_mailer.favourite.subject = "%{name} favorited your post" @6:7 text@6:16"#,
        #"en notification_mailer.favourite.title = "New favorite" @7:7 text@7:14"#,
        #"en notification_mailer.follow.body = "%{name} is now following you!" @9:7 text@9:13"#,
        #"en notification_mailer.follow.subject = "%{name} is now following you" @10:7 text@10:16"#,
        #"en notification_mailer.mention.action = "Reply" @12:7 text@12:15"#,
        #"en notification_mailer.mention.body = "You were mentioned by %{name} in:" @13:7 text@13:13"#,
        #"en notifications.unread = [zero "No new notifications" @16:13, one "%{count} new notification" @17:12, other "%{count} new notifications" @18:14] @15:5"#,
        #"en notifications.email_events_hint = "Select events that you\'d like to receive notifications for:" @19:5 text@19:24"#,
        #"en digest.body = "Here is a brief summary of the messages you missed since your last visit on %{since}.\nHave a nice day!\n" @29:5 text@29:11"#,
        #"en digest.subtitle = "While you were away, you got %{count} new mentions.\n" @32:5 text@32:15"#,
        #"en digest.action = "View all notifications" @35:5 text@35:13"#,
        #"en push.enabled = "true" @37:5 text@37:14"#,
        #"en push.max_per_hour = "5" @38:5 text@38:19"#,
      ])
    #expect(
      F.dump(catalog.diagnostics) == [
        "22:5 warning messages.yaml-unsupported-value",
        "26:7 warning messages.yaml-unsupported-value",
        "39:18 warning messages.yaml-null-value",
      ])
  }

  @Test func readsSeveralLanguagesInOneFile() throws {
    let catalog = try RailsYAMLCatalog.read(F.bytes("rails-multilingual.yml"), path: "push.yml")
    #expect(catalog.diagnostics.isEmpty)
    #expect(
      F.dump(catalog) == [
        #"pt-BR push.like = "%{name} curtiu sua publicação" @4:5 text@4:11"#,
        #"pt-BR push.reply = "%{name} respondeu: “%{excerpt}”" @5:5 text@5:12"#,
        #"pt-BR push.unread = [one "%{count} mensagem não lida" @7:12, other "%{count} mensagens não lidas" @8:14] @6:5"#,
        #"de push.like = "%{name} gefällt dein Beitrag" @11:5 text@11:11"#,
        #"de push.reply = "%{name} hat geantwortet: „%{excerpt}“" @12:5 text@12:12"#,
        #"de push.unread = [one "%{count} ungelesene Nachricht" @14:12, other "%{count} ungelesene Nachrichten" @15:14] @13:5"#,
        #"ja push.like = "%{name}さんがあなたの投稿をいいねしました 👍" @18:5 text@18:11"#,
        #"ja push.unread = [other "未読メッセージ %{count} 件" @20:14] @19:5"#,
      ])
  }

  // MARK: - Scalars

  struct ScalarCase: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var yaml: String
    var text: String
  }

  static let scalarCases: [ScalarCase] = [
    .init(testDescription: "plain", yaml: "Hello %{name}", text: "Hello %{name}"),
    .init(testDescription: "single quote doubled", yaml: "'it''s %{name}'", text: "it's %{name}"),
    .init(
      testDescription: "double-quoted escapes", yaml: #""caf\u00e9 \"x\"\n\\""#,
      text: "café \"x\"\n\\"),
    .init(testDescription: "double-quoted 32-bit escape", yaml: #""\U0001F600""#, text: "😀"),
    .init(
      testDescription: "literal keeps breaks", yaml: "|\n    one\n    two\n", text: "one\ntwo\n"),
    .init(testDescription: "literal strip", yaml: "|-\n    one\n    two\n", text: "one\ntwo"),
    .init(
      testDescription: "folded", yaml: ">\n    one\n    two\n\n    three\n",
      text: "one two\nthree\n"),
    .init(testDescription: "plain over lines", yaml: "one\n    two", text: "one two"),
    .init(testDescription: "boolean as written", yaml: "yes", text: "yes"),
    .init(testDescription: "number as written", yaml: "1.50", text: "1.50"),
    .init(testDescription: "quoted null is text", yaml: "'~'", text: "~"),
    .init(testDescription: "empty quoted is empty text", yaml: "\"\"", text: ""),
    .init(testDescription: "comment after value", yaml: "Hi # not part of it", text: "Hi"),
  ]

  @Test(arguments: scalarCases) func readsScalarAsWritten(_ c: ScalarCase) throws {
    let catalog = try Self.read("en:\n  key: \(c.yaml)\n")
    #expect(catalog.entries.map(\.text) == [.single(c.text)])
    #expect(catalog.entries.first.map { F.place($0.textLocation) } == "2:8")
    #expect(catalog.diagnostics.isEmpty)
  }

  @Test(arguments: ["~", "null", "NULL", ""]) func skipsNullWithWarning(_ value: String) throws {
    let catalog = try Self.read("en:\n  a: \(value)\n  b: text\n")
    #expect(catalog.entries.map(\.id) == ["b"])
    #expect(
      F.dump(catalog.diagnostics) == ["2:\(value.isEmpty ? 5 : 6) warning messages.yaml-null-value"]
    )
  }

  @Test func takesKeysAsWritten() throws {
    let catalog = try Self.read("no:\n  yes: Ja\n  1: En\n  'on': På\n")
    #expect(
      catalog.entries.map { "\($0.language ?? "-") \($0.id)" } == ["no yes", "no 1", "no on"])
  }

  // MARK: - Plurals

  @Test func readsPluralCategoriesInFileOrder() throws {
    let catalog = try Self.read(
      "ru:\n  files:\n    one: файл\n    few: файла\n    many: файлов\n    other: файла\n    zero: нет\n"
    )
    let entry = try #require(catalog.entries.first)
    guard case .plural(let forms) = entry.text else {
      Issue.record("not a plural: \(entry.text)")
      return
    }
    #expect(
      forms.map(\.selector) == [
        .category(.one), .category(.few), .category(.many), .category(.other), .category(.zero),
      ])
    #expect(F.place(entry.location) == "2:3")
    #expect(F.place(entry.textLocation) == "3:10")
  }

  struct PluralShape: Sendable, CustomTestStringConvertible {
    var testDescription: String
    var body: String
    var ids: [String]
    var isPlural: Bool
  }

  static let pluralShapes: [PluralShape] = [
    .init(testDescription: "one only", body: "    one: x\n", ids: ["n"], isPlural: true),
    .init(testDescription: "other only", body: "    other: x\n", ids: ["n"], isPlural: true),
    .init(
      testDescription: "few and many only", body: "    few: x\n    many: y\n",
      ids: ["n.few", "n.many"], isPlural: false),
    .init(
      testDescription: "a key that is no category",
      body: "    one: x\n    other: y\n    title: z\n", ids: ["n.one", "n.other", "n.title"],
      isPlural: false),
    .init(
      testDescription: "a mapping below a category",
      body: "    one: x\n    other:\n      short: y\n", ids: ["n.one", "n.other.short"],
      isPlural: false),
  ]

  @Test(arguments: pluralShapes) func pluralOnlyWhenEveryKeyIsACategory(_ c: PluralShape) throws {
    let catalog = try Self.read("en:\n  n:\n" + c.body)
    #expect(catalog.entries.map(\.id) == c.ids)
    let plural = catalog.entries.contains { if case .plural = $0.text { true } else { false } }
    #expect(plural == c.isPlural)
  }

  @Test func nullFormOfAPluralIsSkipped() throws {
    let catalog = try Self.read("en:\n  n:\n    one: ~\n    other: many\n")
    #expect(F.dump(catalog) == [#"en n = [other "many" @4:12] @2:3"#])
    #expect(F.dump(catalog.diagnostics) == ["3:10 warning messages.yaml-null-value"])
  }

  // MARK: - Locations on non-ASCII lines

  /// libyaml's marks count characters; the reader turns them into byte offsets, so columns
  /// after multi-byte characters (2, 3 and 4 bytes) must still count scalars.
  @Test func locatesAfterMultiByteCharacters() throws {
    let yaml = "de:\n  grüße: \"Grüße 😀\"\n  日本: 'テスト' # ✓\n  ok: 😀😀 %{x}\n"
    let catalog = try Self.read(yaml)
    #expect(
      F.dump(catalog) == [
        #"de grüße = "Grüße 😀" @2:3 text@2:10"#,
        #"de 日本 = "テスト" @3:3 text@3:7"#,
        #"de ok = "😀😀 %{x}" @4:3 text@4:7"#,
      ])
    let offsets = catalog.entries.map(\.textLocation.offset)
    #expect(offsets == [15, 40, 64])
  }

  @Test func locatesWithCRLFAndByteOrderMark() throws {
    let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("é:\r\n  a: x\r\n  b: \"ü\r\n  2\"\r\n".utf8)
    let catalog = try RailsYAMLCatalog.read(bytes, path: "x.yml")
    #expect(F.dump(catalog) == [#"é a = "x" @2:3 text@2:6"#, #"é b = "ü 2" @3:3 text@3:6"#])
  }

  // MARK: - Malformed input

  typealias ErrorCase = CatalogErrorCase

  static let errorCases: [ErrorCase] = [
    .init(
      "unterminated double quote", "en:\n  a: \"Grüße\n  b: x\n", "messages.yaml-syntax", "4:1"),
    .init("unterminated single quote", "en:\n  a: 'it''s\n", "messages.yaml-syntax", "3:1"),
    .init("indented too far", "en:\n  a: x\n   b: y\n", "messages.yaml-syntax", "3:5"),
    .init("indented too little", "en:\n  a: x\n b: y\n", "messages.yaml-syntax", "3:2"),
    .init("tab indentation", "en:\n\tb: y\n", "messages.yaml-syntax", "2:1"),
    .init(
      "text after a quoted value", "de:\n  grüße: \"Grüße\" 😀\n", "messages.yaml-syntax", "2:18"),
    .init("unclosed flow list", "de:\n  ä: [a, b\n", "messages.yaml-syntax", "3:1"),
    .init("unknown escape", "de:\n  é: \"é\\q\"\n", "messages.yaml-syntax", "2:8"),
    .init("surrogate escape", "de:\n  é: \"\\ud800\"\n", "messages.yaml-syntax", "2:9"),
    .init("control character", "de:\n  ü: \"\u{1}\"\n", "messages.yaml-syntax", "2:7"),
    .init("alias", "en:\n  a: x\n  b: *base\n", "messages.yaml-alias", "3:6"),
    .init(
      "alias after its anchor", "en:\n  a: &base x\n  ü: *base\n", "messages.yaml-alias", "3:6"),
    .init(
      "merge key alias", "en:\n  base: &b\n    a: x\n  more:\n    <<: *b\n", "messages.yaml-alias",
      "5:9"),
    .init("anchor", "en:\n  é: &greeting Hello\n", "messages.yaml-anchor", "2:6"),
    .init("anchor on a mapping", "en: &en\n  a: x\n", "messages.yaml-anchor", "1:5"),
    .init("core tag", "en:\n  ä: !!str 1\n", "messages.yaml-tag", "2:6"),
    .init(
      "Ruby object tag", "en:\n  a: !ruby/object:OpenStruct\n    x: 1\n", "messages.yaml-tag", "2:6"
    ),
    .init("non-specific tag", "en:\n  a: ! x\n", "messages.yaml-tag", "2:6"),
    .init("tag on a key", "en:\n  !!str a: x\n", "messages.yaml-tag", "2:3"),
    .init(
      "invalid UTF-8", Array("en:\n  ü: ".utf8) + [0xC3, 0x28] + Array("\n".utf8),
      "messages.yaml-invalid-utf8", "2:6"),
    .init("UTF-16", [0xFF, 0xFE, 0x65, 0x00], "messages.yaml-invalid-utf8", "1:1"),
    .init("top-level list", "- en\n", "messages.yaml-not-a-mapping", "1:1"),
    .init("top-level text", "--- hello\n", "messages.yaml-not-a-mapping", "1:5"),
    .init(
      "input size", "en:\n  a: x\n", "messages.yaml-input-too-large", "2:3",
      limits: InputLimits(maxInputBytes: 6)),
    .init(
      "depth", "en:\n  a:\n    b:\n      c: x\n", "messages.yaml-too-deep", "4:7",
      limits: InputLimits(maxDepth: 3)),
    .init(
      "depth in a list", "en:\n  a: [[x]]\n", "messages.yaml-too-deep", "2:7",
      limits: InputLimits(maxDepth: 3)),
    .init(
      "string length", "en:\n  a: abcd\n  ü: abcdé\n", "messages.yaml-string-too-long", "3:6",
      limits: InputLimits(maxStringBytes: 5)),
    .init(
      "key length", "en:\n  abcdef: x\n", "messages.yaml-string-too-long", "2:3",
      limits: InputLimits(maxStringBytes: 5)),
    .init(
      "object count", "en:\n  a: x\n  b: y\n", "messages.yaml-too-many-values", "3:3",
      limits: InputLimits(maxObjects: 5)),
  ]

  @Test(arguments: errorCases) func rejectsWithLocatedError(_ c: ErrorCase) {
    #expect {
      _ = try RailsYAMLCatalog.read(c.bytes, path: "x.yml", limits: c.limits)
    } throws: { error in
      guard let error = error as? MessageCatalogError else { return false }
      #expect(error.id == c.id)
      #expect(F.place(error.location) == c.place, "\(error)")
      #expect(error.location.path == "x.yml")
      return true
    }
  }

  @Test func limitsAreMetExactly() throws {
    let yaml = "en:\n  a:\n    b: abcde\n"
    let limits = InputLimits(
      maxInputBytes: yaml.utf8.count, maxDepth: 3, maxStringBytes: 5, maxObjects: 7)
    #expect(try Self.read(yaml, limits: limits).entries.map(\.id) == ["a.b"])
  }

  @Test func syntaxErrorNamesLibyamlsProblemAndContext() {
    #expect {
      _ = try Self.read("en:\n  a: \"Grüße\n")
    } throws: { error in
      (error as? MessageCatalogError)?.message
        == "found unexpected end of stream while scanning a quoted scalar that starts at line 2, column 6"
    }
  }

  // MARK: - Duplicates, documents, empty files

  @Test func laterDuplicateKeyWinsInPlace() throws {
    let catalog = try Self.read("en:\n  a: first\n  b: x\n  a: second\n")
    #expect(F.dump(catalog) == [#"en a = "second" @4:3 text@4:6"#, #"en b = "x" @3:3 text@3:6"#])
    #expect(
      F.dump(catalog.diagnostics) == [
        "4:3 warning messages.yaml-duplicate-key", "  2:3 note first defined here",
      ])
  }

  @Test func repeatedLanguageReplacesTheWholeLanguage() throws {
    let catalog = try Self.read("en:\n  a: x\n  b: y\nen:\n  c: z\n")
    #expect(catalog.entries.map(\.id) == ["c"])
    #expect(
      F.dump(catalog.diagnostics) == [
        "4:1 warning messages.yaml-duplicate-key", "  1:1 note first defined here",
      ])
  }

  @Test func dottedKeyMeetingANestedOneKeepsTheLater() throws {
    let catalog = try Self.read("en:\n  a:\n    b: nested\n  a.b: dotted\n")
    #expect(F.dump(catalog) == [#"en a.b = "dotted" @4:3 text@4:8"#])
    #expect(
      F.dump(catalog.diagnostics) == [
        "4:3 warning messages.yaml-duplicate-key", "  3:5 note first defined here",
      ])
  }

  @Test func readsTheFirstDocumentOnly() throws {
    let catalog = try Self.read("---\nen:\n  a: x\n...\n---\nen:\n  a: *never\n")
    #expect(catalog.entries.map(\.id) == ["a"])
    #expect(F.dump(catalog.diagnostics) == ["5:1 warning messages.yaml-extra-document"])
  }

  @Test(arguments: ["", "# only a comment\n", "---\n", "--- ~\n", "fr:\n", "\u{FEFF}"])
  func emptyFilesHoldNoMessages(_ yaml: String) throws {
    let catalog = try Self.read(yaml)
    #expect(catalog.entries.isEmpty)
    #expect(catalog.diagnostics.isEmpty)
  }

  @Test func skipsListsAndComplexKeysWithWarnings() throws {
    let catalog = try Self.read("en: [a]\nde:\n  ? [x]\n  : y\n  ok: z\n")
    #expect(catalog.entries.map(\.id) == ["ok"])
    #expect(
      F.dump(catalog.diagnostics) == [
        "1:5 warning messages.yaml-unsupported-value",
        "3:5 warning messages.yaml-unsupported-value",
      ])
  }

  @Test func directivesAreAllowed() throws {
    let catalog = try Self.read("%YAML 1.1\n---\nen:\n  a: x\n")
    #expect(catalog.entries.map(\.id) == ["a"])
  }

  // MARK: - Generated files

  /// Random nested catalogs, written in every scalar style with non-ASCII keys and texts,
  /// read back to the same IDs, texts and places.
  @Test func readsGeneratedCatalogsBack() throws {
    var generator = SeededGenerator(seed: 0x5241_494C_5359_414D)
    for round in 0..<40 {
      var file = GeneratedRailsFile()
      file.generate(using: &generator)
      let catalog = try RailsYAMLCatalog.read(Array(file.text.utf8), path: "g.yml")
      #expect(F.dump(catalog) == file.expected, "round \(round):\n\(file.text)")
      #expect(catalog.diagnostics.isEmpty, "round \(round)")
    }
  }
}

/// A Rails locale file written from random keys and texts, with the dump lines its reading
/// must give.
private struct GeneratedRailsFile {
  var text = ""
  var expected: [String] = []
  private var line = 1

  private static let words = ["push", "like", "grüße", "日本", "emoji😀", "a_b", "caf\u{E9}", "x1"]
  private static let textWords = [
    "%{name}", "liked", "your", "Grüße", "日本語", "😀", "it's", "say \"hi\"", "a\\b", "{0}",
  ]

  mutating func generate(using generator: inout SeededGenerator) {
    let languages = ["en", "pt-BR", "de", "zh-Hant"].shuffled(using: &generator)
    for language in languages.prefix(Int.random(in: 1...3, using: &generator)) {
      emit(language + ":")
      mapping(prefix: "", language: language, depth: 1, using: &generator)
    }
  }

  private mutating func emit(_ content: String) {
    text += content + "\n"
    line += 1
  }

  private mutating func mapping(
    prefix: String, language: String, depth: Int, using generator: inout SeededGenerator
  ) {
    let indent = String(repeating: "  ", count: depth)
    let keys = Self.words.shuffled(using: &generator).prefix(
      Int.random(in: 1...4, using: &generator))
    for key in keys {
      let id = prefix.isEmpty ? key : prefix + "." + key
      let keyPlace = "\(line):\(indent.unicodeScalars.count + 1)"
      let choice = depth < 4 ? Int.random(in: 0..<10, using: &generator) : 0
      if choice >= 8 {
        emit(indent + key + ":")
        mapping(prefix: id, language: language, depth: depth + 1, using: &generator)
      } else if choice == 7 {
        emit(indent + key + ":")
        var forms: [String] = []
        for category in ["one", "few", "other"] {
          let value = randomText(using: &generator)
          let column = indent.unicodeScalars.count + 2 + category.count + 3
          forms.append("\(category) \(value.debugDescription) @\(line):\(column)")
          emit(indent + "  " + category + ": " + Self.doubleQuoted(value))
        }
        expected.append("\(language) \(id) = [\(forms.joined(separator: ", "))] @\(keyPlace)")
      } else {
        let value = randomText(using: &generator)
        let valuePlace = "\(line):\(indent.unicodeScalars.count + key.unicodeScalars.count + 3)"
        expected.append(
          "\(language) \(id) = \(value.debugDescription) @\(keyPlace) text@\(valuePlace)")
        switch choice % 4 {
        case 1 where !value.contains("\n"):
          emit(indent + key + ": '" + value.replacingOccurrences(of: "'", with: "''") + "'")
        case 2:
          emit(indent + key + ": |-")
          for part in value.split(separator: "\n", omittingEmptySubsequences: false) {
            emit(indent + "  " + part)
          }
        case 3:
          emit(indent + key + ": \"" + value.unicodeScalars.map(Self.escaped).joined() + "\"")
        default:
          emit(indent + key + ": " + Self.doubleQuoted(value))
        }
      }
    }
  }

  /// Words joined by spaces, sometimes by a line break; never empty, never with leading or
  /// trailing space.
  private func randomText(using generator: inout SeededGenerator) -> String {
    var text = ""
    for index in 0..<Int.random(in: 1...5, using: &generator) {
      if index > 0 { text += Int.random(in: 0..<6, using: &generator) == 0 ? "\n" : " " }
      text += Self.textWords.randomElement(using: &generator)!
    }
    return text
  }

  /// `\U` and eight hex digits.
  private static func escaped(_ scalar: Unicode.Scalar) -> String {
    let digits = String(scalar.value, radix: 16)
    return "\\U" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  private static func doubleQuoted(_ text: String) -> String {
    let escaped = text.replacingOccurrences(of: "\\", with: "\\\\")
      .replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n")
    return "\"" + escaped + "\""
  }

}
