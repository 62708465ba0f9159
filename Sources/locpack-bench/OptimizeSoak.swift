import Foundation
import LocPack

/// `LOCPACK_BENCH_OPTIMIZE=soak`: `optimize` streaming 10M payload lines (1M with `--quick`)
/// of which 1% are hostile, checking that memory stays flat, that every hostile line passes
/// through byte-identical, and that every one is reported at its line.
///
/// The stream is the generated 1M mixed corpus (seed 22) read over and over; line `i`
/// (0-based) with `i % 100 == 50` is replaced with a hostile line of the kind
/// ``HostileLine/kind(_:)`` gives.
enum OptimizeSoak {
  /// The kinds of hostile lines.
  enum HostileLine: String, CaseIterable {
    case deep = "nesting 10,000"
    case megabyteString = "1 MB string"
    case invalidUTF8 = "invalid UTF-8"
    case nul = "NUL bytes"
    case loneSurrogate = "lone surrogate"
    case truncated = "truncated"
    case fourMegabytes = "4 MB line"

    /// The kind of the `hostile`th hostile line: mostly small ones, one in 50 nested
    /// 10,000 deep, one in 1,000 a 1 MB string, one in 5,000 a 4 MB line.
    static func kind(_ hostile: Int) -> HostileLine {
      if hostile % 5000 == 13 { return .fourMegabytes }
      if hostile % 1000 == 7 { return .megabyteString }
      if hostile % 50 == 3 { return .deep }
      return [.invalidUTF8, .nul, .loneSurrogate, .truncated][hostile % 4]
    }

    /// The line's bytes (without its line break); `index` makes each one distinct.
    func bytes(_ index: Int) -> [UInt8] {
      let head = Array(#"{"aps":{"alert":{"body":"#.utf8)
      let tail = Array(#""}},"id":\#(index)}"#.utf8)
      switch self {
      case .deep:
        return Array(#"{"aps":{"alert":"#.utf8)
          + [UInt8](repeating: UInt8(ascii: "["), count: 10_000)
          + [UInt8](repeating: UInt8(ascii: "]"), count: 10_000) + Array("}}".utf8)
      case .megabyteString:
        return head + [UInt8(ascii: "\"")]
          + [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000) + tail
      case .invalidUTF8:
        return head + [UInt8(ascii: "\"")] + Array("caf".utf8) + [0xC3, 0x20, 0xFF, 0xFE] + tail
      case .nul:
        return head + [UInt8(ascii: "\"")] + Array("a".utf8) + [0, 0] + Array("b".utf8) + tail
      case .loneSurrogate:
        return head + Array(#""Hi \ud800 there \udc00"#.utf8) + tail
      case .truncated:
        return head + Array(#""Your order #\#(index) is on its w"#.utf8)
      case .fourMegabytes:
        return head + [UInt8(ascii: "\"")]
          + [UInt8](repeating: UInt8(ascii: "b"), count: 4 << 20) + tail
      }
    }
  }

  /// Whether 0-based line `index` is hostile, and which hostile line it is.
  static func hostileIndex(_ index: Int) -> Int? {
    index % 100 == 50 ? index / 100 : nil
  }

  static func run(_ context: BenchContext) {
    let total = context.quick ? 1_000_000 : 10_000_000
    guard
      let base = PayloadCorpus.generate(
        lang: "mixed", lines: 1_000_000, seed: 22, withTruth: false, context: context)
    else {
      print("  skipped: ../shared/corpus/gen_alerts.py not found")
      return
    }
    let folder = "\(context.workDirectory)/soak-\(total)"
    let input = folder + "/payloads.jsonl"
    let out = folder + "/out"
    try? FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    guard FileManager.default.fileExists(atPath: input) || write(input, from: base, lines: total)
    else {
      print("  could not write \(input)")
      return
    }
    // The hostile lines' numbers (1-based) that got a diagnostic, and how many each.
    var reported: [Int: Int] = [:]
    var otherDiagnostics = 0
    // Diagnostics by id, over the whole run.
    var ids: [String: Int] = [:]
    var tenPercent: (rss: Double, peak: Double)?
    let resetPeak = PayloadCorpus.resetPeakMemory()
    let start = ContinuousClock.now
    let cpuStart = PayloadCorpus.cpuSeconds()
    let optimizer = Optimizer(options: OptimizeOptions())
    let tables = OptimizeTables.single(
      StringsEditor(
        StringsFile(
          source: SourceFile(path: "", utf8: Array("\n".utf8)), encoding: .utf8(bom: false),
          entries: [], diagnostics: [], table: PlistDictionary())))
    let result = try? optimizer.optimize(
      OptimizeSource(.file(input), path: input), tables: tables,
      payloads: .file(out + "/payloads.jsonl"),
      diagnostics: { diagnostic in
        ids[diagnostic.id, default: 0] += 1
        if let line = diagnostic.location?.line, hostileIndex(line - 1) != nil {
          reported[line, default: 0] += 1
        } else {
          otherDiagnostics += 1
        }
      },
      progress: { progress in
        if tenPercent == nil, progress.phase == .sampling, progress.lines >= total / 10 {
          tenPercent = (residentMiB(), PayloadCorpus.peakMemoryMiB())
        }
      })
    let seconds = Double((ContinuousClock.now - start).components.seconds)
    let cpu = PayloadCorpus.cpuSeconds() - cpuStart
    let peak = PayloadCorpus.peakMemoryMiB()
    let rss = residentMiB()
    guard let result else {
      print("  the optimizer could not run")
      return
    }
    // A valid payload over APNs' size limit (the 1 MB string) is no parse problem: the
    // report lists it among the payloads still over the limit after the run.
    for line in result.report.overLimitAfterLines where hostileIndex(line - 1) != nil {
      reported[line, default: 0] += 0
    }
    let written = result.stagedPayloads?.temporaryPath ?? out + "/payloads.jsonl"
    let check = compare(input, written, reported: reported)
    result.stagedPayloads?.discard()
    print(
      "  \(total / 1_000_000)M lines, \(total / 100) hostile; "
        + String(format: "%.0f s wall, %.0f s CPU; ", seconds, cpu)
        + "rewritten \(result.report.rewritten)")
    if let tenPercent {
      print(
        "  memory: at 10% of the first pass RSS "
          + String(format: "%.0f MiB (peak %.0f)", tenPercent.rss, tenPercent.peak)
          + "; at the end RSS " + String(format: "%.0f MiB, peak %.0f MiB", rss, peak)
          + (resetPeak ? "" : " (peak of the whole process)"))
    }
    print(
      "  kind               lines  identical  reported  diagnostics (reported: a diagnostic at "
        + "the line, or listed in report.json's over_limit_after_lines)")
    for kind in HostileLine.allCases {
      let row = check.kinds[kind] ?? SoakRow()
      print(
        "  " + kind.rawValue.padding(toLength: 17, withPad: " ", startingAt: 0)
          + String(
            format: "%7d  %9d  %8d  %11d", row.lines, row.identical, row.reported,
            row.diagnostics))
    }
    print(
      "  lines in \(check.inputLines), out \(check.outputLines); other diagnostics "
        + "\(otherDiagnostics); by id: "
        + ids.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
    let failures =
      check.kinds.values.reduce(0) { $0 + ($1.lines - $1.identical) }
      + check.kinds.values.reduce(0) { $0 + ($1.lines - $1.reported) }
    print(
      failures == 0 && check.inputLines == check.outputLines
        ? "  soak: every hostile line passed through byte-identical and was reported"
        : "  soak: FAILED (\(failures) hostile lines changed or unreported)")
  }

  /// Counts for one kind of hostile line.
  struct SoakRow {
    var lines = 0
    var identical = 0
    var reported = 0
    var diagnostics = 0
  }

  /// The stream: the base corpus over and over, every hostile line in its place.
  static func write(_ path: String, from base: String, lines total: Int) -> Bool {
    guard let corpus = FileManager.default.contents(atPath: base + "/payloads.jsonl") else {
      return false
    }
    let baseLines = Array(corpus).split(separator: 0x0A, omittingEmptySubsequences: false)
      .dropLast()
    guard !baseLines.isEmpty,
      FileManager.default.createFile(atPath: path + ".tmp", contents: nil),
      let handle = FileHandle(forWritingAtPath: path + ".tmp")
    else { return false }
    var buffer: [UInt8] = []
    buffer.reserveCapacity(1 << 24)
    for index in 0..<total {
      if let hostile = hostileIndex(index) {
        buffer += HostileLine.kind(hostile).bytes(index)
      } else {
        buffer += baseLines[index % baseLines.count]
      }
      buffer.append(0x0A)
      if buffer.count >= 1 << 24 {
        handle.write(Data(buffer))
        buffer.removeAll(keepingCapacity: true)
      }
    }
    handle.write(Data(buffer))
    try? handle.close()
    return (try? FileManager.default.moveItem(atPath: path + ".tmp", toPath: path)) != nil
  }

  /// Reads both files line by line: every hostile line of the input must be the output's
  /// line at the same number, byte for byte.
  static func compare(_ input: String, _ output: String, reported: [Int: Int]) -> (
    kinds: [HostileLine: SoakRow], inputLines: Int, outputLines: Int
  ) {
    var kinds: [HostileLine: SoakRow] = [:]
    guard var left = ChunkedLines(path: input), var right = ChunkedLines(path: output) else {
      return ([:], 0, 0)
    }
    var index = 0
    var outputLines = 0
    while let line = left.next() {
      let other = right.next()
      if other != nil { outputLines += 1 }
      if let hostile = hostileIndex(index) {
        let kind = HostileLine.kind(hostile)
        var row = kinds[kind] ?? SoakRow()
        row.lines += 1
        if other == line { row.identical += 1 }
        if let count = reported[index + 1] {
          row.reported += 1
          row.diagnostics += count
        }
        kinds[kind] = row
      }
      index += 1
    }
    while right.next() != nil { outputLines += 1 }
    return (kinds, index, outputLines)
  }

  /// The current resident set size in MiB (`VmRSS`).
  static func residentMiB() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return 0
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmRSS:") {
      return (Double(String(line.filter(\.isNumber))) ?? 0) / 1024
    }
    return 0
  }
}

/// The lines of a file, read in 16 MiB chunks (a line may be longer than a chunk).
struct ChunkedLines {
  let handle: FileHandle
  var buffer: [UInt8] = []
  var start = 0
  var atEnd = false

  init?(path: String) {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    self.handle = handle
  }

  /// The next line without its line break; nil at the end.
  mutating func next() -> ArraySlice<UInt8>? {
    while true {
      if let end = buffer[start...].firstIndex(of: 0x0A) {
        defer { start = end + 1 }
        return buffer[start..<end]
      }
      if atEnd {
        guard start < buffer.count else { return nil }
        defer { start = buffer.count }
        return buffer[start...]
      }
      buffer.removeSubrange(0..<start)
      start = 0
      let chunk = (try? handle.read(upToCount: 1 << 24)) ?? nil
      if let chunk, !chunk.isEmpty { buffer += chunk } else { atEnd = true }
    }
  }
}
