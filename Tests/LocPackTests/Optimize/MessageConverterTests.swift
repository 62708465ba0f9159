import Foundation
import Testing

@testable import LocPack

/// A server catalog into every localization: keys per message and plural form, formats per
/// language, and the check against the server's rendering.
@Suite struct MessageConverterTests {
  static let location = SourceLocation(path: "catalog", line: 1, column: 1, offset: 0)

  static func entry(
    _ id: String, _ language: String?, _ text: String, syntax: PlaceholderSyntax = .i18next
  ) -> MessageEntry {
    MessageEntry(
      id: id, language: language, text: .single(text), syntax: syntax, at: location,
      textAt: location)
  }

  static func plural(_ id: String, _ language: String, _ forms: [PluralCategory: String])
    -> MessageEntry
  {
    MessageEntry(
      id: id, language: language,
      text: .plural(
        forms.sorted { $0.key < $1.key }.map {
          MessageEntry.PluralForm(.category($0.key), $0.value, at: location)
        }), syntax: .i18next, at: location, textAt: location)
  }

  static func app(_ localizations: [String], existing: String = "\"OK\" = \"OK\";\n") throws
    -> OptimizeTables
  {
    try OptimizeLocalizationsTests.tables(
      Dictionary(uniqueKeysWithValues: localizations.map { ($0, existing) }))
  }

  static func convert(_ entries: [MessageEntry], app: OptimizeTables) -> MessageConversion {
    MessageConverter().convert(
      [MessageCatalog(path: "catalog", format: .i18next, entries: entries)], tables: app)
  }

  @Test func oneKeyPerMessageInEveryLocalization() throws {
    let conversion = Self.convert(
      [
        Self.entry("notifications.like", "en", "{{name}} liked your photo"),
        Self.entry("notifications.like", "de", "{{name}} gefällt dein Foto"),
        Self.entry("notifications.by", "en", "{{title}} by {{name}}"),
        Self.entry("notifications.by", "de", "Von {{name}}: {{title}}"),
      ], app: try Self.app(["en", "de", "fr"]))
    #expect(conversion.mismatches == 0)
    #expect(conversion.verified == 6)
    #expect(!conversion.hasErrors)
    let values = conversion.tables.readBack()
    let names = conversion.tables.localizations
    func value(_ key: String, _ localization: String) -> String? {
      names.firstIndex(of: localization).flatMap { values[$0][key] }
    }
    #expect(value("NOTIFICATIONS_LIKE", "de") == "%@ gefällt dein Foto")
    // French has no text of its own: the source, marked for translation.
    #expect(value("NOTIFICATIONS_LIKE", "fr") == "%@ liked your photo")
    #expect(value("NOTIFICATIONS_BY", "en") == "%@ by %@")
    #expect(value("NOTIFICATIONS_BY", "de") == "Von %2$@: %1$@")
    let key = conversion.messages[1].keys[0]
    #expect(key.arguments.map(\.name) == ["title", "name"])
  }

  @Test func pluralKeysPerCategoryOfAnyLanguage() throws {
    let conversion = Self.convert(
      [
        Self.plural("photos", "en", [.one: "{{count}} new photo", .other: "{{count}} new photos"]),
        Self.plural(
          "photos", "ru",
          [
            .one: "{{count}} новое фото", .few: "{{count}} новых фото",
            .many: "{{count}} новых фотографий", .other: "{{count}} новой фотографии",
          ]),
        Self.entry("photos", "ja", "新しい写真が{{count}}枚あります"),
      ], app: try Self.app(["en", "ru", "ja"]))
    #expect(conversion.mismatches == 0)
    #expect(conversion.verified == 3 * MessageConverter.checkedCounts.count)
    let message = try #require(conversion.messages.first)
    #expect(message.keys.map(\.key) == ["PHOTOS_ONE", "PHOTOS_FEW", "PHOTOS_MANY", "PHOTOS_OTHER"])
    #expect(message.pluralVariable == "count")
    let values = conversion.tables.readBack()
    let en = try #require(conversion.tables.index(of: "en"))
    // English has no 'few': its 'other' text stands in.
    #expect(values[en]["PHOTOS_FEW"] == "%@ new photos")
    let ja = try #require(conversion.tables.index(of: "ja"))
    #expect(values[ja]["PHOTOS_ONE"] == "新しい写真が%@枚あります")
    guard case .object(let root) = conversion.templatesJSON,
      case .array(let messages)? = root["messages"], case .object(let first)? = messages.first,
      case .object(let plural)? = first["plural"], case .object(let keys)? = plural["keys"]
    else {
      Issue.record("templates.json has no plural map")
      return
    }
    #expect(keys["few"] == .string("PHOTOS_FEW"))
    #expect(plural["variable"] == .string("count"))
  }

  @Test func icuExactBranchesAndOmittedCount() throws {
    let conversion = Self.convert(
      [
        Self.entry(
          "invites", "en",
          "{count, plural, =0 {No invites from {name}} one {An invite from {name}} "
            + "other {# invites from {name}}}"),
        Self.entry(
          "invites", "de",
          "{count, plural, one {Eine Einladung von {name}} other {# Einladungen von {name}}}"),
      ], app: try Self.app(["en", "de"]))
    #expect(conversion.mismatches == 0, "\(conversion.diagnostics)")
    let message = try #require(conversion.messages.first)
    #expect(message.keys.map(\.key) == ["INVITES_EQ0", "INVITES_ONE", "INVITES_OTHER"])
    // The count comes last where a form leaves it out, so no format skips an argument.
    let one = try #require(message.keys.first { $0.selector == .category(.one) })
    #expect(one.arguments.map(\.name) == ["name"])
    let other = try #require(message.keys.first { $0.selector == .category(.other) })
    #expect(other.arguments.map(\.name) == ["count", "name"])
    let values = conversion.tables.readBack()
    let de = try #require(conversion.tables.index(of: "de"))
    // German has no =0 branch: its category for 0 ('other').
    #expect(values[de]["INVITES_EQ0"] == "%2$@ Einladungen von %1$@")
  }

  @Test func selectKeysPerCase() throws {
    let conversion = Self.convert(
      [
        Self.entry(
          "mention", "en",
          "{gender, select, female {{name} mentioned you in her post} "
            + "male {{name} mentioned you in his post} other {{name} mentioned you}}"),
        Self.entry(
          "mention", "de",
          "{gender, select, female {{name} hat dich in ihrem Beitrag erwähnt} "
            + "non-binary {{name} hat dich erwähnt} other {{name} hat dich erwähnt}}"),
        Self.entry("mention", "ja", "{name}さんがあなたについて投稿しました"),
      ], app: try Self.app(["en", "de", "ja"]))
    #expect(conversion.mismatches == 0, "\(conversion.diagnostics)")
    // Every case any language has, plus one value no case names, in every localization.
    #expect(conversion.verified == 3 * 5)
    let message = try #require(conversion.messages.first)
    #expect(message.selectVariable == "gender")
    #expect(
      message.keys.map(\.key) == [
        "MENTION_FEMALE", "MENTION_MALE", "MENTION_NON_BINARY", "MENTION_OTHER",
      ])
    #expect(message.keys.map(\.choice) == ["female", "male", "non-binary", "other"])
    let values = conversion.tables.readBack()
    let de = try #require(conversion.tables.index(of: "de"))
    // German has no 'male' case: its 'other' text stands in.
    #expect(values[de]["MENTION_MALE"] == "%@ hat dich erwähnt")
    let en = try #require(conversion.tables.index(of: "en"))
    #expect(values[en]["MENTION_NON_BINARY"] == "%@ mentioned you")
    let ja = try #require(conversion.tables.index(of: "ja"))
    #expect(values[ja]["MENTION_FEMALE"] == "%@さんがあなたについて投稿しました")
    guard case .object(let root) = conversion.templatesJSON,
      case .array(let messages)? = root["messages"], case .object(let first)? = messages.first,
      case .object(let select)? = first["select"], case .object(let keys)? = select["keys"]
    else {
      Issue.record("templates.json has no select map")
      return
    }
    #expect(select["variable"] == .string("gender"))
    #expect(keys["non-binary"] == .string("MENTION_NON_BINARY"))
    #expect(keys["other"] == .string("MENTION_OTHER"))
  }

  @Test func selectBesidePluralIsSkippedAndMismatchedSelectDropsLanguage() throws {
    let conversion = Self.convert(
      [
        Self.entry(
          "both", "en",
          "{gender, select, female {She} other {They}} sent {count, plural, one {a photo} "
            + "other {# photos}}"),
        Self.entry("role", "en", "{role, select, admin {An admin} other {Someone}} joined"),
        Self.entry("role", "fr", "{kind, select, admin {Un admin} other {Quelqu'un}} a rejoint"),
      ], app: try Self.app(["en", "fr"]))
    #expect(conversion.skipped.map(\.id) == ["both"])
    #expect(conversion.diagnostics.contains { $0.id == "messages.unsupported-select" })
    let values = conversion.tables.readBack()
    let fr = try #require(conversion.tables.index(of: "fr"))
    // French selects on another argument: it gets the source text, marked for translation.
    #expect(values[fr]["ROLE_ADMIN"] == "An admin joined")
    #expect(conversion.mismatches == 0)
  }

  @Test func catalogChecks() throws {
    let conversion = Self.convert(
      [
        Self.entry("greet", "en", "Hello {{name}}"),
        Self.entry("greet", "de", "Hallo {{user}}"),
        Self.entry("bye", "en", "Bye"),
        Self.entry("bye", "de", ""),
        Self.entry("only", "de", "Nur Deutsch"),
        Self.plural("n", "en", [.one: "one", .other: "{{count}} more"]),
        Self.plural("n", "ru", [.one: "{{count}} ещё", .other: "{{count}} ещё"]),
        Self.entry("late", "pt-BR", "Atrasado"),
        Self.entry("late", "en", "Late"),
      ], app: try Self.app(["en", "de", "ru"]))
    let ids = conversion.diagnostics.map(\.id)
    #expect(ids.contains("messages.placeholder-mismatch"))
    #expect(ids.contains("messages.empty-translation"))
    #expect(ids.filter { $0 == "messages.plural-form-missing" }.count == 2)  // ru few, many
    #expect(ids.contains("messages.language-not-in-app"))
    #expect(conversion.skipped.map(\.id) == ["only"])
    // The German text with a wrong placeholder is not used: the source stands in.
    let values = conversion.tables.readBack()
    let de = try #require(conversion.tables.index(of: "de"))
    #expect(values[de]["GREET"] == "Hello %@")
    #expect(conversion.mismatches == 0, "\(conversion.diagnostics)")
  }

  @Test func rerunReusesAndConflictsSkip() throws {
    let entries = [
      Self.entry("like", "en", "{{name}} liked it"), Self.entry("like", "de", "{{name}} mag es"),
    ]
    let first = Self.convert(entries, app: try Self.app(["en", "de"]))
    let second = Self.convert(entries, app: first.tables)
    #expect(second.messages.first?.keys.first?.reused == true)
    #expect(second.newKeys == 0)
    #expect(!second.tables.hasChanges || second.tables.readBack() == first.tables.readBack())
    let changed = Self.convert(
      [
        Self.entry("like", "en", "{{name}} liked it"), Self.entry("like", "de", "{{name}} mag das"),
      ],
      app: first.tables)
    #expect(changed.skipped.first?.reason.contains("already has key LIKE") == true)
  }

  @Test func regionTaggedCatalogsReachTheirLanguagesLocalizations() throws {
    let conversion = Self.convert(
      [
        Self.entry("hello", "en_US", "Hello {{name}}"),
        Self.entry("hello", "de_DE", "Hallo {{name}}"),
      ], app: try Self.app(["en", "de"]))
    #expect(conversion.messages.count == 1)
    let ids = conversion.diagnostics.map(\.id)
    #expect(ids.contains("messages.source-language"))
    #expect(!ids.contains("messages.language-not-in-app"))
    #expect(conversion.languages.allSatisfy { $0.isOwn })
    let values = conversion.tables.readBack()
    let de = try #require(conversion.tables.index(of: "de"))
    #expect(values[de]["HELLO"] == "Hallo %@")
    // No source text at all: nothing converted is an error.
    let none = Self.convert(
      [Self.entry("hallo", "de", "Hallo")], app: try Self.app(["en", "de"]))
    #expect(none.diagnostics.contains { $0.id == "messages.nothing-converted" })
    #expect(none.hasErrors)
  }

  @Test func keyNames() {
    let converter = MessageConverter()
    func base(_ id: String, context: String? = nil) -> String {
      converter.keyBase(
        MessageConverter.Gathered(id: id, context: context, location: Self.location))
    }
    #expect(base("notifications.like_photo") == "NOTIFICATIONS_LIKE_PHOTO")
    #expect(base("%(user)s liked your photo", context: "push") == "PUSH_USER_S_LIKED_YOUR_PHOTO")
    #expect(base("写真").hasPrefix("MSG_"))
    let long = base(String(repeating: "word ", count: 20))
    #expect(long.utf8.count <= 48)
    let idStyle = MessageConverter(options: .init(keyStyle: .id))
    #expect(idStyle.suffix(MessageConverter.PlannedKey(selector: .exact(0))) == "_eq0")
    #expect(idStyle.suffix(choice: "non-binary") == "_non_binary")
    #expect(MessageConverter().suffix(choice: "女性") == "_" + KeyNamer.hashKey("女性"))
  }

  /// Pushes read `Localizable` only, so a table of another name makes every rendering
  /// differ: each message's first errors are taken in localization order, 20 in all.
  @Test func verificationErrorsAreTakenByMessageThenLocalization() throws {
    var app = try Self.app(["en", "de", "fr"])
    app.name = "Push"
    let conversion = Self.convert(
      [
        Self.entry("m1", "en", "One {{name}}"),
        Self.entry("m2", "en", "Two {{name}}"),
        Self.entry("m3", "en", "Three"),
        Self.plural("m4", "en", [.one: "{{count}} photo", .other: "{{count}} photos"]),
      ], app: app)
    // Three plain messages and one plural checked with six counts, in three localizations.
    #expect(conversion.verified == 3 * 3 + 6 * 3)
    #expect(conversion.mismatches == 27)
    let errors = conversion.diagnostics.filter { $0.id == "messages.verify-mismatch" }
    #expect(errors.count == 21)
    #expect(errors.contains { $0.message == "7 more renderings differ from the server's" })
    var taken: [String: [String: Int]] = [:]
    for error in errors {
      let text = error.message
      guard text.hasPrefix("message "), let phone = text.range(of: ": a phone in "),
        let shows = text.range(of: " shows ", range: phone.upperBound..<text.endIndex)
      else { continue }
      let id = text[text.index(text.startIndex, offsetBy: 8)...].prefix { $0 != " " && $0 != ":" }
      taken[String(id), default: [:]][
        String(text[phone.upperBound..<shows.lowerBound]), default: 0] +=
        1
    }
    for id in ["m1", "m2", "m3"] { #expect(taken[id] == ["de": 1, "en": 1, "fr": 1], "\(id)") }
    // The plural's first 11 errors: all six counts in de, then five in en.
    #expect(taken["m4"] == ["de": 6, "en": 5])
  }
}
