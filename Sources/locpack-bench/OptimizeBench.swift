import Foundation
import LocPack

extension Benchmark {
  /// The optimize pipeline end to end on generated corpora: grouping accuracy against the
  /// truth, bytes against the true templates, round trips and speed at 50k lines (drain3
  /// beside it when Python has it); then speed per phase and peak memory at 1M lines (en, zh,
  /// mixed) and 10M lines (mixed).
  static let optimize = Benchmark(
    name: "optimize",
    abstract: "optimize end to end: accuracy, bytes vs ideal, payloads/s, peak memory, drain3",
    run: { context in
      // LOCPACK_BENCH_OPTIMIZE=scale runs only the rows at scale (1M en, zh, mixed);
      // LOCPACK_BENCH_OPTIMIZE=accuracy only the rows per language.
      let only = ProcessInfo.processInfo.environment["LOCPACK_BENCH_OPTIMIZE"]
      // LOCPACK_BENCH_OPTIMIZE=soak runs only the soak of the streaming path (OptimizeSoak).
      if only == "soak" {
        OptimizeSoak.run(context)
        return
      }
      if only == "scale" {
        OptimizeBenchRun.scale(context, tenMillion: false)
        return
      }
      let lines = context.quick ? 20_000 : 50_000
      print(
        "  payloads/s: wall clock (best, median) and per CPU second (best); accuracy@5k and "
          + "drain3: the first \(PayloadCorpus.drain3Lines) lines")
      print(
        "  lang    accuracy  by format  acc@5k  drain3  bytes/ideal  round trip  payloads/s wall (best, "
          + "median) / CPU  mining lines/s  rest lines/s (CPU)  drain3 lines/s")
      for lang in Corpus.languages(["en", "zh", "ja", "de", "es", "ru", "ar", "mixed"]) {
        guard
          let folder = PayloadCorpus.generate(
            lang: lang, lines: lines, seed: 21, withTruth: true, context: context)
        else {
          print("  skipped: ../shared/corpus/gen_alerts.py not found")
          return
        }
        OptimizeBenchRun.language(lang, folder: folder, lines: lines, context: context)
      }
      if only != "accuracy" { OptimizeBenchRun.scale(context, tenMillion: !context.quick) }
    })
}

/// The steps of the optimize benchmark.
enum OptimizeBenchRun {
  struct Outcome {
    var result: Optimizer.Result
    var phaseSeconds: [OptimizeProgress.Phase: Double]
    /// CPU seconds of each phase.
    var phaseCPU: [OptimizeProgress.Phase: Double]
    var lines: Int

    var cpu: Double { phaseCPU.values.reduce(0, +) }
  }

  /// What a scale row runs.
  enum Variant {
    /// One empty table.
    case oneTable
    /// The demo app's 8 localizations (`Localizable/`), each table verified.
    case localizations(OptimizeTables)
    /// The templates of the run before, applied in one pass to the bundle it wrote.
    case apply

    var label: String {
      switch self {
      case .oneTable: ""
      case .localizations(let tables): " ×\(tables.localizations.count) loc"
      case .apply: " apply"
      }
    }
  }

  /// One run as the command does it: payloads streamed to a file, the tables, templates.json
  /// and report.json written atomically.
  static func pipeline(
    _ input: String, out: String, options: OptimizeOptions, variant: Variant = .oneTable
  ) -> Outcome? {
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    let clock = ContinuousClock()
    var marks: [(OptimizeProgress.Phase, ContinuousClock.Instant, Double)] = []
    var lines = 0
    let progress: (OptimizeProgress) -> Void = { progress in
      if marks.last?.0 != progress.phase {
        marks.append((progress.phase, clock.now, PayloadCorpus.cpuSeconds()))
      }
      if progress.phase == .mining { lines = progress.lines }
    }
    let source = OptimizeSource(.file(input), path: input)
    let optimizer = Optimizer(options: options)
    let result: Optimizer.Result
    switch variant {
    case .oneTable, .localizations:
      var tables = OptimizeTables.single(
        StringsEditor(
          StringsFile(
            source: SourceFile(path: "", utf8: Array("\n".utf8)), encoding: .utf8(bom: false),
            entries: [], diagnostics: [], table: PlistDictionary())))
      if case .localizations(let bundle) = variant { tables = bundle }
      guard
        let run = try? optimizer.optimize(
          source, tables: tables, payloads: .file(out + "/payloads.jsonl"), diagnostics: { _ in },
          progress: progress)
      else { return nil }
      result = run
    case .apply:
      guard let bytes = try? FileIO.read(out + "/templates.json"),
        let (tables, _) = try? OptimizeTables.load(bundle: out + "/bundle"),
        let templates = try? AppliedTemplates.parse(bytes, path: "templates.json"),
        let run = try? optimizer.apply(
          templates, to: source, tables: tables, payloads: .file(out + "/payloads-applied.jsonl"),
          diagnostics: { _ in }, progress: progress)
      else { return nil }
      return finish(
        run, marks: marks + [(.rewriting, clock.now, PayloadCorpus.cpuSeconds())], lines: 0)
    }
    try? FileIO.writeAtomically(
      JSONWriter.pretty(result.templatesJSON, style: .report), to: out + "/templates.json")
    try? FileIO.writeAtomically(
      JSONWriter.pretty(result.report.json, style: .report), to: out + "/report.json")
    // The tables as written, in a copy of the bundle that the apply row reads.
    if case .localizations(let bundle) = variant, let source = bundle.bundlePath {
      try? FileManager.default.removeItem(atPath: out + "/bundle")
      try? FileManager.default.copyItem(atPath: source, toPath: out + "/bundle")
      for file in (try? result.tables.changedFiles()) ?? [] {
        let relative = file.path.dropFirst(source.count)
        try? FileIO.writeAtomically(file.bytes, to: out + "/bundle" + relative)
      }
    }
    marks.append((.rewriting, clock.now, PayloadCorpus.cpuSeconds()))
    return finish(result, marks: marks, lines: lines)
  }

  /// The outcome of a run from its phase marks.
  static func finish(
    _ result: Optimizer.Result, marks: [(OptimizeProgress.Phase, ContinuousClock.Instant, Double)],
    lines: Int
  ) -> Outcome {
    var seconds: [OptimizeProgress.Phase: Double] = [:]
    var cpu: [OptimizeProgress.Phase: Double] = [:]
    for (index, mark) in marks.enumerated().dropLast() {
      let elapsed = marks[index + 1].1 - mark.1
      seconds[mark.0, default: 0] +=
        Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
      cpu[mark.0, default: 0] += marks[index + 1].2 - mark.2
    }
    return Outcome(result: result, phaseSeconds: seconds, phaseCPU: cpu, lines: lines)
  }

  static func language(_ lang: String, folder: String, lines: Int, context: BenchContext) {
    let input = folder + "/payloads.jsonl"
    let truth = PayloadCorpus.truth(folder)
    var outcome: Outcome?
    var bestCPU = Double.infinity
    var bestRestCPU = Double.infinity
    let timing = Measure.time(iterations: context.quick ? 1 : 2) {
      outcome = pipeline(input, out: folder + "/out-bytes", options: OptimizeOptions())
      if let outcome {
        bestCPU = min(bestCPU, outcome.cpu)
        bestRestCPU = min(bestRestCPU, outcome.cpu - (outcome.phaseCPU[.mining] ?? 0))
      }
    }
    guard let outcome,
      let localized = pipeline(
        input, out: folder + "/out-localize", options: OptimizeOptions(mode: .localize))
    else {
      print("  \(lang): the optimizer could not run")
      return
    }
    let (predicted, keys) = groups(folder + "/out-localize/payloads.jsonl")
    let grouping = accuracy(predicted, truth)
    let byFormat = accuracy(predicted, truth, by: \.formatLabel)
    if ProcessInfo.processInfo.environment["LOCPACK_BENCH_DUMP"] == lang {
      // LOCPACK_BENCH_DUMP=<lang> prints the misses of that language, as the mining bench does.
      let formats = Dictionary(
        localized.result.report.templates.map { ($0.key, $0.format) },
        uniquingKeysWith: { a, _ in a })
      Corpus.dump(
        formats: keys.map { formats[$0] ?? $0 }, predicted: predicted,
        truth: truth.map {
          Corpus.TruthLine(text: $0.text, label: $0.label, formatLabel: $0.formatLabel)
        })
    }
    let prefix = min(PayloadCorpus.drain3Lines, truth.count)
    let accuracyPrefix = accuracy(Array(predicted.prefix(prefix)), Array(truth.prefix(prefix)))
    let payloads = Array(FileManager.default.contents(atPath: input) ?? Data())
    let ideal = PayloadCorpus.idealBytes(payloads: payloads, truth: truth, style: .readable)
    let report = outcome.result.report
    let checked = report.roundtripChecked + localized.result.report.roundtripChecked
    let mismatched = report.roundtripMismatches + localized.result.report.roundtripMismatches
    let roundTrip = checked == 0 ? 1 : Double(checked - mismatched) / Double(checked)
    let mining = Double(outcome.lines) / max(1e-9, outcome.phaseCPU[.mining] ?? 0)
    var drainAccuracy = "-"
    var drainRate = "-"
    if let drain = PayloadCorpus.drain3(folder, context: context),
      drain.clusters.count == prefix
    {
      drainAccuracy = String(format: "%.4f", accuracy(drain.clusters, Array(truth.prefix(prefix))))
      drainRate = Measure.format(drain.rate)
    }
    let rate =
      "\(Measure.format(Double(lines) / timing.min)), "
      + "\(Measure.format(Double(lines) / timing.median)) / "
      + Measure.format(Double(lines) / bestCPU)
    print(
      "  " + lang.padding(toLength: 6, withPad: " ", startingAt: 0)
        + "  " + String(format: "%.4f", grouping)
        + "    " + String(format: "%.4f", byFormat)
        + "    " + String(format: "%.4f", accuracyPrefix)
        + "  " + drainAccuracy.padding(toLength: 6, withPad: " ", startingAt: 0)
        + "  " + String(format: "%.4f", Double(report.bytesAfter) / Double(max(1, ideal)))
        + "       " + String(format: "%.2f%%", roundTrip * 100)
        + "     " + rate.padding(toLength: 33, withPad: " ", startingAt: 0)
        + Measure.format(mining).padding(toLength: 16, withPad: " ", startingAt: 0)
        + Measure.format(Double(lines) / bestRestCPU).padding(
          toLength: 20, withPad: " ", startingAt: 0)
        + drainRate)
  }

  /// The group of each line's body: the loc-key it got in localize mode, or -1 for a body
  /// left literal (its own group).
  static func groups(_ path: String) -> (groups: [Int], keys: [String]) {
    let bytes = Array(FileManager.default.contents(atPath: path) ?? Data())
    var groups: [String: Int] = [:]
    var keys: [String] = []
    var predicted: [Int] = []
    for line in JSONLines(bytes) where !line.isBlank {
      let value = try? JSONParser.parseValue(bytes, in: line.range)
      if case .string(let key)? = value?["aps"]?["alert"]?["loc-key"] {
        if groups[key] == nil {
          groups[key] = groups.count
          keys.append(key)
        }
        predicted.append(groups[key] ?? -1)
      } else {
        predicted.append(-1)
      }
    }
    return (predicted, keys)
  }

  /// The share of lines grouped exactly as the truth groups them, by template and language
  /// unless `label` says otherwise.
  static func accuracy(
    _ predicted: [Int], _ truth: [PayloadCorpus.Truth],
    by label: KeyPath<PayloadCorpus.Truth, String> = \.label
  ) -> Double {
    guard predicted.count == truth.count else { return 0 }
    return Corpus.groupingAccuracy(
      predicted: predicted, truth: truth.map { $0[keyPath: label] }, texts: truth.map(\.text))
  }

  /// End to end at scale: three runs of each 1M corpus, one of 10M.
  ///
  /// 1M lines of en, zh and mixed payloads, and 10M mixed (only mixed 1M with `--quick`).
  /// `LOCPACK_BENCH_SCALE_RUNS=N` sets the runs at 1M. A shared machine slows some runs by up
  /// to twice, so each figure is the run's best (the least CPU time), with the median beside it
  /// for mining alone. Prints payloads per CPU second of the whole run
  /// (all phases; the run is single-threaded, so CPU seconds are close to wall seconds, shown
  /// beside), the CPU seconds of each phase, mining alone (lines per CPU second of sampling and
  /// mining), the rest (lines per CPU second of matching, rewriting, verifying and writing),
  /// and the peak resident memory of the run.
  static func scale(_ context: BenchContext, tenMillion: Bool) {
    var runs: [(String, Int, Variant)] = [
      ("en", 1_000_000, .oneTable), ("zh", 1_000_000, .oneTable), ("mixed", 1_000_000, .oneTable),
    ]
    if context.quick {
      runs = [("mixed", 1_000_000, .oneTable)]
    } else if tenMillion {
      runs.append(("mixed", 10_000_000, .oneTable))
    }
    // The demo app's tables: every new key in 8 localizations, each template verified in each;
    // then the templates applied again in one pass.
    if let (bundle, _) = try? OptimizeTables.load(bundle: "Localizable"),
      bundle.localizations.count > 1
    {
      runs.append(("mixed", 1_000_000, .localizations(bundle)))
      runs.append(("mixed", 1_000_000, .apply))
    }
    let languages = Corpus.languages(["en", "zh", "mixed"])
    runs = runs.filter { languages.contains($0.0) }
    let repeats = max(
      1, Int(ProcessInfo.processInfo.environment["LOCPACK_BENCH_SCALE_RUNS"] ?? "") ?? 3)
    print(
      "  at scale, best of \(repeats) runs at 1M (one at 10M): payloads/s per CPU second of the "
        + "whole run (wall); CPU s per phase; mining alone = lines / CPU s of sampling + mining "
        + "(best, median); rest = lines / CPU s of match + rewrite + verify + write")
    print(
      "  lang          lines  payloads/s CPU (wall)  sampling s  mining s  rest s  mining alone/s     "
        + "rest lines/s  peak RSS  rewritten")
    var processPeak = false
    for (lang, size, variant) in runs {
      let sharded = size > PayloadCorpus.shardLines
      guard
        let folder = sharded
          ? PayloadCorpus.generateSharded(lang: lang, lines: size, seed: 22, context: context)
          : PayloadCorpus.generate(
            lang: lang, lines: size, seed: 22, withTruth: false, context: context)
      else { return }
      var runs: [(outcome: Outcome, peak: Double, reset: Bool)] = []
      for _ in 0..<(sharded ? 1 : repeats) {
        let reset = PayloadCorpus.resetPeakMemory()
        guard
          let outcome = pipeline(
            folder + "/payloads.jsonl", out: folder + "/out", options: OptimizeOptions(),
            variant: variant)
        else { break }
        runs.append((outcome, PayloadCorpus.peakMemoryMiB(), reset))
      }
      guard let best = runs.min(by: { $0.outcome.cpu < $1.outcome.cpu }) else { continue }
      let reset = runs.allSatisfy(\.reset)
      if !reset { processPeak = true }
      let outcome = best.outcome
      // The first run's peak: later runs start from the heap the earlier ones left.
      let peak = runs[0].peak
      let wall = outcome.phaseSeconds.values.reduce(0, +)
      func phase(_ run: Outcome, _ phase: OptimizeProgress.Phase) -> Double {
        run.phaseCPU[phase] ?? 0
      }
      // Mining alone: sampling and mining, from the run where they took least.
      let byMining = runs.map(\.outcome).sorted {
        phase($0, .sampling) + phase($0, .mining) < phase($1, .sampling) + phase($1, .mining)
      }
      let mined = byMining.map { phase($0, .sampling) + phase($0, .mining) }
      let sampling = phase(byMining[0], .sampling)
      let mining = phase(byMining[0], .mining)
      let rest = runs.map { phase($0.outcome, .rewriting) }.min() ?? 0
      var alone = mined[0] > 1e-3 ? Measure.format(Double(size) / mined[0]) : "-"
      if mined.count > 1, mined[0] > 1e-3 {
        alone += ", " + Measure.format(Double(size) / max(1e-9, mined[mined.count / 2]))
      }
      func column(_ text: String, _ width: Int) -> String {
        text.padding(toLength: width, withPad: " ", startingAt: 0)
      }
      let rate =
        Measure.format(Double(size) / outcome.cpu) + " ("
        + Measure.format(Double(size) / wall) + ")"
      print(
        "  " + column(lang + variant.label, 14) + column("\(size / 1_000_000)M", 7)
          + column(rate, 23)
          + column(String(format: "%.2f", sampling), 12)
          + column(String(format: "%.2f", mining), 10)
          + column(String(format: "%.2f", rest), 8)
          + column(alone, 19)
          + column(Measure.format(Double(size) / max(1e-9, rest)), 14)
          + column(String(format: "%.0f MiB", peak) + (reset ? "" : "*"), 10)
          + "\(outcome.result.report.rewritten)")
    }
    if processPeak { print("  (* peak of the whole process: clear_refs not allowed)") }
    print(
      "  (×8 loc: the demo app's 8 localizations, each template verified in each; apply: the "
        + "templates.json of that run applied in one pass, no mining)")
    if runs.contains(where: { $0.1 > PayloadCorpus.shardLines }) {
      print(
        "  (10M: ten 1M shards, seeds 22–31, concatenated; the same templates, other values)")
    }
  }
}
