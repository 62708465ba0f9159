import Foundation
import LocPack

extension Benchmark {
  /// Mining alone at scale: what `optimize` spends on templates for a million alert lines.
  ///
  /// The figure covers the three steps that grow with the corpus or the sample: counting the
  /// distinct texts as `optimize` samples them (``DistinctTexts``: the first 100,000 distinct
  /// texts in a flat table of byte hashes), mining the bounded sample, and matching as
  /// `optimize` does (each sampled text once; a line whose text was sampled more than once is
  /// looked up in a table of those texts, any other line is matched). It is stated per CPU
  /// second (the machine may be shared), with the peak memory those steps add to the corpus
  /// already in memory. Debug hooks: `LOCPACK_BENCH_TEMPLATES_OUT=<folder>` writes the
  /// templates of every language at 20k and 200k lines, and of the 1M mixed sample, to files
  /// (to diff two builds), and `LOCPACK_BENCH_PROFILE=<lang>` only mines that language's 20k
  /// corpus (`LOCPACK_BENCH_PROFILE_LINES` lines) `LOCPACK_BENCH_REPEAT` times (for a
  /// profiler).
  static let miningScale = Benchmark(
    name: "mining-scale",
    abstract: "mining alone at 1M lines (distinct + mine sample + match), lines per CPU second",
    run: { context in
      let environment = ProcessInfo.processInfo.environment
      if let folder = environment["LOCPACK_BENCH_TEMPLATES_OUT"] {
        MiningScale.writeTemplates(to: folder, context: context)
        return
      }
      if let lang = environment["LOCPACK_BENCH_PROFILE"] {
        let repeats = Int(environment["LOCPACK_BENCH_REPEAT"] ?? "") ?? 1
        MiningScale.profile(lang: lang, repeats: repeats, context: context)
        return
      }
      let lines = context.quick ? 200_000 : 1_000_000
      guard
        let truth = Corpus.alertTruth(lang: "mixed", lines: lines, seed: 11, context: context)
      else {
        print("  skipped: ../shared/corpus/gen_alerts.py not found")
        return
      }
      let lineBytes = truth.map { Array($0.text.utf8) }
      let corpusBytes = lineBytes.reduce(0) { $0 + $1.count }
      for _ in 0..<(context.quick ? 1 : 2) {
        MiningScale.run(lineBytes, corpusBytes: corpusBytes)
      }
    })
}

/// The steps of the scale benchmark.
enum MiningScale {
  /// Counts distinct texts, mines the sample, matches every line; prints CPU time per step.
  static func run(_ lineBytes: [[UInt8]], corpusBytes: Int) {
    let residentBefore = Memory.resident()
    Memory.resetPeak()
    let start = CPUTime.now()
    // As `optimize` samples: the first distinct texts, in a flat table of byte hashes.
    var counter = DistinctTexts(limit: OptimizeOptions.defaultSampleSize)
    for bytes in lineBytes { counter.add(bytes) }
    let distinct = counter.texts()
    let counted = CPUTime.now()
    let result = TemplateMiner().mineWithLiterals(distinct)
    let templates = result.templates
    let mined = CPUTime.now()
    // As `optimize` rewrites: every sampled text matched once, the texts met more than once
    // in a table of their own, and a line matched only when its text is not in that table.
    let matcher = TemplateMatcher(
      templates: templates, literals: result.literals, seen: result.mined)
    var slots: [Range<Int>] = []
    var sampleTemplates: [Int32] = []
    var sampleSlots: [Range<Int>] = []
    var sampleSlotStarts: [Int] = [0]
    sampleTemplates.reserveCapacity(distinct.count)
    sampleSlotStarts.reserveCapacity(distinct.count + 1)
    var repeated = DistinctTexts()
    var repeatedIds: [Int32] = []
    for (id, entry) in distinct.enumerated() {
      let found = entry.text.withUnsafeBufferPointer { matcher.match($0, slots: &slots) }
      sampleTemplates.append(Int32(truncatingIfNeeded: found ?? -1))
      if found != nil { sampleSlots.append(contentsOf: slots) }
      sampleSlotStarts.append(sampleSlots.count)
      if entry.count > 1 {
        repeated.add(entry.text)
        repeatedIds.append(Int32(truncatingIfNeeded: id))
      }
    }
    var matched = 0
    var argumentCount = 0
    for bytes in lineBytes {
      bytes.withUnsafeBufferPointer { text in
        if let found = repeated.find(text) {
          let id = Int(repeatedIds[found])
          if sampleTemplates[id] >= 0 {
            matched += 1
            argumentCount &+= sampleSlotStarts[id + 1] - sampleSlotStarts[id]
          }
        } else if matcher.match(text, slots: &slots) != nil {
          matched += 1
          argumentCount &+= slots.count
        }
      }
    }
    let end = CPUTime.now()
    let peak = Memory.peak()
    let total = end - start
    let lines = Double(lineBytes.count)
    print(
      "  \(lineBytes.count) lines (\(Measure.format(Double(corpusBytes) / 1e6)) MB)"
        + "  distinct \(distinct.count) (+\(counter.unsampledLines) lines not sampled)"
        + "  templates \(templates.count)"
        + "  matched \(String(format: "%.1f", 100 * Double(matched) / lines))%"
        + " (\(argumentCount) arguments; \(repeated.count) texts met more than once)")
    print(
      "    cpu s: distinct \(String(format: "%.3f", counted - start))"
        + "  mine \(String(format: "%.3f", mined - counted))"
        + "  match \(String(format: "%.3f", end - mined))"
        + "  total \(String(format: "%.3f", total))")
    print(
      "    mining alone: \(Measure.format(lines / total)) lines per cpu s"
        + "  (mine \(Measure.format(lines / (mined - counted))) lines/s of corpus)"
        + "  memory: resident \(residentBefore / 1_000_000) MB before,"
        + " peak \(peak / 1_000_000) MB (+\(max(0, peak - residentBefore) / 1_000_000) MB)")
  }

  /// The corpus of a language, as the mining bench counts it: distinct texts with counts.
  static func distinct(lang: String, lines: Int, context: BenchContext)
    -> [(text: [UInt8], count: Int)]?
  {
    guard let truth = Corpus.alertTruth(lang: lang, lines: lines, seed: 11, context: context)
    else { return nil }
    var counts: [[UInt8]: Int] = [:]
    for line in truth { counts[Array(line.text.utf8), default: 0] += 1 }
    return counts.map { (text: $0.key, count: $0.value) }
  }

  static let languages = Corpus.languages(["en", "zh", "ja", "de", "es", "ru", "ar", "mixed"])

  /// Writes one line a template (its count and format), for two builds to be compared.
  static func write(_ templates: [AlertTemplate], to path: String) {
    var out = ""
    for template in templates { out += "T \(template.count) [\(template.format)]\n" }
    _ = FileManager.default.createFile(atPath: path, contents: Data(out.utf8))
  }

  /// Writes `<lang>-<lines>.txt` with the templates, and prints the mining CPU time.
  static func writeTemplates(to folder: String, context: BenchContext) {
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    for lines in [20_000, 200_000] {
      for lang in languages {
        guard let distinct = distinct(lang: lang, lines: lines, context: context) else { return }
        let start = CPUTime.now()
        let templates = TemplateMiner().mine(distinct)
        let seconds = CPUTime.now() - start
        write(templates, to: "\(folder)/\(lang)-\(lines).txt")
        print(
          "  \(lang.padding(toLength: 6, withPad: " ", startingAt: 0)) \(lines)"
            + "  distinct \(distinct.count)  templates \(templates.count)"
            + "  mine \(String(format: "%.3f", seconds)) cpu s")
      }
    }
    // The sample the scale run mines: the first distinct texts of the 1M mixed corpus.
    guard
      let truth = Corpus.alertTruth(lang: "mixed", lines: 1_000_000, seed: 11, context: context)
    else { return }
    var counter = DistinctTexts(limit: OptimizeOptions.defaultSampleSize)
    for line in truth { counter.add(Array(line.text.utf8)) }
    let start = CPUTime.now()
    let templates = TemplateMiner().mine(counter.texts())
    let seconds = CPUTime.now() - start
    write(templates, to: "\(folder)/mixed-1000000.txt")
    print(
      "  mixed  1000000  templates \(templates.count)"
        + "  mine \(String(format: "%.3f", seconds)) cpu s")
  }

  /// Mines one language's 20k corpus `repeats` times.
  static func profile(lang: String, repeats: Int, context: BenchContext) {
    let lines =
      Int(ProcessInfo.processInfo.environment["LOCPACK_BENCH_PROFILE_LINES"] ?? "") ?? 20_000
    guard let distinct = distinct(lang: lang, lines: lines, context: context) else { return }
    for _ in 0..<max(1, repeats) {
      let start = CPUTime.now()
      let templates = TemplateMiner().mine(distinct)
      print(
        "  \(lang) templates \(templates.count)"
          + "  mine \(String(format: "%.3f", CPUTime.now() - start)) cpu s")
    }
  }
}

/// CPU time of the process (user + system), in seconds.
enum CPUTime {
  static func now() -> Double {
    var spec = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &spec)
    return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
  }
}

/// Resident memory of the process, from `/proc/self/status` (bytes; 0 where unavailable).
enum Memory {
  static func resident() -> Int { status("VmRSS:") }
  static func peak() -> Int { status("VmHWM:") }

  /// Resets the peak to the current resident size (Linux `clear_refs`), where allowed.
  static func resetPeak() {
    if let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") {
      handle.write(Data("5".utf8))
      try? handle.close()
    }
  }

  static func status(_ field: String) -> Int {
    guard let data = FileManager.default.contents(atPath: "/proc/self/status") else { return 0 }
    let text = String(decoding: data, as: UTF8.self)
    for line in text.split(separator: "\n") where line.hasPrefix(field) {
      let digits = line.dropFirst(field.count).filter(\.isNumber)
      return (Int(digits) ?? 0) * 1024
    }
    return 0
  }
}
