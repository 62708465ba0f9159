import Foundation
import LocPack

extension Benchmark {
  /// Parses a JSONL corpus of APNs payloads line by line: locpack's parser against
  /// `JSONSerialization`, plus locpack's full payload validation.
  static let json = Benchmark(
    name: "json",
    abstract: "JSONL of APNs payloads: JSONParser vs JSONSerialization, per line",
    run: { ctx in
      let lineCount = ctx.quick ? 20_000 : 200_000
      let bytes = try JSONBenchCorpus.load(lines: lineCount, in: ctx.workDirectory)
      let lines = JSONLines(bytes).filter { !$0.isBlank }
      print("  corpus: \(lines.count) lines, \(bytes.count) bytes")

      var checksum = 0
      let parseOurs = {
        for line in lines {
          if let value = try? JSONParser.parseValue(bytes, in: line.range, line: line.number) {
            if case .object(let object) = value { checksum &+= object.count }
          }
        }
      }
      let parsePeer = {
        for line in lines {
          let data = Data(bytes[line.range])
          if let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] {
            checksum &+= object.count
          }
        }
      }
      let validateOurs = {
        for line in lines {
          if let (payload, _) = try? APNsPayload.parse(Array(bytes[line.range]), path: "p") {
            checksum &+= payload.size.minified
          }
        }
      }
      // The three bodies take turns in every round, so a change in machine load hits all
      // of them alike.
      var timings = [Timing](repeating: Timing(seconds: []), count: 3)
      let bodies = [parseOurs, parsePeer, validateOurs]
      for body in bodies { body() }
      let clock = ContinuousClock()
      for _ in 0..<max(1, ctx.iterations) {
        for (index, body) in bodies.enumerated() {
          let elapsed = clock.measure(body)
          timings[index].seconds.append(
            Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18)
        }
      }
      let (ours, peer, validate) = (timings[0], timings[1], timings[2])
      Measure.reportThroughput("locpack JSONParser.parseValue", bytes: bytes.count, ours)
      Measure.reportRate("locpack JSONParser.parseValue", items: lines.count, unit: "lines", ours)
      Measure.reportThroughput("Foundation JSONSerialization", bytes: bytes.count, peer)
      Measure.reportRate("Foundation JSONSerialization", items: lines.count, unit: "lines", peer)
      Measure.reportThroughput("locpack APNsPayload.parse (+checks)", bytes: bytes.count, validate)
      Measure.reportRate(
        "locpack APNsPayload.parse (+checks)", items: lines.count, unit: "lines", validate)
      Measure.reportRatio("JSONParser vs JSONSerialization", ours: ours, peer: peer)
      Measure.reportRatio("APNsPayload.parse vs JSONSerialization", ours: validate, peer: peer)
      if checksum == 42 { print("") }
    })
}

/// The payload corpus, cached in the work directory.
///
/// It comes from `shared/corpus/gen_alerts.py` when that script can be found above the current
/// directory, else from a built-in seeded generator.
enum JSONBenchCorpus {
  static func load(lines: Int, in directory: String) throws -> [UInt8] {
    let cached = "\(directory)/json-payloads-\(lines).jsonl"
    if let bytes = FileManager.default.contents(atPath: cached) { return Array(bytes) }
    var bytes: [UInt8]
    if let script = findGenerator(), let generated = runGenerator(script, lines: lines) {
      print("  generated with \(script)")
      bytes = generated
    } else {
      print("  generated with the built-in generator")
      bytes = builtIn(lines: lines)
    }
    try Data(bytes).write(to: URL(fileURLWithPath: cached))
    return bytes
  }

  static func findGenerator() -> String? {
    if let folder = ProcessInfo.processInfo.environment["LOCPACK_BENCH_GENERATORS"] {
      return folder + "/gen_alerts.py"
    }
    var url = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    while true {
      let candidate = url.appendingPathComponent("shared/corpus/gen_alerts.py").path
      if FileManager.default.fileExists(atPath: candidate) { return candidate }
      if url.path == "/" { return nil }
      url.deleteLastPathComponent()
    }
  }

  static func runGenerator(_ script: String, lines: Int) -> [UInt8]? {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["python3", script, "--n", String(lines), "--lang", "mixed", "--seed", "1"]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0, !data.isEmpty else { return nil }
    return Array(data)
  }

  /// Realistic payload lines: titles and bodies in several scripts, emoji, custom keys, some
  /// escapes.
  static func builtIn(lines: Int) -> [UInt8] {
    var state: UInt64 = 0x5EED
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
    let names = ["Ana", "佐藤健", "Jürgen", "Мария", "محمد", "Chloé", "李雷", "O'Brien"]
    let bodies = [
      "%@ liked your photo", "You received %@ from %@", "%@さんがあなたの写真に「いいね！」しました",
      "Ваш заказ %@ передан курьеру", "Du hast %@ neue Nachrichten", "استلمت %@ من %@",
      "Your order %@ is out for delivery 🚚", "\\\"%@\\\" mentioned you",
      "Tap to see https:\\/\\/x.io",
    ]
    let sounds = ["default", "chime.caf", "ping.aiff"]
    var out: [UInt8] = []
    for index in 0..<lines {
      var body = bodies[next(bodies.count)]
      while let range = body.range(of: "%@") {
        body.replaceSubrange(range, with: names[next(names.count)])
      }
      var line = #"{"aps":{"alert":{"#
      if next(3) == 0 { line += #""title":"\#(names[next(names.count)])","# }
      line += #""body":"\#(body)"},"sound":"\#(sounds[next(sounds.count)])""#
      if next(2) == 0 { line += #","badge":\#(next(20))"# }
      if next(4) == 0 { line += #","thread-id":"t\#(next(100))","mutable-content":1"# }
      line += "}"
      if next(3) == 0 { line += #","txn_id":"\#(index)","deeplink":"app://o/\#(index)""# }
      line += "}\n"
      out.append(contentsOf: line.utf8)
    }
    return out
  }
}
