import Foundation
import LocPack

extension Benchmark {
  static let lint = Benchmark(
    name: "lint",
    abstract: "Lint 50 localizations × 3,000 keys, partly translated, with the JSON report, "
      + "vs Foundation's bare parse",
    run: { context in try LintBench.run(context) })
}

/// Inputs and measurements of the `lint` benchmark.
///
/// The project is generated (seeded) once, shaped like a real app's tables: 50 `.lproj`
/// folders, each with a `Localizable.strings` of up to 3,000 keys (plain text, `%@`,
/// positional and numeric specifiers, translator comments, a few seeded defects). Coverage is
/// partial as in a real project: one localization in five is complete, the others translate
/// 60–90% of the base's keys (the newest keys are the ones missing), and some keep 2–15% of
/// their texts in English. The base and one localization in four have a 50-key plural
/// `.stringsdict`.
///
/// locpack reads, parses and lints everything (both cores) and renders the JSON report of
/// every finding (as `lint --reporter json` writes it), written to a file; Foundation only
/// parses the same files with `PropertyListSerialization`, one after the other. The two
/// alternate run by run, so that both see the same load.
enum LintBench {
  static let locales = [
    "en", "fr", "de", "es", "it", "pt", "pt-BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk",
    "hu", "ro", "hr", "uk", "ru", "el", "tr", "he", "ar", "hi", "th", "vi", "id", "ms", "ja",
    "ko", "zh-Hans", "zh-Hant", "zh-HK", "ca", "en-GB", "en-AU", "es-419", "fr-CA", "bg", "sl",
    "sr", "lt", "lv", "et", "is", "fa", "bn", "ta", "sw",
  ]

  static func run(_ context: BenchContext) throws {
    let keys = context.quick ? 600 : 3_000
    let folder = context.workDirectory + "/lint-partial-\(keys)"
    let files = try generate(folder: folder, keys: keys)
    let bytes = try files.reduce(0) { $0 + (try FileIO.read($1).count) }
    let reportPath = context.workDirectory + "/lint-report.json"
    var findings = 0
    var reportBytes = 0
    var entries = 0
    func lint() throws {
      var options = LintSession.Options()
      options.paths = [folder]
      let session = try LintSession.run(options)
      let report = JSONReporter().render(
        session.items,
        context: ReportContext(
          sources: session.result.sources, checkedFiles: session.result.checkedFiles,
          coverage: session.result.coverage))
      try Data(report.utf8).write(to: URL(fileURLWithPath: reportPath))
      findings = session.items.count
      reportBytes = report.utf8.count
    }
    func parse() throws {
      entries = 0
      for path in files {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let value = try PropertyListSerialization.propertyList(from: data, format: nil)
        entries += (value as? [String: Any])?.count ?? 0
      }
    }
    // The two alternate, run by run, so that both see the same load on a shared machine.
    try lint()
    try parse()
    var ourSeconds: [Double] = []
    var peerSeconds: [Double] = []
    let clock = ContinuousClock()
    for _ in 0..<max(1, context.iterations) {
      ourSeconds.append(seconds(try clock.measure(lint)))
      peerSeconds.append(seconds(try clock.measure(parse)))
    }
    let ours = Timing(seconds: ourSeconds)
    let peer = Timing(seconds: peerSeconds)
    print(
      "  \(locales.count) localizations × \(keys) keys, partly translated: \(files.count) files, "
        + "\(bytes / 1_000) KB, \(findings) findings, \(reportBytes / 1_000) KB of JSON "
        + "(Foundation read \(entries) entries)")
    print(
      "  locpack lint + JSON report              best \(ms(ours.min)) ms   median "
        + "\(ms(ours.median)) ms")
    print(
      "  Foundation parse only                   best \(ms(peer.min)) ms   median "
        + "\(ms(peer.median)) ms")
    Measure.reportThroughput("locpack lint + JSON report", bytes: bytes, ours)
    Measure.reportThroughput("PropertyListSerialization", bytes: bytes, peer)
    Measure.reportRatio("lint + report vs Foundation parse", ours: ours, peer: peer)
    let pairs = zip(peerSeconds, ourSeconds).map { $0 / $1 }.sorted()
    print(
      "  ratio run by run: median \(Measure.format(pairs[pairs.count / 2]))×, from "
        + "\(Measure.format(pairs[0]))× to \(Measure.format(pairs[pairs.count - 1]))×")
  }

  static func ms(_ seconds: Double) -> String { Measure.format(seconds * 1000) }

  static func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
  }

  /// How much of the base a localization translates.
  struct Coverage {
    /// The share of the base's keys present (the rest, the newest keys, are missing).
    var present: Double
    /// The share of present texts left in the base's words.
    var untranslated: Double
    /// Whether the localization has the plural `.stringsdict`.
    var hasPlurals: Bool
  }

  /// Seeded coverage per localization (index 0 is the base).
  static func coverage(_ index: Int, _ random: inout SplitMix) -> Coverage {
    let hasPlurals = index % 4 == 0
    if index % 5 == 0 { return Coverage(present: 1, untranslated: 0, hasPlurals: hasPlurals) }
    let present = 0.6 + Double(random.next() % 31) / 100
    let untranslated = index % 3 == 0 ? 0.02 + Double(random.next() % 14) / 100 : 0
    return Coverage(present: present, untranslated: untranslated, hasPlurals: hasPlurals)
  }

  /// Writes the project unless it exists; returns every file path.
  static func generate(folder: String, keys: Int) throws -> [String] {
    let manager = FileManager.default
    var random = SplitMix(seed: 2026)
    let coverages = locales.indices.map { coverage($0, &random) }
    var paths: [String] = []
    for (locale, coverage) in zip(locales, coverages) {
      let lproj = folder + "/App/\(locale).lproj"
      paths.append(lproj + "/Localizable.strings")
      if coverage.hasPlurals { paths.append(lproj + "/Localizable.stringsdict") }
    }
    if paths.allSatisfy({ manager.fileExists(atPath: $0) }) { return paths }
    let words = [
      "message", "photo", "friend", "order", "update", "review", "settings", "account", "story",
      "reply", "share", "weekend", "download", "security", "device", "payment", "delivery",
    ]
    // The base's texts; a translation prefixes its locale, or keeps the text untranslated.
    var base: [String] = []
    for key in 0..<keys {
      var value = (0..<(3 + Int(random.next() % 6))).map { _ in
        words[Int(random.next() % UInt64(words.count))]
      }.joined(separator: " ")
      switch key % 5 {
      case 0: value += " %@"
      case 1: value = "%1$@ " + value + " %2$@"
      case 2: value += " %ld"
      default: break
      }
      base.append(value)
    }
    for (index, (locale, coverage)) in zip(locales, coverages).enumerated() {
      let lproj = folder + "/App/\(locale).lproj"
      try manager.createDirectory(atPath: lproj, withIntermediateDirectories: true)
      var text = "/* Generated for the lint benchmark. */\n\n"
      let present = Int(Double(keys) * coverage.present)
      for key in 0..<present {
        var value = base[key]
        if index > 0, Double(random.next() % 1_000) >= coverage.untranslated * 1_000 {
          value = "\(locale) \(value)"
        }
        // A few seeded defects in translations, so the format rules have work to report.
        if index > 0, key % 997 == 0 { value = value.replacingOccurrences(of: "%@", with: "%d") }
        if index > 0, key % 1_499 == 0 { continue }
        text += "/* Key \(key). */\n\"KEY_\(key)\" = \"\(value)\";\n\n"
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: lproj + "/Localizable.strings"))
      if coverage.hasPlurals {
        try Data(stringsDict(locale: locale, keys: 50).utf8).write(
          to: URL(fileURLWithPath: lproj + "/Localizable.stringsdict"))
      }
    }
    return paths
  }
  static func stringsDict(locale: String, keys: Int) -> String {
    let categories = PluralRules.categories(locale: locale).union([.other]).sorted()
    var body = ""
    for key in 0..<keys {
      var forms = ""
      for category in categories {
        forms +=
          "\t\t\t<key>\(category.rawValue)</key>\n\t\t\t<string>%d \(category) \(key)</string>\n"
      }
      body += """
        \t<key>PLURAL_\(key)</key>
        \t<dict>
        \t\t<key>NSStringLocalizedFormatKey</key>
        \t\t<string>%#@n@</string>
        \t\t<key>n</key>
        \t\t<dict>
        \t\t\t<key>NSStringFormatSpecTypeKey</key>
        \t\t\t<string>NSStringPluralRuleType</string>
        \t\t\t<key>NSStringFormatValueTypeKey</key>
        \t\t\t<string>d</string>
        \(forms)\t\t</dict>
        \t</dict>

        """
    }
    return """
      <?xml version="1.0" encoding="UTF-8"?>
      <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
      <plist version="1.0">
      <dict>
      \(body)</dict>
      </plist>

      """
  }

  /// SplitMix64, seeded, so the project is the same on every machine.
  struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
      state &+= 0x9E37_79B9_7F4A_7C15
      var z = state
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
  }
}
