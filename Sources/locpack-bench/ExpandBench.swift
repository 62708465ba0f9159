import Foundation
import LocPack

extension Benchmark {
  static let expand = Benchmark(
    name: "expand",
    abstract: "Expand 1M loc-key payloads against Localizable/ vs Foundation's String(format:)",
    run: { context in try ExpandBench.run(context) })
}

/// Inputs and measurements of the `expand` benchmark.
///
/// The payloads are generated in memory (seeded) from the sample bundle's push keys: every
/// key whose value only formats objects, in every localization, with as many string arguments
/// as the value reads. Foundation gets the same formats and the same arguments, already
/// boxed as `NSString`, so it is charged only for the substitution.
enum ExpandBench {
  struct Job {
    var localization: String
    var key: String
    var arguments: [String]
    var format: String
    var boxed: [CVarArg]
  }

  static func run(_ context: BenchContext) throws {
    let count = context.quick ? 100_000 : 1_000_000
    let bundle = try AppBundle.load(at: bundlePath())
    let expander = Expander(bundle: bundle)
    let jobs = makeJobs(bundle, count: count)
    let alerts = jobs.map { job in
      var alert = APNsAlertDictionary()
      alert.locKey = job.key
      alert.locArgs = job.arguments
      return (
        APNsAlert.dictionary(alert), LanguageChoice(localization: job.localization, reason: .exact)
      )
    }
    try check(jobs, expander)

    var buffer: [UInt8] = []
    buffer.reserveCapacity(1024)
    var bytes = 0
    let ours = Measure.time(iterations: context.iterations) {
      bytes = 0
      for job in jobs {
        buffer.removeAll(keepingCapacity: true)
        _ = expander.expandKey(
          job.key, arguments: job.arguments, localization: job.localization, into: &buffer)
        bytes &+= String(decoding: buffer, as: UTF8.self).utf8.count
      }
    }
    let full = Measure.time(iterations: max(1, context.iterations / 2)) {
      bytes = 0
      for (alert, choice) in alerts {
        bytes &+= expander.expand(alert: alert, choice: choice).body?.utf8.count ?? 0
      }
    }
    var peerBytes = 0
    let peer = Measure.time(iterations: max(1, context.iterations / 2)) {
      peerBytes = 0
      for job in jobs {
        peerBytes &+= String(format: job.format, arguments: job.boxed).utf8.count
      }
    }
    print("  \(jobs.count) payloads, \(bytes) bytes of text (Foundation: \(peerBytes))")
    Measure.reportRate("locpack Expander.expandKey", items: jobs.count, unit: "ops", ours)
    Measure.reportRate("locpack Expander.expand(alert:)", items: jobs.count, unit: "ops", full)
    Measure.reportRate("Foundation String(format:)", items: jobs.count, unit: "ops", peer)
    Measure.reportRatio("expandKey vs String(format:)", ours: ours, peer: peer)
    Measure.reportRatio("expand(alert:) vs String(format:)", ours: full, peer: peer)
  }

  /// `Localizable/`, found by walking up from the current directory.
  static func bundlePath() throws -> String {
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    for _ in 0..<6 {
      let candidate = url.appendingPathComponent("Localizable/en.lproj").path
      if FileManager.default.fileExists(atPath: candidate) {
        return url.appendingPathComponent("Localizable").path
      }
      url.deleteLastPathComponent()
    }
    throw CocoaError(.fileNoSuchFile)
  }

  /// `count` jobs over every push key of every localization, with seeded arguments drawn from
  /// names and messages in several scripts.
  static func makeJobs(_ bundle: AppBundle, count: Int) -> [Job] {
    var templates: [(String, String, String, Int)] = []
    for localization in bundle.localizations {
      guard let table = bundle.table(named: "Localizable", localization: localization) else {
        continue
      }
      for key in table.keys {
        guard case .text(let format)? = table[key]?.value else { continue }
        let parsed = FormatString.parse(format)
        guard parsed.usesOnlyObjectArguments, parsed.compiled.isClean else { continue }
        templates.append((localization, key, format, parsed.argumentCount))
      }
    }
    let words = [
      "Mia Wong", "Lukas Becker", "佐藤 花子", "Мария Иванова", "أمل حداد", "0:42", "Weekend Hikers",
      "PB-20931", "Are we still on for Saturday?", "周末一起去爬山吧！", "🔥🔥", "Dec 3",
    ]
    var state: UInt64 = 2026
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    var jobs: [Job] = []
    jobs.reserveCapacity(count)
    for _ in 0..<count {
      let (localization, key, format, arity) = templates[next(templates.count)]
      let arguments = (0..<arity).map { _ in words[next(words.count)] }
      jobs.append(
        Job(
          localization: localization, key: key, arguments: arguments, format: format,
          boxed: arguments.map { NSString(string: $0) }))
    }
    return jobs
  }

  /// Both sides must produce the same text before their speed means anything.
  static func check(_ jobs: [Job], _ expander: Expander) throws {
    var buffer: [UInt8] = []
    for job in jobs.prefix(10_000) {
      buffer.removeAll(keepingCapacity: true)
      _ = expander.expandKey(
        job.key, arguments: job.arguments, localization: job.localization, into: &buffer)
      let ours = String(decoding: buffer, as: UTF8.self)
      let foundation = String(format: job.format, arguments: job.boxed)
      guard ours == foundation else {
        print("  mismatch for \(job.localization) \(job.key): '\(ours)' vs '\(foundation)'")
        throw CocoaError(.formatting)
      }
    }
  }
}
