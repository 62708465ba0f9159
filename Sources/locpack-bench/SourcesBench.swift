import Foundation
import LocPack

extension Benchmark {
  static let sources = Benchmark(
    name: "sources",
    abstract:
      "Find the key lookups in 3,000 generated Swift and Objective-C files (lint --sources)",
    run: { context in try SourcesBench.run(context) })
}

/// Inputs and measurements of the `sources` benchmark.
enum SourcesBench {
  static func run(_ context: BenchContext) throws {
    let count = context.quick ? 300 : 3_000
    let folder = context.workDirectory + "/sources-\(count)"
    let files = project(files: count)
    if !FileManager.default.fileExists(atPath: folder) {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      for file in files {
        try Data(file.bytes).write(to: URL(fileURLWithPath: folder + "/" + file.path))
      }
    }
    let bytes = files.reduce(0) { $0 + $1.bytes.count }
    var uses = 0
    let inMemory = Measure.time(iterations: context.iterations) {
      uses = CodeIndex.scan(files: files).uses.count
    }
    Measure.reportThroughput("lex and scan, in memory", bytes: bytes, inMemory)
    let onDisk = try Measure.time(iterations: context.iterations) {
      uses = try CodeIndex.scan([folder]).uses.count
    }
    Measure.reportThroughput("walk, read, lex and scan", bytes: bytes, onDisk)
    Measure.reportRate("files, from disk", items: files.count, unit: "files", onDisk)
    print("  \(files.count) files, \(bytes / 1_000) kB, \(uses) lookups")
  }

  /// A seeded project: view files with SwiftUI literals, interpolations, comments and
  /// lookups; one file in four in Objective-C.
  static func project(files count: Int) -> [(path: String, bytes: [UInt8])] {
    var random = LintBench.SplitMix(seed: 36)
    var files: [(path: String, bytes: [UInt8])] = []
    for index in 0..<count {
      var text = ""
      let isObjC = index % 4 == 3
      for member in 0..<40 {
        let key = "screen\(index).item\(member).title"
        switch random.next() % 6 {
        case 0 where isObjC:
          text += "  label\(member).text = NSLocalizedString(@\"\(key)\", @\"A \\\"title\\\"\");\n"
        case 1 where isObjC:
          text += "  /* [bundle localizedStringForKey:@\"\(key)\" value:nil table:nil] */\n"
        case _ where isObjC:
          text += "  [self configure:@\"plain \(member)\" count:\(member)];\n"
        case 0: text += "    Text(\"\(key)\")\n"
        case 1: text += "    Text(\"\\(count\(member)) photos of \\(name)\")\n"
        case 2:
          text +=
            "    let value\(member) = NSLocalizedString(\"\(key)\", tableName: \"Screens\", comment: \"\")\n"
        case 3: text += "    // Button(\"commented \(member)\") { }\n"
        case 4: text += "    let raw\(member) = #\"a \"quoted\" \\(x) text\"#\n"
        default: text += "    Button(String(localized: \"\(key)\")) { tap(\(member)) }\n"
        }
      }
      let body =
        isObjC
        ? "@implementation Screen\(index)\n- (void)load {\n\(text)}\n@end\n"
        : "struct Screen\(index): View {\n  let count0: Int = 3\n  var body: some View {\n\(text)  }\n}\n"
      files.append(("Screen\(index).\(isObjC ? "m" : "swift")", Array(body.utf8)))
    }
    return files
  }
}
