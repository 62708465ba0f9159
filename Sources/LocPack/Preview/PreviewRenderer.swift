/// Draws push payloads as the device shows them, one ``NotificationCard`` per payload and
/// localization.
///
/// For each payload the renderer expands the alert with an ``Expander`` (title, subtitle and
/// body in the chosen localization; a missing key shows as the raw key), takes the buttons of
/// the payload's `aps.category` from a ``CategoriesManifest`` and localizes their titles
/// through the same localization's table, exactly as the app does when it registers the
/// category (a missing key shows as the raw key, with a warning; there is no fallback to
/// another language). Under each card come the size (`307 / 4096 bytes (alert)`) and the
/// warnings of the expansion, of payload validation and of the preview itself.
///
/// ```swift
/// let renderer = PreviewRenderer(bundle: bundle, manifest: manifest)
/// let output = renderer.render(payload, source: "new-message.json", localization: "ja")
/// print(output.text, terminator: "")
/// ```
///
/// Preview warnings:
///
/// | id | when |
/// |---|---|
/// | `preview.missing-action-key` | an action's title, button or placeholder key is not in the table |
/// | `preview.unknown-category` | `aps.category` is not in the manifest: the device shows no buttons |
/// | `preview.no-manifest` | the payload names a category but no manifest was given |
/// | `preview.terminal-controls` | the text holds control or bidi-override characters |
public struct PreviewRenderer: Sendable {
  /// How cards are drawn.
  public struct Options: Hashable, Sendable {
    /// Where the notification is shown.
    public var style: NotificationCard.Style
    /// The card's outer width in terminal cells (clamped to ``NotificationCard/widthRange``).
    public var width: Int
    /// Use ANSI colours: bold title, red destructive buttons, yellow warnings, raw keys in
    /// reverse video.
    public var colour: Bool
    /// The app name in the header; when `nil`, `CFBundleDisplayName` (or `CFBundleName`)
    /// from the bundle's `InfoPlist.strings` in the card's localization, then in the
    /// development region, then `App`.
    public var appName: String?
    /// The push type, which sets the size limit.
    public var pushType: PushType
    /// The strings table that alert keys are looked up in.
    ///
    /// `Localizable` by default; action keys use the manifest's `table`.
    public var table: String
    /// How the expander treats plurals and missing arguments.
    public var expansion: Expander.Options

    /// Creates options: a 40-cell banner, no colour, an `alert` push.
    public init(
      style: NotificationCard.Style = .banner, width: Int = 40, colour: Bool = false,
      appName: String? = nil, pushType: PushType = .alert, table: String = "Localizable",
      expansion: Expander.Options = .init()
    ) {
      self.style = style
      self.width = width
      self.colour = colour
      self.appName = appName
      self.pushType = pushType
      self.table = table
      self.expansion = expansion
    }
  }

  /// One rendered payload in one localization.
  public struct Output: Hashable, Sendable {
    /// The caption printed above the card: `source · localization`.
    public var caption: String
    /// The localization shown.
    public var localization: String
    /// The card; `nil` when the payload has no alert (a background push shows nothing).
    public var card: NotificationCard?
    /// The payload's size in bytes as given (what is sent).
    public var bytes: Int
    /// The limit of the push type.
    public var limit: Int
    /// Every warning, in the order printed: expansion, payload validation, preview.
    public var warnings: [Expansion.Warning]
    /// The keys shown raw because they are missing from the table.
    public var rawKeys: [String]
    /// The caption, card, footer and warnings, ready to print (ends with `\n`).
    public var text: String

    /// Whether the payload is over its limit.
    public var isOverLimit: Bool { bytes > limit }
  }

  /// The app's localizations.
  public let bundle: AppBundle
  /// The categories, if a manifest was given.
  public let manifest: CategoriesManifest?
  /// The drawing options.
  public let options: Options
  let expander: Expander

  /// Prepares a renderer; the bundle's tables are compiled once.
  public init(bundle: AppBundle, manifest: CategoriesManifest? = nil, options: Options = .init()) {
    self.bundle = bundle
    self.manifest = manifest
    self.options = options
    self.expander = Expander(bundle: bundle, table: options.table, options: options.expansion)
  }

  // MARK: - Entry points

  /// The card a device with these preferred languages shows.
  ///
  /// - Parameters:
  ///   - payload: The parsed payload.
  ///   - source: Where it came from (`payloads/new-message.json`, `payloads.jsonl:3`).
  ///   - diagnostics: What payload validation reported; warnings and errors are listed.
  ///   - preferredLanguages: The device's languages, most preferred first.
  public func render(
    _ payload: APNsPayload, source: String, diagnostics: [Diagnostic] = [],
    preferredLanguages: [String]
  ) -> Output {
    let expansion = expander.expand(payload: payload, preferredLanguages: preferredLanguages)
    return render(payload, expansion, source: source, diagnostics: diagnostics)
  }

  /// The card of one localization, as if the device's first language were exactly it.
  public func render(
    _ payload: APNsPayload, source: String, diagnostics: [Diagnostic] = [],
    localization: String
  ) -> Output {
    let choice = LanguageChoice(localization: localization, reason: .exact)
    let expansion = expander.expand(alert: payload.aps?.alert, choice: choice)
    return render(payload, expansion, source: source, diagnostics: diagnostics)
  }

  /// One card per localization of the bundle (sorted, `Base` included), so every
  /// translation can be reviewed at once; the development region's card when the bundle
  /// has none.
  public func renderAllLocalizations(
    _ payload: APNsPayload, source: String, diagnostics: [Diagnostic] = []
  ) -> [Output] {
    let localizations =
      bundle.localizations.isEmpty ? [bundle.developmentRegion] : bundle.localizations
    return localizations.map {
      render(payload, source: source, diagnostics: diagnostics, localization: $0)
    }
  }
}
