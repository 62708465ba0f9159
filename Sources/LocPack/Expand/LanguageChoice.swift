/// The localization a device would use for an app, and why.
///
/// Produced by ``LanguageMatcher/choose(available:preferred:developmentRegion:)``. The
/// `steps` are a readable trail for previews and warnings, for example
/// `["zh-Hant-TW: no zh-Hant-TW.lproj", "zh-Hant-TW falls back to zh_Hant: zh-Hant.lproj"]`.
public struct LanguageChoice: Hashable, Sendable {
  /// How a localization was reached.
  public enum Reason: String, Hashable, Sendable, CaseIterable {
    /// A preferred language names the `.lproj` itself, up to letter case and `-`/`_`.
    case exact
    /// A legacy or deprecated name on either side (`English.lproj`, `iw` for `he`).
    case alias
    /// The match rests on a script inferred where none was written, in the preference or in
    /// the `.lproj` name: `zh`, `zh-CN` and `zh-SG` are `zh-Hans`; `zh-TW`, `zh-HK` and
    /// `zh-MO` are `zh-Hant`.
    case scriptInferred
    /// A regional preference fell back to a parent: `en-GB` → `en`,
    /// `zh-Hant-TW` → `zh-Hant`, `en-AU` → `en-GB`, `es-MX` → `es-419`.
    case regionFallback
    /// No parent matched, but the app has the same language for another region:
    /// `pt` → `pt-BR`, `en-US` → `en-GB`.
    case sameLanguageOtherRegion
    /// No preferred language matched; the development region's `.lproj` is used.
    case developmentRegion
    /// `Base.lproj` stands in for the development region, which has no `.lproj` of its own.
    case base
    /// Neither the preferences nor the development region matched; `en_US` did.
    case englishBackstop
    /// Nothing matched at all; the first localization listed is used.
    case firstAvailable
  }

  /// The `.lproj` name without its extension, exactly as listed in `available`
  /// (`zh-Hans`, `Base`, `English`); the development region when the app has none.
  public var localization: String
  /// Why this localization was chosen.
  public var reason: Reason
  /// The preferred language that led to the choice, if one did.
  public var matchedPreference: String?
  /// A human-readable trail of the decision, one entry a step.
  public var steps: [String]

  /// Whether no preferred language matched: the development region, the `en_US` backstop or
  /// the first localization was taken instead.
  public var isFallback: Bool {
    switch reason {
    case .developmentRegion, .englishBackstop, .firstAvailable: true
    default: false
    }
  }

  /// Creates a choice.
  public init(
    localization: String, reason: Reason, matchedPreference: String? = nil, steps: [String] = []
  ) {
    self.localization = localization
    self.reason = reason
    self.matchedPreference = matchedPreference
    self.steps = steps
  }
}
