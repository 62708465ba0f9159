import Foundation
import LocPack

/// Payload corpora from `../shared/corpus/gen_alerts.py` with their ground truth, the ideal
/// byte count the true templates would give, peak memory, and the drain3 peer.
enum PayloadCorpus {
  /// One generated line's truth: the body's and the title's template (or nil for a one-off).
  struct Truth {
    var text: String
    var label: String
    var formatLabel: String
    var template: String?
    var titleTemplate: String?
    var title: String?
  }

  /// Runs the generator once (cached in the work directory); nil when it is not there.
  static func generate(
    lang: String, lines: Int, seed: Int, withTruth: Bool, context: BenchContext
  ) -> String? {
    guard let generators = Corpus.generatorDirectory() else { return nil }
    let folder = "\(context.workDirectory)/payloads-\(lang)-\(lines)-\(seed)"
    let payloads = folder + "/payloads.jsonl"
    if FileManager.default.fileExists(atPath: payloads) { return folder }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    var arguments = [
      "python3", generators + "/gen_alerts.py", "--lang", lang, "--n", String(lines),
      "--seed", String(seed),
    ]
    arguments += withTruth ? ["--out", folder + "/tmp"] : ["-o", payloads + ".tmp"]
    process.arguments = arguments
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    if withTruth {
      for name in ["payloads.jsonl", "truth.jsonl"] {
        try? FileManager.default.moveItem(
          atPath: folder + "/tmp/" + name, toPath: folder + "/" + name)
      }
      try? FileManager.default.removeItem(atPath: folder + "/tmp")
    } else {
      try? FileManager.default.moveItem(atPath: payloads + ".tmp", toPath: payloads)
    }
    return FileManager.default.fileExists(atPath: payloads) ? folder : nil
  }

  /// Lines per shard of a sharded corpus.
  static let shardLines = 1_000_000

  /// A corpus of `lines` payloads (a multiple of ``shardLines``) made of shards of
  /// ``shardLines`` generated with seeds `seed`, `seed + 1`, … (two at a time; each cached
  /// like any corpus, so the first shard is the 1M corpus of `seed`), then concatenated.
  ///
  /// The generator takes about 30 µs of CPU a line in one process (a 10M run is minutes of
  /// CPU but up to an hour of wall time on a loaded machine, with its memory growing with the
  /// lines); shards run on two cores and reuse the cached 1M corpus. Every shard draws from
  /// the same templates with its own values.
  static func generateSharded(lang: String, lines: Int, seed: Int, context: BenchContext)
    -> String?
  {
    let folder = "\(context.workDirectory)/payloads-\(lang)-\(lines)-\(seed)"
    let payloads = folder + "/payloads.jsonl"
    if FileManager.default.fileExists(atPath: payloads) { return folder }
    let count = max(1, lines / shardLines)
    let shards = ShardList(count: count)
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      for shard in stride(from: worker, to: count, by: 2) {
        let made = generate(
          lang: lang, lines: shardLines, seed: seed + shard, withTruth: false, context: context)
        shards.set(shard, made)
      }
    }
    let folders = shards.all()
    guard folders.count == count else { return nil }
    try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    guard FileManager.default.createFile(atPath: payloads + ".tmp", contents: nil),
      let out = FileHandle(forWritingAtPath: payloads + ".tmp")
    else { return nil }
    for shard in folders {
      guard let input = FileHandle(forReadingAtPath: shard + "/payloads.jsonl") else { return nil }
      while let chunk = try? input.read(upToCount: 1 << 24), !chunk.isEmpty {
        out.write(chunk)
      }
      try? input.close()
    }
    try? out.close()
    try? FileManager.default.moveItem(atPath: payloads + ".tmp", toPath: payloads)
    return FileManager.default.fileExists(atPath: payloads) ? folder : nil
  }

  /// The shard folders made so far, filled from two threads.
  private final class ShardList: @unchecked Sendable {
    private var folders: [String?]
    private let lock = NSLock()

    init(count: Int) { folders = Array(repeating: nil, count: count) }

    func set(_ index: Int, _ folder: String?) {
      lock.lock()
      folders[index] = folder
      lock.unlock()
    }

    /// Every shard's folder in order, or fewer when one failed.
    func all() -> [String] {
      lock.lock()
      defer { lock.unlock() }
      return folders.compactMap { $0 }
    }
  }

  static func truth(_ folder: String) -> [Truth] {
    guard let data = FileManager.default.contents(atPath: folder + "/truth.jsonl") else {
      return []
    }
    var result: [Truth] = []
    var oneOff = 0
    for line in data.split(separator: UInt8(ascii: "\n")) {
      guard let object = try? JSONSerialization.jsonObject(with: Data(line)) as? [String: Any],
        let text = object["text"] as? String
      else { continue }
      let (label, formatLabel) = Corpus.labels(object, oneOff: &oneOff)
      result.append(
        Truth(
          text: text, label: label, formatLabel: formatLabel,
          template: object["template"] as? String,
          titleTemplate: object["title_template"] as? String, title: object["title"] as? String))
    }
    return result
  }

  // MARK: - The ideal

  /// The constant pieces of a `.strings` format with `%@` / `%n$@` slots.
  static func alertTemplate(_ format: String) -> AlertTemplate {
    var pieces: [[UInt8]] = [[]]
    let bytes = Array(format.utf8)
    var index = 0
    while index < bytes.count {
      if bytes[index] == UInt8(ascii: "%"), index + 1 < bytes.count {
        if bytes[index + 1] == UInt8(ascii: "%") {
          pieces[pieces.count - 1].append(UInt8(ascii: "%"))
          index += 2
          continue
        }
        var end = index + 1
        while end < bytes.count, (0x30...0x39).contains(bytes[end]) { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "$") { end += 1 }
        if end < bytes.count, bytes[end] == UInt8(ascii: "@") {
          pieces.append([])
          index = end + 1
          continue
        }
      }
      pieces[pieces.count - 1].append(bytes[index])
      index += 1
    }
    return AlertTemplate(constants: pieces)
  }

  /// The bytes the corpus would have if every field of a true template were rewritten with
  /// the same rules as `bytes` mode (a template only when it saves over its fields; a field
  /// only when it gets shorter) and the same key style; the arguments are what the true
  /// template extracts.
  static func idealBytes(payloads: [UInt8], truth: [Truth], style: OptimizeOptions.KeyStyle)
    -> Int
  {
    var namer = KeyNamer(style: style)
    var keys: [String: String] = [:]
    var delta: [String: Int] = [:]
    var savings: [(template: String, saving: Int)] = []
    var total = 0
    var slots: [Range<Int>] = []
    // Keys in order of frequency, as the optimizer names them.
    var counts: [String: Int] = [:]
    for line in truth {
      if let template = line.template { counts[template, default: 0] += 1 }
      if let template = line.titleTemplate { counts[template, default: 0] += 1 }
    }
    let ranked = counts.sorted {
      $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key
    }
    for (format, _) in ranked {
      keys[format] = namer.name(for: alertTemplate(format))
    }
    for (index, line) in JSONLines(payloads).enumerated() where !line.isBlank {
      total += line.range.count
      guard index < truth.count,
        let document = try? JSONParser.parse(Array(payloads[line.range]), path: "p"),
        case .fields(let fields) = PayloadRewriter.extract(document)
      else { continue }
      for field in fields {
        let format = field.kind == .title ? truth[index].titleTemplate : truth[index].template
        guard let format, let key = keys[format] else { continue }
        let template = alertTemplate(format)
        var bytes = Array(field.text.utf8)
        let matched = bytes.withUnsafeMutableBufferPointer {
          template.match(UnsafeBufferPointer($0), slots: &slots)
        }
        guard matched else { continue }
        let arguments = slots.map { String(decoding: bytes[$0], as: UTF8.self) }
        let replacement = PayloadRewriter.replacement(
          for: field.kind, key: key, arguments: arguments, isStringAlert: field.isStringAlert)
        let change = replacement.count - field.range.count
        delta[format, default: 0] += change
        if change < 0 { savings.append((format, -change)) }
        bytes = []
      }
    }
    var saved = 0
    for (format, saving) in savings where (delta[format] ?? 0) < 0 { saved += saving }
    return total - saved
  }

  // MARK: - Memory

  /// Resets the peak resident set size (Linux `clear_refs`); false when not allowed.
  static func resetPeakMemory() -> Bool {
    guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
    defer { try? handle.close() }
    return (try? handle.write(contentsOf: Data("5".utf8))) != nil
  }

  /// The peak resident set size in MiB (`VmHWM`).
  static func peakMemoryMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.filter(\.isNumber)
      return (Double(String(digits)) ?? 0) / 1024
    }
    return 0
  }

  // MARK: - drain3

  /// The lines drain3 is given: it is slow on texts without spaces (CJK), so it gets a prefix.
  static let drain3Lines = 5_000

  /// Runs drain3 over the first ``drain3Lines`` truth texts: the cluster each line joins (a
  /// Drain cluster never merges, so that is its final group) and lines/s; nil without drain3.
  static func drain3(_ folder: String, context: BenchContext) -> (clusters: [Int], rate: Double)? {
    let script = """
      import json, sys, time
      try:
          from drain3 import TemplateMiner
          from drain3.template_miner_config import TemplateMinerConfig
      except Exception:
          sys.exit(3)
      limit = int(sys.argv[3])
      texts = []
      for line in open(sys.argv[1], encoding="utf-8"):
          texts.append(json.loads(line)["text"])
          if len(texts) == limit:
              break
      config = TemplateMinerConfig()
      config.profiling_enabled = False
      miner = TemplateMiner(config=config)
      start = time.perf_counter()
      ids = [miner.add_log_message(t)["cluster_id"] for t in texts]
      elapsed = time.perf_counter() - start
      with open(sys.argv[2], "w") as out:
          out.write("%f\\n" % (len(texts) / elapsed))
          out.write("\\n".join(str(i) for i in ids))
      """
    let scriptPath = context.workDirectory + "/drain3_bench.py"
    let outPath = folder + "/drain3.txt"
    try? script.write(toFile: scriptPath, atomically: true, encoding: .utf8)
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [
      "python3", scriptPath, folder + "/truth.jsonl", outPath, String(drain3Lines),
    ]
    process.standardError = FileHandle.nullDevice
    guard (try? process.run()) != nil else { return nil }
    process.waitUntilExit()
    guard process.terminationStatus == 0,
      let text = try? String(contentsOfFile: outPath, encoding: .utf8)
    else { return nil }
    let lines = text.split(separator: "\n")
    guard let rate = lines.first.flatMap({ Double($0) }) else { return nil }
    return (lines.dropFirst().map { Int($0) ?? -1 }, rate)
  }

  /// The calling thread's CPU time in seconds (the benchmark is single-threaded).
  static func cpuSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
