import Foundation
import Testing

@testable import LocPack

/// The streaming pipeline: files in and out, the sample bound, the template and line limits.
@Suite struct OptimizerStreamingTests {
  typealias Support = OptimizeTestSupport

  static func scratch() throws -> String {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("locpack-stream-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    return folder
  }

  static func read(_ path: String) throws -> [UInt8] {
    Array(try Data(contentsOf: URL(fileURLWithPath: path)))
  }

  static func stream(
    _ source: OptimizeSource, table: StringsEditor, options: OptimizeOptions = OptimizeOptions(),
    payloads: OptimizePayloads
  ) throws -> (Optimizer.Result, [Diagnostic], [OptimizeProgress.Phase]) {
    let diagnostics = DiagnosticList()
    var phases: [OptimizeProgress.Phase] = []
    let result = try Optimizer(options: options).optimize(
      source, table: table, payloads: payloads, diagnostics: { diagnostics.items.append($0) },
      progress: { if phases.last != $0.phase { phases.append($0.phase) } })
    return (result, diagnostics.items, phases)
  }

  @Test func fileInFileOutEqualsMemory() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    var input = Support.seededCorpus(lines: 1200, seed: 4)
    input += Array("{\"aps\": nope}\r\n\n[1]".utf8)
    try Data(input).write(to: URL(fileURLWithPath: folder + "/in.jsonl"))
    let table = try Support.editor("\"MESSAGE_PHOTO\" = \"%@ sent you a photo\";\n")
    let memory = Support.run(input, table: table)
    let (streamed, diagnostics, phases) = try Self.stream(
      OptimizeSource(.file(folder + "/in.jsonl"), path: "in.jsonl"), table: table,
      payloads: .file(folder + "/out.jsonl"))
    #expect(try Self.read(folder + "/out.jsonl") == memory.payloads)
    #expect(streamed.payloads.isEmpty)
    #expect(streamed.report == memory.report)
    #expect(streamed.table.bytes() == memory.table.bytes())
    #expect(diagnostics == memory.diagnostics)
    #expect(diagnostics.map(\.id) == ["optimize.invalid-json", "optimize.not-a-payload"])
    #expect(phases == [.sampling, .mining, .rewriting])
    #expect(memory.report.rewritten > 200)
    // No temporary file is left beside the output.
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: folder).sorted() == [
        "in.jsonl", "out.jsonl",
      ])
  }

  /// Pieces that fill the output buffer exactly, cross its end, or are larger than it all
  /// reach the file in order, byte for byte.
  @Test(arguments: [
    [1, PayloadOutput.flushSize - 1, 2, 3],
    [PayloadOutput.flushSize, 0, 7],
    [5, PayloadOutput.flushSize + 5, 9],
    [PayloadOutput.flushSize - 3, 4, PayloadOutput.flushSize * 2 + 1, 1],
  ])
  func payloadOutputKeepsEveryByteAcrossFlushes(sizes: [Int]) throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let output = try PayloadOutput(.file(folder + "/out.jsonl"))
    var expected: [UInt8] = []
    for (index, size) in sizes.enumerated() {
      let piece = (0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ index) }
      try output.append(piece)
      expected += piece
    }
    #expect(try output.finish().isEmpty)
    #expect(try Self.read(folder + "/out.jsonl") == expected)
  }

  @Test func aPipeIsSpooledForTheSecondPass() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let input = Support.seededCorpus(lines: 600, seed: 6)
    let fifo = folder + "/pipe"
    #expect(mkfifo(fifo, 0o600) == 0)
    let writer = Thread {
      let fd = open(fifo, O_WRONLY)
      input.withUnsafeBytes { buffer in
        var written = 0
        while written < buffer.count, let base = buffer.baseAddress {
          let count = write(fd, base + written, buffer.count - written)
          if count <= 0 { break }
          written += count
        }
      }
      close(fd)
    }
    writer.start()
    let table = try Support.editor("\n")
    let (streamed, _, _) = try Self.stream(
      OptimizeSource(.file(fifo), path: "pipe", spoolDirectory: folder), table: table,
      payloads: .memory)
    let memory = Support.run(input, table: table)
    #expect(streamed.payloads == memory.payloads)
    #expect(streamed.report == memory.report)
    // The spool file was unlinked as soon as it was made.
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["pipe"])
  }

  @Test(arguments: [10, 60, 400])
  func aSmallSampleStaysLossless(sampleSize: Int) throws {
    let input = Support.seededCorpus(lines: 1500, seed: 2)
    let table = try Support.editor("\n")
    let result = Support.run(input, table: table, options: OptimizeOptions(sampleSize: sampleSize))
    let check = Support.checkLossless(input: input, result: result)
    #expect(check.failures.isEmpty, "\(check.failures.prefix(5))")
    #expect(result.report.sampledTexts == sampleSize)
    #expect(result.report.unsampledFields > 0)
    #expect(result.report.roundtripMismatches == 0)
    let again = Support.run(input, table: table, options: OptimizeOptions(sampleSize: sampleSize))
    #expect(again.payloads == result.payloads)
    #expect(again.report == result.report)
  }

  /// The miner mines weighted samples of the texts kept: fewer texts find fewer templates,
  /// and the rewrite stays lossless.
  @Test func aSmallMinedSampleStaysLossless() throws {
    let input = Support.seededCorpus(lines: 1500, seed: 2)
    let table = try Support.editor("\n")
    let full = Support.run(input, table: table)
    #expect(full.report.minedTexts == full.report.sampledTexts)
    let small = Support.run(input, table: table, options: OptimizeOptions(mineSampleSize: 40))
    #expect(small.report.sampledTexts == full.report.sampledTexts)
    // Two samples: the weighted one, and one of the texts its templates leave.
    #expect(small.report.minedTexts > 40 && small.report.minedTexts <= 80)
    #expect(small.report.rewritten < full.report.rewritten)
    #expect(small.report.roundtripMismatches == 0)
    let check = Support.checkLossless(input: input, result: small)
    #expect(check.failures.isEmpty, "\(check.failures.prefix(5))")
  }

  @Test func templateLimitAtTheBoundary() throws {
    let input = Support.seededCorpus(lines: 1500, seed: 7)
    let table = try Support.editor("\n")
    func run(_ maxTemplates: Int) -> Optimizer.Result {
      Support.run(
        input, table: table, options: OptimizeOptions(mode: .localize, maxTemplates: maxTemplates))
    }
    let one = run(1)
    let found = one.report.templatesDropped + 1
    #expect(found > 3)
    let atLimit = run(found)
    #expect(atLimit.report.templatesDropped == 0)
    #expect(!atLimit.diagnostics.contains { $0.id == "optimize.too-many-templates" })
    let over = run(found - 1)
    #expect(over.report.templatesDropped == 1)
    let warning = over.diagnostics.first { $0.id == "optimize.too-many-templates" }
    #expect(warning?.severity == .warning)
    #expect(
      warning?.message
        == "found \(found) templates, over the limit of \(found - 1) (--max-templates); "
        + "the 1 least used stay literal")
    #expect(Set(over.report.templates.map(\.key)).count <= found - 1)
    #expect(over.report.templates.count < atLimit.report.templates.count)
    #expect(Support.checkLossless(input: input, result: over).failures.isEmpty)
  }

  struct LineLimitCase: Sendable, CustomTestStringConvertible {
    var terminator: String
    var extra: Int
    var testDescription: String { "\(terminator.debugDescription) +\(extra)" }
  }

  @Test(arguments: [
    LineLimitCase(terminator: "\n", extra: 0), LineLimitCase(terminator: "\n", extra: 1),
    LineLimitCase(terminator: "\r\n", extra: 0), LineLimitCase(terminator: "\r\n", extra: 1),
  ])
  func lineLimitAtTheBoundary(_ c: LineLimitCase) throws {
    let body = String(repeating: "a", count: 40)
    let payload = "{\"aps\":{\"alert\":{\"body\":\"\(body)\"}}}"
    let limit = payload.utf8.count - c.extra
    var text = ""
    for _ in 0..<3 { text += payload + c.terminator }
    let input = Array(text.utf8)
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    try Data(input).write(to: URL(fileURLWithPath: folder + "/in.jsonl"))
    let options = OptimizeOptions(maxLineBytes: limit)
    let (result, diagnostics, _) = try Self.stream(
      OptimizeSource(.file(folder + "/in.jsonl"), path: "in.jsonl"),
      table: try Support.editor("\n"),
      options: options, payloads: .memory)
    #expect(result.payloads == input)
    #expect(result.report.payloads == 3)
    if c.extra == 0 {
      #expect(diagnostics.isEmpty)
      #expect(result.report.invalidLines == 0)
    } else {
      #expect(result.report.invalidLines == 3)
      #expect(diagnostics.map { $0.location?.line } == [1, 2, 3])
      #expect(diagnostics.allSatisfy { $0.id == "optimize.line-too-long" && $0.severity == .error })
      #expect(
        diagnostics.first?.message
          == "the line is \(limit + 1) bytes, over the limit of \(limit) (--max-line-bytes); "
          + "it is passed through unchanged")
    }
  }

  @Test func aFailedWriteLeavesTheTargetAlone() throws {
    let folder = try Self.scratch()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    #expect(throws: FileIOError.self) {
      _ = try Self.stream(
        OptimizeSource(.bytes(Support.seededCorpus(lines: 10, seed: 1)), path: "x"),
        table: try Support.editor("\n"), payloads: .file(folder + "/missing/out.jsonl"))
    }
    #expect(throws: FileIOError.self) {
      _ = try Self.stream(
        OptimizeSource(.file(folder + "/absent.jsonl"), path: "absent.jsonl"),
        table: try Support.editor("\n"), payloads: .discard)
    }
  }
}
