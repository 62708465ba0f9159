import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct I18nextCatalogTests {
  typealias Support = MessagesTestSupport

  static func read(
    _ text: String, path: String = "locales/de/translation.json", limits: InputLimits = .default
  )
    throws(MessageCatalogError) -> MessageCatalog
  {
    try I18nextCatalog.read(Array(text.utf8), path: path, limits: limits)
  }

  static func fixture(_ path: String) throws -> MessageCatalog {
    try I18nextCatalog.read(Support.fixture("i18next/" + path), path: path)
  }

  // MARK: - Whole files

  @Test func readsANestedFile() throws {
    let catalog = try Self.fixture("locales/en/translation.json")
    #expect(catalog.format == .i18next)
    #expect(
      Support.dump(catalog) == [
        #"en notifications.newMessage = "{{sender}} sent you a message""#,
        #"en notifications.mention = "{{- sender}} mentioned you in {{channel}}""#,
        #"en notifications.unread = {one: "You have {{count}} unread message", other: "You have {{count}} unread messages"}"#,
        #"en notifications.invite_male = "{{name}} invited you to his team""#,
        #"en notifications.invite_female = "{{name}} invited you to her team""#,
        #"en reminder.title = "Reminder""#,
        #"en reminder.body = """#,
      ])
    #expect(
      Support.diagnostics(catalog) == [
        "warning messages.json-nesting-unsupported 9:15",
        "warning messages.json-unsupported-value 10:14",
        "warning messages.json-ordinal-unsupported 12:3",
        "warning messages.json-ordinal-unsupported 13:3",
        "warning messages.json-unsupported-value 18:11",
      ])
    #expect(catalog.entries.allSatisfy { $0.syntax == .i18next })
  }

  @Test func nestingIsFoundAnywhereInAText() {
    for text in ["$t(a)", "see $t(common:ok)", "$$t(x)", "€ $t("] {
      #expect(I18nextReader.nestsKey(text), "\(text)")
    }
    for text in ["", "$", "costs $5", "$T(x)", "t(x)", "$ t(x)", "end $"] {
      #expect(!I18nextReader.nestsKey(text), "\(text)")
    }
  }

  @Test func locatesKeysAndValues() throws {
    let catalog = try Self.fixture("locales/en/translation.json")
    let plural = catalog.entries[2]
    #expect(Support.place(plural.location) == "5:5")
    #expect(Support.place(plural.textLocation) == "5:19")
    guard case .plural(let forms) = plural.text else {
      Issue.record("not a plural")
      return
    }
    #expect(forms.map { Support.place($0.location) } == ["5:19", "6:21"])
    #expect(Support.place(catalog.entries[0].location) == "3:5")
    #expect(Support.place(catalog.entries[0].textLocation) == "3:19")
  }

  @Test func readsRussianPluralForms() throws {
    let catalog = try Self.fixture("locales/ru/translation.json")
    #expect(
      Support.dump(catalog)[2]
        == #"ru notifications.unread = {one: "У вас {{count}} непрочитанное сообщение", few: "У вас {{count}} непрочитанных сообщения", many: "У вас {{count}} непрочитанных сообщений", other: "У вас {{count}} непрочитанного сообщения"}"#
    )
    #expect(catalog.diagnostics.isEmpty)
  }

  // MARK: - Resource bundles

  @Test func readsAResourceBundleWithoutItsSingleNamespace() throws {
    let catalog = try Self.fixture("resources.json")
    #expect(
      Support.dump(catalog) == [
        #"en welcome = "Welcome, {{name}}!""#,
        #"en items = {=0: "No items", one: "{{count}} item", other: "{{count}} items"}"#,
        #"de welcome = "Willkommen, {{name}}!""#,
        #"de items = {one: "{{count}} Eintrag", other: "{{count}} Einträge"}"#,
      ])
    #expect(Support.place(catalog.entries[2].location) == "12:7")
  }

  @Test func keepsNamespacesWhenThereAreSeveral() throws {
    let text = """
      {
        "en": { "common": { "save": "Save" }, "push": { "new": "New message" } },
        "fr": { "common": { "save": "Enregistrer" } }
      }
      """
    let catalog = try Self.read(text, path: "src/i18n/resources.json")
    #expect(
      Support.dump(catalog) == [
        #"en common:save = "Save""#, #"en push:new = "New message""#,
        #"fr common:save = "Enregistrer""#,
      ])
  }

  @Test func readsABundleWithoutNamespaces() throws {
    let text =
      #"{ "en": { "hello": "Hello", "menu": { "open": "Open" } }, "de": { "hello": "Hallo" } }"#
    let catalog = try Self.read(text, path: "i18n.json")
    #expect(
      Support.dump(catalog) == [
        #"en hello = "Hello""#, #"en menu.open = "Open""#, #"de hello = "Hallo""#,
      ])
  }

  // MARK: - Language

  @Test(arguments: [
    ("locales/de/translation.json", "de"), ("public/locales/pt-BR/common.json", "pt-BR"),
    ("de.json", "de"), ("translation.de.json", "de"), ("src/i18n/zh_Hant.json", "zh_Hant"),
    ("locales/en/app.json", "en"), ("app/locales/fr/de.json", "fr"),
  ])
  func findsTheLanguageInThePath(_ path: String, _ language: String) throws {
    let catalog = try Self.read(#"{ "ok": "OK" }"#, path: path)
    #expect(catalog.entries.map(\.language) == [language])
  }

  @Test func zeroIsACategoryWhereCLDRHasOne() throws {
    let text =
      #"{ "files_zero": "لا ملفات", "files_one": "ملف", "files_other": "{{count}} ملفات" }"#
    let catalog = try Self.read(text, path: "locales/ar/translation.json")
    #expect(
      Support.dump(catalog) == [
        #"ar files = {zero: "لا ملفات", one: "ملف", other: "{{count}} ملفات"}"#
      ])
  }

  // MARK: - Keys

  @Test func aBaseKeyBesidePluralFormsIsSkipped() throws {
    let text = """
      {
        "item": "item",
        "item_one": "{{count}} item",
        "item_other": "{{count}} items",
        "_one": "just a key",
        "friend_male_one": "{{count}} boyfriend"
      }
      """
    let catalog = try Self.read(text, path: "locales/en/translation.json")
    #expect(
      Support.dump(catalog) == [
        #"en item = {one: "{{count}} item", other: "{{count}} items"}"#,
        #"en _one = "just a key""#,
        #"en friend_male = {one: "{{count}} boyfriend"}"#,
      ])
    #expect(Support.diagnostics(catalog) == ["note messages.json-plural-base 2:3"])
  }

  @Test func aDottedKeyAndNestedObjectsCollide() throws {
    let text = """
      {
        "push.title": "Old",
        "push": { "title": "New" }
      }
      """
    let catalog = try Self.read(text)
    #expect(Support.dump(catalog) == [#"de push.title = "New""#])
    #expect(Support.diagnostics(catalog) == ["warning messages.json-duplicate-key 3:13"])
    #expect(catalog.diagnostics.first?.notes.first?.location.map(Support.place) == "2:3")
  }

  @Test func aDuplicateJSONKeyKeepsTheLastAndWarns() throws {
    let catalog = try Self.read(#"{ "a": "1", "a": "2" }"#)
    #expect(Support.dump(catalog) == [#"de a = "2""#])
    #expect(Support.diagnostics(catalog) == ["warning json.duplicate-key 1:13"])
  }

  // MARK: - Malformed files

  struct ErrorCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var path = "locales/de/translation.json"
    var id: String
    var place: String
    var limits: InputLimits = .default
    var testDescription: String { name }
  }

  static let errorCases: [ErrorCase] = [
    ErrorCase(
      name: "trailing comma", text: "{\n  \"a\": \"b\",\n}", id: "json.trailing-comma",
      place: "2:11"),
    ErrorCase(
      name: "unterminated string", text: "{ \"a\": \"b }", id: "json.unterminated-string",
      place: "1:8"),
    ErrorCase(name: "not JSON", text: "a: b", id: "json.invalid-literal", place: "1:1"),
    ErrorCase(name: "an array", text: "[\"a\"]", id: "messages.json-not-an-object", place: "1:1"),
    ErrorCase(name: "a string", text: "  \"a\"", id: "messages.json-not-an-object", place: "1:3"),
    ErrorCase(
      name: "no language", text: "{ \"ok\": \"OK\" }", path: "translation.json",
      id: "messages.json-language",
      place: "1:1"),
    ErrorCase(
      name: "no language, one language-like key",
      text: "{ \"de\": { \"a\": \"b\" }, \"title\": \"x\" }",
      path: "strings.json", id: "messages.json-language", place: "1:1"),
    ErrorCase(
      name: "too deep", text: "{ \"a\": { \"b\": { \"c\": \"d\" } } }", id: "json.too-deep",
      place: "1:15",
      limits: InputLimits(maxDepth: 2)),
    ErrorCase(
      name: "string too long", text: "{ \"a\": \"bcdef\" }", id: "json.string-too-long",
      place: "1:8",
      limits: InputLimits(maxStringBytes: 4)),
    ErrorCase(
      name: "too many values", text: "{ \"a\": \"b\", \"c\": \"d\" }", id: "json.too-many-values",
      place: "1:13",
      limits: InputLimits(maxObjects: 3)),
    ErrorCase(
      name: "file too large", text: "{ \"a\": \"b\" }", id: "messages.input-too-large",
      place: "1:6",
      limits: InputLimits(maxInputBytes: 5)),
  ]

  @Test(arguments: errorCases) func rejectsMalformedFiles(_ c: ErrorCase) {
    Support.expectError(c.id, at: c.place, path: c.path) { () throws(MessageCatalogError) in
      try Self.read(c.text, path: c.path, limits: c.limits)
    }
  }

  // MARK: - Generated files

  /// Random trees of objects and strings flatten to their key paths, in order, with each
  /// value's location pointing at its string.
  @Test func generatedTreesFlatten() throws {
    var generator = SeededGenerator(seed: 0x1188)
    for _ in 0..<200 {
      var expected: [String] = []
      let tree = randomObject(depth: 0, path: [], expected: &expected, &generator)
      let bytes = JSONWriter.pretty(.object(tree), style: .report)
      let catalog = try I18nextCatalog.read(bytes, path: "locales/fr/app.json")
      #expect(Support.dump(catalog) == expected)
      let source = SourceFile(path: "", utf8: bytes)
      for entry in catalog.entries {
        guard case .single(let text) = entry.text else { continue }
        let offset = entry.textLocation.offset
        #expect(Support.place(source.location(at: offset)) == Support.place(entry.textLocation))
        let written = JSONWriter.compact(.string(text))
        #expect(Array(bytes[offset..<min(bytes.count, offset + written.count)]) == written)
      }
    }
  }

  private func randomObject(
    depth: Int, path: [String], expected: inout [String], _ generator: inout SeededGenerator
  ) -> JSONObject {
    var object = JSONObject()
    let names = ["title", "body", "ü", "a b", "日本", "x\"y", "k\\"]
    for index in 0..<Int.random(in: 0...4, using: &generator) {
      let key = names.randomElement(using: &generator)! + "\(index)"
      if depth < 3, Bool.random(using: &generator) {
        object[key] = .object(
          randomObject(depth: depth + 1, path: path + [key], expected: &expected, &generator))
      } else {
        let text = String(
          (0..<Int.random(in: 0...6, using: &generator)).map { _ in
            "ab \"\\\n{é🎉}".randomElement(using: &generator)!
          })
        object[key] = .string(text)
        expected.append(
          Support.line("fr", nil, (path + [key]).joined(separator: "."), String(reflecting: text)))
      }
    }
    return object
  }
}
