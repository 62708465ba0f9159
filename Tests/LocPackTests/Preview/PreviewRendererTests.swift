import Foundation
import LocPackTestSupport
import Testing

@testable import LocPack

@Suite struct PreviewRendererTests {
  static let root = GoldenFile.fixtures.deletingLastPathComponent().deletingLastPathComponent()
  static let goldenDirectory = GoldenFile.fixtures.appendingPathComponent("Preview")

  static let bundle: AppBundle = {
    (try? AppBundle.load(at: root.appendingPathComponent("Localizable").path))
      ?? AppBundle()
  }()

  static let manifest: CategoriesManifest? = {
    let url = root.appendingPathComponent("Resources/categories.json")
    guard let data = try? Data(contentsOf: url) else { return nil }
    return try? CategoriesManifest.parse([UInt8](data), path: "categories.json").0
  }()

  /// A payload from `Resources/payloads/`, parsed, with its validation diagnostics.
  static func payload(_ name: String, pushType: PushType = .alert) throws -> (
    APNsPayload, [Diagnostic], String
  ) {
    let source = "Resources/payloads/\(name).json"
    var bytes = try [UInt8](Data(contentsOf: root.appendingPathComponent(source)))
    while let last = bytes.last, last == 0x0A || last == 0x20 { bytes.removeLast() }
    let (payload, diagnostics) = try APNsPayload.parse(bytes, path: source, pushType: pushType)
    return (payload, diagnostics, source)
  }

  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var payload: String
    var localization: String
    var style: NotificationCard.Style = .banner
    var width = 40
    var colour = false
    var categories = true
    var pushType: PushType = .alert
    var testDescription: String { name }
  }

  static let cases: [Case] = [
    Case(name: "en-banner-message", payload: "new-message", localization: "en"),
    Case(
      name: "en-lock-screen-message", payload: "new-message", localization: "en",
      style: .lockScreen),
    Case(
      name: "en-expanded-message", payload: "new-message", localization: "en",
      style: .expanded),
    Case(name: "ja-banner-message", payload: "new-message", localization: "ja"),
    Case(
      name: "ja-expanded-order", payload: "order-shipped", localization: "ja",
      style: .expanded),
    Case(
      name: "zh-Hans-lock-screen-message", payload: "new-message", localization: "zh-Hans",
      style: .lockScreen),
    Case(
      name: "zh-Hans-expanded-friend-request", payload: "friend-request",
      localization: "zh-Hans", style: .expanded),
    Case(name: "ar-banner-message", payload: "new-message", localization: "ar"),
    Case(
      name: "ar-expanded-order", payload: "order-shipped", localization: "ar",
      style: .expanded),
    Case(
      name: "de-lock-screen-order", payload: "order-shipped", localization: "de",
      style: .lockScreen),
    Case(
      name: "de-expanded-message-wide", payload: "new-message", localization: "de",
      style: .expanded, width: 56),
    Case(
      name: "en-banner-no-categories", payload: "new-message", localization: "en",
      categories: false),
    Case(
      name: "en-lock-screen-missing-key", payload: "missing-key", localization: "en",
      style: .lockScreen),
    Case(name: "en-banner-over-limit", payload: "over-limit", localization: "en"),
    Case(name: "en-banner-voip", payload: "voip", localization: "en", pushType: .voip),
    Case(name: "en-banner-ansi-escape", payload: "ansi-escape", localization: "en"),
    Case(
      name: "en-expanded-wide-chars", payload: "wide-chars", localization: "en",
      style: .expanded),
    Case(name: "en-banner-plain-narrow", payload: "plain-alert", localization: "en", width: 24),
    Case(name: "en-silent", payload: "silent", localization: "en"),
    Case(
      name: "en-expanded-message-colour", payload: "new-message", localization: "en",
      style: .expanded, colour: true),
    Case(
      name: "en-lock-screen-missing-key-colour", payload: "missing-key", localization: "en",
      style: .lockScreen, colour: true),
  ]

  static func render(_ test: Case) throws -> PreviewRenderer.Output {
    let renderer = PreviewRenderer(
      bundle: bundle, manifest: test.categories ? manifest : nil,
      options: .init(
        style: test.style, width: test.width, colour: test.colour, pushType: test.pushType))
    let (payload, diagnostics, source) = try payload(test.payload, pushType: test.pushType)
    return renderer.render(
      payload, source: source, diagnostics: diagnostics, localization: test.localization)
  }

  @Test(arguments: cases)
  func golden(_ test: Case) throws {
    let output = try Self.render(test)
    GoldenFile.expectMatch(
      output.text, named: "preview-\(test.name).txt", in: Self.goldenDirectory)
    #expect(output.localization == test.localization)
    if !test.colour {
      #expect(!output.text.unicodeScalars.contains("\u{1B}"), "no ESC without colour")
      Self.expectBordersLineUp(output.text, width: test.width)
    }
  }

  /// Every boxed line is exactly `width` cells, so the right border lines up.
  static func expectBordersLineUp(
    _ text: String, width: Int, sourceLocation: Testing.SourceLocation = #_sourceLocation
  ) {
    for line in text.split(separator: "\n") {
      guard let first = line.first, "╭│├╰".contains(first) else { continue }
      #expect(
        TerminalWidth.cells(of: String(line)) == width, "\(line)", sourceLocation: sourceLocation)
      #expect("╮│┤╯".contains(line.last ?? " "), "\(line)", sourceLocation: sourceLocation)
    }
  }

  // MARK: - Behaviour

  @Test func ansiEscapesNeverReachTheTerminal() throws {
    for colour in [false, true] {
      let output = try Self.render(
        Case(name: "", payload: "ansi-escape", localization: "en", colour: colour))
      let text =
        colour
        ? output.text.replacingOccurrences(
          of: "\u{1B}\\[[0-9;]*m", with: "", options: .regularExpression)
        : output.text
      #expect(!text.unicodeScalars.contains("\u{1B}"))
      #expect(!text.unicodeScalars.contains("\u{9B}"))
      #expect(!text.unicodeScalars.contains("\u{07}"))
      #expect(text.contains("␛[31mSecurity alert"))
      #expect(output.warnings.contains { $0.id == "preview.terminal-controls" })
    }
  }

  @Test func missingActionKeyShowsRawAndWarns() throws {
    let manifest = CategoriesManifest(categories: [
      .init(
        identifier: "MESSAGE",
        actions: [
          .init(identifier: "REPLY", titleKey: "ACTION_REPLY"),
          .init(identifier: "ARCHIVE", titleKey: "ACTION_ARCHIVE", options: [.destructive]),
        ])
    ])
    let (payload, _, source) = try Self.payload("new-message")
    let renderer = PreviewRenderer(
      bundle: Self.bundle, manifest: manifest, options: .init(colour: true))
    let output = renderer.render(payload, source: source, localization: "fr")
    #expect(output.rawKeys == ["ACTION_ARCHIVE"])
    #expect(output.card?.actions.map(\.title) == ["Répondre", "ACTION_ARCHIVE"])
    #expect(
      output.warnings.map(\.id).filter { $0.hasPrefix("preview.") } == [
        "preview.missing-action-key"
      ])
    #expect(output.text.contains("\u{1B}[7mACTION_ARCHIVE\u{1B}[27m"))
  }

  @Test func unknownCategoryAndMissingManifestWarn() throws {
    var (payload, _, source) = try Self.payload("new-message")
    payload.aps?.category = "NOT_REGISTERED"
    let withManifest = PreviewRenderer(bundle: Self.bundle, manifest: Self.manifest)
      .render(payload, source: source, localization: "en")
    #expect(withManifest.card?.actions == [])
    #expect(withManifest.warnings.map(\.id) == ["preview.unknown-category"])
    let without = PreviewRenderer(bundle: Self.bundle)
      .render(payload, source: source, localization: "en")
    #expect(without.warnings.map(\.id) == ["preview.no-manifest"])
  }

  @Test func allLocalizationsGiveOneCardEach() throws {
    let (payload, diagnostics, source) = try Self.payload("friend-request")
    let outputs = PreviewRenderer(bundle: Self.bundle, manifest: Self.manifest)
      .renderAllLocalizations(payload, source: source, diagnostics: diagnostics)
    #expect(outputs.map(\.localization) == Self.bundle.localizations)
    #expect(outputs.filter { $0.card?.rtl == true }.map(\.localization) == ["ar"])
    for output in outputs {
      #expect(output.card?.actions.count == 2)
      #expect(output.card?.actions.last?.isDestructive == true)
      #expect(output.rawKeys.isEmpty)
    }
  }

  /// A bundle whose French table lacks two keys: French shows both raw, English and Hebrew
  /// show none, and with colour each raw key is in reverse video.
  @Test func allLocalizationsOfAPartialBundle() throws {
    let folder = Self.goldenDirectory.appendingPathComponent("partial-bundle")
    let bundle = try AppBundle.load(at: folder.path)
    let manifestBytes = try [UInt8](
      Data(contentsOf: folder.appendingPathComponent("categories.json")))
    let (manifest, problems) = try CategoriesManifest.parse(manifestBytes, path: "categories.json")
    #expect(problems.isEmpty)
    let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent("invite.json")))
      .filter { $0 != 0x0A }
    let (payload, diagnostics) = try APNsPayload.parse(bytes, path: "invite.json")
    var texts: [String] = []
    for colour in [false, true] {
      let renderer = PreviewRenderer(
        bundle: bundle, manifest: manifest, options: .init(style: .expanded, colour: colour))
      let outputs = renderer.renderAllLocalizations(
        payload, source: "invite.json", diagnostics: diagnostics)
      #expect(outputs.map(\.localization) == ["en", "fr", "he"])
      #expect(outputs.map(\.rawKeys) == [[], ["INVITE_BODY", "ACTION_DECLINE"], []])
      #expect(outputs.map { $0.card?.rtl } == [false, false, true])
      if colour {
        #expect(outputs[1].text.contains("\u{1B}[7mINVITE_BODY\u{1B}[27m"))
        #expect(outputs[1].text.contains("\u{1B}[7mACTION_DECLINE\u{1B}[27m"))
        #expect(!outputs[0].text.contains("\u{1B}[7m"))
      } else {
        texts = outputs.map(\.text)
        for text in texts { Self.expectBordersLineUp(text, width: 40) }
      }
    }
    GoldenFile.expectMatch(
      texts.joined(separator: "\n"), named: "preview-all-locales-partial.txt",
      in: Self.goldenDirectory)
  }

  @Test func preferredLanguagesChooseTheLocalization() throws {
    let (payload, _, source) = try Self.payload("new-message")
    let renderer = PreviewRenderer(bundle: Self.bundle, manifest: Self.manifest)
    let ja = renderer.render(payload, source: source, preferredLanguages: ["ja-JP", "en"])
    #expect(ja.localization == "ja")
    #expect(ja.card?.title == "Weekend Hikers：Mia Wong")
    let fallback = renderer.render(payload, source: source, preferredLanguages: ["ko"])
    #expect(fallback.localization == "en")
    #expect(fallback.caption.hasSuffix("en (development region; no preferred language matched)"))
  }

  struct NameCase: Sendable, CustomTestStringConvertible {
    var localization: String
    var option: String?
    var expected: String
    var testDescription: String { "\(localization) \(option ?? "-")" }
  }

  @Test(arguments: [
    NameCase(localization: "de", option: nil, expected: "Pebble"),
    NameCase(localization: "ja", option: nil, expected: "Pebble"),
    NameCase(localization: "ja", option: "Kiesel", expected: "Kiesel"),
  ])
  func appName(_ test: NameCase) {
    let renderer = PreviewRenderer(bundle: Self.bundle, options: .init(appName: test.option))
    #expect(renderer.appName(test.localization) == test.expected)
    #expect(PreviewRenderer(bundle: AppBundle()).appName("en") == "App")
  }

  @Test func footerStatesSizeLimitAndPushType() throws {
    let over = try Self.render(Case(name: "", payload: "over-limit", localization: "en"))
    #expect(over.isOverLimit)
    #expect(over.card?.footer == ["4369 / 4096 bytes (alert), 273 over"])
    let voip = try Self.render(
      Case(name: "", payload: "voip", localization: "en", pushType: .voip))
    #expect(!voip.isOverLimit)
    #expect(voip.card?.footer == ["4413 / 5120 bytes (voip)"])
    let pretty = try Self.render(Case(name: "", payload: "new-message", localization: "en"))
    #expect(pretty.card?.footer.first?.hasSuffix(", 307 minified") == true)
  }
}
