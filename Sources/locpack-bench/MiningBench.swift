import Foundation
import LocPack

extension Benchmark {
  /// Template mining: grouping accuracy against the generator's truth, and speed.
  static let mining = Benchmark(
    name: "mining", abstract: "mine alert templates: grouping accuracy vs truth, lines/s",
    run: { context in
      let lines = context.quick ? 20_000 : 200_000
      for lang in Corpus.languages(["en", "zh", "ja", "de", "es", "ru", "ar", "mixed"]) {
        guard
          let truthLines = Corpus.alertTruth(lang: lang, lines: lines, seed: 11, context: context)
        else {
          print("  skipped: ../shared/corpus/gen_alerts.py not found")
          return
        }
        var truth = truthLines
        if let grep = ProcessInfo.processInfo.environment["LOCPACK_BENCH_GREP"] {
          truth = truth.filter { $0.text.contains(grep) }
        }
        // LOCPACK_BENCH_PREFIX=2000 mines only the first lines, as the small-corpus figures do.
        if let prefix = ProcessInfo.processInfo.environment["LOCPACK_BENCH_PREFIX"].flatMap(
          Int.init)
        {
          truth = Array(truth.prefix(prefix))
        }
        let texts = truth.map(\.text)
        let lineBytes = texts.map { Array($0.utf8) }
        var counts: [[UInt8]: Int] = [:]
        for bytes in lineBytes { counts[bytes, default: 0] += 1 }
        let distinct = counts.map { (text: $0.key, count: $0.value) }
        var mined: TemplateMiner.Mined?
        let mineTiming = Measure.time(iterations: 1) {
          mined = TemplateMiner().mineWithLiterals(distinct)
        }
        guard let mined else { return }
        let templates = mined.templates
        if ProcessInfo.processInfo.environment["LOCPACK_BENCH_TEMPLATES"] == lang {
          for template in templates { print("    T \(template.count) [\(template.format)]") }
        }
        // The optimizer's preference, unless asked for the other one.
        let preference: TemplateMatcher.Preference =
          ProcessInfo.processInfo.environment["LOCPACK_BENCH_PREFERENCE"] == "lines"
          ? .mostLines : .mostSpecific
        let matcher = TemplateMatcher(
          templates: templates, preference: preference, literals: mined.literals,
          seen: mined.mined)
        var predicted: [Int] = []
        var slots: [Range<Int>] = []
        let matchTiming = Measure.time(iterations: 1) {
          predicted.removeAll(keepingCapacity: true)
          for bytes in lineBytes {
            let found = bytes.withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
            predicted.append(found ?? -1)
          }
        }
        if let dump = ProcessInfo.processInfo.environment["LOCPACK_BENCH_DUMP"], dump == lang {
          Corpus.dump(formats: templates.map(\.format), predicted: predicted, truth: truth)
        }
        let accuracy = Corpus.groupingAccuracy(
          predicted: predicted, truth: truth.map(\.label), texts: texts)
        let byFormat = Corpus.groupingAccuracy(
          predicted: predicted, truth: truth.map(\.formatLabel), texts: texts)
        // Small corpora: the first lines alone, where a template has a few lines each.
        var small = ""
        for size in smallCorpusSizes where size < truth.count {
          let prefix = mineAndMatchAccuracy(Array(truth.prefix(size)))
          small += "  at \(size / 1000)k " + String(format: "%.4f", prefix)
        }
        print(
          "  \(lang.padding(toLength: 6, withPad: " ", startingAt: 0)) templates \(templates.count)"
            + "  accuracy \(String(format: "%.4f (by format %.4f)", accuracy, byFormat))" + small
            + "  distinct \(distinct.count)"
            + "  mine \(String(format: "%.3f", mineTiming.min)) s"
            + "  match \(Measure.format(Double(texts.count) / matchTiming.min)) lines/s"
            + "  mine+match \(Measure.format(Double(texts.count) / (mineTiming.min + matchTiming.min)))"
            + " lines/s")
      }
    })
}

/// The corpus sizes, in lines, whose accuracy the mining bench also prints: real apps' logs
/// are often this small, and each template then has only a few lines.
let smallCorpusSizes = [2_000, 5_000]

/// The grouping accuracy of mining `truth`'s texts and matching them to the templates.
func mineAndMatchAccuracy(_ truth: [Corpus.TruthLine]) -> Double {
  var counts: [[UInt8]: Int] = [:]
  for line in truth { counts[Array(line.text.utf8), default: 0] += 1 }
  let mined = TemplateMiner().mineWithLiterals(counts.map { (text: $0.key, count: $0.value) })
  let matcher = TemplateMatcher(
    templates: mined.templates, preference: .mostSpecific, literals: mined.literals,
    seen: mined.mined)
  var slots: [Range<Int>] = []
  let predicted = truth.map { line in
    Array(line.text.utf8).withUnsafeBufferPointer { matcher.match($0, slots: &slots) } ?? -1
  }
  return Corpus.groupingAccuracy(
    predicted: predicted, truth: truth.map(\.label), texts: truth.map(\.text))
}

/// Corpora from the generators in `../shared/corpus`, when that folder is present.
enum Corpus {
  struct TruthLine {
    var text: String
    /// The true group: the template in one language (`template_id/lang`), or a one-off's own.
    var label: String
    /// The true group when templates are told apart by what a device stores, their key and
    /// format: `%@ %@ – %@ %@` is one template in every language that writes it so.
    var formatLabel: String
  }

  /// The two labels of a generated line: by template and language, and by key and format.
  static func labels(_ object: [String: Any], oneOff: inout Int) -> (String, String) {
    if let id = object["template_id"] as? String, let lang = object["lang"] as? String {
      let format =
        (object["key"] as? String ?? id) + "\u{0}" + (object["template"] as? String ?? "")
      return (id + "/" + lang, format)
    }
    oneOff += 1
    return ("one-off-\(oneOff)", "one-off-\(oneOff)")
  }

  /// The folder holding `gen_alerts.py`: `LOCPACK_BENCH_GENERATORS` when set, else
  /// `shared/corpus` found by walking up from the current directory.
  static func generatorDirectory() -> String? {
    if let folder = ProcessInfo.processInfo.environment["LOCPACK_BENCH_GENERATORS"] {
      return FileManager.default.fileExists(atPath: folder + "/gen_alerts.py") ? folder : nil
    }
    var directory = FileManager.default.currentDirectoryPath
    for _ in 0..<6 {
      let candidate = directory + "/shared/corpus"
      if FileManager.default.fileExists(atPath: candidate + "/gen_alerts.py") { return candidate }
      let sibling = directory + "/../shared/corpus"
      if FileManager.default.fileExists(atPath: sibling + "/gen_alerts.py") { return sibling }
      directory = parentDirectory(of: directory)
    }
    return nil
  }

  /// The corpus languages: `LOCPACK_BENCH_LANGS` (comma-separated) when set, else `defaults`.
  static func languages(_ defaults: [String]) -> [String] {
    guard let list = ProcessInfo.processInfo.environment["LOCPACK_BENCH_LANGS"] else {
      return defaults
    }
    return list.split(separator: ",").map(String.init)
  }

  /// The path without its last component (`/a/b/` gives `/a`, `/a` gives `/`, `a` gives ``).
  static func parentDirectory(of path: String) -> String {
    var bytes = Array(path.utf8)
    let slash = UInt8(ascii: "/")
    while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
    while let last = bytes.last, last != slash { bytes.removeLast() }
    while bytes.count > 1, bytes.last == slash { bytes.removeLast() }
    return String(decoding: bytes, as: UTF8.self)
  }

  static func alertTruth(lang: String, lines: Int, seed: Int, context: BenchContext)
    -> [TruthLine]?
  {
    guard let generators = generatorDirectory() else { return nil }
    let path = "\(context.workDirectory)/alerts-\(lang)-\(lines)-\(seed).truth.jsonl"
    if !FileManager.default.fileExists(atPath: path) {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", generators + "/gen_alerts.py", "--lang", lang, "--n", String(lines),
        "--seed", String(seed), "--format", "truth", "-o", path,
      ]
      try? process.run()
      process.waitUntilExit()
    }
    guard let data = FileManager.default.contents(atPath: path) else { return nil }
    var result: [TruthLine] = []
    var oneOff = 0
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard
        let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let text = object["text"] as? String
      else { continue }
      let (label, formatLabel) = labels(object, oneOff: &oneOff)
      result.append(TruthLine(text: text, label: label, formatLabel: formatLabel))
    }
    return result
  }

  /// Prints the misses, by key and format, most lines lost first: each true template whose
  /// lines are not exactly one group (split, left literal, or sharing a group with another),
  /// then each predicted template that took several true ones.
  ///
  /// With `LOCPACK_BENCH_DUMP_BY_LANGUAGE` set, the misses are by template and language.
  static func dump(formats: [String], predicted: [Int], truth: [TruthLine]) {
    var byLabel: [String: [Int: Int]] = [:]
    var labelsOf: [Int: [String: Int]] = [:]
    var names: [String: String] = [:]
    var examples: [String: String] = [:]
    let truth =
      ProcessInfo.processInfo.environment["LOCPACK_BENCH_DUMP_BY_LANGUAGE"] == nil
      ? truth : truth.map { TruthLine(text: $0.text, label: $0.label, formatLabel: $0.label) }
    for (index, line) in truth.enumerated() {
      byLabel[line.formatLabel, default: [:]][predicted[index], default: 0] += 1
      if predicted[index] >= 0 {
        labelsOf[predicted[index], default: [:]][line.formatLabel, default: 0] += 1
      }
      names[line.formatLabel] = names[line.formatLabel] ?? line.label
      examples[line.formatLabel] = line.text
    }
    var misses: [(lost: Int, line: String)] = []
    for (label, groups) in byLabel {
      let total = groups.values.reduce(0, +)
      // A line is right when its group is exactly its template's lines.
      let right = groups.reduce(0) { sum, entry in
        entry.key >= 0 && entry.value == total && labelsOf[entry.key]?.count == 1
          ? sum + entry.value : sum
      }
      guard right < total else { continue }
      let top = groups.sorted { $0.value > $1.value }.prefix(4).map { g -> String in
        g.key >= 0 ? "\(g.value)×[\(formats[g.key])]" : "\(g.value)×literal"
      }
      misses.append(
        (total - right, "\(names[label]!) (\(examples[label]!)): \(top.joined(separator: "  "))"))
    }
    for miss in misses.sorted(by: { ($0.lost, $1.line) > ($1.lost, $0.line) }) {
      print("    -\(miss.lost) \(miss.line)")
    }
    // LOCPACK_BENCH_SHOW=<template_id/lang> prints each line of that template with its group.
    if let show = ProcessInfo.processInfo.environment["LOCPACK_BENCH_SHOW"] {
      for (index, line) in truth.enumerated() where line.label == show {
        let group = predicted[index]
        print("      \(group >= 0 ? "[" + formats[group] + "]" : "literal")  \(line.text)")
      }
    }
    for (template, labels) in labelsOf.sorted(by: { $0.key < $1.key }) where labels.count > 1 {
      let parts = labels.sorted { $0.value > $1.value }.map { "\($0.value)×\(names[$0.key]!)" }
      print("    MERGED [\(formats[template])]: \(parts.joined(separator: ", "))")
    }
  }

  /// The share of lines whose predicted group holds exactly the lines of their true group.
  ///
  /// `predicted` is a template index, or -1 for a line left literal (its own group).
  static func groupingAccuracy(predicted: [Int], truth: [String], texts: [String]) -> Double {
    var predictedSize: [Int: Int] = [:]
    var trueSize: [String: Int] = [:]
    var pairSize: [String: Int] = [:]
    for (index, group) in predicted.enumerated() {
      let key = group >= 0 ? "t\(group)" : "l\(index)"
      predictedSize[group >= 0 ? group : -1 - index, default: 0] += 1
      trueSize[truth[index], default: 0] += 1
      pairSize[key + "\u{0}" + truth[index], default: 0] += 1
    }
    var correct = 0
    for (index, group) in predicted.enumerated() {
      let key = group >= 0 ? "t\(group)" : "l\(index)"
      let size = predictedSize[group >= 0 ? group : -1 - index] ?? 0
      let pair = pairSize[key + "\u{0}" + truth[index]] ?? 0
      if size == pair && pair == trueSize[truth[index]] { correct += 1 }
    }
    return Double(correct) / Double(max(1, predicted.count))
  }
}
