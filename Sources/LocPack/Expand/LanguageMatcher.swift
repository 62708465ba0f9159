/// Chooses the localization an iOS device would use for an app, the way CFBundle does.
///
/// CFBundle hands the choice to ICU's `ualoc_localizationsToUse` (Apple's ICU), and this
/// follows that algorithm on tables of aliases, parent locales and likely subtags
/// (``LanguageTables``). For each preferred language, in order:
///
/// 1. the same identifier, ignoring letter case and `-` vs `_` (`pt-BR` = `pt_BR.lproj`);
/// 2. the same after aliasing both sides: legacy names (`English`, `Japanese`), deprecated
///    codes (`iw` = `he`), and Chinese script inference (`zh`, `zh-CN`, `zh-SG` are
///    `zh-Hans`; `zh-TW`, `zh-HK`, `zh-MO` are `zh-Hant`);
/// 3. each parent in turn: `en-GB` → `en`, `zh-Hant-TW` → `zh-Hant`, `es-MX` → `es-419` →
///    `es`, `en-AU` → `en-GB` → `en-001` → `en`, `pt-AO` → `pt-PT` → `pt`. A non-default
///    script never falls back to the bare language: `zh-Hant` does not use `zh.lproj`,
///    which Apple reads as Simplified Chinese, and `sr-Latn` does not use `sr.lproj`;
/// 4. failing that, remember a same-language localization for another region as a
///    second-best (`pt` → `pt-BR`, `en` → `en-GB`) and go on to the next preference. A
///    second-best from an earlier preference wins over a later preference's match when the
///    two differ in language or script; a `pt-PT` preference never overrides that way with
///    `pt-BR`.
///
/// When nothing matches: the development region (through the same rules), then `en_US`,
/// then the first localization listed. `Base` is not a language: when the development
/// region has no `.lproj` of its own, `Base.lproj` holds its strings, so `Base` stands in
/// for it.
///
/// Foundation on Linux has no `ualoc_localizationsToUse`, and its
/// `Bundle.preferredLocalizations(from:forPreferences:)` returns the first localization
/// whatever the preferences; this type does not call it.
public enum LanguageMatcher {
  /// Chooses a localization.
  ///
  /// - Parameters:
  ///   - available: the app's localizations, `.lproj` names without the extension, for
  ///     example `["en", "zh-Hans", "pt-BR", "Base"]`. Order matters only for the
  ///     last-resort "first available" choice and for ties.
  ///   - preferred: the device's preferred languages, most preferred first, for example
  ///     `["zh-Hant-TW", "en"]`.
  ///   - developmentRegion: `CFBundleDevelopmentRegion`, for example `"en"`.
  /// - Returns: the chosen localization, the reason and a trail of steps.
  /// - Complexity: O(*p* × *a*) for *p* preferences and *a* localizations.
  public static func choose(
    available: [String], preferred: [String], developmentRegion: String
  ) -> LanguageChoice {
    var steps: [String] = []
    var candidates = available.filter { $0 != "Base" }.map { Candidate(name: $0) }
    if available.contains("Base") {
      let development = Candidate(name: developmentRegion)
      let present = candidates.contains {
        $0.base != nil && ($0.base == development.base || $0.normalized == development.normalized)
      }
      if !present {
        candidates.append(Candidate(name: developmentRegion, isBaseStandIn: true))
        steps.append(
          "Base.lproj holds the development region's strings (\(developmentRegion) has no .lproj)")
      }
    }
    guard !candidates.isEmpty else {
      steps.append("the app has no localizations; the development region is used")
      return LanguageChoice(
        localization: developmentRegion, reason: .developmentRegion, steps: steps)
    }

    if var choice = match(preferred, in: candidates, steps: &steps) {
      choice.steps = steps
      return finish(choice, candidates: candidates)
    }
    steps.append("no preferred language matches; trying the development region")
    if var choice = match([developmentRegion], in: candidates, steps: &steps) {
      choice.reason = .developmentRegion
      choice.matchedPreference = nil
      choice.steps = steps
      return finish(choice, candidates: candidates)
    }
    steps.append("the development region matches nothing; trying en_US")
    if var choice = match(["en_US"], in: candidates, steps: &steps) {
      choice.reason = .englishBackstop
      choice.matchedPreference = nil
      choice.steps = steps
      return finish(choice, candidates: candidates)
    }
    let first = candidates[0]
    steps.append("nothing matches; using the first localization, \(first.lproj)")
    return finish(
      LanguageChoice(localization: first.name, reason: .firstAvailable, steps: steps),
      candidates: candidates)
  }

  // MARK: - Matching

  /// One available localization with its canonical and normalized tags.
  struct Candidate {
    var name: String
    var base: LanguageTag?
    var normalized: LanguageTag?
    var isBaseStandIn = false

    init(name: String, isBaseStandIn: Bool = false) {
      self.name = name
      self.base = LanguageTag(parsing: name)
      self.normalized = base.map(LanguageMatcher.normalize)
      self.isBaseStandIn = isBaseStandIn
    }

    var lproj: String { isBaseStandIn ? "Base.lproj" : "\(name).lproj" }
  }

  private struct Match {
    var candidate: Int
    var preference: Int
    var reason: LanguageChoice.Reason
  }

  /// Replaces the `Base` stand-in by `Base` and records the outcome.
  private static func finish(_ choice: LanguageChoice, candidates: [Candidate]) -> LanguageChoice {
    var result = choice
    if let standIn = candidates.first(where: \.isBaseStandIn), standIn.name == choice.localization {
      result.localization = "Base"
      result.steps.append("\(standIn.name) is served by Base.lproj")
      result.reason = .base
    }
    return result
  }

  /// Runs the per-preference search; `nil` when no preference reaches any localization.
  private static func match(
    _ preferred: [String], in candidates: [Candidate], steps: inout [String]
  ) -> LanguageChoice? {
    var main: Match?
    var backup: Match?
    var backupIsPortugalToBrazil = false

    for (index, preference) in preferred.enumerated() {
      guard let tag = LanguageTag(parsing: preference) else {
        steps.append("\(preference): not a language identifier; skipped")
        continue
      }
      if let found = candidates.firstIndex(where: { $0.base == tag }) {
        main = Match(candidate: found, preference: index, reason: .exact)
        steps.append("\(preference): \(candidates[found].lproj) matches")
        break
      }
      let normalized = normalize(tag)
      if let found = candidates.firstIndex(where: { $0.normalized == normalized }) {
        let sameLanguage = candidates[found].base?.language == tag.language
        main = Match(
          candidate: found, preference: index, reason: sameLanguage ? .scriptInferred : .alias)
        steps.append(
          "\(preference): read as \(normalized); \(candidates[found].lproj) matches")
        break
      }
      var chain: [String] = [normalized.description]
      var current = normalized
      while let up = parent(of: current) {
        chain.append(up.description)
        if let found = candidates.firstIndex(where: { $0.normalized == up }) {
          let inferred = tag.script == nil && up.script != nil && up.script == normalized.script
          main = Match(
            candidate: found, preference: index,
            reason: inferred ? .scriptInferred : .regionFallback)
          steps.append(
            "\(preference): falls back \(chain.joined(separator: " → ")); "
              + "\(candidates[found].lproj) matches")
          break
        }
        current = up
      }
      if main != nil { break }
      steps.append("\(preference): no match (tried \(chain.joined(separator: ", ")))")
      if backup == nil, let found = sibling(of: normalized, in: candidates) {
        backup = Match(candidate: found, preference: index, reason: .sameLanguageOtherRegion)
        backupIsPortugalToBrazil = normalized.description == "pt_PT"
        steps.append(
          "\(preference): \(candidates[found].lproj) is the same language for another region; "
            + "kept as second choice")
      }
    }

    var chosen = main
    if let backup {
      if let current = main {
        let brazil = candidates[backup.candidate].normalized?.description == "pt_BR"
        if backup.preference < current.preference && !(backupIsPortugalToBrazil && brazil)
          && differsInLanguageOrScript(
            candidates[current.candidate], candidates[backup.candidate])
        {
          chosen = backup
          steps.append(
            "\(candidates[backup.candidate].lproj) wins: its preference comes first and "
              + "its language or script differs from \(candidates[current.candidate].lproj)")
        }
      } else {
        chosen = backup
      }
    }
    guard let chosen else { return nil }
    let candidate = candidates[chosen.candidate]
    return LanguageChoice(
      localization: candidate.name, reason: chosen.reason,
      matchedPreference: preferred[chosen.preference])
  }

  /// A same-language localization for another region, searched up the preference's chain.
  private static func sibling(of preference: LanguageTag, in candidates: [Candidate]) -> Int? {
    var current: LanguageTag? = preference
    while let target = current {
      let name = target.description
      var best: Int?
      var bestDistance = 8
      for (index, candidate) in candidates.enumerated() {
        guard let tag = candidate.normalized else { continue }
        let parentName = siblingParent(of: tag)
        if let parentName, parentName.name == name, parentName.distance < bestDistance {
          best = index
          bestDistance = parentName.distance
          continue
        }
        if bestDistance <= 1 { continue }
        let numericParent = parentName.map { $0.name.utf8.last.map { $0 >= 0x30 && $0 <= 0x39 } }
        if tag.region != nil && (parentName == nil || numericParent == true),
          regionStripped(tag).description == name
        {
          best = index
          bestDistance = 1
          continue
        }
        if minimized(tag).description == name {
          best = index
          bestDistance = 1
        }
      }
      if let best { return best }
      current = parent(of: target)
    }
    return nil
  }

  private static func differsInLanguageOrScript(_ a: Candidate, _ b: Candidate) -> Bool {
    guard let x = a.normalized, let y = b.normalized else { return false }
    if x.language != y.language { return true }
    return maximized(x).script != maximized(y).script
  }

  // MARK: - Tag operations

  /// Applies whole-identifier aliases, then deprecated language subtags.
  static func normalize(_ tag: LanguageTag) -> LanguageTag {
    if let alias = LanguageTables.aliases[tag.description.lowercased()],
      let replaced = LanguageTag(parsing: alias)
    {
      return replaced
    }
    var copy = tag
    if let language = LanguageTables.languageAliases[tag.language] {
      copy.language = language
    }
    return copy
  }

  /// The parent locale, or `nil` at the root.
  static func parent(of tag: LanguageTag) -> LanguageTag? {
    if let listed = LanguageTables.parents[tag.description] {
      return listed == "root" ? nil : LanguageTag(parsing: listed)
    }
    return tag.truncated
  }

  private static func siblingParent(of tag: LanguageTag) -> (name: String, distance: Int)? {
    if let listed = LanguageTables.siblingParents[tag.description] {
      return (listed.parent, listed.distance)
    }
    return LanguageTables.parents[tag.description].map { ($0, 1) }
  }

  /// Fills in the likely script and region (`pt` → `pt_Latn_BR`, `zh_TW` → `zh_Hant_TW`).
  static func maximized(_ tag: LanguageTag) -> LanguageTag {
    guard let likely = LanguageTables.likely[tag.language] else { return tag }
    var copy = tag
    if copy.script == nil {
      let traditional =
        tag.language == "zh"
        && tag.region.map(LanguageTables.traditionalChineseRegions.contains) == true
      copy.script = traditional ? "Hant" : likely.script
    }
    if copy.region == nil {
      copy.region = tag.language == "zh" && copy.script == "Hant" ? "TW" : likely.region
    }
    return copy
  }

  /// The shortest tag that maximizes to the same tag (`pt_Latn_BR` → `pt`).
  static func minimized(_ tag: LanguageTag) -> LanguageTag {
    let full = maximized(tag)
    guard full.script != nil, full.region != nil else { return tag }
    let trials = [
      LanguageTag(language: full.language, variants: full.variants),
      LanguageTag(language: full.language, region: full.region, variants: full.variants),
      LanguageTag(language: full.language, script: full.script, variants: full.variants),
    ]
    return trials.first { maximized($0) == full } ?? full
  }

  /// The tag without its region, minimized (`pt_BR` → `pt`, `sr_Latn_RS` → `sr_Latn`).
  static func regionStripped(_ tag: LanguageTag) -> LanguageTag {
    let full = maximized(tag)
    let stripped = LanguageTag(language: full.language, script: full.script)
    guard let likely = LanguageTables.likely[full.language], full.script == likely.script else {
      return stripped
    }
    return LanguageTag(language: full.language)
  }
}
