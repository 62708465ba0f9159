import Testing

@testable import LocPack

/// Messages gathered one slice per core keep the order of a pass over the catalogs, and a
/// rendering checked as bytes first has the outcome of the check as text.
@Suite struct MessageConverterGatherTests {
  static func location(_ path: String, line: Int) -> LocPack.SourceLocation {
    LocPack.SourceLocation(path: path, line: line, column: 1, offset: 0)
  }

  /// A catalog of one language whose entries are on lines 1, 2, 3 … in order.
  static func catalog(_ language: String, _ texts: [(id: String, text: String)])
    -> MessageCatalog
  {
    let path = "locales/\(language)/push.json"
    let entries = texts.enumerated().map { line, item in
      MessageEntry(
        id: item.id, language: language, text: .single(item.text), syntax: .i18next,
        at: location(path, line: line + 1), textAt: location(path, line: line + 1))
    }
    return MessageCatalog(path: path, format: .i18next, entries: entries)
  }

  /// Many slices of messages: each message in the order first met, the later of two texts
  /// in one language kept, and what the entries report in the order of the catalogs.
  @Test func gatheredInCatalogOrderAcrossSlices() throws {
    let count = 3 * MessageConverter.gatherSlice + 7
    let ids = (0..<count).map { "m\($0)" }
    let en = Self.catalog("en", ids.map { ($0, "Hello {{name}} \($0)") })
    // German lists the messages backwards, leaves some empty and adds new ones at the end.
    let german = ids.enumerated().reversed().map { index, id in
      (id, index % 150 == 7 ? "" : "Hallo {{name}} \(id)")
    }
    let de = Self.catalog("de", german + [("new1", "Neu"), ("new0", "Neu")])
    // French defines some messages twice and leaves some empty.
    var french: [(id: String, text: String)] = []
    for (index, id) in ids.enumerated() where index % 100 == 3 {
      french.append((id, "Salut {{name}}"))
      french.append((id, index % 200 == 3 ? "" : "Bonjour {{name}}"))
    }
    let fr = Self.catalog("fr", french)
    var conversion = MessageConversion(tables: try MessageConverterTests.app(["en"]))
    let messages = MessageConverter().gather([en, de, fr], into: &conversion)
    #expect(messages.map(\.id) == ids + ["new1", "new0"])
    #expect(messages[0].order == ["en", "de"])
    #expect(messages[7].order == ["en"])
    #expect(messages[3].order == ["en", "de", "fr"])
    #expect(messages[3].location == Self.location(en.path, line: 4))
    #expect(messages.last?.location == Self.location(de.path, line: count + 2))
    #expect(
      messages[103].patterns["fr"]
        == (try MessagePattern.parse("Bonjour {{name}}", syntax: .i18next)))
    // The empty second text is left out: the first one stays.
    #expect(
      messages[203].patterns["fr"] == (try MessagePattern.parse("Salut {{name}}", syntax: .i18next))
    )
    // German's reports come first, in German's order, then French ones.
    var expected = ids.indices.reversed().filter { $0 % 150 == 7 }.map {
      "messages.empty-translation m\($0) \(count - $0)"
    }
    var line = 0
    for (index, id) in ids.enumerated() where index % 100 == 3 {
      line += 2
      expected.append("messages.duplicate-message \(id) \(line)")
      if index % 200 == 3 { expected.append("messages.empty-translation \(id) \(line)") }
    }
    #expect(
      conversion.diagnostics.map {
        "\($0.id) \($0.message.split(separator: " ")[1]) \($0.location?.line ?? 0)"
      } == expected)
  }

  /// A rendering case: the app's value of the message's key, the server's text, and
  /// whether a phone is found to show something else.
  struct CheckCase: Sendable, CustomTestStringConvertible {
    var name: String
    var text: String
    var value: String
    var mismatch: Bool
    var testDescription: String { name }
  }

  static let checkCases = [
    CheckCase(name: "same", text: "{{name}} liked it", value: "%@ liked it", mismatch: false),
    // Other bytes, the same text: equal as strings, as the phone's text is compared.
    CheckCase(
      name: "canonically equal", text: "{{name}} a aim\u{E9}", value: "%@ a aime\u{301}",
      mismatch: false),
    CheckCase(
      name: "other text", text: "{{name}} liked it", value: "%@ loved it", mismatch: true),
    // The argument is left out: a warning the fast path cannot pass, and another text.
    CheckCase(
      name: "argument left out", text: "{{name}} liked it", value: "liked it", mismatch: true),
  ]

  @Test(arguments: checkCases)
  func renderingChecked(_ item: CheckCase) throws {
    let converter = MessageConverter()
    let catalog = Self.catalog("en", [("liked", item.text)])
    var conversion = MessageConversion(tables: try MessageConverterTests.app(["en"]))
    let gathered = converter.gather([catalog], into: &conversion)
    var diagnostics: [Diagnostic] = []
    var plan = try converter.plan(try #require(gathered.first), diagnostics: &diagnostics).get()
    plan.sources = [(language: "en", translated: true)]
    plan.keys[0].key = "LIKED"
    var table = LocalizedTable(name: "Localizable", localization: "en")
    table.insert(LocalizedEntry(key: "LIKED", value: .text(item.value), origin: .strings))
    var bundle = AppBundle(developmentRegion: "en")
    bundle.add(table)
    let expander = Expander(bundle: bundle)
    let cases = converter.checkCases(plan)
    var buffers = MessageConverter.CheckBuffers(table: expander.table(for: "en"))
    let result = converter.check(
      plan, cases: cases, expander: expander, localization: 0, named: "en", buffers: &buffers)
    #expect(result.verified == 1)
    #expect(result.mismatches == (item.mismatch ? 1 : 0))
    #expect(result.diagnostics.count == result.mismatches)
    // Without a compiled table every rendering is checked as text: the same outcome.
    var textOnly = MessageConverter.CheckBuffers(table: nil)
    let slow = converter.check(
      plan, cases: cases, expander: expander, localization: 0, named: "en", buffers: &textOnly)
    #expect(slow.verified == result.verified)
    #expect(slow.mismatches == result.mismatches)
    #expect(slow.diagnostics == result.diagnostics)
  }
}
