import Foundation
import LocPack

extension Benchmark {
  static let lint = Benchmark(
    name: "lint",
    abstract: "Lint 40 locales × 5,000 keys plus stringsdicts vs Foundation's bare parse",
    run: { context in try LintBench.run(context) })
}

/// Inputs and measurements of the `lint` benchmark.
///
/// The project is generated (seeded) once: 40 `.lproj` folders, each with a 5,000-key
/// `Localizable.strings` (a mix of plain text, `%@`, positional and numeric specifiers, a few
/// seeded defects) and a 50-key `.stringsdict` with the locale's plural categories. locpack
/// reads, parses and lints everything (both cores); Foundation only parses the same files with
/// `PropertyListSerialization`, one after the other, in the same run.
enum LintBench {
  static let locales = [
    "en", "fr", "de", "es", "it", "pt", "pt-BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk",
    "hu", "ro", "hr", "uk", "ru", "el", "tr", "he", "ar", "hi", "th", "vi", "id", "ms", "ja",
    "ko", "zh-Hans", "zh-Hant", "zh-HK", "ca", "en-GB", "en-AU", "es-419", "fr-CA", "bg",
  ]

  static func run(_ context: BenchContext) throws {
    let keys = context.quick ? 1_000 : 5_000
    let folder = context.workDirectory + "/lint-\(keys)"
    let files = try generate(folder: folder, keys: keys)
    let bytes = try files.reduce(0) { $0 + (try FileIO.read($1).count) }
    var findings = 0
    let ours = try Measure.time(iterations: context.iterations) {
      var options = LintSession.Options()
      options.paths = [folder]
      findings = try LintSession.run(options).items.count
    }
    var entries = 0
    let peer = try Measure.time(iterations: max(1, context.iterations / 2)) {
      entries = 0
      for path in files {
        let data = try Data(contentsOf: URL(fileURLWithPath: path))
        let value = try PropertyListSerialization.propertyList(from: data, format: nil)
        entries += (value as? [String: Any])?.count ?? 0
      }
    }
    print(
      "  \(locales.count) locales × \(keys) keys + stringsdicts: \(files.count) files, "
        + "\(bytes / 1_000) KB, \(findings) findings (Foundation read \(entries) entries)")
    print(
      "  locpack lint (read, parse, all rules)   best \(ms(ours.min)) ms   median "
        + "\(ms(ours.median)) ms")
    print(
      "  Foundation parse only                   best \(ms(peer.min)) ms   median "
        + "\(ms(peer.median)) ms")
    Measure.reportThroughput("locpack lint", bytes: bytes, ours)
    Measure.reportThroughput("PropertyListSerialization", bytes: bytes, peer)
    Measure.reportRatio("lint vs Foundation parse", ours: ours, peer: peer)
  }

  static func ms(_ seconds: Double) -> String { Measure.format(seconds * 1000) }

  /// Writes the project unless it exists; returns every file path.
  static func generate(folder: String, keys: Int) throws -> [String] {
    let manager = FileManager.default
    var paths: [String] = []
    for locale in locales {
      let lproj = folder + "/App/\(locale).lproj"
      paths += [lproj + "/Localizable.strings", lproj + "/Localizable.stringsdict"]
    }
    if paths.allSatisfy({ manager.fileExists(atPath: $0) }) { return paths }
    var random = SplitMix(seed: 2026)
    let words = [
      "message", "photo", "friend", "order", "update", "review", "settings", "account", "story",
      "reply", "share", "weekend", "download", "security", "device", "payment", "delivery",
    ]
    for (index, locale) in locales.enumerated() {
      let lproj = folder + "/App/\(locale).lproj"
      try manager.createDirectory(atPath: lproj, withIntermediateDirectories: true)
      var text = "/* Generated for the lint benchmark. */\n\n"
      for key in 0..<keys {
        var value = (0..<(3 + Int(random.next() % 6))).map { _ in
          words[Int(random.next() % UInt64(words.count))]
        }.joined(separator: " ")
        value = "\(locale) \(value)"
        switch key % 5 {
        case 0: value += " %@"
        case 1: value = "%1$@ " + value + " %2$@"
        case 2: value += " %ld"
        default: break
        }
        // A few seeded defects in translations, so the rules have work to report.
        if index > 0, key % 997 == 0 { value = value.replacingOccurrences(of: "%@", with: "%d") }
        if index > 0, key % 1_499 == 0 { continue }
        text += "/* Key \(key). */\n\"KEY_\(key)\" = \"\(value)\";\n\n"
      }
      try Data(text.utf8).write(to: URL(fileURLWithPath: lproj + "/Localizable.strings"))
      try Data(stringsDict(locale: locale, keys: 50).utf8).write(
        to: URL(fileURLWithPath: lproj + "/Localizable.stringsdict"))
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
