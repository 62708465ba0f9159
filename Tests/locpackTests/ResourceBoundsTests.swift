import Foundation
import Testing

/// Each row of SECURITY.md's "Resource bounds" table, driven to its bound with small limits:
/// the measured output, memory or time is at least half the stated bound and never over it.
///
/// Every case runs the built `locpack` as a child process (`ResourceBoundsSupport`). Memory
/// is the child's peak resident set less that of the same command on an empty input; time is
/// only compared between two sizes (the least CPU time of three runs each).
@Suite(.serialized) struct ResourceBoundsTests {
  typealias Support = ResourceBoundsSupport

  /// `parse` to JSON writes at most 6·W + O·(2·D + 8) + 2 bytes: W the bytes of keys and
  /// strings (each byte at most `\u00XX`), O the values and keys (`--max-objects`), D the
  /// depth (`--max-depth`), whose indentation every line pays.
  static func jsonBound(stringBytes: Int, objects: Int, depth: Int) -> Int {
    6 * stringBytes + objects * (2 * depth + 8) + 2
  }

  /// A `.strings` table of `count` entries, each a 5-byte key and `length` control bytes.
  static func controlTable(count: Int, length: Int) -> [UInt8] {
    var bytes: [UInt8] = []
    for index in 0..<count {
      bytes += Array("\"k\(String(format: "%04d", index))\" = \"".utf8)
      bytes += [UInt8](repeating: 0x01, count: length)
      bytes += Array("\";\n".utf8)
    }
    return bytes
  }

  /// `parse` (JSON) and `convert --to strings` escape a control byte into 6 bytes.
  @Test(arguments: [["parse"], ["convert", "--to", "strings"]])
  func controlBytesEscapeIntoSix(command: [String]) throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let table = Self.controlTable(count: 2000, length: 100)
    try Support.write(table, to: folder + "/t.strings")
    let objects = 2 * 2000 + 1
    let run = try Support.run(
      command + ["t.strings", "--max-objects", "\(objects)", "--max-depth", "1"], in: folder)
    #expect(run.status == 0, "\(run) \(Support.stderr(in: folder))")
    Support.expectWithin(
      run.outputBytes, bound: Self.jsonBound(stringBytes: table.count, objects: objects, depth: 1),
      command.joined(separator: " "))
  }

  @Test func parseIndentsDeepValues() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let depth = 64
    let count = 4000
    let text =
      String(repeating: "(", count: depth)
      + Array(repeating: "1", count: count).joined(separator: ",")
      + String(repeating: ")", count: depth)
    try FaultSupport.write(text, to: folder + "/deep.plist")
    let objects = count + depth
    let run = try Support.run(
      ["parse", "deep.plist", "--max-objects", "\(objects)", "--max-depth", "\(depth)"],
      in: folder)
    #expect(run.status == 0, "\(run) \(Support.stderr(in: folder))")
    Support.expectWithin(
      run.outputBytes, bound: Self.jsonBound(stringBytes: count, objects: objects, depth: depth),
      "parse deep OpenStep")
  }

  /// A binary plist whose top array names one 1-byte string `count` times: the file is
  /// about `count` bytes, and what it stands for is bounded by `--max-objects` (every place
  /// an object stands counts) and `--max-string-length`, not by its size.
  static func sharedStringPlist(count: Int) -> [UInt8] {
    var bytes = Array("bplist00".utf8)
    var offsets: [Int] = [bytes.count]
    bytes += [0xAF, 0x12]  // an array whose count follows as a 4-byte integer
    bytes += withUnsafeBytes(of: UInt32(count).bigEndian, Array.init)
    bytes += [UInt8](repeating: 1, count: count)  // every reference: object 1
    offsets.append(bytes.count)
    bytes += [0x51, 0x01]  // an ASCII string of one byte, U+0001
    let tableOffset = bytes.count
    for offset in offsets { bytes += withUnsafeBytes(of: UInt32(offset).bigEndian, Array.init) }
    bytes += [0, 0, 0, 0, 0, 0, 4, 1]  // offset size 4, reference size 1
    bytes += withUnsafeBytes(of: UInt64(offsets.count).bigEndian, Array.init)
    bytes += withUnsafeBytes(of: UInt64(0).bigEndian, Array.init)
    bytes += withUnsafeBytes(of: UInt64(tableOffset).bigEndian, Array.init)
    return bytes
  }

  @Test func parseBinaryPlistWritesOutSharedObjects() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let count = 100_000
    try Support.write(Self.sharedStringPlist(count: count), to: folder + "/shared.plist")
    let objects = count + 1
    let run = try Support.run(
      [
        "parse", "shared.plist", "--max-objects", "\(objects)", "--max-depth", "1",
        "--max-string-length", "1",
      ], in: folder)
    #expect(run.status == 0, "\(run) \(Support.stderr(in: folder))")
    // W ≤ O·S: every place a string stands is at most --max-string-length bytes.
    Support.expectWithin(
      run.outputBytes, bound: Self.jsonBound(stringBytes: objects * 1, objects: objects, depth: 1),
      "parse shared binary plist")
    // One more place is refused before anything is written out.
    let over = try Support.run(
      ["parse", "shared.plist", "--max-objects", "\(objects - 1)"], in: folder)
    #expect(over.status == 1 && over.outputBytes == 0, "\(over)")
  }

  /// `parse` holds the input and its text, the model (at most 160 bytes a value or key: the
  /// table, the entries' ranges, the JSON tree) and the output text and its bytes:
  /// peak − base ≤ 2·N + 2·out + 160·O + 16 MiB (the allocator's own slack).
  @Test(arguments: [(count: 2000, length: 4000, control: true), (200_000, 40, false)])
  func parseMemory(count: Int, length: Int, control: Bool) throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    var table: [UInt8] = []
    for index in 0..<count {
      table += Array("\"k\(index)\" = \"".utf8)
      table += [UInt8](repeating: control ? 0x01 : UInt8(ascii: "v"), count: length)
      table += Array("\";\n".utf8)
    }
    try Support.write(table, to: folder + "/t.strings")
    try FaultSupport.write("\n", to: folder + "/empty.strings")
    let base = try Support.run(["parse", "empty.strings"], in: folder)
    let run = try Support.run(["parse", "t.strings"], in: folder)
    #expect(run.status == 0, "\(run)")
    let bound = 2 * table.count + 2 * run.outputBytes + 160 * (2 * count + 1) + (16 << 20)
    Support.expectWithin(
      run.peakBytes - base.peakBytes, bound: bound,
      "parse peak memory: \(run) over \(base), input \(table.count)")
  }

  @Test func parseTimeIsLinear() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    try Support.write(Self.controlTable(count: 2000, length: 100), to: folder + "/small.strings")
    try Support.write(Self.controlTable(count: 8000, length: 100), to: folder + "/large.strings")
    let small = try Support.leastCPU(["parse", "small.strings"], in: folder)
    let large = try Support.leastCPU(["parse", "large.strings"], in: folder)
    #expect(large < 8 * max(small, 0.02), "4× the input took \(large / small)× the time")
  }

  /// `lint`: one line a finding, at most |path| + |other path| + K + V + 100 bytes (the
  /// key and a quoted value, at most --max-string-length each); here one finding a key.
  @Test func lintWritesOneLineAFinding() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let keyLength = 2000
    let count = 500
    for language in ["en", "fr"] {
      try FileManager.default.createDirectory(
        atPath: folder + "/app/\(language).lproj", withIntermediateDirectories: true)
    }
    var base = ""
    for index in 0..<count {
      base += "\"\(String(repeating: "K", count: keyLength))\(index)\" = \"v\";\n"
    }
    try FaultSupport.write(base, to: folder + "/app/en.lproj/Localizable.strings")
    try FaultSupport.write("\n", to: folder + "/app/fr.lproj/Localizable.strings")
    let run = try Support.run(
      ["lint", "app", "--base", "en", "--max-string-length", "\(keyLength + 3)"], in: folder)
    #expect(run.status == 1, "\(run)")
    let path = "app/en.lproj/Localizable.strings".utf8.count
    let bound = count * (2 * path + (keyLength + 3) + 1 + 100) + 200
    Support.expectWithin(run.errorBytes, bound: bound, "lint findings (standard error)")
  }

  /// `expand`: a format reading one argument 4,096 times, filled with 16 KiB of line
  /// breaks, would be 64 MiB a field; it is cut at --max-string-length, and each line break
  /// prints as 13 bytes (the text is indented under its label).
  @Test func expandCutsEachFieldAtTheStringLimit() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let limit = 65_536
    try FileManager.default.createDirectory(
      atPath: folder + "/app/en.lproj", withIntermediateDirectories: true)
    try FaultSupport.write(
      "\"K\" = \"\(String(repeating: "%1$@", count: 4096))\";\n",
      to: folder + "/app/en.lproj/Localizable.strings")
    let argument = String(repeating: "\\n", count: 16_384)
    let alert =
      #"{"title-loc-key":"K","title-loc-args":["\#(argument)"],"#
      + #""subtitle-loc-key":"K","subtitle-loc-args":["\#(argument)"],"#
      + #""loc-key":"K","loc-args":["\#(argument)"]}"#
    let payloads = 2
    try FaultSupport.write(
      String(repeating: #"{"aps":{"alert":\#(alert)}}"# + "\n", count: payloads),
      to: folder + "/p.jsonl")
    let run = try Support.run(
      ["expand", "--bundle", "app", "p.jsonl", "--max-string-length", "\(limit)"], in: folder)
    #expect(run.status == 0, "\(run) \(Support.stderr(in: folder))")
    let bound = payloads * (4 * 13 * limit + 4096)
    Support.expectWithin(run.outputBytes, bound: bound, "expand text")
  }

  /// `preview`: a card is at most 13 + A lines (A the actions shown) of at most
  /// 3·width + 8 bytes (a cell is at most a 3-byte stand-in), plus its warnings.
  @Test func previewDrawsBoundedCards() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let width = 1000
    let text = String(repeating: "\\u0001", count: 20_000)
    let payloads = 2
    try FaultSupport.write(
      String(
        repeating:
          #"{"aps":{"alert":{"title":"\#(text)","subtitle":"\#(text)","body":"\#(text)"}}}"#
          + "\n", count: payloads), to: folder + "/p.jsonl")
    let run = try Support.run(
      ["preview", "--style", "expanded", "--width", "\(width)", "p.jsonl"], in: folder)
    #expect(run.status == 1, "\(run) \(Support.stderr(in: folder))")
    let bound = payloads * (13 * (3 * width + 8) + 2048)
    Support.expectWithin(run.outputBytes, bound: bound, "preview cards")
  }

  /// `measure`: one row a payload, at most |path| + 64 bytes, and a header.
  @Test func measureWritesOneRowAPayload() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    let payloads = 5000
    try FaultSupport.write(String(repeating: "{}\n", count: payloads), to: folder + "/m.jsonl")
    let run = try Support.run(["measure", "m.jsonl"], in: folder)
    #expect(run.status == 0, "\(run)")
    let bound = payloads * ("m.jsonl".utf8.count + 64) + 200
    Support.expectWithin(run.outputBytes, bound: bound, "measure rows")
  }

  /// `mine`: one object a line, at most 6·|line| + 32 bytes (a template is no longer than
  /// its line once a slot's `%@` and an escaped `%%` are counted, and JSON escapes a byte
  /// into at most 6).
  @Test func mineWritesOneObjectALine() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    var lines: [UInt8] = []
    var count = 0
    for index in 0..<300 {
      let line = [UInt8](repeating: 0x01, count: 200) + Array(" \(index)".utf8)
      for _ in 0..<3 {
        lines += line + [0x0A]
        count += 1
      }
    }
    try Support.write(lines, to: folder + "/t.txt")
    let run = try Support.run(["mine", "t.txt"], in: folder)
    #expect(run.status == 0, "\(run) \(Support.stderr(in: folder))")
    let bound = 6 * (lines.count - count) + 32 * count
    Support.expectWithin(run.outputBytes, bound: bound, "mine lines")
  }

  /// `optimize` and `apply` write no more payload bytes than they read.
  ///
  /// In `bytes` mode a payload is rewritten only where it gets shorter, so `payloads.jsonl`
  /// is at most the input; memory does not grow with the stream, and time grows linearly.
  /// `apply` (`--templates`) is the same single rewriting pass.
  @Test func optimizeStreamsWithinTheInput() throws {
    let folder = try FaultSupport.scratch()
    defer { FaultSupport.remove(folder) }
    try FaultSupport.write(FaultSupport.table, to: folder + "/Localizable.strings")
    try FaultSupport.write(FaultSupport.corpus(2500), to: folder + "/small.jsonl")
    try FaultSupport.write(FaultSupport.corpus(10_000), to: folder + "/large.jsonl")
    try FaultSupport.write("", to: folder + "/empty.jsonl")
    func optimize(_ input: String, _ extra: [String] = []) throws -> ResourceBoundsSupport.Measured
    {
      try Support.run(
        [
          "optimize", input, "--strings", "Localizable.strings", "--out", "out-\(input)",
          "--dry-run", "--sample", "1000", "--mine-sample", "1000",
        ] + extra, in: folder)
    }
    let written = try Support.run(
      ["optimize", "large.jsonl", "--strings", "Localizable.strings", "--out", "out"], in: folder)
    #expect(written.status == 0, "\(written) \(Support.stderr(in: folder))")
    let input = FaultSupport.bytes(folder + "/large.jsonl")?.count ?? 0
    let output = FaultSupport.bytes(folder + "/out/payloads.jsonl")?.count ?? 0
    Support.expectWithin(output, bound: input, "optimize payloads.jsonl")
    let applied = try Support.run(
      [
        "optimize", "large.jsonl", "--strings", "Localizable.strings", "--templates",
        "out/templates.json", "--out", "applied",
      ], in: folder)
    #expect(applied.status == 0, "\(applied) \(Support.stderr(in: folder))")
    let appliedOutput = FaultSupport.bytes(folder + "/applied/payloads.jsonl")?.count ?? 0
    Support.expectWithin(appliedOutput, bound: input, "apply payloads.jsonl")
    // Memory: with the samples (--sample, --mine-sample) smaller than both streams, 4× the
    // lines costs at most 2× what 1× costs above an empty run.
    let base = try optimize("empty.jsonl").peakBytes
    let small = try optimize("small.jsonl").peakBytes - base
    let large = try optimize("large.jsonl").peakBytes - base
    #expect(large <= 2 * max(small, 4 << 20), "peak over base: \(small) at 2.5k, \(large) at 10k")
    let smallTime = try Support.leastCPU(
      ["optimize", "small.jsonl", "--strings", "Localizable.strings", "--dry-run"], in: folder)
    let largeTime = try Support.leastCPU(
      ["optimize", "large.jsonl", "--strings", "Localizable.strings", "--dry-run"], in: folder)
    #expect(largeTime < 8 * max(smallTime, 0.02), "4× took \(largeTime / smallTime)×")
  }
}
