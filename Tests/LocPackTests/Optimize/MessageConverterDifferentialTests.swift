import LocPackTestSupport
import Testing

@testable import LocPack

/// Seeded random catalogs, written as i18next (with ICU selects) and Rails texts and rendered
/// by this test's own reading of those libraries' rules; each rendering must equal what a phone shows for
/// the `loc-key` payload `templates.json` describes.
@Suite struct MessageConverterDifferentialTests {
  /// One generated piece of a form: text or a placeholder.
  enum Segment: Hashable {
    case text(String)
    case name(String)
  }

  static let languages = ["en", "de", "ru", "ar", "ja", "pl", "fr", "cs"]
  static let words = [
    "photo", "Foto", "фото", "صورة", "写真", "zdjęcie", "50%", "it's", "\"quoted\"", "a\\b", "%@",
    "{brace}", "🎉", "día", "％",
  ]
  static let names = ["name", "title", "place", "user_id"]

  /// A form of random text around every one of `names` in random order, as a translator
  /// writes it; with `count`, the count too, unless `dropsCount` (a `one` form that says
  /// "a photo").
  static func form(
    _ names: [String], count: Bool, dropsCount: Bool, rng: inout SeededGenerator
  ) -> [Segment] {
    var slots = names
    if count && !dropsCount { slots.append("count") }
    slots.shuffle(using: &rng)
    var segments: [Segment] = [.text(words.randomElement(using: &rng) ?? "x")]
    for slot in slots {
      segments.append(.name(slot))
      segments.append(.text(" " + (words.randomElement(using: &rng) ?? "x") + " "))
    }
    return segments
  }

  static func written(_ segments: [Segment], rails: Bool) -> String {
    segments.map { segment in
      switch segment {
      case .text(let text):
        rails ? text.replacing("%", with: "%%") : text
      case .name(let name): rails ? "%{\(name)}" : "{{\(name)}}"
      }
    }.joined()
  }

  /// A select message in i18next's ICU syntax: every case's form, braces in text quoted.
  static func icuSelect(_ cases: [(String, [Segment])]) -> String {
    let branches = cases.map { name, segments in
      let text = segments.map { segment in
        switch segment {
        case .text(let text): text.replacing("{", with: "'{'").replacing("}", with: "'}'")
        case .name(let name): "{\(name)}"
        }
      }.joined()
      return "\(name) {\(text)}"
    }
    return "{gender, select, " + branches.joined(separator: " ") + "}"
  }

  static let cases = ["female", "male", "non-binary"]

  static func rendered(_ segments: [Segment], values: [String: String]) -> String {
    segments.map { segment in
      switch segment {
      case .text(let text): text
      case .name(let name): values[name] ?? ""
      }
    }.joined()
  }

  @Test(arguments: 0..<6)
  func seededCatalogs(seed: Int) throws {
    var rng = SeededGenerator(seed: UInt64(seed) &* 7919 &+ 11)
    let rails = seed % 2 == 1
    var entries: [MessageEntry] = []
    // language → id → category → segments (a single text under `other`).
    var expected: [String: [String: [PluralCategory: [Segment]]]] = [:]
    var plural: Set<String> = []
    // language → id → case → segments, for select messages (i18next only).
    var selects: [String: [String: [String: [Segment]]]] = [:]
    let location = SourceLocation(path: "gen", line: 1, column: 1, offset: 0)
    for index in 0..<12 {
      let id = "gen.m\(index)"
      let isPlural = index % 3 == 0
      if isPlural { plural.insert(id) }
      let isSelect = !rails && index % 3 == 1
      let names = Array(Self.names.shuffled(using: &rng).prefix(Int.random(in: 1...3, using: &rng)))
      for language in Self.languages where language == "en" || Bool.random(using: &rng) {
        if isSelect {
          var cases: [(String, [Segment])] = Self.cases.filter { _ in Bool.random(using: &rng) }
            .map { ($0, Self.form(names, count: false, dropsCount: false, rng: &rng)) }
          cases.append(("other", Self.form(names, count: false, dropsCount: false, rng: &rng)))
          selects[language, default: [:]][id] = Dictionary(uniqueKeysWithValues: cases)
          entries.append(
            MessageEntry(
              id: id, language: language, text: .single(Self.icuSelect(cases)), syntax: .i18next,
              at: location, textAt: location))
          continue
        }
        var forms: [PluralCategory: [Segment]] = [:]
        if isPlural {
          for category in PluralRules(locale: language).categories {
            forms[category] = Self.form(
              names, count: true, dropsCount: category == .one && Bool.random(using: &rng),
              rng: &rng)
          }
        } else {
          forms[.other] = Self.form(names, count: false, dropsCount: false, rng: &rng)
        }
        expected[language, default: [:]][id] = forms
        let text: MessageEntry.Text =
          isPlural
          ? .plural(
            forms.sorted { $0.key < $1.key }.map {
              MessageEntry.PluralForm(
                .category($0.key), Self.written($0.value, rails: rails), at: location)
            })
          : .single(Self.written(forms[.other] ?? [], rails: rails))
        entries.append(
          MessageEntry(
            id: id, language: language, text: text, syntax: rails ? .ruby : .i18next,
            at: location, textAt: location))
      }
    }
    let app = try OptimizeLocalizationsTests.tables(
      Dictionary(uniqueKeysWithValues: (Self.languages + ["es"]).map { ($0, "\"OK\" = \"OK\";\n") })
    )
    let conversion = MessageConverter().convert(
      [
        MessageCatalog(
          path: "gen", format: rails ? .railsYAML : .i18next, entries: entries)
      ], tables: app)
    #expect(conversion.skipped.isEmpty, "\(conversion.skipped)")
    #expect(!conversion.hasErrors, "\(conversion.diagnostics.filter { $0.severity == .error })")
    let expander = Expander(bundle: conversion.tables.verificationBundle())
    var compared = 0
    var selectsCompared = 0
    for message in conversion.messages {
      for localization in conversion.tables.localizations {
        if let variable = message.selectVariable {
          #expect(variable == "gender")
          let language = selects[localization]?[message.id] != nil ? localization : "en"
          let cases = try #require(selects[language]?[message.id])
          for value in Self.cases + ["other", "unknown"] {
            var values = ["gender": value]
            for (index, name) in Self.names.enumerated() { values[name] = "v\(index)·\(value)" }
            let key =
              message.keys.first { $0.choice == value }
              ?? message.keys.first { $0.choice == "other" }
            let arguments = key?.arguments.map { values[$0.name] ?? "" } ?? []
            let shown = expander.text(
              forKey: key?.key ?? "", arguments: arguments, localization: localization
            ).text
            let segments = cases[value] ?? cases["other"] ?? []
            #expect(
              shown == Self.rendered(segments, values: values),
              "\(message.id) \(localization) case \(value)")
            compared += 1
            selectsCompared += 1
          }
          continue
        }
        // A localization the catalog lacks shows the source text.
        let language = expected[localization]?[message.id] != nil ? localization : "en"
        let forms = try #require(expected[language]?[message.id])
        let rules = PluralRules(locale: language)
        for count in plural.contains(message.id) ? [0, 1, 2, 3, 5, 11, 21, 22, 101, 1000] : [7] {
          var values = ["count": String(count)]
          for (index, name) in Self.names.enumerated() { values[name] = "v\(index)·\(count)" }
          let category = rules.category(for: count)
          let segments = forms[category] ?? forms[.other] ?? []
          let key =
            message.pluralVariable == nil
            ? message.keys[0]
            : try #require(message.keys.first { $0.selector == .category(category) })
          let arguments = key.arguments.map { values[$0.name] ?? "" }
          let shown = expander.text(
            forKey: key.key, arguments: arguments, localization: localization
          ).text
          #expect(
            shown == Self.rendered(segments, values: values),
            "\(message.id) \(localization) count \(count) key \(key.key)")
          compared += 1
        }
      }
    }
    #expect(compared > 100)
    #expect(rails || selectsCompared > 50)
  }
}
