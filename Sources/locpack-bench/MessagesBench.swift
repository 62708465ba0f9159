import Foundation
import LocPack

extension Benchmark {
  static let messages = Benchmark(
    name: "messages",
    abstract: "optimize --input messages: 10,000 messages × 30 languages (i18next) into 30 "
      + "localizations vs Foundation's bare JSON parse",
    run: { context in try MessagesBench.run(context) })
}

/// Inputs and measurements of the `messages` benchmark: a large backend's catalog.
///
/// Seeded i18next files, one per language (`locales/<lang>/push.json`), each with the same
/// message IDs: four in five plain texts with one to three placeholders, one in five plural
/// messages with the language's CLDR categories. The app has the 30 localizations with a
/// small table each. locpack reads every catalog, converts every message into every table,
/// checks every rendering and produces the tables' bytes; Foundation only parses the same
/// JSON files with `JSONSerialization`, in the same run.
enum MessagesBench {
  static let languages = [
    "en", "fr", "de", "es", "it", "pt", "pt-BR", "nl", "sv", "da", "nb", "fi", "pl", "cs", "sk",
    "hu", "ro", "hr", "uk", "ru", "el", "tr", "he", "ar", "hi", "th", "vi", "id", "ja", "ko",
  ]

  static func run(_ context: BenchContext) throws {
    let count = context.quick ? 1_000 : 10_000
    let folder = context.workDirectory + "/messages-\(count)"
    let files = try generate(folder: folder, messages: count)
    let bytes = try files.map { try FileIO.read($0) }
    let total = bytes.reduce(0) { $0 + $1.count }
    var converted = 0
    var renderings = 0
    var written = 0
    let ours = try Measure.time(iterations: max(1, context.iterations / 2)) {
      let inputs = zip(files, bytes).map { MessageCatalog.Input(bytes: $1, path: $0) }
      let catalogs = try MessageCatalog.readAll(inputs).map { try $0.get() }
      let conversion = MessageConverter().convert(catalogs, tables: try tables())
      converted = conversion.messages.count
      renderings = conversion.verified
      written = try conversion.tables.changedFiles().reduce(0) { $0 + $1.bytes.count }
      guard conversion.mismatches == 0 else { throw BenchError.mismatch }
    }
    let peer = try Measure.time(iterations: max(1, context.iterations / 2)) {
      for data in bytes {
        _ = try JSONSerialization.jsonObject(with: Data(data))
      }
    }
    print(
      "  \(count) messages × \(languages.count) languages: \(files.count) files, "
        + "\(total / 1_000) KB in, \(converted) converted, \(renderings) renderings checked, "
        + "\(written / 1_000) KB of tables out")
    print(
      "  locpack read + convert + check + write   best \(Measure.format(ours.min)) s   median "
        + "\(Measure.format(ours.median)) s")
    print(
      "  Foundation JSON parse only               best \(Measure.format(peer.min)) s   median "
        + "\(Measure.format(peer.median)) s")
    Measure.reportRate("locpack messages", items: count * languages.count, unit: "texts", ours)
    Measure.reportRatio("messages vs Foundation JSON parse", ours: ours, peer: peer)
  }

  enum BenchError: Error { case mismatch }

  /// The app: every language a localization with a one-key table.
  static func tables() throws -> OptimizeTables {
    var tables: [OptimizeTables.Table] = []
    for language in languages {
      let path = "\(language).lproj/Localizable.strings"
      let bytes = Array("\"OK\" = \"OK\";\n".utf8)
      tables.append(
        OptimizeTables.Table(
          localization: language, path: path, original: bytes,
          editor: StringsEditor(try StringsFile.parse(bytes, path: path))))
    }
    return OptimizeTables(tables: tables)
  }

  /// Writes the catalogs once (seeded); returns their paths.
  static func generate(folder: String, messages: Int) throws -> [String] {
    var paths: [String] = []
    let words = ["photo", "post", "comment", "team", "invite", "Foto", "фото", "写真", "新しい"]
    let names = ["name", "title", "team", "place"]
    for (languageIndex, language) in languages.enumerated() {
      let path = "\(folder)/locales/\(language)/push.json"
      paths.append(path)
      if FileManager.default.fileExists(atPath: path) { continue }
      try FileManager.default.createDirectory(
        atPath: "\(folder)/locales/\(language)", withIntermediateDirectories: true)
      var state: UInt64 = 0x9E37_79B9 &+ UInt64(languageIndex)
      func next(_ bound: Int) -> Int {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Int((state >> 33) % UInt64(bound))
      }
      func text(_ placeholders: [String]) -> String {
        var out = language + " " + words[next(words.count)]
        for name in placeholders { out += " {{\(name)}} " + words[next(words.count)] }
        return out
      }
      var json = "{\n  \"push\": {\n"
      var members: [String] = []
      for index in 0..<messages {
        let placeholders = Array(names.prefix(1 + index % 3))
        if index % 5 == 0 {
          for category in PluralRules(locale: language).categories.sorted() {
            members.append(
              "    \"m\(index)_\(category.rawValue)\": \"\(text(placeholders + ["count"]))\"")
          }
        } else {
          members.append("    \"m\(index)\": \"\(text(placeholders))\"")
        }
      }
      json += members.joined(separator: ",\n") + "\n  }\n}\n"
      try Data(json.utf8).write(to: URL(fileURLWithPath: path))
    }
    return paths
  }
}
