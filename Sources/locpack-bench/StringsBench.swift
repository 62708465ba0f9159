import Foundation
import LocPack

extension Benchmark {
  static let strings = Benchmark(
    name: "strings",
    abstract: "Parse a ~10 MB .strings table (UTF-8 and UTF-16LE) vs PropertyListSerialization",
    run: { context in try StringsBench.run(context) })
}

/// Inputs and measurements of the `strings` benchmark.
enum StringsBench {
  static func run(_ context: BenchContext) throws {
    let megabytes = context.quick ? 1 : 10
    let folder = context.workDirectory + "/strings"
    let (utf8Path, utf16Path) = try inputs(megabytes: megabytes, folder: folder)
    if let only = ProcessInfo.processInfo.environment["LOCPACK_STRINGS_PROFILE"] {
      // A profiling aid: parse one input `iterations` times, nothing else.
      let bytes = try FileIO.read(only == "utf16" ? utf16Path : utf8Path)
      for _ in 0..<context.iterations { _ = try StringsFile.parse(bytes, path: "p").table.count }
      return
    }
    for (label, path) in [("UTF-8", utf8Path), ("UTF-16LE", utf16Path)] {
      let bytes = try FileIO.read(path)
      let data = Data(bytes)
      let baseline = peakResidentMB()
      var keys = 0
      // CPU time of each run too (on a busy machine, wall time mostly measures the wait), in two
      // parts. Each run first frees the result of the run before it, then parses: every timed
      // run, on both sides, frees one table and makes one.
      var oursCPU = SplitCPU()
      var held: [StringsFile] = []
      let ours = try Measure.time(iterations: context.iterations) {
        let start = threadCPUSeconds()
        held.removeAll()
        let freed = threadCPUSeconds()
        let file = try StringsFile.parse(bytes, path: path)
        keys = file.table.count
        held.append(file)
        oursCPU.append(free: freed - start, parse: threadCPUSeconds() - freed)
      }
      held.removeAll()
      if label == "UTF-8" {
        // Measured before Foundation runs, so the peak is locpack's (input included).
        print(
          "  peak RSS: \(baseline) MB before parsing (input read), \(peakResidentMB()) MB after"
            + " parsing the \(bytes.count / 1_000_000) MB file")
      }
      var peerKeys = 0
      var peerCPU = SplitCPU()
      var heldPeer: [Any] = []
      // The same bytes and the same number of runs. On Linux, `propertyList` itself bridges the
      // CFDictionary to `[AnyHashable: Any]`; the cast below only reads that back.
      let peer = try Measure.time(iterations: context.iterations) {
        let start = threadCPUSeconds()
        heldPeer.removeAll()
        let freed = threadCPUSeconds()
        let value = try PropertyListSerialization.propertyList(from: data, format: nil)
        peerKeys = (value as? [AnyHashable: Any])?.count ?? -1
        heldPeer.append(value)
        peerCPU.append(free: freed - start, parse: threadCPUSeconds() - freed)
      }
      heldPeer.removeAll()
      print("  \(label): \(bytes.count) bytes, \(keys) keys (Foundation: \(peerKeys))")
      Measure.reportThroughput("locpack StringsFile.parse \(label)", bytes: bytes.count, ours)
      Measure.reportThroughput("PropertyListSerialization \(label)", bytes: bytes.count, peer)
      Measure.reportRatio("strings \(label)", ours: ours, peer: peer)
      Measure.reportThroughput("locpack \(label) (CPU time)", bytes: bytes.count, oursCPU.total)
      Measure.reportThroughput(
        "Foundation \(label) (CPU time)", bytes: bytes.count, peerCPU.total)
      Measure.reportRatio("strings \(label) (CPU time)", ours: oursCPU.total, peer: peerCPU.total)
      Measure.reportRatio(
        "strings \(label) parse alone (CPU time)", ours: oursCPU.parseOnly, peer: peerCPU.parseOnly)
      print("  locpack \(label) CPU per run, median: \(oursCPU.summary)")
      print("  Foundation \(label) CPU per run, median: \(peerCPU.summary)")
    }
    let steps = pathological(megabytes: megabytes)
    print("  pathological \(megabytes) MB inputs (diagnostics, time): \(steps)")
  }

  /// The CPU time of each run, split into freeing the previous result and parsing.
  struct SplitCPU {
    var free: [Double] = []
    var parse: [Double] = []

    mutating func append(free: Double, parse: Double) {
      self.free.append(free)
      self.parse.append(parse)
    }

    /// Free and parse together, without the first run (the warm-up).
    var total: Timing { Timing(seconds: zip(free, parse).dropFirst().map { $0 + $1 }) }

    /// Parsing alone, without the first run: making the table, not freeing the last one.
    var parseOnly: Timing { Timing(seconds: Array(parse.dropFirst())) }

    /// `parse 28.1 ms, free the previous result 35.2 ms`.
    var summary: String {
      func median(_ values: [Double]) -> String {
        Measure.format(Timing(seconds: Array(values.dropFirst())).median * 1000) + " ms"
      }
      return "parse \(median(parse)), free the previous result \(median(free))"
    }
  }

  /// The CPU time the calling thread has used, in seconds.
  static func threadCPUSeconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }

  /// The process's peak resident set size so far, in MB.
  static func peakResidentMB() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return usage.ru_maxrss / 1024
  }

  /// The generated table (UTF-8) and its UTF-16LE form.
  static func inputs(megabytes: Int, folder: String) throws -> (String, String) {
    let base = folder + "/big-\(megabytes)mb"
    let utf8 = base + ".strings"
    let utf16 = base + ".utf16.strings"
    let manager = FileManager.default
    if manager.fileExists(atPath: utf8), manager.fileExists(atPath: utf16) { return (utf8, utf16) }
    try manager.createDirectory(atPath: folder, withIntermediateDirectories: true)
    if let generator = findGenerator() {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
      process.arguments = [
        "python3", generator, "big", "--out", folder, "--big-mb", "\(megabytes)", "--utf16",
      ]
      try process.run()
      process.waitUntilExit()
      if process.terminationStatus == 0, manager.fileExists(atPath: utf8) { return (utf8, utf16) }
    }
    let text = builtInTable(bytes: megabytes * 1_000_000)
    try Data(text.utf8).write(to: URL(fileURLWithPath: utf8))
    try Data(TextEncoding.utf16LE(bom: true).encode(Array(text.utf8)))
      .write(to: URL(fileURLWithPath: utf16))
    return (utf8, utf16)
  }

  /// `shared/corpus/gen_strings.py`, found by walking up from the current directory.
  static func findGenerator() -> String? {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for _ in 0..<6 {
      let candidate = url.appendingPathComponent("shared/corpus/gen_strings.py").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      url.deleteLastPathComponent()
    }
    return nil
  }

  /// A seeded stand-in for the generator: comments, escapes, CJK and emoji.
  static func builtInTable(bytes: Int) -> String {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let words = ["settings", "photo", "設定", "写真", "Größe", "сообщение", "😀", "%@", "%1$@", "\\n"]
    var out = "/* Localizable.strings */\n\n"
    var index = 0
    while out.utf8.count < bytes {
      if next(3) < 2 { out += "/* Comment for entry \(index) */\n" }
      var value: [String] = []
      for _ in 0..<(3 + next(10)) { value.append(words[next(words.count)]) }
      out += "\"screen.element_\(index)\" = \"\(value.joined(separator: " "))\";\n\n"
      index += 1
    }
    return out
  }

  /// Diagnostics and time for a few worst-case shapes (linear; see StringsLinearityTests).
  static func pathological(megabytes: Int) -> String {
    let size = megabytes * 1_000_000
    let shapes: [(String, String, String)] = [
      ("a = \"", "\\UD83D\\UDE00", "\";"), ("a = b;\n;", "c = d;;\n", ""),
      ("a = (", "\"", ");"), ("a = b;\n", "/", ""),
    ]
    return shapes.map { head, unit, tail in
      var text = head
      text += String(repeating: unit, count: size / unit.utf8.count)
      text += tail
      let bytes = Array(text.utf8)
      let start = ContinuousClock.now
      let diagnostics = (try? StringsFile.parse(bytes, path: "p").diagnostics.count) ?? -1
      let elapsed = ContinuousClock.now - start
      return "\(unit.debugDescription): \(diagnostics) diagnostics in \(elapsed)"
    }.joined(separator: "; ")
  }
}
